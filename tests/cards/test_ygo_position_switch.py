"""A monster's battle position changed to the other one, the monster chosen as the effect
resolves (5-3-22, 9-2-7): "change the battle position of 1 ... monster ..." read into the
scenario format's `choose` step with `do: change_position, to: switch`, on real cards (their
English text read in place from ../shared/fixtures/yaml-yugi), and near wordings."""
from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from ygo_support import derived  # noqa: E402

from cards.ygo import option_chosen  # noqa: E402

INFINITY_DARK, REGISTRIDER, GANBARA = "76520646", "19301729", "09491461"


def test_infinity_dark_reads_in_full_once_gemini_summoned():
    card = derived(INFINITY_DARK)
    assert card.automation == "full" and card.notes == []
    assert card.encoding["gemini"] is True
    [effect] = card.encoding["effects"]
    assert effect["event"] == "declared_attack"
    assert effect["effect"] == [{"choose": {"do": "change_position", "player": "opponent",
                                            "to": "switch", "face": "up", "what": "monsters"}}]


def test_a_monster_of_a_type_you_control():
    card = derived(REGISTRIDER)  # its first effect ("make both ... Level 5 or 7") stays a note
    [effect] = card.encoding["effects"]
    assert effect["event"] == "special_summoned_from_hand"
    assert effect["effect"] == [{"choose": {"do": "change_position", "player": "controller",
                                            "to": "switch", "what": "monsters",
                                            "type": "Insect"}}]
    assert not any("battle position" in note for note in card.notes)


def test_ganbara_knights_option_reads_though_its_header_does_not():
    assert option_chosen.read("Change the battle position of 1 monster on the field.") == [
        {"choose": {"do": "change_position", "player": "both", "to": "switch",
                    "what": "monsters"}}]
    card = derived(GANBARA)  # "Special Summon this card ..., then you can apply 1 of these"
    assert card.automation == "partial"


def test_near_wordings_are_not_read():
    read = option_chosen.read
    assert read("Change the battle position of 1 face-down Warrior monster you control.") is None
    assert read("Change the battle position of 2 monsters on the field.") is None
    assert read("Change the battle position of 1 monster on the field, then draw 1 card.") \
        is None
