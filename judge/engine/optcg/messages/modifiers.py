"""The English words of power and cost changes (optcg/modifiers.py): the English stays next to the
code; each language's catalogue (de.py, es.py, it.py, fr.py) has their translations in its
section `modifiers`."""
from __future__ import annotations

from ...core.catalogue import Message

MODIFIERS: dict[str, Message] = {
    "would.power": "change the power of a card",
    "would.power.card": "change the power of {card}",
    "would.power_battle.card": "change {card}'s power during this battle",
    "would.set_power_zero": "set a card's power to 0",
    "would.set_power_zero.card": "set the power of {card} to 0",
    "would.cost": "change a cost",
    "power_changed": "{effect} gives {card} {amount:+d} power {duration}: now {power}.",
    "power_changed.negative": "{effect} gives {card} {amount:+d} power {duration}: now {power}. "
                              "Its power is negative, but it stays on the field.",
    "power_zero_already": "{effect} would set {card}'s power to 0, but it is already {power}; "
                          "nothing happens.",
    "power_set_zero": "{effect} sets {card}'s power to 0: it loses {lost} {duration}.",
    "cost_set_zero": "{effect} sets {card}'s cost to 0 {duration}, whatever else changes it.",
    "duration.your_next_turn": "until the end of its controller's next turn",
    "next_play_cost": "{effect}: the next time {player} plays a card it names from the hand "
                      "during this turn, the cost paid for it changes by {amount:+d}.",
    "played.discount": "{effect} changes the cost of playing {card} by {amount:+d}: "
                        "{cost} is paid.",
    "cost_changed": "{effect} changes {card}'s cost by {amount:+d} {duration}: it is now {cost} "
                    "(never below 0).",
}
