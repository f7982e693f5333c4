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
