"""A card on the field destroyed (5-3-1): it goes to its owner's Graveyard (3-8-2), or where a
rule or its own text sends it instead, and the events Trigger Effects answer are recorded."""
from __future__ import annotations

from ..core.events import Event, Param
from ..core.replay import Context
from . import rules as cr
from . import text as say
from .battle_banish import why
from .gy_banish import named
from .model import Z_EXTRA, Z_GRAVEYARD, Z_LIMBO, Card, State
from .stzone import instead
from .zones import move


def destroy(state: State, ctx: Context, card: Card, label: Event | None, *rules: str,
            by: str = "") -> None:
    """Destroy a card on the field: it goes to its owner's Graveyard (5-3-1, 3-8-2). `label`:
    the Chain Link that destroys it; None: destroyed by battle (`rules` say so); `by`: the
    player whose card destroys it."""
    if instead(state, ctx, card, label, label is None and bool(rules)):  # 3-4-6
        return
    move(state, card, Z_GRAVEYARD)
    # an event a Trigger Effect may answer ("If this card is destroyed by battle", 5-1-3)
    by_battle = label is None and bool(rules)
    state.happened.append((card.id, card.moves,
                           "destroyed_by_battle" if by_battle else "destroyed_by_effect"))
    card.destroyed_this_turn = True  # "destroyed and sent there this turn" (5-3-1)
    if by and by != card.owner:  # "destroyed by an opponent's card (effect)"
        state.happened.append((card.id, card.moves, "destroyed_by_opponent"))
        if not by_battle:
            state.happened.append((card.id, card.moves, "destroyed_by_opponent_effect"))
    params: dict[str, Param] = {"card": say.card(state, card), "owner": card.owner}
    # where it went: its owner's Graveyard, or face-up to the Extra Deck (a Pendulum, 4-3-4)
    extra, gone = card.zone == Z_EXTRA, card.zone == Z_LIMBO  # gone: a Token (4-7-2)
    goes = ".to_extra_deck" if extra else ".banished" if card.banished_instead else \
        ".token" if gone else ""
    where = cr.PENDULUM_TO_EXTRA_DECK if extra else cr.BANISH_ON_LEAVE \
        if card.banished_instead else cr.TOKEN_CEASES if gone else cr.TO_OWNERS_GRAVEYARD
    if card.banished_by_text:  # "If this face-up card would leave the field, ..." (5-4-9)
        goes, where = ".banished_own", cr.LEAVES_BANISHED
    elif card.bottomed_instead:  # "but place it on the bottom of the Deck when ..." (8-4-10)
        goes, where = ".bottomed", cr.BANISH_ON_LEAVE
    elif source := named(state, card):  # "Any card sent to the GY is banished ..." (5-4-10)
        goes, where = why(card, source)  # or the monster it battled banished it (12-8-8)
        params["source"] = say.card(state, state.cards[source])
    if label is None and rules:
        ctx.emit(f"destroyed.by_battle{goes}", *rules, cr.DESTROY, where, **params)
    elif label is None:
        ctx.emit(f"destroyed{goes}", cr.DESTROY, where, **params)
    else:
        ctx.emit(f"destroyed.by_link{goes}", *rules, cr.DESTROY, where, link=label, **params)
