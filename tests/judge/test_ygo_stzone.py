"""Monster Cards placed in the Spell & Trap Zone as Continuous Spells (3-4-5, 3-4-6), on real
"Crystal Beast" cards (imported from ../shared/fixtures/yaml-yugi into a temporary folder,
facts only): Topaz Tiger destroyed by battle or by an effect goes face-up to its player's Spell
& Trap Zone instead of the Graveyard, not when the zones are full nor when its player declines;
Sapphire Pegasus places a "Crystal Beast" from the Deck as it is Summoned; a card so placed is
a Spell there (Harpie's Feather Duster destroys it) and a monster again in the Graveyard."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "cards"))
from ygo_support import judged, store, subset  # noqa: E402

from cards.models import Card  # noqa: E402
from judge import services  # noqa: E402

pytestmark = pytest.mark.django_db

TIGER, EAGLE, PEGASUS, RELEASE = "95600067", "21698716", "07093411", "10004783"
DUSTER, RAIGEKI, TYPHOON = "18144506", "12580477", "05318639"


@pytest.fixture
def printed(tmp_path):
    store(subset(tmp_path, (TIGER, EAGLE, PEGASUS, RELEASE, DUSTER, RAIGEKI, TYPHOON)))


def test_the_crystal_beasts_read_in_full(printed):
    for number in (TIGER, EAGLE, PEGASUS, RELEASE):
        card = Card.objects.get(game_id="ygo", number=number)
        assert (card.automation, card.notes) == ("full", []), number
    for number in (TIGER, EAGLE, PEGASUS):
        card = Card.objects.get(game_id="ygo", number=number)
        assert card.encoding["placed_if_destroyed"] == {"as": "spell"}
    [summoned] = Card.objects.get(game_id="ygo", number=PEGASUS).encoding["effects"]
    fetch = summoned["effect"][0]["fetch"]
    assert fetch["to"] == "spell_zone" and fetch["from"] == ["hand", "deck", "graveyard"]
    assert fetch["archetype"] == "Crystal Beast" and fetch["what"] == "monster"


BATTLE = """
game: ygo
turn: {{number: 3, player: B, phase: battle}}
players:
  A:
    monsters: [{{id: a-tiger, card: "{tiger}"{extra}}}]
    spells_traps: {zones}
  B:
    monsters: [{{id: b-big, name: Big, kind: monster, level: 7, atk: 2500, def: 0}}]
actions:
  - attack: {{attacker: b-big, target: a-tiger}}
  - pass
  - end_step
"""


def _battle(extra: str = "", zones: str = "[]") -> dict:
    return judged(BATTLE.format(tiger=TIGER, extra=extra, zones=zones))


def test_destroyed_by_battle_it_is_placed_as_a_continuous_spell(printed):
    result = _battle()
    assert result["outcome"] == "completed"
    players = result["state"]["players"]
    assert players["A"]["monsters"] == [] and players["A"]["graveyard"] == []
    assert players["A"]["spells_traps"] == [{"id": "a-tiger", "face_up": True}]
    assert players["A"]["lp"] == 8000 - (2500 - 1600)
    assert {"3-4-5", "3-4-6"} <= set(result["rules_cited"])


def test_declined_or_with_no_free_zone_it_goes_to_the_graveyard(printed):
    declined = _battle(extra=", placed_if_destroyed: {as: spell, use: false}")
    assert declined["outcome"] == "completed"
    assert declined["state"]["players"]["A"]["graveyard"] == ["a-tiger"]
    full = ", ".join(f"{{id: a-s{i}, name: S{i}, kind: spell, spell_type: continuous, "
                     f"face_up: true}}" for i in range(5))
    result = _battle(zones=f"[{full}]")
    assert result["outcome"] == "completed"
    assert result["state"]["players"]["A"]["graveyard"] == ["a-tiger"]
    assert "3-4-1" in result["rules_cited"] and "3-4-6" in result["rules_cited"]


EFFECTS = f"""
game: ygo
turn: {{number: 3, player: B}}
players:
  A:
    monsters: [{{id: a-tiger, card: "{TIGER}"}}]
  B:
    hand: [{{id: b-raigeki, card: "{RAIGEKI}"}}, {{id: b-duster, card: "{DUSTER}"}}]
actions:
  - activate: {{card: b-raigeki}}
  - pass
  - pass
  - activate: {{card: b-duster}}
  - pass
  - pass
"""


def test_destroyed_by_an_effect_it_is_a_spell_there_and_a_monster_again_after(printed):
    result = judged(EFFECTS)
    assert result["outcome"] == "completed"
    steps = [step["code"] for step in result["steps"]]
    assert "stzone.placed_instead.by_link" in steps
    # Harpie's Feather Duster destroys Spells and Traps: the placed Tiger is one (3-4-5); in
    # the Graveyard it is a Monster Card, not placed again (3-4-6 is for a Monster Zone)
    assert result["state"]["players"]["A"]["graveyard"] == ["a-tiger"]
    assert result["state"]["players"]["A"]["spells_traps"] == []


PEGASUS_SUMMON = f"""
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    hand: [{{id: a-pegasus, card: "{PEGASUS}"}}]
    deck: [{{id: a-eagle, card: "{EAGLE}"}}, {{id: a-plain, name: Plain, kind: monster,
            level: 4, atk: 1000, def: 1000}}]
  B: {{}}
actions:
  - normal_summon: {{card: a-pegasus}}
  - activate: {{card: a-pegasus, effect: 0, pick: {{pick}}}}
  - pass
  - pass
"""


def test_sapphire_pegasus_places_a_crystal_beast_from_the_deck(printed):
    result = judged(PEGASUS_SUMMON.replace("{pick}", "a-eagle"))
    assert result["outcome"] == "completed"
    players = result["state"]["players"]
    assert players["A"]["spells_traps"] == [{"id": "a-eagle", "face_up": True}]
    assert players["A"]["deck"] == 1
    assert "3-4-5" in result["rules_cited"]


def test_only_a_crystal_beast_monster_is_named(printed):
    ruling = judged(PEGASUS_SUMMON.replace("{pick}", "a-plain"))
    assert ruling["outcome"] == "illegal_action"
    assert ruling["illegal"]["code"] == "illegal.pick_does_not_fit"


PLACED = f"""
game: ygo
turn: {{number: 3, player: B}}
players:
  A:
    spells_traps: [{{id: a-eagle, card: "{EAGLE}", placed_as: spell}}]
  B:
    hand: [{{id: b-typhoon, card: "{TYPHOON}"}}]
actions:
  - activate: {{card: b-typhoon, target: a-eagle}}
  - pass
  - pass
"""


def test_a_card_placed_from_the_start_is_a_spell_a_spell_trap_targets(printed):
    result = judged(PLACED)
    assert result["outcome"] == "completed"
    assert result["state"]["players"]["A"]["graveyard"] == ["a-eagle"]
    bad = services.judge_text("ygo", PLACED.replace(
        "spells_traps: [", "monsters: ["))
    assert not bad.ok
    assert any("placed_as" in str(error) for error in bad.errors)


PROMISE, CALAMITY = "08275702", "23619206"


@pytest.fixture
def more(tmp_path):
    store(subset(tmp_path, (EAGLE, PROMISE, CALAMITY, TYPHOON)))


def test_crystal_promise_special_summons_a_placed_crystal_beast(more):
    result = judged(f"""
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    hand: [{{id: a-promise, card: "{PROMISE}"}}]
    spells_traps: [{{id: a-eagle, card: "{EAGLE}", placed_as: spell}}]
  B: {{}}
actions:
  - activate: {{card: a-promise, target: a-eagle, position: defense}}
  - pass
  - pass""")
    assert result["outcome"] == "completed"
    [eagle] = result["state"]["players"]["A"]["monsters"]
    assert eagle["id"] == "a-eagle" and eagle["position"] == "defense"
    assert (eagle["atk"], eagle["def"]) == (1400, 800)  # its printed stats again (3-4-5)
    assert result["state"]["players"]["A"]["spells_traps"] == []


SIMORGH = f"""
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    graveyard: [{{id: a-simorgh, card: "{CALAMITY}"}}]
  B:
    spells_traps: {{zones}}
    field_spell: {{field}}
actions:
  - activate: {{card: a-simorgh, effect: 1}}
  - pass
  - pass
"""


def test_simorgh_comes_back_only_while_the_opponent_has_no_card_there(more):
    result = judged(SIMORGH.replace("{zones}", "[]").replace(
        "{field}", "{id: b-field, name: Field, kind: spell, spell_type: field, face_up: true}"))
    assert result["outcome"] == "completed"  # a Field Spell is in no Spell & Trap Zone
    [simorgh] = result["state"]["players"]["A"]["monsters"]
    assert simorgh["position"] == "defense"
    refused = judged(SIMORGH.replace("{zones}", f'[{{id: b-set, card: "{TYPHOON}"}}]')
                     .replace("{field}", "null"))
    assert refused["outcome"] == "illegal_action"


SPOILS, BLESSING = "24081957", "35486099"


@pytest.fixture
def placing(tmp_path):
    store(subset(tmp_path, (TIGER, EAGLE, SPOILS, BLESSING)))


def test_snake_eye_spoils_places_an_opponents_monster_in_its_owners_zone(placing):
    result = judged(f"""
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    hand: [{{id: a-spoils, card: "{SPOILS}"}}]
  B:
    monsters: [{{id: b-big, name: Big, kind: monster, level: 7, atk: 2500, def: 0}}]
actions:
  - activate: {{card: a-spoils, target: b-big}}
  - pass
  - pass""")
    assert result["outcome"] == "completed"
    players = result["state"]["players"]
    assert players["B"]["monsters"] == []
    assert players["B"]["spells_traps"] == [{"id": "b-big", "face_up": True}]
    assert players["A"]["graveyard"] == ["a-spoils"]
    assert "3-4-5" in result["rules_cited"]


def test_crystal_blessing_places_two_crystal_beasts_from_the_graveyard(placing):
    result = judged(f"""
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    hand: [{{id: a-blessing, card: "{BLESSING}"}}]
    graveyard: [{{id: a-tiger, card: "{TIGER}"}}, {{id: a-eagle, card: "{EAGLE}"}}]
  B: {{}}
actions:
  - activate: {{card: a-blessing, targets: [a-tiger, a-eagle]}}
  - pass
  - pass""")
    assert result["outcome"] == "completed"
    placed = result["state"]["players"]["A"]["spells_traps"]
    assert placed == [{"id": "a-tiger", "face_up": True}, {"id": "a-eagle", "face_up": True}]
    assert result["state"]["players"]["A"]["graveyard"] == ["a-blessing"]


def test_a_placed_crystal_beast_uses_no_monster_effect_from_there(more):
    result = judged(f"""
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    spells_traps: [{{id: a-eagle, card: "{EAGLE}", placed_as: spell}}]
    monsters: [{{id: a-x, name: X, kind: monster, level: 4, atk: 100, def: 100,
                archetypes: [Crystal Beast]}}]
  B: {{}}
actions:
  - activate: {{card: a-eagle, effect: 0, target: a-x}}""")
    assert result["outcome"] == "illegal_action"
    assert result["illegal"]["code"] == "illegal.effect_from_zone"


LABRYS = "47863787"


@pytest.fixture
def artifact(tmp_path):
    store(subset(tmp_path, (LABRYS, TYPHOON)))


ARTIFACT = f"""
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    hand: [{{id: a-labrys, card: "{LABRYS}"}}]
  B:
    hand: [{{id: b-typhoon, card: "{TYPHOON}"}}]
actions:
  - set_spell_trap: {{card: a-labrys}}
{{more}}"""


def test_an_artifact_set_as_a_spell_and_destroyed_in_the_opponents_turn(artifact):
    result = judged(ARTIFACT.replace("{more}", """  - end_turn
  - activate: {card: b-typhoon, target: a-labrys}
  - pass
  - pass
  - activate: {card: a-labrys, effect: 0}
  - pass
  - pass"""))
    assert result["outcome"] == "completed"
    [labrys] = result["state"]["players"]["A"]["monsters"]
    assert labrys["id"] == "a-labrys" and labrys["atk"] == 2300
    assert {"3-4-7", "10-1-2"} <= set(result["rules_cited"])


def test_a_set_artifact_is_never_activated_and_its_own_turn_is_not_the_opponents(artifact):
    set_only = judged(ARTIFACT.replace("{more}", ""))
    assert set_only["state"]["players"]["A"]["spells_traps"] == [
        {"id": "a-labrys", "face_up": False}]
    activated = judged(ARTIFACT.replace("{more}", "  - activate: {card: a-labrys}"))
    assert activated["illegal"]["code"] == "illegal.placed_not_activated"
    own_turn = judged(f"""
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    hand: [{{id: a-labrys, card: "{LABRYS}"}}, {{id: a-typhoon, card: "{TYPHOON}"}}]
  B: {{}}
actions:
  - set_spell_trap: {{card: a-labrys}}
  - activate: {{card: a-typhoon, target: a-labrys}}
  - pass
  - pass
  - activate: {{card: a-labrys, effect: 0}}""")
    assert own_turn["outcome"] == "illegal_action"  # destroyed in its owner's own turn
    assert own_turn["illegal"]["code"] == "illegal.trigger_no_event"
