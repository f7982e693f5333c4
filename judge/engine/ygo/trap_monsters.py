"""`{trap_monster: {type, attribute, level, atk, def, monster, tuner, still_trap, position}}`: a
Trap Card's own effect Special Summons that card, from its Spell & Trap Zone to its player's
Monster Zone, as the monster its text prints in brackets (4-6-5): "Special Summon this card as a
Normal Monster (Rock/EARTH/Level 4/ATK 1800/DEF 1000) (this card is also still a Trap)."

Its activation needs an unused Main Monster Zone (summon_room.py, 8-7-2). As it resolves the
card must still be the one that was activated, face-up in its Spell & Trap Zone; with no zone
free, or a Special Summon its player may not make (a lock, 5-2-10), nothing is summoned and the
card stays what it is, a Continuous Trap on the field or a Normal Trap sent to the Graveyard
after the chain (10-4-1, 10-4-2). Summoned, it is a monster like any other until it leaves the
Monster Zone, and a Trap Card again wherever it goes (trapmon_forms.py); one that is "also still
a Trap" may be chosen by what targets a Spell/Trap (requirements.fits). The interpreter passes
its words for a part not done."""
from __future__ import annotations

import dataclasses
from typing import Any

from ..core import validate as v
from ..core.events import Event
from ..core.replay import Context
from ..core.result import Illegal
from ..core.validate import Problems, key_path
from . import rules as cr
from . import text as say
from .described import kind_of
from .messages.kinds import TYPE_NAMES
from .model import (
    ATTACK,
    DEFENSE,
    MAX_MONSTERS,
    TRAP,
    Z_MONSTERS,
    Z_SPELLS_TRAPS,
    Action,
    Card,
    EffectStep,
    State,
)
from .restrictions import special_summoned, summon_refusal
from .step_types import Handler, Skip, Would
from .trapmon_forms import as_monster, as_trap
from .trapmon_specs import TrapMonster
from .zones import move

KEYS = ("type", "attribute", "level", "atk", "def", "monster", "tuner", "still_trap",
        "position", "no_attack", "battle_indestructible", "declared")
ATTRIBUTES = ("DARK", "DIVINE", "EARTH", "FIRE", "LIGHT", "WATER", "WIND")
MAX_STAT = 1_000_000


def read_step(problems: Problems, at: str, arg: Any) -> EffectStep | None:
    """The step as the scenario gives it; None (with its problems) when it does not read.
    `declared: true`: its Type and Attribute are the activation's `declare` (no `type` or
    `attribute` then)."""
    p = problems
    data = v.mapping(p, at, arg, KEYS, ("level",))
    if data is None:
        return None
    declared = v.opt_bool(p, data, "declared", at, False)
    if not declared:  # printed in brackets, both needed
        v.mapping(p, at, arg, KEYS, ("type", "attribute"))
    kind = v.opt_text(p, data, "type", at, "") or ""
    attribute = v.choice(p, key_path(at, "attribute"), v.field(data, "attribute", "DARK"),
                         ATTRIBUTES)
    monster = v.choice(p, key_path(at, "monster"), v.field(data, "monster", "normal"),
                       ("normal", "effect"))
    position = v.choice(p, key_path(at, "position"), v.field(data, "position", "any"),
                        ("any", ATTACK, DEFENSE))
    level = v.opt_int(p, data, "level", at, 1, 13, 0)
    if not (kind or declared) or attribute is None or not level or monster is None \
            or position is None:
        return None
    return EffectStep("trap_monster", trap_monster=TrapMonster(
        kind, attribute, level, v.opt_int(p, data, "atk", at, 0, MAX_STAT, 0),
        v.opt_int(p, data, "def", at, 0, MAX_STAT, 0), normal=monster == "normal",
        tuner=v.opt_bool(p, data, "tuner", at, False),
        still_trap=v.opt_bool(p, data, "still_trap", at, True),
        position="" if position == "any" else position,
        no_attack=v.opt_bool(p, data, "no_attack", at, False),  # 12-3-15
        battle_indestructible=v.opt_bool(p, data, "battle_indestructible", at, False),
        declared=declared))


def read_declaration(problems: Problems, at: str, arg: Any) -> list[str] | None:
    """The activation's `declare: {type, attribute}`: a Monster Type the card list knows and
    an Attribute (4-6-5)."""
    data = v.mapping(problems, at, arg, ("type", "attribute"), ("type", "attribute"))
    kind = v.choice(problems, key_path(at, "type"), v.field(data, "type", None), TYPE_NAMES)
    attribute = v.choice(problems, key_path(at, "attribute"), v.field(data, "attribute", None),
                         ATTRIBUTES)
    return [kind, attribute] if kind and attribute else None


def declare_problem(state: State, card: Card, action: Action) -> Illegal | None:
    """A card whose Summon takes the Type and Attribute its player declares is activated only
    with a declaration (4-6-5)."""
    first = card.effect[0] if card.effect else None
    spec = first.trap_monster if first is not None else None
    if spec is None or not spec.declared or action.get("declare"):
        return None
    return Illegal("illegal.trap_monster_declare", (cr.TRAP_MONSTER,),
                   card=say.card(state, card))


def handlers(skip: Skip, would: Would) -> dict[str, Handler]:
    def summon_self(state: State, ctx: Context, step: EffectStep, env: Any) -> None:
        card, spec = env.source, step.trap_monster
        assert spec is not None
        what = would("special_summon", state, card)
        if not _still_there(state, card, env):
            skip(ctx, env, what, Event("why.trap_monster_gone"), cr.TRAP_MONSTER)
            return
        if len(state.players[env.controller].monsters) >= MAX_MONSTERS:
            ctx.emit("special_summon_no_room", cr.NO_ROOM, cr.FIVE_MONSTERS, link=env.label,
                     card=say.card(state, card), player=env.controller,
                     zone=say.zone(card.zone))
            env.missed = True
            return
        spec = _declared(state, spec, env)
        as_monster(card, spec)  # a lock reads it as the monster it would be (5-2-10)
        refusal = summon_refusal(state, card, card)
        if refusal is not None:
            as_trap(card, card.zone)
            skip(ctx, env, what, *refusal)
            return
        _summon(state, ctx, card, spec, env)

    return {"trap_monster": summon_self}


def _declared(state: State, spec: TrapMonster, env: Any) -> TrapMonster:
    """With `declared`, the Type and Attribute its activation declared (4-6-5)."""
    link = state.chain[env.link] if 0 <= env.link < len(state.chain) else None
    if not spec.declared or link is None or len(link.declared) != 2:
        return spec
    return dataclasses.replace(spec, monster_type=link.declared[0],
                               attribute=link.declared[1])


def _still_there(state: State, card: Card, env: Any) -> bool:
    """The very card that was activated, still face-up in its Spell & Trap Zone (5-2-5)."""
    link = state.chain[env.link] if 0 <= env.link < len(state.chain) else None
    same = link is None or link.card != card.id or link.moves == card.moves
    return same and card.kind == TRAP and card.zone == Z_SPELLS_TRAPS and card.face_up


def _summon(state: State, ctx: Context, card: Card, spec: TrapMonster, env: Any) -> None:
    """To its player's Monster Zone in the position its text names, else the one its player
    chose (Attack Position unless named, 8-4-3), never face-down."""
    origin = card.zone
    position = spec.position or (DEFENSE if env.position == DEFENSE else ATTACK)
    move(state, card, Z_MONSTERS, position=position, controller=env.controller)
    card.summoned_this_turn = True
    special_summoned(state, card, origin)  # 8-4-9, 5-2-11
    state.happened.append((card.id, card.moves, "special_summoned"))  # for Trigger Effects
    code = "trap_monster.summoned" if spec.still_trap else "trap_monster.summoned.not_trap"
    ctx.emit(code, cr.TRAP_MONSTER, cr.SPECIAL_SUMMON, cr.SPECIAL_SUMMON_POSITION,
             link=env.label, card=say.card(state, card), player=card.owner,
             zone=say.zone(origin), position=say.position(position),
             monster=Event("trap_monster.normal" if spec.normal else "trap_monster.effect"),
             kind=kind_of((spec.attribute,), (spec.monster_type,)), level=spec.level,
             atk=spec.atk, defense=spec.defense)
