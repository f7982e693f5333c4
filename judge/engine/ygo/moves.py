"""Effect steps that move cards no player chooses: `send_top`, the top cards of a Deck sent to
the Graveyard in their order (3-7-3), the effect's player's Deck, the opponent's, or each
player's (the effect's player first). Sent, not destroyed (5-3-2): each card goes to its
owner's Graveyard, an event its own Trigger Effects may answer (zones.move)."""
from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ..core.replay import Context
from . import rules as cr
from . import text as say
from .model import MONSTER, Z_DECK, Z_GRAVEYARD, Z_LIMBO, Card, EffectStep, State, opponent
from .zones import move

Handler = Callable[[State, Context, EffectStep, Any], None]


def top_card(state: State, player_id: str) -> Card | None:
    """The top card of the player's Deck, an anonymous one named as it leaves; None when the
    Deck is empty."""
    player = state.players[player_id]
    if player.deck:
        return state.cards[player.deck[0]]
    if player.deck_anonymous <= 0:
        return None
    player.deck_anonymous -= 1
    card_id = state.new_anonymous_id(player_id, Z_DECK)
    card = Card(id=card_id, name=card_id, owner=player_id, kind=MONSTER, zone=Z_LIMBO)
    state.cards[card_id] = card
    return card


def _players(env: Any, word: str | None) -> list[str]:
    if word == "both":  # the effect's player first, then the opponent (3-7-3)
        return [env.controller, opponent(env.controller)]
    if word in ("A", "B"):
        return [word]
    return [opponent(env.controller) if word == "opponent" else env.controller]


def send_top(state: State, ctx: Context, step: EffectStep, env: Any) -> None:
    """The top `amount` cards of each Deck named, to the Graveyard; fewer in a Deck: all it
    has, and the part is not done in full (5-2-5)."""
    for player_id in _players(env, step.player):
        sent: list[Card] = []
        for _ in range(step.amount):
            card = top_card(state, player_id)
            if card is None:
                break
            move(state, card, Z_GRAVEYARD)
            sent.append(card)
        if len(sent) < step.amount:
            env.missed = True
        if not sent:
            ctx.emit("send_top.empty", cr.DECK_TOP, cr.DO_WHAT_CAN_BE_DONE, link=env.label,
                     player=player_id)
            continue
        code = "send_top" if len(sent) == step.amount else "send_top.short"
        rules = (cr.DECK_TOP, cr.SENT_IS_NOT_DESTROYED) if len(sent) == step.amount \
            else (cr.DECK_TOP, cr.SENT_IS_NOT_DESTROYED, cr.DO_WHAT_CAN_BE_DONE)
        ctx.emit(code, *rules, link=env.label, player=player_id, count=len(sent),
                 asked=step.amount, cards=say.cards(state, [c.id for c in sent]))


HANDLERS: dict[str, Handler] = {"send_top": send_top}
