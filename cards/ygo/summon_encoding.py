"""A Spell's or Trap's condition naming a Summon, read into its fields (summon_answers.py
reads the words): "When your opponent Summons a monster(s) with 1500 or more ATK" answered once
the Summon has succeeded (10-3-4), and "When a monster(s) would be Summoned, OR a Spell/Trap
Card is activated: ... negate the Summon or activation" while it is being made (5-3-9, 8-1-5).
encoding.py asks here. Standard library only."""
from __future__ import annotations

from typing import Any

from cards.ygo import psct, shapes, summon_answers


def encode(effect: psct.Effect, breakdown: psct.Breakdown, fields: dict[str, Any],
             phrase: str) -> dict[str, Any] | None:
    """A condition naming a Summon (summon_answers.py): answered once it has succeeded, with
    what the card does to "that monster(s)" (10-3-4), or negated while it is being made
    (5-3-9); a half "OR a Spell/Trap Card is activated" of a negation is read as a negating
    card's `negates` (Solemn Warning's "... that includes an effect that Special Summons a
    monster(s)": `summoning`); worded otherwise, the card is not read."""
    halves = effect.condition.split(", OR ")
    parts = [shapes.cost(effect.cost), shapes.limits(breakdown.limits)]
    if len(halves) > 2 or any(part is None for part in parts):
        return None
    out: dict[str, Any] = {}
    for part in parts:
        out.update(part or {})
    if "negates" in fields:
        return _negation(effect, halves, {**out, **fields})
    aimed = summon_answers.target(effect.target)
    if len(halves) > 1 or aimed is None:
        return None
    steps = shapes.action(effect.action, aimed) if aimed else summon_answers.action(
        effect.action, phrase)
    if steps is None or "negate" in str(steps):
        return None
    return {**out, **fields, **aimed, "effect": steps}


SUMMONING = ("when a Spell/Trap Card, or monster effect, is activated that includes an effect "
             "that Special Summons a monster(s)")


def _negation(effect: psct.Effect, halves: list[str],
              fields: dict[str, Any]) -> dict[str, Any] | None:
    """"negate the Summon (or activation), and if you do, destroy that card" (Solemn
    Judgment, Black Horn of Heaven): `negates` holds `summon` and the activations the other
    half names (shapes.NEGATED)."""
    other = halves[1] if len(halves) > 1 else ""
    if effect.target or not summon_answers.negation(effect.action, bool(other)):
        return None
    steps = [{"negate": "previous"}]
    if not other:
        return {**fields, "effect": steps}
    found = shapes.ACTIVATED.match(f"When {other}")
    what = found and (found.group("what") or found.group("plain"))
    if what in shapes.NEGATED:
        return {**fields, "negates": ["summon", *shapes.NEGATED[what]], "effect": steps}
    if other == SUMMONING:  # Solemn Warning: any activation that would Special Summon
        return {**fields, "negates": ["summon", "summoning"], "effect": steps}
    return None
