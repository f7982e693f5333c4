"""A once-per-turn clause printed before the one effect it limits, "You can only use the
following effect of "X" once per turn." (imported from ../shared/fixtures/yaml-yugi into a
temporary folder, facts only): Junk Changer's choice of a Level up or down is read whole,
limited by its name (5-2-6), and raises the Level of the "Junk" monster it targets."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "cards"))
from ygo_support import judged, store, subset  # noqa: E402

from cards.models import Card  # noqa: E402
from cards.ygo import psct  # noqa: E402

pytestmark = pytest.mark.django_db

JUNK_CHANGER = "01006081"


@pytest.fixture
def printed(tmp_path):
    store(subset(tmp_path, (JUNK_CHANGER,)))


def test_the_clause_limits_the_effect_after_it_only():
    read = psct.read('You can only use the following effect of "Alpha" once per turn. If this '
                     "card is Normal Summoned: You can draw 1 card. You can discard this card; "
                     "draw 1 card.", "monster", "", ["Effect"])
    assert [bool(effect.clauses) for effect in read.effects] == [True, False]


def test_junk_changer_is_read_whole(printed):
    card = Card.objects.get(game_id="ygo", number=JUNK_CHANGER)
    assert card.automation == "full"
    [effect] = card.encoding["effects"]
    assert effect["once_per_turn"] == "name" and len(effect["options"]) == 2


BOARD = f"""
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    hand: [{{id: a-first, card: "{JUNK_CHANGER}"}}]
    monsters: [{{id: a-junk, name: Junk Star, kind: monster, level: 3, atk: 100, def: 100,
                 archetypes: [Junk]}}]
  B: {{}}
actions:
  - normal_summon: {{card: a-first}}
  - activate: {{card: a-first, effect: 0, option: 0, target: a-junk}}
  - pass
  - pass
"""


def test_junk_changer_raises_a_level_as_it_is_summoned(printed):
    result = judged(BOARD)
    said = [step["text"] for step in result["steps"]]
    assert any("Level rises from 3 to 4" in text for text in said)
    assert result["illegal"] is None
