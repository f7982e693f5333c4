"""What the Runick Quick-Play Spells do, each also open to any card that prints it:

- `banish_top` (`{banish_top: {player: controller|opponent|both, count: N}}`): the top N cards
  of a Deck banished face-up, in their order, no player choosing (3-7-4, 3-9-1); a Deck with
  fewer banishes all it has and the part is not done in full (5-2-5);
- `extra_zone_summon` (`{extra_zone_summon: {what: monster, ...description}}`): the monster
  the activation names (`pick`), from its player's Extra Deck, Special Summoned by the effect
  into an Extra Monster Zone and nowhere else (3-3-5): not while its player already has a
  monster in one (3-3-2) nor while both hold monsters (3-3-1). The card is activated only when
  that can be done (5-2-4) and it is checked again as it resolves. The Summon is the effect's,
  not the monster's own procedure: it is not properly summoned (8-4-5, 3-3-5);
- `skip_next_battle` (a card key, "..., but skip your next Battle Phase after activation"):
  once the card is activated its player skips their next Battle Phase, whatever then becomes of
  the card or its effect (7-1-6), kept with the other skipped Battle Phases
  (`State.battle_skips`; own_leaving.py refuses that Battle Phase, in its own words).
"""
from __future__ import annotations

from typing import Any

from ..core.events import Event
from ..core.replay import Context
from ..core.result import Illegal
from . import rules as cr
from . import text as say
from .effect_specs import nested_step
from .fetch import describe, first_pick, fits
from .link_cells import EXTRA_COLUMNS, cell
from .model import (
    ATTACK,
    Z_BANISHED,
    Z_EXTRA,
    Z_MONSTERS,
    Action,
    Card,
    EffectStep,
    State,
    opponent,
)
from .moments import at_once
from .moves import top_card
from .restrictions import special_summoned, summon_refusal
from .step_types import Handler, Skip
from .treated_summon import Why, named_refusal
from .zones import monsters_of, move

BEFORE_BATTLE = ("draw", "standby", "main1")


def banish_top(state: State, ctx: Context, step: EffectStep, env: Any) -> None:
    """The top `amount` cards of each Deck named, banished face-up (3-7-4); fewer in a Deck:
    all it has, and the part is not done in full (5-2-5)."""
    since = len(state.happened)
    for player_id in _players(env.controller, step.player):
        banished: list[Card] = []
        for _ in range(step.amount):
            card = top_card(state, player_id)
            if card is None:
                break
            move(state, card, Z_BANISHED, face_up=True)
            banished.append(card)
        if len(banished) < step.amount:
            env.missed = True
        if not banished:
            ctx.emit("banish_top.empty", cr.DECK_TOP_BANISHED, cr.DO_WHAT_CAN_BE_DONE,
                     link=env.label, player=player_id)
            continue
        full = len(banished) == step.amount
        rules = (cr.DECK_TOP_BANISHED, cr.BANISHED) + (() if full else (cr.DO_WHAT_CAN_BE_DONE,))
        ctx.emit("banish_top" if full else "banish_top.short", *rules, link=env.label,
                 player=player_id, count=len(banished), asked=step.amount,
                 cards=say.cards(state, [c.id for c in banished]))
    at_once(state, since)  # the cards banished together: one moment (11-1-9)


def _players(controller: str, word: str | None) -> list[str]:
    if word == "both":  # the effect's player first, then the opponent (3-7-4)
        return [controller, opponent(controller)]
    if word in ("A", "B"):
        return [word]
    return [opponent(controller) if word == "opponent" else controller]


def free_column(state: State, player: str) -> int | None:
    """The column (2 or 4, as `player` sees it) of an Extra Monster Zone `player` may use now;
    None when they already have a monster in one (3-3-2) or both hold monsters (3-3-1)."""
    field = [m for pid in ("A", "B") for m in monsters_of(state, pid)]
    if any(m.extra_zone and m.owner == player for m in field):
        return None
    used = {cell(m) for m in field if m.extra_zone}
    return next((c for c in EXTRA_COLUMNS
                 if (1, c if player == "A" else 6 - c) not in used), None)


def why_not(state: State, source: Card, player: str, step: EffectStep,
            monster: Card | None) -> Why | None:
    """Why `monster` cannot be Special Summoned to an Extra Monster Zone now; None if it can."""
    assert step.pick is not None
    if monster is None:
        return Event("why.extra_zone_summon.no_pick"), cr.EXTRA_ZONE_SUMMON
    if monster.owner != player or monster.zone != Z_EXTRA or not fits(step.pick, monster):
        return Event("why.extra_zone_summon.pick", {
            "card": say.card(state, monster), "requirement": describe(step.pick)}), \
            cr.EXTRA_ZONE_SUMMON
    if free_column(state, player) is None:
        own = any(m.extra_zone for m in monsters_of(state, player))
        return Event("why.extra_zone_own" if own else "why.extra_zones_used"), \
            cr.EXTRA_ZONE_ONE if own else cr.EXTRA_ZONE_SHARED
    # what forbids it (8-4-6, 8-4-7, 5-2-10, 8-4-9, 5-4-1), but not a proper summon first:
    # this Summon is the effect's (3-3-5)
    return summon_refusal(state, monster, source, by_effect=True)


def problem(state: State, card: Card, action: Action) -> Illegal | None:
    """A card that makes such a Summon is activated only when the monster its player names
    can be Summoned so (5-2-4)."""
    step = nested_step(card.effect, "extra_zone_summon")
    if step is None:
        return None
    return named_refusal(state, card, "illegal.extra_zone_summon", why_not(
        state, card, card.owner, step, state.resolve(first_pick(action))))


def handlers(skip: Skip) -> dict[str, Handler]:
    def extra_zone_summon(state: State, ctx: Context, step: EffectStep, env: Any) -> None:
        monster = state.resolve(env.picked)
        found = why_not(state, env.source, env.controller, step, monster)
        if found is not None or monster is None:
            why, rule = found or (Event("why.extra_zone_summon.no_pick"), cr.EXTRA_ZONE_SUMMON)
            skip(ctx, env, Event("would.extra_zone_summon"), why, rule)
            return
        _summon(state, ctx, env, monster)

    return {"banish_top": banish_top, "extra_zone_summon": extra_zone_summon}


def _summon(state: State, ctx: Context, env: Any, monster: Card) -> None:
    """The monster arrives in a free Extra Monster Zone, Special Summoned by the effect and
    not properly summoned (3-3-5, 8-4-5)."""
    column = free_column(state, env.controller)
    assert column is not None
    since = len(state.happened)
    position = ATTACK if "Link" in monster.monster_types else env.position or ATTACK
    move(state, monster, Z_MONSTERS, position=position, controller=env.controller)
    monster.summoned_this_turn = monster.improperly_summoned = True
    monster.column, monster.extra_zone = column, True
    special_summoned(state, monster, Z_EXTRA)  # 8-4-9, 5-2-11
    state.happened.append((monster.id, monster.moves, "special_summoned"))
    at_once(state, since)
    ctx.emit("extra_zone_summon.summoned", cr.EXTRA_ZONE_SUMMON, cr.SPECIAL_SUMMON,
             cr.PROPER_SUMMON_FIRST, link=env.label, player=env.controller,
             card=say.card(state, monster), position=say.position(position))


def at_activation(state: State, ctx: Context, card: Card) -> None:
    """"..., but skip your next Battle Phase after activation" (7-1-6): the Battle Phase its
    player skips, this turn's while it is still to come (their own turn, before it and not
    the first turn of the Duel, which has none, 7-8-2), else their next turn's."""
    if not card.skip_next_battle:
        return
    player = card.owner
    if state.turn_player == player and state.phase in BEFORE_BATTLE and state.turn_number > 1:
        turn = state.turn_number
    else:
        turn = state.turn_number + (2 if state.turn_player == player else 1)
    state.battle_skips.append((player, turn, card.id, True))  # said here, not at the check
    ctx.emit("battle_phase_skip.activated", cr.SKIP_BATTLE_ON_ACTIVATION, cr.SKIP_BATTLE_PHASE,
             card=say.card(state, card), player=player, number=turn)

