""""Gains 200 ATK for each material attached to it." (4-4-3): a face-up Xyz Monster's ATK (and
DEF: `material_def`) grows by its `material_atk` for each Xyz Material it has now, unless its
effects are negated (5-5-1). Read from the board alone (negators.py's Protocols) so that the
duel's ATK and DEF totals (model.State) can ask it without importing the engine."""
from __future__ import annotations

from typing import Protocol

from .negators import Board, Shown, face_up_on_field, held, negated_by_field


class Stacked(Shown, Protocol):
    @property
    def materials(self) -> int: ...
    @property
    def material_atk(self) -> int: ...
    @property
    def material_def(self) -> int: ...
    @property
    def atk_without_material(self) -> int: ...


def material_bonus(board: Board, card: Stacked, stat: str) -> int:
    """What its materials add to its ATK (`stat` "atk") or DEF now; "This card loses 300 ATK
    while it has no materials." (`atk_without_material`) once none is left (4-4-9)."""
    per = card.material_atk if stat == "atk" else card.material_def
    bare = card.atk_without_material if stat == "atk" and not card.materials else 0
    if not (per and card.materials or bare) or not face_up_on_field(card) \
            or held(board, card) or negated_by_field(board, card):
        return 0
    return per * card.materials + bare


class Holding(Protocol):
    @property
    def materials(self) -> int: ...
    @property
    def while_material(self) -> tuple[str, ...]: ...


def holds(card: Holding, key: str) -> bool:
    """Whether the card's own key (`effect_indestructible`...) is set and applies now: one its
    text grants only "while it has material" needs Xyz Materials under it (4-4-3)."""
    return bool(getattr(card, key)) and (key not in card.while_material or card.materials > 0)
