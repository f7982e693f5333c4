"""Trigger Effects answering either of two things that happen to the monster itself (5-1-3),
as one condition prints them: "When this card is Normal or Special Summoned from the hand",
"If this card is banished, or sent from the field to the GY", "If this card in your
possession is destroyed by an opponent's card effect and sent to your GY, or if this card is
Special Summoned from the GY". Each event word and the events of `state.happened` it answers
(trigger_timing.ANSWERS takes them); the effect's `from` lists the zones each leaves it in.
Also "When this card is destroyed by battle with an opponent's attacking monster": destroyed
as the monster attacked, recorded at the End of the Damage Step (12-4-5); and "When this card
is targeted for an attack": chosen as the target of an attack as it is declared, answered in
the Battle Step (12-3-1, 12-3-6)."""
from __future__ import annotations

from .battle_state import Battle
from .condition_events import FIELD, source_of
from .model import Card, MonsterEffect, State
from .moments import Happened, at_once

TAIL_ANSWERS = {
    # a Normal Summon (a Tribute Summon too) is always from the hand (8-1-1)
    "summoned_from_hand": ("normal_summoned", "special_summoned_from_hand"),
    "banished_or_sent_from_field": ("banished", "sent_from_field_to_graveyard"),
    "destroyed_by_opponent_effect_or_summoned_from_graveyard": (
        "destroyed_by_opponent_effect", "special_summoned_from_graveyard"),
    "destroyed_by_attacking_monster": ("destroyed_by_attacking_monster",),
    "targeted_for_attack": ("targeted_for_attack",),
    # "as material for the Fusion or Link Summon of a "Prank-Kids" monster" (8-5-1, 8-5-5)
    "fusion_or_link_material": ("fusion_material", "link_material"),
    # "If this card in your possession is sent to your GY by an opponent's card": destroyed by
    # their monster or their card's effect, or sent there by their card's effect (5-3-1)
    "sent_by_opponent": ("destroyed_by_opponent", "sent_to_graveyard_by_effect"),
    "sent_by_opponent_effect": ("destroyed_by_opponent_effect", "sent_to_graveyard_by_effect"),
    # "If this card you control is sent to your GY by an opponent's card": from the field
    "sent_from_field_by_opponent": ("destroyed_by_opponent", "sent_to_graveyard_by_effect"),
    "sent_from_field_by_opponent_effect": ("destroyed_by_opponent_effect",
                                           "sent_to_graveyard_by_effect"),
    # "When an attack is declared involving this card": it declares the attack or is chosen
    # as its target, both recorded as the attack is declared (12-3-1, 12-3-6)
    "attack_involving": ("declared_attack", "targeted_for_attack"),
}
BY_OPPONENT = ("sent_by_opponent", "sent_by_opponent_effect", "sent_from_field_by_opponent",
               "sent_from_field_by_opponent_effect")


def tail_fits(state: State, card: Card, effect: MonsterEffect, event: Happened) -> bool:
    """`event` answers a BY_OPPONENT effect: a move to the GY by an effect was made by the
    opponent's card; the card came from the field when its text says "you control"."""
    if effect.on not in BY_OPPONENT:
        return True
    if "from_field" in effect.on and card.came_from not in FIELD:
        return False
    if event[2] != "sent_to_graveyard_by_effect":
        return True  # destroyed by the opponent's card: its own event says so
    source = source_of(state, event)
    return source is not None and source.owner != card.owner


def record_targeted(state: State, target: Card | None, since: int) -> None:
    """The monster an attack is declared on (none for a direct attack): at the same moment as
    the declaration recorded from index `since` on, so neither is "after" the other for a
    "When ..." effect (11-1-9)."""
    if target is not None:
        state.happened.append((target.id, target.moves, "targeted_for_attack"))
        at_once(state, since)


def record_attacked(state: State, battle: Battle, card: Card) -> None:
    """The monster destroyed by battle was the one attacked, not the attacker: the attacking
    monster is always the turn player's, so the opponent's of the attacked card (12-3-1)."""
    if card.id == battle.target and card.id != battle.attacker:
        state.happened.append((card.id, card.moves, "destroyed_by_attacking_monster"))
