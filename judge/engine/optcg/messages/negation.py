"""The English words of effects negated (optcg/negation.py): the English stays next to the code;
each language's catalogue (de.py, es.py, it.py, fr.py) has their translations in its section
`negation`."""
from __future__ import annotations

from ...core.catalogue import Message

NEGATION: dict[str, Message] = {
    "auto_negated.on_play": "{effect} does not activate: {player}'s [On Play] effects are "
                            "negated.",
    "on_play_negated": "{effect}: the [On Play] effects of {player}'s cards are negated "
                       "{duration}; a card {player} plays meanwhile activates none.",
    "negated": "{effect}: the effects of {card} are negated {duration}. What they already did "
               "stays, and what other cards give it still works.",
    "auto_negated": "{effect} does not activate: the effects of {card} are negated.",
    "would.negate": "negate a card's effects",
    "would.negate.card": "negate the effects of {card} during this battle",
    "illegal.activate_negated": "The effects of {card} are negated: its [Activate: Main] cannot "
                                "be activated, nor its cost paid.",
    "illegal.blocker_negated": "{card} cannot block: its effects are negated, [Blocker] included.",
}
