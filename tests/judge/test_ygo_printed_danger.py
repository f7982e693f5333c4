"""A real card that discards a card picked at random from its own player's hand and goes on by
what it was (imported from ../shared/fixtures/yaml-yugi into a temporary folder, facts only),
read and judged: Danger! Bigfoot! is revealed, the opponent's blind pick is discarded, and only
when that card is not named "Danger! Bigfoot!" is Bigfoot Special Summoned and a card drawn
(5-3-21, 5-3-27, 5-2-7); discarded itself, its own "If this card is discarded" effect answers."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "cards"))
from ygo_support import judged, store, subset  # noqa: E402

from cards.models import Card  # noqa: E402

pytestmark = pytest.mark.django_db

BIGFOOT = "43316238"


@pytest.fixture
def printed(tmp_path):
    store(subset(tmp_path, (BIGFOOT,)))


BOARD = """
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    hand: [{{id: a-bigfoot, card: "{bigfoot}"}},
           {{id: a-copy, card: "{bigfoot}"}},
           {{id: a-other, name: Other, kind: monster, atk: 100, def: 100}}]
    deck: [{{id: a-next, name: Next, kind: monster, atk: 100, def: 100}}]
  B:
    monsters: [{{id: b-wall, name: Wall, kind: monster, atk: 0, def: 2000}}]
    deck: [{{id: b-card, name: B Card, kind: monster, atk: 100, def: 100}}]
actions:
  - activate: {{card: a-bigfoot, effect: 0{more}}}
  - pass
  - pass
{after}"""


def bigfoot(more: str, after: str = "") -> dict:
    return judged(BOARD.format(bigfoot=BIGFOOT, more=more, after=after))


def codes(result: dict) -> list[str]:
    return [step["code"] for step in result["steps"]]


def test_the_card_is_read_whole(printed):
    card = Card.objects.get(game_id="ygo", number=BIGFOOT)
    assert card.automation == "full"
    steps = card.encoding["effects"][0]["effect"]
    assert steps[0] == {"discard_random": {"player": "controller", "count": 1}}
    assert steps[1]["unless_discarded"]["name"] == "Danger! Bigfoot!"


def test_another_card_discarded_summons_bigfoot_and_draws(printed):
    result = bigfoot(", discards: [a-other], pick: a-bigfoot")
    a = result["state"]["players"]["A"]
    assert a["graveyard"] == ["a-other"]
    assert [monster["id"] for monster in a["monsters"]] == ["a-bigfoot"]
    assert sorted(a["hand"]) == ["a-copy", "a-next"]
    assert "discard_check.other" in codes(result)
    assert {"5-3-21", "5-3-27", "5-2-7"} <= set(result["rules_cited"])


def test_bigfoot_itself_discarded_does_nothing_more_and_answers_the_discard(printed):
    result = bigfoot(", discards: [a-bigfoot]",
                     "  - activate: {card: a-bigfoot, effect: 1, target: b-wall}\n"
                     "  - pass\n  - pass")
    a = result["state"]["players"]["A"]
    assert a["monsters"] == [] and sorted(a["hand"]) == ["a-copy", "a-other"]
    assert "discard_check.named" in codes(result)
    assert "b-wall" in result["state"]["players"]["B"]["graveyard"]  # its discard effect


def test_another_copy_discarded_is_the_name_too(printed):
    result = bigfoot(", discards: [a-copy]")
    a = result["state"]["players"]["A"]
    assert a["graveyard"] == ["a-copy"] and a["monsters"] == []
    assert "a-next" not in a["hand"]  # nothing drawn
    assert "discard_check.named" in codes(result)


def test_a_pick_not_named_leaves_the_rest_undone(printed):
    result = bigfoot("")
    a = result["state"]["players"]["A"]
    assert a["graveyard"] == [] and a["monsters"] == []
    assert "sequence.not_done.then" in codes(result)
