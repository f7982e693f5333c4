"""Real cards whose effects take a described card, target by a description, or change a battle
position (imported from ../shared/fixtures/yaml-yugi into a temporary folder, facts only),
judged: the card the player names is added, sent or Special Summoned and the Deck shuffled
(5-3-13), and one that does not fit, or none named, makes the activation illegal (5-2-4); a
target described by its archetype and a Level bound (5-2-3); a monster turned face-down by
Book of Moon (9-2-7)."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "cards"))
from ygo_support import judged, store, subset  # noqa: E402

pytestmark = pytest.mark.django_db

# Reinforcement of the Army, Celtic Guardian (Level 4 Warrior), Gilford the Lightning (Level
# 8 Warrior), Poki Draco, Destiny HERO - Malicious
CARDS = ("32807846", "91152256", "36354007", "08175346", "09411399")


@pytest.fixture
def printed(tmp_path):
    store(subset(tmp_path, CARDS))


BOARD = """
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    hand: [{{id: a-army, card: "32807846"}}, {{id: a-poki, card: "08175346"}}]
    deck: [{{id: a-gilford, card: "36354007"}}, {{id: a-celtic, card: "91152256"}},
           {{id: a-poki-2, card: "08175346"}}, {{id: a-malicious-2, card: "09411399"}}]
    graveyard: [{{id: a-malicious, card: "09411399"}}]
  B: {{}}
actions:
{actions}"""


def test_reinforcement_of_the_army_adds_the_level_4_warrior_named(printed):
    result = judged(BOARD.format(actions="  - activate: {card: a-army, pick: a-celtic}\n"
                                        "  - pass\n  - pass"))
    assert result["outcome"] == "completed"
    assert "a-celtic" in result["state"]["players"]["A"]["hand"]
    assert result["state"]["players"]["A"]["deck"] == 3
    assert "5-3-13" in result["rules_cited"]


def test_reinforcement_of_the_army_cannot_take_a_level_8_warrior(printed):
    result = judged(BOARD.format(actions="  - activate: {card: a-army, pick: a-gilford}"))
    assert result["outcome"] == "illegal_action"
    assert result["illegal"]["rules"] == ["5-3-13", "5-2-4"]


def test_the_player_names_the_card_or_the_activation_is_illegal(printed):
    result = judged(BOARD.format(actions="  - activate: {card: a-army}"))
    assert result["outcome"] == "illegal_action"
    assert result["illegal"]["rules"] == ["5-3-13", "5-2-4"]


def test_poki_draco_adds_a_copy_when_normal_summoned(printed):
    result = judged(BOARD.format(actions="  - normal_summon: {card: a-poki}\n"
                                        "  - activate: {card: a-poki, pick: a-poki-2}"))
    assert result["outcome"] == "completed"
    assert "a-poki-2" in result["state"]["players"]["A"]["hand"]
    assert {"5-1-3", "5-3-13"} <= set(result["rules_cited"])


def test_malicious_banishes_itself_to_special_summon_a_copy_from_the_deck(printed):
    result = judged(BOARD.format(actions="  - activate: {card: a-malicious, "
                                        "pick: a-malicious-2}"))
    assert result["outcome"] == "completed"
    players = result["state"]["players"]["A"]
    assert "a-malicious" in players["banished"]
    assert [m["id"] for m in players["monsters"]] == ["a-malicious-2"]
    assert {"5-2-2", "5-3-13", "8-4-1"} <= set(result["rules_cited"])


# Blackwing - Blizzard the Far North (Level 2), Blackwing - Gale the Whirlwind (Level 3),
# Blackwing - Sirocco the Dawn (Level 5)
BLACKWINGS = ("22835145", "02009101", "75498415")
BLIZZARD = """
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    hand: [{{id: a-blizzard, card: "22835145"}}]
    graveyard: [{{id: a-gale, card: "02009101"}}, {{id: a-sirocco, card: "75498415"}}]
  B: {{}}
actions:
  - normal_summon: {{card: a-blizzard}}
  - activate: {{card: a-blizzard, target: {target}}}
"""


@pytest.fixture
def blackwings(tmp_path):
    store(subset(tmp_path, BLACKWINGS))


def test_blizzard_special_summons_a_level_4_or_lower_blackwing(blackwings):
    result = judged(BLIZZARD.format(target="a-gale"))
    assert result["outcome"] == "completed"
    gale = [m for m in result["state"]["players"]["A"]["monsters"] if m["id"] == "a-gale"]
    assert gale and gale[0]["position"] == "defense"


def test_blizzard_cannot_target_a_level_5_blackwing(blackwings):
    result = judged(BLIZZARD.format(target="a-sirocco"))
    assert result["outcome"] == "illegal_action"
    assert result["illegal"]["rules"] == ["5-2-3", "5-2-4"]


MOON = """
game: ygo
turn: {number: 3, player: A}
players:
  A:
    monsters: [{id: a-celtic, card: "91152256"}]
  B:
    spells_traps: [{id: b-moon, card: "14087893"}]
actions:
  - activate: {card: b-moon, target: a-celtic}
  - pass
  - pass
"""


def test_book_of_moon_changes_a_monster_to_face_down_defense_position(tmp_path):
    store(subset(tmp_path, ("14087893", "91152256")))  # Book of Moon, Celtic Guardian
    result = judged(MOON)
    assert result["outcome"] == "completed"
    assert result["state"]["players"]["A"]["monsters"][0]["position"] == "set"
    assert {"9-2-7", "9-2-6"} <= set(result["rules_cited"])


CRANE = """
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    hand: [{{id: a-call, name: Call, kind: spell, spell_type: normal,
             effect: [{{special_summon: {{card: a-crane}}}}]}}]
    graveyard: [{{id: a-crane, card: "30914564"}}]
    deck: [{{id: a-top, name: Top Card, atk: 1000, def: 1000}}]
  B: {{}}
actions:
  - activate: {{card: a-call}}
  - pass
  - pass
{then}"""


def test_sacred_crane_must_draw_before_the_turn_goes_on(tmp_path):
    store(subset(tmp_path, ("30914564",)))  # Sacred Crane: "If ... Special Summoned: Draw 1"
    skipped = judged(CRANE.format(then="  - battle_phase"))
    assert skipped["outcome"] == "illegal_action"
    assert skipped["illegal"]["rules"] == ["5-1-3", "11-1-8"]
    drawn = judged(CRANE.format(then="  - activate: {card: a-crane}\n  - battle_phase"))
    assert drawn["outcome"] == "completed"
    assert "a-top" in drawn["state"]["players"]["A"]["hand"]


GUSTAV = """
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    monsters: [{{id: a-gustav, card: "56910167", materials: {materials}}}]
  B: {{}}
actions:
  - activate: {{card: a-gustav}}
"""


def test_gustav_max_detaches_a_material_to_inflict_2000(tmp_path):
    store(subset(tmp_path, ("56910167",)))  # Superdreadnought Rail Cannon Gustav Max
    fired = judged(GUSTAV.format(materials=2))
    assert fired["outcome"] == "completed"
    assert fired["state"]["players"]["B"]["lp"] == 6000
    assert fired["state"]["players"]["A"]["monsters"][0]["materials"] == 1
    empty = judged(GUSTAV.format(materials=0))
    assert empty["outcome"] == "illegal_action"
    assert empty["illegal"]["rules"] == ["5-2-2", "4-4-3"]


def test_poison_mummy_flip_summoned_inflicts_500(tmp_path):
    store(subset(tmp_path, ("43716289",)))  # Poison Mummy
    result = judged("""
game: ygo
turn: {number: 3, player: A}
players:
  A:
    monsters: [{id: a-mummy, card: "43716289", position: set}]
  B: {}
actions:
  - flip_summon: {card: a-mummy}
""")
    assert result["outcome"] == "completed"
    assert result["state"]["players"]["B"]["lp"] == 7500
    assert {"8-3-4", "5-3-10"} <= set(result["rules_cited"])


NEWDORIA = """
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    monsters: [{{id: a-ogre, name: Ogre, level: 4, atk: 2000, def: 1000}}]
  B:
    monsters: [{{id: b-newdoria, card: "04335645"}}]
actions:
  - battle_phase
  - attack: {{attacker: a-ogre, target: b-newdoria}}
  - pass
{then}"""


def test_newdoria_destroyed_by_battle_must_destroy_a_monster(tmp_path):
    store(subset(tmp_path, ("04335645",)))  # Newdoria: mandatory, when destroyed by battle
    skipped = judged(NEWDORIA.format(then="  - main2"))
    assert skipped["outcome"] == "illegal_action"
    assert skipped["illegal"]["rules"] == ["5-1-3", "11-1-8"]
    used = judged(NEWDORIA.format(then="  - activate: {card: b-newdoria, target: a-ogre}"))
    assert used["outcome"] == "completed"
    assert "a-ogre" in used["state"]["players"]["A"]["graveyard"]


PARSHATH = """
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    monsters: [{{id: a-parshath, card: "18036057"}}]
    deck: [{{id: a-top, name: Top Card, atk: 1000, def: 1000}}]
  B:
    monsters: [{{id: b-wall, name: Wall, level: 4, atk: 0, def: 1000, position: defense}}]
actions:
  - battle_phase
  - attack: {{attacker: a-parshath, target: b-wall}}
  - pass
{then}"""


def test_airknight_parshath_draws_after_inflicting_piercing_damage(tmp_path):
    store(subset(tmp_path, ("18036057",)))  # Airknight Parshath
    skipped = judged(PARSHATH.format(then="  - main2"))
    assert skipped["outcome"] == "illegal_action"
    assert skipped["illegal"]["rules"] == ["5-1-3", "11-1-8"]
    drawn = judged(PARSHATH.format(then="  - activate: {card: a-parshath}"))
    assert drawn["outcome"] == "completed"
    assert drawn["state"]["players"]["B"]["lp"] == 7100
    assert "a-top" in drawn["state"]["players"]["A"]["hand"]
