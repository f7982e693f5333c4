"""A Normal Trap's activation followed by effects used from its Graveyard ("During your turn,
except the turn this card was sent to the GY: You can banish this card from your GY, then target
1 Effect Monster your opponent controls; negate the effects of that target until the end of this
turn.", Breakthrough Skill): each an `effects:` entry of type `quick` from the Graveyard (Spell
Speed 2, 5-1-9), its timing from the sentence's condition (CONDITIONS), and its cost, target and
steps read as a monster's would be (monster_shapes.py).

Standard library only. Only a condition of CONDITIONS is read, and the effect must give the
card up from the Graveyard as its cost ("banish this card from your GY"), as every such Trap
prints it; a once-per-turn clause over "this effect" limits the effect before it, any other
clause leaves the card unread.
"""
from __future__ import annotations

from dataclasses import replace
from typing import Any

from cards.ygo import monster_shapes, psct

# the condition of a Trap's Graveyard effect -> its timing (5-1-9)
CONDITIONS: dict[str, dict[str, Any]] = {
    "": {},
    "During your turn, except the turn this card was sent to the GY": {
        "during": "your_turn", "except_turn_sent": True},
    "During either player's turn, except the turn this card was sent to the GY": {
        "except_turn_sent": True},
    "During your Main Phase": {"during": "your_main_phase"},
    "During your Main Phase, except the turn this card was sent to the GY": {
        "during": "your_main_phase", "except_turn_sent": True},
    "During the Main Phase": {"during": "main_phase"},
}


def encode(breakdown: psct.Breakdown, head: dict[str, Any] | None) -> dict[str, Any] | None:
    """The card's fields: `head` is its activation read alone (encoding.encode), None when
    it was not read; the effects after it must each be a Graveyard effect read in full."""
    once = monster_shapes.limits(breakdown)
    if head is None or "left" in head or once is None or breakdown.effects[0].once_per_turn:
        return None
    effects = []
    for index, effect in enumerate(breakdown.effects[1:], start=1):
        timing = CONDITIONS.get(effect.condition)
        if effect.kind != "activated" or timing is None:
            return None
        after = effect.text.split(":", 1)[1].strip() if effect.condition else effect.text
        entry = monster_shapes.effect(replace(effect, condition="", text=after),
                                      once.get(index, ""))
        if entry is None or entry.get("from") != "graveyard" or entry.get("cost_self") \
                != "banish" or entry["type"] != "ignition":
            return None
        effects.append({**entry, "type": "quick", **timing})
    return {**head, "effects": effects}
