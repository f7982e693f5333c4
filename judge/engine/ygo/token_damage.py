"""Tokens whose destruction hurts their controller (4-7-8): "They cannot be Tributed for a Tribute
Summon, and each time 1 is destroyed, its controller takes 300 damage." (Ojama Trio), "When
this Token is destroyed, its controller takes 300 damage." (Wall of Ivy): the `summon_tokens`
key `destroyed_damage`, which each Token it makes keeps as `token_damage`.

Rule processing (settle.py) looks, after every step, for such a Token whose last move was a
destruction, by battle or by a card effect (`state.happened`): the player who controlled it as
it left (`left_by`) takes the damage at once. It is not an effect that is activated: no chain is
built. A Token Tributed, banished or returned inflicts nothing. Each Token does it once (its
`token_damage` is spent).
"""
from __future__ import annotations

from ..core.replay import Context
from . import rules as cr
from . import text as say
from .model import Z_LIMBO, State

DESTROYED = ("destroyed_by_battle", "destroyed_by_effect")


def check(state: State, ctx: Context) -> None:
    """The damage of each such Token destroyed since the last check."""
    for card in state.cards.values():
        if not card.token_damage or card.zone != Z_LIMBO:
            continue
        amount, card.token_damage = card.token_damage, 0  # it ceased to exist: once only
        if not any((card.id, card.moves, kind) in state.happened for kind in DESTROYED):
            continue
        player = state.players[card.left_by]
        before = player.lp
        player.lp = max(0, before - amount)
        ctx.emit("token_damage", cr.TOKEN_DAMAGE, cr.DAMAGE, cr.LP_CHANGE,
                 *((cr.LP_NOT_BELOW_ZERO,) if amount > before else ()),
                 card=say.card(state, card), player=card.left_by, amount=amount,
                 lp=say.lp_change(before, player.lp))
