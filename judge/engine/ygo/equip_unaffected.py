"""An Equip Card that makes the equipped monster unaffected by some of its opponent's effects
(5-3-29, 10-4-7): "A monster equipped with this card is unaffected by your opponent's Trap
effects, ..." (the `equip` step's `gives`: `unaffected_opponent_spells`, `_traps`,
`_monsters`).

The protection is the Equip Card's: it holds while that card is face-up, equipped to this very
monster and not negated (State.equips), whatever the monster's own text; "your opponent" is
the opponent of the Equip Card's controller. Like a monster's own "unaffected by" text
(unaffected.py), it covers the opponent's Continuous Effects as well as activated ones, and a
monster is never unaffected by its own effects ("monster effects (except its own)").
"""
from __future__ import annotations

from .model import MONSTER, SPELL, TRAP, Card, State
from .negators import face_up_on_field

# each word of the Equip Card's `gives` and the kind of card whose effects it keeps off
KINDS = {"unaffected_opponent_spells": SPELL, "unaffected_opponent_traps": TRAP,
         "unaffected_opponent_monsters": MONSTER}


def giver(state: State, card: Card, source: Card, controller: str) -> Card | None:
    """The Equip Card that makes `card` unaffected by this effect of `source`, controlled by
    `controller`; None when no Equip Card equipped to it does."""
    if source is card or not face_up_on_field(card):
        return None
    for equip in state.equips(card):
        if controller != equip.owner and any(KINDS.get(word) == source.kind
                                             for word in equip.equip_gives):
            return equip
    return None
