"""`give_control: {card: chosen, until: end_phase|none}`: the activating player gives control
of a monster they control to their opponent (3-10-7), "Target 1 monster you control; give
control of it to your opponent." (Arcana Force XVIII - The Moon's Tails), for good or "until
the End Phase of this turn" (given back to its owner then, 3-10-4, control.give_back). It
moves as a monster taken does (control.switch, 3-10-3): not when it is no longer theirs, when
the opponent's Main Monster Zones are full, or while its control cannot switch (3-10-5)."""
from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ..core import validate as v
from ..core.events import Event
from ..core.model import opponent
from ..core.replay import Context
from ..core.validate import Problems, key_path
from . import rules as cr
from . import text as say
from .control import switch
from .immunity import keeps_control
from .model import MAX_MONSTERS, MONSTER, Z_MONSTERS, Card, EffectStep, State
from .step_types import FieldCard, Handler, Skip

UNTIL = ("end_phase", "none")


def handlers(skip: Skip, field_card: FieldCard) -> dict[str, Handler]:
    def give(state: State, ctx: Context, step: EffectStep, env: Any) -> None:
        card = field_card(state, ctx, step, env, "give_control")
        if card is None:
            return
        to = opponent(env.controller)
        would = Event("would.give_control_card", {"card": say.card(state, card)})
        why = _refusal(state, card, env.controller, to)
        if why is not None:
            skip(ctx, env, would, why, cr.GIVE_CONTROL)
            return
        if keeps_control(state, card):  # "Control of this face-up card cannot switch"
            skip(ctx, env, would, Event("why.control_cannot_switch"), cr.CONTROL_CANNOT_SWITCH)
            return
        switch(state, card, to)
        rules: tuple[str, ...] = (cr.GIVE_CONTROL, cr.TAKE_CONTROL)
        if step.to == "end_phase":  # given back at the start of the End Phase (3-10-4)
            state.control_until_end.append((card.id, card.moves))
            rules += (cr.CONTROL_GIVEN_BACK,)
        ctx.emit(f"control_given.{step.to}", *rules, link=env.label, player=env.controller,
                 opponent=to, card=say.card(state, card))

    return {"give_control": give}


def _refusal(state: State, card: Card, giver: str, to: str) -> Event | None:
    if card.kind != MONSTER or card.zone != Z_MONSTERS:
        return Event("why.not_monster")
    if card.owner != giver:  # a monster the opponent controls already is not given
        return Event("why.already_controlled", {"player": to})
    if len(state.players[to].monsters) >= MAX_MONSTERS:  # 3-10-3, 3-2-3
        return Event("why.no_zone_for_control", {"player": to})
    return None


def read_step(problems: Problems, at: str, arg: Any,
              target: Callable[[str, Any], str | None]) -> EffectStep | None:
    """`give_control`: for good (`none`) or until the End Phase of this turn (3-10-7)."""
    data = v.mapping(problems, at, arg, ("card", "until"), ("card",))
    card = target(key_path(at, "card"), v.field(data, "card", None))
    until = v.choice(problems, key_path(at, "until"), v.field(data, "until", "none"), UNTIL)
    return EffectStep("give_control", target=card, to=until) if card and until else None
