"""Events activated by an effect: "Activate up to 1 {Straw Hat Crew} type Event with a base
cost of 3 or less from your hand." (`{activate_event: true}`), the play family's neighbour: an
Event is used, not played. Its own home, since it reads conditions, which read the decks
family, which plays cards (play.py).

"Activate the [Main] effect of up to 1 Event card with a cost of 7 or less in your trash."
(`{trash_event_main: true}`) is another thing: only the [Main] effect is activated (CR
10-2-3-1-1), the Event stays in the trash and is not used, so "When you activate an Event"
effects do not activate (official Q&A, EB03-031).
"""
from __future__ import annotations

from ..core.events import Event
from ..core.replay import Context
from . import conditions, options, triggers
from . import rules as cr
from . import text as say
from .activation import cost_problem, pay_cost
from .env import Env
from .groups import fitting, picks
from .kinds import StepKind, read_flag
from .model import EVENT, Z_HAND, Z_TRASH, State
from .specs import EffectStep, Picks
from .zones import move


def activate_event(state: State, ctx: Context, step: EffectStep, env: Env) -> None:
    """`{activate_event: true}`: "Activate up to 1 {X} type Event ... from your hand": the
    Event the effect chose (its `target`; the step takes both choices whole, so it is no step
    on `chosen`) has its [Main] is used without paying the Event's cost, but its own activation cost
    ("DON!! −2") is paid; it goes to the trash and counts as activating an Event (official
    Q&A, OP12-041: Page One's "When you activate an Event" activates). Its [Counter] or
    [Trigger] cannot be used so (official Q&A, OP12-041). Its own target is the action's
    `target_2`, checked against its filter as it resolves (CR 8-4-4)."""
    _use_main(state, ctx, env, Z_HAND)


def trash_event_main(state: State, ctx: Context, step: EffectStep, env: Env) -> None:
    """`{trash_event_main: true}`: the [Main] of the Event the effect chose in its controller's
    trash is activated (CR 10-2-3-1-1), its own activation cost paid; the card stays in the
    trash and no Event is activated (official Q&A, EB03-031)."""
    _use_main(state, ctx, env, Z_TRASH)


def _use_main(state: State, ctx: Context, env: Env, zone: str) -> None:
    first = picks(env.chosen)
    card = state.resolve(first[0]) if first else None
    if card is None or card.zone != zone or card.kind != EVENT \
            or card.owner != env.controller:
        ctx.emit("step_skipped", cr.DO_WHAT_YOU_CAN, effect=env.label,
                 what=Event("would.activate_event"), why=Event("why.no_target_chosen"))
        return
    effect = card.effects.get("main")
    shown = say.card(state, card, owned=False)
    why = Event("why.no_main", {"card": shown}) if effect is None else None
    if effect is not None and cost_problem(state, card, effect.cost, Event("the_effect")):
        why = Event("why.event_cost_unpaid", {"card": shown})
    if effect is None or why is not None:
        ctx.emit("step_skipped", cr.DO_WHAT_YOU_CAN, effect=env.label,
                 what=Event("would.activate_event.card", {"card": shown}), why=why)
        return
    if zone == Z_HAND:
        move(state, card, Z_TRASH)
        ctx.emit("event_activated_by_effect", cr.MAIN_EVENT, cr.EVENT_TRASHED, effect=env.label,
                 player=env.controller, card=shown)
        triggers.event_activated(state, ctx, card)
    else:  # only its [Main] is activated: the Event is not used (official Q&A, EB03-031)
        ctx.emit("event_main_from_trash", cr.MAIN_BY_EFFECT, effect=env.label,
                 player=env.controller, card=shown)
    pay_cost(state, ctx, card, effect.cost)
    label = say.effect_of(state, card, "main")
    second = env.chosen.second if isinstance(env.chosen, Picks) else ()
    inner = Env(card, env.controller, fitting(state, ctx, card, effect.target,
                                              second[0] if second else None, label),
                label, effect.target, effect.target_2, nested=env.nested)
    why = conditions.unmet(state, env.controller, dict(effect.condition), card) \
        if effect.condition else None
    if why is not None:
        ctx.emit("condition_unmet", conditions.IF_CLAUSE, effect=label, why=why)
    elif effect.unread:  # a printed [Main] not read yet (unread.py)
        ctx.emit("effect_unread", effect=label)
    elif effect.options or env.nested is None:
        options.unpicked(ctx, label, effect)  # no option can be named for it
    else:
        env.nested(state, ctx, effect.steps, inner)


KINDS = (
    StepKind("activate_event", read_flag, activate_event,
             (cr.MAIN_EVENT, cr.EVENT_TRASHED, cr.DO_WHAT_YOU_CAN),
             ("event_activated_by_effect", "would.activate_event",
              "would.activate_event.card", "why.no_main", "why.event_cost_unpaid")),
    StepKind("trash_event_main", read_flag, trash_event_main,
             (cr.MAIN_BY_EFFECT, cr.DO_WHAT_YOU_CAN),
             ("event_main_from_trash", "would.activate_event", "would.activate_event.card",
              "why.no_main", "why.event_cost_unpaid")),
)
