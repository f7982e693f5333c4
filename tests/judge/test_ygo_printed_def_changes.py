"""Real cards that change a monster's DEF as they resolve (imported from
../shared/fixtures/yaml-yugi into a temporary folder, facts only), judged: Shield Spear's target
gains 400 ATK and 400 DEF until the end of the turn (4-2-5, 7-7-3), Curse of Aging's cost paid,
every face-up monster of the opponent loses 500 ATK and 500 DEF, a face-down one nothing (9-1-3),
Junk Defender's 300 DEF alone, which makes a weaker attacker's battle damage rebound; Blackwing -
Gale the Whirlwind halving a monster's current ATK and DEF for good (4-2-7), and Number 4:
Numeron Gate Catvari doubling each "Numeron" monster's own ATK until the end of the turn; Number
20: Giga-Brilliant's 300 ATK for the monsters there as it resolves, past the turn (4-2-5)."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "cards"))
from ygo_duel import player, texts  # noqa: E402
from ygo_support import judged, store, subset  # noqa: E402

pytestmark = pytest.mark.django_db

SHIELD_SPEAR, CURSE_OF_AGING, JUNK_DEFENDER = "03244563", "41398771", "68120130"


@pytest.fixture
def printed(tmp_path):
    store(subset(tmp_path, (SHIELD_SPEAR, CURSE_OF_AGING, JUNK_DEFENDER)))


SPEAR = f"""
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    spells_traps: [{{id: a-spear, card: "{SHIELD_SPEAR}"}}]
    monsters: [{{id: a-wall, name: Wall, atk: 1000, def: 1500, position: defense}}]
  B: {{}}
actions:
  - activate: {{card: a-spear, target: a-wall}}
  - pass
  - pass
"""


def test_shield_spear_raises_both_until_the_end_of_the_turn(printed):
    result = judged(SPEAR)
    [wall] = player(result, "A")["monsters"]
    assert (wall["atk"], wall["def"]) == (1400, 1900)
    assert "gets +400 DEF until the end of the turn (1500 → 1900 DEF)" in texts(result)
    assert {"4-2-5", "7-7-3"} <= set(result["rules_cited"])
    ended = judged(SPEAR + "  - end_turn\n")
    [wall] = player(ended, "A")["monsters"]
    assert (wall["atk"], wall["def"]) == (1000, 1500)


def test_curse_of_aging_lowers_every_face_up_monster_of_the_opponent(printed):
    result = judged(f"""
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    hand: [{{id: a-fodder, name: Fodder, atk: 100, def: 100}}]
    spells_traps: [{{id: a-curse, card: "{CURSE_OF_AGING}"}}]
  B:
    monsters: [{{id: b-one, name: One, atk: 1800, def: 300}},
               {{id: b-set, name: Hidden, atk: 1000, def: 1000, position: set}}]
actions:
  - activate: {{card: a-curse, cost: [a-fodder]}}
  - pass
  - pass
""")
    one, hidden = player(result, "B")["monsters"]
    assert (one["atk"], one["def"]) == (1300, 0)  # below 0 counts as 0 (4-2-5)
    assert (hidden["atk"], hidden["def"]) == (1000, 1000)
    assert "loses 500 DEF until the end of the turn (300 → 0 DEF)" in texts(result)


def test_junk_defenders_def_alone_turns_the_battle_against_the_attacker(printed):
    result = judged(f"""
game: ygo
turn: {{number: 3, player: B, phase: battle}}
players:
  A:
    monsters: [{{id: a-junk, card: "{JUNK_DEFENDER}", position: defense}}]
  B:
    monsters: [{{id: b-axe, name: Axe, atk: 2000, def: 100}}]
actions:
  - attack: {{attacker: b-axe, target: a-junk}}
  - activate: {{card: a-junk, effect: 1}}
  - pass
  - pass
""")
    [junk] = player(result, "A")["monsters"]
    assert (junk["atk"], junk["def"]) == (500, 2100)
    assert player(result, "B")["lp"] == 7900  # 2100 DEF against 2000 ATK (12-5)


GALE, CATVARI = "02009101", "04019153"


@pytest.fixture
def halving(tmp_path):
    store(subset(tmp_path, (GALE, CATVARI)))


def test_gale_halves_the_current_atk_and_def_for_good(halving):
    result = judged(f"""
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    monsters: [{{id: a-gale, card: "{GALE}"}}]
  B:
    monsters: [{{id: b-brute, name: Brute, atk: 1850, def: 1001}}]
actions:
  - activate: {{card: a-gale, target: b-brute}}
  - pass
  - pass
  - end_turn
""")
    [brute] = player(result, "B")["monsters"]
    # DEF 1001 to 501 (half, rounded up), and both past the end of the turn
    assert (brute["atk"], brute["def"]) == (925, 501)
    assert "Brute has 1850 ATK, which is halved: it loses 925 ATK." in texts(result)
    assert {"4-2-7", "4-2-5"} <= set(result["rules_cited"])


def test_catvari_doubles_each_numeron_monster_by_its_own_atk(halving):
    result = judged(f"""
game: ygo
turn: {{number: 3, player: A, phase: battle}}
players:
  A:
    monsters: [{{id: a-cat, card: "{CATVARI}", materials: 1}},
               {{id: a-other, name: Other Numeron, atk: 1200, def: 0, archetypes: [Numeron]}},
               {{id: a-plain, name: Plain, atk: 1500, def: 0}}]
  B:
    monsters: [{{id: b-weak, name: Weak, atk: 500, def: 0}}]
actions:
  - attack: {{attacker: a-cat, target: b-weak}}
  - pass
  - activate: {{card: a-cat}}
  - pass
  - pass
""")
    cat, other, plain = player(result, "A")["monsters"]
    assert (cat["atk"], other["atk"], plain["atk"]) == (2000, 2400, 1500)
    assert "4-2-7" in result["rules_cited"]


GIGA_BRILLIANT = "47805931"


@pytest.fixture
def lasting(tmp_path):
    store(subset(tmp_path, (GIGA_BRILLIANT,)))


def test_giga_brilliants_gain_stays_on_the_monsters_there_as_it_resolves(lasting):
    result = judged(f"""
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    monsters: [{{id: a-giga, card: "{GIGA_BRILLIANT}", materials: 2}},
               {{id: a-one, name: One, atk: 1000, def: 0}}]
    hand: [{{id: a-late, name: Late, atk: 1500, def: 0}}]
  B: {{}}
actions:
  - activate: {{card: a-giga}}
  - pass
  - pass
  - normal_summon: {{card: a-late}}
  - end_turn
""")
    giga, one, late = player(result, "A")["monsters"]
    assert (giga["atk"], one["atk"], late["atk"]) == (2100, 1300, 1500)  # 4-2-5
    assert "gets +300 ATK for as long as it stays face-up on the field" in texts(result)
