""""If a "Salamangreat" card(s) you control would be destroyed by battle or card effect, you can
banish this card from your GY instead." (5-3-16): a card's `gy_substitute`. While the card is
in its owner's Graveyard, a card of that player on the field it covers that would be destroyed
stays there, the Graveyard card banished in its place. A destruction of several cards at once
(`destroy_all`) is replaced whole by the one card banished: the interpreter names the batch on
the effect's context (`env.substitutes`, the cards banished for it so far), so each other card
of it that the same card covers stays too, and an `alone` substitute ("exactly 1 ... (and no
other cards)") does not apply to such a batch."""
from __future__ import annotations

from typing import Protocol

from ..core.events import Event
from ..core.replay import Context
from . import rules as cr
from . import text as say
from .described import described_fits
from .model import MONSTER, SET, Z_BANISHED, Z_GRAVEYARD, Card, State
from .summon_conditions import condition_holds
from .zones import move


class Env(Protocol):
    label: Event
    controller: str
    missed: bool
    substitutes: list[str] | None


def _covers(state: State, source: Card, card: Card, how: str, by: str | None,
            alone: bool) -> bool:
    spec = source.gy_substitute
    if spec is None or not spec.use or how not in spec.by or spec.alone and not alone:
        return False
    if spec.opponent and how == "effect" and by == card.owner:
        return False  # only the opponent's effects
    if spec.what == MONSTER and card.kind != MONSTER:
        return False
    face_up = card.position != SET if card.kind == MONSTER else card.face_up
    if spec.cards is not None and not (face_up and described_fits(spec.cards, card, state)):
        return False  # a face-down card shows no name, Type or Attribute (9-1-3)
    return condition_holds(state, source, spec.condition)


def substitute(state: State, card: Card, how: str, by: str | None = None,
               alone: bool = True) -> Card | None:
    """The card in the Graveyard of the card's controller that may be banished in place of its
    destruction `how` (battle or effect, by an effect of player `by`), or None."""
    player = state.players[card.owner]  # on the field: its controller's zones (3-10-2)
    for source in (state.cards[i] for i in player.graveyard):
        if source.zone == Z_GRAVEYARD and _covers(state, source, card, how, by, alone):
            return source
    return None


def banish_instead(state: State, ctx: Context, source: Card, card: Card) -> None:
    """Banish `source` from the Graveyard in place of the destruction of `card` (5-3-16)."""
    move(state, source, Z_BANISHED, face_up=True)
    ctx.emit("substitute.gy_banished", cr.GY_SUBSTITUTE, cr.BANISH,
             card=say.card(state, card), source=say.card(state, source), player=source.owner)


def spared_by_gy(state: State, ctx: Context, card: Card, env: Env) -> bool:
    """An effect's destruction of this card replaced by a Graveyard card (5-3-16), or by the
    one already banished for the same destruction; the part of the effect is not done (5-2-5)."""
    same = next((state.cards[i] for i in env.substitutes or ()
                 if _replaced_too(state, state.cards[i], card, env)), None)
    if same is not None:
        ctx.emit("substitute.gy_same", cr.GY_SUBSTITUTE, card=say.card(state, card),
                 source=say.card(state, same))
        env.missed = True
        return True
    source = substitute(state, card, "effect", env.controller, env.substitutes is None)
    if source is None:
        return False
    banish_instead(state, ctx, source, card)
    if env.substitutes is not None:
        env.substitutes.append(source.id)
    env.missed = True
    return True


def _replaced_too(state: State, source: Card, card: Card, env: Env) -> bool:
    """Whether the card banished for this destruction covers this card of it as well: the
    same player's, and so described."""
    return source.owner == card.owner \
        and _covers(state, source, card, "effect", env.controller, False)
