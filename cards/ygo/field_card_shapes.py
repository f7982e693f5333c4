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
import re
from dataclasses import replace
from typing import Any

from cards.ygo import (
    activation_riders,
    conditions_shapes,
    continuous_shapes,
    counter_shapes,
    monster_shapes,
    psct,
    shapes,
)

Fields = dict[str, Any]

# a Trap's effect without a timing of its own has Spell Speed 2: the condition that made it
# an Ignition Effect on a monster says when it may be used instead (10-5-1)
TRAP_TIMINGS: dict[str, Fields] = {
    "": {}, "Once per turn": {},
    "During your Main Phase": {"during": "your_main_phase"},
    "Once per turn, during your Main Phase": {"during": "your_main_phase"},
}
# a Spell's or Trap's own wording of a condition a monster's text words otherwise: the card
# leaves its Spell & Trap Zone (the field) for the GY, activated from there (5-1-8, 5-1-9); a
# Continuous Trap's "During the Main Phase:", its timing at Spell Speed 2 (10-5-1)
ALIASES = {
    "If this card is sent from the Spell & Trap Zone to the GY":
        "If this card is sent from the field to the GY",
    "If this card is sent from the Spell & Trap Zone to the Graveyard":
        "If this card is sent from the field to the GY",
}
TRAP_ALIASES = {
    "During the Main Phase": "During the Main Phase (Quick Effect)",
    "Once per turn, during the Main Phase": "Once per turn, during the Main Phase (Quick Effect)",
}
MUST = re.compile(r"^You must control (?P<board>[^.]+) to activate and to resolve this "
                  r"effect\.$")
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
    counted: Fields = {}  # the counters its text speaks of (4-8-4, 4-8-5)
    entry: Fields | None = None  # the effect just read, which a "You must ..." may follow
    for index, effect in enumerate(rest.effects):
        if entry is not None and (_both_ways(entry, effect.text)  # 10-5-2
                                  or activation_riders.once_rider(effect.text, entry)):
            entry = None
            continue
        entry = _effect(kind, effect, once.get(index, "")) if effect.kind == "activated" \
            else None
        counter = counter_shapes.static(effect.text, counted) if entry is None else None
        if entry is not None:
            effects.append(entry)
        elif counter is not None:  # "Each time ..., place 1 ... Counter on this card" (4-8-5)
            counted = counter
        elif effect.kind == "activated":
            left.append(effect.text)
        else:
            lasting.append(effect)
    if not effects:
        return None
    out: Fields = {"effect": [], "effects": effects, **activation,
                   **({"counter": counted} if counted else {})}
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


def _both_ways(entry: Fields, text: str) -> bool:
    """"You must control no monsters to activate and to resolve this effect." after an effect
    read without a condition of its own: the board it names becomes its `if`, checked again as
    it resolves (`resolve_if`, 10-5-2); whether the sentence was read so."""
    found = MUST.match(text)
    board = conditions_shapes.board(f"If you control {found.group('board')}") if found else None
    if board is None or "if" in entry or list(board) != ["type", "if"]:
        return False
    entry.update({"if": board["if"], "resolve_if": True})
    return True


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
    """One sentence as an effect of the card on the field or in its Graveyard, or None (see
    the module's words)."""
    said = ALIASES.get(effect.condition) or (TRAP_ALIASES.get(effect.condition)
                                             if kind == "trap" else None)
    if said is not None:
        effect = replace(effect, condition=said, text=effect.text.replace(effect.condition, said))
    entry = monster_shapes.effect(effect, once)
    if entry is None or "self" in json.dumps(entry.get("effect", entry.get("options", []))):
        return None  # a step on the card itself as if it were a monster
    if entry.get("from") == "graveyard":
        return _graveyard(kind, effect, entry)
    if entry.get("from", "field") != "field":
        return None
    if entry.get("cost_self", "send") not in COST_SELF:
        return None
    if kind == "spell":
        return {**entry, "from": "field"} if entry["type"] in ("ignition", "trigger") else None
    if entry["type"] == "ignition":
        timing = TRAP_TIMINGS.get(effect.condition)
        return None if timing is None else {**entry, "type": "quick", "from": "field", **timing}
    return {**entry, "from": "field"}


def graveyard_trigger(effect: psct.Effect) -> Fields | None:
    """A Spell's sentence as a Trigger Effect in its Graveyard on its own move there, with no
    once-per-turn clause ("If this card is sent from the field to the GY: ..."), or None; an
    Equip Spell's (equip_graveyard.py)."""
    entry = _effect("spell", effect, "")
    return entry if entry is not None and entry.get("from") == "graveyard" \
        and entry["type"] == "trigger" else None


def _graveyard(kind: str, effect: psct.Effect, entry: Fields) -> Fields | None:
    """An effect used from the card's Graveyard: a Spell's like an Ignition Effect ("You can
    banish this card from your GY; ...", 5-1-8), a Trap's at Spell Speed 2 when no timing is
    printed (5-1-9), or either answering its own move there ("If this card is sent to the
    GY: ...", a Trigger Effect)."""
    if entry["type"] == "trigger" or kind == "spell" and entry["type"] == "ignition":
        return entry
    if entry["type"] == "ignition" and not effect.condition:
        return {**entry, "type": "quick"}
    return None


# "pay N LP or destroy this card" in a Standby Phase (10-5-3): not an effect activated, a price
# asked to keep the card; "(this is not optional)" leaves no choice but to pay when one can
UPKEEP = re.compile(r"^(?:Once per turn, during (?P<whose>your|the) Standby Phase|During each of "
                    r"(?P<each>your) Standby Phases), pay (?P<n>\d+) (?:LP|Life Points),? or "
                    r"destroy this card\.$")
MUST_PAY = re.compile(r"^Once per turn, during (?P<whose>your|the) Standby Phase, you must pay "
                      r"(?P<n>\d+) LP \(this is not optional\), or this card is destroyed\.$")


def with_upkeep(encoded: Fields) -> Fields:
    """A Continuous or Field card's fields with its price to stay read off `left` (`upkeep`,
    10-5-3); the same fields when there is none."""
    for text in encoded.get("left", []):
        found = UPKEEP.match(text) or MUST_PAY.match(text)
        if found is None or "upkeep" in encoded:
            continue
        whose = "any" if found.group("whose") == "the" else "own"
        encoded["upkeep"] = {"pay_lp": int(found.group("n")), "whose": whose,
                             **({"must": True} if found.re is MUST_PAY else {})}
        encoded["left"] = [other for other in encoded["left"] if other != text]
    if "left" in encoded and not encoded["left"]:
        del encoded["left"]
    return encoded
