"""The English words of base power set or swapped (optcg/base_power.py): the English stays next to
the code; each language's catalogue (de.py, es.py, it.py, fr.py) has their translations in its
section `base_power`."""
from __future__ import annotations

from ...core.catalogue import Message

BASE_POWER: dict[str, Message] = {
    "power.base_set": "base power set by an effect",
    "base_power_set": "{effect}: the base power of {card} becomes {value} {duration}; changes to "
                      "its power still count on top: now {power}.",
    "base_power_swapped": "{effect}: {card} and {other} swap their base powers {duration}; "
                          "changes to their power still count on top: now {power} and "
                          "{other_power}.",
    "would.base_power": "set a card's base power",
    "would.base_power.card": "set the base power of {card}",
    "would.swap_base_power": "swap two cards' base powers",
    "why.swap_needs_two": "it needs two cards and {count} were chosen",
}
