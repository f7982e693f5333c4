"""Steps that change a card's power or cost for a while (a continuous effect, CR 8-1-4-2):

- `{power: {target: chosen, amount: 2000, duration: turn}}`: "+2000 power during this turn"
  (CR 2-6-3); `target: {all: FILTER}` gives it to every card the filter names (groups.py);
  `duration: your_next_turn`: "until the end of your next turn", ending in the End Phase of
  its controller's next turn (CR 6-6-1-2).
- `{set_power_zero: chosen}` (or `{target, duration}`): "Set the power of ... to 0" (CR 4-12).
- `{cost: {target: chosen, amount: -2}}`: "give ... -2 cost" (CR 2-7-6), never below 0.
- `{set_cost_zero: chosen}` (or `{target, duration}`): "Set the cost of ... to 0 during this
  turn": the cost is 0 while it lasts, whatever other changes come and go (official Q&A on
  OP03-091: a −5 that ends afterwards leaves it at 0).
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ..core import validate as v
from ..core.events import Event
from ..core.replay import Context
from ..core.validate import key_path
from . import rules as cr
from . import text as say
from .env import Env, add_modifier, duration, field_target, skip, target
from .filters import mismatch
from .groups import ALL
from .kinds import Reader, StepKind, read_target
from .model import DURATIONS, Z_CHARACTERS, Z_LEADER, Card, State
from .partial import no_battle
from .power import COST_ZERO, cost, power
from .specs import EffectStep, TargetFilter

MAX_AMOUNT = 1_000_000
SET_ZERO = ("set_power_zero", "set_cost_zero")  # no amount


def read_modifier(reader: Reader, kind: str, at: str, arg: Any) -> EffectStep | None:
    """`{target, amount, duration}`; `set_power_zero` has no amount and may name its target
    alone."""
    p = reader.problems
    if kind in SET_ZERO and not isinstance(arg, dict):
        return read_target(reader, kind, at, arg)
    keys = ("target", "duration") + (() if kind in SET_ZERO else ("amount",))
    data = v.mapping(p, at, arg, keys, keys[:1] + keys[2:])
    if data is None:
        return None
    raw = v.field(data, "target", None)
    among = reader.among(key_path(at, "target"), raw) if isinstance(raw, dict) else None
    aimed = ALL if isinstance(raw, dict) else reader.target(key_path(at, "target"), raw)
    lasting = v.choice(p, key_path(at, "duration"), v.field(data, "duration", "turn"),
                       DURATIONS) or "turn"
    amount = v.opt_int(p, data, "amount", at, -MAX_AMOUNT, MAX_AMOUNT, 0)
    return EffectStep(kind, target=aimed, amount=amount, duration=lasting, among=among)


def change_power(state: State, ctx: Context, step: EffectStep, env: Env) -> None:
    card = field_target(state, ctx, step, env, "power", (Z_LEADER, Z_CHARACTERS))
    if card is None:
        return
    if no_battle(state, ctx, step, env.label,
                 Event("would.power_battle.card", {"card": say.card(state, card)})):
        return
    add_modifier(state, card, step.amount, step.duration, env, "power")
    rules = [cr.POWER_CHANGE, cr.CONTINUOUS_EFFECT]
    negative = power(state, card) < 0
    if negative:
        rules += [cr.NEGATIVE_POWER, cr.NEGATIVE_POWER_STAYS]
    ctx.emit("power_changed.negative" if negative else "power_changed", *rules,
             effect=env.label, card=say.card(state, card), amount=step.amount,
             duration=duration(step.duration), power=say.power_of(state, card))


def set_power_zero(state: State, ctx: Context, step: EffectStep, env: Env) -> None:
    card = field_target(state, ctx, step, env, "set_power_zero", (Z_LEADER, Z_CHARACTERS))
    if card is None:
        return
    current = power(state, card)
    if current <= 0:
        # already 0 or negative: nothing happens (CR 4-12-2)
        ctx.emit("power_zero_already", cr.SET_POWER_ZERO, cr.SET_POWER_ZERO_NEGATIVE,
                 effect=env.label, card=say.card(state, card), power=current)
        return
    add_modifier(state, card, -current, step.duration, env, "power")
    ctx.emit("power_set_zero", cr.SET_POWER_ZERO, cr.CONTINUOUS_EFFECT, effect=env.label,
             card=say.card(state, card), lost=current, duration=duration(step.duration))


def change_cost(state: State, ctx: Context, step: EffectStep, env: Env) -> None:
    card = target(state, env, step.target)
    if card is None or card.zone == Z_LEADER:
        skip(ctx, env, Event("would.cost"), Event("why.no_cost_card"))
        return
    add_modifier(state, card, step.amount, step.duration, env, "cost")
    ctx.emit("cost_changed", cr.COST_CHANGE, cr.CONTINUOUS_EFFECT, cr.COST_NOT_BELOW_ZERO,
             effect=env.label, card=say.card(state, card), amount=step.amount,
             duration=duration(step.duration), cost=cost(state, card))


@dataclass(frozen=True, slots=True)
class Discount:
    """"The next time you play [X] with a cost of 4 or more from your hand during this turn,
    the cost will be reduced by 2.": for `player`'s next card played from the hand by paying
    its cost (CR 4-7-2) that `among` names, this turn only; used once (official Q&A on
    OP12-061: a card of another name, one outside the bound, or one played by an effect
    without its cost leaves it waiting)."""

    player: str
    source: str  # the card whose effect made it (whose view the filter takes)
    among: TargetFilter
    amount: int
    turn: int
    label: Event


def read_next_play_cost(reader: Reader, kind: str, at: str, arg: Any) -> EffectStep | None:
    """`{next_play_cost: {amount: -2, among: FILTER}}`."""
    p = reader.problems
    data = v.mapping(p, at, arg, ("amount", "among"), ("amount", "among"))
    among = reader.target_filter(key_path(at, "among"), v.field(data, "among", None))
    amount = v.opt_int(p, data, "amount", at, -MAX_AMOUNT, MAX_AMOUNT, 0)
    return None if among is None or amount is None else EffectStep(kind, amount=amount,
                                                                   among=among)


def next_play_cost(state: State, ctx: Context, step: EffectStep, env: Env) -> None:
    if step.among is None or env.source is None:
        return
    state.discounts.append(Discount(env.controller, env.source.id, step.among, step.amount,
                                    state.turn_number, env.label))
    ctx.emit("next_play_cost", cr.COST_CHANGE, cr.CONTINUOUS_EFFECT, effect=env.label,
             player=env.controller, amount=step.amount)


def play_discount(state: State, card: Card) -> Discount | None:
    """The discount waiting for `card`, played from its owner's hand now, if one fits it (its
    cost before the discount decides a bound)."""
    for found in state.discounts:
        discount: Discount = found
        source = state.cards.get(discount.source)
        if discount.turn == state.turn_number and discount.player == card.owner \
                and source is not None and mismatch(state, source, discount.among, card) is None:
            return discount
    return None


def set_cost_zero(state: State, ctx: Context, step: EffectStep, env: Env) -> None:
    card = target(state, env, step.target)
    if card is None or card.zone != Z_CHARACTERS:
        skip(ctx, env, Event("would.cost"), Event("why.no_cost_card"))
        return
    add_modifier(state, card, 0, step.duration, env, COST_ZERO)
    ctx.emit("cost_set_zero", cr.COST_CHANGE, cr.CONTINUOUS_EFFECT, effect=env.label,
             card=say.card(state, card), duration=duration(step.duration))


KINDS = (
    StepKind("power", read_modifier, change_power,
             (cr.POWER_CHANGE, cr.CONTINUOUS_EFFECT, cr.NEGATIVE_POWER,
              cr.NEGATIVE_POWER_STAYS),
             ("power_changed", "power_changed.negative", "would.power", "would.power.card",
              "would.power_battle.card", "duration.your_next_turn")),
    StepKind("set_power_zero", read_modifier, set_power_zero,
             (cr.SET_POWER_ZERO, cr.SET_POWER_ZERO_NEGATIVE, cr.CONTINUOUS_EFFECT),
             ("power_set_zero", "power_zero_already", "would.set_power_zero",
              "would.set_power_zero.card")),
    StepKind("cost", read_modifier, change_cost,
             (cr.COST_CHANGE, cr.CONTINUOUS_EFFECT, cr.COST_NOT_BELOW_ZERO),
             ("cost_changed", "would.cost")),
    StepKind("next_play_cost", read_next_play_cost, next_play_cost,
             (cr.COST_CHANGE, cr.CONTINUOUS_EFFECT, cr.COST_NOT_BELOW_ZERO),
             ("next_play_cost", "played.discount")),
    StepKind("set_cost_zero", read_modifier, set_cost_zero,
             (cr.COST_CHANGE, cr.CONTINUOUS_EFFECT), ("cost_set_zero", "would.cost")),
)
