"""The `rank_up` step (docs/scenario-format.md): an Xyz Summon an effect performs on top of one
monster (8-5-15), "Special Summon from your Extra Deck, 1 "Raidraptor" monster that is 1 Rank
higher than that target, by using that target as material. (This is treated as an Xyz Summon.
Transfer its materials to the Summoned monster.)" (Rank-Up-Magic).

The player names the Xyz Monster on the activation (`pick`). It is checked when the card is
activated, since a card is activated only when it can do what it does (5-2-4), and again as the
effect resolves: the monster used must still be a face-up monster its player controls (the
target as targeted, 5-2-3), the one named still in the Extra Deck, an Xyz Monster of the
description and of the Rank the text asks for, counted from the Rank of the monster used as it
is then; otherwise nothing is Summoned (5-2-5). The monster used goes under the new one with
its own Xyz Materials (4-4-3) as the new one arrives, at one moment; the Summon is an Xyz
Summon (`xyz_summoned`, `special_summoned`), so the monster is properly summoned (8-4-5)."""
from __future__ import annotations

from typing import Any

from ..core.events import Event, Param
from ..core.replay import Context
from ..core.result import Illegal
from . import rules as cr
from . import summon_grants, summoned_by, xyz_cards
from . import text as say
from .described import described_fits, details
from .effect_specs import RankUp, nested_step
from .fetch import first_pick
from .model import (
    ATTACK,
    MONSTER,
    SET,
    Z_EXTRA,
    Z_GRAVEYARD,
    Z_LIMBO,
    Z_MONSTERS,
    Action,
    Card,
    EffectStep,
    State,
)
from .moments import at_once
from .restrictions import only_one_why, special_summoned, summoned_once
from .step_types import Handler, Skip, Target
from .summon_locks import lock_on
from .summon_locks import rule as lock_rule
from .summon_locks import why as locked_why
from .zones import move

Why = tuple[Event, str]  # why not, and the rule that says so


def _ranks(spec: RankUp, over: Card) -> tuple[int, ...] | None:
    """The Ranks the monster Summoned may have given the monster used; () for any; None when
    the text counts from a Rank the monster used does not have (only an Xyz Monster has one)."""
    if not spec.ranks:
        return ()
    if "Xyz" not in over.monster_types:
        return None
    wanted = over.level + spec.ranks
    return (wanted, over.level - spec.ranks) if spec.either else (wanted,)


def _words(spec: RankUp, ranks: tuple[int, ...]) -> tuple[Param, ...]:
    words: list[Param] = list(details(spec))
    if len(ranks) == 2:
        words.append(Event("xyz.ranks_either", {"rank": ranks[0], "other": ranks[1]}))
    words += [Event("xyz.rank", {"rank": rank}) for rank in ranks[:1] if len(ranks) == 1]
    words += [Event("xyz.rank", {"rank": spec.rank})] if spec.rank else []
    words += [Event("xyz.rank_min", {"rank": spec.rank_min})] if spec.rank_min else []
    words += [Event("xyz.rank_max", {"rank": spec.rank_max})] if spec.rank_max else []
    return tuple(words)


def _fits(spec: RankUp, ranks: tuple[int, ...], monster: Card) -> bool:
    rank = monster.level  # an Xyz Monster's Rank, in the format's `level`
    return described_fits(spec, monster) and (not ranks or rank in ranks) \
        and (not spec.rank or rank == spec.rank) and rank >= spec.rank_min \
        and (not spec.rank_max or rank <= spec.rank_max)


def why_not(state: State, source: Card, player: str, spec: RankUp, over: Card | None,
            monster: Card | None) -> Why | None:
    """Why `monster` cannot be Xyz Summoned on top of `over` now; None if it can."""
    if over is None or over.kind != MONSTER or over.zone != Z_MONSTERS \
            or over.position == SET or over.owner != player:
        return Event("why.rank_up.over"), cr.RANK_UP
    if "Token" in over.monster_types:  # never Xyz Material (4-7-5)
        return Event("why.token_not_material", {"card": say.card(state, over)}), \
            cr.TOKEN_NOT_XYZ
    if over.no_xyz_material:  # its own text forbids it (8-5-9)
        return Event("why.rank_up.no_xyz_material", {"card": say.card(state, over)}), \
            cr.MATERIAL_BARS
    found = _pick_why(state, spec, over, monster, player)
    return found or (refusal(state, source, monster, (over.id,), "xyz")
                     if monster is not None else None)


def _pick_why(state: State, spec: RankUp, over: Card, monster: Card | None,
              player: str) -> Why | None:
    """Why the monster named is not one the text lets the player Summon on top of `over`."""
    ranks = _ranks(spec, over)
    if ranks is None:
        return Event("why.rank_up.no_rank", {"card": say.card(state, over)}), cr.RANK_UP
    if monster is None:
        return Event("why.rank_up.no_pick"), cr.RANK_UP
    if monster.owner != player or monster.zone != Z_EXTRA \
            or "Xyz" not in monster.monster_types or not _fits(spec, ranks, monster):
        return Event("why.rank_up.pick", {
            "card": say.card(state, monster), "material": say.card(state, over),
            "details": _words(spec, ranks)}), cr.RANK_UP
    return None


def refusal(state: State, source: Card, monster: Card, leaving: tuple[str, ...],
            procedure: str) -> Why | None:
    """What the monster's own text, or a restriction on its player, forbids a Summon treated
    as `procedure` (8-4-6, 8-4-7, 5-2-10, 8-4-9); `leaving`: monsters gone as it arrives
    (5-4-1). Also for treated_summon.py (8-5-16)."""
    if monster.no_special_summon:
        return Event("why.cannot_special_summon"), cr.CANNOT_SPECIAL_SUMMON
    named = summoned_by.why(monster, source)  # 8-4-7, 8-4-12
    if named is not None:
        return named
    if monster.summon_procedure and monster.summon_procedure != procedure:
        return Event("why.summon_procedure", {
            "procedure": Event(f"procedure.{monster.summon_procedure}")}), cr.ONE_WAY_ONLY
    lock = lock_on(state, source.owner, monster)
    if lock is not None:
        return locked_why(lock), lock_rule(lock)
    if summoned_once(state, monster, source.owner):
        return Event("why.special_summoned_once"), cr.SPECIAL_SUMMON_ONCE
    return only_one_why(state, monster, leaving)  # 5-4-1, 5-4-7


def _over_at_activation(state: State, card: Card, spec: RankUp, action: Action) -> Card | None:
    if spec.over == "self":
        return card
    return state.resolve(action.get("target"))


def problem(state: State, card: Card, action: Action) -> Illegal | None:
    """A card or effect that Xyz Summons on top of a monster is activated only when the
    monster its player names can be Summoned so (5-2-4). A target in the GY that the effect
    Special Summons first is counted from as it is there."""
    step = nested_step(card.effect, "rank_up")
    if step is None or step.rank_up is None:
        return None
    spec = step.rank_up
    over = _over_at_activation(state, card, spec, action)
    monster = state.resolve(first_pick(action))
    if spec.over == "summoned_target" and over is not None and over.zone == Z_GRAVEYARD:
        found = _pick_why(state, spec, over, monster, card.owner)  # summoned first (5-2-7)
    else:
        found = why_not(state, card, card.owner, spec, over, monster)
    if found is None:
        return None
    why, rule = found
    return Illegal("illegal.rank_up", (rule, cr.NEEDS_WHAT_IT_DOES),
                   card=say.card(state, card), why=why)


def handlers(skip: Skip, target: Target) -> dict[str, Handler]:
    def over_card(state: State, env: Any, word: str) -> Card | None:
        if word == "summoned_target":  # the target as the effect's Special Summon left it
            found = state.resolve(env.chosen)
            return found if found is not None and found.zone == Z_MONSTERS else None
        return target(state, env, word)

    def rank_up(state: State, ctx: Context, step: EffectStep, env: Any) -> None:
        spec = step.rank_up
        assert spec is not None
        over, monster = over_card(state, env, spec.over), state.resolve(env.picked)
        found = why_not(state, env.source, env.controller, spec, over, monster)
        if found is not None or over is None or monster is None:
            why, rule = found or (Event("why.rank_up.no_pick"), cr.RANK_UP)
            skip(ctx, env, Event("would.rank_up"), why, rule)
            return
        summon(state, ctx, env, over, monster)

    return {"rank_up": rank_up}


def summon(state: State, ctx: Context, env: Any, over: Card, monster: Card) -> None:
    """The monster used goes under the one Summoned, with its own materials (4-4-3), as that
    one arrives from the Extra Deck: an Xyz Summon (8-5-15, 8-4-5)."""
    since = len(state.happened)
    count = over.materials + 1
    used = say.card(state, over)
    carried = xyz_cards.carried([over])  # its named materials become the new one's (4-4-11)
    move(state, over, Z_LIMBO)
    position = env.position or ATTACK
    move(state, monster, Z_MONSTERS, position=position)
    monster.summoned_this_turn = monster.properly_summoned = True
    monster.materials = count
    xyz_cards.place(state, monster, carried)
    special_summoned(state, monster, Z_EXTRA)  # 8-4-9, 5-2-11
    state.happened += [(monster.id, monster.moves, "special_summoned"),
                       (monster.id, monster.moves, "xyz_summoned")]
    at_once(state, since)
    ctx.emit("rank_up.summoned", cr.RANK_UP, cr.XYZ_MATERIALS, cr.SPECIAL_SUMMON,
             cr.EXTRA_DECK_PLACEMENT, link=env.label, player=monster.owner,
             card=say.card(state, monster), material=used, count=count,
             position=say.position(position))
    summon_grants.record(state, ctx, monster, [over], "Xyz")  # 8-5-11
