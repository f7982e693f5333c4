""""When your opponent activates a Trap Card or effect that targets this card (Quick Effect):
You can detach 1 material from this card; negate the activation.", the effect Zoodiac Ramram
gives a Beast-Warrior Xyz Monster it is under (4-4-11), and Slacker Magician's older "During
either player's turn, when a card or effect is activated that targets this face-up card: ...",
judged on real cards imported from ../shared/fixtures/yaml-yugi into a temporary folder (facts
only): the opponent's Trap that targets the monster is negated; a Spell that targets it, or a
Trap that targets nothing, cannot be answered (11-3-3, 5-1-13)."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "cards"))
from ygo_support import judged, store, subset  # noqa: E402

pytestmark = pytest.mark.django_db

RAMRAM = "04145852"  # Zoodiac Ramram
SLACKER = "58058134"  # Slacker Magician


@pytest.fixture
def printed(tmp_path):
    store(subset(tmp_path, (RAMRAM, SLACKER)))


AIMED = "target: {what: monster, player: opponent, zone: field}, effect: [{destroy: chosen}]"
TRAP = f"{{id: b-hit, name: Hit, kind: trap, trap_type: normal, {AIMED}}}"
SPELL = f"{{id: b-hit, name: Hit, kind: spell, spell_type: quick-play, {AIMED}}}"
DRAW = "{id: b-hit, name: Hit, kind: trap, trap_type: normal, effect: [{draw: 1}]}"


def ramram(card: str, aimed: bool = True) -> dict:
    target = ", target: a-xyz" if aimed else ""
    return judged(f"""
game: ygo
turn: {{number: 4, player: B}}
players:
  A:
    monsters: [{{id: a-xyz, name: Beast, kind: monster, level: 4, atk: 2000, def: 0,
                types: [Beast-Warrior, Xyz],
                materials: [{{id: a-ram, card: "{RAMRAM}"}},
                            {{id: a-plain, name: Plain, kind: monster, level: 4}}]}}]
  B:
    deck: 3
    {"hand" if "spell" in card else "spells_traps"}: [{card}]
actions:
  - activate: {{card: b-hit{target}}}
  - activate: {{card: a-xyz, effect: 0, detach: [a-plain]}}
  - pass
  - pass""")


def test_the_xyz_monster_negates_the_trap_that_targets_it(printed):
    result = ramram(TRAP)
    assert result["outcome"] == "completed", result
    [monster] = result["state"]["players"]["A"]["monsters"]
    assert monster["id"] == "a-xyz" and monster["materials"] == 1
    assert result["state"]["players"]["B"]["graveyard"] == ["b-hit"]
    assert {"5-3-7", "5-1-13"} <= set(result["rules_cited"])


def test_a_spell_that_targets_it_cannot_be_answered(printed):
    result = ramram(SPELL)
    assert result["outcome"] == "illegal_action", result
    assert result["illegal"]["code"] == "illegal.cannot_negate_this_kind"
    assert result["illegal"]["rules"][0] == "11-3-3"


def test_a_trap_that_targets_nothing_cannot_be_answered(printed):
    result = ramram(DRAW, aimed=False)
    assert result["outcome"] == "illegal_action", result
    assert result["illegal"]["code"] == "illegal.effect_during"
    assert "5-1-13" in result["illegal"]["rules"]


def slacker(card: str, aimed: bool = True) -> dict:
    target = ", target: a-slacker" if aimed else ""
    return judged(f"""
game: ygo
turn: {{number: 4, player: B}}
players:
  A:
    monsters: [{{id: a-slacker, card: "{SLACKER}", materials: 2}}]
  B:
    deck: 3
    spells_traps: [{card}]
actions:
  - activate: {{card: b-hit{target}}}
  - activate: {{card: a-slacker, effect: 0}}
  - pass
  - pass""")


def test_slacker_magician_negates_and_destroys_what_targets_it(printed):
    result = slacker(TRAP)
    assert result["outcome"] == "completed", result
    assert [m["id"] for m in result["state"]["players"]["A"]["monsters"]] == ["a-slacker"]
    assert result["state"]["players"]["B"]["graveyard"] == ["b-hit"]
    refused = slacker(DRAW, aimed=False)
    assert refused["illegal"]["code"] == "illegal.effect_during"
