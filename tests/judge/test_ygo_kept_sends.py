"""Advanced Crystal Beast Emerald Tortoise's "If "Advanced Dark" is not in a Field Zone, send this
monster to the GY.", judged on real cards (imported from ../shared/fixtures/yaml-yugi into a
temporary folder, facts only): Normal Summoned without a face-up Advanced Dark in a Field Zone,
it is sent to the GY at once, not destroyed, so its "If this card is destroyed" placement as a
Continuous Spell does not apply (5-4-6); with Advanced Dark face-up it stays."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "cards"))
from ygo_duel import player  # noqa: E402
from ygo_support import judged, store, subset  # noqa: E402

pytestmark = pytest.mark.django_db

TORTOISE = "46358784"  # Advanced Crystal Beast Emerald Tortoise, Level 3
DARK = "12644061"  # Advanced Dark, a Field Spell


@pytest.fixture
def imported(tmp_path):
    store(subset(tmp_path, (TORTOISE, DARK)))


BOARD = """
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    deck: 5
    hand: [{{id: a-tortoise, card: "46358784"}}]
{field}  B:
    deck: 5
actions:
  - normal_summon: {{card: a-tortoise}}
"""


def lines(result: dict) -> str:
    return "\n".join(step["text"] for step in result["steps"])


def test_without_advanced_dark_it_is_sent_not_destroyed(imported):
    for field in ("", f'    field_spell: {{id: a-dark, card: "{DARK}", face_up: false}}\n'):
        result = judged(BOARD.format(field=field))
        assert result["outcome"] == "completed", result
        a = player(result, "A")
        assert "a-tortoise" in a["graveyard"]
        assert a["spells_traps"] == []  # not destroyed: not placed as a Continuous Spell
        assert "5-4-6" in result["rules_cited"]
        assert "it is sent to the GY (it is not destroyed)" in lines(result)


def test_with_advanced_dark_face_up_it_stays(imported):
    dark = f'    field_spell: {{id: a-dark, card: "{DARK}", face_up: true}}\n'
    result = judged(BOARD.format(field=dark))
    assert result["outcome"] == "completed", result
    assert [m["id"] for m in player(result, "A")["monsters"]] == ["a-tortoise"]
    assert "5-4-6" not in result["rules_cited"]
