"""A Gemini monster changed to Defense Position at the end of the Battle Phase and kept so, a
real card read in place from ../shared/fixtures/yaml-yugi (facts only): Phantom Dragonray
Bronto, once Gemini Summoned (8-1-9), has 2300 original ATK (4-2-8), is changed to Defense
Position as the Battle Phase ends after it attacked (12-9-2) and its player cannot change it
back until the end of their next turn (9-2-8); not Gemini Summoned, none of this applies."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "cards"))
from ygo_support import judged, store, subset  # noqa: E402

from cards.models import Card  # noqa: E402

pytestmark = pytest.mark.django_db

BRONTO = "43191636"
DUEL = """
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    monsters: [{{id: a-bronto, card: "{card}", position: attack, gemini_summoned: {summoned}}}]
    deck: 5
  B:
    deck: 5
actions:
  - battle_phase
  - attack: {{attacker: a-bronto, target: direct}}
  - pass
  - main2
  - end_turn
  - end_turn
  - change_position: {{card: a-bronto}}
"""


@pytest.fixture
def printed(tmp_path):
    store(subset(tmp_path, (BRONTO,)))


def test_bronto_reads_in_full(printed):
    card = Card.objects.get(game_id="ygo", number=BRONTO)
    assert card.automation == "full"
    assert card.encoding == {"gemini": True, "original_atk_becomes": 2300,
                             "defense_after_battle_phase": True, "keeps_defense_position": True}


def test_gemini_summoned_bronto_keeps_its_defense_position(printed):
    result = judged(DUEL.format(card=BRONTO, summoned="true"))
    assert result["illegal"]["code"] == "illegal.position_kept"
    assert result["illegal"]["rules"] == ["9-2-8"]
    assert result["state"]["players"]["B"]["lp"] == 8000 - 2300
    assert "12-9-2" in result["rules_cited"]


def test_bronto_as_a_normal_monster_is_neither_changed_nor_kept(printed):
    result = judged(DUEL.format(card=BRONTO, summoned="false"))
    assert result["outcome"] == "completed", result.get("illegal")
    [bronto] = result["state"]["players"]["A"]["monsters"]
    assert bronto["position"] == "defense"  # changed by its player's own action (9-2-1)
    assert "12-9-2" not in result["rules_cited"]
    assert result["state"]["players"]["B"]["lp"] == 8000 - 1500  # its printed ATK
