"""Setting and swapping base power: "This Character's base power becomes the same as your
opponent's Leader during this turn.", "Your Leader's base power becomes 7000 until the end of
your opponent's next End Phase.", "Swap the base power of the selected Characters with each
other during this turn." (power.py's family).

- `{base_power: {target: T, amount: N, duration: D}}`: T's base power becomes N;
- `{base_power: {target: T, same_as: R, duration: D}}`: T's base power becomes R's power as it
  is when the step resolves (official Q&A OP06-009: a later Counter on R does not change it);
  R is `opponents_leader`, `your_leader`, `chosen` or `attacker`;
- `{swap_base_power: {duration: D}}`: the two cards the effect chose swap their base powers
  (official Q&A OP14-001: one that later leaves the field does not undo it); with `with:
  your_leader` ("Select your Leader and 1 Character"), the controller's Leader and the one card
  chosen.

"Base" is the number printed on the card (CR 4-9-2); an effect that sets it replaces that
number, and every +/- change, DON!! given and permanent effect still counts on top (official
Q&A OP14-001, OP06-009). With several set values the highest applies (CR 4-9-2-1). The change
is a continuous effect bound to the card instance (CR 3-1-6, 8-1-4-2) and ends like a power
change.
"""
from __future__ import annotations

from typing import Any

from ..core import validate as v
from ..core.events import Event
from ..core.replay import Context
from ..core.validate import Problems, key_path
from . import rules as cr
from . import text as say
from .env import Env, field_target, target
from .groups import picks
from .kinds import Reader, StepKind
from .model import Z_CHARACTERS, Z_LEADER, Card, Modifier, State, last_turn
from .power import BASE_POWER, base_power, power
from .specs import EffectStep

SAME_AS = ("opponents_leader", "your_leader", "chosen", "attacker")
DURATIONS = ("turn", "battle", "until_next_turn", "opponents_next_turn")
MAX_POWER = 1_000_000


def read_step(problems: Problems, kind: str, at: str, arg: Any,
              target: str | None) -> EffectStep | None:
    """The step's mapping (its `target` read by the caller); the reference of `same_as`
    rides in the step's `word`."""
    keys = ("duration", "with") if kind == "swap_base_power" else ("target", "amount", "same_as",
                                                                     "duration")
    data = v.mapping(problems, at, arg, keys, ())
    if data is None:
        return None
    duration = v.choice(problems, key_path(at, "duration"), v.field(data, "duration", "turn"),
                        DURATIONS)
    if duration is None:
        return None
    if kind == "swap_base_power":
        partner = v.choice(problems, key_path(at, "with"), v.field(data, "with", "chosen"),
                           ("chosen", "your_leader"))
        return EffectStep(kind, duration=duration,
                          word="your_leader" if partner == "your_leader" else "")
    if target is None:
        problems.add(at, "needs target")
        return None
    if ("amount" in data) == ("same_as" in data):
        problems.add(at, "needs either amount or same_as")
        return None
    same_as = v.choice(problems, key_path(at, "same_as"), data["same_as"], SAME_AS) \
        if "same_as" in data else ""
    if same_as is None:
        return None
    return EffectStep(kind, target=target, duration=duration, word=same_as,
                      amount=v.opt_int(problems, data, "amount", at, 0, MAX_POWER, 0))


def _set(state: State, card: Card, value: int, step: EffectStep, label: Event,
         controller: str) -> None:
    state.modifiers.append(Modifier(card.id, card.moves, value, step.duration, controller,
                                    label, BASE_POWER,
                                    until=last_turn(state, controller, step.duration)))


def set_base(state: State, ctx: Context, card: Card, step: EffectStep, label: Event,
             controller: str, same_as: Card | None) -> None:
    """`card`'s base power becomes the step's amount, or `same_as`'s power now."""
    if step.word and same_as is None:
        ctx.emit("step_skipped", cr.DO_WHAT_YOU_CAN, effect=label,
                 what=Event("would.base_power.card", {"card": say.card(state, card)}),
                 why=Event("why.no_target_chosen"))
        return
    value = power(state, same_as) if same_as is not None else step.amount
    _set(state, card, value, step, label, controller)
    ctx.emit("base_power_set", cr.BASE, cr.BASE_SET_HIGHEST, cr.CONTINUOUS_EFFECT,
             effect=label, card=say.card(state, card), value=value,
             duration=Event(f"duration.{step.duration}"), power=say.power_of(state, card))


def swap_base(state: State, ctx: Context, cards: list[Card], step: EffectStep, label: Event,
              controller: str) -> None:
    """The two chosen cards swap their base powers (each takes the other's as it is now)."""
    if len(cards) != 2:
        ctx.emit("step_skipped", cr.DO_WHAT_YOU_CAN, effect=label,
                 what=Event("would.swap_base_power"),
                 why=Event("why.swap_needs_two", {"count": len(cards)}))
        return
    first, second = cards
    values = base_power(state, second), base_power(state, first)
    for card, value in zip(cards, values, strict=True):
        _set(state, card, value, step, label, controller)
    ctx.emit("base_power_swapped", cr.BASE, cr.CONTINUOUS_EFFECT, effect=label,
             card=say.card(state, first), other=say.card(state, second),
             duration=Event(f"duration.{step.duration}"), power=say.power_of(state, first),
             other_power=say.power_of(state, second))


def read_base_step(reader: Reader, kind: str, at: str, arg: Any) -> EffectStep | None:
    raw = v.field(arg, "target", None) if isinstance(arg, dict) else None
    found = None if raw is None else reader.target(key_path(at, "target"), raw)
    return read_step(reader.problems, kind, at, arg, found)


def base_power_step(state: State, ctx: Context, step: EffectStep, env: Env) -> None:
    card = field_target(state, ctx, step, env, "base_power", (Z_LEADER, Z_CHARACTERS))
    if card is not None:  # `word`: the card whose power it takes
        same_as = target(state, env, step.word) if step.word else None
        set_base(state, ctx, card, step, env.label, env.controller, same_as)


def swap_step(state: State, ctx: Context, step: EffectStep, env: Env) -> None:
    leader = (state.players[env.controller].leader,) if step.word == "your_leader" else ()
    cards = [c for c in (state.resolve(ref) for ref in (*leader, *picks(env.chosen)))
             if c is not None and c.zone in (Z_LEADER, Z_CHARACTERS)]
    swap_base(state, ctx, cards, step, env.label, env.controller)


KINDS = (
    StepKind("base_power", read_base_step, base_power_step,
             (cr.BASE, cr.BASE_SET_HIGHEST, cr.CONTINUOUS_EFFECT, cr.DO_WHAT_YOU_CAN),
             ("base_power_set", "would.base_power", "would.base_power.card")),
    StepKind("swap_base_power", read_base_step, swap_step,
             (cr.BASE, cr.CONTINUOUS_EFFECT, cr.DO_WHAT_YOU_CAN),
             ("base_power_swapped", "would.swap_base_power", "why.swap_needs_two")),
)
