"""A card that destroys itself once the board no longer holds what it needs (5-4-6), read from
a real card (Zeradias, Herald of Heaven: "If "The Sanctuary in the Sky" is not on the field,
destroy this card.", imported from ../shared/fixtures/yaml-yugi into a temporary folder, facts
only) and judged: it stays while the Field Spell is there, is destroyed as soon as it is not
(Mystical Space Typhoon), and stays while its own effects are negated (Fiendish Chain)."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "cards"))
from ygo_support import judged, store, subset  # noqa: E402

pytestmark = pytest.mark.django_db

ZERADIAS, TYPHOON, CHAIN = "12171659", "05318639", "50078509"
BOARD = """
game: ygo
turn: {{number: 4, player: B}}
players:
  A:
    monsters: [{{id: a-zeradias, card: "{zeradias}"}}]
    field_spell: {{id: a-sanctuary, name: The Sanctuary in the Sky, kind: spell,
                  spell_type: field, face_up: true}}
  B:
    hand: [{{id: b-typhoon, card: "{typhoon}"}}]
    spells_traps: [{{id: b-chain, card: "{chain}"}},
                   {{id: b-other, name: Other, kind: trap, trap_type: continuous, face_up: true}}]
actions:
{first}  - activate: {{card: b-typhoon, target: {target}}}
  - pass
  - pass
"""
CHAINED = "  - activate: {card: b-chain, target: a-zeradias}\n  - pass\n  - pass\n"


@pytest.fixture
def printed(tmp_path):
    store(subset(tmp_path, (ZERADIAS, TYPHOON, CHAIN)))


def play(target: str, first: str = "") -> dict:
    return judged(BOARD.format(zeradias=ZERADIAS, typhoon=TYPHOON, chain=CHAIN, target=target,
                               first=first))


def test_it_is_destroyed_once_the_field_spell_is_gone(printed):
    result = play("a-sanctuary")  # the Typhoon destroys the Field Spell: Zeradias goes too
    graveyard = result["state"]["players"]["A"]["graveyard"]
    assert {"a-sanctuary", "a-zeradias"} <= set(graveyard)
    assert {"5-4-6", "5-3-1"} <= set(result["rules_cited"])


def test_nothing_happens_while_the_field_spell_stays(printed):
    result = play("b-other")
    assert [m["id"] for m in result["state"]["players"]["A"]["monsters"]] == ["a-zeradias"]
    assert "5-4-6" not in result["rules_cited"]


def test_not_while_its_effects_are_negated(printed):
    result = play("a-sanctuary", first=CHAINED)
    players = result["state"]["players"]
    assert "a-sanctuary" in players["A"]["graveyard"]
    assert [m["id"] for m in players["A"]["monsters"]] == ["a-zeradias"]  # negated (5-5-1)
