"""The English words of Life cards moved by effects (optcg/life.py): the English stays next to the
code; each language's catalogue (de.py, es.py, it.py, fr.py) has their translations in its
section `life`."""
from __future__ import annotations

from ...core.catalogue import Message, Plural

LIFE: dict[str, Message] = {
    "life_face_down": "{effect}: {player} turns all the Life cards face down.",
    "would.arrange_life": "look at the Life cards and place them back",
    "life_arranged": "{effect}: {player} looks at all the Life cards and places them back in the "
                     "Life area in the order they choose; a face-up card stays face-up.",
    "life_arranged.to_deck": "{effect}: {player} looks at all the Life cards, places {cards} face "
                             "down on top of the deck and the rest back in the Life area in the "
                             "order they choose; a face-up card stays face-up.",
    "life_arranged.opponents": "{effect}: {player} looks at all of {owner}'s Life cards and "
                               "places them back in {owner}'s Life area in the order {player} "
                               "chooses; a face-up card stays face-up, a face-down one face-down.",
    "note.opponent_life_order_default": (
        "{effect}: the scenario does not say in which order {player} places {owner}'s Life cards "
        'back, so the judge kept their order; the action can name them with "picks", top first'
    ),
    "note.life_order_default": (
        "{effect}: the scenario does not say in which order {player} places the Life cards back, "
        'so the judge kept their order; the action can name them with "picks", top first'
    ),
    "effect_damage": "{effect} deals {count} damage to {player}'s Leader: damage by an effect, "
                     "not by an attack, so no [Blocker], Counter, [Banish] or [Double Attack] "
                     "comes into it.",
    "zero_times.deal_damage": "{effect} asks to deal 0 damage: nothing happens.",
    "zero_times.take_damage": "{effect} asks to take 0 damage: nothing happens.",
    "would.hand_to_life": "add cards from the hand to the Life cards",
    "hand_to_life": "{effect}: {player} puts {cards} from the hand face down on top of the Life "
                    "cards.",
    "zero_times.hand_to_life": "{effect} asks to add 0 cards from the hand to the Life: nothing "
                               "happens.",
    "would.reveal_life": "reveal a Life card",
    "life_revealed": "{effect}: {player} reveals the top Life card, {card} (cost {cost}); it "
                     "stays where it is.",
    "would.life_to_hand": "add Life cards to the hand",
    "would.trash_life": "trash Life cards",
    "would.deck_to_life": "add deck cards to the Life cards",
    "life_moved.life_to_hand": Plural(
        "count",
        one="{effect}: {player} adds the top Life card to the hand; this is not damage, so no "
            "[Trigger].",
        other="{effect}: {player} adds the top {count} Life cards to the hand; this is not "
              "damage, so no [Trigger].",
    ),
    "life_moved.life_to_hand.bottom": Plural(
        "count",
        one="{effect}: {player} adds the bottom Life card to the hand; this is not damage, so no "
            "[Trigger].",
        other="{effect}: {player} adds the bottom {count} Life cards to the hand; this is not "
              "damage, so no [Trigger].",
    ),
    "life_until.kept": Plural(
        "count",
        one="{effect}: {player} has {count} Life card, not more than {wanted}: none is trashed "
            "and none is added.",
        other="{effect}: {player} has {count} Life cards, not more than {wanted}: none is trashed "
              "and none is added.",
    ),
    "life_moved.trash_life": Plural(
        "count",
        one="{effect}: {player} trashes the top Life card; this is not damage, so no [Trigger].",
        other="{effect}: {player} trashes the top {count} Life cards; this is not damage, so no "
              "[Trigger].",
    ),
    "life_moved.life_to_hand.short": "{effect}: {player} adds the top {count} Life cards to the "
                                     "hand (only {count} of the {wanted} asked were left); this "
                                     "is not damage, so no [Trigger].",
    "life_moved.trash_life.short": "{effect}: {player} trashes the top {count} Life cards (only "
                                   "{count} of the {wanted} asked were left); this is not damage, "
                                   "so no [Trigger].",
    "deck_to_life.short": "{effect}: {player} puts the top {count} cards of the deck face down on "
                          "top of the Life cards (only {count} of the {wanted} asked: the deck "
                          "ran out).",
    "deck_to_life": Plural(
        "count",
        one="{effect}: {player} puts the top card of the deck face down on top of the Life cards.",
        other="{effect}: {player} puts the top {count} cards of the deck face down on top of the "
              "Life cards.",
    ),
    "zero_times.life_to_hand": "{effect} asks to add 0 Life cards to the hand: nothing happens.",
    "zero_times.trash_life": "{effect} asks to trash 0 Life cards: nothing happens.",
    "zero_times.deck_to_life": "{effect} asks to add 0 cards to the Life: nothing happens.",
    "would.look_at_life": "look at a Life card",
    "life_looked.top": "{effect}: {player} looks at {card}, the top card of {owner}'s Life cards, "
                       "and leaves it on top.",
    "life_looked.bottom": "{effect}: {player} looks at {card}, the top card of {owner}'s Life "
                          "cards, and places it at the bottom of them.",
    "zero_times.look_at_life": "{effect} asks to look at 0 Life cards: nothing happens.",
    "hand_to_life.face_up": (
        "{effect}: {player} puts {cards} from the hand face-up on top of the Life cards, the first "
        "named on top."
    ),
    "why.none_in_hand_fits": "{player} has no card in the hand that fits",
}
