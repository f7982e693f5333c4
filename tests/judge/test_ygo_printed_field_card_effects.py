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


# a Continuous Trap's effects in its Graveyard (5-1-9): Naturia Sacred Tree's "If this card is
# sent to the GY: Add 1 "Naturia" card from your Deck to your hand, except ...", a mandatory
# Trigger Effect; Crusher Run's "You can banish this card from your GY; Set 1 "Outrigger
# Extension" or "Spin Turn" from your Deck or GY.", at Spell Speed 2
SACRED_TREE = "03734202"
CRUSHER_RUN = "88667504"
TREE_BOARD = """
game: ygo
turn: {{number: 4, player: B}}
players:
  A:
    spells_traps: [{{id: a-tree, card: "03734202", face_up: true}}]
    deck: [{{id: a-naturia, name: Naturia Bud, kind: monster, level: 1, atk: 100, def: 100,
             archetypes: [Naturia]}}]
    graveyard: [{{id: a-crusher, card: "88667504"}}]
  B:
    hand: [{{id: b-typhoon, card: "05318639"}}]
actions:
  - activate: {{card: b-typhoon, target: a-tree}}
  - pass
  - pass
{actions}"""


@pytest.fixture
def graveyard_cards(tmp_path):
    store(subset(tmp_path, (SACRED_TREE, CRUSHER_RUN, TYPHOON)))


def test_the_traps_trigger_in_the_graveyard_adds_the_card(graveyard_cards):
    result = judged(TREE_BOARD.format(actions=(
        "  - activate: {card: a-tree, effect: 0, pick: a-naturia}\n  - pass\n  - pass")))
    assert result["outcome"] == "completed"
    players = result["state"]["players"]
    assert "a-naturia" in players["A"]["hand"] and "a-tree" in players["A"]["graveyard"]
    assert {"5-1-3", "5-1-9", "11-2-3"} <= set(result["rules_cited"])


def test_both_traps_are_fully_read(graveyard_cards):
    tree = Card.objects.get(game_id="ygo", number=SACRED_TREE)
    assert (tree.automation, tree.notes) == ("full", [])
    assert tree.encoding["effects"][0]["event"] == "sent_to_graveyard"
    assert tree.encoding["effects"][0]["optional"] is False
    crusher = Card.objects.get(game_id="ygo", number=CRUSHER_RUN)
    assert (crusher.automation, crusher.notes) == ("full", [])
    assert [(e["type"], e.get("from")) for e in crusher.encoding["effects"]] == \
        [("trigger", "field"), ("quick", "graveyard")]


def test_the_mandatory_trigger_cannot_be_left_unactivated(graveyard_cards):
    result = judged(TREE_BOARD.format(actions="  - end_turn"))
    assert result["outcome"] == "illegal_action"
    assert "5-1-3" in result["illegal"]["rules"]


def test_the_traps_graveyard_effect_is_used_in_the_opponents_turn(graveyard_cards):
    text = TREE_BOARD.format(actions="").replace(
        "  - activate: {card: b-typhoon, target: a-tree}\n  - pass\n  - pass\n",
        "  - activate: {card: a-crusher, effect: 1, pick: a-spin}\n  - pass\n  - pass\n")
    text = text.replace("archetypes: [Naturia]}]", "archetypes: [Naturia]},\n           "
                        "{id: a-spin, name: Spin Turn, kind: trap, trap_type: normal}]")
    result = judged(text)
    assert result["outcome"] == "completed"
    players = result["state"]["players"]
    assert "a-crusher" in players["A"]["banished"]
    assert {"id": "a-spin", "face_up": False} in players["A"]["spells_traps"]
    assert {"5-1-9", "11-2-3"} <= set(result["rules_cited"])


# "You must control no monsters to activate and to resolve this effect." (Valhalla,
# Hall of the Fallen: "Once per turn: You can Special Summon 1 Fairy monster from your hand."):
# its `if`, asked as it is activated (5-2-4) and again as it resolves (10-5-2)
VALHALLA = "01353770"
VALHALLA_BOARD = """
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    spells_traps: [{{id: a-valhalla, card: "01353770", face_up: true}}]
    hand: [{{id: a-fairy, name: Hall Fairy, kind: monster, level: 4, atk: 1000, def: 1000,
             types: [Fairy]}},
           {{id: a-other, name: Any Monster, kind: monster, level: 4, atk: 1000, def: 1000}},
           {{id: a-call, name: Quick Call, kind: spell, spell_type: quick-play,
             effect: [{{fetch: {{to: field, from: [hand], what: monster}}}}]}}]
    monsters: {monsters}
  B: {{}}
actions:
{actions}"""
SUMMON = "  - activate: {card: a-valhalla, effect: 0, pick: a-fairy}\n"


@pytest.fixture
def valhalla(tmp_path):
    store(subset(tmp_path, (VALHALLA,)))


def test_the_sentence_after_the_effect_is_its_condition_both_ways(valhalla):
    card = Card.objects.get(game_id="ygo", number=VALHALLA)
    assert (card.automation, card.notes) == ("full", [])
    [effect] = card.encoding["effects"]
    assert effect["if"] == {"monsters_max": 0} and effect["resolve_if"] is True


def test_it_summons_while_its_controller_has_no_monsters(valhalla):
    result = judged(VALHALLA_BOARD.format(monsters="[]", actions=SUMMON + "  - pass\n  - pass"))
    assert result["outcome"] == "completed"
    assert [m["id"] for m in result["state"]["players"]["A"]["monsters"]] == ["a-fairy"]


def test_not_activated_while_its_controller_has_a_monster(valhalla):
    result = judged(VALHALLA_BOARD.format(
        monsters="[{id: a-up, name: Up, kind: monster, level: 4, atk: 1000, def: 1000}]",
        actions=SUMMON))
    assert result["outcome"] == "illegal_action"
    assert result["illegal"]["rules"] == ["5-2-4"]


def test_it_does_nothing_once_a_monster_arrived_before_it_resolves(valhalla):
    result = judged(VALHALLA_BOARD.format(monsters="[]", actions=(
        SUMMON + "  - pass\n  - activate: {card: a-call, pick: a-other}\n  - pass\n  - pass")))
    assert result["outcome"] == "completed"
    players = result["state"]["players"]
    assert [m["id"] for m in players["A"]["monsters"]] == ["a-other"]
    assert "a-fairy" in players["A"]["hand"]
    assert "10-5-2" in result["rules_cited"]
