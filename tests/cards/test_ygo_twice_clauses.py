""""You can use the effect of "X" up to twice per turn." and "... this effect of "X" ...", read
from real cards in place (facts only): the limit of one activated effect, by the card's name,
two uses a turn (`once_per_turn: twice_name`, 5-2-6); other "twice" wordings stay notes."""
from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from ygo_support import derived  # noqa: E402

PIRATE = "36834155"  # Photon Pirate: "the effect of", its one activated effect
GHOUL = "90764875"  # Gorgonic Ghoul: the same, from the hand
SEA_STAR = "62886670"  # Marincess Sea Star: "this effect of"
BERSERK = "93568288"  # Number 80: Rhapsody in Berserk: "this effect", the second of two
HYPERION = "55794644"  # Master Hyperion: "you can activate this effect up to twice per turn"


def test_the_effect_of_a_card_with_one_is_limited_by_name_to_two_uses():
    for number in (PIRATE, GHOUL, SEA_STAR):
        card = derived(number)
        [effect] = card.encoding["effects"]
        assert effect["once_per_turn"] == "twice_name"
        assert card.automation == "full"


def test_this_effect_is_the_one_printed_just_before():
    card = derived(BERSERK)
    first, second = card.encoding["effects"]
    assert "once_per_turn" not in first
    assert second["once_per_turn"] == "twice_name" and second["detach"] == 1
    assert card.automation == "full"


def test_other_twice_wordings_stay_notes():
    card = derived(HYPERION)
    assert any("up to twice per turn" in note for note in card.notes)
