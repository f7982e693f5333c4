"""Cards that negate the Chain Link they answer, read from their printed text and judged on the
real card (imported from ../shared/fixtures/yaml-yugi into a temporary folder, facts only):
Ash Blossom & Joyous Spring negates only an effect that includes taking a card from the Deck
(11-3-4) and negates the effect, not the activation (5-3-8); the Heralds negate only their
opponent's activations of one kind, with both cards sent from the hand as the cost; Divine
Wrath is a Counter Trap for monster effects; Ghost Belle & Haunted Mansion negates the activation
of an effect that includes taking a card from the Graveyard; Trap Jammer answers only the
opponent's Trap Card, and only during the Battle Phase; Stardust Dragon answers a card that would
destroy a card on the field."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "cards"))
from ygo_support import judged, store, subset  # noqa: E402

pytestmark = pytest.mark.django_db

# Ash Blossom & Joyous Spring, Herald of Orange Light, Herald of Green Light, Divine Wrath,
# Reinforcement of the Army, Pot of Greed, Cannon Soldier, Foolish Burial, Ghost Belle &
# Haunted Mansion, Trap Jammer, Stardust Dragon, Raigeki
CARDS = ("14558127", "17266660", "21074344", "49010598", "32807846", "55144522", "11384280",
         "81439173", "73642296", "19252988", "44508094", "12580477")


@pytest.fixture
def printed(tmp_path):
    store(subset(tmp_path, CARDS))


BOARD = """
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    hand: [{{id: a-army, card: "32807846"}}, {{id: a-pot, card: "55144522"}},
           {{id: a-burial, card: "81439173"}}, {{id: a-ash, card: "14558127"}}]
    deck: [{{id: a-warrior, name: Warrior, kind: monster, level: 4, atk: 1700, def: 1000,
             types: [Warrior, Normal]}}]
    monsters: [{{id: a-cannon, card: "11384280"}}, {{id: a-goblin, name: Goblin, atk: 1000,
                                                  def: 500}}]
  B:
    hand: [{{id: b-ash, card: "14558127"}}, {{id: b-orange, card: "17266660"}},
           {{id: b-green, card: "21074344"}},
           {{id: b-fairy, name: Fairy, kind: monster, level: 4, atk: 1000, def: 1000,
             types: [Fairy, Normal]}},
           {{id: b-fiend, name: Fiend, kind: monster, level: 4, atk: 1000, def: 1000,
             types: [Fiend, Normal]}}]
    spells_traps: [{{id: b-wrath, card: "49010598"}}]
actions:
{actions}"""


def test_ash_blossom_negates_the_effect_of_a_card_that_adds_from_the_deck(printed):
    result = judged(BOARD.format(actions="""  - activate: {card: a-army, pick: a-warrior}
  - activate: {card: b-ash, effect: 0}"""))
    assert result["outcome"] == "completed"
    a, b = result["state"]["players"]["A"], result["state"]["players"]["B"]
    assert "a-warrior" not in a["hand"]  # nothing was added
    assert "a-army" in a["graveyard"] and "b-ash" in b["graveyard"]  # activated all the same
    assert {"5-3-8", "11-3-4", "5-2-2"} <= set(result["rules_cited"])
    codes = [step["code"] for step in result["steps"]]
    assert "link_effect_negated_by" in codes and "link.effect_negated" in codes


def test_ash_blossom_answers_sending_from_the_deck_to_the_gy(printed):
    result = judged(BOARD.format(actions="""  - activate: {card: a-burial, pick: a-warrior}
  - activate: {card: b-ash, effect: 0}"""))
    assert result["outcome"] == "completed"
    assert "a-warrior" not in result["state"]["players"]["A"]["graveyard"]


def test_ash_blossom_cannot_answer_a_draw(printed):
    result = judged(BOARD.format(actions="""  - activate: {card: a-pot}
  - activate: {card: b-ash, effect: 0}"""))
    assert result["outcome"] == "illegal_action"
    assert result["illegal"]["code"] == "illegal.negates_not_included"
    assert result["illegal"]["rules"][0] == "11-3-4"


def test_ash_blossom_has_nothing_to_negate_without_a_chain(printed):
    result = judged(BOARD.format(actions="  - activate: {card: b-ash, effect: 0}"))
    assert result["illegal"]["code"] == "illegal.nothing_to_negate"


def test_ash_blossom_may_answer_its_own_players_card(printed):
    result = judged(BOARD.format(actions="""  - activate: {card: a-army, pick: a-warrior}
  - pass
  - activate: {card: a-ash, effect: 0}"""))
    assert result["outcome"] == "completed"
    assert "a-warrior" not in result["state"]["players"]["A"]["hand"]


def test_ash_blossom_once_per_turn_by_name(printed):
    board = BOARD.replace('{{id: b-ash, card: "14558127"}}',
                          '{{id: b-ash, card: "14558127"}}, {{id: b-ash-2, card: "14558127"}}')
    result = judged(board.format(actions="""  - activate: {card: a-army, pick: a-warrior}
  - activate: {card: b-ash, effect: 0}
  - pass
  - pass
  - activate: {card: a-burial, pick: a-warrior}
  - activate: {card: b-ash-2, effect: 0}"""))
    assert result["illegal"]["rules"] == ["5-2-6"]  # a second copy: once per turn by name


def test_herald_of_orange_light_negates_an_opponents_monster_effect(printed):
    result = judged(BOARD.format(actions="""  - activate: {card: a-cannon, cost: [a-goblin]}
  - activate: {card: b-orange, effect: 0, cost: [b-fairy]}"""))
    assert result["outcome"] == "completed"
    a, b = result["state"]["players"]["A"], result["state"]["players"]["B"]
    assert b["lp"] == 8000  # no damage: the activation was negated
    assert "a-cannon" in a["graveyard"]  # and the monster destroyed
    assert {"b-orange", "b-fairy"} <= set(b["graveyard"])
    assert {"5-3-7", "11-3-1"} <= set(result["rules_cited"])


def test_herald_of_orange_light_needs_another_fairy(printed):
    result = judged(BOARD.format(actions="""  - activate: {card: a-cannon, cost: [a-goblin]}
  - activate: {card: b-orange, effect: 0, cost: [b-fiend]}"""))
    assert result["outcome"] == "illegal_action"
    assert result["illegal"]["rules"][0] == "5-2-2"


def test_herald_of_green_light_negates_only_a_spell_card(printed):
    result = judged(BOARD.format(actions="""  - activate: {card: a-cannon, cost: [a-goblin]}
  - activate: {card: b-green, effect: 0, cost: [b-fairy]}"""))
    assert result["illegal"]["code"] == "illegal.cannot_negate_this_kind"
    result = judged(BOARD.format(actions="""  - activate: {card: a-pot}
  - activate: {card: b-green, effect: 0, cost: [b-fairy]}"""))
    assert result["outcome"] == "completed"
    assert "a-pot" in result["state"]["players"]["A"]["graveyard"]
    assert len(result["state"]["players"]["A"]["hand"]) == 3  # no draw


def test_a_herald_does_not_answer_its_own_players_activation(printed):
    board = BOARD.replace('{{id: a-pot, card: "55144522"}}', '{{id: a-pot, card: "55144522"}}, '
                          '{{id: a-green, card: "21074344"}}, {{id: a-fairy, name: Fairy, '
                          'kind: monster, level: 4, atk: 1, def: 1, types: [Fairy, Normal]}}')
    result = judged(board.format(actions="""  - activate: {card: a-pot}
  - pass
  - activate: {card: a-green, effect: 0, cost: [a-fairy]}"""))
    assert result["illegal"]["code"] == "illegal.negates_opponents_only"
    assert result["illegal"]["rules"][0] == "11-3-4"


def test_divine_wrath_negates_a_monster_effect_and_destroys_that_monster(printed):
    result = judged(BOARD.format(actions="""  - activate: {card: a-cannon, cost: [a-goblin]}
  - activate: {card: b-wrath, cost: [b-fiend]}"""))
    assert result["outcome"] == "completed"
    assert "a-cannon" in result["state"]["players"]["A"]["graveyard"]
    assert result["state"]["players"]["B"]["lp"] == 8000


REBORN = """
game: ygo
turn: {number: 3, player: A}
players:
  A:
    hand: [{id: a-reborn, name: Reborn, kind: spell, effect: [{special_summon: {card: chosen}}],
            target: {what: monster, zone: graveyard}}, {id: a-army, card: "32807846"}]
    graveyard: [{id: a-dragon, name: Dragon, kind: monster, level: 8, atk: 3000, def: 2500}]
    deck: [{id: a-warrior, name: Warrior, kind: monster, level: 4, atk: 1700, def: 1000,
            types: [Warrior, Normal]}]
  B:
    hand: [{id: b-belle, card: "73642296"}]
actions:
"""


def test_ghost_belle_negates_the_activation_of_a_special_summon_from_the_gy(printed):
    result = judged(REBORN + """  - activate: {card: a-reborn, target: a-dragon}
  - activate: {card: b-belle, effect: 0}""")
    assert result["outcome"] == "completed"
    a = result["state"]["players"]["A"]
    assert a["monsters"] == [] and {"a-dragon", "a-reborn"} <= set(a["graveyard"])
    assert "b-belle" in result["state"]["players"]["B"]["graveyard"]
    assert {"5-3-7", "11-3-4"} <= set(result["rules_cited"])


def test_ghost_belle_does_not_answer_a_search_from_the_deck(printed):
    result = judged(REBORN + """  - activate: {card: a-army, pick: a-warrior}
  - activate: {card: b-belle, effect: 0}""")
    assert result["illegal"]["code"] == "illegal.negates_not_included"


JAMMER = """
game: ygo
turn: {number: 3, player: A}
players:
  A:
    monsters: [{id: a-ogre, name: Ogre, atk: 1200, def: 1000}]
    spells_traps: [{id: a-jammer, card: "19252988"}]
  B:
    monsters: [{id: b-ogre, name: Ogre, atk: 1000, def: 1000}]
    spells_traps: [{id: b-trap, name: Set Trap, kind: trap, effect: [{draw: 1}]},
                   {id: b-jammer, card: "19252988"}]
actions:
"""


def test_trap_jammer_negates_a_trap_activated_in_the_battle_phase(printed):
    result = judged(JAMMER + """  - battle_phase
  - attack: {attacker: a-ogre, target: b-ogre}
  - activate: {card: b-trap}
  - activate: {card: a-jammer}""")
    assert result["outcome"] == "completed"
    b = result["state"]["players"]["B"]
    assert "b-trap" in b["graveyard"] and b["hand"] == []  # negated and destroyed: no draw
    assert {"5-3-7", "11-3-4"} <= set(result["rules_cited"])


def test_trap_jammer_only_during_the_battle_phase(printed):
    result = judged(JAMMER + """  - activate: {card: b-trap}
  - activate: {card: a-jammer}""")
    assert result["illegal"]["code"] == "illegal.needs_battle_phase"


def test_trap_jammer_not_against_its_own_players_trap(printed):
    result = judged(JAMMER + """  - battle_phase
  - attack: {attacker: a-ogre, target: b-ogre}
  - activate: {card: b-trap}
  - pass
  - activate: {card: b-jammer}""")
    assert result["illegal"]["code"] == "illegal.negates_opponents_only"


STARDUST = """
game: ygo
turn: {number: 3, player: A}
players:
  A:
    hand: [{id: a-raigeki, card: "12580477"}, {id: a-pot, card: "55144522"}]
  B:
    monsters: [{id: b-stardust, card: "44508094"}, {id: b-ogre, name: Ogre, atk: 1000,
                                                    def: 1000}]
actions:
"""


def test_stardust_dragon_tributes_itself_to_negate_a_card_that_destroys(printed):
    result = judged(STARDUST + """  - activate: {card: a-raigeki}
  - activate: {card: b-stardust, effect: 0}""")
    assert result["outcome"] == "completed"
    b = result["state"]["players"]["B"]
    assert [m["id"] for m in b["monsters"]] == ["b-ogre"]  # Raigeki negated
    assert "b-stardust" in b["graveyard"] and "a-raigeki" in \
        result["state"]["players"]["A"]["graveyard"]
    assert {"5-3-7", "11-3-4", "5-3-5"} <= set(result["rules_cited"])
    # its End Phase effect is not read: the ruling names it
    assert any(note["kind"] == "unapplied" for note in result["notes"])


def test_stardust_dragon_does_not_answer_a_draw(printed):
    result = judged(STARDUST + """  - activate: {card: a-pot}
  - activate: {card: b-stardust, effect: 0}""")
    assert result["illegal"]["code"] == "illegal.negates_not_included"
