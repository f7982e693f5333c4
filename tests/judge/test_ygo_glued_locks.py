"""A "●" line that holds an effect and, in the same line, that effect's restriction for the
turn (turn_locks.glued, 5-2-15), read and judged on a real card (imported from
../shared/fixtures/yaml-yugi into a temporary folder, facts only): Hi-Speedroid Kendama's
"... You can Special Summon this card. You cannot Normal Summon/Set the turn you activate this
effect."."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "cards"))
from ygo_duel import player  # noqa: E402
from ygo_support import derived, judged, store, subset  # noqa: E402

pytestmark = pytest.mark.django_db

KENDAMA = "97007933"  # Hi-Speedroid Kendama


def test_the_line_reads_as_its_effect_with_the_restriction():
    kendama = derived(KENDAMA)
    assert kendama.automation == "full", kendama.notes
    revival = kendama.encoding["effects"][1]
    assert revival["effect"] == [{"special_summon": {"card": "self"}}]
    assert revival["normal_summon_lock_turn"] is True
    assert "normal_summon_lock_turn" not in kendama.encoding["effects"][0]


BOARD = """
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    deck: 5
    hand: [{{id: a-soldier, name: Soldier, kind: monster, level: 4, atk: 1600, def: 1000}}]
    graveyard: [{{id: a-kendama, card: "{kendama}"}}]
  B:
    deck: 5
actions:
  - activate: {{card: a-kendama, effect: 1}}
  - pass
  - pass
{after}"""


def test_no_normal_summon_after_the_effect(tmp_path):
    store(subset(tmp_path, (KENDAMA,)))
    alone = judged(BOARD.format(kendama=KENDAMA, after=""))
    assert "a-kendama" in [m["id"] for m in player(alone, "A")["monsters"]], alone
    assert "5-2-15" in alone["rules_cited"]
    after = judged(BOARD.format(kendama=KENDAMA, after="  - normal_summon: {card: a-soldier}\n"))
    assert after["outcome"] == "illegal_action", after
    assert after["illegal"]["rules"][0] == "5-2-15", after["illegal"]
    assert "Kendama" in after["illegal"]["reason"]
