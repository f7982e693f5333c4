"""The English words of draws and cards trashed from the hand (optcg/hand.py): the English stays
next to the code; each language's catalogue (de.py, es.py, it.py, fr.py) has their translations
in its section `hand`."""
from __future__ import annotations

from ...core.catalogue import Message, Plural

HAND: dict[str, Message] = {
    "would.self_to_hand": "add this card to the hand",
    "would.self_to_hand.card": "add {card} to the hand",
    "self_to_hand": "{effect}: {player} adds {card} to the hand; after the [Trigger] the card "
                    "does not go to the trash.",
    "hand_until.kept": Plural(
        "count",
        one="{effect}: {player} has {count} card in the hand, not more than {wanted}: none is "
            "trashed.",
        other="{effect}: {player} has {count} cards in the hand, not more than {wanted}: none is "
              "trashed.",
        zero="{effect}: {player} has no cards in the hand: none is trashed.",
    ),
    "would.trash_from_hand": "trash cards from the hand",
    "drew": Plural(
        "count",
        one="{effect}: {player} draws {count} card.",
        other="{effect}: {player} draws {count} cards.",
    ),
    "drew.short": Plural(
        "count",
        one="{effect}: {player} draws {count} card of the {wanted} asked; the deck ran out.",
        other="{effect}: {player} draws {count} cards of the {wanted} asked; the deck ran out.",
    ),
    "trashed_from_hand": "{effect}: {player} trashes {cards} from the hand.",
    "zero_times.draw": "{effect} asks to draw 0 cards: nothing happens.",
    "zero_times.trash_from_hand": "{effect} asks to trash 0 cards from the hand: nothing happens.",
    "draw_until.enough": Plural(
        "count",
        one="{effect}: {player} has {count} card in the hand, {wanted} or more: nothing is drawn.",
        other="{effect}: {player} has {count} cards in the hand, {wanted} or more: nothing is "
              "drawn, and nothing is trashed either.",
    ),
}
