"""A material's own Trigger Effect on being detached as the cost of its Xyz Monster's effect
(4-4-12, judge/engine/ygo/detached_events.py): "If this card is detached from an Xyz Monster to
activate that monster's effect" (the Gagaga, Gogogo and Dododo monsters, Galaxy-Eyes Afterglow
Dragon, Capshell) and "If this card is detached from an Xyz Monster and sent to the GY to
activate that monster's effect" (Gagaga Mancer, Big Belly Knight, Raidraptor - Skull Eagle).

The detached card goes to the GY (4-4-3), where the second wording's effect is activated from;
the first does not ask where it went, so it is activated from the GY or, sent away there
instead, from among the banished cards (5-1-7, 5-4-10).

Standard library only; whole wordings, no pattern.
"""
from __future__ import annotations

from typing import Any

Fields = dict[str, Any]

EVENT = "detached_for_cost"
CONDITIONS: dict[str, Fields] = {
    "If this card is detached from an Xyz Monster to activate that monster's effect": {
        "type": "trigger", "event": EVENT, "from": ["graveyard", "banished"]},
}
for _gy in ("GY", "Graveyard"):
    CONDITIONS[f"If this card is detached from an Xyz Monster and sent to the {_gy} to activate "
               "that monster's effect"] = {"type": "trigger", "event": EVENT, "from": "graveyard"}
