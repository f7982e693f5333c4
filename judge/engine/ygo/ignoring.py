""""..., ignoring its Summoning conditions" (`ignoring: true` on a `special_summon` or a `fetch` to
the field, 8-4-14): what the monster's own text says of how it may be Special Summoned does not
stop this Summon ("Cannot be Special Summoned", "Must be Fusion Summoned", "Must be Special
Summoned with X", "Must first be Special Summoned by its own procedure" while in the hand, Deck or
Extra Deck). What the game itself asks still holds: a monster that had to be properly summoned
first and never was is not Special Summoned from the Graveyard or the banished cards even so, and
the turn's limits stay (a second face-up copy, 5-4-1; "you cannot Special Summon", 5-2-10; "only
once per turn", 8-4-9). A monster so summoned from the Extra Deck is not properly summoned, as one
summoned there by any effect is not (3-3-5).
"""
from __future__ import annotations

from typing import Any

from ..core.events import Event
from ..core.replay import Context
from . import rules as cr
from . import text as say
from .model import Z_BANISHED, Z_GRAVEYARD, Card, State
from .restrictions import only_one_why, summoned_once
from .summon_locks import lock_on
from .summon_locks import rule as lock_rule
from .summon_locks import why as locked_why


def refusal(state: State, card: Card, source: Card) -> tuple[Event, str] | None:
    """Why the effect of `source` does not Special Summon `card` although it ignores its
    Summoning conditions, and the rule; None if it does (8-4-14)."""
    if card.zone in (Z_GRAVEYARD, Z_BANISHED) and (
            card.summon_first and not card.properly_summoned or card.improperly_summoned):
        return Event("why.ignoring.never_proper", {"zone": say.zone(card.zone)}), \
            cr.IGNORING_CONDITIONS
    if summoned_once(state, card, source.owner):
        return Event("why.special_summoned_once"), cr.SPECIAL_SUMMON_ONCE
    lock = lock_on(state, source.owner, card)  # "you cannot Special Summon ..." (5-2-10)
    if lock is not None:
        return locked_why(lock), lock_rule(lock)
    return only_one_why(state, card)  # 5-4-1, 5-4-7


def summoned(state: State, ctx: Context, env: Any, card: Card) -> None:
    """Said once the monster is on the field; from the Extra Deck, not properly summoned
    (3-3-5): it cannot come back later by an effect that does not ignore its conditions."""
    from_extra = next((extra for _, extra, found in reversed(state.summoned)
                       if found == card.id), False)
    if from_extra:
        card.improperly_summoned = True
    ctx.emit("special_summoned.ignoring", cr.IGNORING_CONDITIONS, link=env.label,
             card=say.card(state, card))
