"""Target filters: the card an effect chooses must be what its text names (spec
cards-and-rulings.md: "Effects gain optional target filters ... checked against `chosen`").

The choice is made when the effect resolves (CR 8-4-4); the scenario names it ahead, on the
action that uses the effect (`target`) or with a `choose` action for an effect whose timing has
no action of its own ([When Attacking], [On K.O.], [On Block], [End of Your Turn]...).
"""
from __future__ import annotations

from ..core.replay import Context
from ..core.result import Illegal
from . import groups
from . import rules as cr
from . import text as say
from .filters import mismatch
from .model import TRIGGER_TIMINGS, Action, Card, State
from .specs import Chosen, Effect
from .statics import as_played

CHOOSE_RULES = (cr.CHOOSE,)
AUTO_TIMINGS = ("when_attacking", "on_block", "on_opponents_attack", "on_ko",
                "end_of_your_turn", "on_play", *TRIGGER_TIMINGS)
# action kind -> the timing of the effect whose `chosen` the action's `target` names
ACTION_TIMINGS = {"play": "on_play", "activate": "activate_main", "use_event": "main",
                  "counter": "counter"}


def target_problem(state: State, action: Action) -> Illegal | None:
    """An action naming a target its effect's filter does not allow."""
    timing = ACTION_TIMINGS.get(action.kind)
    source = state.resolve(action.get("card") or "")
    if timing is None or source is None:
        return None
    effect = source.effects.get(timing)
    ref, second = action.get("target"), action.get("target_2")
    if action.kind == "play":  # chosen once the card is on the field (statics.as_played)
        with as_played(state, source):
            return _checked(state, source, effect, timing, ref) or _checked(
                state, source, effect, timing, second, second=True)
    return _checked(state, source, effect, timing, ref) or _checked(
        state, source, effect, timing, second, second=True)


def _checked(state: State, source: Card, effect: Effect | None, timing: str,
             ref: Chosen, second: bool = False) -> Illegal | None:
    """Every card named must fit the filter, and no more than it allows (CR 4-8-1, 8-4-4-1);
    `second`: the cards named by `target_2` for the effect's second choice."""
    if effect is None or ref is None:
        return None
    wanted = effect.target_2 if second else effect.target
    twice = groups.named_twice(ref)
    if twice is not None:
        named = state.resolve(twice)
        return Illegal("illegal.target_twice", (cr.UP_TO, cr.CHOOSE_COUNT),
                       effect=say.effect_of(state, source, timing),
                       card=say.card(state, named) if named is not None else twice)
    over = groups.too_many(wanted, ref)
    if over is not None:
        return Illegal("illegal.too_many_targets", (cr.UP_TO, cr.CHOOSE_COUNT),
                       effect=say.effect_of(state, source, timing), count=over[0],
                       limit=over[1])
    for pick in groups.picks(ref):
        chosen = state.resolve(pick)
        if wanted is None or chosen is None or second:
            continue  # the second choice is checked when its step comes (groups.py)
        why = mismatch(state, source, wanted, chosen)
        if why is not None:
            return Illegal("illegal.target_not_allowed", CHOOSE_RULES,
                           effect=say.effect_of(state, source, timing),
                           card=say.card(state, chosen), why=why)
    alike = None if second else groups.same_name(state, wanted, ref)
    if alike is not None:  # "with different card names": as the text says (CR 8-4-4)
        named = state.resolve(alike)
        return Illegal("illegal.target_same_name", CHOOSE_RULES,
                       effect=say.effect_of(state, source, timing),
                       card=say.card(state, named) if named is not None else alike)
    total = None if second else groups.total_power_over(state, wanted, ref)
    if total is not None:
        return Illegal("illegal.total_power_above", (cr.CHOOSE, cr.CHOOSE_COUNT),
                       effect=say.effect_of(state, source, timing), total=total[0],
                       limit=total[1])
    return None


def legal_choose(state: State, action: Action) -> Illegal | None:
    source = state.resolve(action.get("card") or "")
    if source is not None and action.get("target") is None and action.get("option"):
        return None  # names only the option of a "Choose one:" (options.py checks it)
    if source is not None and action.get("target") is None and action.get("decline"):
        return None  # names only that the next auto effect is not used (autos.py)
    ref = action.get("target")
    named = (*groups.picks(ref), *groups.picks(action.get("target_2")))
    if source is None or any(state.resolve(pick) is None for pick in named):
        return Illegal("illegal.choose_unknown_card", CHOOSE_RULES)
    timings = [t for t in AUTO_TIMINGS if t in source.effects]
    if not timings:
        return Illegal("illegal.choose_no_effect", CHOOSE_RULES, card=say.card(state, source))
    # a card with several auto effects (Fisher Tiger's [On Play] and its "When this Character
    # is K.O.'d by your opponent's effect") names the target of one of them: it must fit one
    problems = []
    for timing in timings:
        effect = source.effects[timing]
        problem = _checked(state, source, effect, timing, ref) or _checked(
            state, source, effect, timing, action.get("target_2"), second=True)
        if problem is None:
            return None
        problems.append(problem)
    return problems[0]


def apply_choose(state: State, action: Action, ctx: Context) -> None:
    source = state.resolve(action.get("card") or "")
    if source is not None and action.get("decline"):
        state.declines.add(source.id)  # its next auto effect is declined (autos.queue_auto)
    ref = groups.chosen_of(action)
    if source is None or ref is None:
        return
    state.choices[source.id] = ref
    named = (*groups.picks(ref), *groups.picks(action.get("target_2")))
    for card in filter(None, (state.resolve(pick) for pick in named)):
        ctx.emit("target_chosen", *CHOOSE_RULES, player=source.owner, card=say.card(state, card),
                 source=say.card(state, source))


def chosen_for(state: State, card: Card, chosen: Chosen) -> Chosen:
    """The target an auto effect of `card` resolves with: the one its action named, else the
    one a `choose` action named for it (used once)."""
    if chosen is not None:
        return chosen
    return state.choices.pop(card.id, None)
