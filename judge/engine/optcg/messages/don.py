"""The English words of DON!! moved by effects (optcg/don.py): the English stays next to the code;
each language's catalogue (de.py, es.py, it.py, fr.py) has their translations in its section
`don`."""
from __future__ import annotations

from ...core.catalogue import Message, Plural

DON: dict[str, Message] = {
    "would.add_don": "add DON!! from the DON!! deck",
    "don_added.short": "{effect}: {player} adds {count} DON!! from the DON!! deck to the cost "
                       "area, active (only {count} of the {wanted} asked were left).",
    "don_added.rested.short": "{effect}: {player} adds {count} DON!! from the DON!! deck to the "
                              "cost area, rested (only {count} of the {wanted} asked were left).",
    "don_added": "{effect}: {player} adds {count} DON!! from the DON!! deck to the cost area, "
                 "active.",
    "don_added.rested": "{effect}: {player} adds {count} DON!! from the DON!! deck to the cost "
                        "area, rested.",
    "would.give_don": "give DON!!",
    "don_given_by_effect": "{effect}: {player} gives {count} rested DON!! to {card}.",
    "don_given_by_effect.short": Plural(
        "count",
        one="{effect}: {player} gives {count} rested DON!! to {card} (only {count} of the "
            "{wanted} asked were rested).",
        other="{effect}: {player} gives {count} rested DON!! to {card} (only {count} of the "
              "{wanted} asked were rested).",
        zero="{effect}: {player} has no rested DON!!, so none is given to {card}.",
    ),
    "don_given_by_effect.opponent": "{effect}: {player} gives {count} of {owner}'s rested DON!! "
                                    "to {card} (they add power only in {owner}'s turn).",
    "don_given_by_effect.opponent.short": Plural(
        "count",
        one="{effect}: {player} gives {count} of {owner}'s rested DON!! to {card} (only {count} "
            "of the {wanted} asked were rested; they add power only in {owner}'s turn).",
        other="{effect}: {player} gives {count} of {owner}'s rested DON!! to {card} (only {count} "
              "of the {wanted} asked were rested; they add power only in {owner}'s turn).",
        zero="{effect}: {owner} has no rested DON!!, so {player} gives none to {card}.",
    ),
    "don_given_by_effect.active": "{effect}: {player} gives {count} active DON!! to {card}.",
    "don_given_by_effect.active.short": Plural(
        "count",
        one="{effect}: {player} gives {count} active DON!! to {card} (only {count} of the "
            "{wanted} asked were active).",
        other="{effect}: {player} gives {count} active DON!! to {card} (only {count} of the "
              "{wanted} asked were active).",
        zero="{effect}: {player} has no active DON!!, so none is given to {card}.",
    ),
    "don_given_by_effect.opponent.active": "{effect}: {player} gives {count} of {owner}'s active "
                                           "DON!! to {card} (they add power only in {owner}'s "
                                           "turn).",
    "don_given_by_effect.opponent.active.short": Plural(
        "count",
        one="{effect}: {player} gives {count} of {owner}'s active DON!! to {card} (only {count} "
            "of the {wanted} asked were active; they add power only in {owner}'s turn).",
        other="{effect}: {player} gives {count} of {owner}'s active DON!! to {card} (only {count} "
              "of the {wanted} asked were active; they add power only in {owner}'s turn).",
        zero="{effect}: {owner} has no active DON!!, so {player} gives none to {card}.",
    ),
    "don_set_active": "{effect}: {player} sets {count} DON!! of the cost area as active.",
    "don_to_match": "{effect}: {player} returns {count} DON!! from the field to the DON!! deck, "
                    "so as to have as many DON!! on the field as {rival}.",
    "don_to_match.none": "{effect}: {player} has no more DON!! on the field than {rival}, so "
                         "none is returned.",
    "zero_times.add_don": "{effect} asks to add 0 DON!!: nothing happens.",
    "don_moved": "{effect}: {player} gives {count} DON!! already given to other cards of theirs "
                 "to {card}.",
    "would.move_given_don": "give DON!! already given to other cards",
    "why.no_given_don": "no other card of {player} has DON!! given",
    "zero_times.move_given_don": "{effect} asks to give 0 DON!!: nothing happens.",
}
