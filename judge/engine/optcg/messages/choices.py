"""The English words of unread abilities, named choices (optcg/unread.py, picks.py): the English
stays next to the code; each language's catalogue (de.py, es.py, it.py, fr.py) has their
translations in its section `choices`."""
from __future__ import annotations

from ...core.catalogue import Message, Plural

CHOICES: dict[str, Message] = {
    "note.take_default": (
        '{effect}: the scenario does not say how many of "up to {most}" the player took, so the '
        'judge took {most}; the action can say it with "take"'
    ),
    "note.search_default": (
        "{effect}: the scenario does not name the cards {player} takes, so the judge took the "
        'first that fit ({cards}); the action can name them with "target" (left empty: none)'
    ),
    "note.pay_default": (
        "{card}: the scenario does not say which cards pay its cost, so the judge took the first "
        'listed that fit (and the top of the Life); a "pay" action names them'
    ),
    "choice_declined": (
        '{effect}: {player} chooses none of the cards, as the scenario says (an empty "target"; '
        '"up to" allows none).'
    ),
    "trash_opponent_hand.picked": Plural(
        "count",
        one="{effect}: {chooser} picks {cards} from {player}'s hand, face down, and it is trashed "
            "(as the scenario names it).",
        other="{effect}: {chooser} picks {cards} from {player}'s hand, face down, and they are "
              "trashed (as the scenario names them).",
    ),
    "opponent_trash_from_hand.picked": Plural(
        "count",
        one="{effect}: {player} trashes {cards} from the hand ({player}'s choice, as the scenario "
            "names it).",
        other="{effect}: {player} trashes {cards} from the hand ({player}'s choice, as the "
              "scenario names them).",
    ),
    "opponent_hand_to_bottom.picked": Plural(
        "count",
        one="{effect}: {player} places {cards} from the hand at the bottom of the deck "
            "({player}'s choice, as the scenario names it).",
        other="{effect}: {player} places {cards} from the hand at the bottom of the deck "
              "({player}'s choice, in the order the scenario names).",
    ),
    "opponent_trash_to_bottom.picked": Plural(
        "count",
        one="{effect}: {player} places {cards} from the trash at the bottom of the deck "
            "({player}'s choice, as the scenario names it).",
        other="{effect}: {player} places {cards} from the trash at the bottom of the deck "
              "({player}'s choice, in the order the scenario names).",
    ),
    "hand_to_deck.bottom.picked": Plural(
        "count",
        one="{effect}: {player} shows {cards} and places it from the hand at the bottom of the "
            "deck.",
        other="{effect}: {player} shows {cards} and places them from the hand at the bottom of "
              "the deck, in the order the scenario names.",
    ),
    "hand_to_deck.top.picked": Plural(
        "count",
        one="{effect}: {player} shows {cards} and places it from the hand on top of the deck.",
        other="{effect}: {player} shows {cards} and places them from the hand on top of the "
              "deck, the first named on top.",
    ),
    "note.pick_default": (
        "{effect}: the scenario does not name the cards {player} picks, so the judge took the "
        'first listed ({cards}); the action can name them with "picks"'
    ),
    "note.place_default.top": (
        "{effect}: the scenario does not say whether the cards go to the top or the bottom of the "
        'deck, so the judge left them on top; the action can say it with "place" (top or bottom)'
    ),
    "note.place_default.bottom": (
        "{effect}: the scenario does not say whether the cards go to the top or the bottom of the "
        'deck, so the judge placed them at the bottom; the action can say it with "place" (top or '
        "bottom)"
    ),
    "note.place_default.life_top": (
        "{effect}: the scenario does not say whether the card goes to the top or the bottom of the "
        'Life cards, so the judge put it on top; the action can say it with "place" (top or bottom)'
    ),
    "opponent_return_don.picked": "{effect}: {player} returns {count} DON!! from the field to "
                                  "the DON!! deck ({player}'s choice, as the scenario names it).",
    "note.don_default": (
        "{effect}: the scenario does not name which DON!! {player} returns, so the judge took "
        "{count} as for DON!! −X (rested ones of the cost area first, then active ones, then given "
        'ones); the action can name them with "don_from"'
    ),
    "mismatch.already_chosen": "it is already chosen once",
    "effect_unread": "{effect} is not applied: the judge cannot read this printed ability yet "
                     "(see the notes). The card counts as printed (its timing, cost and "
                     "category); only what the ability does is left out.",
    "illegal.target_twice": "{effect} chooses different cards: {card} counts once, so it cannot "
                            "be named twice.",
    "illegal.target_same_name": "{effect} chooses cards with different card names: {card} has "
                                "the name of another card named, so it cannot be chosen too.",
    "illegal.target_required": "{effect} must choose a card (its text has no \"up to\"), and "
                               "{card} is one it can choose: name it, or another that fits, "
                               "as the target.",
}
