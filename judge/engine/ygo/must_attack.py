"""Monsters that must attack (12-3-18): "This card must attack if able." (`must_attack`) and
"All monsters your opponent controls must attack, if able." (`forces_attacks`, on a card of
the other player). While the Battle Phase goes on, the turn player cannot leave it (to Main
Phase 2, the End Phase, or the next turn) while such a face-up monster of theirs has declared
no attack this turn and could declare one now; nothing makes them enter the Battle Phase."""
from __future__ import annotations

from ..core.model import Action
from ..core.result import Illegal
from . import rules as cr
from . import text as say
from .battle import legal_attack, made
from .bound_summons import bound
from .model import ATTACK, Card, State, opponent
from .negation import has, negated


def leaving_problem(state: State) -> Illegal | None:
    """Why the turn player cannot leave the Battle Phase now, if a monster must still attack."""
    if state.phase != "battle" or state.battle is not None or state.chain:
        return None
    tp = state.turn_player
    for card in (state.cards[i] for i in state.players[tp].monsters):
        summoned = bound(state, card, "must_attack")  # by the effect that Summoned it, 12-3-23
        if card.position != ATTACK or made(card) or not (summoned or _obliged(state, card)):
            continue
        if _able(state, card) and summoned:
            return Illegal("illegal.summoned_must_attack", (cr.SUMMONED_MUST_ATTACK,
                                                            cr.MUST_ATTACK),
                           card=say.card(state, card), player=tp)
        if _able(state, card):
            return Illegal("illegal.must_attack", (cr.MUST_ATTACK,), card=say.card(state, card),
                           player=tp)
    return None


def _obliged(state: State, card: Card) -> bool:
    if has(state, card, "must_attack"):
        return True
    others = state.players[opponent(card.owner)]
    faced = [source for source in (state.cards[i] for i in others.monsters)
             if source.position != "set" and not negated(state, source)]
    # "... must attack this card": only while it could attack that card (drawn_attacks.py)
    return any(source.forces_attacks for source in faced) or any(
        source.draws_attacks and legal_attack(state, Action(
            "attack", {"attacker": card.id, "target": source.id})) is None for source in faced)


def _able(state: State, card: Card) -> bool:
    """Some attack it could declare now: on a monster of the opponent, or directly."""
    targets = [*state.players[opponent(card.owner)].monsters, "direct"]
    return any(legal_attack(state, Action("attack", {"attacker": card.id, "target": target}))
               is None for target in targets)
