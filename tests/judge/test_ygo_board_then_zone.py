"""A monster that Special Summons itself when the board is as its text says, the board printed
before the zone it is activated from, "If you control a Spellcaster monster and this card is in
your hand: You can Special Summon this card." (Genni, the Maid of Endymion), "If you control
"Call of the Haunted" and this card is in your hand or GY: ..." (Army of the Haunted), read
from real cards (imported from ../shared/fixtures/yaml-yugi, facts only) as the same two things
in the other order (5-2-4). A name alone may name a Trap: a face-up card of that name its
player controls, wherever it stands, meets it."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "cards"))
from ygo_support import derived, judged, store, subset  # noqa: E402

pytestmark = pytest.mark.django_db

GENNI = "07656689"  # Genni, the Maid of Endymion
ARMY = "18078153"  # Army of the Haunted


def test_genni_reads_the_board_then_the_hand():
    card = derived(GENNI)
    assert card.automation == "full" and card.notes == []
    first = card.encoding["effects"][0]
    assert first["from"] == "hand" and first["if"] == {"control": {"type": "Spellcaster"}}
    assert first["effect"] == [{"special_summon": {"card": "self"}}]


def test_army_reads_a_name_from_the_hand_or_the_graveyard():
    card = derived(ARMY)
    assert card.automation == "full" and card.notes == []
    first = card.encoding["effects"][0]
    assert first["from"] == ["hand", "graveyard"]
    assert first["if"] == {"control": {"names": ["Call of the Haunted"]}}


@pytest.fixture
def printed(tmp_path):
    store(subset(tmp_path, (GENNI, ARMY)))


GENNI_BOARD = """
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    hand: [{{id: a-genni, card: "{genni}"}}]
    monsters: [{mine}]
  B: {{}}
actions:
  - activate: {{card: a-genni, effect: 0}}
  - pass
  - pass
"""
MAGE = ("{id: a-mage, name: Mage, kind: monster, level: 4, atk: 1000, def: 1000, "
        "types: [Spellcaster, Effect]}")
BEAST = ("{id: a-beast, name: Beast, kind: monster, level: 4, atk: 1000, def: 1000, "
         "types: [Beast]}")


def test_genni_comes_from_the_hand_beside_a_spellcaster(printed):
    result = judged(GENNI_BOARD.format(genni=GENNI, mine=MAGE))
    assert result["outcome"] == "completed", result["illegal"]
    ids = [m["id"] for m in result["state"]["players"]["A"]["monsters"]]
    assert ids == ["a-mage", "a-genni"]


def test_genni_is_refused_without_a_spellcaster(printed):
    result = judged(GENNI_BOARD.format(genni=GENNI, mine=BEAST))
    assert result["outcome"] == "illegal_action"
    assert result["illegal"]["rules"] == ["5-2-4"]


ARMY_BOARD = """
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    graveyard: [{{id: a-army, card: "{army}"}}]
    spells_traps: [{{id: a-call, name: Call of the Haunted, kind: trap, trap_type: continuous,
                    face_up: {face_up}}}]
  B: {{}}
actions:
  - activate: {{card: a-army, effect: 0}}
  - pass
  - pass
"""


def test_army_comes_back_while_its_trap_is_face_up(printed):
    result = judged(ARMY_BOARD.format(army=ARMY, face_up="true"))
    assert result["outcome"] == "completed", result["illegal"]
    assert [m["id"] for m in result["state"]["players"]["A"]["monsters"]] == ["a-army"]


def test_army_is_refused_while_its_trap_is_set(printed):
    result = judged(ARMY_BOARD.format(army=ARMY, face_up="false"))
    assert result["outcome"] == "illegal_action"
    assert result["illegal"]["rules"] == ["5-2-4"]
