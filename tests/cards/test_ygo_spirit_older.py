"""The older Spirit return, read by cards/ygo/spirit_older.py from real cards' English texts
read in place from ../shared/fixtures/yaml-yugi (facts only): "This card returns to its owner's
hand during the End Phase of the turn it is Normal Summoned or flipped face-up." (and "... the
owner's hand ... the turn that this card is ...") is the mandatory End Phase Trigger Effect of
the newer wording (7-7-5); "... the turn it is Special Summoned." the End Phase effect of a
monster Special Summoned that turn (7-7-6). The card's page shows it as activated."""
from __future__ import annotations

from ygo_support import derived, english

from cards.ygo import psct, spirit_older

IZANAMI, SUSA_SOLDIER, YAMATO = "43543777", "40473581", "82841979"
RETURN = [{"to_hand": "self"}]


def returning(number: str) -> dict:
    [effect] = [e for e in derived(number).encoding["effects"] if e["effect"] == RETURN]
    return effect


def test_its_owners_hand_after_a_normal_summon_or_flip():
    assert "returns to its owner's hand" in english(IZANAMI)["text"]
    card = derived(IZANAMI)
    assert card.automation == "full" and card.notes == []
    assert returning(IZANAMI) == {"type": "trigger", "event": "end_phase",
                                  "turned_up_this_turn": True, "optional": False,
                                  "effect": RETURN}


def test_the_owners_hand_of_the_turn_that_this_card_is():
    assert "the turn that this card is Normal Summoned" in english(SUSA_SOLDIER)["text"]
    assert returning(SUSA_SOLDIER)["turned_up_this_turn"] is True
    assert not any("returns to the owner's hand" in note for note in derived(
        SUSA_SOLDIER).notes)


def test_the_turn_it_is_special_summoned():
    effect = returning(YAMATO)
    assert (effect["event"], effect["summoned_this_turn"], effect["optional"]) == (
        "end_phase", "special", False)
    assert "turned_up_this_turn" not in effect


def test_the_page_shows_it_activated_in_its_printed_words():
    card = english(IZANAMI)
    reading = psct.read(card["text"], card["kind"], card["card_property"],
                        card["monster_types"])
    [older] = [e for e in spirit_older.shown(reading).effects
               if e.text.startswith("This card returns")]
    assert (older.kind, older.spell_speed) == ("activated", 1)
    assert spirit_older.shown(reading).starts_chain is True


def test_other_sentences_stay_as_they_were():
    reading = psct.read("This card returns to your hand.", "monster", "", ["Spirit"])
    assert spirit_older.fold(reading) is reading and spirit_older.shown(reading) is reading
