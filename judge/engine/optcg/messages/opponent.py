"""The English words of what the opponent is made to do (optcg/opponent.py): the English stays next
to the code; each language's catalogue (de.py, es.py, it.py, fr.py) has their translations in
its section `opponent`."""
from __future__ import annotations

from ...core.catalogue import Message, Plural

OPPONENT: dict[str, Message] = {
    "would.bottom_opponent_trash": "place cards of the opponent's trash at the bottom of their "
                                   "deck",
    "bottom_opponent_trash": "{effect}: {player} places {cards} from the opponent's trash at the "
                             "bottom of its owner's deck ({player}'s choice).",
    "zero_times.bottom_opponent_trash": "{effect} asks to place 0 cards: nothing happens.",
    "would.opponent_bottom_character": "make the opponent place a Character at the bottom of the "
                                       "deck",
    "opponent_bottom_character": "{effect}: {player} picks {cards} to place at the bottom of the "
                                 "deck (the scenario names none: the first listed).",
    "opponent_bottom_character.picked": "{effect}: {player} picks {cards} to place at the bottom "
                                        "of the deck.",
    "why.no_characters": "{player} has no Characters",
    "zero_times.opponent_bottom_character": "{effect} asks the opponent to place 0 Characters: "
                                            "nothing happens.",
    "zero_times.opponent_trash_to_bottom": "{effect} asks the opponent to place 0 cards: nothing "
                                           "happens.",
    "would.opponent_trash_to_bottom": "make the opponent place cards from the trash at the bottom "
                                      "of the deck",
    "opponent_trash_to_bottom": Plural(
        "count",
        one="{effect}: {player} places {cards} from the trash at the bottom of the deck "
            "({player}'s choice: the first listed).",
        other="{effect}: {player} places {cards} from the trash at the bottom of the deck "
              "({player}'s choice: the first listed, in that order).",
    ),
    "opponent_trash_to_bottom.short": "{effect}: {player} places {cards} from the trash at the "
                                      "bottom of the deck, all there was of the {wanted} asked.",
    "zero_times.opponent_picks_from_hand": "{effect} asks the opponent to pick 0 cards: nothing "
                                           "happens.",
    "zero_times.opponent_trash_from_hand": "{effect} asks the opponent to trash 0 cards: nothing "
                                           "happens.",
    "zero_times.opponent_hand_to_bottom": "{effect} asks the opponent to place 0 cards: nothing "
                                          "happens.",
    "zero_times.opponent_return_don": "{effect} asks the opponent to return 0 DON!!: nothing "
                                      "happens.",
    "zero_times.rest_opponent_don": "{effect} asks to rest 0 DON!!: nothing happens.",
    "would.opponent_trash_from_hand": "make the opponent trash cards from the hand",
    "would.trash_opponent_hand": "trash cards from the opponent's hand",
    "zero_times.trash_opponent_hand": "{effect} asks to trash 0 cards from the opponent's hand: "
                                      "nothing happens.",
    "trash_opponent_hand": Plural(
        "count",
        one="{effect}: {chooser} picks {cards} from {player}'s hand, face down, and it is trashed "
            "(the first listed).",
        other="{effect}: {chooser} picks {cards} from {player}'s hand, face down, and they are "
              "trashed (the first listed).",
    ),
    "trash_opponent_hand.short": "{effect}: {chooser} trashes {cards} from {player}'s hand, all "
                                 "there was of the {wanted} asked.",
    "would.opponent_hand_to_bottom": "make the opponent place cards from the hand at the bottom "
                                     "of the deck",
    "would.opponent_return_don": "make the opponent return DON!! to the DON!! deck",
    "would.rest_opponent_don": "rest the opponent's DON!!",
    "opponent_trash_from_hand": "{effect}: {player} trashes {cards} from the hand ({player}'s "
                                "choice: the first listed).",
    "opponent_trash_from_hand.short": "{effect}: {player} trashes {cards} from the hand, all "
                                      "there was of the {wanted} asked.",
    "opponent_hand_to_bottom": Plural(
        "count",
        one="{effect}: {player} places {cards} from the hand at the bottom of the deck "
            "({player}'s choice: the first listed).",
        other="{effect}: {player} places {cards} from the hand at the bottom of the deck "
              "({player}'s choice: the first listed, in that order).",
    ),
    "opponent_hand_to_bottom.short": "{effect}: {player} places {cards} from the hand at the "
                                     "bottom of the deck, all there was of the {wanted} asked.",
    "opponent_return_don": "{effect}: {player} returns {count} DON!! from the field to the DON!! "
                           "deck (rested ones of the cost area first).",
    "opponent_return_don.short": "{effect}: {player} returns {count} DON!! to the DON!! deck, all "
                                 "there was of the {wanted} asked.",
    "rest_opponent_don": "{effect} rests {count} active DON!! of {player}'s cost area.",
    "rest_opponent_don.short": "{effect} rests {count} active DON!! of {player}'s cost area (only "
                               "{count} of the {wanted} asked were active).",
    "opponent_don_stays_rested": "{effect}: {count} rested DON!! of {player}'s cost area will "
                                 "not become active in {player}'s next Refresh Phase.",
    "opponent_don_stays_rested.short": "{effect}: {count} rested DON!! of {player}'s cost area "
                                       "will not become active in {player}'s next Refresh Phase "
                                       "(only {count} of the {wanted} asked were rested).",
    "would.opponent_don_stays_rested": "keep the opponent's DON!! rested",
    "zero_times.opponent_don_stays_rested": "{effect} asks to keep 0 DON!! rested: nothing "
                                            "happens.",
    "why.no_rested_don": "{player} has no rested DON!! in the cost area",
    "refresh.kept_rested_don": "Refresh Phase: {count} DON!! of {player}'s cost area stay "
                               "rested, as {effect} said (a card's text wins over the rules).",
}
