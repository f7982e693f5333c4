"""The top card of the Deck excavated and sent by what it is (excavate_shapes.py, 5-3-26): the
"Otherwise" sentence kept with the effect before it (psct.py), the two sentences read into one
`excavate` step, real cards read in place, and what is left unread."""
from __future__ import annotations

from ygo_support import derived

from cards.ygo import excavate_shapes, psct

SUNLIGHT_UNICORN, SYLVAN_PRINCESSPRITE, SYLVAN_SNAPDRASSINAGON = \
    "10321588", "33909817", "47741109"
SYLVAN_FLOWERKNIGHT, SYLVAN_PEASKEEPER = "62434031", "63257623"


def test_the_otherwise_sentence_belongs_to_the_excavation_before_it():
    text = ("Once per turn: You can excavate the top card of your Deck, and if it is a Plant "
            "monster, send it to the GY. Otherwise, place it on the bottom of your Deck.")
    [effect] = psct.read(text, "monster").effects
    assert effect.action.endswith("Otherwise, place it on the bottom of your Deck.")
    # after any other effect, the sentence stays one of its own (and unread)
    other = psct.read("Once per turn: You can draw 1 card. Otherwise, send it to the GY.",
                      "monster").effects
    assert len(other) == 2


def test_both_sentences_read_into_one_step():
    assert excavate_shapes.read(
        "Excavate the top card of your Deck, and if it is a Plant-Type monster, send it to the "
        "Graveyard. Otherwise, place it on the bottom of your Deck.") \
        == [{"excavate": {"to": "graveyard", "otherwise": "deck_bottom", "what": "monster",
                          "type": "Plant"}}]
    assert excavate_shapes.read(
        "Excavate the top card of your Deck, and if it is a Spell/Trap, add it to your hand. "
        "Otherwise, send it to the GY.") \
        == [{"excavate": {"to": "hand", "otherwise": "graveyard", "what": "spell_trap"}}]


def test_more_than_the_two_sentences_is_not_read():
    for text in ("Excavate the top card of your Deck, and if it is a Plant monster, send it to "
                 "the GY, and if you do, draw 1 card. Otherwise, place it on the bottom of "
                 "your Deck.",
                 "Excavate the top card of your Deck, and if it is a Normal Trap, Set it to "
                 "your field. Otherwise, send it to the GY.",
                 "Excavate the top 3 cards of your Deck, and if it is a monster, add it to your "
                 "hand. Otherwise, send it to the GY.",
                 "Excavate the top card of your Deck, and if it is a monster, add it to your "
                 "hand."):
        assert excavate_shapes.read(text) is None, text


def test_real_cards_read_whole():
    unicorn = derived(SUNLIGHT_UNICORN)
    assert unicorn.automation == "full" and not unicorn.notes
    [effect] = unicorn.encoding["effects"]
    assert effect["effect"] == [{"excavate": {"to": "hand", "otherwise": "deck_bottom",
                                              "what": "spell", "property": "equip"}}]
    princess = derived(SYLVAN_PRINCESSPRITE)
    assert princess.automation == "full"
    assert princess.encoding["effects"][0]["effect"][0]["excavate"]["otherwise"] == "graveyard"
    for number in (SYLVAN_FLOWERKNIGHT, SYLVAN_PEASKEEPER):  # and the card excavated
        card = derived(number)
        assert card.automation == "full", number
        second = card.encoding["effects"][1]
        assert (second["event"], second["from"]) == ("excavated_to_graveyard", "graveyard")
    # its first effect's condition ("sent from the field or the hand") reads too
    # (cards/ygo/cond_wordings.py): from either zone, activated from the GY
    snap = derived(SYLVAN_SNAPDRASSINAGON)
    assert snap.automation == "full"
    first, second = snap.encoding["effects"]
    assert (first["event"], first["from"]) == ("sent_from_hand_or_field_to_graveyard",
                                               "graveyard")
    assert second["event"] == "excavated_to_graveyard"
