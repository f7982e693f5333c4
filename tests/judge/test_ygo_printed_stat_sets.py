"""Real cards that set a monster's ATK or DEF to a value as they resolve (4-2-8), read from
../shared/fixtures/yaml-yugi into a temporary folder (facts only) and judged: Micro Ray makes a
target's DEF 0 until the end of the turn, over a gain Shield Spear gave it before; Shrink halves
a target's original ATK, which the earlier gain still adds to; Ally of Justice Unlimiter
doubles a monster's original ATK over that gain; Ice Princess Zereort's ATK 0 lasts past the
turn (4-2-5); Hundred-Footed Horror Normal Summoned without Tributing has 1300 original ATK,
from which a later gain counts (8-1-8); Hieratic Dragon of Su, Tributed, Special Summons a
Dragon Normal Monster whose ATK and DEF become 0; Copycat, Summoned, takes its target's original
ATK and DEF; Sephylon's Fairy Special Summoned with its effects negated and 4000 ATK."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "cards"))
from ygo_duel import player, texts  # noqa: E402
from ygo_support import judged, store, subset  # noqa: E402

pytestmark = pytest.mark.django_db

MICRO_RAY, SHRINK, SHIELD_SPEAR = "18190572", "55713623", "03244563"
UNLIMITER, ZEREORT, HORROR, SU = "82377606", "13183454", "36029076", "03300267"
COPYCAT, SEPHYLON = "26376390", "08967776"


@pytest.fixture
def printed(tmp_path):
    store(subset(tmp_path, (MICRO_RAY, SHRINK, SHIELD_SPEAR, UNLIMITER, ZEREORT, HORROR, SU,
                                   COPYCAT, SEPHYLON)))


def _spear_then(card: str) -> str:
    """Shield Spear (+400 ATK/DEF this turn) on the wall, then `card` on it."""
    return f"""
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    spells_traps: [{{id: a-spear, card: "{SHIELD_SPEAR}"}}, {{id: a-then, card: "{card}"}}]
    monsters: [{{id: a-wall, name: Wall, atk: 2000, def: 1500}}]
  B: {{}}
actions:
  - activate: {{card: a-spear, target: a-wall}}
  - pass
  - pass
  - activate: {{card: a-then, target: a-wall}}
  - pass
  - pass
"""


def test_micro_ray_sets_def_over_an_earlier_gain_until_the_end_of_the_turn(printed):
    result = judged(_spear_then(MICRO_RAY))
    [wall] = player(result, "A")["monsters"]
    assert (wall["atk"], wall["def"]) == (2400, 0)  # the earlier +400 DEF no longer counts
    assert "the DEF of Wall becomes 0 until the end of the turn (1900 → 0 DEF)" in texts(result)
    assert {"4-2-8", "7-7-3"} <= set(result["rules_cited"])
    ended = judged(_spear_then(MICRO_RAY) + "  - end_turn\n")
    [wall] = player(ended, "A")["monsters"]
    assert (wall["atk"], wall["def"]) == (2000, 1500)


def test_shrink_halves_the_original_atk_the_earlier_gain_still_adds_to(printed):
    result = judged(_spear_then(SHRINK))
    [wall] = player(result, "A")["monsters"]
    assert wall["atk"] == 1400  # original 2000 -> 1000, then +400 (4-2-8)
    assert "the original ATK of Wall becomes 1000 until the end of the turn (2400 → 1400 " \
           "ATK)" in texts(result)
    ended = judged(_spear_then(SHRINK) + "  - end_turn\n")
    assert player(ended, "A")["monsters"][0]["atk"] == 2000


def test_unlimiter_doubles_the_original_atk_not_the_current_one(printed):
    result = judged(f"""
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    spells_traps: [{{id: a-spear, card: "{SHIELD_SPEAR}"}}]
    monsters: [{{id: a-unl, card: "{UNLIMITER}"}},
               {{id: a-ally, name: Ally of Justice Core, atk: 1000, def: 1000,
                archetypes: [Ally of Justice]}}]
  B: {{}}
actions:
  - activate: {{card: a-spear, target: a-ally}}
  - pass
  - pass
  - activate: {{card: a-unl, target: a-ally}}
  - pass
  - pass
""")
    [ally] = player(result, "A")["monsters"]
    assert ally["atk"] == 2000  # double its original 1000: the +400 before is overridden
    assert "the ATK of Ally of Justice Core becomes 2000 until the end of the turn (1400 → " \
           "2000 ATK)" in texts(result)


def test_zereorts_atk_zero_lasts_past_the_turn(printed):
    result = judged(f"""
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    monsters: [{{id: a-ice, card: "{ZEREORT}", materials: 1}}]
  B:
    monsters: [{{id: b-brute, name: Brute, atk: 1850, def: 1000}}]
actions:
  - activate: {{card: a-ice, target: b-brute}}
  - pass
  - pass
  - end_turn
""")
    [brute] = player(result, "B")["monsters"]
    assert brute["atk"] == 0
    assert "for as long as it stays face-up on the field (1850 → 0 ATK)" in texts(result)
    assert {"4-2-8", "4-2-5"} <= set(result["rules_cited"])


def test_horror_summoned_without_tributing_has_its_new_original_atk(printed):
    result = judged(f"""
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    hand: [{{id: a-horror, card: "{HORROR}"}}]
    spells_traps: [{{id: a-spear, card: "{SHIELD_SPEAR}"}}]
  B:
    monsters: [{{id: b-one, name: One, atk: 1000, def: 1000}}]
actions:
  - normal_summon: {{card: a-horror}}
  - activate: {{card: a-spear, target: a-horror}}
  - pass
  - pass
""")
    [horror] = player(result, "A")["monsters"]
    assert horror["atk"] == 1700  # original 1300, then +400 (4-2-8)
    assert "was Normal Summoned without Tributing: its original ATK becomes 1300 (2600 → " \
           "1300 ATK)" in texts(result)
    assert {"4-2-8", "8-1-8"} <= set(result["rules_cited"])


def test_su_tributed_summons_a_dragon_whose_atk_and_def_become_zero(printed):
    result = judged(f"""
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    hand: [{{id: a-big, name: Big One, kind: monster, level: 6, atk: 2400, def: 1000}}]
    deck: [{{id: a-dragon, name: Old Dragon, kind: monster, level: 7, atk: 2800, def: 2400,
             types: [Dragon, Normal]}}]
    monsters: [{{id: a-su, card: "{SU}"}}]
  B: {{}}
actions:
  - normal_summon: {{card: a-big, tributes: [a-su]}}
  - activate: {{card: a-su, effect: 1, pick: a-dragon}}
  - pass
  - pass
""")
    dragon = next(m for m in player(result, "A")["monsters"] if m["id"] == "a-dragon")
    assert (dragon["atk"], dragon["def"]) == (0, 0)
    assert "the ATK of Old Dragon becomes 0 for as long as it stays face-up on the field " \
           "(2800 → 0 ATK)" in texts(result)
    assert {"4-2-8", "4-2-5"} <= set(result["rules_cited"])


def test_copycat_takes_its_targets_original_atk_and_def(printed):
    result = judged(f"""
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    hand: [{{id: a-copy, card: "{COPYCAT}"}}]
  B:
    monsters: [{{id: b-brute, name: Brute, atk: 1850, def: 1300}}]
actions:
  - normal_summon: {{card: a-copy}}
  - activate: {{card: a-copy, target: b-brute}}
  - pass
  - pass
  - end_turn
""")
    [copy] = player(result, "A")["monsters"]
    assert (copy["atk"], copy["def"]) == (1850, 1300)  # past the turn: no time said (4-2-5)
    assert "the DEF of Copycat becomes 1300 for as long as it stays face-up on the field" \
        in texts(result)


def test_sephylons_fairy_comes_with_4000_atk(printed):
    result = judged(f"""
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    hand: [{{id: a-fairy, name: High Fairy, kind: monster, level: 8, atk: 2500, def: 2000,
             types: [Fairy]}}]
    monsters: [{{id: a-seph, card: "{SEPHYLON}"}}]
  B: {{}}
actions:
  - activate: {{card: a-seph, pick: a-fairy}}
  - pass
  - pass
""")
    fairy = next(m for m in player(result, "A")["monsters"] if m["id"] == "a-fairy")
    assert fairy["atk"] == 4000
    assert "the ATK of High Fairy becomes 4000 for as long as it stays face-up on the field " \
           "(2500 → 4000 ATK)" in texts(result)
