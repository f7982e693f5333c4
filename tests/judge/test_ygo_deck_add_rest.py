"""A restriction on adding from the Deck that starts when an effect resolves (5-2-27), judged
with a real card (imported from ../shared/fixtures/yaml-yugi into a temporary folder, facts
only): the effect The Weather Snowy Canvas gives a "The Weather" monster beside it adds a
"The Weather" card from the Deck, then no other card comes from the Deck to that player's hand
for the rest of the turn, except by drawing; a search made before it is not looked at."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

from cards.ygo import deck_add_rest_shapes

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "cards"))
from ygo_duel import player  # noqa: E402
from ygo_support import derived, judged, store, subset  # noqa: E402

pytestmark = pytest.mark.django_db

SNOWY = "80577258"  # The Weather Snowy Canvas


@pytest.fixture
def imported(tmp_path):
    store(subset(tmp_path, (SNOWY,)))


def test_the_canvas_is_read_whole_with_the_restriction_last():
    card = derived(SNOWY)
    assert card.automation == "full", card.notes
    given = card.encoding["summon_grant"]["effect"]
    assert given["effect"][-1] == {"no_deck_adds_rest": True}
    assert deck_add_rest_shapes.read("For the rest of this turn, you cannot add cards from your "
                                     "Deck to your hand, except by drawing them.") \
        == [{"no_deck_adds_rest": True}]
    # without "except by drawing them" it would forbid draws too: not this restriction
    assert deck_add_rest_shapes.read("You cannot add cards from your Deck to your hand for the "
                                     "rest of this turn.") is None


BOARD = """
game: ygo
turn: {{number: 3, player: A, phase: main1}}
players:
  A:
    deck: [{{id: a-top, name: Top Card, kind: spell}},
           {{id: a-weather, name: Forecast, kind: spell, archetypes: ["The Weather"]}},
           {{id: a-other, name: Other, kind: monster, level: 4, atk: 1000, def: 1000}}]
    hand: [{{id: a-search, name: Search, kind: spell, spell_type: normal,
             effect: [{{fetch: {{to: hand, what: monster}}}}]}},
           {{id: a-draw, name: Draw, kind: spell, spell_type: normal, effect: [{{draw: 1}}]}}]
    monsters: [{{id: a-paint, name: Painter, kind: monster, level: 4, atk: 1200, def: 800,
                types: [Fairy, Effect], archetypes: ["The Weather"], column: 2}}]
    spells_traps: [{{id: a-canvas, card: "{snowy}", face_up: true, column: 3}}]
  B:
    deck: 5
actions:
{actions}"""
CANVAS = "  - activate: {card: a-paint, effect: 0, pick: a-weather}\n  - pass\n  - pass\n"
SEARCH = "  - activate: {card: a-search, pick: a-other}\n  - pass\n  - pass\n"
DRAW = "  - activate: {card: a-draw}\n  - pass\n  - pass\n"


def duel(actions: str) -> dict:
    return judged(BOARD.format(snowy=SNOWY, actions=actions))


def test_the_search_then_no_other_card_from_the_deck(imported):
    result = duel(CANVAS + SEARCH)
    assert result["outcome"] == "illegal_action", result
    assert result["illegal"]["code"] == "illegal.deck_adds_banned"
    assert result["illegal"]["rules"][0] == "5-2-27"
    done = duel(CANVAS + DRAW)  # a draw stays allowed
    assert done["outcome"] == "completed", done.get("illegal")
    hand = player(done, "A")["hand"]
    assert "a-weather" in hand and "a-top" in hand
    assert player(done, "A")["banished"] == ["a-paint"]
    assert "5-2-27" in done["rules_cited"] and "3-11-3" in done["rules_cited"]


def test_a_search_before_the_effect_does_not_matter(imported):
    result = duel(SEARCH + CANVAS)
    assert result["outcome"] == "completed", result.get("illegal")
    assert {"a-other", "a-weather"} <= set(player(result, "A")["hand"])
