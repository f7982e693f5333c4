"""Negation: "Negate the effect of up to 1 of your opponent's Leader or Character cards during
this turn.", "This Character's effect is negated during this turn." (CR 8-2).

`{negate: {target: T, duration: turn}}` makes the card's own effects invalid for a while, bound
to the card instance (CR 3-1-6) as a power change is, and ended with the turn like one. What an
invalid card loses (CR 8-2-1-1): its auto effects do not activate (an [On K.O.] included: it is
judged as the card was on the field), its [Activate: Main] cannot be activated, its permanent
effects (power, cost, keywords, flags, auras over other cards) and replacement effects stop.
What it keeps: what its effects already did (CR 8-2-3: a power change it gave another card
stays, official Q&A OP06-074), what other cards give it (CR 8-2-4: a [Banish] gained from
another card, official Q&A OP06-083, OP09-093), its counter value (no text), and it is not a
card with "no base effect" (CR 8-2-2). It can still be chosen by other effects.
"""
from __future__ import annotations

from typing import Any

from ..core import validate as v
from ..core.events import Event
from ..core.replay import Context
from ..core.validate import Problems, key_path
from . import rules as cr
from . import text as say
from .env import Env, field_target
from .kinds import Reader, StepKind
from .limits import Limit, limit_on
from .model import Z_CHARACTERS, Z_LEADER, Z_STAGE, Card, Modifier, State, last_turn, opponent
from .partial import no_battle
from .specs import EffectStep
from .statics import NEGATED, ON_PLAY_NEGATED, flagged, negated

DURATIONS = ("turn", "battle", "until_next_turn", "opponents_next_turn")


def read_step(problems: Problems, at: str, arg: Any, target: str | None) -> EffectStep | None:
    """`{negate: T}` or `{negate: {target: T, duration: D}}` (its `target` read by the
    caller, as every step's is)."""
    if not isinstance(arg, dict):
        return EffectStep("negate", target=target) if target else None
    data = v.mapping(problems, at, arg, ("target", "duration"), ("target",))
    if data is None or target is None:
        return None
    duration = v.choice(problems, key_path(at, "duration"), v.field(data, "duration", "turn"),
                        DURATIONS)
    return None if duration is None else EffectStep("negate", target=target, duration=duration)


def negate(state: State, ctx: Context, card: Card, step: EffectStep, label: Event,
           controller: str) -> None:
    """Make `card`'s effects invalid for the step's while; what they already did stays."""
    if no_battle(state, ctx, step, label,
                 Event("would.negate.card", {"card": say.card(state, card)})):
        return
    state.modifiers.append(Modifier(card.id, card.moves, 0, step.duration, controller, label,
                                    NEGATED, until=last_turn(state, controller, step.duration)))
    ctx.emit("negated", cr.INVALID_EFFECT, cr.INVALID_ALREADY_RESOLVED, cr.INVALID_GAINED_STAY,
             effect=label, card=say.card(state, card),
             duration=Event(f"duration.{step.duration}"))


def auto_switched_off(state: State, ctx: Context, card: Card, timing: str,
                      was_negated: bool | None = None) -> bool:
    """An auto effect of a negated card does not activate (CR 8-2-1-1); `was_negated` is
    how the card stood on the field, for an [On K.O.] judged after it left."""
    if not (negated(state, card) if was_negated is None else was_negated) \
            and not (timing == "on_play" and on_play_negated(state, card)):
        return False
    own = negated(state, card) if was_negated is None else was_negated
    ctx.emit("auto_negated" if own else "auto_negated.on_play", cr.INVALID_EFFECT,
             effect=say.effect_of(state, card, timing), card=say.card(state, card),
             player=card.owner)
    return True


def on_play_negated(state: State, card: Card) -> bool:
    """"Your [On Play] effects are negated." (a permanent effect over its owner's cards), or
    "Your opponent's [On Play] effects are negated until ..." (a player's, for a while)."""
    return flagged(state, card, ON_PLAY_NEGATED) \
        or limit_on(state, card, ON_PLAY_NEGATED) is not None


def read_on_play(reader: Reader, kind: str, at: str, arg: Any) -> EffectStep | None:
    """`{negate_on_play: {player: you | opponent, duration: D}}`."""
    data = v.mapping(reader.problems, at, arg, ("player", "duration"), ("player",))
    if data is None:
        return None
    player = v.choice(reader.problems, key_path(at, "player"), data["player"],
                      ("you", "opponent"))
    duration = v.choice(reader.problems, key_path(at, "duration"),
                        v.field(data, "duration", "turn"), ("turn", "opponents_next_turn"))
    if player is None or duration is None:
        return None
    return EffectStep(kind, target=player, duration=duration)


def negate_on_play(state: State, ctx: Context, step: EffectStep, env: Env) -> None:
    """A player's [On Play] effects are negated for a while: every card of theirs played
    meanwhile activates none (official Q&A OP09-081)."""
    player = env.controller if step.target == "you" else opponent(env.controller)
    until = last_turn(state, env.controller, step.duration) or state.turn_number
    state.limits.append(Limit(ON_PLAY_NEGATED, env.label, until, player=player))
    ctx.emit("on_play_negated", cr.INVALID_EFFECT, effect=env.label, player=player,
             duration=Event(f"duration.{step.duration}"))


def read_negate(reader: Reader, kind: str, at: str, arg: Any) -> EffectStep | None:
    raw = v.field(arg, "target", None) if isinstance(arg, dict) else arg
    where = key_path(at, "target") if isinstance(arg, dict) else at
    target = None if raw is None else reader.target(where, raw)
    return read_step(reader.problems, at, arg, target)


def negate_step(state: State, ctx: Context, step: EffectStep, env: Env) -> None:
    card = field_target(state, ctx, step, env, "negate", (Z_LEADER, Z_CHARACTERS, Z_STAGE))
    if card is not None:
        negate(state, ctx, card, step, env.label, env.controller)


KINDS = (
    StepKind("negate", read_negate, negate_step,
             (cr.INVALID_EFFECT, cr.INVALID_ALREADY_RESOLVED, cr.INVALID_GAINED_STAY,
              cr.DO_WHAT_YOU_CAN),
             ("negated", "auto_negated", "auto_negated.on_play", "would.negate",
              "would.negate.card")),
    StepKind("negate_on_play", read_on_play, negate_on_play, (cr.INVALID_EFFECT,),
             ("on_play_negated",)),
)
