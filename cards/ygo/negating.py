"""Continuous Effects that negate other cards' effects on the field, read into the scenario
format (5-5-1, 5-5-3): "Negate the effects of all face-up monsters while they are face-up on the
field (but their effects can still be activated)." (`negates_monsters`, Skill Drain), "Negate all
Spell effects on the field." / "Negate all other Trap effects on the field." (`negates_on_field`,
Imperial Order, Royal Decree, Jinzo) and "Trap Cards, and their effects on the field, cannot be
activated." (`bars_on_field`, Jinzo, Spell Canceller).

Standard library only. A Continuous Spell or Trap is read when every sentence of its text is one
of these, or the cost of its activation "Activate this card by paying 1000 LP." (`pay_lp`,
5-2-2); its activation then applies nothing of its own, and the card changes the game while it
stays face-up (10-4-2). A Trap that negates Trap effects must say "other" (it never negates
itself). Sentences are matched whole; another sentence of such a card is named as not applied,
unless it limits the card's activation (then the card is not read at all).
"""
from __future__ import annotations

import re
from typing import Any

from cards.ygo import psct

SENTENCES: dict[str, dict[str, Any]] = {
    "Negate the effects of all face-up monsters while they are face-up on the field (but their "
    "effects can still be activated).": {"negates_monsters": True},
    "Negate all Spell effects on the field.": {"negates_on_field": ["spell"]},
    "Negate all Trap effects on the field.": {"negates_on_field": ["trap"]},
    "Negate all other Trap effects on the field.": {"negates_on_field": ["trap"]},
    "Negate all other Spell effects on the field.": {"negates_on_field": ["spell"]},
    "Trap Cards, and their effects on the field, cannot be activated.": {
        "bars_on_field": ["trap"]},
    "Spell Cards, and their effects on the field, cannot be activated.": {
        "bars_on_field": ["spell"]},
}
PAYING = re.compile(r"^Activate this card by paying (?P<n>\d+) LP\.$")
# a sentence that says where or how the card may be activated: never left unread (5-2-4)
LIMITING = re.compile(r"^(?:Activate|You can only|Activate only|You can activate)")


def sentence(text: str, kind: str) -> dict[str, Any] | None:
    """The fields of one negating sentence on a card of `kind`; None if it is not one. A
    Spell or Trap negating its own kind's effects must say "other"."""
    found = SENTENCES.get(text)
    if found is None or kind != "monster" and found.get("negates_on_field") == [kind] \
            and " other " not in text:
        return None
    return found


def encode_continuous(kind: str, breakdown: psct.Breakdown) -> dict[str, Any] | None:
    """A Continuous Spell's or Trap's fields when a negating sentence is read; its other
    sentences under `left` (named as not applied: Imperial Order's Standby Phase payment).
    None when nothing negating is read, or when a sentence left would limit its activation
    (the engine would otherwise allow it where the text forbids it, 5-2-4)."""
    if breakdown.limits or not breakdown.effects:
        return None
    fields: dict[str, Any] = {"effect": []}
    left = []
    for effect in breakdown.effects:
        paying = PAYING.match(effect.text)
        found = sentence(effect.text, kind)
        if paying is not None and "pay_lp" not in fields:
            fields["pay_lp"] = int(paying.group("n"))
        elif found is not None and not found.keys() & fields.keys():
            fields.update(found)
        elif LIMITING.match(effect.text) or effect.kind != "continuous":
            return None
        else:
            left.append(effect.text)
    if not fields.keys() - {"effect", "pay_lp"}:
        return None
    return {**fields, "left": left} if left else fields
