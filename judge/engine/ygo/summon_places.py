"""Where a Summoned or Set monster stands: `column: 1-5` on a `normal_summon` or `set_monster`
action names the Main Monster Zone its player puts it in (3-1-2, 4-4-7), and on a
`link_summon`, `synchro_summon` or `xyz_summon` (with `extra_monster_zone: true`, an Extra
Monster Zone: 3-3-1, 8-6-1, 8-6-2), so that what depends on places (arrows.py, link_zones.py)
can still be told once it has arrived. The zone must be unused once the Tributes or materials
have left theirs, which is told only when each monster has its place; without `column` the
monster has none.
"""
from __future__ import annotations

from ..core.model import Action
from ..core.replay import Context
from ..core.result import Illegal
from . import rules as cr
from . import text as say
from .link_cells import EXTRA_COLUMNS, cell, pointed_cells
from .model import Card, State
from .zones import monsters_of


def column_problem(state: State, card: Card, action: Action) -> Illegal | None:
    """The zone the action names is not an unused one of its player's, or that cannot be
    told (a monster of theirs without its place)."""
    column = int(action.get("column") or 0)
    if not column:
        return None
    leaving = {str(ref) for ref in action.get("tributes") or ()}
    mine = [m for m in monsters_of(state, card.owner) if m.id not in leaving]
    if any(not m.column for m in mine):
        return Illegal("illegal.summon_column_unknown", (cr.ZONE_HOLDS_ONE, cr.LINK_ARROWS),
                       card=say.card(state, card), player=card.owner)
    if any(m.column == column and not m.extra_zone for m in mine):
        return Illegal("illegal.summon_column_used", (cr.ZONE_HOLDS_ONE,),
                       card=say.card(state, card), column=column)
    return None


def place(state: State, ctx: Context, card: Card, action: Action) -> None:
    """The monster just put on the field stands in the column the action named."""
    column = int(action.get("column") or 0)
    if not column:
        return
    card.column, card.extra_zone = column, False
    ctx.emit("places.summoned", cr.LINK_ARROWS, card=say.card(state, card), column=column,
             player=card.owner)


def extra_problem(state: State, card: Card, action: Action, leaving: set[str],
                  linked: bool) -> Illegal | None:
    """`column` (and `extra_monster_zone: true`) on a Summon from the Extra Deck: an Extra
    Monster Zone above column 2 or 4, unused, while its player has no monster in the other
    (3-3-1, 3-3-2), or an unused Main Monster Zone of its player (8-6-1), for a Link Monster
    one a Link Arrow points to (8-6-2); the materials leave theirs first."""
    column = int(action.get("column") or 0)
    if not column:
        return None
    ref = say.card(state, card)
    field = [m for pid in ("A", "B") for m in monsters_of(state, pid) if m.id not in leaving]
    if any(not m.column for m in field):
        return Illegal("illegal.summon_column_unknown", (cr.ZONE_HOLDS_ONE, cr.LINK_ARROWS),
                       card=ref, player=card.owner)
    if action.get("extra_monster_zone"):
        here = (1, column if card.owner == "A" else 6 - column)
        if column not in EXTRA_COLUMNS or any(cell(m) == here for m in field):
            return Illegal("illegal.summon_extra_zone_used", (cr.EXTRA_ZONE_SHARED,),
                           card=ref, column=column)
        if any(m.extra_zone and m.owner == card.owner for m in field):
            return Illegal("illegal.summon_extra_zone_second", (cr.EXTRA_ZONE_ONE,),
                           card=ref, player=card.owner)
        return None
    mine = [m for m in field if m.owner == card.owner]
    if any(m.column == column and not m.extra_zone for m in mine):
        return Illegal("illegal.summon_column_used", (cr.ZONE_HOLDS_ONE,), card=ref,
                       column=column)
    there = (0 if card.owner == "A" else 2, column if card.owner == "A" else 6 - column)
    if linked and not any(there in (pointed_cells(m) or set()) for m in field):
        return Illegal("illegal.summon_column_not_pointed", (cr.PENDULUM_EXTRA_ZONE,
                                                             cr.LINK_ARROWS),
                       card=ref, column=column)
    return None


def place_extra(state: State, ctx: Context, card: Card, action: Action) -> None:
    """The monster just Summoned from the Extra Deck stands where the action named."""
    column = int(action.get("column") or 0)
    if not column:
        return
    card.column, card.extra_zone = column, bool(action.get("extra_monster_zone"))
    ctx.emit("places.summoned_extra" if card.extra_zone else "places.summoned",
             cr.LINK_ARROWS, card=say.card(state, card), column=column, player=card.owner)
