"""A monster that leaves the field because of an opponent's card effect (5-1-10): "If this
face-up card in its owner's control leaves the field because of an opponent's card effect" and
"If this face-up card is destroyed by battle, or leaves the field because of an opponent's card
effect while its owner controls it". zones.move records `left_field` for each card that leaves
the field, and moments.by_effect marks the one a resolving effect made (`left_field_by_effect`)
with the card whose effect it was: never a cost, a Tribute or a battle (5-2-2)."""
from __future__ import annotations

from .condition_events import source_of
from .model import Card, MonsterEffect, State
from .moments import Happened

LEFT = ("left_field_by_opponent_effect", "destroyed_by_battle_or_left_by_opponent_effect")


def left_fits(state: State, card: Card, effect: MonsterEffect, event: Happened) -> bool:
    """`event` answers the effect: the monster left face-up, controlled by its owner, by the
    effect of a card its opponent controlled (5-1-10); destroyed by battle face-up (12-8-2)."""
    if effect.on not in LEFT:
        return True
    if not card.left_face_up or card.left_by != card.owner:
        return False
    if event[2] != "left_field_by_effect":
        return True  # destroyed by battle: its own event says so
    source = source_of(state, event)
    return source is not None and source.owner != card.owner
