"""A real monster whose ATK follows its own Level (imported from ../shared/fixtures/yaml-yugi
into a temporary folder, facts only), read and judged: Duke Archfiend (Level 4, 0 ATK) "Gains
ATK equal to its Level x 200", so it battles with 800 ATK, and with none while its effects are
negated (5-1-16, 5-1-1)."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "cards"))
from ygo_support import judged, store, subset  # noqa: E402

from cards.models import Card  # noqa: E402

pytestmark = pytest.mark.django_db

DUKE = "85154941"
DRAIN = ("\n    spells_traps: [{id: b-drain, kind: trap, trap_type: continuous, face_up: true, "
         "negates_monsters: true}]")


@pytest.fixture
def printed(tmp_path):
    store(subset(tmp_path, (DUKE,)))


def duel(more: str = "") -> dict:
    """Duke Archfiend attacks B's 500 ATK monster."""
    return judged(f"""
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    monsters: [{{id: a-duke, card: "{DUKE}"}}]
  B:
    monsters: [{{id: b-foe, name: Foe, kind: monster, level: 4, atk: 500, def: 0}}]{more}
actions:
  - battle_phase
  - attack: {{attacker: a-duke, target: b-foe}}
  - end_phase""")


def test_the_sentence_is_read_as_a_change_per_level(printed):
    card = Card.objects.get(game_id="ygo", number=DUKE)
    assert {"atk": 200, "def": 0, "for_each": {"zone": "field", "what": "own_level"}} in \
        card.encoding["stat_changes"]
    assert not any("its Level x" in note for note in card.notes)


def test_it_battles_with_200_atk_for_each_level(printed):
    result = duel()
    assert result["outcome"] == "completed", result.get("illegal")
    b = result["state"]["players"]["B"]
    assert b["lp"] == 8000 - 300 and b["graveyard"] == ["b-foe"], result
    assert {"5-1-16", "5-1-1"} <= set(result["rules_cited"])


def test_negated_it_gains_nothing(printed):
    result = duel(DRAIN)
    a = result["state"]["players"]["A"]
    assert a["graveyard"] == ["a-duke"] and a["lp"] == 8000 - 500, result
    assert "5-1-16" not in result["rules_cited"]
