"""The Tri-Brigade monsters' effect: its cost banishes any number of monsters (5-2-33), then

- `rated_summon` (`{rated_summon: {what: monster, ...description}}`): the Link Monster its
  player names on the activation (`pick`), from their Extra Deck, its Link Rating exactly the
  number of cards the cost gave up, Special Summoned by the effect in Attack Position with no
  material: not Link Summoned, so not properly summoned (5-2-34, 8-4-5, 9-1-4). The effect is
  activated only when that monster can be Summoned so (5-2-4) and it is checked again as it
  resolves; with no unused Main Monster Zone nothing is Summoned (8-7-1). Zones have no places
  in the format: where it stands (8-6-2) is not checked, as for a Link Summon (link_summon.py);
- `link_material_lock` (`{link_material_lock: {...description}}`): for the rest of the turn
  its player uses only monsters of that description as Link Material (8-5-20), kept in
  `state.link_material_locks` as (player, description, turn): a lock of an earlier turn no
  longer applies, so nothing needs clearing.
"""
from __future__ import annotations

from typing import Any

from ..core.events import Event
from ..core.replay import Context
from ..core.result import Illegal
from . import rules as cr
from . import text as say
from .described import described_fits, details
from .effect_specs import nested_step
from .fetch import describe, first_pick, fits
from .model import ATTACK, Z_EXTRA, Z_MONSTERS, Action, Card, EffectStep, State
from .moments import at_once
from .restrictions import special_summoned, summon_refusal
from .step_types import Handler, Skip
from .treated_summon import Why, named_refusal, no_room
from .zones import move


def why_not(state: State, source: Card, player: str, step: EffectStep,
            monster: Card | None, count: int) -> Why | None:
    """Why `monster` cannot be Special Summoned for a cost of `count` cards; None if it can."""
    assert step.pick is not None
    if monster is None:
        return Event("why.rated_summon.no_pick"), cr.RATED_SUMMON
    if monster.owner != player or monster.zone != Z_EXTRA or not fits(step.pick, monster) \
            or "Link" not in monster.monster_types or monster.link_rating != count:
        return Event("why.rated_summon.pick", {
            "card": say.card(state, monster), "requirement": describe(step.pick),
            "count": count}), cr.RATED_SUMMON
    # what forbids it (8-4-6, 8-4-7, 5-2-10, 8-4-9, 5-4-1); no procedure first: the effect's
    return summon_refusal(state, monster, source, by_effect=True)


def problem(state: State, card: Card, action: Action) -> Illegal | None:
    """The effect is activated only when the monster its player names has the Link Rating of
    the cost's count and can be Summoned so (5-2-34, 5-2-4)."""
    step = nested_step(card.effect, "rated_summon")
    if step is None:
        return None
    count = len(action.get("cost") or [])
    return named_refusal(state, card, "illegal.rated_summon", why_not(
        state, card, card.owner, step, state.resolve(first_pick(action)), count))


def handlers(skip: Skip) -> dict[str, Handler]:
    def rated_summon(state: State, ctx: Context, step: EffectStep, env: Any) -> None:
        monster = state.resolve(env.picked)
        found = why_not(state, env.source, env.controller, step, monster, len(env.paid))
        if found is not None or monster is None:
            why, rule = found or (Event("why.rated_summon.no_pick"), cr.RATED_SUMMON)
            skip(ctx, env, Event("would.rated_summon"), why, rule)
            return
        if not no_room(state, ctx, env, monster):  # 8-7-1
            _summon(state, ctx, env, monster)

    def link_material_lock(state: State, ctx: Context, step: EffectStep, env: Any) -> None:
        assert step.pick is not None
        lock = (env.controller, step.pick, state.turn_number)
        if lock not in state.link_material_locks:
            state.link_material_locks.append(lock)
        ctx.emit("link_material_locked", cr.LINK_MATERIAL_LOCK, link=env.label,
                 player=env.controller, details=tuple(details(step.pick)))

    return {"rated_summon": rated_summon, "link_material_lock": link_material_lock}


def _summon(state: State, ctx: Context, env: Any, monster: Card) -> None:
    """The Link Monster arrives from the Extra Deck in Attack Position, Special Summoned by the
    effect, with no material and not properly summoned (5-2-34, 9-1-4, 8-4-5)."""
    since = len(state.happened)
    move(state, monster, Z_MONSTERS, position=ATTACK, controller=env.controller)
    monster.summoned_this_turn = monster.improperly_summoned = True  # 8-4-5
    special_summoned(state, monster, Z_EXTRA)  # 8-4-9, 5-2-11
    state.happened.append((monster.id, monster.moves, "special_summoned"))
    at_once(state, since)
    ctx.emit("rated_summon.summoned", cr.RATED_SUMMON, cr.SPECIAL_SUMMON, cr.LINK_ALWAYS_ATTACK,
             cr.PROPER_SUMMON_FIRST, link=env.label, player=monster.owner,
             card=say.card(state, monster), rating=monster.link_rating)


def material_problem(state: State, card: Card, found: list[Card]) -> Illegal | None:
    """A Link Summon by a player a `link_material_lock` of this turn binds uses only monsters
    of its description (8-5-20)."""
    for player, allowed, turn in state.link_material_locks:
        if player != card.owner or turn != state.turn_number:
            continue
        for material in found:
            if not described_fits(allowed, material, state):
                return Illegal("illegal.link_material_locked", (cr.LINK_MATERIAL_LOCK,),
                               card=say.card(state, card), material=say.card(state, material),
                               player=player, details=tuple(details(allowed)))
    return None
