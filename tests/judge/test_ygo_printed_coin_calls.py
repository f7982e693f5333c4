"""A coin called before it is tossed (5-3-33), read from real cards (imported from
../shared/fixtures/yaml-yugi into a temporary folder, facts only) and judged with the call and
the coin the activation names: Abare Ushioni's older "Once per turn, you can toss a coin and
call it." is an Ignition Effect whose right call damages the opponent and whose wrong call
damages its player; without the call the toss is not made, the reason said; Goddess of Whim
doubles its own ATK on a right call and halves it on a wrong one, until the end of the turn;
Kryuel's older "When this card is sent to the Graveyard as a result of battle, toss a coin and
call it." destroys a monster of the opponent's on a right call only."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "cards"))
from ygo_support import derived, english, judged, store, subset  # noqa: E402

pytestmark = pytest.mark.django_db

USHIONI, WHIM, KRYUEL = "89718302", "67959180", "82642348"


@pytest.fixture
def printed(tmp_path):
    store(subset(tmp_path, (USHIONI, WHIM, KRYUEL)))


def test_abare_ushioni_reads_as_an_ignition_effect_with_a_called_coin():
    card = derived(USHIONI)
    assert card.automation == "full", card.notes
    assert "call it right" in english(USHIONI)["text"]
    [effect] = card.encoding["effects"]
    assert effect["type"] == "ignition" and effect["once_per_turn"] == "copy"
    [call] = effect["effect"]
    assert call == {"call_coin": {
        "right": [{"damage": {"player": "opponent", "amount": 1000}}],
        "wrong": [{"damage": {"player": "controller", "amount": 1000}}]}}


def test_goddess_of_whim_doubles_or_halves_its_own_atk():
    card = derived(WHIM)
    assert card.automation == "full", card.notes
    [call] = card.encoding["effects"][0]["effect"]
    assert call["call_coin"]["right"] == [{"atk": {"target": "self", "scale": "double"}}]
    assert call["call_coin"]["wrong"] == [{"atk": {"target": "self", "scale": "half"}}]


BOARD = """
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    monsters: [{{id: a-card, card: "{card}"}}]
  B: {{}}
actions:
  - activate: {{card: a-card, effect: 0{named}}}
  - pass
  - pass"""


@pytest.mark.parametrize("call, coin, lps", [
    ("heads", "heads", (8000, 7000)),
    ("tails", "tails", (8000, 7000)),
    ("heads", "tails", (7000, 8000)),
    ("tails", "heads", (7000, 8000)),
])
def test_abare_ushioni_damages_by_the_call(printed, call, coin, lps):
    result = judged(BOARD.format(card=USHIONI, named=f", call: {call}, coins: [{coin}]"))
    assert result["outcome"] == "completed", result.get("illegal")
    players = result["state"]["players"]
    assert (players["A"]["lp"], players["B"]["lp"]) == lps
    assert "5-3-33" in result["rules_cited"]
    [called] = [step for step in result["steps"] if step["code"] == "coin_call.called"]
    assert ("right" if call == coin else "wrong") in called["text"]


def test_without_the_call_no_coin_is_tossed_and_the_ruling_says_why(printed):
    result = judged(BOARD.format(card=USHIONI, named=", coins: [heads]"))
    players = result["state"]["players"]
    assert (players["A"]["lp"], players["B"]["lp"]) == (8000, 8000)
    [skipped] = [step for step in result["steps"] if step["code"] == "effect_part_skipped"]
    assert skipped["params"]["why"]["code"] == "why.call_not_named"
    assert "call" in skipped["text"]


@pytest.mark.parametrize("call, coin, atk", [("heads", "heads", 1900),
                                             ("heads", "tails", 475)])
def test_goddess_of_whim_changes_its_atk_by_the_call(printed, call, coin, atk):
    result = judged(BOARD.format(card=WHIM, named=f", call: {call}, coins: [{coin}]"))
    assert result["outcome"] == "completed", result.get("illegal")
    [whim] = result["state"]["players"]["A"]["monsters"]
    assert whim["atk"] == atk


def test_a_call_that_is_no_face_is_refused_as_input(printed):
    from judge import services
    ruling = services.judge_text("ygo", BOARD.format(card=USHIONI,
                                                     named=", call: edge, coins: [heads]"))
    assert not ruling.ok
    assert any("call" in error["path"] for error in ruling.errors)


def test_kryuel_reads_as_a_trigger_of_its_destruction_by_battle():
    card = derived(KRYUEL)
    assert card.automation == "full", card.notes
    [effect] = card.encoding["effects"]
    assert effect["event"] == "destroyed_by_battle" and effect["from"] == "graveyard"
    assert list(effect["effect"][0]["call_coin"]) == ["right"]  # nothing on a wrong call


KRYUEL_BOARD = f"""
game: ygo
turn: {{{{number: 3, player: A}}}}
players:
  A:
    monsters: [{{{{id: a-big, name: Big, level: 4, atk: 3000, def: 0}}}}]
  B:
    monsters: [{{{{id: b-kry, card: "{KRYUEL}"}}}}]
actions:
  - battle_phase
  - attack: {{{{attacker: a-big, target: b-kry}}}}
  - pass
  - activate: {{{{card: b-kry, call: tails, coins: [{{coin}}]}}}}
  - pass
  - pass"""


@pytest.mark.parametrize("coin, destroyed", [("tails", True), ("heads", False)])
def test_kryuel_destroys_on_a_right_call_only(printed, coin, destroyed):
    result = judged(KRYUEL_BOARD.format(coin=coin))
    assert result["outcome"] == "completed", result.get("illegal")
    assert ("a-big" in result["state"]["players"]["A"]["graveyard"]) is destroyed
    codes = [step["code"] for step in result["steps"]]
    assert ("chance.nothing" in codes) is not destroyed
