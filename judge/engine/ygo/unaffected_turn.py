"""`unaffected_turn: {card: self|chosen, by, opponent, activated}`: an effect that resolves says
a monster is unaffected by some effects this turn ("that target is unaffected by card effects
this turn, except its own", "this face-up card is unaffected by other monster effects this
turn", 5-3-29). As with a protection for the turn (protect_turn.py, 5-3-17), it is the
resolved effect that applies, not the monster's text: it holds until the turn ends even if
the monster's effects are negated later, and is lost if the monster leaves the field (a new
card, zones.move). unaffected.py reads it beside the monster's own `unaffected`.

`unaffected_all: {by, opponent, activated, ...the words of destroy_all}`: the same for every
face-up monster so described as it resolves ("All face-up "lswarm" monsters you currently
control are unaffected by other Spell/Trap effects this turn."): a monster that arrives later
is not, one unaffected by the effect itself is left out (5-3-29)."""
from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import Any

from ..core import validate as v
from ..core.events import Event
from ..core.replay import Context
from ..core.validate import Problems, key_path
from . import rules as cr
from . import text as say
from .mass import all_of
from .model import MONSTER, SET, Z_MONSTERS, EffectStep, State
from .step_types import FieldCard, Handler, Skip
from .tail_steps import field_monster
from .unaffected import spare
from .unaffected_specs import UNAFFECTED_BY, Unaffected

Narrow = Callable[[str, Any, str], EffectStep | None]  # StepReader._destroy_all
FLAGS = ("opponent", "activated")


def handlers(skip: Skip, field_card: FieldCard) -> dict[str, Handler]:
    def shield(state: State, ctx: Context, step: EffectStep, env: Any) -> None:
        card = field_monster(state, ctx, step, env, (field_card, skip), "unaffected_turn",
                             cr.UNAFFECTED)
        if card is None:
            return
        card.unaffected_turn = Unaffected(by=step.what, opponent=step.player == "opponent",
                                          activated=step.to == "activated")
        what = step.what + (".opponent" if step.player == "opponent" else "")
        ctx.emit("unaffected_turn", cr.UNAFFECTED, cr.END_OF_TURN, link=env.label,
                 card=say.card(state, card), what=Event(f"unaffected_what.{what}"))

    def shield_all(state: State, ctx: Context, step: EffectStep, env: Any) -> None:
        hit = [card for card in all_of(state, step, env) if card.kind == MONSTER
               and card.zone == Z_MONSTERS and card.position != SET]  # face-up (9-1-3)
        hit = spare(state, ctx, hit, env)
        env.missed = not hit  # none there: not done (5-2-5)
        for card in hit:
            card.unaffected_turn = Unaffected(by=step.to, opponent="opponent" in step.limits,
                                              activated="activated" in step.limits)
        if hit:
            what = step.to + (".opponent" if "opponent" in step.limits else "")
            ctx.emit("unaffected_turn.all", cr.UNAFFECTED, cr.END_OF_TURN, link=env.label,
                     cards=say.cards(state, [card.id for card in hit]),
                     what=Event(f"unaffected_what.{what}"))

    return {"unaffected_turn": shield, "unaffected_all": shield_all}


def read_step(problems: Problems, at: str, arg: Any,
              target: Callable[[str, Any], str | None]) -> EffectStep | None:
    data = v.mapping(problems, at, arg, ("card", "by", "opponent", "activated"),
                     ("card", "by"))
    card = target(key_path(at, "card"), v.field(data, "card", None))
    by = v.choice(problems, key_path(at, "by"), v.field(data, "by", None), UNAFFECTED_BY)
    opponent = v.opt_bool(problems, data, "opponent", at, False)
    activated = v.opt_bool(problems, data, "activated", at, False)
    if not card or not by:
        return None
    return EffectStep("unaffected_turn", target=card, what=by,
                      player="opponent" if opponent else None,
                      to="activated" if activated else "")


def read_all_step(problems: Problems, at: str, arg: Any, narrow: Narrow) -> EffectStep | None:
    """`unaffected_all`: the monsters as `destroy_all` takes them, with `by` (held in `to`)
    and the flags `opponent` and `activated` (held in `limits`)."""
    if not isinstance(arg, dict):
        problems.add(at, "input.not_mapping")
        return None
    if "by" not in arg:
        problems.add(key_path(at, "by"), "input.required")
        return None
    by = v.choice(problems, key_path(at, "by"), arg["by"], UNAFFECTED_BY)
    flags = tuple(flag for flag in FLAGS if v.opt_bool(problems, arg, flag, at, False))
    step = narrow(at, {key: value for key, value in arg.items()
                       if key not in ("by", *FLAGS)}, "unaffected_all")
    if step is not None and step.what != "monsters":
        problems.add(key_path(at, "what"), "input.not_choice", choices="monsters")
        return None
    return None if step is None or by is None else replace(step, to=by, limits=flags)
