"""Effects decided by a coin or a die (5-3-23), read from real cards (imported from
../shared/fixtures/yaml-yugi into a temporary folder, facts only) and judged with the results
the activation names: Cup of Ace draws 2 cards for its player on heads and 2 for the opponent on
tails, and does nothing when the result is not given; Barrel Dragon destroys its target on 2 or
3 heads out of 3 and not on 1; Twin-Barrel Dragon only on 2 heads out of 2. A die's faces each
do their own part, and results that are no coin's or die's are refused as input."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

from judge import services

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "cards"))
from ygo_support import derived, judged, store, subset  # noqa: E402

pytestmark = pytest.mark.django_db

CUP, BARREL, BLOWBACK, TWIN = "37812118", "81480460", "25551951", "70050374"


@pytest.fixture
def printed(tmp_path):
    store(subset(tmp_path, (CUP, BARREL, BLOWBACK, TWIN)))


@pytest.mark.parametrize("number", [CUP, BARREL, BLOWBACK, TWIN])
def test_the_coin_cards_are_read_in_full(number):
    card = derived(number)
    assert card.automation == "full", card.notes
    steps = card.encoding["effect"] if "effect" in card.encoding \
        else card.encoding["effects"][0]["effect"]
    assert list(steps[0]) == ["toss_coin"]


def test_cup_of_ace_outcomes_follow_the_printed_faces():
    outcomes = derived(CUP).encoding["effect"][0]["toss_coin"]["outcomes"]
    assert outcomes == [{"heads": 1, "steps": [{"draw": 2}]},
                        {"heads": 0, "steps": [{"opponent_draws": 2}]}]


CUP_BOARD = """
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    deck: 3
    hand: [{{id: a-cup, card: "{cup}"}}]
  B:
    deck: 3
actions:
  - activate: {{card: a-cup{coins}}}
  - pass
  - pass"""


def _hands(result: dict) -> tuple[int, int]:
    players = result["state"]["players"]
    return len(players["A"]["hand"]), len(players["B"]["hand"])


@pytest.mark.parametrize("coin, hands", [("heads", (2, 0)), ("tails", (0, 2))])
def test_cup_of_ace_draws_for_the_player_the_coin_names(printed, coin, hands):
    result = judged(CUP_BOARD.format(cup=CUP, coins=f", coins: [{coin}]"))
    assert _hands(result) == hands
    assert "5-3-23" in result["rules_cited"]


def test_cup_of_ace_without_the_result_draws_nothing_and_says_why(printed):
    result = judged(CUP_BOARD.format(cup=CUP, coins=""))
    assert _hands(result) == (0, 0)
    assert "5-3-23" in result["rules_cited"] and "5-2-5" in result["rules_cited"]
    [skipped] = [step for step in result["steps"] if step["code"] == "effect_part_skipped"]
    assert skipped["params"]["why"]["code"] == "why.chance_not_named"
    assert "coins" in skipped["text"]


BARREL_BOARD = """
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    monsters: [{{id: a-barrel, card: "{card}"}}]
  B:
    monsters: [{{id: b-wall, name: Wall, kind: monster, level: 4, atk: 0, def: 2000}}]
actions:
  - activate: {{card: a-barrel, effect: 0, target: b-wall, coins: {coins}}}
  - pass
  - pass"""


@pytest.mark.parametrize("card, coins, destroyed", [
    (BARREL, "[heads, tails, heads]", True),
    (BARREL, "[heads, heads, heads]", True),
    (BARREL, "[tails, heads, tails]", False),
    (TWIN, "[heads, heads]", True),
    (TWIN, "[heads, tails]", False),
])
def test_the_target_is_destroyed_on_enough_heads(printed, card, coins, destroyed):
    board = BARREL_BOARD.format(card=card, coins=coins)
    if card == TWIN:  # its effect answers its own Summon: judged on a Normal Summon
        board = board.replace('monsters: [{id: a-barrel', 'hand: [{id: a-barrel').replace(
            "activate: {card: a-barrel, effect: 0,", "normal_summon: {card: a-barrel}\n"
            "  - activate: {card: a-barrel, effect: 0,")
    result = judged(board)
    assert result["outcome"] == "completed", result.get("illegal")
    graveyard = result["state"]["players"]["B"]["graveyard"]
    assert ("b-wall" in graveyard) is destroyed


DIE_BOARD = """
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    hand:
      - id: a-die
        name: Die Spell
        kind: spell
        spell_type: quick-play
        effect:
          - roll_die:
              outcomes:
                - {{faces: [1, 6], steps: [{{damage: {{player: controller, amount: 1000}}}}]}}
                - {{faces: [5], steps: [{{damage: {{player: opponent, amount: 500}}}}]}}
  B: {{}}
actions:
  - activate: {{card: a-die, dice: [{face}]}}
  - pass
  - pass"""


@pytest.mark.parametrize("face, lp", [(6, (7000, 8000)), (5, (8000, 7500)), (3, (8000, 8000))])
def test_a_die_does_the_part_its_face_names(face, lp):
    result = judged(DIE_BOARD.format(face=face))
    players = result["state"]["players"]
    assert (players["A"]["lp"], players["B"]["lp"]) == lp
    assert "5-3-23" in result["rules_cited"]


@pytest.mark.parametrize("results, problem", [
    ("coins: [edge]", "coins[0]"), ("dice: [7]", "dice[0]"), ("dice: [0]", "dice[0]")])
def test_results_that_no_coin_or_die_gives_are_refused(results, problem):
    text = DIE_BOARD.format(face=1).replace("dice: [1]", results)
    ruling = services.judge_text("ygo", text)
    assert not ruling.ok
    assert any(problem in str(error) for error in ruling.errors)
