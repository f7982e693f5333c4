"""Attacks of the monsters a card names, forbidden in the turn it is activated (5-2-26):
""Blue-Eyes White Dragon" you control cannot attack the turn you activate this card." (Burst
Stream of Destruction), ""Cyber Dragon" cannot attack the turn you activate this card."
(Evolution Burst): a Spell's or Trap's `no_attacks_turn_of: DESCRIPTION`. The card is not
activated by a player one of whose monsters of that description has already declared an attack
this turn; from its activation to the end of the turn, even if it is negated, that player's
monsters of that description declare none (the ones that arrive later too); the player's other
monsters may attack.

The key is kept as the card's `turn_lock`, a step of kind `no_attacks_turn_of` with the
description as its `pick` and the turn's other restrictions, if any, among its `steps`;
summon_locks.py hands it here. The restriction is (kind, player, card) in `State.this_turn`,
which the end of the turn clears (7-7-3); its description is read again from that card's
`turn_lock` when a monster declares an attack.
"""
from __future__ import annotations

from ..core.replay import Context
from ..core.result import Illegal
from . import rules as cr
from . import text as say
from .described import described_fits, details
from .model import Z_MONSTERS, Card, Described, EffectStep, PickSpec, State

KIND = "no_attacks_turn_of"


def kept(lock: EffectStep | None, what: PickSpec) -> EffectStep:
    """The turn lock that also forbids the attacks of monsters so described (`what`), with
    `lock` kept inside it."""
    return EffectStep(KIND, pick=what, steps=() if lock is None else (lock,))


def _described(step: EffectStep | None) -> Described | None:
    """The description of the first such restriction among a turn lock and those it holds."""
    while step is not None:
        if step.kind == KIND:
            return step.pick
        step = step.steps[0] if step.steps else None
    return None


def _attacked(state: State, player: str, what: Described) -> Card | None:
    """A monster of `player`, of that description, that declared an attack this turn."""
    for owner, ref, turn in state.attack_declarers:
        card = state.cards[ref]
        if owner == player and turn == state.turn_number and described_fits(what, card, state):
            return card
    return next((card for card in state.cards.values() if card.owner == player
                 and card.zone == Z_MONSTERS and (card.attacked_this_turn or card.attacks_made)
                 and described_fits(what, card, state)), None)


def activation_problem(state: State, card: Card, step: EffectStep) -> Illegal | None:
    """Not activated once a monster of its player so described declared an attack this turn
    (5-2-26)."""
    what = _described(step)
    attacker = None if what is None else _attacked(state, card.owner, what)
    if what is None or attacker is None:
        return None
    return Illegal("illegal.attacked_before_named_lock", (cr.ATTACK_LOCK_TURN,),
                   card=say.card(state, card), player=card.owner,
                   attacker=say.card(state, attacker), details=tuple(details(what)))


def at_activation(state: State, ctx: Context, card: Card, step: EffectStep) -> None:
    """The player's monsters so described declare no attack for the rest of the turn."""
    state.this_turn.append((KIND, card.owner, card.id))
    what = _described(step)
    ctx.emit("attacks_banned_turn.named", cr.ATTACK_LOCK_TURN, card=say.card(state, card),
             player=card.owner, details=tuple(details(what) if what is not None else ()))


def attack_problem(state: State, attacker: Card) -> Illegal | None:
    """An attack declaration such a restriction forbids (5-2-26)."""
    for kind, player, ref in state.this_turn:
        source = state.cards[ref]
        what = _described(source.turn_lock) if kind == KIND else None
        if player != attacker.owner or what is None \
                or not described_fits(what, attacker, state):
            continue
        return Illegal("illegal.attacks_banned_turn.named", (cr.ATTACK_LOCK_TURN,
                                                             cr.DECLARE_ATTACK),
                       card=say.card(state, attacker), player=player,
                       source=say.card(state, source), details=tuple(details(what)))
    return None
