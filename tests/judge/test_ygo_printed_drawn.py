"""A monster effect on the card just drawn, on a real card (imported from
../shared/fixtures/yaml-yugi into a temporary folder, facts only): Fortune Fairy En's "When you
draw this card: You can reveal it; Special Summon it from your hand." answers the Draw Phase's
draw or an effect's, activated from the hand right after it, and misses its timing once
something else was done (7-2-4, 11-1-9)."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "cards"))
from ygo_support import judged, store, subset  # noqa: E402

from cards.models import Card  # noqa: E402

pytestmark = pytest.mark.django_db

EN = "32305461"

SCENE = f"""
game: ygo
turn: {{number: 3, player: {{player}}}}
players:
  A:
    deck: [{{id: a-fairy, card: "{EN}"}}, {{id: a-1, name: Deck One}}]
    spells_traps: [{{id: a-pot, name: Pot, kind: spell, face_up: false, effect: [{{draw: 1}}]}}]
  B:
    deck: [{{id: b-1, name: Deck Card}}]
actions:
"""


@pytest.fixture
def printed(tmp_path):
    store(subset(tmp_path, (EN,)))


def scene(actions: str, player: str = "B") -> str:
    return SCENE.replace("{player}", player) + actions


def test_the_draw_condition_is_read(printed):
    card = Card.objects.get(game_id="ygo", number=EN)
    assert card.automation == "full"
    effect = card.encoding["effects"][0]
    assert (effect["event"], effect["from"], effect["when"]) == ("drawn", "hand", True)
    assert effect["cost_self"] == "reveal"
    assert effect["effect"] == [{"special_summon": {"card": "self"}}]


def test_drawn_in_the_draw_phase_it_summons_itself(printed):
    result = judged(scene("""  - end_turn
  - activate: {card: a-fairy}
  - pass
  - pass
"""))
    assert result["outcome"] == "completed"
    assert [m["id"] for m in result["state"]["players"]["A"]["monsters"]] == ["a-fairy"]
    assert {"7-2-4", "5-1-3"} <= set(result["rules_cited"])


def test_drawn_by_an_effect_too(printed):
    result = judged(scene("""  - activate: {card: a-pot}
  - pass
  - pass
  - activate: {card: a-fairy}
  - pass
  - pass
""", player="A"))
    assert result["outcome"] == "completed"
    assert [m["id"] for m in result["state"]["players"]["A"]["monsters"]] == ["a-fairy"]


def test_not_once_the_game_moved_on(printed):
    result = judged(scene("""  - standby_phase
  - main1
  - activate: {card: a-fairy}
"""))
    assert result["illegal"]["code"] == "illegal.trigger_no_event"
