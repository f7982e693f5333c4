"""The once-per-turn clauses of a Yu-Gi-Oh! monster's text (5-2-6), each effect's by its index:
which effects a clause covers and how it counts them. Standard library only; split from
monster_shapes.py, whose readers (and encoding's) take each effect's clause from `limits`.
"""
from __future__ import annotations

import re

from cards.ygo import psct

# the once-per-turn clauses read, each with how it limits (5-2-6): "name" counts each effect on
# its own across every card of that name, "shared" counts the effects it covers together
BY_NAME = re.compile(r'^you can only use (?:(?:this|each|the|the following) effect|each of (?:the '
                     r'(?:preceding|following)|these) effects) of "[^"]+" once per turn\.$')
SHARED = re.compile(r'^you can only use 1 (?:"[^"]+" effect|of (?:the following|these) effects of '
                    r'"[^"]+") per turn, and only once that turn\.$')


# "You can only use this effect of "X" once per Duel.": as by name, for the whole Duel (5-2-6)
BY_DUEL = re.compile(r'^you can only use (?:this|the) effect of "[^"]+" once per duel\.$')


def _word(clause: str) -> str | None:
    lowered = clause.lower()
    if BY_DUEL.match(lowered):
        return "duel"
    return "shared" if SHARED.match(lowered) else "name" if BY_NAME.match(lowered) else None


def limits(breakdown: psct.Breakdown) -> dict[int, str] | None:
    """Each effect's once-per-turn clause by its index (psct.Effect.clauses): "You can only
    use this effect of "X" once per turn." (the effect before it), "each of the preceding
    effects" (those before it), "each of the following effects" (those after it) or "each
    effect" (all of them): "name"; "You can only use 1 "X" effect per turn, and only once that
    turn." (all of them) or "1 of the following effects of "X" per turn, ..." (those after
    it): "shared" (5-2-6). "the effect of "X"" only on a card with one activated effect. A
    summoning procedure's "once per turn this way" is its own (summon_shapes.py), left out.
    None when a clause is another (once per Duel), when two cover one effect, or when a clause
    over every effect leaves an activated one unmarked (printed before the effects)."""
    activated = [e for e in breakdown.effects if e.kind == "activated"]
    for text in breakdown.limits:
        if psct.THIS_WAY.match(text):
            continue
        if _word(text) is None:
            return None
        lowered = text.lower()
        if lowered.startswith("you can only use the effect") and len(activated) != 1:
            return None  # "the effect" of a card with several: which one is not said
        if " of these effects of " in lowered and not any(text in e.clauses for e in activated):
            return None  # "these": the bullets printed after it (psct._covered); none read
        every = not any(words in lowered
                        for words in ("this effect", "preceding", "following", "these"))
        if every and any(text not in e.clauses for e in activated) \
                and _first(text, breakdown) is None:
            return None  # the clause covers all the card's effects: one it missed is not read
    once: dict[int, str] = {}
    for index, part in enumerate(breakdown.effects):
        clauses = [c for c in part.clauses if not psct.THIS_WAY.match(c)]
        first = [c for c in breakdown.limits if _first(c, breakdown) is part]
        if len(clauses + first) > 1:
            return None  # two clauses over one effect: how they combine is not read
        if clauses or first:
            once[index] = _word((clauses + first)[0]) or ""
    return once


def _first(clause: str, breakdown: psct.Breakdown) -> psct.Effect | None:
    """The one activated effect of a card whose "You can only use the effect of "X" once per
    turn." is printed before it, the card's first sentence (Gimmick Puppet Egg Head): "the
    effect" of a card with one can only be that one (5-2-6); None otherwise."""
    activated = [e for e in breakdown.effects if e.kind == "activated"]
    if len(activated) != 1 or clause in activated[0].clauses \
            or not clause.lower().startswith("you can only use the effect of"):
        return None
    return activated[0]
