"""Chrysalis Larva's "You can Tribute this card while "Neo Space" is on the field to Special
Summon 1 "Neo-Spacian Flare Scarab" from your hand or Deck.", judged on real cards (imported
from ../shared/fixtures/yaml-yugi into a temporary folder, facts only): with Neo Space face-up
in a Field Zone the Larva is Tributed as the cost and the Flare Scarab comes from the Deck
(5-2-2); without it, or with it face-down, the activation is refused (5-2-4)."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "cards"))
from ygo_duel import player  # noqa: E402
from ygo_support import judged, store, subset  # noqa: E402

pytestmark = pytest.mark.django_db

LARVA = "16241441"  # Chrysalis Larva
NEO_SPACE = "42015635"  # Neo Space, a Field Spell
SCARAB = "89621922"  # Neo-Spacian Flare Scarab


@pytest.fixture
def imported(tmp_path):
    store(subset(tmp_path, (LARVA, NEO_SPACE, SCARAB)))


BOARD = """
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    monsters: [{{id: a-larva, card: "16241441"}}]
    deck: [{{id: a-scarab, card: "89621922"}}, {{id: a-other, name: Other, kind: monster,
            level: 4, atk: 1000, def: 1000}}]
{field}  B:
    deck: 5
actions:
  - activate: {{card: a-larva, pick: a-scarab}}
  - pass
  - pass
"""


def board(field: str) -> str:
    return BOARD.format(field=field)


def test_with_neo_space_the_larva_is_tributed_for_the_scarab(imported):
    space = f'    field_spell: {{id: a-space, card: "{NEO_SPACE}", face_up: true}}\n'
    result = judged(board(space))
    assert result["outcome"] == "completed", result
    a = player(result, "A")
    assert [m["id"] for m in a["monsters"]] == ["a-scarab"]
    assert "a-larva" in a["graveyard"]  # its cost (5-2-2)


def test_without_neo_space_face_up_it_is_refused(imported):
    for field in ("", f'    field_spell: {{id: a-space, card: "{NEO_SPACE}", face_up: false}}\n'):
        result = judged(board(field))
        assert result["outcome"] == "illegal_action", result
        assert result["illegal"]["rules"][0] == "5-2-4", result["illegal"]
