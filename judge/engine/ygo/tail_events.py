"""Trigger Effects answering either of two things that happen to the monster itself (5-1-3),
as one condition prints them: "When this card is Normal or Special Summoned from the hand",
"If this card is banished, or sent from the field to the GY", "If this card in your
possession is destroyed by an opponent's card effect and sent to your GY, or if this card is
Special Summoned from the GY". Each event word and the events of `state.happened` it answers
(monster_effects.ANSWERS takes them); the effect's `from` lists the zones each leaves it in.
Also "When this card is destroyed by battle with an opponent's attacking monster": destroyed
as the monster attacked, recorded at the End of the Damage Step (12-4-5); and "When this card
is targeted for an attack": chosen as the target of an attack as it is declared, answered in
the Battle Step (12-3-1, 12-3-6)."""
from __future__ import annotations

from .battle_state import Battle
from .model import Card, State
from .moments import at_once

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
}


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
