"""A monster Special Summoned "but it cannot change its battle position and must attack, if
able" (digest 12-3-23), read from a real card (Amazoness Willpower, imported from
../shared/fixtures/yaml-yugi into a temporary folder, facts only) and judged: its player cannot
leave the Battle Phase before it has attacked while it can, nor change its battle position in a
later turn; the Trap stays bound to it (10-4-4)."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "cards"))
from ygo_support import derived, judged, store, subset  # noqa: E402

pytestmark = pytest.mark.django_db

WILLPOWER, SWORDS_WOMAN, CELTIC = "22082163", "94004268", "91152256"


@pytest.fixture
def printed(tmp_path):
    store(subset(tmp_path, (WILLPOWER, SWORDS_WOMAN, CELTIC)))


def test_willpower_reads_in_full_with_its_summons_limits():
    found = derived(WILLPOWER)
    assert found.automation == "full" and found.notes == []
    [step] = found.encoding["effect"]
    assert step["special_summon"]["position"] == "attack"
    assert step["special_summon"]["limits"] == ["no_position_change", "must_attack"]
    assert found.encoding["bond"] == "destroyed"  # "When that monster is destroyed, ..."
    assert found.encoding["target"]["archetype"] == "Amazoness"


def duel(*after: str) -> dict:
    lines = "\n".join(f"  - {action}" for action in after)
    return judged(f"""
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    graveyard: [{{id: a-sword, card: "{SWORDS_WOMAN}"}}]
    spells_traps: [{{id: a-will, card: "{WILLPOWER}"}}]
  B:
    monsters: [{{id: b-celtic, card: "{CELTIC}", position: attack}}]
actions:
  - activate: {{card: a-will, target: a-sword}}
  - pass
  - pass
{lines}""")


def test_the_summoned_monster_must_attack_before_the_battle_phase_ends(printed):
    stuck = duel("battle_phase", "main2")
    assert stuck["outcome"] == "illegal_action"
    assert stuck["illegal"]["code"] == "illegal.summoned_must_attack"
    assert stuck["illegal"]["rules"] == ["12-3-23", "12-3-18"]
    assert "12-3-23" in stuck["rules_cited"]  # said as it is Summoned
    done = duel("battle_phase", "attack: {attacker: a-sword, target: b-celtic}", "pass",
                "main2")
    assert done["outcome"] == "completed"


def test_the_summoned_monster_cannot_change_its_battle_position_later(printed):
    moved = duel("end_turn", "end_turn", "change_position: {card: a-sword}")
    assert moved["outcome"] == "illegal_action"
    assert moved["illegal"]["code"] == "illegal.summoned_no_position_change"
    assert moved["illegal"]["rules"] == ["12-3-23", "9-2-1"]
