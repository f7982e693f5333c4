"""Effects on every card of a kind a player (or both) controls: "Destroy all Spells and Traps
your opponent controls" (`destroy_all`, interpreter.py, 5-3-1) and "Return all Spell and Trap
Cards on the field to the hand" (`return_all`, Giant Trunade, 5-3-11).

A one-time Spell or Trap resolving on the field is not among the cards its own effect touches:
it goes to the Graveyard once it has resolved (10-4-1).
"""
from __future__ import annotations

from typing import Protocol

from ..core.events import Event
from ..core.replay import Context
from . import rules as cr
from . import text as say
from .model import DEFENSE, MONSTER, SET, Z_HAND, Card, EffectStep, State, opponent
from .to_deck import EXTRA_DECK_KINDS, to_deck
from .zones import move


class Env(Protocol):
    """What this module reads of the resolving effect (interpreter.Env)."""

    source: Card
    controller: str
    label: Event
    missed: bool


def in_position(card: Card, position: str) -> bool:
    """Defense Position holds face-down monsters too (9-1-3)."""
    if position == DEFENSE:
        return card.position in (DEFENSE, SET)
    return position in ("any", card.position)


def all_of(state: State, step: EffectStep, env: Env) -> list[Card]:
    """The cards of the step's kind (`what`: monsters, spells_traps, cards) the step's player,
    or both, controls, monsters in the step's position if it names one."""
    word = step.player
    pids = list(state.players) if word == "both" else [
        word if word in ("A", "B") else opponent(env.controller) if word == "opponent"
        else env.controller]
    hit: list[Card] = []
    for pid in pids:
        player = state.players[pid]
        if step.what in ("monsters", "cards"):
            hit += [state.cards[c] for c in player.monsters
                    if in_position(state.cards[c], step.position)]
        if step.what in ("spells_traps", "cards"):
            ids = player.spells_traps + ([player.field_spell] if player.field_spell else [])
            hit += [state.cards[c] for c in ids]
    resolving = env.source if not env.source.lasting else None  # 10-4-1
    return [card for card in hit if card is not resolving]


def return_all(state: State, ctx: Context, step: EffectStep, env: Env) -> None:
    """Each card goes back to its owner's hand, all at once (5-3-11); a Fusion, Synchro, Xyz
    or Link Monster to its owner's Extra Deck (2-2-1)."""
    hit = all_of(state, step, env)
    env.missed = not hit  # nothing there: not done (5-2-7)
    for card in hit:
        if card.kind == MONSTER and EXTRA_DECK_KINDS & set(card.monster_types):
            to_deck(state, ctx, card, "shuffle", env.label)  # to the Extra Deck (2-2-1)
            continue
        origin = card.zone
        move(state, card, Z_HAND)
        ctx.emit("returned_to_hand", cr.RETURN_TO_HAND, link=env.label,
                 card=say.card(state, card), player=card.owner, zone=say.zone(origin))
