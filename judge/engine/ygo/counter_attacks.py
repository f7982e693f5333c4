"""Counters a card gets each time an attack is declared (4-8-13): "Each time a monster you
control declares an attack, place 1 Thunder Counter on this card." (Raigeki Bottle), the card's
`counter.each_attack`; and each normal draw (4-8-14): "Each time you draw a card(s) for your
normal draw in your Draw Phase, place 1 Greed Counter on this card." (Shard of Greed),
`counter.each_normal_draw`.

Called as the attack is declared (battle.apply_attack) and as the normal draw is made
(turn.draw_phase): every card whose text says so, face-up on the field and whose effects are not
negated (5-5-1), gets its counters at once, up to its bound (4-8-2), when the attacking monster
or the drawing player is its controller's. Not a Trigger Effect: no chain is built, so nothing
can be chained to it.
"""
from __future__ import annotations

from ..core.replay import Context
from . import rules as cr
from .counter_specs import CounterSpec
from .counters import add
from .model import Card, State
from .negation import negated
from .negators import face_up_on_field


def _holders(state: State, player: str, count: str) -> list[tuple[Card, int]]:
    """The cards of `player` face-up on the field, not negated, whose counter places some at
    this moment (`count` names the spec's field), with how many."""
    found = []
    for holder in list(state.cards.values()):
        spec: CounterSpec | None = holder.counter
        each = getattr(spec, count) if spec is not None else 0
        if each and holder.owner == player and face_up_on_field(holder) \
                and not negated(state, holder):
            found.append((holder, int(each)))
    return found


def declared(state: State, ctx: Context, attacker: Card) -> None:
    """Counters on each card whose text counts this attack declaration (4-8-13)."""
    for holder, each in _holders(state, attacker.owner, "each_attack"):
        add(state, ctx, holder, each, cr.COUNTERS_EACH_ATTACK, key="counters_each_attack")


def drawn(state: State, ctx: Context, player: str) -> None:
    """Counters on each card whose text counts the player's normal draw (4-8-14)."""
    for holder, each in _holders(state, player, "each_normal_draw"):
        add(state, ctx, holder, each, cr.COUNTERS_EACH_DRAW, cr.NORMAL_DRAW,
            key="counters_each_draw")
