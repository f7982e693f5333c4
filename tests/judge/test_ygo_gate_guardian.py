"""Gate Guardian (imported from ../shared/fixtures/yaml-yugi into a temporary folder, facts
only), read and judged: its procedure Tributes one of each monster it names, "Sanga of the
Thunder", "Kazejin" and "Suijin", and no other (8-4-8)."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "cards"))
from ygo_support import judged, store, subset  # noqa: E402

from cards.models import Card  # noqa: E402

pytestmark = pytest.mark.django_db

GATE_GUARDIAN = "25833572"


@pytest.fixture
def imported(tmp_path):
    store(subset(tmp_path, (GATE_GUARDIAN,)))


def test_one_part_for_each_named_monster(imported):
    card = Card.objects.get(game_id="ygo", number=GATE_GUARDIAN)
    assert card.automation == "full", card.notes
    [procedure] = card.encoding["summon_procedures"]
    assert [part["names"] for part in procedure["cost"]] == [
        ["Sanga of the Thunder"], ["Kazejin"], ["Suijin"]]
    assert card.encoding["summon_first"] is True


BOARD = """
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    hand: [{{id: a-gate, card: "{gate}"}}]
    monsters: [{{id: a-sanga, name: Sanga of the Thunder, kind: monster, level: 7, atk: 2600,
                 def: 2200}},
               {{id: a-kazejin, name: Kazejin, kind: monster, level: 7, atk: 2400, def: 2200}},
               {{id: a-third, name: {third}, kind: monster, level: 7, atk: 2500, def: 2400}}]
  B: {{}}
actions:
  - procedure_summon: {{card: a-gate, cost: [a-sanga, a-kazejin, a-third]}}"""


def test_summoned_by_tributing_the_three_it_names(imported):
    result = judged(BOARD.format(gate=GATE_GUARDIAN, third="Suijin"))
    assert result["outcome"] == "completed", result.get("illegal")
    a = result["state"]["players"]["A"]
    assert [m["id"] for m in a["monsters"]] == ["a-gate"]
    assert set(a["graveyard"]) == {"a-sanga", "a-kazejin", "a-third"}
    assert "8-4-8" in result["rules_cited"]


def test_not_with_a_monster_it_does_not_name(imported):
    result = judged(BOARD.format(gate=GATE_GUARDIAN, third="Sanga of the Thunder"))
    assert result["outcome"] == "illegal_action"
    assert result["illegal"]["rules"][:2] == ["8-4-8", "5-2-2"]
    assert "Suijin" in result["illegal"]["reason"]
