""""If your Dragon monster attacks a Defense Position monster, inflict piercing battle damage to
your opponent." and kin, read from real cards in place (facts only): the monsters of its
controller a face-up card gives piercing battle damage, `piercing_grant` (12-6-4), with the
condition printed before it; the wordings the format cannot hold stay notes."""
from __future__ import annotations

import sys
from pathlib import Path

from cards.ygo import pierce_grants

sys.path.insert(0, str(Path(__file__).resolve().parent))
from ygo_support import derived  # noqa: E402

RAGE = "54178050"  # Dragon's Rage, a Continuous Trap: "your Dragon monster"
ALLIGATOR = "04611269"  # Lion Alligator: while you control another Reptile monster
DWARF = "25171661"  # Infernity Dwarf: while you have no cards in your hand, any monster
GOLEM = "67559101"  # Chronomaly Mud Golem: "a "Chronomaly" monster you control"
ROARING = "04587638"  # Roaring Earth, a Continuous Trap: a Beast, then a Trigger not read
MINITAURUS = "10731333"  # Performapal Odd-Eyes Minitaurus: two archetypes at once
PENTESTAG = "72336818"  # Pentestag: "your linked monster"
BERGAMOT = "85967160"  # Aromage Bergamot: while your LP is higher than your opponent's
LANCE = "48940337"  # Lancephorhynchus: the same words as a Pendulum Effect
DESTROYER = "93709215"  # Darkness Destroyer: its own piercing, in the older capitals


def test_a_continuous_trap_gives_its_dragons_piercing():
    card = derived(RAGE)
    assert card.encoding == {"piercing_grant": {"monsters": {"type": "Dragon"}},
                             "effect": []}  # its activation does nothing more (10-4-2)
    assert card.automation == "full"


def test_monsters_with_a_condition_or_an_archetype():
    card = derived(ALLIGATOR)
    assert card.encoding == {"piercing_grant": {
        "monsters": {"type": "Reptile"},
        "if": {"control": {"type": "Reptile"}, "control_other": True}}}
    assert card.automation == "full"
    assert derived(DWARF).encoding == {"piercing_grant": {"monsters": {},
                                                          "if": {"hand_empty": True}}}
    assert derived(DWARF).automation == "full"
    assert derived(GOLEM).encoding == {"piercing_grant": {"monsters": {
        "archetype": "Chronomaly"}}}


def test_the_rest_of_a_card_stays_a_note():
    card = derived(ROARING)
    assert card.encoding["piercing_grant"] == {"monsters": {"type": "Beast"}}
    assert card.automation == "partial"  # its Trigger on the damage is not read


def test_its_own_piercing_in_the_older_capitals():
    card = derived(DESTROYER)
    assert card.encoding["piercing"] is True
    assert card.automation == "full"


def test_the_wordings_not_held_stay_notes():
    for number in (MINITAURUS, PENTESTAG, BERGAMOT, LANCE):
        card = derived(number)
        assert "piercing_grant" not in card.encoding, number
        assert any("piercing battle damage" in note for note in card.notes), number
    assert pierce_grants.read("If this card attacks a Defense Position monster, inflict "
                              "piercing battle damage to your opponent.") is None
