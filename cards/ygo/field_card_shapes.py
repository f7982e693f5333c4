"""The effects a face-up Continuous Spell, Field Spell or Continuous Trap activates on the field
("Once per turn: You can ...", "If your opponent Special Summons a monster(s): You can ..."),
read into the scenario format's `effects:` of the card with `from: field` (10-5-1).

Standard library only. Each such sentence is read as monster_shapes.py reads a monster's
activated effect (its condition, cost, target, once-per-turn clause and steps), then kept only
when it fits a card that stays: a Spell's is Spell Speed 1 (an Ignition-like or a Trigger
Effect), a Continuous Trap's Spell Speed 2 (its "Once per turn: You can ..." is used whenever a
Spell Speed 2 effect may be, or in the Main Phase its condition names); a step or cost that
would treat the card as a monster ("this card gains 500 ATK") leaves it unread. Its Continuous
sentences are read as continuous_shapes.encode_lasting reads them; "You can only activate 1 "X"
per turn." limits the card's own activation (5-2-6). Every other sentence is named as not
applied, never guessed.
"""
from __future__ import annotations

import json
from dataclasses import replace
from typing import Any

from cards.ygo import continuous_shapes, monster_shapes, psct, shapes

Fields = dict[str, Any]

# a Trap's effect without a timing of its own has Spell Speed 2: the condition that made it
# an Ignition Effect on a monster says when it may be used instead (10-5-1)
TRAP_TIMINGS: dict[str, Fields] = {
    "": {}, "Once per turn": {},
    "During your Main Phase": {"during": "your_main_phase"},
    "Once per turn, during your Main Phase": {"during": "your_main_phase"},
}
# what the card may give up as its cost where it stays: itself, sent to the GY or banished (5-2-2)
COST_SELF = ("send", "banish")


def encode(kind: str, breakdown: psct.Breakdown) -> Fields | None:
    """A Continuous or Field Spell's, or a Continuous Trap's, fields when at least one of its
    sentences is an effect it activates on the field: its activation does nothing more (`effect`
    empty, 10-4-2), `effects` those read, its Continuous sentences as encode_lasting reads them,
    the rest under `left`; None when no such effect reads."""
    activation, rest = _activation_limit(breakdown)
    if activation is None:
        return None
    once = monster_shapes.limits(rest)
    if once is None:
        return None
    effects, left, lasting = [], [], []
    for index, effect in enumerate(rest.effects):
        entry = _effect(kind, effect, once.get(index, "")) if effect.kind == "activated" \
            else None
        if entry is not None:
            effects.append(entry)
        elif effect.kind == "activated":
            left.append(effect.text)
        else:
            lasting.append(effect)
    if not effects:
        return None
    out: Fields = {"effect": [], "effects": effects, **activation}
    if lasting:
        read = continuous_shapes.encode_lasting(psct.Breakdown(effects=lasting, limits=[]))
        if read is None:
            left += [effect.text for effect in lasting]
        else:
            left += read.pop("left", [])
            out.update({key: value for key, value in read.items() if key != "effect"})
    texts = [effect.text for effect in breakdown.effects]
    if left:
        out["left"] = sorted(left, key=texts.index)  # as printed
    return out


def _activation_limit(breakdown: psct.Breakdown) -> tuple[Fields | None, psct.Breakdown]:
    """"You can only activate 1 "X" per turn." (the card's own activation, 5-2-6) apart from
    the clauses over its effects; None when two such clauses are printed."""
    own = [text for text in breakdown.limits if shapes.ONCE.match(text)]
    if len(own) > 1:
        return None, breakdown
    effects = [replace(effect, clauses=[c for c in effect.clauses if c not in own])
               for effect in breakdown.effects]
    rest = psct.Breakdown(effects=effects,
                          limits=[text for text in breakdown.limits if text not in own])
    return ({"once_per_turn": True} if own else {}), rest


def _effect(kind: str, effect: psct.Effect, once: str) -> Fields | None:
    """One sentence as an effect of the card on the field, or None (see the module's words)."""
    entry = monster_shapes.effect(effect, once)
    if entry is None or entry.get("from", "field") != "field" or "self" in json.dumps(
            entry.get("effect", entry.get("options", []))):
        return None  # from elsewhere, or a step on the card itself as if it were a monster
    if entry.get("cost_self", "send") not in COST_SELF:
        return None
    if kind == "spell":
        return {**entry, "from": "field"} if entry["type"] in ("ignition", "trigger") else None
    if entry["type"] == "ignition":
        timing = TRAP_TIMINGS.get(effect.condition)
        return None if timing is None else {**entry, "type": "quick", "from": "field", **timing}
    return {**entry, "from": "field"}
