"""The costs of activating a Spell or Trap, checked before and paid at its activation (5-2-2):
LP (`pay_lp`, 1-2-4), cards discarded from the hand (`discard`, 5-3-4) and monsters Tributed
(`tribute`, 5-3-5). The `activate` action names the cards it gives up under `cost`; the player
chooses them, so the judge never picks them itself.
"""
from __future__ import annotations

from ..core.replay import Context
from ..core.result import Illegal
from . import cost_cards, counter_costs, xyz_costs
from . import rules as cr
from . import text as say
from .model import MONSTER, Z_BANISHED, Z_DECK, Z_GRAVEYARD, Z_LIMBO, Action, Card, State
from .pendulum import say_extra_deck
from .zones import move


def lp_cost(state: State, card: Card) -> int:
    """The LP its activation costs: half of its controller's LP, or a number (5-2-2)."""
    if card.pay_lp == "half":
        return state.players[card.owner].lp // 2
    return int(card.pay_lp) if card.pay_lp else 0


def cost_problem(state: State, card: Card, action: Action) -> Illegal | None:
    """A cost that asks for more LP than its player has cannot be paid (1-2-4); cards given
    up as a cost must be as many as the text asks, and where it asks (5-2-2)."""
    cost = lp_cost(state, card)
    if card.banish_deck > state.players[card.owner].deck_size():  # 5-2-2
        return Illegal("illegal.cost_banish_deck", (cr.COSTS, cr.BANISH),
                       card=say.card(state, card), player=card.owner, count=card.banish_deck,
                       deck=state.players[card.owner].deck_size())
    if card.send_deck > state.players[card.owner].deck_size():  # 5-2-2
        return Illegal("illegal.cost_send_deck", (cr.COSTS, cr.SENT_IS_NOT_DESTROYED),
                       card=say.card(state, card), player=card.owner, count=card.send_deck,
                       deck=state.players[card.owner].deck_size())
    if cost > state.players[card.owner].lp:
        return Illegal("illegal.cannot_pay_lp", (cr.PAY_LP, cr.COSTS), card=say.card(state, card),
                       amount=cost, lp=state.players[card.owner].lp)
    counted = counter_costs.problem(state, card, action)  # from the field (4-8-9)
    if counted is not None:
        return counted
    count, zone, rule = _cards_asked(card)
    if card.detach_own:  # from an Xyz Monster its player controls (4-4-3)
        return xyz_costs.problem(state, card, action)
    if not count:
        return cost_cards.problem(state, card, action)
    given = [state.resolve(ref) for ref in action.get("cost") or []]
    player = state.players[card.owner]
    held = player.hand if zone == "hand" else player.monsters
    # a Spell or Trap being activated is never its own cost; a monster may Tribute itself for
    # its own effect ("Tribute 1 monster" counts the monster too, 5-3-5)
    fit = [c for c in given if c is not None and (c.id != card.id or card.kind == MONSTER)
           and c.id in held]
    if len(given) != count or len(fit) != count:
        return Illegal(f"illegal.cost_{'discard' if zone == 'hand' else 'tribute'}",
                       (cr.COSTS, rule), card=say.card(state, card), count=count,
                       player=card.owner)
    return None


def _cards_asked(card: Card) -> tuple[int, str, str]:
    if card.discard:
        return card.discard, "hand", cr.DISCARD
    if card.tribute:
        return card.tribute, "monsters", cr.TRIBUTE
    return 0, "", ""


def pay(state: State, ctx: Context, card: Card, action: Action) -> None:
    """The activation's costs, paid as it is activated (5-2-2, 1-2-2)."""
    if card.pay_lp:
        cost = lp_cost(state, card)
        player = state.players[card.owner]
        before = player.lp
        player.lp -= cost
        ctx.emit("cost.pay_lp", cr.COSTS, cr.LP_CHANGE, card=say.card(state, card),
                 player=card.owner, amount=cost, lp=say.lp_change(before, player.lp))
    if card.banish_deck:
        _banish_top(state, ctx, card)
    if card.send_deck:
        _send_top(state, ctx, card)
    xyz_costs.pay(state, ctx, card, action)  # 4-4-3
    counter_costs.pay(state, ctx, card, action)  # 4-8-9
    count, zone, rule = _cards_asked(card)
    if not count:
        cost_cards.pay(state, ctx, card, action)
        return
    given = [state.cards[ref] for ref in action.get("cost") or []]
    for paid in given:
        move(state, paid, Z_GRAVEYARD)
        # an event its own Trigger Effects may answer ("If this card is Tributed", 5-1-3)
        state.happened.append((paid.id, paid.moves, "discarded" if zone == "hand"
                               else "tributed"))
    ctx.emit(f"cost.{'discard' if zone == 'hand' else 'tribute'}", cr.COSTS, rule,
             cr.TO_OWNERS_GRAVEYARD, card=say.card(state, card), player=card.owner,
             cards=say.cards(state, [c.id for c in given]))
    say_extra_deck(state, ctx, given)


def _banish_top(state: State, ctx: Context, card: Card) -> None:
    """"Banish 10 cards from the top of your Deck, face-down" (Pot of Desires): the top cards,
    in order, face-down among the banished cards (5-2-2, 3-9-1)."""
    banished = _top_cards(state, card, card.banish_deck, Z_BANISHED)
    ctx.emit("cost.banish_deck", cr.COSTS, cr.BANISH, cr.BANISHED, card=say.card(state, card),
             player=card.owner, count=len(banished))


def _send_top(state: State, ctx: Context, card: Card) -> None:
    """"Send the top 3 cards of your Deck to the GY" (Charge of the Light Brigade): the top
    cards, in order, to their owner's Graveyard, sent and not destroyed (5-2-2, 5-3-2)."""
    sent = _top_cards(state, card, card.send_deck, Z_GRAVEYARD)
    ctx.emit("cost.send_deck", cr.COSTS, cr.SENT_IS_NOT_DESTROYED, cr.TO_OWNERS_GRAVEYARD,
             card=say.card(state, card), player=card.owner, cards=say.cards(state, sent))


def _top_cards(state: State, card: Card, count: int, zone: str) -> list[str]:
    """The top `count` cards of the Deck of `card`'s player moved to `zone`, in order."""
    player = state.players[card.owner]
    moved = []
    for _ in range(count):
        if player.deck:
            taken = state.cards[player.deck[0]]
        else:  # an anonymous card of the Deck, named as it leaves
            player.deck_anonymous -= 1
            card_id = state.new_anonymous_id(card.owner, Z_DECK)
            taken = Card(id=card_id, name=card_id, owner=card.owner, kind=MONSTER, zone=Z_LIMBO)
            state.cards[card_id] = taken
        move(state, taken, zone)
        moved.append(taken.id)
    return moved
