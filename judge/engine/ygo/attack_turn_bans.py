"""Attacks forbidden in the turn a card or effect is activated (5-2-26): "Your monsters cannot
attack the turn you activate this effect." / "You cannot declare an attack the turn you
activate this card." (`no_attacks_turn`: every monster of its player's) and "Other monsters
cannot attack during the turn you activate this effect." / "Only this card can attack the turn
this effect is activated." (`no_other_attacks_turn`: every one but the monster whose effect it
is). The card or effect is not activated by a player one of whose monsters so forbidden has
already declared an attack this turn; from its activation to the end of the turn, even if it
is negated, those monsters declare none (the ones that arrive later too).

A card's or effect's key is kept as its `turn_lock`, a step of one of the two kinds below
holding the turn's other restrictions, if any, among its `steps`; summon_locks.py hands it
here. The restriction is (kind, player, card) in `State.this_turn`, which the end of the turn
clears (7-7-3); the attacks declared this turn are `State.attack_declarers` (battle.py), and a
scenario's `attacked_this_turn` on a monster counts as one.

Also the step `{no_attack_rest: true}` (5-2-29): "also, this card cannot attack for the rest of
this turn", applied as the effect resolves to the monster whose effect it is, when it is still
that card face-up in the Monster Zone; kept as (card, moves, turn number) in
`State.self_attack_bans`.
"""
from __future__ import annotations

from typing import Any

from ..core.replay import Context
from ..core.result import Illegal
from . import named_attack_bans
from . import rules as cr
from . import text as say
from .face_up_effects import face_up_there
from .model import Z_MONSTERS, Card, EffectStep, State

ALL = "no_attacks_turn"
OTHERS = "no_other_attacks_turn"


def kept_all(lock: EffectStep | None) -> EffectStep:
    """The turn lock that also forbids every monster's attack, with `lock` kept inside it."""
    return EffectStep(ALL, steps=() if lock is None else (lock,))


def kept_others(lock: EffectStep | None) -> EffectStep:
    """The turn lock that forbids every other monster's attack, with `lock` inside it."""
    return EffectStep(OTHERS, steps=() if lock is None else (lock,))


def record(state: State, attacker: Card) -> None:
    """An attack declared: the restriction's card is not activated after it this turn."""
    state.attack_declarers.append((attacker.owner, attacker.id, state.turn_number))


def _attacked(state: State, player: str, spared: str) -> Card | None:
    """A monster of `player`, other than `spared`, that declared an attack this turn."""
    for owner, ref, turn in state.attack_declarers:
        if owner == player and ref != spared and turn == state.turn_number:
            return state.cards[ref]
    return next((card for card in state.cards.values() if card.owner == player
                 and card.zone == Z_MONSTERS and card.id != spared
                 and (card.attacked_this_turn or card.attacks_made)), None)


def _problem(state: State, card: Card, spared: str) -> Illegal | None:
    attacker = _attacked(state, card.owner, spared)
    if attacker is None:
        return None
    return Illegal("illegal.attacked_before_lock", (cr.ATTACK_LOCK_TURN,),
                   card=say.card(state, card), player=card.owner,
                   attacker=say.card(state, attacker))


def all_problem(state: State, card: Card) -> Illegal | None:
    """Not activated once a monster of its player declared an attack this turn (5-2-26)."""
    return _problem(state, card, "")


def others_problem(state: State, card: Card) -> Illegal | None:
    """Not activated once another monster of its player declared an attack this turn."""
    return _problem(state, card, card.id)


def at_all(state: State, ctx: Context, card: Card) -> None:
    """The player's monsters declare no attack for the rest of the turn (5-2-26)."""
    state.this_turn.append((ALL, card.owner, card.id))
    ctx.emit("attacks_banned_turn", cr.ATTACK_LOCK_TURN, card=say.card(state, card),
             player=card.owner)


def at_others(state: State, ctx: Context, card: Card) -> None:
    """Only the monster itself may attack for the rest of the turn (5-2-26)."""
    state.this_turn.append((OTHERS, card.owner, card.id))
    ctx.emit("attacks_banned_turn.others", cr.ATTACK_LOCK_TURN, card=say.card(state, card),
             player=card.owner)


def no_attack_rest(state: State, ctx: Context, step: EffectStep, env: Any) -> None:
    """The monster of the resolving effect declares no attack for the rest of the turn."""
    card: Card = env.source
    if env.source_moves not in (-1, card.moves) or card.zone != Z_MONSTERS \
            or not face_up_there(card):  # gone, or a new card: nothing to restrict (5-2-29)
        ctx.emit("no_attack_rest.gone", cr.SELF_NO_ATTACK_REST, link=env.label,
                 card=say.card(state, card))
        return
    state.self_attack_bans.append((card.id, card.moves, state.turn_number))
    ctx.emit("no_attack_rest", cr.SELF_NO_ATTACK_REST, link=env.label, card=say.card(state, card))


def attack_problem(state: State, attacker: Card) -> Illegal | None:
    """An attack declaration such a restriction forbids (5-2-26, 5-2-29)."""
    if (attacker.id, attacker.moves, state.turn_number) in state.self_attack_bans:
        return Illegal("illegal.no_attack_rest", (cr.SELF_NO_ATTACK_REST, cr.DECLARE_ATTACK),
                       card=say.card(state, attacker))
    for kind, player, ref in state.this_turn:
        if player != attacker.owner or kind not in (ALL, OTHERS) \
                or kind == OTHERS and ref == attacker.id:
            continue
        key = "illegal.attacks_banned_turn" + (".others" if kind == OTHERS else "")
        return Illegal(key, (cr.ATTACK_LOCK_TURN, cr.DECLARE_ATTACK),
                       card=say.card(state, attacker), player=player,
                       source=say.card(state, state.cards[ref]))
    return named_attack_bans.attack_problem(state, attacker)  # the monsters a card names
