"""The English words of an Event's [Main] used by another card's effect (optcg/event_use.py): the
English stays next to the code; each language's catalogue (de.py, es.py, it.py, fr.py) has their
translations in its section `event_use`."""
from __future__ import annotations

from ...core.catalogue import Message

EVENT_USE: dict[str, Message] = {
    "would.activate_event": "activate an Event",
    "would.activate_event.card": "activate {card}",
    "why.no_main": "{card} has no [Main] effect to activate so",
    "why.event_cost_unpaid": "the activation cost of {card}'s [Main] cannot be paid",
    "event_activated_by_effect": "{effect}: {player} activates the [Main] of {card} from the hand "
                                 "without paying the card's cost; it goes to the trash.",
    "event_main_from_trash": "{effect}: {player} activates the [Main] effect of {card} in the "
                             "trash; the card stays there, and no Event is activated.",
}
