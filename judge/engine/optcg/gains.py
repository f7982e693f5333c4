"""The `gain` step: a keyword or a flag given to a card for a while ("This Character gains
[Rush] during this turn.", "... can also attack active Characters during this turn.").

`{gain: {target: T, keyword: K | flag: F, duration: turn | battle}}`: a continuous effect
(CR 8-1-4-2) bound to the card instance (CR 3-1-6), read by statics.has / statics.flagged and
ended with the turn or the battle like a power change (CR 6-6-1-3, 7-1-5-3).
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
from .model import KEYWORDS, Z_CHARACTERS, Z_LEADER, Card, Modifier, State, last_turn
from .partial import no_battle
from .specs import EffectStep
from .statics import ATTACKS_ACTIVE, ATTACKS_WHEN_PLAYED, GAIN

GAINED_FLAGS = (ATTACKS_ACTIVE, ATTACKS_WHEN_PLAYED)
DURATIONS = ("turn", "battle", "until_next_turn", "opponents_next_turn")


def read_gain(problems: Problems, at: str, arg: Any, target: str | None) -> EffectStep | None:
    """The step's mapping (its `target` already read by the caller)."""
    data = v.mapping(problems, at, arg, ("target", "keyword", "flag", "duration"), ("target",))
    if data is None:
        return None
    if ("keyword" in data) == ("flag" in data):
        problems.add(at, "needs either keyword or flag")
        return None
    word = (v.choice(problems, key_path(at, "keyword"), data["keyword"], KEYWORDS)
            if "keyword" in data else
            v.choice(problems, key_path(at, "flag"), data["flag"], GAINED_FLAGS))
    duration = v.choice(problems, key_path(at, "duration"), v.field(data, "duration", "turn"),
                        DURATIONS)
    if word is None or duration is None or target is None:
        return None
    return EffectStep("gain", target=target, duration=duration, word=word)


def gain(state: State, ctx: Context, card: Card, step: EffectStep, label: Event,
         controller: str) -> None:
    """Give `card` the step's keyword or flag until the turn or battle ends."""
    if no_battle(state, ctx, step, label,
                 Event("would.gain.card", {"card": say.card(state, card)})):
        return
    state.modifiers.append(Modifier(card.id, card.moves, 0, step.duration, controller, label,
                                    GAIN + step.word,
                                    until=last_turn(state, controller, step.duration)))
    what = Event("gain." + step.word.lower().replace(":", "").replace(" ", "_"))
    ctx.emit("gained", cr.CONTINUOUS_EFFECT, *_rules(step.word), effect=label,
             card=say.card(state, card), what=what, duration=Event(f"duration.{step.duration}"))


def _rules(word: str) -> tuple[str, ...]:
    """The rule of what is gained: the keyword's own, or the card over the rules (CR 1-3-1)."""
    return {"Rush": (cr.RUSH,), "Blocker": (cr.BLOCKER,), "Double Attack": (cr.DOUBLE_ATTACK,),
            "Banish": (cr.BANISH,), "Rush: Character": (cr.RUSH_CHARACTER,),
            "Unblockable": (cr.UNBLOCKABLE,)}.get(word, (cr.CARD_OVER_RULES,))


def read_gain_step(reader: Reader, kind: str, at: str, arg: Any) -> EffectStep | None:
    raw = v.field(arg if isinstance(arg, dict) else None, "target", None)
    target = None if raw is None else reader.target(key_path(at, "target"), raw)
    return read_gain(reader.problems, at, arg, target)


def gain_step(state: State, ctx: Context, step: EffectStep, env: Env) -> None:
    card = field_target(state, ctx, step, env, "gain", (Z_LEADER, Z_CHARACTERS))
    if card is not None:
        gain(state, ctx, card, step, env.label, env.controller)


KINDS = (
    StepKind("gain", read_gain_step, gain_step,
             (cr.CONTINUOUS_EFFECT, cr.RUSH, cr.BLOCKER, cr.DOUBLE_ATTACK, cr.BANISH,
              cr.RUSH_CHARACTER, cr.UNBLOCKABLE, cr.CARD_OVER_RULES, cr.DO_WHAT_YOU_CAN),
             ("gained", "would.gain", "would.gain.card")),
)
