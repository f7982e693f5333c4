"""Real Sky Striker Spells (imported from ../shared/fixtures/yaml-yugi into a temporary folder,
facts only), read and judged: Afterburners! and Jamming Waves! are activated only while their
player controls no monster in a Main Monster Zone, a Link Monster in an Extra Monster Zone
not counted (3-3-6, 5-2-4), and their later part, "if you have 3 or more Spells in your GY, you
can destroy 1 ...", counts those Spells as it is reached, the resolving Spell itself not among
them, and is the player's choice (5-2-24, 5-3-22); Scissors Cross adds its target to the hand,
or Special Summons it when the activation says so (`destination: field`) and the count holds
as it resolves; Shark Cannon banishes its target from the opponent's GY, or Special Summons it
to its player's field, where it cannot attack (12-3-21); Eagle Booster's target is unaffected by
other cards' effects this turn and, with 3 Spells there, cannot be destroyed by battle either
(both at once, 5-3-29, 5-3-17); Engage! draws 1 card after its search with 3 Spells there,
unless the activation `declines`. Flash of the Forbidden Spell asks for
a monster in each of the opponent's five Main Monster Zones: one in an Extra Monster Zone does
not stand for a sixth (3-3-6)."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "cards"))
from ygo_support import judged, store, subset  # noqa: E402

from cards.models import Card  # noqa: E402

pytestmark = pytest.mark.django_db

AFTERBURNERS, JAMMING, DECODE = "99550630", "25955749", "01861629"
SCISSORS = "46271408"  # Sky Striker Maneuver - Scissors Cross
FLASH = "39956951"  # Flash of the Forbidden Spell
SHARK = "51227866"  # Sky Striker Mecha - Shark Cannon
EAGLE = "25733157"  # Sky Striker Mecha - Eagle Booster
ENGAGE = "63166095"  # Sky Striker Mobilize - Engage!
# Decode Talker, a Link Monster, in the Extra Monster Zone above its player's column 2
DECODE_EXTRA = f'{{id: a-decode, card: "{DECODE}", column: 2, extra_monster_zone: true}}'
SPELL = "{{id: a-s{n}, name: Spent {n}, kind: spell, effect: [{{draw: 1}}]}}"


@pytest.fixture
def printed(tmp_path):
    store(subset(tmp_path, (AFTERBURNERS, JAMMING, DECODE, SCISSORS, FLASH, SHARK,
                                        EAGLE, ENGAGE)))


def stored(number: str) -> Card:
    return Card.objects.get(game_id="ygo", number=number)


def duel(mine: str, spells: int, pick: str = "", card: str = AFTERBURNERS) -> dict:
    graveyard = ", ".join(SPELL.format(n=n) for n in range(spells))
    return judged(f"""
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    hand: [{{id: a-sky, card: "{card}"}}]
    monsters: [{mine}]
    graveyard: [{graveyard}]
    deck: [{{id: a-d1, name: D1, kind: monster, level: 4, atk: 100, def: 100}}]
  B:
    monsters: [{{id: b-mon, name: Foe, kind: monster, level: 4, atk: 1800, def: 1000}}]
    spells_traps: [{{id: b-set, name: Set Card, kind: trap, face_up: false}},
                   {{id: b-open, name: Open Card, kind: spell, spell_type: continuous}}]
actions:
  - activate: {{card: a-sky, target: {"b-set" if card == JAMMING else "b-mon"}{pick}}}
  - pass
  - pass""")


def test_both_spells_are_read_with_the_condition_and_the_later_part(printed):
    for number in (AFTERBURNERS, JAMMING):
        card = stored(number)
        assert card.automation == "full", number
        assert card.encoding["if"] == {"main_monsters_max": 0}
        [_destroy, then] = card.encoding["effect"]
        [gate] = then["then"]
        assert gate["if_spells_in_gy"]["min"] == 3
        assert gate["if_spells_in_gy"]["steps"][0]["choose"]["optional"] is True


def test_a_link_monster_in_the_extra_monster_zone_does_not_count(printed):
    result = duel(DECODE_EXTRA, 3, ", pick: b-open")
    b = result["state"]["players"]["B"]
    assert sorted(b["graveyard"]) == ["b-mon", "b-open"]
    assert {"3-3-6", "5-2-24", "5-3-22"} <= set(result["rules_cited"])


def test_a_monster_in_a_main_monster_zone_forbids_the_activation(printed):
    mine = "{id: a-mon, name: Mine, kind: monster, level: 4, atk: 100, def: 100}"
    result = duel(mine, 3, ", pick: b-open")
    assert result["outcome"] == "illegal_action"
    assert result["illegal"]["rules"] == ["5-2-4", "3-3-6"]


def test_with_two_spells_in_the_gy_the_later_part_is_not_done(printed):
    result = duel("", 2, ", pick: b-open")
    b = result["state"]["players"]["B"]
    assert b["graveyard"] == ["b-mon"] and len(b["spells_traps"]) == 2
    codes = [step["code"] for step in result["steps"]]
    assert "spells_gate.short" in codes and "5-2-24" in result["rules_cited"]


def test_the_player_may_decline_the_later_part(printed):
    result = duel("", 3)
    b = result["state"]["players"]["B"]
    assert b["graveyard"] == ["b-mon"] and len(b["spells_traps"]) == 2
    codes = [step["code"] for step in result["steps"]]
    assert "spells_gate.holds" in codes and "card_chosen_resolving" not in codes


def test_jamming_waves_destroys_the_set_card_then_the_monster_named(printed):
    result = duel("", 3, ", pick: b-mon", card=JAMMING)
    b = result["state"]["players"]["B"]
    assert sorted(b["graveyard"]) == ["b-mon", "b-set"] and b["monsters"] == []



def scissors(spells: int, destination: str = "") -> dict:
    graveyard = ", ".join([SPELL.format(n=n) for n in range(spells)] + [
        '{id: a-ace, name: Ace, kind: monster, level: 4, atk: 1500, def: 0, '
        'archetypes: ["Sky Striker Ace"]}'])
    return judged(f"""
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    hand: [{{id: a-sky, card: "{SCISSORS}"}}]
    monsters: [{DECODE_EXTRA}]
    graveyard: [{graveyard}]
  B: {{}}
actions:
  - activate: {{card: a-sky, target: a-ace{destination}}}
  - pass
  - pass""")


def test_scissors_cross_is_read_with_its_other_choice(printed):
    card = stored(SCISSORS)
    assert card.automation == "full"
    [gate] = card.encoding["effect"]
    assert gate["if_spells_in_gy"]["min"] == 3
    assert gate["if_spells_in_gy"]["instead_of"] == [{"to_hand": "chosen"}]
    assert gate["if_spells_in_gy"]["steps"] == [{"special_summon": {"card": "chosen"}}]


def test_scissors_cross_adds_the_target_unless_told_otherwise(printed):
    result = scissors(3)
    assert result["state"]["players"]["A"]["hand"] == ["a-ace"]


def test_scissors_cross_special_summons_it_with_three_spells(printed):
    result = scissors(3, ", destination: field")
    a = result["state"]["players"]["A"]
    assert [m["id"] for m in a["monsters"]] == ["a-decode", "a-ace"] and a["hand"] == []
    assert "5-2-24" in result["rules_cited"]


def test_scissors_cross_with_two_spells_adds_it_after_all(printed):
    result = scissors(2, ", destination: field")
    a = result["state"]["players"]["A"]
    assert a["hand"] == ["a-ace"] and [m["id"] for m in a["monsters"]] == ["a-decode"]
    codes = [step["code"] for step in result["steps"]]
    assert "spells_gate.short.instead" in codes


def flash(extra: bool) -> dict:
    foes = ", ".join(f"{{id: b-m{n}, name: Foe {n}, kind: monster, level: 4, atk: 100, def: 100}}"
                     for n in range(5 if not extra else 4))
    linked = f', {{id: b-decode, card: "{DECODE}", column: 2, extra_monster_zone: true}}' \
        if extra else ""
    return judged(f"""
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    hand: [{{id: a-flash, card: "{FLASH}"}}]
  B:
    monsters: [{foes}{linked}]
actions:
  - activate: {{card: a-flash}}
  - pass
  - pass""")


def test_flash_destroys_all_with_five_main_monster_zones_full(printed):
    assert stored(FLASH).encoding["if"] == {"opponent_main_monsters_min": 5}
    result = flash(extra=False)
    assert result["state"]["players"]["B"]["monsters"] == []
    assert len(result["state"]["players"]["B"]["graveyard"]) == 5


def test_flash_counts_no_monster_in_the_extra_monster_zone(printed):
    result = flash(extra=True)
    assert result["outcome"] == "illegal_action"
    assert result["illegal"]["rules"] == ["5-2-4", "3-3-6"]


def shark(destination: str, attack: str = "") -> dict:
    spells = ", ".join(SPELL.format(n=n) for n in range(3))
    return judged(f"""
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    hand: [{{id: a-shark, card: "{SHARK}"}}]
    graveyard: [{spells}]
  B:
    graveyard: [{{id: b-gone, name: Gone, kind: monster, level: 4, atk: 1900, def: 0}}]
actions:
  - activate: {{card: a-shark, target: b-gone{destination}}}
  - pass
  - pass{attack}""")


def test_shark_cannon_banishes_its_target_by_default(printed):
    assert stored(SHARK).automation == "full"
    result = shark("")
    assert result["state"]["players"]["B"]["banished"] == ["b-gone"]


def test_shark_cannon_summons_it_to_its_field_where_it_cannot_attack(printed):
    result = shark(", destination: field",
                   "\n  - battle_phase\n  - attack: {attacker: b-gone, target: direct}")
    assert [m["id"] for m in result["state"]["players"]["A"]["monsters"]] == ["b-gone"]
    assert result["outcome"] == "illegal_action" and "12-3-21" in result["illegal"]["rules"]


def eagle(spells: int) -> dict:
    graveyard = ", ".join(SPELL.format(n=n) for n in range(spells))
    return judged(f"""
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    hand: [{{id: a-eagle, card: "{EAGLE}"}}]
    monsters: [{DECODE_EXTRA}]
    graveyard: [{graveyard}]
  B: {{}}
actions:
  - activate: {{card: a-eagle, target: a-decode}}
  - pass
  - pass""")


def test_eagle_booster_gives_both_with_three_spells(printed):
    assert stored(EAGLE).automation == "full"
    codes = [step["code"] for step in eagle(3)["steps"]]
    assert "indestructible_turn.battle" in codes and "unaffected_turn" in codes
    assert "effect.unaffected" not in codes


def test_eagle_booster_with_two_spells_gives_only_the_immunity(printed):
    result = eagle(2)
    codes = [step["code"] for step in result["steps"]]
    assert "indestructible_turn.battle" not in codes and "unaffected_turn" in codes
    assert "spells_gate.short" in codes and "5-2-24" in result["rules_cited"]


def engage(declines: str) -> dict:
    spells = ", ".join(SPELL.format(n=n) for n in range(3))
    return judged(f"""
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    hand: [{{id: a-engage, card: "{ENGAGE}"}}]
    graveyard: [{spells}]
    deck: [{{id: a-top, name: Top, kind: monster, level: 4, atk: 100, def: 100}},
           {{id: a-ace, name: Sky Striker Ace - Test, kind: monster, level: 4, atk: 1500,
             def: 0, archetypes: ["Sky Striker"]}}]
  B: {{}}
actions:
  - activate: {{card: a-engage, pick: a-ace{declines}}}
  - pass
  - pass""")


def test_engage_searches_then_draws_with_three_spells(printed):
    assert stored(ENGAGE).automation == "full"
    result = engage("")
    assert sorted(result["state"]["players"]["A"]["hand"]) == ["a-ace", "a-top"]
    assert "5-2-24" in result["rules_cited"]


def test_engage_draws_nothing_when_its_player_declines(printed):
    result = engage(", declines: true")
    assert result["state"]["players"]["A"]["hand"] == ["a-ace"]
    assert "spells_gate.declined" in [step["code"] for step in result["steps"]]
