"""K.O. as an activation cost: "You may K.O. 1 of your {Thriller Bark Pirates} type Characters:"
(cost part `ko_own`, cost_schema.py; paid by costs.py in the order written, CR 8-3-1-1).

The card text tells its player to K.O. the Character, so it is a K.O. by an effect (CR 10-2-1-1,
10-2-1-2): a Character that "cannot be K.O.'d by effects" cannot pay it, and then the whole cost
cannot be paid (CR 8-3-1-3; official Q&A OP05-087 Fukurou). The K.O.'d Character's [On K.O.]
activates (CR 10-2-17-1; official Q&A OP14-080): it waits until the effect the cost paid for
has resolved, as any auto effect that activates during another effect does (CR 8-6).
"""
from __future__ import annotations

from ..core.replay import Context
from .autos import queue_auto
from .model import Z_TRASH, Card, State
from .negation import auto_switched_off
from .statics import NO_KO_BY_EFFECTS, flagged, negated
from .zones import move

KIND = "ko_own"


def can_pay(state: State, card: Card) -> bool:
    """Whether `card` could be K.O.'d to pay: "cannot be K.O.'d by effects" forbids it."""
    return not flagged(state, card, NO_KO_BY_EFFECTS)


def pay(state: State, card: Card) -> None:
    """K.O. `card` to pay a cost; its [On K.O.] waits for `activate_on_ko` (CR 10-2-17-1)."""
    state.record.ko_costs.append((card.id, card.don, negated(state, card)))
    move(state, card, Z_TRASH)
    state.record.knocked_out.append(card.id)


def activate_on_ko(state: State, ctx: Context) -> None:
    """The [On K.O.] of every Character just K.O.'d to pay a cost, judged as it stood on the
    field ([DON!! xX], negation)."""
    paid, state.record.ko_costs = state.record.ko_costs, []
    for card_id, don, was_negated in paid:
        card = state.cards[card_id]
        if "on_ko" not in card.effects \
                or auto_switched_off(state, ctx, card, "on_ko", was_negated):
            continue
        card.don = don
        queue_auto(state, ctx, card, "on_ko")
        card.don = 0
