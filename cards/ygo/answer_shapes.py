"""A monster's Quick Effect whose condition is the activation of a card or effect, and that does
something other than negate it: "Once per turn, when your opponent activates a card or effect
(Quick Effect): You can Special Summon 1 Level 2 or lower Dragon monster from your Deck.",
"Once per Chain, when a Trap Card is activated (Quick Effect): ... Special Summon this card from
your hand." Read into the scenario format's `answers: {kinds, by}`: the effect is activated only
as the Chain Link right after an activation of those kinds (any, when `kinds` is left out), by
the opponent when `by: opponent` (judge/engine/ygo/answers.py, 11-1-11).

Standard library only. The condition's words are negation_shapes.condition's (the same kinds
a negating effect names); the rest of the effect (cost, target, what it does) is read as any
Quick Effect's by the caller's `effect`, with the condition "(Quick Effect)". A condition that
asks what the activation includes ("that includes any of these effects"), or "another
monster's effect", is not read here.
"""
from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import Any

from cards.ygo import negation_shapes, psct, synchro_effect_shapes, targeted_negation

Fields = dict[str, Any]
Effect = Callable[[psct.Effect, str], "Fields | None"]


def read(part: psct.Effect, once: str, effect: Effect) -> Fields | None:
    """The `effects:` entry of such an effect, or None when it is not one or a part of it is
    not read."""
    targeted = targeted_negation.read(part, once, effect)  # "that targets this card" 5-1-13
    if targeted is not None:
        return targeted
    condition, per_chain = synchro_effect_shapes.per_chain(part.condition)
    found = negation_shapes.condition(condition, part.options, True)
    if found is None or found.get("negates_includes") or found.get("negates_by") == "other_card":
        return None
    # "Once per turn, when ...": the effect's own limit, read from the words as any Quick
    # Effect's "Once per turn (Quick Effect)" (5-2-6)
    quick = "Once per turn (Quick Effect)" if "once_per_turn" in found else "(Quick Effect)"
    fields = effect(replace(part, condition=quick), once)
    if fields is None or fields.get("type") != "quick" or fields.get("during") \
            or any(step_key(step) == "negate" for step in fields.get("effect", [])):
        return None  # a negation is negation_shapes' to read, with its own checks (11-3)
    answers: Fields = {}
    if found.get("negates"):
        answers["kinds"] = found["negates"]
    if found.get("negates_by") == "opponent":
        answers["by"] = "opponent"
    if per_chain:  # not chained to itself (5-2-16)
        fields["once_per_chain"] = True
    return {**fields, "answers": answers}


def step_key(step: Fields) -> str:
    """The one key of a step of the format."""
    return next(iter(step), "")
