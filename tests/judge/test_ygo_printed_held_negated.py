"""A Continuous Trap that holds the Effect Monster it targets with its effects negated (10-4-5,
5-5-1), read from a real card (Fiendish Chain, imported from ../shared/fixtures/yaml-yugi into
a temporary folder, facts only) and judged: the monster cannot attack, its Continuous Effects
do not apply while the card holds it, its destruction destroys the card, and the negation ends
as the card leaves the field (Mystical Space Typhoon)."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

from cards.models import Card

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "cards"))
from ygo_support import judged, store, subset  # noqa: E402

pytestmark = pytest.mark.django_db

CHAIN, TYPHOON = "50078509", "05318639"
WALL = ("{id: b-wall, name: Wall, kind: monster, level: 4, atk: 1000, def: 1000, "
        "types: [Effect], battle_indestructible: true}")
BOARD = """
game: ygo
turn: {{number: 4, player: B}}
players:
  A:
    monsters: [{{id: a-big, name: Big, kind: monster, level: 4, atk: 2000, def: 0}}]
    spells_traps: [{{id: a-chain, card: "{chain}"}}]
  B:
    monsters: [{wall}]
    hand: [{{id: b-typhoon, card: "{typhoon}"}}]
actions:
  - activate: {{card: a-chain, target: b-wall}}
  - pass
  - pass
{then}"""


@pytest.fixture
def printed(tmp_path):
    store(subset(tmp_path, (CHAIN, TYPHOON)))


def play(then: str) -> dict:
    return judged(BOARD.format(chain=CHAIN, typhoon=TYPHOON, wall=WALL, then=then))


def test_fiendish_chain_is_fully_read(printed):
    chain = Card.objects.get(game_id="ygo", number=CHAIN)
    assert chain.automation == "full"
    assert chain.encoding["effect"] == [{"hold": {"card": "chosen",
                                                  "limits": ["no_attack", "negated"]}}]
    assert chain.encoding["bond"] == "destroyed"
    assert chain.encoding["target"]["type"] == "Effect"


def test_the_held_monster_cannot_attack(printed):
    result = play("  - battle_phase\n  - attack: {attacker: b-wall, target: a-big}\n")
    assert result["outcome"] == "illegal_action"
    assert result["illegal"]["rules"] == ["10-4-5", "12-3-1"]


def test_its_effects_are_negated_so_battle_destroys_it_and_the_chain_goes_too(printed):
    result = play("  - end_turn\n  - battle_phase\n  - attack: {attacker: a-big, target: b-wall}\n"
                  "  - pass\n  - pass\n")
    players = result["state"]["players"]
    assert "b-wall" in players["B"]["graveyard"]  # its "cannot be destroyed by battle": negated
    assert "a-chain" in players["A"]["graveyard"]  # "When it is destroyed, destroy this card."
    assert {"10-4-5", "5-5-1"} <= set(result["rules_cited"])


def test_the_negation_ends_when_the_chain_leaves_the_field(printed):
    result = play("  - activate: {card: b-typhoon, target: a-chain}\n  - pass\n  - pass\n"
                  "  - end_turn\n  - battle_phase\n  - attack: {attacker: a-big, target: b-wall}\n"
                  "  - pass\n  - pass\n")
    players = result["state"]["players"]
    assert "a-chain" in players["A"]["graveyard"]
    assert [m["id"] for m in players["B"]["monsters"]] == ["b-wall"]  # not destroyed by battle
