"""The English words of "up to N" count steps (optcg/up_to.py): the English stays next to the code;
each language's catalogue (de.py, es.py, it.py, fr.py) has their translations in its section
`up_to`."""
from __future__ import annotations

from ...core.catalogue import Message

UP_TO: dict[str, Message] = {
    "up_to_most": "{effect} says \"up to {most}\": the scenario names no number, so {most} (the "
                  "player may have taken fewer, even 0).",
    "up_to_taken": "{effect} says \"up to {most}\": the player takes {count}.",
    "illegal.no_up_to": "{card} has no \"up to\" step in the effect this action uses, so the "
                        "action cannot say how many the player takes.",
    "illegal.take_too_many_numbers": "{effect} has {count} \"up to\" {count:step|steps}: the "
                                     "action names more numbers than that.",
    "illegal.take_above_up_to": "{effect} says \"up to {most}\": the player cannot take {number}.",
}
