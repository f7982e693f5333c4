"""The battle position of a monster a `special_summon` step (or a `fetch` to the field)
Special Summons (8-4-3): the step's own (`attack`, `defense`, `set`: "in face-down Defense
Position"), else its controller's choice as the activation names it (`position`), Attack
Position unless named; and the positions a card leaves to that choice: `attack_or_set` ("in
face-up Attack Position or face-down Defense Position") and `defense_or_set` ("in face-up or
face-down Defense Position"), face-down when the activation says `face_down: true`. A Link
Monster is always in Attack Position (9-1-4; moves.py refuses one the step puts in Defense
Position). Only the duel's state is read here (model.py)."""
from __future__ import annotations

from typing import Any

from .model import ATTACK, DEFENSE, SET, Card

ATTACK_OR_SET, DEFENSE_OR_SET = "attack_or_set", "defense_or_set"
# the face-up position of each choice, when the activation does not name face-down
FACE_UP = {ATTACK_OR_SET: ATTACK, DEFENSE_OR_SET: DEFENSE}


def placed(position: str, env: Any, card: Card) -> str:
    """Where the monster is placed, from the step's `position` and the activation's choices
    (`env.position`, `env.face_down`)."""
    if "Link" in card.monster_types:
        return SET if position == SET else ATTACK  # a face-down Link is refused before
    if position in FACE_UP:
        return SET if env.face_down else FACE_UP[position]
    if position == SET:
        return SET
    return DEFENSE if (position or env.position) == DEFENSE else ATTACK
