"""Whether an effect can be activated, and paying its activation cost (CR 8-3, 10-2-13)."""
from __future__ import annotations

from ..core.events import Event
from ..core.replay import Context
from ..core.result import Illegal
from . import ko_cost
from . import rules as cr
from . import text as say
from .cost_don import don_on_field, pay_don_minus
from .costs import (
    condition_problem,
    note_default,
    parts_problem,
    pay_parts,
    plain_hand_cards,
    plain_hand_problem,
)
from .limits import rest_forbidden
from .model import FIELD_ZONES, Z_TRASH, Card, State
from .power import cost
from .specs import Cost, CostPart, Effect
from .zones import move


def once_key(card: Card, timing: str) -> tuple[str, int, str]:
    # per card instance: copies each have their own, a card that moved is new (CR 10-2-13-2/4)
    return card.id, card.moves, timing


def activation_problem(state: State, card: Card, effect: Effect, timing: str,
                       exclude_from_hand: str | None = None,
                       check_don: bool = True) -> Illegal | None:
    """Why `effect` cannot be activated now, or None. Auto effects had [DON!! xX] checked when
    their timing came (CR 8-3-2-3), so they pass `check_don=False`."""
    what = say.effect_of(state, card, timing)
    if effect.once_per_turn and once_key(card, timing) in state.once_used:
        return _used_once(state, card, timing, what)
    if check_don and effect.don_x and card.don < effect.don_x:
        return Illegal("illegal.don_x_not_met", (cr.DON_X, cr.DON_X_CONDITION), effect=what,
                       needed=effect.don_x, count=card.don)
    return cost_problem(state, card, effect.cost, what, exclude_from_hand)


def _used_once(state: State, card: Card, timing: str, what: Event) -> Illegal:
    copies = [c for c in _copies(state, card, timing)
              if once_key(c, timing) not in state.once_used]
    if copies:
        # another copy keeps its own use (CR 10-2-13-2): worth saying only when there is one
        return Illegal("illegal.once_per_turn_used.copy",
                       (cr.ONCE_PER_TURN, cr.ONCE_PER_TURN_USED, cr.ONCE_PER_CARD),
                       effect=what, copy=say.card(state, copies[0]))
    return Illegal("illegal.once_per_turn_used", (cr.ONCE_PER_TURN, cr.ONCE_PER_TURN_USED),
                   effect=what)


def _copies(state: State, card: Card, timing: str) -> list[Card]:
    """The other cards of the same name on the field with an effect of the same timing."""
    return [c for c in state.cards.values()
            if c.id != card.id and c.name == card.name and c.owner == card.owner
            and c.zone in FIELD_ZONES and timing in c.effects]


def once_rules(state: State, card: Card, timing: str) -> tuple[str, ...]:
    """What a [Once Per Turn] use rests on (CR 10-2-13): the limit itself; each copy's own use
    when another copy has used its effect this turn (10-2-13-2); a new card when this card used
    it earlier this turn before it moved and came back (10-2-13-4, 3-1-6)."""
    rules: tuple[str, ...] = (cr.ONCE_PER_TURN,)
    names = {state.cards[used_id].name for used_id, _moves, used_timing in state.once_used
             if used_id != card.id and used_timing == timing}
    if card.name in names:
        rules += (cr.ONCE_PER_CARD,)
    if any(used_id == card.id and moves != card.moves and used_timing == timing
           for used_id, moves, used_timing in state.once_used):
        rules += (cr.ONCE_PER_TURN_NEW_CARD, cr.NEW_CARD_IN_NEW_AREA)
    return rules


def cost_problem(state: State, card: Card, cost: Cost, what: Event,
                 exclude_from_hand: str | None = None) -> Illegal | None:
    """A cost that cannot be paid in full cannot be paid at all (CR 8-3-1-3)."""
    p = state.players[card.owner]
    unmet = condition_problem(state, card, cost.condition, what)
    if unmet is not None:
        return unmet
    if cost.rest_don > p.don_active:
        return Illegal("illegal.cost_rest_don", (cr.REST_DON_COST, cr.COST_ALL_OR_NOTHING),
                       effect=what, needed=cost.rest_don, player=card.owner, count=p.don_active)
    if cost.don_minus > don_on_field(state, card.owner):
        return Illegal("illegal.cost_don_minus",
                       (cr.DON_MINUS, cr.DON_MINUS_COST, cr.COST_ALL_OR_NOTHING), effect=what,
                       needed=cost.don_minus, player=card.owner,
                       count=don_on_field(state, card.owner))
    hand = len([c for c in p.hand if c != exclude_from_hand])
    if cost.trash_from_hand > hand:
        return Illegal("illegal.cost_trash_from_hand",
                       (cr.TRASH_FROM_HAND, cr.COST_ALL_OR_NOTHING), effect=what,
                       needed=cost.trash_from_hand, player=card.owner, count=hand)
    named = plain_hand_problem(state, card, cost.trash_from_hand, what)
    if named is not None:
        return named
    if cost.rest_self and card.zone not in FIELD_ZONES:
        return Illegal("illegal.cost_rest_self_off_field",
                       (cr.ACTIVATION_COST, cr.COST_ALL_OR_NOTHING), effect=what,
                       card=say.card(state, card))
    if cost.rest_self and card.rested:
        # a rested card cannot be rested again (CR 1-3-2-1), so the cost cannot be paid
        return Illegal("illegal.cost_rest_self_rested",
                       (cr.ALREADY_IN_STATE, cr.COST_ALL_OR_NOTHING), effect=what,
                       card=say.card(state, card))
    forbidden = rest_forbidden(state, card) if cost.rest_self else None
    if forbidden is not None:  # "cannot be rested" (official Q&A, EB02-011 Arlong)
        return Illegal("illegal.cost_rest_self_forbidden",
                       (cr.PROHIBITION_WINS, cr.COST_ALL_OR_NOTHING), effect=what,
                       card=say.card(state, card), why=forbidden)
    return parts_problem(state, card, cost.parts, what, card.id if cost.rest_self else None)


def event_cost_problem(state: State, card: Card, effect: Effect,
                       rules: tuple[str, ...]) -> Illegal | None:
    """Using an Event pays its cost first (CR 2-7-3: `rules` say where), then its effect's own
    activation cost (CR 8-3), all from the same active DON!!."""
    printed = cost(state, card)
    named = say.card(state, card, owned=False)
    problem = cost_problem(state, card, Cost(rest_don=printed),
                           Event("card_with_cost", {"card": named, "cost": printed}))
    if problem is not None:
        return Illegal(Event(problem.event.code, problem.event.params, rules))
    extra = effect.cost.rest_don
    if not extra:
        return None
    return cost_problem(state, card, Cost(rest_don=printed + extra),
                        Event("card_with_cost_and_activation",
                              {"card": named, "cost": printed, "count": extra}))


def pay_cost(state: State, ctx: Context, card: Card, cost: Cost) -> None:
    """Pay a cost already checked payable, in the order written (CR 8-3-1-1)."""
    if cost.is_free():
        return
    p = state.players[card.owner]
    paid: list[Event] = []
    rules: list[str] = []
    if cost.rest_don:
        p.don_active -= cost.rest_don
        p.don_rested += cost.rest_don
        paid.append(Event("paid.rest_don", {"count": cost.rest_don}))
        rules.append(cr.REST_DON_COST)
    if cost.don_minus:
        pay_don_minus(state, card, cost.don_minus)
        paid.append(Event("paid.don_minus", {"count": cost.don_minus}))
        rules += [cr.DON_MINUS_COST, cr.DON_MINUS]
    if cost.trash_from_hand:
        note_default(state, card, (CostPart("trash_from_hand", cost.trash_from_hand),))
        chosen = plain_hand_cards(state, card, cost.trash_from_hand)
        for card_id in chosen:
            move(state, state.cards[card_id], Z_TRASH)
        paid.append(Event("paid.trash_from_hand", {"cards": say.cards_of(state, chosen)}))
        rules.append(cr.TRASH_FROM_HAND)
    if cost.rest_self:
        card.rested = True
        paid.append(Event("paid.rest_self", {"card": say.card(state, card, owned=False)}))
        rules.append(cr.ACTIVATION_COST)
    pay_parts(state, card, cost.parts, paid, rules)
    ctx.emit("cost_paid", *rules, player=card.owner, card=say.card(state, card), paid=tuple(paid))
    ko_cost.activate_on_ko(state, ctx)  # a Character K.O.'d to pay: its [On K.O.] (CR 10-2-17-1)
