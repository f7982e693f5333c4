"""The top card of a Deck looked at, then placed on the top or the bottom of it (5-3-35), on
real cards (imported from ../shared/fixtures/yaml-yugi into a temporary folder, facts only):
Dark Scorpion - Chick the Yellow's second option after it inflicts battle damage, and Blizzard
Warrior's mandatory effect after it destroys a monster by battle. The activation names where
the card goes (`destination`); the Deck is never shuffled, and an empty Deck is refused."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "cards"))
from ygo_duel import player  # noqa: E402
from ygo_support import judged, store, subset  # noqa: E402

pytestmark = pytest.mark.django_db

CHICK, BLIZZARD = "61587183", "96565487"
DECK = ("[{id: b-top, name: Top Card, kind: spell}, {id: b-next, name: Next Card, kind: spell},"
        " {id: b-last, name: Last Card, kind: trap}]")


@pytest.fixture
def printed(tmp_path):
    store(subset(tmp_path, (CHICK, BLIZZARD)))


def codes(result: dict) -> list[str]:
    return [step["code"] for step in result["steps"]]


def chick(activation: str, deck: str = DECK) -> dict:
    """A's Chick the Yellow attacks B directly, then its effect is activated as written."""
    return judged(f"""
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    monsters: [{{id: a-chick, card: "{CHICK}"}}]
  B:
    deck: {deck}
actions:
  - battle_phase
  - attack: {{attacker: a-chick, target: direct}}
  - pass
  - activate: {{card: a-chick, {activation}}}
  - pass
  - pass
  - main2
  - end_turn""")


def test_chick_puts_the_opponents_top_card_on_the_bottom(printed):
    result = chick("option: 1, destination: deck_bottom")
    assert result["outcome"] == "completed", result.get("illegal")
    assert player(result, "B")["hand"] == ["b-next"]  # B's next draw: the top one is under
    keys = codes(result)
    assert keys.index("top_card_placed.looked") < keys.index("top_card_placed.deck_bottom")
    assert "5-3-35" in result["rules_cited"] and "5-2-8" in result["rules_cited"]


def test_chick_may_leave_it_on_top(printed):
    result = chick("option: 1, destination: deck_top")
    assert result["outcome"] == "completed", result.get("illegal")
    assert player(result, "B")["hand"] == ["b-top"]
    assert "top_card_placed.deck_top" in codes(result)
    assert "5-3-35" in result["rules_cited"]


def test_without_a_place_named_that_part_is_not_done(printed):
    result = chick("option: 1")
    assert result["outcome"] == "completed", result.get("illegal")
    assert player(result, "B")["hand"] == ["b-top"]
    assert "top_card_placed.looked" not in codes(result)
    assert "5-2-5" in result["rules_cited"]


def test_not_with_an_empty_deck(printed):
    result = chick("option: 1, destination: deck_bottom", deck="[]")
    assert result["outcome"] == "illegal_action"
    assert result["illegal"]["code"] == "illegal.top_card_placed.empty"
    assert result["illegal"]["rules"] == ["5-2-4", "5-3-35"]


def test_blizzard_warrior_must_place_it_after_destroying_a_monster(printed):
    result = judged(f"""
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    monsters: [{{id: a-blizzard, card: "{BLIZZARD}"}}]
  B:
    monsters: [{{id: b-wall, name: Wall, kind: monster, level: 1, atk: 0, def: 0,
                 position: defense}}]
    deck: {DECK}
actions:
  - battle_phase
  - attack: {{attacker: a-blizzard, target: b-wall}}
  - pass
  - activate: {{card: a-blizzard, destination: deck_bottom}}
  - pass
  - pass
  - main2
  - end_turn""")
    assert result["outcome"] == "completed", result.get("illegal")
    b = player(result, "B")
    assert b["graveyard"] == ["b-wall"] and b["hand"] == ["b-next"]
    assert "5-3-35" in result["rules_cited"]
