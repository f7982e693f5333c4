"""A face-down monster turned face-up by a resolving effect's `change_position` (9-2-7: "Change
its battle position.", "Change that target to face-up Attack Position."), from positions.py.

It is flipped face-up but not Flip Summoned (8-3-5): the Trigger Effects that answer its flip
(`event: flipped`) may be activated once the chain has resolved, as after an attack (5-1-3),
and its printed FLIP effect (the card's `flip` steps, which the engine activates itself, 5-1-5)
activates then, as Chain Link 1 of a new chain: a Trigger Effect never joins the chain whose
resolution made its event happen (11-1-8). chain_resolution.py calls `after_chain`. An effect
that says "(Flip effects are not activated.)" (`no_flip`) flips it face-up without (9-2-10).
A second face-up copy of a card its text limits is destroyed by the game at once (5-4-1), as
when an attack flips it. Only the duel's state is read and written here (model.py).
"""
from __future__ import annotations

from ..core.events import Event
from ..core.replay import Context
from . import rules as cr
from . import text as say
from .links import add_link
from .model import Card, Link, State
from .restrictions import flipped_copy
from .turned_up import mark


def flipped_up(state: State, ctx: Context, card: Card, quiet: bool, label: Event) -> None:
    """`card` was just turned face-up by an effect: what answers that is recorded, unless the
    effect says FLIP effects are not activated (`quiet`, 9-2-10): then no FLIP effect and no
    other effect on its flip (the format tells them apart by no word) is activated."""
    mark(state, card)  # "... Normal Summoned or flipped face-up" (7-7-5)
    if flipped_copy(state, ctx, card):  # destroyed by the game, no effect of it (5-4-1)
        return
    if quiet:
        ctx.emit("flip_not_activated", cr.FLIP_NOT_ACTIVATED, cr.FLIP_EFFECT, link=label,
                 card=say.card(state, card))
        return
    state.happened.append((card.id, card.moves, "flipped"))
    if card.flip:
        state.flips_due.append((card.id, card.moves))


def after_chain(state: State, ctx: Context) -> None:
    """The FLIP effects of the monsters the chain's effects flipped face-up activate, in the
    order they were flipped, even if the monster left the field since (5-1-5)."""
    due, state.flips_due = state.flips_due, []
    for card_id, moves in due:
        card = state.cards[card_id]
        add_link(state, ctx, Link(card.id, moves, card.owner, 1, flip=True),
                 Event("activation.flip_by_effect", {"card": say.card(state, card)}),
                 [cr.FLIP_EFFECT, cr.FLIPPED_NOT_SUMMONED, cr.POSITION_BY_EFFECT,
                  cr.SPEED_ONE])
