"""The English words of activation costs (optcg/costs.py): the English stays next to the code; each
language's catalogue (de.py, es.py, it.py, fr.py) has their translations in its section `costs`."""
from __future__ import annotations

from ...core.catalogue import Message, Plural

COSTS: dict[str, Message] = {
    "cost.trash_self": "trashing {card}",
    "cost.bottom_self": "placing {card} at the bottom of its owner's deck",
    "cost.bounce_self": "returning {card} to its owner's hand",
    "cost.life_to_hand": Plural(
        "count",
        one="adding the top Life card to the hand",
        other="adding the top {count} Life cards to the hand",
    ),
    "cost.life_to_hand.top_or_bottom": Plural(
        "count",
        one="adding {count} card from the top or bottom of the Life to the hand",
        other="adding {count} cards from the top or bottom of the Life to the hand",
    ),
    "cost.trash_life": Plural(
        "count",
        one="trashing the top Life card",
        other="trashing the top {count} Life cards",
    ),
    "cost.trash_life.top_or_bottom": Plural(
        "count",
        one="trashing {count} card from the top or bottom of the Life",
        other="trashing {count} cards from the top or bottom of the Life",
    ),
    "cost.trash_deck": Plural(
        "count",
        one="trashing the top card of the deck",
        other="trashing the top {count} cards of the deck",
    ),
    "cost.leader_power": "giving {card} -{amount} power during this turn",
    "cost.trash_from_hand": Plural(
        "count",
        one="trashing {count} card from the hand that fits its text",
        other="trashing {count} cards from the hand that fit its text",
    ),
    "cost.reveal_from_hand": Plural(
        "count",
        one="revealing {count} card from the hand that fits its text",
        other="revealing {count} cards from the hand that fit its text",
    ),
    "cost.trash_to_deck_bottom": Plural(
        "count",
        one="placing {count} card from the trash that fits its text at the bottom of the deck",
        other="placing {count} cards from the trash that fit its text at the bottom of the deck",
    ),
    "cost.bounce_own": Plural(
        "count",
        one="returning {count} of the player's Characters that fits its text to the hand",
        other="returning {count} of the player's Characters that fit its text to the hand",
    ),
    "cost.rest_own": Plural(
        "count",
        one="resting {count} of the player's active cards that fits its text",
        other="resting {count} of the player's active cards that fit its text",
    ),
    "illegal.cost_self_off_field": "{effect} costs {what}, but {card} is not on the field.",
    "illegal.cost_life": Plural(
        "count",
        one="{effect} costs {what}, but {player} has only {count} Life card.",
        other="{effect} costs {what}, but {player} has only {count} Life cards.",
        zero="{effect} costs {what}, but {player} has no Life cards.",
    ),
    "illegal.cost_deck": Plural(
        "count",
        one="{effect} costs {what}, but {player} has only {count} card in the deck.",
        other="{effect} costs {what}, but {player} has only {count} cards in the deck.",
        zero="{effect} costs {what}, but {player} has no cards in the deck.",
    ),
    "illegal.cost_leader_rested": "{effect} costs {what}, but {card} is rested, not active.",
    "illegal.cost_cards": Plural(
        "count",
        one="{effect} costs {what}, but {player} has only {count} that can pay it.",
        other="{effect} costs {what}, but {player} has only {count} that can pay it.",
        zero="{effect} costs {what}, but {player} has none that can pay it.",
    ),
    "illegal.cost_named_unfit": Plural(
        "count",
        one="{effect} costs {what}, but only {count} of the cards named to pay it can.",
        other="{effect} costs {what}, but only {count} of the cards named to pay it can.",
        zero="{effect} costs {what}, but none of the cards named to pay it can.",
    ),
    "illegal.pay_unknown_card": 'The "pay" action names a card that is not in the scenario.',
    "paid.trash_self": "trashes {card}",
    "paid.bottom_self": "places {card} at the bottom of the owner's deck",
    "paid.bounce_self": "returns {card} to the owner's hand",
    "paid.life_to_hand": "adds {cards} from the {end} of the Life to the hand",
    "paid.trash_life": "trashes {cards} from the {end} of the Life",
    "paid.trash_deck": "trashes {cards} from the top of the deck",
    "paid.leader_power": "gives {card} {amount} power during this turn",
    "paid.reveal_from_hand": "reveals {cards} from the hand",
    "paid.trash_to_deck_bottom": "places {cards} from the trash at the bottom of the deck",
    "paid.bounce_own": "returns {cards} to the owner's hand",
    "paid.life_own": "adds {cards} to the top of the Life cards face-up",
    "cost.life_own": Plural(
        "count",
        one="adding {count} of the player's Characters that fits its text to the top of the Life "
            "cards face-up",
        other="adding {count} of the player's Characters that fit its text to the top of the "
              "Life cards face-up",
    ),
    "paid.rest_own": "rests {cards}",
    "cost.rest_opponent": Plural(
        "count",
        one="resting {count} of the opponent's active Characters",
        other="resting {count} of the opponent's active Characters",
    ),
    "paid.rest_opponent": "rests {cards}",
    "paid.rest_own.don": "rests {cards} and {count} DON!!",
    "cost.trash_own": Plural(
        "count",
        one="trashing {count} of the player's cards on the field that fits its text",
        other="trashing {count} of the player's cards on the field that fit its text",
    ),
    "cost.bottom_own": Plural(
        "count",
        one="placing {count} of the player's cards on the field that fits its text at the bottom "
            "of the deck",
        other="placing {count} of the player's cards on the field that fit its text at the bottom "
              "of the deck",
    ),
    "cost.hand_to_deck_bottom": Plural(
        "count",
        one="placing {count} card from the hand at the bottom of the deck",
        other="placing {count} cards from the hand at the bottom of the deck",
    ),
    "cost.life_face_up": Plural(
        "count",
        one="turning the top Life card face-up",
        other="turning the top {count} Life cards face-up",
    ),
    "cost.life_face_down": Plural(
        "count",
        one="turning the top Life card face-down",
        other="turning the top {count} Life cards face-down",
    ),
    "illegal.cost_life_face.none": "{effect} costs {what}, but none of {player}'s top Life cards "
                                   "can be turned that way (a card already so is not turned "
                                   "again).",
    "illegal.cost_life_face": "{effect} costs {what}, but only {count} of {player}'s top Life "
                              "cards can be turned that way (a card already so is not turned "
                              "again).",
    "paid.trash_own": "trashes {cards} (not a K.O.)",
    "cost.trash_own_or_hand": Plural(
        "count",
        one="trashing {count} of the player's Characters that fits its text, or {count} card "
            "of the hand",
        other="trashing {count} of the player's Characters that fit its text, or {count} cards "
              "of the hand",
    ),
    "paid.trash_own_or_hand": "trashes {cards}",
    "paid.bottom_own": "places {cards} at the bottom of the owner's deck",
    "paid.hand_to_deck_bottom": "places {cards} from the hand at the bottom of the deck",
    "paid.hand_to_deck_top": "places {cards} from the hand at the top of the deck",
    "cost.hand_to_deck_top": Plural(
        "count",
        one="placing {count} card from the hand at the top of the deck",
        other="placing {count} cards from the hand at the top of the deck",
    ),
    "paid.life_face_up": "turns {cards} at the top of the Life face-up",
    "paid.life_face_down": "turns {cards} at the top of the Life face-down",
    "paid.life_face_down_any": "turns {cards} of the Life face-down",
    "cost.life_face_down_any": Plural(
        "count",
        one="turning 1 face-up Life card face-down",
        other="turning {count} face-up Life cards face-down",
    ),
    "illegal.cost_life_face_any": "{effect} costs {what}, but {player} has only {count} face-up "
                                  "Life cards that can pay it.",
    "cost.return_don": Plural(
        "count",
        one="returning {count} DON!! of the field to the DON!! deck",
        other="returning {count} DON!! of the field to the DON!! deck",
    ),
    "cost.return_active_don": Plural(
        "count",
        one="returning {count} active DON!! to the DON!! deck",
        other="returning {count} active DON!! to the DON!! deck",
    ),
    "illegal.cost_return_don": Plural(
        "count",
        one="{effect} costs {what}, but {player} has only {count}.",
        other="{effect} costs {what}, but {player} has only {count}.",
        zero="{effect} costs {what}, but {player} has none.",
    ),
    "paid.return_active_don": "returns {count} active DON!! to the DON!! deck",
    "cost.return_given_don": Plural(
        "count",
        one="returning {count} of the player's given DON!! to the cost area rested",
        other="returning {count} of the player's given DON!! to the cost area rested",
    ),
    "paid.return_given_don": "returns {count} given DON!! (given to {cards}) to the cost area "
                             "rested",
    "payment_named.don": "{player} will return {count} DON!! to pay the next cost of {source}.",
    "illegal.cost_condition_unmet": "The cost of {effect} can be paid only while its \"if\" "
                                    "holds, and it does not ({why}).",
    "cost.give_don_own": Plural(
        "count",
        one="giving {count} active DON!! to a card of the player's that fits its text",
        other="giving {count} active DON!! to a card of the player's that fits its text",
    ),
    "paid.give_don_own": "gives {count} active DON!! to {card}",
    "cost.give_opponent_don": Plural(
        "count",
        one="giving {count} of the opponent's rested DON!! to 1 of their Characters",
        other="giving {count} of the opponent's rested DON!! to 1 of their Characters",
    ),
    "paid.give_opponent_don": "gives {count} of the opponent's rested DON!! to {card}",
    "cost.bottom_stage": Plural(
        "count",
        one="placing {count} Stage that fits its text at the bottom of its owner's deck",
        other="placing {count} Stages that fit its text at the bottom of their owner's deck",
    ),
    "paid.bottom_stage": "places {cards} at the bottom of the owner's deck",
    "cost.bottom_character": Plural(
        "count",
        one="placing {count} Character that fits its text at the bottom of its owner's deck",
        other="placing {count} Characters that fit its text at the bottom of their owners' decks",
    ),
    "paid.bottom_character": "places {cards} at the bottom of the owner's deck",
    "life_end.top": "top",
    "life_end.bottom": "bottom",
    "payment_named": "{player} names the cards that pay the next cost of {source}: {cards}.",
    "payment_named.life": "{player} takes the Life cards that pay the next cost of {source} from "
                          "the {end}.",
}
