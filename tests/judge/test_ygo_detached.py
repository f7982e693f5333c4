"""A material's Trigger Effect on being detached as the cost of its Xyz Monster's own effect
(4-4-12), played on real cards imported from ../shared/fixtures/yaml-yugi into a temporary
folder (facts only): Big Belly Knight under Zoodiac Drident."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "cards"))
from ygo_duel import player  # noqa: E402
from ygo_support import judged, store, subset  # noqa: E402

pytestmark = pytest.mark.django_db

DRIDENT, BELLY, WHIPTAIL = "48905153", "32696942", "31755044"  # Zoodiac Drident, Big Belly Knight


@pytest.fixture
def printed(tmp_path):
    store(subset(tmp_path, (DRIDENT, BELLY, WHIPTAIL)))


BOARD = """
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    hand: [{{id: a-small, name: Small, kind: monster, level: 3, atk: 100, def: 100}}]
    monsters:
      - {{id: a-drident, card: "{drident}",
         materials: [{{id: a-belly, card: "{belly}"}}, {{id: a-whip, card: "{whip}"}}]}}
  B:
    monsters: [{{id: b-x, name: X, kind: monster, level: 4, atk: 100, def: 100}}]
    hand: [{{id: b-ray, name: Ray, kind: spell, spell_type: quick-play,
            target: {{what: monster, player: opponent, zone: field}},
            effect: [{{destroy: chosen}}]}}]
actions:
{actions}"""


def board(actions: str) -> str:
    return BOARD.format(drident=DRIDENT, belly=BELLY, whip=WHIPTAIL, actions=actions)


def test_big_belly_knight_detached_as_the_cost_summons_from_the_hand(printed):
    result = judged(board(
        "  - activate: {card: a-drident, target: b-x, detach: [a-belly]}\n  - pass\n  - pass\n"
        "  - activate: {card: a-belly, pick: a-small}\n  - pass\n  - pass"))
    assert result["outcome"] == "completed", result.get("illegal")
    assert "a-small" in [m["id"] for m in player(result, "A")["monsters"]]
    assert {"4-4-12", "5-1-3"} <= set(result["rules_cited"])


def test_the_other_material_detached_leaves_big_belly_knight_nothing_to_answer(printed):
    result = judged(board(
        "  - activate: {card: a-drident, target: b-x, detach: [a-whip]}\n  - pass\n  - pass\n"
        "  - activate: {card: a-belly, pick: a-small}"))
    assert result["outcome"] == "illegal_action"  # still under Drident, not in the GY
    assert result["illegal"]["code"] == "illegal.effect_from_zone"


def test_sent_to_the_graveyard_as_its_monster_leaves_is_not_detached(printed):
    text = board("  - activate: {card: b-ray, target: a-drident}\n  - pass\n  - pass\n"
                 "  - activate: {card: a-belly, pick: a-small}")
    result = judged(text.replace("player: A}", "player: B}"))
    assert "a-belly" in player(result, "A")["graveyard"]
    assert result["illegal"]["code"] == "illegal.trigger_no_event"
    assert result["illegal"]["rules"] == ["5-1-3", "11-1-9"]
