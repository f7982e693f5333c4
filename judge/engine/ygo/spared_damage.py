""""Your opponent takes no battle damage from attacks involving this card." (`spares_damage:
opponent`) and "Neither player takes any battle damage from attacks involving this card."
(`both`), 12-8-5: a Continuous Effect of the face-up monster, not while its effects are negated
(5-5-1), for every battle it is in, as the attacker (a direct attack too) or the attack target.
calculation.py asks it as it deals battle damage."""
from __future__ import annotations

from .model import Card, State
from .negation import has


def spares(state: State, card: Card | None, pid: str) -> bool:
    """Whether `card`, in the battle, spares player `pid` its battle damage."""
    if card is None or not has(state, card, "spares_damage"):
        return False
    return card.spares_damage == "both" or card.owner != pid
