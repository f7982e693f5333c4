"""A real card that Sets a Spell or Trap from its player's Deck (`fetch` with `to: set`,
5-3-13), judged (imported from ../shared/fixtures/yaml-yugi into a temporary folder, facts
only): Brotherhood of the Fire Fist - Swallow Sets the "Fire Formation" Trap its player names,
face-down, and that Trap cannot be activated the turn it was Set (10-1-1); a Spell of the
archetype does not fit, and with no free Spell & Trap Zone the effect cannot be activated."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "cards"))
from ygo_support import judged, store, subset  # noqa: E402

pytestmark = pytest.mark.django_db

SWALLOW = "02521011"


@pytest.fixture
def printed(tmp_path):
    store(subset(tmp_path, (SWALLOW,)))


BOARD = """
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    hand: [{{id: a-swallow, card: "{swallow}"}}]
    monsters: [{{id: a-goblin, name: Goblin, atk: 1000, def: 500}}]
    spells_traps: [{spells_traps}]
    deck: [{{id: a-trap, name: Formation Trap, kind: trap, trap_type: normal,
             archetypes: [Fire Formation], effect: [{{draw: 1}}]}},
           {{id: a-spell, name: Formation Spell, kind: spell, spell_type: continuous,
             archetypes: [Fire Formation]}},
           {{name: Filler, atk: 100, def: 100}}]
  B: {{}}
actions:
  - normal_summon: {{card: a-swallow, tributes: [a-goblin]}}
  - activate: {{card: a-swallow, pick: {pick}}}
{more}"""

TRAPS = ", ".join(f"{{id: a-set-{n}, name: Set {n}, kind: trap, trap_type: normal}}"
                  for n in range(5))


def play(pick: str = "a-trap", spells_traps: str = "", more: str = "") -> dict:
    return judged(BOARD.format(swallow=SWALLOW, pick=pick, spells_traps=spells_traps,
                               more=more))


def test_swallow_sets_the_fire_formation_trap_face_down(printed):
    result = play(more="  - pass\n  - pass")
    assert result["outcome"] == "completed"
    spells_traps = result["state"]["players"]["A"]["spells_traps"]
    assert spells_traps == [{"id": "a-trap", "face_up": False}]
    assert {"5-3-13", "10-1-1"} <= set(result["rules_cited"])


def test_the_trap_set_by_the_effect_cannot_be_activated_that_turn(printed):
    result = play(more="  - pass\n  - pass\n  - activate: {card: a-trap}")
    assert result["outcome"] == "illegal_action"


def test_a_fire_formation_spell_is_not_a_trap_to_set(printed):
    result = play(pick="a-spell")
    assert result["outcome"] == "illegal_action"
    assert result["illegal"]["rules"] == ["5-3-13", "5-2-4"]


def test_with_five_spells_and_traps_there_is_no_zone_to_set_it(printed):
    result = play(spells_traps=TRAPS)
    assert result["outcome"] == "illegal_action"
    assert result["illegal"]["rules"] == ["5-3-13", "5-2-4", "3-4-1"]
