"""A monster's price to stay in its controller's Standby Phase, read from real cards (Skull
Archfiend of Lightning: "you must pay 500 LP (this is not optional), or this card is
destroyed"; Masterking Archfiend: "pay 500 LP or destroy this card"; imported from
../shared/fixtures/yaml-yugi into a temporary folder, facts only) and judged (7-3-3)."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "cards"))
from ygo_support import derived, judged, store, subset  # noqa: E402

pytestmark = pytest.mark.django_db

SKULL, MASTERKING = "61370518", "35606858"


@pytest.fixture
def printed(tmp_path):
    store(subset(tmp_path, (SKULL, MASTERKING)))


def test_the_prices_are_read():
    assert derived(SKULL).encoding["upkeep"] == {"pay_lp": 500, "whose": "own", "must": True}
    masterking = derived(MASTERKING)
    assert masterking.encoding["upkeep"] == {"pay_lp": 500, "whose": "own"}
    assert all("Standby Phase" not in note for note in masterking.notes)


def duel(card: str, lp: int, action: str = "end_turn", extra: str = "") -> dict:
    return judged(f"""
game: ygo
turn: {{number: 3, player: B}}
players:
  A: {{lp: {lp}, monsters: [{{id: a-fiend, card: "{card}"{extra}}}]}}
  B: {{}}
actions:
  - {action}""")


def test_the_price_is_paid_in_its_controllers_standby_phase(printed):
    result = duel(SKULL, 8000)
    assert result["state"]["players"]["A"]["lp"] == 7500
    assert [m["id"] for m in result["state"]["players"]["A"]["monsters"]] == ["a-fiend"]
    assert "7-3-3" in result["rules_cited"]


def test_a_player_who_cannot_pay_loses_the_monster(printed):
    result = duel(SKULL, 400)
    assert result["state"]["players"]["A"]["lp"] == 400
    assert result["state"]["players"]["A"]["graveyard"] == ["a-fiend"]


def test_an_optional_price_may_be_refused(printed):
    result = duel(MASTERKING, 8000, "end_turn: {let_go: [a-fiend]}")
    assert result["state"]["players"]["A"]["lp"] == 8000
    assert result["state"]["players"]["A"]["graveyard"] == ["a-fiend"]


def test_not_in_the_opponents_standby_phase_nor_face_down(printed):
    result = judged(f"""
game: ygo
turn: {{number: 3, player: A}}
players:
  A: {{monsters: [{{id: a-fiend, card: "{SKULL}"}}]}}
  B: {{}}
actions:
  - end_turn""")
    assert result["state"]["players"]["A"]["lp"] == 8000
    face_down = duel(SKULL, 8000, extra=", position: set")
    assert face_down["state"]["players"]["A"]["lp"] == 8000
