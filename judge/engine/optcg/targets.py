"""Target filters: the card an effect chooses must be what its text names (spec
cards-and-rulings.md: "Effects gain optional target filters ... checked against `chosen`").

The choice is made when the effect resolves (CR 8-4-4); the scenario names it ahead, on the
action that uses the effect (`target`) or with a `choose` action for an effect whose timing has
no action of its own ([When Attacking], [On K.O.], [On Block], [End of Your Turn]...).
"""
from __future__ import annotations

from ..core.events import Event
from ..core.replay import Context
from ..core.result import Illegal
from . import groups
from . import rules as cr
from . import text as say
from .bounds import out_of_bounds
from .model import Action, Card, Chosen, Effect, State, TargetFilter
from .power import cost, power
from .statics import as_played

CHOOSE_RULES = (cr.CHOOSE,)
AUTO_TIMINGS = ("when_attacking", "on_block", "on_opponents_attack", "on_ko",
                "end_of_your_turn", "on_play")
# action kind -> the timing of the effect whose `chosen` the action's `target` names
ACTION_TIMINGS = {"play": "on_play", "activate": "activate_main", "use_event": "main",
                  "counter": "counter"}


def mismatch(state: State, source: Card, wanted: TargetFilter, card: Card) -> Event | None:
    """Why `card` is not what the filter names; None when it is."""
    if wanted.owner == "you" and card.owner != source.owner:
        return Event("mismatch.not_owner", {"player": source.owner})
    if wanted.owner == "opponent" and card.owner == source.owner:
        return Event("mismatch.not_opponents", {"player": source.owner})
    if groups.named_instead(wanted, card):
        return groups.extra_mismatch(source, wanted, card)
    if wanted.types and card.kind not in wanted.types:
        return Event("mismatch.type", {"kind": Event(f"kind.{card.kind}"),
                                       "wanted": tuple(Event(f"kind.{t}") for t in wanted.types)})
    return (_bounds(state, wanted, card) or _kinds(wanted, card)
            or groups.extra_mismatch(source, wanted, card)
            or groups.life_mismatch(state, source, wanted, card))


def _bounds(state: State, wanted: TargetFilter, card: Card) -> Event | None:
    checks = (("cost", cost(state, card), wanted.cost_min, wanted.cost_max),
              ("power", power(state, card), wanted.power_min, wanted.power_max))
    for what, value, low, high in checks:
        why = out_of_bounds(what, value, low, high)
        if why is not None:
            return why
    return None


def _kinds(wanted: TargetFilter, card: Card) -> Event | None:
    if wanted.names and not set(wanted.names) & set(card.names()):  # its names (CR 2-1-3)
        return Event("mismatch.name", {"names": tuple(f"[{name}]" for name in wanted.names)})
    if wanted.traits and not set(wanted.traits) & set(card.traits):
        return Event("mismatch.trait", {"traits": tuple(f"{{{t}}}" for t in wanted.traits)})
    if wanted.colors and not set(wanted.colors) & set(card.colors):
        return Event("mismatch.color", {"colors": ", ".join(wanted.colors)})
    if wanted.rested is True and not card.rested:
        return Event("mismatch.not_rested")
    if wanted.rested is False and card.rested:
        return Event("mismatch.rested")
    return None


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
    ref = action.get("target")
    named = (*groups.picks(ref), *groups.picks(action.get("target_2")))
    if source is None or any(state.resolve(pick) is None for pick in named):
        return Illegal("illegal.choose_unknown_card", CHOOSE_RULES)
    timings = [t for t in AUTO_TIMINGS if t in source.effects]
    if not timings:
        return Illegal("illegal.choose_no_effect", CHOOSE_RULES, card=say.card(state, source))
    for timing in timings:
        effect = source.effects[timing]
        problem = _checked(state, source, effect, timing, ref) or _checked(
            state, source, effect, timing, action.get("target_2"), second=True)
        if problem is not None:
            return problem
    return None


def apply_choose(state: State, action: Action, ctx: Context) -> None:
    source = state.resolve(action.get("card") or "")
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
