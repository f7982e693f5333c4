"""A coin result the card keeps (5-3-30), read from a real card (imported from
../shared/fixtures/yaml-yugi into a temporary folder, facts only) and judged with the result the
activation names: Arcana Force IV - The Emperor tosses a coin as it is Summoned, and while it
stays face-up on the field its "Arcana Force" monsters gain 500 ATK on heads, or lose 500 ATK on
tails; the other result gives nothing. Without the result it keeps none, and a card that has left
the field by the time the coin is tossed keeps none either; given up, the result gives nothing
more."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

from judge import services
from judge.engine.ygo.kept_faces import given_up
from judge.engine.ygo.model import Card

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "cards"))
from ygo_support import derived, judged, store, subset  # noqa: E402

pytestmark = pytest.mark.django_db

EMPEROR = "61175706"


@pytest.fixture
def printed(tmp_path):
    store(subset(tmp_path, (EMPEROR,)))


def test_the_emperor_is_read_in_full_with_what_each_result_gives():
    card = derived(EMPEROR)
    assert card.automation == "full", card.notes
    [entry] = card.encoding["effects"]
    assert entry["event"] == "any_summoned" and entry["optional"] is False
    assert entry["effect"] == [{"toss_coin": {"kept": True}}]
    faces = card.encoding["coin_faces"]
    assert [faces[result]["stat_changes"][0]["atk"] for result in ("heads", "tails")] == \
        [500, -500]


BOARD = """
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    hand: [{{id: a-emperor, card: "{emperor}"}}]
    monsters:
      - {{id: a-other, name: Other Arcana, kind: monster, level: 4, atk: 1000, def: 1000,
          archetypes: [Arcana Force]}}
      - {{id: a-plain, name: Plain, kind: monster, level: 4, atk: 1000, def: 1000}}
  B: {{}}
actions:
  - normal_summon: {{card: a-emperor}}
  - activate: {{card: a-emperor, effect: 0{coins}}}
  - pass
  - pass"""


def _atk(result: dict, card_id: str) -> int:
    return next(card["atk"] for card in result["state"]["players"]["A"]["monsters"]
                if card["id"] == card_id)


@pytest.mark.parametrize("coin, change", [("heads", 500), ("tails", -500)])
def test_the_kept_result_changes_the_arcana_force_monsters_only(printed, coin, change):
    result = judged(BOARD.format(emperor=EMPEROR, coins=f", coins: [{coin}]"))
    assert result["outcome"] == "completed", result.get("illegal")
    assert (_atk(result, "a-emperor"), _atk(result, "a-other"), _atk(result, "a-plain")) == \
        (1400 + change, 1000 + change, 1000)
    assert {"5-3-23", "5-3-30"} <= set(result["rules_cited"])
    assert any(step["code"] == "chance.kept" for step in result["steps"])


def test_without_the_result_it_keeps_none(printed):
    result = judged(BOARD.format(emperor=EMPEROR, coins=""))
    assert (_atk(result, "a-emperor"), _atk(result, "a-other")) == (1400, 1000)
    assert not any(step["code"] == "chance.kept" for step in result["steps"])


GONE = BOARD.replace("""  - pass
  - pass""", """  - activate: {{card: b-hole}}
  - pass
  - pass""").replace("  B: {{}}", """  B:
    spells_traps: [{{id: b-hole, name: Bottomless, kind: trap, face_up: false,
                    effect: [{{destroy: a-emperor}}]}}]""")


def test_a_card_gone_before_the_toss_keeps_no_result(printed):
    result = judged(GONE.format(emperor=EMPEROR, coins=", coins: [heads]"))
    assert result["outcome"] == "completed", result.get("illegal")
    assert _atk(result, "a-other") == 1000
    assert any(step["code"] == "chance.not_kept" for step in result["steps"])


def test_a_result_given_up_leaves_the_card_as_printed():
    card = Card(id="c", name="C", owner="A", kind="monster", zone="monsters")
    card.coin_kept = ("heads", {"stat_changes": ()})
    card.stat_changes = ("a change",)
    given_up(card)
    assert card.stat_changes == () and card.coin_kept is None


def test_kept_takes_no_outcomes():
    text = """
game: ygo
turn: {number: 3, player: A}
players:
  A:
    monsters: [{id: a-m, name: M, kind: monster, level: 4,
                effects: [{type: ignition, effect: [{toss_coin: {kept: true, times: 2}}]}]}]
  B: {}
actions: []"""
    ruling = services.judge_text("ygo", text)
    assert not ruling.ok
    assert any("kept" in str(error) for error in ruling.errors)
