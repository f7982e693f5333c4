"""Sentences that move cards without naming one, read into the scenario format's steps, or
refused.

Standard library only. The cards are the top ones of a Deck, so no player chooses them and
no activation names them (the `fetch` of fetch_shapes.py is chosen; these are not):

- "Send the top 3 cards of your Deck to the GY." -> `{send_top: {player: controller, count:
  3}}`; "... of your opponent's Deck" (or "their Deck", the opponent the effect speaks of) ->
  `player: opponent`; "Each player sends the top card of their Deck to the GY." -> `player:
  both` (3-7-3).

It also holds the face-down Special Summons of a target and of the monster itself ("Special
Summon that target in face-down Defense Position.", "Special Summon this card from your hand
in face-down Defense Position."): `position: set`, face-down only where the text says so
(8-4-3), which shapes.py and monster_shapes.py add to their own lists.

Patterns are anchored and hold no quantified group inside another: linear.
"""
from __future__ import annotations

import re
from typing import Any

Fields = dict[str, Any]

COUNT = r"(?:(?P<n>\d+) cards|card)"
GRAVEYARD = r"to the (?:GY|Graveyard)"
SEND_TOP = re.compile(rf"^[Ss]end the top {COUNT} of (?P<whose>your|your opponent's|their) Deck "
                      rf"{GRAVEYARD}\.$")
EACH_SENDS = re.compile(rf"^(?:Each player|Both players) sends? the top {COUNT} of their Deck "
                        rf"{GRAVEYARD}\.$")
WHOSE = {"your": "controller", "your opponent's": "opponent", "their": "opponent"}

IT = r"(?:it|that target|that monster|them|those targets)"
FACE_DOWN = " in face-down Defense Position"
# a step on the target (shapes.ON_TARGET): pattern, and the step it makes
ON_TARGET: tuple[tuple[re.Pattern[str], Any], ...] = (
    (re.compile(rf"^Special Summon {IT}(?: from the (?:GY|Graveyard))?{FACE_DOWN}\.$"),
     lambda m: {"special_summon": {"card": "chosen", "position": "set"}}),
)
# the monster itself (monster_shapes.SELF): pattern, step, the zone it is activated from
SELF: tuple[tuple[re.Pattern[str], Fields, str | None], ...] = (
    (re.compile(rf"^Special Summon this card from your hand{FACE_DOWN}\.$"),
     {"special_summon": {"card": "self", "position": "set"}}, "hand"),
    (re.compile(rf"^Special Summon this card from your (?:GY|Graveyard){FACE_DOWN}\.$"),
     {"special_summon": {"card": "self", "position": "set"}}, "graveyard"),
    (re.compile(rf"^Special Summon this card{FACE_DOWN}\.$"),
     {"special_summon": {"card": "self", "position": "set"}}, None),
)


def read(text: str) -> list[Fields] | None:
    """The step of one sentence, or None when it is not one of the shapes above."""
    found = SEND_TOP.match(text)
    player = WHOSE[found.group("whose")] if found else "both"
    found = found or EACH_SENDS.match(text)
    if found is None:
        return None
    count = int(found.group("n") or 1)
    if count < 1:
        return None
    return [{"send_top": {"player": player, "count": count}}]
