"""The "Equip only to ..." sentence of real Equip Spells that name an Extra Deck kind or whose
monster it must be, read from their English texts (read in place from
../shared/fixtures/yaml-yugi) into the target's description (4-5-5, 5-2-3): Fusion Weapon
reads in full; Omega Goggles' and Snatch Steal's sentence reads, their other sentences do not,
so neither card does; a Type and a kind at once stays unread; nothing guessed."""
from __future__ import annotations

from ygo_support import derived, english

from cards.ygo import lasting


def only(number: str) -> str:
    return english(number)["text"].split(". ")[0] + "."


def test_fusion_weapon_reads_in_full():
    card = derived("27967615")
    assert (card.automation, card.notes) == ("full", [])
    assert card.encoding["target"] == {"what": "monster", "player": "any", "zone": "field",
                                       "face_up": True, "type": "Fusion", "level_max": 6}
    assert card.encoding["effect"] == [{"equip": {"card": "chosen", "atk": 1500, "def": 1500}}]


def test_whose_monster_it_must_be():
    assert lasting._only(only("04857085")) == {"player": "controller"}  # Omega Goggles
    assert lasting._only(only("45986603")) == {"player": "opponent"}  # Snatch Steal
    assert lasting._only(only("30552375")) == {"type": "Cyberse", "player": "controller"}
    for number in ("04857085", "45986603"):  # their other sentences are not read
        assert derived(number).automation == "none"


def test_a_type_and_a_kind_at_once_stays_unread():
    # Silver Wing: "Equip only to a Level 8 or higher Dragon-Type Synchro Monster."
    assert lasting._only(only("25231813")) is None
    assert lasting._only(only("36148308")) == {"attribute": "EARTH", "type": "Synchro"}
