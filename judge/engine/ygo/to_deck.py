"""A card an effect returns to the Deck (`to_deck`, 5-3-14): "shuffle it into the Deck" and
"return it to the Deck" (`where: shuffle`), "place it on the top of the Deck" (`top`). It
goes to its owner's Deck; a Fusion, Synchro, Xyz or Link Monster goes to its owner's Extra
Deck instead (2-2-1). Like a card returned to the hand, it is not destroyed, and it leaves
what it did behind (5-3-11). The format keeps a Deck's order as listed: a shuffled card is put
last, and the ruling says the Deck is shuffled (nothing can know its place then)."""
from __future__ import annotations

from ..core.events import Event, Param
from ..core.replay import Context
from . import rules as cr
from . import text as say
from .leaving import say_left
from .model import MONSTER, Z_DECK, Z_EXTRA, Card, State
from .zones import move

EXTRA_DECK_KINDS = {"Fusion", "Synchro", "Xyz", "Link"}


def to_deck(state: State, ctx: Context, card: Card, where: str, link: Event) -> Event | None:
    """Return `card`; the reason it cannot be (for the caller's skip), or None."""
    extra = card.kind == MONSTER and bool(EXTRA_DECK_KINDS & set(card.monster_types))
    zone = Z_EXTRA if extra else Z_DECK
    if card.zone == zone:
        return Event("why.already_in", {"zone": say.zone(zone)})
    origin = card.zone
    move(state, card, zone)
    if say_left(state, ctx, [card]):  # banished instead (8-4-10)
        return None
    params: dict[str, Param] = {"link": link, "card": say.card(state, card), "player": card.owner,
                                "zone": say.zone(origin)}
    if extra:
        ctx.emit("to_deck.extra", cr.TO_DECK, cr.EXTRA_DECK, **params)
    elif where == "top":
        deck = state.players[card.owner].deck
        deck.remove(card.id)
        deck.insert(0, card.id)  # the Deck's first card is its top (5-3-6)
        ctx.emit("to_deck.top", cr.TO_DECK, **params)
    else:
        ctx.emit("to_deck.shuffled", cr.TO_DECK, **params)
    return None
