"""A real card read in place from ../shared/fixtures/yaml-yugi (facts only), judged: Impcantation
Bookstone's first effect Special Summons both the card itself from the hand and an
"Impcantation" monster from the Deck, in one act (8-7-3): two unused Main Monster Zones are
needed to activate it, and if the card itself leaves the hand before it resolves, the other
is not Summoned either."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "cards"))
from ygo_duel import player  # noqa: E402
from ygo_support import judged, store, subset  # noqa: E402

pytestmark = pytest.mark.django_db

BOOKSTONE = "18474999"  # Impcantation Bookstone
IMP = ("{id: a-imp, name: Impcantation X, kind: monster, archetypes: [Impcantation], level: 4, "
       "atk: 1000, def: 1000}")
WALL = "{{id: a-w{n}, name: Wall {n}, kind: monster, level: 4, atk: 0, def: 2000}}"
SCENARIO = """
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    hand: [{{id: a-book, card: "{book}"}},
           {{id: a-rite, name: Rite, kind: spell, spell_type: ritual,
             effect: [{{ritual_summon: {{}}}}]}}]
    deck: [{imp}, {{id: a-filler, name: Filler, kind: monster, level: 4, atk: 0, def: 0}}]
    monsters: [{walls}]
  B:
    hand: [{{id: b-drop, name: Drop, kind: monster, level: 1, atk: 0, def: 0,
             effects: [{{type: quick, from: hand, cost_self: discard,
                         effect: [{{discard_hand: opponent}}]}}]}}]
actions:
{actions}"""
ACTIVATE = "  - activate: {card: a-book, effect: 0, cost: [a-rite], pick: a-imp}\n"


@pytest.fixture
def printed(tmp_path):
    store(subset(tmp_path, (BOOKSTONE,)))


def scenario(actions: str, walls: int = 0) -> dict:
    return judged(SCENARIO.format(book=BOOKSTONE, imp=IMP, actions=actions, walls=", ".join(
        WALL.format(n=n) for n in range(walls))))


def monsters(result: dict) -> list[str]:
    return [m["id"] for m in player(result, "A")["monsters"]]


def test_both_are_special_summoned(printed):
    result = scenario(ACTIVATE + "  - pass\n  - pass")
    assert result["outcome"] == "completed", result.get("illegal")
    assert sorted(monsters(result)) == ["a-book", "a-imp"]
    assert "8-7-3" not in result["rules_cited"]  # nothing was refused or left undone


def test_one_free_zone_is_not_enough(printed):
    result = scenario(ACTIVATE, walls=4)
    assert result["outcome"] == "illegal_action"
    assert result["illegal"]["code"] == "illegal.summon_together_no_room", result["illegal"]
    assert "8-7-3" in result["illegal"]["rules"]


def test_two_free_zones_are(printed):
    result = scenario(ACTIVATE + "  - pass\n  - pass", walls=3)
    assert result["outcome"] == "completed", result.get("illegal")
    assert {"a-book", "a-imp"} <= set(monsters(result))


def test_a_card_that_does_not_fit_is_refused(printed):
    result = scenario("  - activate: {card: a-book, effect: 0, cost: [a-rite], pick: a-filler}")
    assert result["outcome"] == "illegal_action"
    assert result["illegal"]["code"] == "illegal.pick_does_not_fit", result["illegal"]


def test_without_the_card_itself_neither_is_summoned(printed):
    # in answer, the opponent makes A discard their hand, Bookstone with it
    result = scenario(ACTIVATE + """  - activate: {card: b-drop, cost: []}
  - pass
  - pass""")
    assert result["outcome"] == "completed", result.get("illegal")
    assert monsters(result) == []
    assert "8-7-3" in result["rules_cited"]
    assert player(result, "A")["deck"] == 2  # the "Impcantation" stays in the Deck
