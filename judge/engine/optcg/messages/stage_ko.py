"""The English words of a Stage K.O.'d (optcg/stage_ko.py): the English stays next to the code;
each language's catalogue (de.py, es.py, it.py, fr.py) has their translations in its section
`stage_ko`."""
from __future__ import annotations

from ...core.catalogue import Message

STAGE_KO: dict[str, Message] = {
    "stage_knocked_out": "{effect}: {card} is K.O.'d and goes to {owner}'s trash (the card's text "
                         "K.O.s a Stage, which the rules otherwise say of Characters).",
}
