"""Real Pendulum Monsters (imported from ../shared/fixtures/yaml-yugi into a temporary folder,
facts only) whose Pendulum Effects are read as effects activated from the Pendulum Zone
(`from: pendulum`, 5-1-6) and judged: Symphonic Warrior Guitaar, a Pendulum Scale in
`spells_traps`, discards a card to Special Summon a "Symphonic Warrior" from the Deck, a Spell
Card's effect that an effect negating only monster effects cannot negate; not while it is a
monster; not in the opponent's turn (Spell Speed 1). Odd-Eyes Arc Pendulum Dragon, a Normal
Pendulum Monster, answers the destruction of another "Odd-Eyes" card from its zone. The
Igknights, whose type line names neither Normal nor Effect, are imported as Normal Pendulum
Monsters: their text is flavour, not effects."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "cards"))
from ygo_support import english, judged, store, subset  # noqa: E402

from cards.importers import yamlyugi  # noqa: E402
from cards.models import Card  # noqa: E402
from judge import services  # noqa: E402

pytestmark = pytest.mark.django_db

GUITAAR, PIAANO, ARC, IGKNIGHT = "12525049", "31826057", "14105623", "24019092"


@pytest.fixture
def printed(tmp_path):
    store(subset(tmp_path, (GUITAAR, PIAANO, ARC, IGKNIGHT)))


def stored(number: str) -> Card:
    return Card.objects.get(game_id="ygo", number=number)


def scale_effects(number: str) -> list[dict]:
    return [e for e in stored(number).encoding["effects"] if e.get("from") == "pendulum"]


def test_the_pendulum_effects_are_read_from_the_pendulum_zone(printed):
    assert "Pendulum" in english(GUITAAR)["monster_types"]
    assert "discard 1 card" in english(GUITAAR)["pendulum"]
    assert stored(GUITAAR).automation == "full"
    [guitaar] = scale_effects(GUITAAR)
    assert (guitaar["type"], guitaar["discard"], guitaar["once_per_turn"]) == (
        "ignition", 1, "name")
    assert guitaar["effect"][0]["fetch"]["archetype"] == "Symphonic Warrior"
    assert stored(ARC).automation == "full"
    [arc] = scale_effects(ARC)
    assert (arc["type"], arc["event"], arc["other"]["archetype"]) == (
        "trigger", "other_destroyed", "Odd-Eyes")


def test_a_pendulum_monster_without_normal_or_effect_is_a_normal_pendulum_monster(tmp_path):
    assert english(IGKNIGHT)["monster_types"] == ["Warrior", "Pendulum"]  # as the file has it
    listed = yamlyugi.read_folder(subset(tmp_path, (IGKNIGHT, GUITAAR)))
    by_number = {c.number: c for c in listed.cards}
    assert by_number[IGKNIGHT].monster_types == ["Warrior", "Pendulum", "Normal"]
    assert by_number[GUITAAR].monster_types == english(GUITAAR)["monster_types"]
    assert any("Normal Pendulum Monster" in a and IGKNIGHT in a and GUITAAR not in a
               for a in listed.anomalies)


def test_the_flavour_text_of_a_normal_pendulum_monster_is_no_note(printed):
    assert english(IGKNIGHT)["text"] and stored(IGKNIGHT).notes == []


BOARD = """
game: ygo
turn: {{number: 3, player: {turn}}}
players:
  A:
    hand: [{{id: a-fodder, name: Fodder, kind: monster, level: 4, atk: 100, def: 100}}]
    deck: [{{id: a-piaano, card: "{piaano}"}}]
    {zone}: [{{id: a-guitaar, card: "{guitaar}"}}]
  B:
    spells_traps:
      - {{id: b-negator, name: Monster Negator, kind: trap, trap_type: counter,
          negates: [monster], effect: [{{negate: previous}}]}}
actions:
  - activate: {{card: a-guitaar, effect: 1, cost: [a-fodder], pick: a-piaano}}
"""


def board(zone: str = "spells_traps", turn: str = "A", then: str = "") -> str:
    return BOARD.format(turn=turn, piaano=PIAANO, zone=zone, guitaar=GUITAAR) + then


def test_guitaar_in_the_pendulum_zone_special_summons_from_the_deck(printed):
    result = judged(board(then="  - pass\n  - pass\n"))
    players = result["state"]["players"]
    assert [m["id"] for m in players["A"]["monsters"]] == ["a-piaano"]
    assert players["A"]["spells_traps"] == [{"id": "a-guitaar", "face_up": True}]
    assert players["A"]["graveyard"] == ["a-fodder"]
    [activation] = [s for s in result["steps"] if "Pendulum Effect" in s["text"]]
    assert {"3-6-2", "5-1-6", "11-2-2"} <= set(activation["rules"])


def test_a_negation_of_monster_effects_cannot_negate_a_pendulum_effect(printed):
    result = judged(board(then="  - activate: {card: b-negator}\n"))
    assert result["illegal"]["code"] == "illegal.cannot_negate_this_kind"
    assert "Pendulum Effect, a Spell Card's effect" in result["illegal"]["reason"]


def test_its_pendulum_effect_is_not_activated_while_it_is_a_monster(printed):
    result = judged(board(zone="monsters"))
    assert result["illegal"]["code"] == "illegal.pendulum_effect_not_scale"
    assert result["illegal"]["rules"] == ["5-1-6"]


def test_its_pendulum_effect_has_spell_speed_one(printed):
    result = judged(board(turn="B"))
    assert result["illegal"]["code"] == "illegal.pendulum_timing"
    assert "11-2-2" in result["illegal"]["rules"] or "5-1-6" in result["illegal"]["rules"]


def test_a_monster_effect_is_not_activated_from_the_pendulum_zone(printed):
    text = board().replace("effect: 1, cost: [a-fodder], pick: a-piaano", "effect: 0")
    result = judged(text)
    assert result["illegal"]["code"] == "illegal.monster_effect_of_scale"


def test_three_pendulum_scales_are_refused(printed):
    ruling = services.judge_text("ygo", f"""
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    spells_traps: [{{card: "{GUITAAR}"}}, {{card: "{PIAANO}"}}, {{card: "{ARC}"}}]
  B: {{}}
actions: []
""")
    assert not ruling.ok
    assert any("at most 2" in e["message"] and "3-6-1" in e["message"] for e in ruling.errors)


ARC_BOARD = f"""
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    hand: [{{id: a-summoned, card: "{ARC}"}}]
    monsters: [{{id: a-eyes, name: Odd-Eyes Fighter, kind: monster, level: 4, atk: 1000,
                 def: 1000, archetypes: [Odd-Eyes]}}]
    spells_traps: [{{id: a-arc, card: "{ARC}"}},
                   {{id: a-hole, name: Hole, kind: spell, effect: [{{destroy: chosen}}],
                     target: {{what: monster, player: any}}}}]
  B: {{}}
actions:
  - activate: {{card: a-hole, target: a-eyes}}
  - pass
  - pass
  - activate: {{card: a-arc, pick: a-summoned}}
  - pass
  - pass
"""


def test_arc_pendulum_answers_another_odd_eyes_destroyed(printed):
    result = judged(ARC_BOARD)
    players = result["state"]["players"]
    assert [m["id"] for m in players["A"]["monsters"]] == ["a-summoned"]
    assert players["A"]["graveyard"] == ["a-eyes", "a-hole"]
    assert "5-1-6" in result["rules_cited"]


SQUIRE, MARGRAVE = "24131534", "50407691"


@pytest.fixture
def igknights(tmp_path):
    store(subset(tmp_path, (IGKNIGHT, SQUIRE, MARGRAVE)))


def test_the_igknight_pendulum_effect_is_read(igknights):
    assert '"Igknight" card in your other Pendulum Zone' in english(IGKNIGHT)["pendulum"]
    assert stored(IGKNIGHT).automation == "full"
    [paladin] = scale_effects(IGKNIGHT)
    assert paladin["if"] == {"other_scale": {"archetype": "Igknight"}}
    destroy, then = paladin["effect"]
    assert destroy["destroy_all"]["what"] == "pendulum_scales"
    assert then["if_you_do"][0]["fetch"]["from"] == ["deck", "graveyard"]


IGKNIGHT_BOARD = """
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    deck: [{{id: a-margrave, card: "{margrave}"}}, {{id: a-other, name: Other, kind: monster,
             level: 4, atk: 100, def: 100}}]
    spells_traps: [{{id: a-paladin, card: "{paladin}"}}{other}]
  B: {{}}
actions:
  - activate: {{card: a-paladin, pick: {pick}}}
  - pass
  - pass
"""


def igknight_board(other: str = f', {{id: a-squire, card: "{SQUIRE}"}}',
                   pick: str = "a-margrave") -> str:
    return IGKNIGHT_BOARD.format(margrave=MARGRAVE, paladin=IGKNIGHT, other=other, pick=pick)


def test_both_scales_are_destroyed_and_a_fire_warrior_is_added(igknights):
    result = judged(igknight_board())
    players = result["state"]["players"]
    assert players["A"]["hand"] == ["a-margrave"]
    assert sorted(players["A"]["extra_deck"]) == ["a-paladin", "a-squire"]
    assert players["A"]["spells_traps"] == []
    assert {"5-2-7", "4-3-4", "5-3-13"} <= set(result["rules_cited"])


def test_without_an_igknight_in_the_other_pendulum_zone_it_is_not_activated(igknights):
    result = judged(igknight_board(other=""))
    assert result["illegal"]["code"] == "illegal.effect_condition"
    assert "5-2-4" in result["illegal"]["rules"]


def test_the_card_it_adds_is_named_as_it_is_activated(igknights):
    result = judged(igknight_board(pick="a-other"))
    assert result["illegal"]["code"] == "illegal.pick_does_not_fit"
