"""A monster Normal Summoned without Tributing, sent to the GY in that turn's End Phase
(Majestic Mech - Ohka, imported from ../shared/fixtures/yaml-yugi into a temporary folder,
facts only), judged: its mandatory End Phase Trigger Effect is activated only by a monster so
Summoned this turn; Tribute Summoned, it is not (7-7-6, 8-1-8)."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "cards"))
from ygo_support import judged, store, subset  # noqa: E402

pytestmark = pytest.mark.django_db
OHKA = "69303178"
SCENE = f"""
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    hand: [{{id: a-ohka, card: "{OHKA}"}}]
    monsters: [{{id: a-fodder, name: Fodder, level: 3, atk: 1000, def: 1000}}]
  B: {{}}
actions:
"""


@pytest.fixture
def printed(tmp_path):
    store(subset(tmp_path, (OHKA,)))


def test_sent_in_the_end_phase_after_a_summon_without_tributes(printed):
    result = judged(SCENE + """  - normal_summon: {card: a-ohka}
  - end_phase
  - activate: {card: a-ohka}
  - pass
  - pass
""")
    assert result["outcome"] == "completed", result.get("illegal")
    assert "a-ohka" in result["state"]["players"]["A"]["graveyard"]
    assert {"7-7-6", "8-1-8"} <= set(result["rules_cited"])


def test_a_tribute_summoned_one_stays(printed):
    result = judged(SCENE + """  - normal_summon: {card: a-ohka, tributes: [a-fodder]}
  - end_phase
  - activate: {card: a-ohka}
""")
    assert result["illegal"]["code"] == "illegal.not_summoned_this_turn"
