"""The older wording of a Special Summon's negation, printed as its own sentence "Its effects
are negated." after the effect that Summons (a Spell's or Trap's: negated_after.py; a
monster's: negated_apart.py; 5-5-1): read into the summoning step's `negated: true`; left alone
after anything but one Special Summon; and "..., but its effects are negated until the end of
this turn" as `negated: turn` (7-7-3). Real cards are read in place (facts only)."""
from __future__ import annotations

from ygo_support import derived, english

from cards.ygo import negated_after, psct

SHRINE, LOCK_CAT, MASKED_CHAMELEON = "04215636", "52346240", "53573406"


def test_a_field_spell_summons_from_hand_or_deck_negated():
    card = derived(SHRINE)  # Shrine of Mist Valley
    assert "Its effects are negated." in english(SHRINE)["text"]
    assert card.automation == "full" and not card.notes
    [fetch] = card.encoding["effects"][0]["effect"]
    assert fetch["fetch"]["negated"] is True and fetch["fetch"]["to"] == "field"
    assert fetch["fetch"]["from"] == ["hand", "deck"]


def test_an_older_trigger_selects_and_summons_its_target_negated():
    card = derived(LOCK_CAT)  # "When this card is Normal Summoned, you can select ..."
    assert card.automation == "full" and not card.notes
    [entry] = card.encoding["effects"]
    assert entry["event"] == "normal_summoned" and entry["target"]["zone"] == "graveyard"
    assert entry["effect"] == [{"special_summon": {"card": "chosen", "position": "defense",
                                                   "negated": True}}]


def test_the_sentence_is_no_longer_a_note_where_other_sentences_are():
    card = derived(MASKED_CHAMELEON)  # its other two sentences stay notes
    assert "Its effects are negated." not in card.notes and len(card.notes) == 2
    [entry] = card.encoding["effects"]
    assert entry["effect"][0]["special_summon"]["negated"] is True


def fold(text: str, kind: str = "spell", card_property: str = "Normal") -> list[psct.Effect]:
    return negated_after.fold(psct.read(text, kind, card_property)).effects


def test_folded_only_after_one_special_summon_and_nothing_more():
    [effect] = fold("Target 1 monster in your GY; Special Summon it. Its effects are negated.")
    assert effect.action == "Special Summon it, but its effects are negated."
    assert effect.text.endswith("Special Summon it. Its effects are negated.")
    kept = fold("Target 1 monster in your GY; Special Summon it, then draw 1 card. Its effects "
                "are negated.")
    assert [e.text for e in kept][-1] == "Its effects are negated."
    kept = fold("Target 1 face-up monster on the field; destroy it. Its effects are negated.")
    assert len(kept) == 2
    kept = fold("Special Summon 1 monster from your hand, and if you do, Special Summon 1 "
                "monster from your GY. Its effects are negated.")
    assert len(kept) == 2  # "its": which of the two is not said


EYE_OF_THE_VOID, FLIP_HIPPO = "57047293", "91449532"


def test_a_negation_until_the_end_of_this_turn_is_negated_turn():
    eye = derived(EYE_OF_THE_VOID)  # "..., but its effects are negated until the end of ..."
    assert eye.automation == "full" and not eye.notes
    [fetch] = eye.encoding["effect"]
    assert fetch["fetch"]["negated"] == "turn" and fetch["fetch"]["ignoring"] is True
    hippo = derived(FLIP_HIPPO)  # "..., but it has its effects negated until the end of ..."
    assert hippo.automation == "full" and not hippo.notes
    trigger = hippo.encoding["effects"][0]
    assert trigger["event"] == "normal_summoned"
    assert trigger["effect"][0]["fetch"]["negated"] == "turn"
