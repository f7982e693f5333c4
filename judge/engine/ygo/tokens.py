"""Tokens: monsters an effect creates on the field (4-7-1), the step `{summon_tokens: {...}}`.

Each Token is a new monster with the name and stats its text prints in brackets (4-7-4), put
face-up on the field of the effect's player or of the opponent. Every Token of one step needs
an unused Main Monster Zone there: the card cannot be activated without them, and with fewer
when it resolves none is Special Summoned (4-7-3). A Token that leaves the field ceases to
exist (4-7-2): `zones.move` takes it out of the duel rather than to any zone, and `vanished`
tells the callers so.
"""
from __future__ import annotations

from collections.abc import Iterable
from dataclasses import replace
from typing import Protocol

from ..core.events import Event
from ..core.replay import Context
from ..core.result import Illegal
from . import rules as cr
from . import text as say
from .described import details
from .effect_specs import Described
from .model import (
    ATTACK,
    DEFENSE,
    MAX_MONSTERS,
    MONSTER,
    Z_LIMBO,
    Z_MONSTERS,
    Action,
    Card,
    EffectStep,
    State,
    opponent,
)
from .moments import at_once
from .restrictions import special_summoned
from .step_types import Skip
from .summon_locks import lock_on
from .summon_locks import rule as lock_rule
from .summon_locks import why as locked_why
from .summon_room import freed_by_cost
from .zones import move

STEP = "summon_tokens"


class Env(Protocol):
    """What this module reads of the resolving effect (interpreter.Env, passed in)."""

    source: Card
    controller: str
    position: str
    label: Event
    missed: bool


def is_token(card: Card) -> bool:
    return "Token" in card.monster_types


def vanished(card: Card) -> bool:
    """A Token whose last move took it off the field: it is no more (4-7-2)."""
    return is_token(card) and card.zone == Z_LIMBO


def _steps(steps: Iterable[EffectStep]) -> Iterable[EffectStep]:
    for step in steps:
        if step.kind == STEP:
            yield step
        yield from _steps(step.steps)  # "..., and if you do, Special Summon 1 Token"


def makes_tokens(card: Card) -> bool:
    """Whether any effect of the card (its own, a monster's, a "●" option) makes Tokens."""
    groups = [card.effect, card.flip, *(option.steps for option in card.options)]
    for effect in card.effects:
        groups += [effect.steps, *(option.steps for option in effect.options)]
    return any(True for steps in groups for _ in _steps(steps))


def token_ids(cards: dict[str, Card]) -> list[str]:
    """The ids the Tokens of the scenario's cards will have ("a-goat-token-1"), which its
    actions may name before they exist: a few per card, as many as it could make in a turn."""
    return [f"{card_id}-token-{number}" for card_id, card in cards.items()
            if makes_tokens(card) for number in range(1, 2 * MAX_MONSTERS + 1)]


def room_problem(state: State, card: Card, action: Action) -> Illegal | None:
    """A card that Special Summons Tokens is activated only with a zone for each, counting
    the zones its cost empties (4-7-3)."""
    for step in _steps(card.effect):
        spec = step.token
        assert spec is not None
        receiver = card.owner if spec.to == "controller" else opponent(card.owner)
        free = MAX_MONSTERS - len(state.players[receiver].monsters) \
            + freed_by_cost(state, card, action, receiver)
        if free < (spec.count or 1):  # "as many as possible": one at least
            return Illegal("illegal.tokens_no_room", (cr.TOKENS_ROOM, cr.NEEDS_WHAT_IT_DOES),
                           card=say.card(state, card), player=receiver, count=spec.count or 1,
                           free=free)
    return None


def _new_token(state: State, step: EffectStep, env: Env, number: int) -> Card:
    spec = step.token
    assert spec is not None
    base = f"{env.source.id}-token"
    while f"{base}-{number}" in state.cards:
        number += 1
    card = Card(id=f"{base}-{number}", name=spec.name, owner=env.controller, kind=MONSTER,
                zone=Z_LIMBO, level=spec.level, atk=spec.atk, defense=spec.defense,
                attribute=spec.attribute, monster_types=(*spec.monster_types, "Token"),
                no_tribute_summon=spec.no_tribute_summon,
                token_lock=None if spec.lock is None else replace(spec.lock,
                                                                  player=env.controller),
                token_damage=spec.destroyed_damage,
                no_tribute_summon_except=spec.no_tribute_summon_except)
    state.cards[card.id] = card
    return card




def summon_tokens(state: State, ctx: Context, step: EffectStep, env: Env, skip: Skip) -> None:
    """The Tokens arrive together, face-up, in the printed position or their player's choice
    (8-4-3), or none does (4-7-3)."""
    spec = step.token
    assert spec is not None
    receiver = env.controller if spec.to == "controller" else opponent(env.controller)
    free = MAX_MONSTERS - len(state.players[receiver].monsters)
    count = spec.count or free  # "as many as possible" (4-7-3)
    would = Event("would.summon_tokens", {"count": count, "name": spec.name})
    if free < count or not count:
        skip(ctx, env, would, Event("why.tokens_no_room", {"player": receiver, "free": free}),
             cr.TOKENS_ROOM)
        return
    probe = Card(id="", name=spec.name, owner=env.controller, kind=MONSTER, zone=Z_LIMBO,
                 level=spec.level, atk=spec.atk, defense=spec.defense,
                 attribute=spec.attribute, monster_types=(*spec.monster_types, "Token"))
    lock = lock_on(state, env.controller, probe)  # "you cannot Special Summon ..." (5-2-10)
    if lock is not None:
        skip(ctx, env, would, locked_why(lock), lock_rule(lock))
        return
    position = DEFENSE if (step.position or env.position) == DEFENSE else ATTACK
    since = len(state.happened)
    made = []
    for number in range(1, count + 1):
        token = _new_token(state, step, env, number)
        move(state, token, Z_MONSTERS, position=position, controller=receiver)
        token.summoned_this_turn = True
        special_summoned(state, token, Z_LIMBO)  # 8-4-9, 5-2-11
        state.happened.append((token.id, token.moves, "special_summoned"))
        made.append(token.id)
    at_once(state, since)  # Special Summoned together (11-1-9)
    ctx.emit("tokens_summoned", cr.TOKEN, cr.TOKEN_AS_PRINTED, cr.SPECIAL_SUMMON,
             cr.SPECIAL_SUMMON_POSITION, link=env.label, player=receiver,
             cards=say.cards(state, made), count=len(made), position=say.position(position),
             stats=Event("token.stats", {"level": spec.level, "atk": spec.atk,
                                         "def": spec.defense}))
    if spec.lock is not None:  # 4-7-6
        scope = "extra_deck" if spec.lock.to == "extra_deck" else "any"
        ctx.emit("tokens_lock", cr.TOKEN_LOCK, link=env.label, cards=say.cards(state, made),
                 player=env.controller, scope=Event(f"summon_scope.{scope}"),
                 details=tuple(details(spec.lock.pick or Described())))
    if spec.no_tribute_summon:
        ctx.emit(f"tokens_no_tribute_summon.{spec.no_tribute_summon}", cr.TOKEN_AS_PRINTED,
                 link=env.label,
                 cards=say.cards(state, made))
    if spec.no_tribute_summon_except:  # 4-7-4
        ctx.emit("tokens_no_tribute_summon.except", cr.TOKEN_AS_PRINTED, link=env.label,
                 cards=say.cards(state, made), archetype=spec.no_tribute_summon_except)
    if spec.destroyed_damage:  # 4-7-8
        ctx.emit("tokens_damage", cr.TOKEN_DAMAGE, link=env.label, cards=say.cards(state, made),
                 amount=spec.destroyed_damage, count=len(made))
