"""A restriction a monster's own procedure leaves for the rest of the turn (8-4-11): "You can
Special Summon this card (from your hand) by ... If Summoned this way, you cannot Special Summon
from the Extra Deck for the rest of this turn, except Synchro Monsters." (and "After this card
was Special Summoned this way, ...").

The procedure's `summon_lock: {from: any|extra_deck, except: DESCRIPTION}` (without `except`:
no monster allowed). It binds the monster's controller once the Summon has succeeded (a Summon
negated was never made, 8-1-5), from then to the end of the turn, as a resolved effect's
`summon_lock` step does (5-2-10): kept in `state.summon_locks` with those."""
from __future__ import annotations

from typing import Any

from ..core import validate as v
from ..core.events import Event
from ..core.replay import Context
from ..core.validate import Problems, key_path
from . import rules as cr
from . import text as say
from .described import details
from .effect_specs import Described
from .model import Card, State
from .records import Summoning
from .schema_described import Describe, described_at
from .summon_locks import NOTHING

SCOPES = ("any", "extra_deck")


def read(p: Problems, at: str, spec: dict[str, Any],
         describe: Describe) -> tuple[bool, Described] | None:
    """A procedure's `summon_lock`, or None when it has none."""
    opened = v.opt_mapping(p, spec, "summon_lock", at, ("from", "except"))
    if opened is None:
        return None
    data, where = opened
    scope = v.choice(p, key_path(where, "from"), v.field(data, "from", "any"), SCOPES)
    allowed = described_at(p, where, data, "except", describe)
    return scope == "extra_deck", allowed or NOTHING


def made(state: State, card: Card, lock: tuple[bool, Described] | None) -> None:
    """The Summon being made carries its procedure's restriction until it succeeds."""
    if lock is not None and state.summoning is not None:
        state.summoning.lock = (card.owner, *lock)


def succeeded(state: State, ctx: Context, pending: Summoning | None) -> None:
    """The Summon has succeeded: its restriction binds its player for the rest of the turn."""
    if pending is None or pending.lock is None:
        return
    player, extra_only, allowed = pending.lock
    lock = (player, extra_only, allowed)
    if lock not in state.summon_locks:
        state.summon_locks.append(lock)
    card = state.cards[pending.cards[0][0]]
    scope = Event("summon_scope.extra_deck" if extra_only else "summon_scope.any")
    key = "summon_locked_turn.none" if allowed == NOTHING else "summon_locked_turn"
    ctx.emit(key, cr.PROCEDURE_LOCK, cr.SUMMON_LOCK, card=say.card(state, card), player=player,
             scope=scope, details=tuple(details(allowed)))

