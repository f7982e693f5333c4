"""A monster's price to stay, asked in each of its controller's End Phases (7-7-11): "During
each of your End Phases, destroy this card unless you send 1 "Iron Core of Koa'ki Meiru" from
your hand to the GY or reveal 1 Rock monster in your hand."

The card key `end_upkeep: [ways]`, each a `cost_cards` description of a card of the hand that
is sent to the GY (`do: send`) or revealed (`do: reveal`). As each End Phase of its controller
begins, each such monster face-up on the field whose effects are not negated is kept with a
card the `end_phase` or `end_turn` action names under `keep` (the player's choice: the first
named card that fits one of its ways, monster by monster in the order of their zones), or is
destroyed. This is not an effect that is activated: it starts no chain (7-7-11)."""
from __future__ import annotations

from typing import Any

from ..core import validate as v
from ..core.replay import Context
from ..core.result import Illegal
from ..core.validate import Problems, index_path, key_path
from . import rules as cr
from . import text as say
from .cost_cards import give_up, payable, said
from .effect_specs import CostCards
from .model import SET, Z_GRAVEYARD, Z_MONSTERS, Action, Card, State
from .negation import has, negated
from .pendulum import say_extra_deck
from .schema_costs import cost_spec
from .schema_described import Describe
from .zones import move

MAX_WAYS = 2


def read_end_upkeep(p: Problems, path: str, data: dict[str, Any],
                    describe: Describe) -> tuple[CostCards, ...]:
    """`end_upkeep`: one or two ways a card of the hand keeps the monster (send, reveal)."""
    at = key_path(path, "end_upkeep")
    ways = v.items(p, at, v.field(data, "end_upkeep", None), MAX_WAYS,
                   lambda item_at, item: cost_spec(p, item_at, item, describe))
    for index, way in enumerate(ways):
        if way.do not in ("send", "reveal") or way.pick.zones != ("hand",) or way.count != 1:
            p.add(index_path(at, index), "input.ygo.end_upkeep_from_hand")
    return tuple(ways)


def _due(state: State) -> list[Card]:
    """The turn player's face-up monsters asking their price, in the order of their zones."""
    player = state.players[state.turn_player]
    return [card for card in (state.cards[c] for c in player.monsters)
            if card.end_upkeep and card.zone == Z_MONSTERS and card.position != SET]


def _way(state: State, monster: Card, given: Card) -> CostCards | None:
    return next((way for way in monster.end_upkeep if payable(state, way, monster, given)),
                None)


def keep_problem(state: State, action: Action) -> Illegal | None:
    """A card named under `keep` that no monster asking its price could take, or named once
    the End Phase has begun (its price was asked as it began)."""
    refs = action.get("keep") or ()
    if refs and state.phase == "end":
        return Illegal("illegal.keep_late", (cr.END_UPKEEP,), player=state.turn_player)
    due = _due(state)
    for ref in refs:
        given = state.resolve(ref)
        if given is not None and not any(_way(state, m, given) for m in due):
            return Illegal("illegal.keep_unfit", (cr.END_UPKEEP,), card=say.card(state, given),
                           player=state.turn_player)
    return None


def end_upkeep(state: State, ctx: Context, action: Action | None) -> None:
    """As the End Phase begins: each monster asking its price is kept or destroyed."""
    refs = (action.get("keep") if action is not None else None) or ()
    offered = [card for card in map(state.resolve, refs) if card is not None]
    for monster in _due(state):
        if negated(state, monster):  # its effects negated: it asks for nothing (5-5-1)
            ctx.emit("end_upkeep.negated", cr.END_UPKEEP, cr.EFFECTS_NEGATED,
                     card=say.card(state, monster))
            continue
        given = next((card for card in offered if _way(state, monster, card)), None)
        if given is not None:
            way = _way(state, monster, given)
            assert way is not None
            offered.remove(given)
            give_up(state, way.do, [given])
            ctx.emit(f"end_upkeep.{way.do}", cr.END_UPKEEP, card=say.card(state, monster),
                     given=say.card(state, given), player=monster.owner)
            said(state, ctx, way.do, [given])
            continue
        _destroy(state, ctx, monster)


def _destroy(state: State, ctx: Context, monster: Card) -> None:
    if has(state, monster, "effect_indestructible"):  # 5-3-12
        ctx.emit("end_upkeep.not_destroyed", cr.END_UPKEEP, cr.NOT_DESTROYED_BY_EFFECTS,
                 card=say.card(state, monster))
        return
    move(state, monster, Z_GRAVEYARD)
    state.happened.append((monster.id, monster.moves, "destroyed_by_effect"))
    monster.destroyed_this_turn = True
    ctx.emit("end_upkeep.destroyed", cr.END_UPKEEP, cr.DESTROY, card=say.card(state, monster),
             player=monster.owner)
    say_extra_deck(state, ctx, [monster])  # or banished instead (4-3-4, 8-4-10)
