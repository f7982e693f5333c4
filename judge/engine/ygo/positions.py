"""Changing a monster's battle position by a card effect (`change_position`, 9-2-7): "Change
this card to face-down Defense Position", "Change that target to Defense Position", "Change
its battle position" (of a face-up monster).

A change made by an effect is not limited as a player's own change is (9-2-2 to 9-2-5), and
only an effect can turn a face-up monster face-down (9-2-6); a face-down monster keeps no
change its ATK had from effects (9-1-3). A Link Monster's position never changes (9-1-4).
Turning a face-down monster face-up would activate its FLIP effect (9-2-7); the format writes
no such step (the parser reads "its battle position" only of a face-up monster), so a monster
that is face-down when the step resolves is left as it is and the ruling says why (5-2-5).
"""
from __future__ import annotations

from collections.abc import Callable
from typing import Protocol

from ..core.events import Event
from ..core.replay import Context
from . import position_events
from . import rules as cr
from . import text as say
from .face_up_effects import turned_face_down
from .model import ATTACK, DEFENSE, MONSTER, SET, Z_MONSTERS, Card, EffectStep, State
from .negation import forget

TO = ("attack", "defense", "set", "switch")


class Env(Protocol):
    label: Event


def change_position(state: State, ctx: Context, step: EffectStep, env: Env,
                    card: Card | None, skip: Callable[..., None]) -> None:
    """`card` is the step's monster, found (and checked on the field) by the interpreter."""
    if card is None:
        return
    would = Event("would.change_position_card", {"card": say.card(state, card)})
    new = _new_position(card, step.to)
    if card.kind != MONSTER or card.zone != Z_MONSTERS:
        skip(ctx, env, would, Event("why.not_monster"))
    elif "Link" in card.monster_types:
        skip(ctx, env, would, Event("why.link_position"), cr.LINK_ALWAYS_ATTACK)
    elif card.position == SET and step.to in ("attack", "switch"):
        skip(ctx, env, would, Event("why.face_down_flip"), cr.POSITION_BY_EFFECT)
    elif new == card.position:
        skip(ctx, env, would, Event("why.already_position",
                                    {"position": say.position(new)}))
    else:
        old, card.position = card.position, new
        position_events.record(state, card, old)  # "If this ... card is changed to ..." (9-2-9)
        rules = [cr.POSITION_BY_EFFECT]
        if new == SET:
            rules += [cr.ONLY_EFFECTS_FACE_DOWN, cr.FACE_DOWN]
            # what effects did to its ATK is gone with its face (9-1-3)
            state.modifiers = [m for m in state.modifiers if m.card != card.id]
            forget(state, card)  # and what negated its effects (5-5-1)
            turned_face_down(state, card)  # a new card once face-up again (5-2-18)
            # an event another card's Trigger Effect may answer (face_flips.py, 5-1-3)
            state.happened.append((card.id, card.moves, "flipped_face_down"))
            if card.gemini_summoned:  # a Normal Monster again once face-up (8-1-9)
                card.gemini_summoned = False
                rules.append(cr.GEMINI)
        ctx.emit("position_changed.by_effect", *rules, link=env.label,
                 card=say.card(state, card), position=say.position(new))


def _new_position(card: Card, to: str) -> str:
    if to == "switch":
        return DEFENSE if card.position == ATTACK else ATTACK
    return {"attack": ATTACK, "defense": DEFENSE, "set": SET}[to]
