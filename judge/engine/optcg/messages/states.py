"""The English words of rested and active (optcg/states.py): the English stays next to the code;
each language's catalogue (de.py, es.py, it.py, fr.py) has their translations in its section
`states`."""
from __future__ import annotations

from ...core.catalogue import Message

STATES: dict[str, Message] = {
    "would.rest": "rest a card",
    "would.rest.card": "rest {card}",
    "would.set_active": "set a card active",
    "would.set_active.card": "set {card} active",
    "already.rest": "{effect} would rest {card}, which already is; nothing changes.",
    "already.set_active": "{effect} would set {card} active, which already is; nothing changes.",
    "state_changed.rest": "{effect} rests {card}.",
    "state_changed.set_active": "{effect} sets {card} active.",
}
