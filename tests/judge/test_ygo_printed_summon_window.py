"""Real Traps whose condition names a Summon, judged from their printed text (imported from
../shared/fixtures/yaml-yugi into a temporary folder, facts only): the ones that answer a
successful Summon and do something to "that monster(s)" (10-3-4), and the Counter Traps that
negate the Summon being made (8-1-5, 5-3-9)."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "cards"))
from ygo_support import judged, store, subset  # noqa: E402

pytestmark = pytest.mark.django_db

# Torrential Tribute, Bottomless Trap Hole, Trap Hole, Solemn Judgment, Solemn Strike, Black
# Horn of Heaven, Deep Dark Trap Hole, Horn of Heaven, Summoned Skull (2500 ATK, Level 6),
# Kuriboh (300 ATK), Mystical Elf (800 ATK), Celtic Guardian (1400 ATK), Solemn Warning, Pot
# of Greed
CARDS = ("53582587", "29401950", "04206964", "41420027", "40605147", "50323155", "28654932",
         "98069388", "70781052", "40640057", "15025844", "91152256", "84749824", "55144522",
         "80555116", "51254980")  # Naturia Guardian, Naturia Mantis


@pytest.fixture
def printed(tmp_path):
    store(subset(tmp_path, CARDS))


def duel(traps: str, hand: str, actions: str, monsters: str = "[]") -> dict:
    return judged(f"""
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    hand: {hand}
    monsters: {monsters}
  B:
    lp: 8000
    monsters: [{{id: b-elf, card: "15025844"}}]
    spells_traps: {traps}
actions:
{actions}""")


def test_torrential_tribute_after_a_tribute_summon_destroys_every_monster(printed):
    result = duel('[{id: b-torrential, card: "53582587"}]', '[{id: a-skull, card: "70781052"}]',
                  """  - normal_summon: {card: a-skull, tributes: [a-kuriboh]}
  - activate: {card: b-torrential}""", monsters='[{id: a-kuriboh, card: "40640057"}]')
    assert result["outcome"] == "completed"
    players = result["state"]["players"]
    assert players["A"]["monsters"] == [] and players["B"]["monsters"] == []
    assert {"10-3-4", "5-3-1"} <= set(result["rules_cited"])


def test_torrential_tribute_needs_a_summon_just_made(printed):
    result = duel('[{id: b-torrential, card: "53582587"}]', "[]",
                  "  - activate: {card: b-torrential}")
    assert result["outcome"] == "illegal_action"
    assert result["illegal"]["rules"][0] == "10-3-4"


def test_bottomless_trap_hole_banishes_a_summoned_monster_of_1500_or_more_atk(printed):
    big = duel('[{id: b-hole, card: "29401950"}]', '[{id: a-guardian, card: "91152256"}]',
               """  - normal_summon: {card: a-guardian}
  - activate: {card: b-hole}""")
    assert big["outcome"] == "illegal_action"  # Celtic Guardian has 1400 ATK
    skull = duel('[{id: b-hole, card: "29401950"}]', '[{id: a-skull, card: "70781052"}]',
                 """  - normal_summon: {card: a-skull, tributes: [a-kuriboh]}
  - activate: {card: b-hole}""", monsters='[{id: a-kuriboh, card: "40640057"}]')
    assert skull["state"]["players"]["A"]["banished"] == ["a-skull"]
    assert skull["state"]["players"]["A"]["graveyard"] == ["a-kuriboh"]


def test_trap_hole_targets_the_normal_summoned_monster(printed):
    result = duel('[{id: b-hole, card: "04206964"}]', '[{id: a-guardian, card: "91152256"}]',
                  """  - normal_summon: {card: a-guardian}
  - activate: {card: b-hole, target: a-guardian}""")
    assert result["state"]["players"]["A"]["graveyard"] == ["a-guardian"]
    small = duel('[{id: b-hole, card: "04206964"}]', '[{id: a-kuriboh, card: "40640057"}]',
                 """  - normal_summon: {card: a-kuriboh}
  - activate: {card: b-hole, target: a-kuriboh}""")
    assert small["outcome"] == "illegal_action"  # 300 ATK is not 1000 or more


def test_deep_dark_trap_hole_ignores_a_normal_summon(printed):
    result = duel('[{id: b-hole, card: "28654932"}]', '[{id: a-skull, card: "70781052"}]',
                  """  - normal_summon: {card: a-skull, tributes: [a-kuriboh]}
  - activate: {card: b-hole}""", monsters='[{id: a-kuriboh, card: "40640057"}]')
    assert result["illegal"]["code"] == "illegal.needs_summon"


def test_solemn_judgment_negates_a_normal_summon_for_half_the_lp(printed):
    result = duel('[{id: b-solemn, card: "41420027"}]', '[{id: a-guardian, card: "91152256"}]',
                  """  - normal_summon: {card: a-guardian}
  - activate: {card: b-solemn}""")
    assert result["outcome"] == "completed"
    players = result["state"]["players"]
    assert players["A"]["graveyard"] == ["a-guardian"] and players["B"]["lp"] == 4000
    assert {"5-3-9", "8-1-5", "5-2-2"} <= set(result["rules_cited"])


def test_solemn_strike_and_black_horn_negate_only_special_summons(printed):
    for trap in ("40605147", "50323155"):
        result = duel(f'[{{id: b-trap, card: "{trap}"}}]',
                      '[{id: a-guardian, card: "91152256"}]',
                      """  - normal_summon: {card: a-guardian}
  - activate: {card: b-trap}""")
        assert result["illegal"]["code"] == "illegal.summon_not_negatable"


def test_horn_of_heaven_cannot_tribute_the_monster_being_summoned(printed):
    actions = """  - normal_summon: {{card: a-guardian}}
  - activate: {{card: b-horn, cost: [{cost}]}}"""
    wrong = duel('[{id: b-horn, card: "98069388"}]', '[{id: a-guardian, card: "91152256"}]',
                 actions.format(cost="a-guardian"))
    assert wrong["illegal"]["code"] == "illegal.cost_summon_being_made"
    right = duel('[{id: b-horn, card: "98069388"}]', '[{id: a-guardian, card: "91152256"}]',
                 actions.format(cost="b-elf"))
    assert right["state"]["players"]["A"]["graveyard"] == ["a-guardian"]
    assert right["state"]["players"]["B"]["graveyard"] == ["b-elf", "b-horn"]


def test_solemn_warning_negates_a_summon_but_not_a_draw(printed):
    summon = duel('[{id: b-warning, card: "84749824"}]', '[{id: a-guardian, card: "91152256"}]',
                  """  - normal_summon: {card: a-guardian}
  - activate: {card: b-warning}""")
    assert summon["state"]["players"]["A"]["graveyard"] == ["a-guardian"]
    assert summon["state"]["players"]["B"]["lp"] == 6000
    draw = duel('[{id: b-warning, card: "84749824"}]', '[{id: a-pot, card: "55144522"}]',
                """  - activate: {card: a-pot}
  - activate: {card: b-warning}""")
    assert draw["illegal"]["code"] == "illegal.cannot_negate_this_kind"


def test_naturia_guardian_must_gain_atk_when_its_opponent_normal_summons(printed):
    # "If your opponent Normal Summons a monster: This card gains 300 ATK until the end of this
    # turn.": a mandatory Trigger Effect on another card's Summon (5-1-3, 10-3-4)
    result = judged("""
game: ygo
turn: {number: 3, player: A}
players:
  A:
    hand: [{id: a-guardian, card: "91152256"}]
  B:
    monsters: [{id: b-naturia, card: "80555116"}]
actions:
  - normal_summon: {card: a-guardian}
  - change_position: {card: a-guardian}""")
    assert result["illegal"]["code"] == "illegal.mandatory_trigger"
    gained = judged("""
game: ygo
turn: {number: 3, player: A}
players:
  A:
    hand: [{id: a-guardian, card: "91152256"}]
  B:
    monsters: [{id: b-naturia, card: "80555116"}]
actions:
  - normal_summon: {card: a-guardian}
  - activate: {card: b-naturia}
  - pass
  - pass""")
    [naturia] = gained["state"]["players"]["B"]["monsters"]
    assert naturia["atk"] == 1600 + 300
