"""A restriction a resolved effect leaves on its player's Special Summons for the rest of the
turn that covers only monsters of one kind and spares those Special Summoned from one zone:
"also for the rest of this turn, you cannot Special Summon Effect Monsters, except from the
hand" (the Blitzclique monsters, 5-2-32). From the moment the effect resolves until the turn
ends, a monster of that kind cannot be Special Summoned from anywhere but that zone, by any
means (as 5-2-10's); other monsters are not covered. Whether a monster is of that kind is read
as it is where it is now: a Gemini monster in the Graveyard is a Normal Monster (8-1-9). Kept
in `state.zone_locks` as (player, the monsters covered, the zone spared, turn): a lock of an
earlier turn no longer applies, so nothing needs clearing at the end of the turn."""
from __future__ import annotations

from dataclasses import dataclass

from ..core.events import Event
from ..core.replay import Context
from . import rules as cr
from .described import described_fits, details
from .effect_specs import Described
from .model import Card, EffectStep, State


@dataclass(frozen=True, slots=True)
class ZoneLock:
    """The restriction that forbids a Special Summon, as summon_locks.lock_on hands it on."""

    player: str
    covered: Described
    spared: str


def apply(state: State, ctx: Context, step: EffectStep, env: object) -> None:
    """The `summon_lock` step with `only` and `except_from`: it binds the effect's player
    (5-2-32)."""
    if step.zone_lock is None:
        return
    player: str = getattr(env, "controller", "")
    covered, spared = step.zone_lock
    lock = (player, covered, spared, state.turn_number)
    if lock not in state.zone_locks:
        state.zone_locks.append(lock)
    ctx.emit("summon_locked.zone", cr.SUMMON_LOCK_ZONE, link=getattr(env, "label", None),
             player=player, monsters=_monsters(covered), zone=Event(f"zone.{spared}"))


def lock_on(state: State, player: str, card: Card) -> ZoneLock | None:
    """The restriction of this turn that forbids `player` to Special Summon `card` from where
    it is now, or None: one of the kind covered, from another zone than the one spared."""
    for who, covered, spared, turn in state.zone_locks:
        if who == player and turn == state.turn_number and card.zone != spared \
                and described_fits(covered, card, state):
            return ZoneLock(who, covered, spared)
    return None


def why(lock: ZoneLock) -> Event:
    """The reason in words: "for the rest of this turn A cannot Special Summon a monster
    (Effect), except from the hand"."""
    return Event("why.summon_locked.zone", {"player": lock.player,
                                            "monsters": _monsters(lock.covered),
                                            "zone": Event(f"zone.{lock.spared}")})


def _monsters(covered: Described) -> Event:
    """"Effect Monsters" in each language's printed words when that is all the description
    says; otherwise "monsters (...)" with its words."""
    words = details(covered)
    if covered.monster_types == ("Effect",) and len(words) == 1:
        return Event("zone_lock.effect_monsters")
    return Event("zone_lock.monsters", {"details": tuple(words)})
