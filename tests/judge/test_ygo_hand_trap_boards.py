"""Traps activated from the hand while the board their text asks for holds (10-3-1), judged
from real cards (imported from ../shared/fixtures/yaml-yugi into a temporary folder, facts
only): Typhoon while the opponent controls 2 or more Spells/Traps and its player none, Zefra War
while both its player's Pendulum Zones hold a "Zefra" card, Phantasm Spiral Battle while "Umi"
is on the field."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "cards"))
from ygo_support import judged, store, subset  # noqa: E402

pytestmark = pytest.mark.django_db

TYPHOON, ZEFRA_WAR, SPIRAL_BATTLE, UMI = "14883228", "96073342", "34302287", "22702055"


@pytest.fixture
def printed(tmp_path):
    store(subset(tmp_path, (TYPHOON, ZEFRA_WAR, SPIRAL_BATTLE, UMI)))


TYPHOON_BOARD = """
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    hand: [{{id: a-typhoon, card: "{typhoon}"}}]
{mine}  B:
    spells_traps: [{{id: b-up, name: Up, kind: spell, spell_type: continuous, face_up: true}}{more}]
actions:
  - activate: {{card: a-typhoon, target: b-up}}
"""
SET = ", {id: b-set, name: Set One, kind: trap, trap_type: normal, face_up: false}"
FIELD = ("    field_spell: {id: a-field, name: Ground, kind: spell, spell_type: field, "
         "face_up: true}\n")


def typhoon(more: str = SET, mine: str = "", then: str = "") -> dict:
    return judged(TYPHOON_BOARD.format(typhoon=TYPHOON, more=more, mine=mine) + then)


def test_typhoon_from_the_hand_while_the_opponent_has_two_spells_traps_and_you_none(printed):
    allowed = typhoon(then="  - pass\n  - pass\n")
    assert allowed["outcome"] != "illegal_action", allowed.get("illegal")
    assert "10-3-1" in allowed["rules_cited"]
    assert "b-up" in allowed["state"]["players"]["B"]["graveyard"]


@pytest.mark.parametrize(("more", "mine"), [
    ("", ""),  # the opponent controls one Spell/Trap only
    (SET, FIELD),  # its player controls a Field Spell
])
def test_typhoon_stays_in_the_hand_otherwise(printed, more, mine):
    refused = typhoon(more=more, mine=mine)
    assert refused["outcome"] == "illegal_action"
    assert refused["illegal"]["code"] == "illegal.trap_hand_condition"
    assert refused["illegal"]["rules"] == ["10-3-1"]


ZEFRA_BOARD = """
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    hand: [{{id: a-war, card: "{war}"}}]
    spells_traps: [{{id: a-left, name: Left Scale, kind: monster, level: 4, atk: 1000, def: 1000,
                     types: [Spellcaster, Pendulum, Effect], archetypes: [Zefra], scale: 1}},
                   {{id: a-right, name: Right Scale, kind: monster, level: 4, atk: 1000,
                     def: 1000, types: [Spellcaster, Pendulum, Effect], archetypes: [{right}],
                     scale: 7}}]
  B:
    monsters: [{{id: b-wall, name: Wall, kind: monster, level: 1, atk: 0, def: 0}}]
actions:
  - activate: {{card: a-war, targets: [a-left, b-wall]}}
"""


def test_zefra_war_from_the_hand_only_with_two_zefra_scales(printed):
    allowed = judged(ZEFRA_BOARD.format(war=ZEFRA_WAR, right="Zefra") + "  - pass\n  - pass\n")
    assert allowed["outcome"] != "illegal_action", allowed.get("illegal")
    assert "b-wall" in allowed["state"]["players"]["B"]["graveyard"]
    refused = judged(ZEFRA_BOARD.format(war=ZEFRA_WAR, right="Other"))
    assert refused["outcome"] == "illegal_action"
    assert refused["illegal"]["code"] == "illegal.trap_hand_condition"


SPIRAL_BOARD = """
game: ygo
turn: {{number: 4, player: B}}
players:
  A:
    hand: [{{id: a-battle, card: "{battle}"}}]
    monsters: [{{id: a-normal, name: Plain, kind: monster, level: 4, atk: 1000, def: 1000,
                types: [Sea Serpent, Normal]}}]
  B:
{umi}    monsters: [{{id: b-wall, name: Wall, kind: monster, level: 1, atk: 0, def: 0}}]
actions:
  - activate: {{card: a-battle, target: b-wall}}
"""


def test_phantasm_spiral_battle_from_the_hand_only_while_umi_is_on_the_field(printed):
    umi = f'    field_spell: {{id: b-umi, card: "{UMI}", face_up: true}}\n'
    allowed = judged(SPIRAL_BOARD.format(battle=SPIRAL_BATTLE, umi=umi))
    assert allowed["outcome"] != "illegal_action", allowed.get("illegal")
    assert "10-3-1" in allowed["rules_cited"]
    refused = judged(SPIRAL_BOARD.format(battle=SPIRAL_BATTLE, umi=""))
    assert refused["outcome"] == "illegal_action"
    assert refused["illegal"]["code"] == "illegal.trap_hand_condition"
