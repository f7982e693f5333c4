"""The English words of "if that Character ..." (optcg/that_card.py): the English stays next to the
code; each language's catalogue (de.py, es.py, it.py, fr.py) has their translations in its
section `that_card`."""
from __future__ import annotations

from ...core.catalogue import Message

THAT_CARD: dict[str, Message] = {
    "unmet.that_card": "the power of {card} is now {power} and its cost {cost}, which is not what "
                       "the text asks of that card",
    "unmet.battle_target_gone": "the card it battled is no longer where it battled",
    "unmet.that_card_gone": "the card the effect chose is not on the field (or none was chosen)",
    "unmet.that_card_not_returned": "the card the effect chose was not returned to the hand (or "
                                    "none was chosen)",
}
