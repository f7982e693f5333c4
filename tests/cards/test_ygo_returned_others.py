"""Activation conditions on another monster returned to the hand, read by
cards/ygo/returned_others.py from real cards' English texts read in place from
../shared/fixtures/yaml-yugi (facts only): on a monster ("When another face-up Dragon
monster(s) you control returns to your hand", "If a face-up Level 7 LIGHT Dragon monster you
control returns to the hand, while this card is in your GY") and on a Continuous Trap or Field
Spell (5-1-3, 5-3-11); other words stay unread."""
from __future__ import annotations

from ygo_support import derived

from cards.ygo import returned_others

SALVATION, MIST_VALLEY = "00276357", "15854426"  # Shinobird Salvation, Divine Wind of Mist Valley
HOUSE_DRAGONMAID, ORBITAEL = "41232647", "00044818"


def entry(number: str, event: str) -> dict:
    [found] = [e for e in derived(number).encoding["effects"] if e.get("event") == event]
    return found


def test_a_continuous_trap_answers_a_spirit_monster_returned_to_your_hand():
    card = derived(SALVATION)
    assert (card.automation, card.notes) == ("full", [])
    found = entry(SALVATION, "other_returned_to_your_hand")
    assert found["other"] == {"what": "monster", "player": "controller", "type": "Spirit",
                              "face_up": True}
    assert (found["from"], found["not_in_damage_step"]) == ("field", True)


def test_a_field_spell_answers_any_of_its_monsters_returned_to_the_hand():
    assert derived(MIST_VALLEY).automation == "full"
    found = entry(MIST_VALLEY, "other_returned_to_hand")
    assert found["other"] == {"what": "monster", "player": "controller", "attribute": "WIND"}
    assert found["once_per_turn"] == "copy"


def test_a_monster_answers_another_one_and_from_the_graveyard():
    dragonmaid = entry(HOUSE_DRAGONMAID, "other_returned_to_your_hand")
    assert dragonmaid["other"]["another"] is True and dragonmaid["when"] is True
    orbitael = entry(ORBITAEL, "other_returned_to_hand")
    assert orbitael["from"] == "graveyard"
    assert (orbitael["other"]["level"], orbitael["other"]["attribute"]) == (7, "LIGHT")


def test_other_words_stay_unread():
    for text in ("If another monster on the field returns to the hand or Main Deck",
                 "If a face-up Zombie Monster you control returns to your hand",
                 "If a face-up monster your opponent controls returns to the hand"):
        assert returned_others.condition(text) is None, text
