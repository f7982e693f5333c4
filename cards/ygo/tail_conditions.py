"""Activation conditions of monster effects the other tables do not hold (added to
monster_shapes.CONDITIONS last): a monster activated from either of two zones, and more.

Standard library only. Each entry says what the condition makes of the effect: its type
(5-1-2 to 5-1-4), the event a Trigger Effect answers, the zone(s) it is activated from
(5-1-7) and whether it is worded "When" (11-1-9).
"""
from __future__ import annotations

from typing import Any

Fields = dict[str, Any]

MORE: dict[str, Fields] = {}
# an Ignition Effect activated from either of two zones, or any of three (5-1-7): the format's
# `from` lists them, the first the one its text names first
for _gy in ("GY", "Graveyard"):
    MORE[f"If this card is in your hand or {_gy}"] = {"type": "ignition",
                                                      "from": ["hand", "graveyard"]}
    MORE[f"If this card is in your hand, field, or {_gy}"] = {
        "type": "ignition", "from": ["hand", "field", "graveyard"]}
