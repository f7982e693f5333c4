""""Neither player can Special Summon LIGHT or DARK monsters." (Koa'ki Meiru Drago), "Neither
player can Special Summon monsters with 1000 or less ATK." (Power Filter): a Continuous Effect
that forbids the monsters it describes, where 5-2-14's restriction (kept_locks.py) names the
monsters it still allows. While the card is face-up on the field and its effects are not
negated, no player it binds (its `lock_binds`, as kept_locks.bound says) may Special Summon a
monster of that description, by any means (an effect's Special Summon does nothing, a Synchro,
Xyz or Link Summon or a monster's own procedure is refused, as under 5-2-10); whether a monster
fits is read as it is where it is (its printed ATK in the hand or the Extra Deck). Card key
`summon_forbid_on_field: DESCRIPTION`."""
from __future__ import annotations

from dataclasses import dataclass

from ..core.events import Event
from .described import described_fits, details
from .effect_specs import Described
from .field_negation import face_up_on_field, negated_by_field
from .kept_locks import bound
from .model import Card, State
from .negation import negated


@dataclass(frozen=True, slots=True)
class ForbidLock:
    """The restriction that forbids a Special Summon, as summon_locks.lock_on hands it on."""

    player: str
    covered: Described
    source: str


def lock_on(state: State, player: str, card: Card) -> ForbidLock | None:
    """The face-up card's restriction that forbids `player` to Special Summon `card` from
    where it is now, or None (5-2-14)."""
    for source in state.cards.values():
        covered = source.summon_forbid
        if covered is None or player not in bound(source) or not face_up_on_field(source) \
                or negated(state, source) or negated_by_field(state, source):
            continue
        if described_fits(covered, card, state):
            return ForbidLock(player, covered, source.name)
    return None


def why(lock: ForbidLock) -> Event:
    """The reason in words: "while Power Filter is face-up on the field, B cannot Special
    Summon monsters (1000 or less ATK)"."""
    return Event("why.summon_forbidden.kept", {"player": lock.player, "source": lock.source,
                                               "details": tuple(details(lock.covered))})
