"""The `treated_summon` step (docs/scenario-format.md): a Special Summon from the Extra Deck that
the text treats as a Fusion, Synchro or Xyz Summon, with no material used (8-5-16): "Special
Summon 1 "Black Rose Dragon" from your Extra Deck (this is treated as a Synchro Summon).",
"Special Summon 1 Level 5 or lower Fusion Monster from your Extra Deck. (This is treated as a
Fusion Summon.)".

The player names the monster on the activation (`pick`). It is checked when the card is
activated, since a card is activated only when it can do what it does (5-2-4), and again as the
effect resolves: the monster must still be in its player's Extra Deck, a monster of the kind
the Summon is treated as, as the text describes it, and nothing may forbid its Summon so (its
own text, a restriction on its player, a second copy where only one may be); otherwise nothing
is Summoned (5-2-5). With no unused Main Monster Zone it is not Summoned either (8-7-1). The
monster is Special Summoned and counts as Summoned by its kind's procedure (`fusion_summoned`,
`synchro_summoned`, `xyz_summoned`), so it is properly summoned (8-4-5); an Xyz Monster
Summoned so has no Xyz Materials."""
from __future__ import annotations

from typing import Any

from ..core.events import Event, Param
from ..core.replay import Context
from ..core.result import Illegal
from . import rules as cr
from . import text as say
from .described import described_fits, details
from .effect_specs import TreatedSummon, nested_step
from .fetch import first_pick
from .model import ATTACK, MAX_MONSTERS, Z_EXTRA, Z_MONSTERS, Action, Card, EffectStep, State
from .moments import at_once
from .rank_up import refusal
from .restrictions import special_summoned
from .step_types import Handler, Skip
from .zones import move

Why = tuple[Event, str]  # why not, and the rule that says so
KIND_NAMES = {"fusion": "Fusion", "synchro": "Synchro", "xyz": "Xyz"}


def _fits(spec: TreatedSummon, monster: Card) -> bool:
    rank = monster.level  # an Xyz Monster's Rank, in the format's `level`
    return KIND_NAMES[spec.kind] in monster.monster_types and described_fits(spec, monster) \
        and (not spec.rank or rank == spec.rank) and rank >= spec.rank_min \
        and (not spec.rank_max or rank <= spec.rank_max)


def _words(spec: TreatedSummon) -> tuple[Param, ...]:
    words: list[Param] = [Event(f"monster_kind.{spec.kind}"), *details(spec)]
    words += [Event("xyz.rank", {"rank": spec.rank})] if spec.rank else []
    words += [Event("xyz.rank_min", {"rank": spec.rank_min})] if spec.rank_min else []
    words += [Event("xyz.rank_max", {"rank": spec.rank_max})] if spec.rank_max else []
    return tuple(words)


def why_not(state: State, source: Card, player: str, spec: TreatedSummon,
            monster: Card | None) -> Why | None:
    """Why `monster` cannot be Special Summoned so now; None if it can."""
    if monster is None:
        return Event("why.treated_summon.no_pick"), cr.TREATED_SUMMON
    if monster.owner != player or monster.zone != Z_EXTRA or not _fits(spec, monster):
        return Event("why.treated_summon.pick", {
            "card": say.card(state, monster), "details": _words(spec)}), cr.TREATED_SUMMON
    return refusal(state, source, monster, (), spec.kind)  # 8-4-6, 8-4-7, 5-2-10, 8-4-9


def problem(state: State, card: Card, action: Action) -> Illegal | None:
    """A card or effect that makes such a Summon is activated only when the monster its
    player names can be Summoned so (5-2-4)."""
    step = nested_step(card.effect, "treated_summon")
    if step is None or step.treated_summon is None:
        return None
    spec = step.treated_summon
    return named_refusal(state, card, "illegal.treated_summon", why_not(
        state, card, card.owner, spec, state.resolve(first_pick(action))))


def named_refusal(state: State, card: Card, key: str,
                  found: Why | None) -> Illegal | None:
    """The card's activation refused with `key` when the monster its player names cannot be
    Summoned as its effect would (`found`: why, and the rule that says so; 5-2-4)."""
    if found is None:
        return None
    why, rule = found
    return Illegal(key, (rule, cr.NEEDS_WHAT_IT_DOES), card=say.card(state, card), why=why)


def handlers(skip: Skip) -> dict[str, Handler]:
    def treated_summon(state: State, ctx: Context, step: EffectStep, env: Any) -> None:
        spec = step.treated_summon
        assert spec is not None
        monster = state.resolve(env.picked)
        found = why_not(state, env.source, env.controller, spec, monster)
        if found is not None or monster is None:
            why, rule = found or (Event("why.treated_summon.no_pick"), cr.TREATED_SUMMON)
            skip(ctx, env, Event("would.treated_summon"), why, rule)
            return
        if not no_room(state, ctx, env, monster):
            summon(state, ctx, env, spec.kind, monster)

    return {"treated_summon": treated_summon}


def no_room(state: State, ctx: Context, env: Any, monster: Card) -> bool:
    """With no unused Main Monster Zone the monster is not Summoned (8-7-1): said, and the part
    not done; whether it is so."""
    if len(state.players[env.controller].monsters) < MAX_MONSTERS:
        return False
    ctx.emit("special_summon_no_room", cr.NO_ROOM, cr.FIVE_MONSTERS, link=env.label,
             card=say.card(state, monster), player=env.controller, zone=say.zone(monster.zone))
    env.missed = True
    return True


def summon(state: State, ctx: Context, env: Any, kind: str, monster: Card) -> None:
    """The monster arrives from the Extra Deck, Special Summoned and Summoned by its kind's
    procedure at one moment (8-5-16, 8-4-5)."""
    since = len(state.happened)
    position = env.position or ATTACK
    move(state, monster, Z_MONSTERS, position=position)
    monster.summoned_this_turn = monster.properly_summoned = True
    if kind == "xyz":
        monster.materials = 0  # no material was used
    special_summoned(state, monster, Z_EXTRA)  # 8-4-9, 5-2-11
    state.happened += [(monster.id, monster.moves, "special_summoned"),
                       (monster.id, monster.moves, f"{kind}_summoned")]
    at_once(state, since)
    ctx.emit(f"treated_summon.summoned.{kind}", cr.TREATED_SUMMON, cr.SPECIAL_SUMMON,
             cr.EXTRA_DECK_PLACEMENT, link=env.label, player=monster.owner,
             card=say.card(state, monster), position=say.position(position))
