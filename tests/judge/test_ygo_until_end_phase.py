"""Real cards whose change lasts "until the End Phase" (7-7-12), read from
../shared/fixtures/yaml-yugi into a temporary folder (facts only) and judged: Armored Bee halves
a monster's ATK until the End Phase, over a gain Shield Spear gave it until the end of the turn;
as the End Phase begins the halving ends while the gain stays to the turn's end (7-7-3);
Cybernetic Magician's ATK 2000 ends the same way, and Noisy Gnat's Level raised by 1."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "cards"))
from ygo_duel import player, texts  # noqa: E402
from ygo_support import judged, store, subset  # noqa: E402

pytestmark = pytest.mark.django_db

ARMORED_BEE, SHIELD_SPEAR, CYBERNETIC_MAGICIAN = "86915847", "03244563", "59023523"
NOISY_GNAT = "45620686"


@pytest.fixture
def printed(tmp_path):
    store(subset(tmp_path, (ARMORED_BEE, SHIELD_SPEAR, CYBERNETIC_MAGICIAN, NOISY_GNAT)))


BEE_OVER_SPEAR = f"""
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    spells_traps: [{{id: a-spear, card: "{SHIELD_SPEAR}"}}]
    monsters: [{{id: a-bee, card: "{ARMORED_BEE}"}}]
  B:
    monsters: [{{id: b-brute, name: Brute, atk: 2000, def: 1000}}]
actions:
  - activate: {{card: a-spear, target: b-brute}}
  - pass
  - pass
  - activate: {{card: a-bee, target: b-brute}}
  - pass
  - pass
"""


def test_a_halving_until_the_end_phase_lasts_through_the_main_phase(printed):
    result = judged(BEE_OVER_SPEAR)
    [brute] = player(result, "B")["monsters"]
    assert brute["atk"] == 1200  # 2000 + 400, halved
    assert "Brute loses 1200 ATK until the End Phase (2400 → 1200 ATK)" in texts(result)
    assert {"7-7-12", "4-2-7"} <= set(result["rules_cited"])


def test_it_ends_as_the_end_phase_begins_the_turns_gain_stays(printed):
    result = judged(BEE_OVER_SPEAR + "  - end_phase\n")
    [brute] = player(result, "B")["monsters"]
    assert brute["atk"] == 2400  # the halving is over; Shield Spear's +400 lasts the turn
    assert "Changes that lasted until the End Phase end." in texts(result)
    ended = judged(BEE_OVER_SPEAR + "  - end_phase\n  - end_turn\n")
    assert player(ended, "B")["monsters"][0]["atk"] == 2000  # 7-7-3


def test_a_value_set_until_the_end_phase(printed):
    scenario = f"""
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    hand: [{{id: a-fodder, name: Fodder}}]
    monsters: [{{id: a-mag, card: "{CYBERNETIC_MAGICIAN}"}}]
  B:
    monsters: [{{id: b-brute, name: Brute, atk: 1000, def: 1000}}]
actions:
  - activate: {{card: a-mag, target: b-brute, cost: [a-fodder]}}
  - pass
  - pass
"""
    result = judged(scenario)
    assert player(result, "B")["monsters"][0]["atk"] == 2000
    assert "the ATK of Brute becomes 2000 until the End Phase (1000 → 2000 ATK)" \
        in texts(result)
    ended = judged(scenario + "  - end_phase\n")
    assert player(ended, "B")["monsters"][0]["atk"] == 1000
    assert "7-7-12" in ended["rules_cited"]


def test_a_level_raised_until_the_end_phase(printed):
    scenario = f"""
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    hand: [{{id: a-gnat, card: "{NOISY_GNAT}"}}]
  B:
    monsters: [{{id: b-brute, name: Brute, atk: 1000, def: 1000, level: 4}}]
actions:
  - activate: {{card: a-gnat, target: b-brute}}
  - pass
  - pass
"""
    result = judged(scenario)
    assert "Brute's Level rises from 4 to 5 until the End Phase." in texts(result)
    assert {"4-2-2", "7-7-12"} <= set(result["rules_cited"])
    ended = judged(scenario + "  - end_phase\n")
    assert "The End Phase begins: Brute's Level goes back from 5 to 4." in texts(ended)
    # nothing is left for the end of the turn to take off
    over = judged(scenario + "  - end_phase\n  - end_turn\n")
    assert texts(over).count("Level goes back") == 1
