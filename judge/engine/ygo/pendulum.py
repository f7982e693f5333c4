"""Pendulum Monsters: where one goes as it leaves the field (4-3-4): `zones.move` places a
face-up one sent to the Graveyard face-up in its owner's Extra Deck; this says so in the ruling,
after the step that Tributed, sent or used it. And one in a Pendulum Zone, a Pendulum Scale
(3-6-2): its Pendulum Effects (`from: pendulum`) are activated there, Spell Card effects of
Spell Speed 1, and its monster effects are not (5-1-6)."""
from __future__ import annotations

from collections.abc import Iterable

from ..core.replay import Context
from ..core.result import Illegal
from . import rules as cr
from . import text as say
from .leaving import say_left
from .model import MAIN_PHASES, MONSTER, Z_EXTRA, Z_SPELLS_TRAPS, Card, MonsterEffect, State


def say_extra_deck(state: State, ctx: Context, cards: Iterable[Card]) -> None:
    """One step for each of `cards` that went to the Extra Deck instead of the Graveyard."""
    cards = list(cards)
    say_left(state, ctx, cards)  # or banished instead, wherever it went (8-4-10)
    for card in cards:
        if card.zone == Z_EXTRA:
            ctx.emit("pendulum.to_extra_deck", cr.PENDULUM_TO_EXTRA_DECK,
                     card=say.card(state, card), owner=card.owner)


def is_scale(card: Card) -> bool:
    """A Pendulum Monster in a Spell & Trap Zone is a Pendulum Scale: always face-up there,
    treated as a Spell Card (3-6-2)."""
    return card.kind == MONSTER and card.zone == Z_SPELLS_TRAPS \
        and "Pendulum" in card.monster_types


def is_pendulum_effect(card: Card, index: int) -> bool:
    """Whether the card's effect at `index` is its Pendulum Effect (`from: pendulum`, 5-1-6)."""
    return 0 <= index < len(card.effects) and card.effects[index].origin == "pendulum"


def where_problem(state: State, card: Card, effect: MonsterEffect) -> Illegal | None:
    """A Pendulum Effect is activated only while its card is a Pendulum Scale; its monster
    effects only while it is a monster (5-1-6)."""
    if effect.origin == "pendulum" and not is_scale(card):
        return Illegal("illegal.pendulum_effect_not_scale", (cr.PENDULUM_EFFECT,),
                       card=say.card(state, card), zone=say.zone(card.zone))
    if effect.origin != "pendulum" and is_scale(card):
        return Illegal("illegal.monster_effect_of_scale", (cr.PENDULUM_EFFECT,),
                       card=say.card(state, card))
    return None


def timing_problem(state: State, card: Card, effect: MonsterEffect) -> Illegal | None:
    """A Pendulum Effect its controller chooses to activate is a Spell Card's: in their own
    Main Phase, as Chain Link 1 (5-1-6, 11-2-2)."""
    if effect.type == "ignition" and (state.chain or card.owner != state.turn_player
                                      or state.phase not in MAIN_PHASES):
        return Illegal("illegal.pendulum_timing", (cr.PENDULUM_EFFECT,
                                                   cr.SPEED_ONE_CANNOT_RESPOND),
                       card=say.card(state, card))
    return None


def scales_problem(cards: list[Card]) -> bool:
    """More Pendulum Scales than a player's two Pendulum Zones hold (3-6-1)."""
    return sum(1 for card in cards if card.kind == MONSTER) > 2
