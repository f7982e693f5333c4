"""Several monsters Special Summoned at once by one `fetch` that names exactly how many
("Special Summon 2 "Krawler" monsters with different names from your Deck in face-down Defense
Position": `count: 2` to the field, no `up_to`), 8-7-3.

The Summon is one act for all of them: its player needs that many unused Main Monster Zones
(after the activation's cost, 5-2-2) and that many cards to name, or the card or effect cannot
be activated; if, as it resolves, a zone or one of the named cards is missing, none at all is
Special Summoned, never some of them. "Up to 2" is another wording (each while a zone is free,
8-7-1) and is not this module's. "Special Summon both this card from your hand and 1 ..."
(`with_self`) is the same act with the monster itself as one of them: it must still be the card
that was activated, not moved since (5-2-3), and not on the field.
"""
from __future__ import annotations

from collections.abc import Callable
from typing import Protocol

from ..core.events import Event
from ..core.replay import Context
from ..core.result import Illegal
from . import rules as cr
from . import text as say
from .model import MAX_MONSTERS, Z_EXTRA, Z_MONSTERS, Card, EffectStep, State


class Env(Protocol):
    """What this module reads of the resolving effect (interpreter.Env)."""

    controller: str
    source: Card
    source_moves: int
    picked: str | None
    more_picks: tuple[str, ...]
    label: Event
    missed: bool


# step_refs.skip: (ctx, env, what, why, *rules), the part not done and why
Skip = Callable[..., None]
# whether a named card is still where the effect takes it from and fits it (fetch.py)
Still = Callable[[Card], bool]


def together(step: EffectStep) -> bool:
    """Whether the step Special Summons exactly `amount` monsters at once (8-7-3), or those
    and the monster itself (`with_self`)."""
    return step.kind == "fetch" and step.to == "field" \
        and (step.amount > 1 or step.with_self) \
        and not step.up_to and step.pick is not None and Z_EXTRA not in step.pick.zones


def summoned_count(step: EffectStep) -> int:
    """How many monsters a Summon together puts on the field: the cards named, and itself."""
    return max(step.amount, 1) + (1 if step.with_self else 0)


def zones_needed(step: EffectStep) -> int:
    """How many unused Main Monster Zones an activation beginning with `step` needs."""
    return summoned_count(step) if together(step) else 1


def room_problem(state: State, card: Card, step: EffectStep, free: int) -> Illegal | None:
    """Fewer unused Main Monster Zones than the monsters Summoned together (8-7-3)."""
    if not together(step) or free >= summoned_count(step):
        return None
    return Illegal("illegal.summon_together_no_room",
                   (cr.SUMMONED_TOGETHER, cr.NO_ROOM_ACTIVATION, cr.NEEDS_WHAT_IT_DOES),
                   card=say.card(state, card), player=card.owner, count=summoned_count(step),
                   free=free)


def all_or_none(state: State, ctx: Context, step: EffectStep, env: Env, still: Still,
                skip: Skip) -> bool:
    """Whether the Summon may go ahead: every named card still there and fitting, and a zone
    for each; otherwise none is Special Summoned (8-7-3), said once, and False."""
    if not together(step):
        return True
    named = [state.resolve(ref) for ref in (env.picked, *env.more_picks) if ref]
    free = MAX_MONSTERS - len(state.players[env.controller].monsters)
    gone = len(named) < max(step.amount, 1) \
        or any(card is None or not still(card) for card in named) \
        or step.with_self and not self_there(env)
    count = summoned_count(step)
    if not gone and free >= count:
        return True
    why = "why.together_card_gone" if gone else "why.together_no_room"
    skip(ctx, env, Event("would.fetch.field_together", {"count": count}),
         Event(why, {"count": count, "free": max(free, 0)}), cr.SUMMONED_TOGETHER)
    return False


def self_there(env: Env) -> bool:
    """Whether the monster itself is still the card that was activated (not moved since,
    5-2-3) and off the field, to be Special Summoned with the others (8-7-3)."""
    moved = env.source_moves >= 0 and env.source.moves != env.source_moves
    return not moved and env.source.zone != Z_MONSTERS
