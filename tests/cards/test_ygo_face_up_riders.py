"""Real monsters (read in place from ../shared/fixtures/yaml-yugi, facts only) whose effect is
followed by "This effect can only be used once while this card is face-up on the field."
(5-2-18), read whole now that the effect before the rider reads: "up to 2 copies of "Fluffal
Mouse"" is up to 2 cards of that name (5-3-13)."""
from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from ygo_support import derived, english  # noqa: E402

FLUFFAL_MOUSE = "06142488"


def test_copies_of_a_name_are_cards_of_that_name():
    assert 'up to 2 copies of "Fluffal Mouse"' in english(FLUFFAL_MOUSE)["text"]
    card = derived(FLUFFAL_MOUSE)
    assert card.automation == "full" and card.notes == []
    [entry] = card.encoding["effects"]
    assert entry["effect"] == [{"fetch": {"to": "field", "what": "card",
                                          "names": ["Fluffal Mouse"], "count": 2,
                                          "up_to": True}}]
    assert entry["once_per_turn"] == "face_up"  # the rider (5-2-18)
    assert entry["summon_lock_turn"] == {"from": "extra_deck", "except": {"archetype": "Frightfur"}}
