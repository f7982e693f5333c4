"""A Link Material's Trigger Effect that answers only the Link Summon of a monster its text
describes ("If this card is sent to the GY as material for the Link Summon of a "Code Talker"
monster", 5-1-3, 8-5-5): the Link Monster summoned at the moment the material was sent
(link_summon.py records both events at once, moments.py) must fit `for`."""
from __future__ import annotations

from .described import described_fits
from .model import Described, State
from .moments import Happened

SUMMONED = ("link_summoned", "fusion_summoned", "synchro_summoned")


def summoned_with(state: State, event: Happened) -> list[str]:
    """The Link Monsters Link Summoned (or the Fusion Monsters Fusion Summoned: "as a Fusion
    Material for a Fusion Summon of a "Frightfur" Fusion Monster", tail_events.py; or the
    Synchro Monster: "for the Synchro Summon of a LIGHT monster", how_moved.py, 5-1-18) at the
    same moment as `event`."""
    return [cid for batch in state.together if event in batch
            for cid, _moves, what in batch if what in SUMMONED]


def fits_for(state: State, spec: Described | None, event: Happened) -> bool:
    """`event` answers an effect asking for this description (none: any Link Summon)."""
    return spec is None or any(described_fits(spec, state.cards[cid])
                               for cid in summoned_with(state, event))
