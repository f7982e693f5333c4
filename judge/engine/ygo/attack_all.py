""""This card can attack all monsters your opponent controls once each." (12-3-19): a face-up
monster with `attack_all` may declare an attack on each monster its opponent controls, each
once a turn; after its first attack it never attacks directly. Each monster it has attacked is
recorded among the turn's once-per-turn records (state.effects_used, cleared as the turn ends),
under the attacker and the target as they are (id, moves); a replay takes the record back."""
from __future__ import annotations

from ..core.result import Illegal
from . import rules as cr
from . import text as say
from .model import Card, State
from .negation import has


def _key(attacker: Card, target: Card) -> tuple[str, str]:
    return attacker.id, f"{attacker.moves}\x00attacked\x00{target.id}\x00{target.moves}"


def applies(state: State, attacker: Card) -> bool:
    return has(state, attacker, "attack_all")


def problem(state: State, attacker: Card, target: Card | str | None,
            made: int) -> Illegal | None:
    """Why this attack (on `target`, or "direct") is not one of its attacks on each monster,
    once each; None if it is, or if it is no such monster's second attack."""
    if not made or not applies(state, attacker):
        return None
    ref = say.card(state, attacker)
    if target == "direct":
        return Illegal("illegal.attack_all.direct", (cr.ATTACK_ALL,), card=ref)
    if isinstance(target, Card) and _key(attacker, target) in state.effects_used:
        return Illegal("illegal.attack_all.again", (cr.ATTACK_ALL,), card=ref,
                       target=say.card(state, target))
    return None


def record(state: State, attacker: Card, target: Card | None) -> None:
    """An attack declared on a monster (a direct one needs no record: it is its only one)."""
    if target is not None and applies(state, attacker):
        state.effects_used.append(_key(attacker, target))


def take_back(state: State, attacker: Card, target: Card | None) -> None:
    """A replay: the attack on that monster was not made."""
    if target is not None and _key(attacker, target) in state.effects_used:
        state.effects_used.remove(_key(attacker, target))
