"""A monster equipped to another as an Equip Card that sends itself to the GY as the cost of its
own effect, read from a real card's text (imported from ../shared/fixtures/yaml-yugi into a
temporary folder, facts only) and judged: Inzektor Hornet, equipped to Inzektor Dragonfly by
Dragonfly's effect, is sent from the Spell & Trap Zone to destroy a card; in the hand it is no
Equip Card and cannot (10-4-9, 5-2-2, 5-3-2)."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "cards"))
from ygo_duel import player  # noqa: E402
from ygo_support import derived, judged, store, subset  # noqa: E402

pytestmark = pytest.mark.django_db

HORNET, DRAGONFLY = "69207766", "68184115"
BOARD = f"""
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    monsters: [{{id: a-fly, card: "{DRAGONFLY}"}}]
    hand: [{{id: a-hornet, card: "{HORNET}"}}]
  B:
    spells_traps: [{{id: b-set, name: Set, kind: trap, face_up: false}}]
actions:
  - activate: {{card: a-fly, effect: 0, pick: a-hornet}}
  - pass
  - pass
  - activate: {{card: a-hornet, effect: 1, target: b-set}}
  - pass
  - pass
"""


def test_hornet_reads_its_equip_card_cost():
    card = derived(HORNET)
    assert card.automation == "full" and not card.notes
    sends = card.encoding["effects"][1]
    assert (sends["from"], sends["cost_self"]) == ("equipped", "send")
    assert sends["effect"] == [{"destroy": "chosen"}]


def test_hornet_sends_itself_from_the_spell_trap_zone_to_destroy(tmp_path):
    store(subset(tmp_path, (HORNET, DRAGONFLY)))
    result = judged(BOARD)
    assert result["outcome"] == "completed", result.get("illegal")
    assert player(result, "A")["graveyard"] == ["a-hornet"]
    assert player(result, "A")["spells_traps"] == []
    assert player(result, "B")["graveyard"] == ["b-set"]
    assert {"5-2-2", "5-3-2", "10-4-9"} <= set(result["rules_cited"])
    held = judged(BOARD.replace("""  - activate: {card: a-fly, effect: 0, pick: a-hornet}
  - pass
  - pass
""", ""))
    assert held["outcome"] == "illegal_action"
