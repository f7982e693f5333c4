"""What a printed Spell or Trap asks of its activation besides timing and speed: the target
its text names (5-2-3, 5-2-4) and "You can only activate 1 ... per turn" (5-2-6).

A card without a `target` requirement keeps the format's old meaning: whatever the action
names is taken, unchecked. A card with one cannot be activated without a target that fits,
and at resolution a target that has changed zones since is a new card (interpreter.py).
"""
from __future__ import annotations

from ..core.events import Event
from ..core.result import Illegal
from . import rules as cr
from . import text as say
from .fetch import kind_of, levels
from .model import (
    MONSTER,
    SET,
    Z_GRAVEYARD,
    Z_MONSTERS,
    Action,
    Card,
    State,
    TargetSpec,
    level_fits,
    opponent,
)
from .zones import on_field


def target_problem(state: State, card: Card, action: Action) -> Illegal | None:
    spec = card.target
    if spec is None:
        return None
    ref = say.card(state, card)
    target = state.resolve(action.get("target"))
    if target is None:
        return Illegal("illegal.needs_target", (cr.TARGETS, cr.NEEDS_WHAT_IT_DOES), card=ref,
                       requirement=describe(spec))
    if target.id == card.id or not fits(state, spec, card.owner, target):
        return Illegal("illegal.target_does_not_fit", (cr.TARGETS, cr.NEEDS_WHAT_IT_DOES),
                       card=ref, target=say.card(state, target), requirement=describe(spec))
    return None


def fits(state: State, spec: TargetSpec, player: str, target: Card) -> bool:
    """Whether `target` is what the card targets, seen from its activating `player`."""
    if spec.player != "any" and target.owner != (
            player if spec.player == "controller" else opponent(player)):
        return False  # the format has no change of control: a card's controller is its owner
    where = target.zone == Z_GRAVEYARD if spec.zone == "graveyard" else on_field(target)
    if not where:
        return False
    if spec.what == "monster" and target.kind != MONSTER:
        return False
    if spec.what == "monster" and spec.zone == "field" and target.zone != Z_MONSTERS:
        return False
    if spec.what == "spell_trap" and target.kind == MONSTER:
        return False
    if spec.archetype and spec.archetype not in target.archetypes:
        return False
    if spec.monster_type and spec.monster_type not in target.monster_types:
        return False
    if spec.attribute and spec.attribute != target.attribute:
        return False
    if spec.face_down and _face_up(target):
        return False
    if not level_fits(target, spec.level, spec.level_min, spec.level_max):
        return False
    # a face-down card shows no name, Type, Attribute or Level to fit a description (9-1-3)
    described = spec.archetype or spec.monster_type or spec.attribute or spec.level \
        or spec.level_min or spec.level_max
    return not (spec.face_up or described and spec.zone == "field") or _face_up(target)


def _face_up(card: Card) -> bool:
    if card.kind == MONSTER:
        return card.position != SET
    return card.face_up


def describe(spec: TargetSpec) -> Event:
    """"a face-up monster your opponent controls", "a monster in your GY"."""
    face = "face_up_" if spec.face_up else "face_down_" if spec.face_down else ""
    what = f"target.{face}{spec.what}"
    params = {"what": Event(what), "where": Event(f"target.{spec.zone}.{spec.player}")}
    details = levels(spec.level, spec.level_min, spec.level_max)
    if details:  # "a monster in your Graveyard (WATER, Level 4 or lower)"
        kinds = ([kind_of(spec.attribute, spec.monster_type)]
                 if spec.attribute or spec.monster_type else [])
        named = [Event("pick.archetype", {"archetype": spec.archetype})] if spec.archetype \
            else []
        return Event("target.requirement.details", {
            **params, "details": tuple(named + kinds + details)})
    if spec.archetype:
        return Event("target.requirement.archetype", {**params, "archetype": spec.archetype})
    if spec.monster_type or spec.attribute:
        return Event("target.requirement.kind_of",
                     {**params, "kind_of": kind_of(spec.attribute, spec.monster_type)})
    return Event("target.requirement", params)


def once_problem(state: State, card: Card) -> Illegal | None:
    if card.once_per_turn and (card.owner, card.name) in state.activated_once:
        return Illegal("illegal.once_per_turn", (cr.ONCE_PER_TURN,), card=say.card(state, card),
                       player=card.owner)
    return None


def record(state: State, card: Card, action: Action) -> int:
    """Remember a once-per-turn activation; the target's zone count as it is targeted."""
    if card.once_per_turn:
        state.activated_once.append((card.owner, card.name))
    target = state.resolve(action.get("target"))
    return target.moves if target is not None and card.target is not None else -1


__all__ = ["fits", "once_problem", "record", "target_problem"]
