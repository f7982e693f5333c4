"""Sentences that keep monsters from changing their battle positions (cards/ygo/
position_locks.py, 9-2-11), read from real cards' English texts (read in place from
../shared/fixtures/yaml-yugi): an Equip Spell whose lock turns it full; a lock with a condition
or a position named stays a note."""
from __future__ import annotations

from ygo_support import derived

from cards.ygo import position_locks

GRAVITY_AXE, SPEAKER_ICE_BARRIERS, SWORDS_LIGHT = "32022366", "44308317", "12923641"


def test_gravity_axe_reads_whole_with_its_lock():
    card = derived(GRAVITY_AXE)
    assert (card.automation, card.notes) == ("full", [])
    assert card.encoding["position_lock"] == "opponent"
    assert card.encoding["effect"][0]["equip"]["atk"] == 500  # its equip, as before


def test_whose_monsters_the_lock_names():
    assert position_locks.lock("Monsters you control cannot change their battle positions.") \
        == "controller"
    assert position_locks.lock("Monsters cannot change their battle positions.") == "any"
    assert position_locks.lock("Defense Position monsters your opponent controls cannot "
                               "change their battle positions.") is None


def test_a_lock_with_a_condition_stays_a_note():
    card = derived(SPEAKER_ICE_BARRIERS)
    assert "position_lock" not in card.encoding
    assert any("cannot change their battle positions" in note for note in card.notes)


def test_a_card_nothing_else_of_which_is_read_keeps_its_note():
    card = derived(SWORDS_LIGHT)
    assert "position_lock" not in card.encoding
    assert any("cannot change their battle positions" in note for note in card.notes)
