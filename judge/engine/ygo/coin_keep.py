"""A coin result the card keeps (5-3-30): the Arcana Force monsters' "If this card is Summoned:
Toss a coin. ● Heads: ... ● Tails: ...", read as `{toss_coin: {kept: true}}` and the card key
`coin_faces` (schema_coin_faces.py). The coin is tossed as the effect resolves (5-3-23, the
result named by the activation's `coins`); the card then has the fields its text gives for that
result, the effects and Continuous Effects of that "●" line, as long as it stays face-up on the
field. Gone from the field, turned face-down or a new card by then, it keeps nothing; once it
leaves or is turned face-down later, the result is given up (kept_faces.py)."""
from __future__ import annotations

from typing import Any

from ..core.events import Event
from ..core.replay import Context
from . import rules as cr
from . import text as say
from .face_up_effects import face_up_there
from .model import Card, State


def keep(state: State, ctx: Context, env: Any, result: str) -> bool:
    """The card of the effect keeps the result, when it is still that card face-up on the
    field; whether it does."""
    card: Card = env.source
    if env.source_moves not in (-1, card.moves) or not face_up_there(card):
        ctx.emit("chance.not_kept", cr.KEPT_RESULT, link=env.label, card=say.card(state, card))
        return False
    given = card.coin_faces.get(result, {})
    before = {name: getattr(card, name) for name in given}
    for name, value in given.items():  # its effects after its own (their indexes follow)
        setattr(card, name, before[name] + value if isinstance(value, tuple) else value)
    card.coin_kept = (result, before)
    ctx.emit("chance.kept", cr.KEPT_RESULT, link=env.label, card=say.card(state, card),
             result=Event(f"chance.{result}"))
    return True
