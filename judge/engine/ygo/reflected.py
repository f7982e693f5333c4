"""Battle damage that passes to the other player (12-8-7): "Your opponent takes any battle
damage you would have taken from battles involving this card." (`reflects_battle_damage`,
Magical Reflect Slime). The monster's controller takes none from a battle it is in; the
opponent takes the same amount, as battle damage, unless their own monster in that battle or
an effect of the turn says they take none (12-8-5, 12-8-6). Damage calculation
(calculation.py) asks here before any battle damage is dealt to a player."""
from __future__ import annotations

from ..core.events import Event
from . import text as say
from .model import Card, State
from .negation import has


def source(state: State, pid: str, attacker: Card, target: Card) -> Card | None:
    """The monster of `pid` in this battle whose text passes their battle damage to the
    opponent, applying now (not negated; a Gemini monster Gemini Summoned, 8-1-9)."""
    return next((card for card in (attacker, target)
                 if card.owner == pid and has(state, card, "reflects_battle_damage")), None)


def taken_instead(state: State, pid: str, amount: int, card: Card, by: str) -> Event:
    """`pid` takes `amount` battle damage that `by` would have taken, as `card` says."""
    player = state.players[pid]
    before = player.lp
    player.lp = max(0, before - amount)  # 1-2-3
    return Event("takes_damage.instead", {"player": pid, "amount": amount, "other": by,
                                          "card": say.card(state, card),
                                          "lp": say.lp_change(before, player.lp)})
