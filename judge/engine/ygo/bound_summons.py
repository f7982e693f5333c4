"""A monster an effect Special Summons on the condition that it cannot change its battle
position and must attack (12-3-23): "Special Summon it in Attack Position, but it cannot change
its battle position and must attack, if able." (Amazoness Willpower), the `special_summon`
step's `limits: [no_position_change, must_attack]`.

The summoning step records the monster as it is (id, moves). While the record holds, its
controller can neither change its battle position nor Flip Summon it, and in their Battle Phase
they cannot leave it while it has declared no attack this turn and could declare one (as a
monster that must attack, 12-3-18). The condition is the summoning effect's, not the monster's
own text: negating the monster's effects or the card that Summoned it leaving the field does
not lift it; a monster that left the field is a new card (moves)."""
from __future__ import annotations

from ..core import validate as v
from ..core.events import Event
from ..core.replay import Context
from ..core.result import Illegal
from ..core.validate import Problems, key_path
from . import rules as cr
from . import text as say
from .model import Card, State

LIMITS = ("no_position_change", "must_attack")


def read_limits(p: Problems, at: str, data: dict[str, object] | None) -> tuple[str, ...]:
    """The `special_summon` step's `limits` (none when it has none; a wrong one `p` names)."""
    if not isinstance(data, dict) or "limits" not in data:
        return ()
    found = v.items(p, key_path(at, "limits"), data["limits"], len(LIMITS),
                    lambda item_path, item: v.choice(p, item_path, item, LIMITS))
    return tuple(item for item in found if isinstance(item, str))


def summoned(state: State, ctx: Context, label: Event, card: Card,
             limits: tuple[str, ...]) -> None:
    """The monster just Special Summoned is bound as the step says (12-3-23)."""
    state.bound_summons.append((card.id, card.moves, limits))
    for limit in LIMITS:
        if limit in limits:
            ctx.emit(f"special_summoned.{limit}", cr.SUMMONED_MUST_ATTACK, link=label,
                     card=say.card(state, card))


def bound(state: State, card: Card, limit: str) -> bool:
    """Whether this very monster was Summoned with `limit` and is still that card."""
    return any(card_id == card.id and moves == card.moves and limit in limits
               for card_id, moves, limits in state.bound_summons)


def position_problem(state: State, card: Card) -> Illegal | None:
    """A change of its battle position or its Flip Summon, refused by its summoning."""
    if not bound(state, card, "no_position_change"):
        return None
    return Illegal("illegal.summoned_no_position_change",
                   (cr.SUMMONED_MUST_ATTACK, cr.POSITION_CHANGES), card=say.card(state, card))
