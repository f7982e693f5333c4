"""Changing a monster's battle position by a card effect (`change_position`, 9-2-7): "Change
this card to face-down Defense Position", "Change that target to Defense Position", "Change
its battle position", "Change that target to face-up Defense Position" (`face_up_defense`).

A change made by an effect is not limited as a player's own change is (9-2-2 to 9-2-5), and
only an effect can turn a face-up monster face-down (9-2-6); a face-down monster keeps no
change its ATK had from effects (9-1-3). A Link Monster's position never changes (9-1-4).
A face-down monster changed to Attack Position, or its battle position changed, is flipped
face-up in Attack Position; changed to face-up Defense Position, face-up in Defense Position;
either way its FLIP effect activates once the chain has resolved (effect_flips.py, 5-1-5). It
is already in Defense Position for "Change it to Defense Position" (9-1-3). A choice of two
positions is the activation's (`CHOICES`).
"""
from __future__ import annotations

from collections.abc import Callable
from typing import Protocol

from ..core.events import Event
from ..core.replay import Context
from . import effect_flips, position_events
from . import rules as cr
from . import text as say
from .face_up_effects import turned_face_down
from .model import ATTACK, DEFENSE, MONSTER, SET, Z_MONSTERS, Card, EffectStep, State
from .negation import forget

TO = ("attack", "defense", "set", "switch", "face_up_defense", "attack_or_set", "defense_or_set",
      "attack_or_defense")
# the player's choice of two ("change it to face-up Attack Position or face-down Defense
# Position"), named by the activation: `face_down: true` for the face-down one, `position:
# defense` for face-up Defense Position (9-2-7)
CHOICES = {"attack_or_set": (ATTACK, SET), "defense_or_set": (DEFENSE, SET),
           "attack_or_defense": (ATTACK, DEFENSE)}


class Env(Protocol):
    label: Event
    position: str  # the activation's choices (8-4-3)
    face_down: bool


def change_position(state: State, ctx: Context, step: EffectStep, env: Env,
                    card: Card | None, skip: Callable[..., None]) -> None:
    """`card` is the step's monster, found (and checked on the field) by the interpreter."""
    if card is None:
        return
    would = Event("would.change_position_card", {"card": say.card(state, card)})
    new = _new_position(card, step.to, env)
    if card.kind != MONSTER or card.zone != Z_MONSTERS:
        skip(ctx, env, would, Event("why.not_monster"))
    elif "Link" in card.monster_types:
        skip(ctx, env, would, Event("why.link_position"), cr.LINK_ALWAYS_ATTACK)
    elif card.position == SET and step.to == "defense":  # face-down Defense already (9-1-3)
        skip(ctx, env, would, Event("why.already_position", {"position": say.position(SET)}))
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
        if old == SET:  # flipped face-up, not Flip Summoned (8-3-5)
            rules.append(cr.FLIPPED_NOT_SUMMONED)
        ctx.emit("position_changed.by_effect", *rules, link=env.label,
                 card=say.card(state, card), position=say.position(new))
        if old == SET:  # what answers its flip, its FLIP effect after the chain (5-1-5)
            quiet = step.no_flip and step.flip_archetype not in card.archetypes  # 9-2-10
            effect_flips.flipped_up(state, ctx, card, quiet, env.label)


def _new_position(card: Card, to: str, env: Env) -> str:
    if to == "switch":
        return DEFENSE if card.position == ATTACK else ATTACK
    if to in CHOICES:  # the first unless the activation names the other
        first, other = CHOICES[to]
        named = env.face_down if other == SET else env.position == "defense"
        return other if named else first
    return {"attack": ATTACK, "defense": DEFENSE, "set": SET, "face_up_defense": DEFENSE}[to]
