"""The effects a face-up Continuous Spell, Field Spell or Continuous Trap activates on the field
(10-5-1), read from real cards (imported from ../shared/fixtures/yaml-yugi into a temporary
folder, facts only): Celestia (a Field Spell: "Once per turn: You can banish 3 Wyrm monsters
from your GY, then target 1 card on the field; destroy it.") at Spell Speed 1, and Dark Factory
of More Production (a Continuous Trap: "You can send 1 monster from your hand or field to the
GY; draw 1 card.", once per turn by its name) at Spell Speed 2, in the opponent's turn too."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

from cards.models import Card
from cards.ygo import field_card_shapes, psct
from judge import services

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "cards"))
from ygo_support import english, judged, store, subset  # noqa: E402

pytestmark = pytest.mark.django_db

CELESTIA = "43912676"
DARK_FACTORY = "09064354"
TYPHOON = "05318639"


@pytest.fixture
def printed(tmp_path):
    store(subset(tmp_path, (CELESTIA, DARK_FACTORY, TYPHOON)))


def _read(number: str) -> dict:
    card = english(number)
    found = field_card_shapes.encode(card["kind"], psct.read(card["text"], card["kind"],
                                                             card["card_property"]))
    assert found is not None
    return found


def test_the_field_spell_reads_as_its_boost_and_one_effect_at_spell_speed_one():
    fields = _read(CELESTIA)
    [effect] = fields["effects"]
    assert (effect["type"], effect["from"], effect["once_per_turn"]) == \
        ("ignition", "field", "copy")
    assert effect["cost_cards"]["count"] == 3 and effect["target"]["zone"] == "field"
    assert fields["effect"] == [] and fields["stat_changes"][0]["atk"] == 300
    assert "left" not in fields


def test_the_continuous_traps_effect_is_used_at_spell_speed_two():
    [effect] = _read(DARK_FACTORY)["effects"]
    assert (effect["type"], effect["from"], effect["once_per_turn"]) == \
        ("quick", "field", "name")


def test_imported_both_cards_are_fully_read(printed):
    for number in (CELESTIA, DARK_FACTORY):
        card = Card.objects.get(game_id="ygo", number=number)
        assert (card.automation, card.notes) == ("full", []), number


CELESTIA_BOARD = """
game: ygo
turn: {{number: 4, player: A, phase: {phase}}}
players:
  A:
    field_spell: {{id: a-celestia, card: "43912676", face_up: {face_up}}}
    graveyard: [{{id: a-w1, name: Wyrm One, kind: monster, level: 4, atk: 1000, def: 1000,
                  types: [Wyrm]}},
                {{id: a-w2, name: Wyrm Two, kind: monster, level: 4, atk: 1000, def: 1000,
                  types: [Wyrm]}},
                {{id: a-w3, name: Wyrm Three, kind: monster, level: 4, atk: 1000, def: 1000,
                  types: [Wyrm]}}]
  B:
    spells_traps: [{{id: b-typhoon, card: "05318639"}},
                   {{id: b-up, name: Open Spell, kind: spell, spell_type: continuous,
                     face_up: true}}]
actions:
{actions}"""
USE = "  - activate: {card: a-celestia, effect: 0, target: b-up, cost: [a-w1, a-w2, a-w3]}\n"


def test_the_field_spell_uses_its_effect_and_stays(printed):
    result = judged(CELESTIA_BOARD.format(phase="main1", face_up="true",
                                          actions=USE + "  - pass\n  - pass"))
    assert result["outcome"] == "completed"
    players = result["state"]["players"]
    assert "b-up" in players["B"]["graveyard"]
    assert {"a-w1", "a-w2", "a-w3"} <= set(players["A"]["banished"])
    assert "a-celestia" not in players["A"]["graveyard"]
    assert {"10-5-1", "11-2-2", "5-2-2"} <= set(result["rules_cited"])


def test_the_effect_resolves_though_the_card_was_destroyed_in_answer(printed):
    result = judged(CELESTIA_BOARD.format(
        phase="main1", face_up="true",
        actions=USE + "  - activate: {card: b-typhoon, target: a-celestia}\n  - pass\n"
                      "  - pass"))
    assert result["outcome"] == "completed"
    players = result["state"]["players"]
    assert "a-celestia" in players["A"]["graveyard"]
    assert "b-up" in players["B"]["graveyard"]  # the effect still applied (10-5-1)


def test_a_spells_effect_is_not_used_in_the_battle_phase(printed):
    result = judged(CELESTIA_BOARD.format(phase="battle", face_up="true", actions=USE))
    assert result["outcome"] == "illegal_action"
    assert result["illegal"]["rules"] == ["10-5-1", "11-2-6"]
    assert "Spell Speed 1" in result["illegal"]["reason"]


FACTORY_BOARD = """
game: ygo
turn: {{number: 4, player: B, phase: battle}}
players:
  A:
    spells_traps: [{{id: a-factory, card: "09064354", face_up: {face_up}}},
                   {{id: a-factory2, card: "09064354", face_up: true}}]
    hand: [{{id: a-m1, name: Fodder One, kind: monster, level: 4, atk: 1000, def: 1000}},
           {{id: a-m2, name: Fodder Two, kind: monster, level: 4, atk: 1000, def: 1000}}]
    deck: 5
  B:
    deck: 5
actions:
{actions}"""


def test_the_continuous_trap_uses_its_effect_in_the_opponents_turn(printed):
    result = judged(FACTORY_BOARD.format(face_up="true", actions=(
        "  - activate: {card: a-factory, effect: 0, cost: [a-m1]}\n  - pass\n  - pass")))
    assert result["outcome"] == "completed"
    players = result["state"]["players"]
    assert "a-m1" in players["A"]["graveyard"] and len(players["A"]["hand"]) == 2
    assert {"10-5-1", "11-2-3"} <= set(result["rules_cited"])


def test_once_per_turn_by_its_name(printed):
    result = judged(FACTORY_BOARD.format(face_up="true", actions=(
        "  - activate: {card: a-factory, effect: 0, cost: [a-m1]}\n  - pass\n  - pass\n"
        "  - activate: {card: a-factory2, effect: 0, cost: [a-m2]}")))
    assert result["outcome"] == "illegal_action"
    assert result["illegal"]["rules"] == ["5-2-6"]


def test_a_set_card_has_no_effect_to_use(printed):
    result = judged(FACTORY_BOARD.format(face_up="false", actions=(
        "  - activate: {card: a-factory, effect: 0, cost: [a-m1]}")))
    assert result["outcome"] == "illegal_action"
    assert result["illegal"]["rules"] == ["10-5-1"]


def test_a_spells_effect_on_the_field_is_never_a_quick_effect():
    text = """
game: ygo
turn: {number: 3, player: A}
players:
  A:
    spells_traps: [{id: a-up, name: Quick Field Effect, kind: spell, spell_type: continuous,
                    face_up: true, effect: [],
                    effects: [{type: quick, from: field, effect: [{draw: 1}]}]}]
  B: {}
actions:
  - pass
"""
    ruling = services.judge_text("ygo", text)
    assert not ruling.ok
    [error] = ruling.errors
    assert error["path"] == "players.A.spells_traps[0].effects"
    assert "Spell Speed 1" in error["message"]
