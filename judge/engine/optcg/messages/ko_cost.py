"""The English words of a K.O. paid as a cost (optcg/ko_cost.py): the English stays next to the
code; each language's catalogue (de.py, es.py, it.py, fr.py) has their translations in its
section `ko_cost`."""
from __future__ import annotations

from ...core.catalogue import Message, Plural

KO_COST: dict[str, Message] = {
    "cost.ko_own": Plural(
        "count",
        one="K.O.ing {count} of the player's Characters that fits its text (one that cannot be "
            "K.O.'d by effects cannot pay)",
        other="K.O.ing {count} of the player's Characters that fit its text (one that cannot be "
              "K.O.'d by effects cannot pay)",
    ),
    "paid.ko_own": "K.O.s {cards}",
}
