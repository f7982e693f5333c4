"""A Pendulum Monster's own text that places it in a Pendulum Zone, read into the scenario
format's steps, or refused.

Standard library only. "Place this card in your Pendulum Zone." is `{place_scale: self}` (not an
activation, 3-6-4), wherever its effect is activated from; its usual condition, "If this card in
the Monster Zone is destroyed", answers a destruction of the card as a monster only, not as a
Pendulum Scale (`destroyed_in_monster_zone`, 5-1-6), and is activated from where the
destruction left it (its face-up Extra Deck, 4-3-4). Patterns are anchored and linear.
"""
from __future__ import annotations

import re
from typing import Any

from cards.ygo.moves_shapes import Self

Fields = dict[str, Any]

SELF: Self = (
    (re.compile(r"^Place this card in your Pendulum Zone\.$"), {"place_scale": "self"}, None),
)
CONDITIONS: dict[str, Fields] = {
    words: {"type": "trigger", "event": "destroyed_in_monster_zone", "from": "graveyard"}
    for words in ("If this card in the Monster Zone is destroyed",
                  "If this card in the Monster Zone is destroyed by battle or card effect")}
