"""DON!! as an activation cost: DON!! −X (CR 8-3-1-6, 10-2-10-1) and the costs written out,
"return 1 or more DON!! cards from your field to your DON!! deck", "return 2 of your active
DON!! cards to your DON!! deck"; "give 1 active DON!! card to 1 of your [X]" and "give 1 of your
opponent's rested DON!! cards to 1 of your opponent's Characters" (`give_opponent_don`)."""
from __future__ import annotations

from ..core.events import Event
from ..core.result import Illegal
from . import rules as cr
from . import text as say
from .filters import mismatch
from .model import EVENT, Z_HAND, Card, State, opponent
from .power import cost
from .specs import CostPart

ALL_OR_NOTHING = (cr.ACTIVATION_COST, cr.COST_ALL_OR_NOTHING)
DON_KINDS = ("return_don", "return_active_don", "give_don_own", "give_opponent_don",
             "return_given_don")


def free_don(state: State, card: Card) -> int:
    """Active DON!! a cost can use: an Event still in the hand pays its own cost and ① from
    the same DON!! first (CR 2-7-3)."""
    active = state.players[card.owner].don_active
    if card.kind != EVENT or card.zone != Z_HAND:
        return active
    effect = card.effects.get("counter" if state.battle is not None else "main")
    return max(0, active - cost(state, card) - (effect.cost.rest_don if effect else 0))


def _receiver(state: State, card: Card, part: CostPart) -> Card | None:
    """The card of yours that "give 1 active DON!! card to 1 of your [X]" gives to (for
    `give_opponent_don`, the opponent's Character): the one a `pay` action names, else the
    first that fits (Leader, then Characters)."""
    theirs = part.kind == "give_opponent_don"
    p = state.players[opponent(card.owner) if theirs else card.owner]
    fitting = [state.cards[c] for c in (() if theirs else (p.leader,)) + tuple(p.characters)
               if part.filter is None or mismatch(state, card, part.filter, state.cards[c]) is None]
    payment = state.payments.get(card.id)
    if payment is not None and payment.cards:
        fitting = [c for c in fitting if c.id in payment.cards]
    return fitting[0] if fitting else None


def don_on_field(state: State, player_id: str) -> int:
    p = state.players[player_id]
    given = sum(state.cards[c].don for c in (p.leader, *p.characters))
    return p.don_active + p.don_rested + given


def returned_count(state: State, card: Card, part: CostPart) -> int:
    """How many DON!! the part returns: its count, or for "1 or more" the number a `pay`
    action names (never fewer than the count)."""
    payment = state.payments.get(card.id)
    named = payment.don if payment is not None else 0
    return max(part.count, named) if part.or_more else part.count


def don_problem(state: State, card: Card, part: CostPart, what: Event) -> Illegal | None:
    if part.kind in ("give_don_own", "give_opponent_don"):
        return _give_problem(state, card, part, what)
    needed = returned_count(state, card, part)
    if part.kind == "return_given_don":
        count = len(given_picked(state, card, needed))
        rules: tuple[str, ...] = ALL_OR_NOTHING
    elif part.kind == "return_active_don":
        count = state.players[card.owner].don_active
        rules = (*ALL_OR_NOTHING, cr.ACTIVE_STATE)
    else:
        count = don_on_field(state, card.owner)
        rules = (*ALL_OR_NOTHING, cr.DON_MINUS)
    if needed <= count:
        return None
    return Illegal("illegal.cost_return_don", rules, effect=what, what=Event(
        f"cost.{part.kind}", {"count": needed}), player=card.owner, count=count)


def _give_problem(state: State, card: Card, part: CostPart, what: Event) -> Illegal | None:
    doing = Event(f"cost.{part.kind}", {"count": part.count})
    theirs = part.kind == "give_opponent_don"
    giver = opponent(card.owner) if theirs else card.owner
    free = state.players[giver].don_rested if theirs else free_don(state, card)
    if free < part.count:  # the opponent's rested DON!! of the cost area (official Q&A, OP15-003)
        return Illegal("illegal.cost_return_don", ALL_OR_NOTHING, effect=what, what=doing,
                       player=giver, count=free)
    if _receiver(state, card, part) is None:
        return Illegal("illegal.cost_cards", ALL_OR_NOTHING, effect=what, what=doing,
                       player=giver, count=0)
    return None


def pay_return_don(state: State, card: Card, part: CostPart) -> tuple[Event, tuple[str, ...]]:
    if part.kind in ("give_opponent_don", "give_don_own"):
        receiver = _receiver(state, card, part)
        assert receiver is not None  # checked payable
        theirs = part.kind == "give_opponent_don"  # the opponent's rested DON!!, else own active
        pool = state.players[receiver.owner if theirs else card.owner]
        if theirs:
            pool.don_rested -= part.count
        else:
            pool.don_active -= part.count
        receiver.don += part.count
        return (Event(f"paid.{part.kind}", {"count": part.count,
                                            "card": say.card(state, receiver, owned=theirs)}),
                (cr.ACTIVATION_COST, cr.GIVE_DON))
    count = returned_count(state, card, part)
    if part.kind == "return_given_don":
        taken = given_picked(state, card, count)
        for holder_id in taken:
            state.cards[holder_id].don -= 1
        state.players[card.owner].don_rested += len(taken)
        return (Event("paid.return_given_don", {"count": len(taken),
                                                "cards": say.cards_of(state, taken)}),
                (cr.ACTIVATION_COST,))
    if part.kind == "return_active_don":
        p = state.players[card.owner]
        p.don_active -= count
        p.don_deck += count
        return Event("paid.return_active_don", {"count": count}), (cr.ACTIVATION_COST,)
    pay_don_minus(state, card, count)
    return Event("paid.don_minus", {"count": count}), (cr.ACTIVATION_COST, cr.DON_MINUS)


def given_picked(state: State, card: Card, count: int) -> list[str]:
    """"Return 2 total of your currently given DON!! cards to your cost area rested": the
    cards they are given to, one entry for each DON!!, from any of the player's Leader and
    Characters (official Q&A on ST28-004: one from each of two cards is fine). A `pay` action's
    `cards` names them (a card named twice gives two); else the Leader's first, then the
    Characters' in order. Fewer than `count` when the field has fewer (or the names fall short)."""
    p = state.players[card.owner]
    holders = [p.leader, *p.characters]
    payment = state.payments.get(card.id)
    if payment is not None and payment.cards:
        left = {c: state.cards[c].don for c in holders}
        named = []
        for holder_id in payment.cards:
            if left.get(holder_id, 0) > 0:
                left[holder_id] -= 1
                named.append(holder_id)
        return named[:count]
    order = [c for c in holders for _ in range(state.cards[c].don)]
    return order[:count]


def given_total(state: State, player_id: str) -> int:
    p = state.players[player_id]
    return sum(state.cards[c].don for c in (p.leader, *p.characters))


def pay_don_minus(state: State, card: Card, count: int) -> None:
    """DON!! -X takes DON!! from the cost area or given ones (CR 10-2-10-1).

    The format does not say which; like most players, the engine returns rested DON!! first,
    then active ones, then DON!! given to this card, the Leader, then the Characters.
    """
    p = state.players[card.owner]
    total = count
    for area in ("don_rested", "don_active"):
        take = min(count, getattr(p, area))
        setattr(p, area, getattr(p, area) - take)
        count -= take
    holders = [card.id] if card.id in (p.leader, *p.characters) else []
    holders += [c for c in (p.leader, *p.characters) if c not in holders]
    for holder_id in holders:
        holder = state.cards[holder_id]
        take = min(count, holder.don)
        holder.don -= take
        count -= take
    p.don_deck += total - count
