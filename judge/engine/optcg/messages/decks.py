"""The English words of deck searches (optcg/decks/): the English stays next to the code; each
language's catalogue (de.py, es.py, it.py, fr.py) has their translations in its section `decks`."""
from __future__ import annotations

from ...core.catalogue import Message, Plural

DECKS: dict[str, Message] = {
    "would.hand_to_deck": "place cards from the hand in the deck",
    # `count`: how many cards move ("places it" or "places them")
    "hand_to_deck.bottom": Plural(
        "count",
        one="{effect}: {player} shows {cards} and places it from the hand at the bottom of the "
            "deck (the first card the hand lists; which card is the player's choice).",
        other="{effect}: {player} shows {cards} and places them from the hand at the bottom of "
              "the deck (the first the hand lists, in that order; which cards and their order "
              "are the player's choice).",
    ),
    "hand_to_deck.top": Plural(
        "count",
        one="{effect}: {player} shows {cards} and places it from the hand on top of the deck "
            "(which card is the player's choice).",
        other="{effect}: {player} shows {cards} and places them from the hand on top of the deck, "
              "the first listed on top (which cards and their order are the player's choice).",
    ),
    "hand_to_deck.top_or_bottom": Plural(
        "count",
        one="{effect}: {player} shows {cards} and places it from the hand at the bottom of the "
            "deck (the player could choose the top or another card).",
        other="{effect}: {player} shows {cards} and places them from the hand at the bottom of "
              "the deck (the player could choose the top, other cards and another order).",
    ),
    "unmet.top_card": "{card}, on top of the deck, does not fit: {why}",
    "unmet.top_card_none": "{player}'s deck is empty",
    "unmet.top_card_unknown": "the scenario gives {player}'s deck only as a number, so its top "
                              "card cannot be shown to fit",
    "deck_revealed": Plural(
        "count",
        one="{effect}: {player} reveals the top card of the deck ({cards}).",
        other="{effect}: {player} reveals the top {count} cards of the deck ({cards}).",
    ),
    "deck_revealed.short": "{effect}: {player} reveals the {count} cards the deck has left of the "
                           "{wanted} asked ({cards}).",
    "deck_play.took": "{effect}: {player} picks {card} to play.",
    "deck_play.took_first": "{effect}: {player} picks {card}, the first of them that fits (the "
                            "scenario chose none), to play.",
    "deck_play.none": "{effect}: none of them fits, so {player} plays nothing (\"up to\" allows "
                      "none).",
    "deck_play.none_known": "{effect}: the scenario gives these deck cards only as a number, so "
                            "none of them can be shown to fit; {player} plays nothing.",
    "mismatch.trait_including": "none of its types includes {parts}",
    "mismatch.attribute": "it has none of the attributes {attributes}",
    "mismatch.trait_or_attribute": "it has none of the types {traits} nor of the attributes "
                                   "{attributes}",
    "would.look_at_deck": "look at the top of the deck",
    "deck_looked": Plural(
        "count",
        one="{effect}: {player} looks at the top card of the deck ({cards}); while looked at, it "
            "stays in the deck.",
        other="{effect}: {player} looks at the top {count} cards of the deck ({cards}); while "
              "looked at, they stay in the deck.",
    ),
    "deck_looked.short": "{effect}: {player} looks at the {count} cards the deck has left of the "
                         "{wanted} asked ({cards}).",
    "deck_searched_whole": "{effect}: {player} looks through the whole deck ({count} cards).",
    "deck_shuffled": "{effect}: {player} shuffles the deck; its new order is random, so the judge "
                     "keeps the order the scenario lists.",
    "deck_search.took": "{effect}: {player} reveals {card} and adds it to the hand.",
    "deck_search.took_first": "{effect}: {player} reveals {card}, the first of them that fits "
                              "(the scenario chose none), and adds it to the hand.",
    "deck_search.none": "{effect}: none of them fits, so {player} adds nothing to the hand (\"up "
                        "to\" allows none).",
    "deck_search.none_known": "{effect}: the scenario gives these deck cards only as a number, so "
                              "none of them can be shown to fit; {player} adds nothing to the "
                              "hand.",
    "deck_search.not_looked": "{effect}: {card} is not among the {count} cards looked at, so it "
                              "cannot be taken; nothing is added to the hand.",
    "deck_search.no_fit": "{effect}: {card} cannot be taken ({why}); nothing is added to the "
                          "hand.",
    "deck_rest.bottom": Plural(
        "count",
        one="{effect}: {player} places {cards} at the bottom of the deck.",
        other="{effect}: {player} places {cards} at the bottom of the deck, in the order the "
              "scenario lists them (the order is the player's choice).",
    ),
    "deck_rest.trash": "{effect}: {player} trashes {cards}.",
    "deck_rest.top": Plural(
        "count",
        one="{effect}: {player} leaves {cards} on top of the deck (the player could place it at "
            "the bottom instead).",
        other="{effect}: {player} leaves {cards} on top of the deck in the order the scenario "
              "lists them (the player could place any of them at the bottom instead).",
    ),
    "trash_to_hand": "{effect}: {player} adds {cards} from the trash to the hand.",
    "trash_to_hand.first": Plural(
        "count",
        one="{effect}: {player} adds {cards} from the trash to the hand, the first card there "
            "that fits (the scenario chose none).",
        other="{effect}: {player} adds {cards} from the trash to the hand, the first there that "
              "fit (the scenario chose none).",
    ),
    "trash_to_hand.none": "{effect}: no card in {player}'s trash fits, so nothing is added to the "
                          "hand.",
    "illegal.search_not_looked": "{effect} looks only at the top {count} cards of the deck, and "
                                 "{card} is not among them: it cannot be chosen.",
}
