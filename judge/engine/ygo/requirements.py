"""What a printed Spell or Trap asks of its activation besides timing and speed: the target
its text names (5-2-3, 5-2-4) and "You can only activate 1 ... per turn" (5-2-6).

A card without a `target` requirement keeps the format's old meaning: whatever the action
names is taken, unchecked. A card with one cannot be activated without a target that fits,
and at resolution a target that has changed zones since is a new card (interpreter.py).
"""
from __future__ import annotations

from dataclasses import replace
from typing import Any

from ..core.events import Event, Param
from ..core.result import Illegal
from . import columns, counters, described
from . import rules as cr
from . import text as say
from .continuous_targets import guarded
from .described import described_fits, shows
from .model import (
    ATTACK,
    DEFENSE,
    MONSTER,
    SET,
    SPELL,
    TRAP,
    Z_BANISHED,
    Z_GRAVEYARD,
    Z_MONSTERS,
    Z_SPELLS_TRAPS,
    Action,
    Card,
    State,
    TargetSpec,
    opponent,
)
from .negation import has
from .pendulum import is_scale
from .target_names import names_problem
from .trapmon_forms import still_a_trap
from .xyz_detach import material_fits
from .zones import on_field


def target_problem(state: State, card: Card, action: Action) -> Illegal | None:
    spec = card.target
    if spec is None:
        return None
    ref = say.card(state, card)
    named = action.get("targets") or [action.get("target")]
    if card.also_target is not None:  # "Target 1 X and 1 Y": the first X, the second Y (5-2-3)
        return _pair_problem(state, card, named, (spec, card.also_target))
    if spec.per_cost and len(named) != len(action.get("cost") or []):  # 5-2-33
        return Illegal("illegal.target_count.per_cost", (cr.TARGETS, cr.COST_COUNTED),
                       card=ref, count=len(action.get("cost") or []))
    if len(named) > spec.count or not spec.up_to and len(named) < spec.count:
        return Illegal("illegal.target_count" + (".up_to" if spec.up_to else ""),
                       (cr.TARGETS, cr.NEEDS_WHAT_IT_DOES), card=ref, count=spec.count)
    for other in named[1:]:  # each of several targets fits (5-2-3)
        problem = _one_target(state, card, spec, state.resolve(other))
        if problem is not None:
            return problem
    return _one_target(state, card, spec, state.resolve(action.get("target"))) \
        or names_problem(state, card, spec, action)  # "with different names" (5-2-3)


def _pair_problem(state: State, card: Card, named: list[Any],
                  specs: tuple[TargetSpec, TargetSpec]) -> Illegal | None:
    if len(named) != 2:
        return Illegal("illegal.target_count", (cr.TARGETS, cr.NEEDS_WHAT_IT_DOES),
                       card=say.card(state, card), count=2)
    for ref, spec in zip(named, specs, strict=True):
        problem = _one_target(state, card, spec, state.resolve(ref))
        if problem is not None:
            return problem
    return None


def _one_target(state: State, card: Card, spec: TargetSpec, target: Card | None
                ) -> Illegal | None:
    ref = say.card(state, card)
    if target is None:
        return Illegal("illegal.needs_target", (cr.TARGETS, cr.NEEDS_WHAT_IT_DOES), card=ref,
                       requirement=describe(spec))
    if shielded(state, target, card.owner):
        guard = guarded(state, target, card.owner)
        if guard is not None and guard is not target:  # another card's text (5-4-4)
            return Illegal("illegal.untargetable.by", (cr.UNTARGETABLE, cr.TARGETS), card=ref,
                           target=say.card(state, target), player=card.owner,
                           by=say.card(state, guard))
        return Illegal("illegal.untargetable", (cr.UNTARGETABLE, cr.TARGETS), card=ref,
                       target=say.card(state, target), player=card.owner)
    if target.id == card.id and not _may_target_itself(card, spec) \
            or not fits(state, spec, card.owner, target):
        held: tuple[str, ...] = (cr.COUNTERS_HOLD,) if spec.holds else ()  # "... counter on"
        held += (cr.DETACHED_BY_EFFECT,) if spec.has_material is not None else ()  # 4-4-9
        held += (cr.COUNTERS_DESCRIBED,) if spec.with_counter else ()  # "with an A-Counter"
        return Illegal("illegal.target_does_not_fit", (cr.TARGETS, cr.NEEDS_WHAT_IT_DOES, *held),
                       card=ref, target=say.card(state, target), requirement=describe(spec))
    return columns.target_problem(state, card, target) if spec.in_column else None  # 3-11-1


def _may_target_itself(card: Card, spec: TargetSpec) -> bool:
    """A monster's effect activated on the field may target the monster itself when it fits
    the words ("Target 1 "@Ignister" monster you control"), unless they say "other"; a Spell's
    or Trap's activation does not target the card itself (5-2-3), nor here does an effect of
    one already on the field."""
    return card.kind == MONSTER and card.zone == Z_MONSTERS and spec.zone == "field" \
        and not spec.other


def fits(state: State, spec: TargetSpec, player: str, target: Card) -> bool:
    """Whether `target` is what the card targets, seen from its activating `player`."""
    if spec.alternative is not None:  # "1 "X" or 1 Plant monster": either description fits
        return fits(state, replace(spec, alternative=None), player, target) \
            or fits(state, spec.alternative, player, target)
    if shielded(state, target, player):
        return False
    if spec.player != "any" and target.owner != (
            player if spec.player == "controller" else opponent(player)):
        return False  # the format has no change of control: a card's controller is its owner
    if not _where(spec, target) or not described_fits(spec, target, state):
        return False
    # a Monster Card in a Spell & Trap Zone is a Spell Card there: a Pendulum Scale (3-6-2), a
    # monster equipped as an Equip Card (4-3-5, 10-4-9)
    kind = SPELL if target.kind == MONSTER and target.zone == Z_SPELLS_TRAPS else target.kind
    if spec.what in ("spell_trap", "trap") and still_a_trap(target):
        kind = TRAP  # a Trap Monster "also still a Trap" (4-6-5)
    if spec.what == "monster" and (kind != MONSTER or spec.zone == "field" and on_field(target)
                                   and target.zone != Z_MONSTERS):
        return False
    if spec.what == "spell_trap" and kind == MONSTER or spec.what == "spell" \
            and kind != SPELL or spec.what == "trap" and kind != TRAP:
        return False
    if spec.face_down and _face_up(target):
        return False
    if spec.normal_summonable and target.no_normal_summon:  # 8-1-6
        return False
    if spec.position and not _in_position(target, spec.position):
        return False
    if spec.atk_max_lp and (not _face_up(target) or target.kind != MONSTER
                            or state.atk(target) > state.players[target.owner].lp):
        return False  # "whose ATK is less than or equal to their LP"
    if spec.holds and not counters.can_hold(target, spec.holds):
        return False  # "that you can place a Spell Counter on" (4-8-6)
    if not material_fits(spec.has_material, target):
        return False  # "an Xyz Monster that has material", "... with no material" (4-4-9)
    # a face-down card shows no name, Type, Attribute or Level to fit a description (9-1-3)
    return not (spec.face_up or shows(spec) and spec.zone in ("field", "spell_zone")) \
        or _face_up(target)


def shielded(state: State, target: Card, player: str) -> bool:
    """"Your opponent cannot target this card with card effects": face-up on the field, the
    opponent's cards cannot choose it (5-4-4)."""
    return has(state, target, "untargetable_by_opponent") and target.owner != player \
        and on_field(target) \
        and _face_up(target) or guarded(state, target, player) is not None


def _where(spec: TargetSpec, target: Card) -> bool:
    """In the place the target must be, or in its second place (target_places.py, 5-2-3)."""
    return _in_zone(spec.zone, target) or bool(spec.also_zone) and _in_zone(spec.also_zone, target)


def _in_zone(zone: str, target: Card) -> bool:
    if zone == "graveyard":
        return target.zone == Z_GRAVEYARD
    if zone == "banished":
        return target.zone == Z_BANISHED
    if zone == "pendulum":  # "a card in your Pendulum Zone": a Pendulum Scale (3-6-2)
        return is_scale(target)
    if zone == "spell_zone":  # "a card in your Spell & Trap Zone" (3-4-1)
        return target.zone == Z_SPELLS_TRAPS
    return on_field(target)


def _in_position(card: Card, position: str) -> bool:
    """An Attack Position monster is face-up; Defense Position holds face-down ones (9-1-3)."""
    if position == "defense":
        return card.position in (DEFENSE, SET)
    return card.position == ATTACK


def _face_up(card: Card) -> bool:
    if card.kind == MONSTER:
        return card.position != SET
    return card.face_up


def describe(spec: TargetSpec) -> Event:
    """"a face-up monster your opponent controls", "a monster in your GY"."""
    if spec.alternative is not None:  # "1 X or 1 Y": each, in the reader's words
        return Event("either", {"first": describe(replace(spec, alternative=None)),
                                "second": describe(spec.alternative)})
    face = "face_up_" if spec.face_up else "face_down_" if spec.face_down else ""
    what = f"target.{face}{spec.what}"
    where = Event(f"target.{spec.zone}.{spec.player}")
    if spec.also_zone:  # "you control or in your GY": either place (5-2-3)
        where = Event("target.places", {"first": where,
                                        "second": Event(f"target.{spec.also_zone}.{spec.player}")})
    params = {"what": Event(what), "where": where}
    words: list[Param] = []
    if spec.other:
        words.append(Event("target.other"))
    if spec.position:
        words.append(Event(f"target.position.{spec.position}"))
    if spec.atk_max_lp:
        words.append(Event("target.atk_max_lp"))
    if spec.holds:
        words.append(Event("target.holds", {"name": spec.holds}))
    if spec.has_material is not None:
        words.append(Event("target.has_material" if spec.has_material else "target.no_material"))
    if spec.in_column:
        words.append(Event("target.in_column"))  # "in this card's column" (3-11-1)
    words += described.details(spec)
    if len(words) == 1 and spec.archetype:
        return Event("target.requirement.archetype", {**params, "archetype": spec.archetype})
    if len(words) == 1 and (spec.monster_types or spec.attributes):
        return Event("target.requirement.kind_of",
                     {**params, "kind_of": described.kind_of(spec.attributes,
                                                             spec.monster_types)})
    if words:  # "a monster in your Graveyard (WATER, Level 4 or lower)"
        return Event("target.requirement.details", {**params, "details": tuple(words)})
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
