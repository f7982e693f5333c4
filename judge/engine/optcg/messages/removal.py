"""The English words of Characters leaving the field (optcg/removal.py): the English stays next to
the code; each language's catalogue (de.py, es.py, it.py, fr.py) has their translations in its
section `removal`."""
from __future__ import annotations

from ...core.catalogue import Message

REMOVAL: dict[str, Message] = {
    "knocked_out.effect": "{effect}: {card} is K.O.'d and goes to {owner}'s trash{don_note}.",
    "would.ko": "K.O. a Character",
    "would.ko.card": "K.O. {card}",
    "would.trash": "trash a Character",
    "would.trash.card": "trash {card}",
    "would.bounce": "return a Character to the hand",
    "would.opponent_bounce": "make the opponent return one of their Characters to the hand",
    "would.bounce.card": "return {card} to the hand",
    "would.bottom_deck": "place a Character at the bottom of the deck",
    "would.bottom_deck.card": "place {card} at the bottom of the deck",
    "trashed_by_effect": "{effect} puts {card} into {owner}'s trash; that is not a "
                         "K.O.{don_note}.",
    "bounced": "{effect} returns {card} to {owner}'s hand{don_note}.",
    "bottom_decked": "{effect} places {card} at the bottom of {owner}'s deck{don_note}.",
    "would.to_life": "add a Character to the Life cards",
    "would.to_life.card": "add {card} to the Life cards",
    "added_to_life": "{effect} adds {card} face-up to the top of {owner}'s Life cards{don_note}.",
    "added_to_life.bottom": "{effect} adds {card} face-up to the bottom of {owner}'s Life "
                            "cards{don_note}.",
}
