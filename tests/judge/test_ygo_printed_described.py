"""Real cards whose target is described by words the reader shares with `fetch`
(described.py), judged (imported from ../shared/fixtures/yaml-yugi into a temporary folder,
facts only): a banished card of a Type (Dragoncarnation), any one of three Types (Surface),
a battle position (Shield Crush): a target that fits is taken, one that does not makes the
activation illegal (5-2-3, 5-2-4)."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "cards"))
from ygo_support import judged, store, subset  # noqa: E402

pytestmark = pytest.mark.django_db

# Dragoncarnation, Surface, Shield Crush, Granmarg the Rock Monarch, Block Attack, Remove Trap,
# Cyber Shield
CARDS = ("05325424", "33057951", "30683373", "60229110", "25880422", "51482758", "63224564")


@pytest.fixture
def printed(tmp_path):
    store(subset(tmp_path, CARDS))


BOARD = """
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    hand: [{{id: a-surface, card: "33057951"}}, {{id: a-crush, card: "30683373"}}]
    spells_traps: [{{id: a-dragoncarnation, card: "05325424"}}]
    graveyard: [{{id: a-fish, name: Fish, atk: 800, def: 600, level: 3, types: [Fish]}},
                {{id: a-big-aqua, name: Big Aqua, atk: 1900, def: 600, level: 4,
                  types: [Aqua]}},
                {{id: a-warrior, name: Warrior, atk: 800, def: 600, level: 3,
                  types: [Warrior]}}]
    banished: [{{id: a-dragon, name: Dragon, atk: 2000, def: 1500, level: 6,
                 types: [Dragon]}},
               {{id: a-fiend, name: Fiend, atk: 2000, def: 1500, level: 6, types: [Fiend]}}]
  B:
    monsters: [{{id: b-ogre, name: Ogre, atk: 1200, def: 1000}},
               {{id: b-wall, name: Wall, atk: 0, def: 2000, position: set}}]
actions:
  - {action}
  - pass
  - pass"""


def play(action: str) -> dict:
    return judged(BOARD.format(action=action))


def test_dragoncarnation_adds_a_banished_dragon_to_the_hand(printed):
    result = play("activate: {card: a-dragoncarnation, target: a-dragon}")
    assert result["outcome"] == "completed"
    assert "a-dragon" in result["state"]["players"]["A"]["hand"]
    assert "5-3-11" in result["rules_cited"]


def test_dragoncarnation_cannot_target_a_banished_fiend(printed):
    result = play("activate: {card: a-dragoncarnation, target: a-fiend}")
    assert result["outcome"] == "illegal_action"
    assert result["illegal"]["rules"] == ["5-2-3", "5-2-4"]


def test_surface_takes_a_level_3_fish_but_neither_a_level_4_aqua_nor_a_warrior(printed):
    result = play("activate: {card: a-surface, target: a-fish}")
    assert result["outcome"] == "completed"
    monsters = result["state"]["players"]["A"]["monsters"]
    assert [(m["id"], m["position"]) for m in monsters] == [("a-fish", "defense")]
    for other in ("a-big-aqua", "a-warrior"):
        refused = play(f"activate: {{card: a-surface, target: {other}}}")
        assert refused["outcome"] == "illegal_action"


def test_shield_crush_destroys_a_face_down_defense_monster_not_an_attack_one(printed):
    result = play("activate: {card: a-crush, target: b-wall}")
    assert result["outcome"] == "completed"
    assert "b-wall" in result["state"]["players"]["B"]["graveyard"]
    refused = play("activate: {card: a-crush, target: b-ogre}")
    assert refused["outcome"] == "illegal_action"
    assert "Defense Position" in refused["illegal"]["reason"]


def test_the_refusal_names_what_the_target_must_be(printed):
    refused = play("activate: {card: a-surface, target: a-warrior}")
    assert "Fish or Sea Serpent or Aqua" in refused["illegal"]["reason"]
    assert "Level 3 or lower" in refused["illegal"]["reason"]


GRANMARG = """
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    hand: [{{id: a-granmarg, card: "60229110"}}]
    monsters: [{{id: a-goblin, name: Goblin, atk: 1000, def: 500}}]
  B:
    spells_traps: [{{id: b-set, name: Set Trap, kind: trap, trap_type: normal}},
                   {{id: b-open, name: Open Trap, kind: trap, trap_type: continuous,
                     face_up: true}}]
actions:
  - normal_summon: {{card: a-granmarg, tributes: [a-goblin]}}
  - activate: {{card: a-granmarg, target: {target}}}
  - pass
  - pass"""


def test_granmarg_destroys_a_set_card_but_cannot_target_a_face_up_one(printed):
    result = judged(GRANMARG.format(target="b-set"))
    assert result["outcome"] == "completed"
    assert "b-set" in result["state"]["players"]["B"]["graveyard"]
    refused = judged(GRANMARG.format(target="b-open"))
    assert refused["outcome"] == "illegal_action"
    assert refused["illegal"]["rules"] == ["5-2-3", "5-2-4"]


BLOCK_ATTACK = """
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    hand: [{{id: a-block, card: "25880422"}}]
  B:
    monsters: [{{id: b-ogre, name: Ogre, atk: 1200, def: 1000}},
               {{id: b-guard, name: Guard, atk: 500, def: 2000, position: defense}}]
actions:
  - activate: {{card: a-block, target: {target}}}
  - pass
  - pass"""


def test_block_attack_turns_an_attack_position_monster_to_defense_only(printed):
    result = judged(BLOCK_ATTACK.format(target="b-ogre"))
    ogre = result["state"]["players"]["B"]["monsters"][0]
    assert (ogre["id"], ogre["position"]) == ("b-ogre", "defense")
    assert "9-2-7" in result["rules_cited"]
    refused = judged(BLOCK_ATTACK.format(target="b-guard"))
    assert refused["outcome"] == "illegal_action"


REMOVE_TRAP = """
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    hand: [{{id: a-remove, card: "51482758"}}]
  B:
    spells_traps: [{{id: b-trap, name: Open Trap, kind: trap, trap_type: continuous,
                     face_up: true}},
                   {{id: b-spell, name: Open Spell, kind: spell, spell_type: continuous,
                     face_up: true}}]
actions:
  - activate: {{card: a-remove, target: {target}}}
  - pass
  - pass"""


def test_remove_trap_destroys_a_face_up_trap_but_not_a_spell(printed):
    result = judged(REMOVE_TRAP.format(target="b-trap"))
    assert "b-trap" in result["state"]["players"]["B"]["graveyard"]
    refused = judged(REMOVE_TRAP.format(target="b-spell"))
    assert refused["outcome"] == "illegal_action"
    assert "a face-up Trap" in refused["illegal"]["reason"]


CYBER_SHIELD = """
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    hand: [{{id: a-shield, card: "63224564"}}]
    monsters: [{{id: a-harpie, name: Harpie Lady, atk: 1300, def: 1400}},
               {{id: a-other, name: Other Lady, atk: 1300, def: 1400}}]
  B: {{}}
actions:
  - activate: {{card: a-shield, target: {target}}}
  - pass
  - pass"""


def test_cyber_shield_equips_only_a_monster_of_the_names_it_prints(printed):
    result = judged(CYBER_SHIELD.format(target="a-harpie"))
    harpie = result["state"]["players"]["A"]["monsters"][0]
    assert (harpie["id"], harpie["atk"]) == ("a-harpie", 1800)
    refused = judged(CYBER_SHIELD.format(target="a-other"))
    assert refused["outcome"] == "illegal_action"
    assert refused["illegal"]["rules"] == ["5-2-3", "5-2-4"]
