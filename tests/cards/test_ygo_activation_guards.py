"""Real cards (read in place from ../shared/fixtures/yaml-yugi, facts only) whose sentences keep
the activation of some monsters' effects from being negated (11-3-5), and Pendulum Summon
restrictions printed in their other wordings (8-5-6): what the card parser reads and what it
leaves as a note."""
from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from ygo_support import derived, english  # noqa: E402

CONSTELLAR_BELT, THUNDER_DISCHARGE = "86825483", "18444733"
LUNALIGHT_WOLF, RYU_GE_ANVA, SHADE, COUPLET = "47705572", "56322832", "77157846", "90276649"


def test_constellar_belt_keeps_light_monsters_activations_and_is_read_whole():
    assert "LIGHT monsters' effects cannot be negated" in english(CONSTELLAR_BELT)["text"]
    card = derived(CONSTELLAR_BELT)
    assert card.automation == "full" and card.notes == []
    assert card.encoding == {"activations_unnegatable": {"monsters": {"attribute": "LIGHT"}},
                             "effect": []}


def test_your_thunder_monsters_are_its_controllers_only():
    card = derived(THUNDER_DISCHARGE)
    assert card.encoding["activations_unnegatable"] == {"monsters": {"type": "Thunder"},
                                                        "player": "controller"}
    # its Trigger Effect on a "Thunder Dragon" Summon is still a note: the card stays partial
    assert card.automation == "partial" and len(card.notes) == 1
    assert card.notes[0].startswith("Once per turn, if a \"Thunder Dragon\" monster(s)")


def test_a_pendulum_summon_restriction_without_monsters_after_summon():
    assert "You cannot Pendulum Summon, except" in english(LUNALIGHT_WOLF)["pendulum"]
    card = derived(LUNALIGHT_WOLF)
    assert card.encoding["pendulum_lock"] == {"archetype": "Lunalight"}
    assert card.automation == "full" and card.notes == []


def test_the_restriction_that_says_it_cannot_be_negated_in_brackets():
    locks = {number: derived(number).encoding["pendulum_lock"]
             for number in (RYU_GE_ANVA, SHADE, COUPLET)}
    assert locks == {RYU_GE_ANVA: {"archetype": "Ryu-Ge"}, SHADE: {"type": "Pendulum"},
                     COUPLET: {"attribute": "LIGHT"}}
    for number in (RYU_GE_ANVA, SHADE, COUPLET):  # their other effects stay notes
        notes = derived(number).notes
        assert notes and not any("cannot Pendulum Summon" in note for note in notes)
