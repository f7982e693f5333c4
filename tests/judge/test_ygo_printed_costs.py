"""Costs of cards of a description (`cost_cards`), read from real cards' texts (imported from
../shared/fixtures/yaml-yugi into a temporary folder, facts only) and paid by the judge as the
card or effect is activated: the cards the player names move (discarded, Tributed, banished)
or are shown, and an activation whose named cards do not fit the description is refused,
citing the rule on costs (5-2-2)."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "cards"))
from ygo_duel import player  # noqa: E402
from ygo_support import judged, store, subset  # noqa: E402

pytestmark = pytest.mark.django_db

# Resonator Command, Infinitrack Drag Shovel, Witchcrafter Schmietta, High Priestess of
# Prophecy
CARDS = ("08559524", "34923554", "21744288", "86585274")


@pytest.fixture
def printed(tmp_path):
    store(subset(tmp_path, CARDS))


BOARD = """
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    hand: [{{id: a-command, card: "08559524"}}, {{id: a-shovel, card: "34923554"}},
           {{id: a-priestess, card: "86585274"}},
           {{id: a-red, name: Red Resonator, kind: monster, level: 2, archetypes: [Resonator],
             types: [Fiend]}},
           {{id: a-goblin, name: Goblin, kind: monster, level: 4}},
           {{id: a-book1, name: Spellbook One, kind: spell, archetypes: [Spellbook]}},
           {{id: a-book2, name: Spellbook Two, kind: spell, archetypes: [Spellbook]}},
           {{id: a-book3, name: Spellbook Three, kind: spell, archetypes: [Spellbook]}}]
    deck: [{{id: a-fiend, name: Small Fiend, kind: monster, level: 3, types: [Fiend]}},
           {{id: a-witch, name: Witchcrafter Pittore, kind: monster, level: 2,
             archetypes: [Witchcrafter]}},
           {{id: a-spin, name: Spin Turn, kind: spell}}]
    monsters: [{{id: a-digger, name: Digger, attribute: EARTH, types: [Machine]}},
               {{id: a-schmietta, card: "21744288"}}]
    graveyard: [{{id: a-gear, name: Old Gear, kind: monster, types: [Machine]}}]
  B: {{}}
actions:
{actions}"""


def board(actions: str) -> str:
    return BOARD.format(actions=actions)



def test_resonator_command_discards_a_resonator_monster_as_its_cost(printed):
    result = judged(board("  - activate: {card: a-command, cost: [a-red], pick: a-fiend}"))
    assert result["outcome"] == "completed"
    a = player(result, "A")
    assert "a-red" in a["graveyard"] and "a-fiend" in a["hand"]
    assert {"5-2-2", "5-3-4", "5-3-13"} <= set(result["rules_cited"])


def test_resonator_command_refuses_a_card_that_is_not_a_resonator_monster(printed):
    result = judged(board("  - activate: {card: a-command, cost: [a-goblin], pick: a-fiend}"))
    assert result["outcome"] == "illegal_action"
    assert result["illegal"]["code"] == "illegal.cost_cards"
    assert result["illegal"]["rules"] == ["5-2-2", "5-3-4"]
    assert "Resonator" in result["verdict"]
    assert "a-goblin" in player(result, "A")["hand"]


def test_drag_shovel_tributes_an_earth_machine_then_banishes_a_machine_from_the_gy(printed):
    result = judged(board("  - activate: {card: a-shovel, effect: 0, cost: [a-digger]}\n"
                          "  - pass\n  - pass\n"
                          "  - activate: {card: a-shovel, effect: 1, cost: [a-gear], "
                          "pick: a-spin}"))
    assert result["outcome"] == "completed"
    a = player(result, "A")
    assert [m["position"] for m in a["monsters"] if m["id"] == "a-shovel"] == ["defense"]
    assert "a-digger" in a["graveyard"]
    assert "a-gear" in a["banished"] and "a-spin" in a["hand"]
    assert {"5-3-5", "5-3-3"} <= set(result["rules_cited"])


def test_drag_shovel_cannot_tribute_a_monster_that_is_not_earth_machine(printed):
    result = judged(board("  - activate: {card: a-shovel, effect: 0, cost: [a-schmietta]}"))
    assert result["outcome"] == "illegal_action"
    assert result["illegal"]["rules"] == ["5-2-2", "5-3-5"]


def test_schmietta_tributes_itself_then_discards_a_spell(printed):
    result = judged(board("  - activate: {card: a-schmietta, effect: 0, cost: [a-book1], "
                          "pick: a-witch}"))
    assert result["outcome"] == "completed"
    a = player(result, "A")
    assert {"a-schmietta", "a-book1"} <= set(a["graveyard"])
    assert "a-witch" in [m["id"] for m in a["monsters"]]


def test_schmietta_cannot_discard_a_monster_for_its_spell(printed):
    result = judged(board("  - activate: {card: a-schmietta, effect: 0, cost: [a-goblin], "
                          "pick: a-witch}"))
    assert result["outcome"] == "illegal_action"
    assert result["illegal"]["code"] == "illegal.cost_cards"
    assert "a-schmietta" in [m["id"] for m in player(result, "A")["monsters"]]


def test_high_priestess_reveals_three_spellbooks_which_stay_in_the_hand(printed):
    result = judged(board("  - activate: {card: a-priestess, effect: 0, "
                          "cost: [a-book1, a-book2, a-book3]}"))
    assert result["outcome"] == "completed"
    a = player(result, "A")
    assert "a-priestess" in [m["id"] for m in a["monsters"]]
    assert {"a-book1", "a-book2", "a-book3"} <= set(a["hand"])


def test_high_priestess_needs_three_spellbooks_not_two(printed):
    result = judged(board("  - activate: {card: a-priestess, effect: 0, "
                          "cost: [a-book1, a-book2]}"))
    assert result["outcome"] == "illegal_action"
    assert result["illegal"]["code"] == "illegal.cost_cards"
    assert result["illegal"]["params"]["count"] == 3


PETEN = """
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    monsters: [{{id: a-ogre, name: Ogre, level: 4, atk: 2000, def: 1000}}]
  B:
    monsters: [{{id: b-peten, card: "52624755"}}]
    deck: [{{id: b-next, card: "52624755"}}]
actions:
  - battle_phase
  - attack: {{attacker: a-ogre, target: b-peten}}
  - pass
{then}"""


def test_peten_banishes_itself_from_the_gy_as_its_trigger_is_activated(tmp_path):
    store(subset(tmp_path, ("52624755",)))  # Peten the Dark Clown
    result = judged(PETEN.format(then="  - activate: {card: b-peten, pick: b-next}"))
    assert result["outcome"] == "completed"
    b = player(result, "B")
    assert "b-peten" in b["banished"]
    assert "b-next" in [m["id"] for m in b["monsters"]]
    assert {"5-1-3", "5-2-2", "5-3-3"} <= set(result["rules_cited"])


BEES = """
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    hand: [{{id: a-princess, card: "06625096"}}]
    deck: [{{id: a-top, name: Top Card}}, {{id: a-next, name: Next Card}},
           {{id: a-fish, name: Small Fish, kind: monster, level: 3, types: [Fish]}}]
    monsters: [{{id: a-bee, card: "01474910"}},
               {{id: a-beetle, name: Beetle, kind: monster, level: 3, types: [Insect]}}]
  B: {{}}
actions:
{actions}"""


def test_bee_list_soldier_tributes_itself_and_another_insect_to_draw_two(tmp_path):
    store(subset(tmp_path, ("01474910", "06625096")))
    result = judged(BEES.format(actions="  - activate: {card: a-bee, cost: [a-beetle]}"))
    assert result["outcome"] == "completed"
    a = player(result, "A")
    assert {"a-bee", "a-beetle"} <= set(a["graveyard"])
    assert {"a-top", "a-next"} <= set(a["hand"])
    itself = judged(BEES.format(actions="  - activate: {card: a-bee, cost: [a-bee]}"))
    assert itself["illegal"]["code"] == "illegal.cost_cards"


def test_beautunaful_princess_banishes_itself_from_the_field(tmp_path):
    store(subset(tmp_path, ("01474910", "06625096")))
    result = judged(BEES.format(actions="  - normal_summon: {card: a-princess}\n"
                                        "  - activate: {card: a-princess, pick: a-fish}"))
    assert result["outcome"] == "completed"
    a = player(result, "A")
    assert "a-princess" in a["banished"]
    assert "a-fish" in [m["id"] for m in a["monsters"]]
    assert "from a Monster Zone" in "\n".join(step["text"] for step in result["steps"])


UNDINE = """
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    hand: [{{id: a-undine, card: "04904812"}}]
    deck: [{{id: a-water, name: Water Beast, kind: monster, level: 3, attribute: WATER}},
           {{id: a-fire, name: Fire Beast, kind: monster, level: 3, attribute: FIRE}},
           {{id: a-controller, name: Genex Controller, kind: monster, level: 3}}]
  B: {{}}
actions:
  - normal_summon: {{card: a-undine}}
{then}"""


def test_genex_undine_sends_a_water_monster_from_the_deck_and_shuffles_it(tmp_path):
    store(subset(tmp_path, ("04904812",)))  # Genex Undine
    result = judged(UNDINE.format(then="  - activate: {card: a-undine, cost: [a-water], "
                                       "pick: a-controller}"))
    assert result["outcome"] == "completed"
    a = player(result, "A")
    assert "a-water" in a["graveyard"] and "a-controller" in a["hand"]
    assert "looked through for the cost" in "\n".join(s["text"] for s in result["steps"])
    refused = judged(UNDINE.format(then="  - activate: {card: a-undine, cost: [a-fire], "
                                        "pick: a-controller}"))
    assert refused["illegal"]["code"] == "illegal.cost_cards"


ABYSS = """
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    hand: [{{id: a-water, name: Water Beast, kind: monster, level: 3, attribute: WATER}},
           {{id: a-fire, name: Fire Beast, kind: monster, level: 3, attribute: FIRE}}]
    monsters: [{{id: a-abyss, card: "18318842"}}]
  B:
    spells_traps: [{{id: b-set, name: Set Card, kind: trap, face_up: false}}]
actions:
  - activate: {{card: a-abyss, cost: [{cost}], target: b-set}}
  - pass
  - pass
"""


def test_the_older_cost_to_target_wording_pays_then_targets(tmp_path):
    # Abyss Soldier: "You can discard 1 WATER monster to the Graveyard to target 1 card on the
    # field; return it to the hand." (5-2-2, 5-2-3)
    store(subset(tmp_path, ("18318842",)))
    result = judged(ABYSS.format(cost="a-water"))
    assert result["outcome"] == "completed"
    assert "a-water" in player(result, "A")["graveyard"]
    assert "b-set" in player(result, "B")["hand"]
    refused = judged(ABYSS.format(cost="a-fire"))
    assert refused["illegal"]["code"] == "illegal.cost_cards"
