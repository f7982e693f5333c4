"""The boards a Trap's "..., you can activate this card from your hand." asks beyond a
monster's own Summon (10-3-1), read from real cards' English texts (read in place from
../shared/fixtures/yaml-yugi) into `from_hand.if`."""
from __future__ import annotations

import pytest
from ygo_support import derived

from cards.ygo import hand_trap_boards


@pytest.mark.parametrize(("number", "wanted"), [
    ("14883228", {"opponent_spells_traps_min": 2, "spells_traps_max": 0}),  # Typhoon
    ("96073342", {"scales_both": {"archetype": "Zefra"}}),  # Zefra War
])
def test_the_trap_reads_whole_with_its_board(number, wanted):
    found = derived(number)
    assert found.automation == "full"
    assert found.encoding["from_hand"] == {"if": wanted}


def test_phantasm_spiral_battle_reads_its_umi_board_and_keeps_its_other_sentences():
    found = derived("34302287")  # Phantasm Spiral Battle
    assert found.encoding["from_hand"] == {"if": {"field_spell": ["Umi"]}}
    assert found.automation == "partial" and len(found.notes) == 2
    assert not any("activate this card from your hand" in note for note in found.notes)


@pytest.mark.parametrize("words", [
    '"Dark Magician" is on the field',  # a monster's name: not a Field Zone's card
    'you control exactly 3 "Blackwing" monsters',  # "exactly": not a key of the engine
    "your opponent controls 2 or more Spells/Traps and your opponent controls 3 or more "
    "Spells/Traps",  # the same key twice
    'you have 1 "Zefra" card in your Pendulum Zones',
])
def test_other_boards_are_not_read(words):
    assert hand_trap_boards.condition(words) is None
