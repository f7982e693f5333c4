"""What a monster's own procedure gives it (8-4-16): "You can Special Summon this card (from
your hand) by ... If Summoned this way, treat this card as a Tuner." and "If Summoned this way,
this card gains 2400 ATK.".

The procedure's `this_way: {tuner: true, atk: N}` (at least one). As the procedure places the
monster, its `moves` are kept with what the text gives it (card_marks.this_way_*); from then
this_way_stats.py applies them as Continuous Effects of the monster while it stays face-up on
the field and its effects are not negated. A Summon negated destroys the monster (8-1-5), a new
card that keeps nothing."""
from __future__ import annotations

from typing import Any

from ..core import validate as v
from ..core.replay import Context
from ..core.validate import Problems
from . import rules as cr
from . import text as say
from .model import Card, State
from .summon_specs import ThisWay
from .this_way_stats import applies


def read(p: Problems, at: str, spec: dict[str, Any]) -> ThisWay | None:
    """A procedure's `this_way`, or None when it has none."""
    opened = v.opt_mapping(p, spec, "this_way", at, ("tuner", "atk"))
    if opened is None:
        return None
    data, where = opened
    return ThisWay(tuner=v.opt_bool(p, data, "tuner", where, False),
                   atk=v.opt_int(p, data, "atk", where, 1, 1_000_000, 0))


def made(state: State, ctx: Context, card: Card, rider: ThisWay | None) -> None:
    """The monster its procedure has just placed: what the text gives it, said as it applies."""
    if rider is None:
        return
    card.this_way_moves, card.this_way_tuner, card.this_way_atk = \
        card.moves, rider.tuner, rider.atk
    if not applies(state, card):  # its effects negated as it arrives (5-5-1)
        ctx.emit("procedure_rider.negated", cr.PROCEDURE_RIDER, cr.EFFECTS_NEGATED,
                 card=say.card(state, card))
        return
    if rider.tuner:
        ctx.emit("procedure_rider.tuner", cr.PROCEDURE_RIDER, cr.SYNCHRO_TREATED,
                 card=say.card(state, card))
    if rider.atk:
        ctx.emit("procedure_rider.atk", cr.PROCEDURE_RIDER, cr.ATK_AND_DEF,
                 card=say.card(state, card), amount=rider.atk, atk=state.atk(card))
