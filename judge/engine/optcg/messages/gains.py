"""The English words of keywords and flags gained (optcg/gains.py): the English stays next to the
code; each language's catalogue (de.py, es.py, it.py, fr.py) has their translations in its
section `gains`."""
from __future__ import annotations

from ...core.catalogue import Message

GAINS: dict[str, Message] = {
    "gained": "{effect}: {card} gains {what} {duration}.",
    "would.gain": "give a card a keyword",
    "would.gain.card": "give {card} a keyword during this battle",
}
