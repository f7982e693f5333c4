"""A Spirit monster's return to the hand in the older words, printed as a plain sentence
without a colon: "This card returns to its owner's hand during the End Phase of the turn it
is Normal Summoned or flipped face-up." (also "... to the owner's hand ... of the turn that
this card is ..."), and "... of the turn it is Special Summoned." (Yamato-no-Kami).

Standard library only. Problem-Solving Card Text prints the same effect with a colon: "During
the End Phase of the turn this card is Normal Summoned or flipped face-up: Return it to the
hand." It is the same mandatory Trigger Effect of the End Phase (7-7-5; of the turn it was
Special Summoned, 7-7-6), and a monster always returns to its owner's hand (5-3-11). `fold`
gives such a sentence today's condition and action, so monster_shapes reads it as it reads
the newer text (as chance_older.py does; the card's page shows the printed words, queries.py
reads them afresh). The pattern is anchored: linear.
"""
from __future__ import annotations

import dataclasses
import re

from cards.ygo import psct

OLDER = re.compile(r"^This card returns to (?:its|the) owner's hand during the End Phase of "
                   r"the turn (?:that )?(?:it|this card) is (?P<how>Normal Summoned or flipped "
                   r"face-up|Special Summoned)\.$")
# today's activation condition for each older "the turn it is ..."
CONDITIONS = {
    "Normal Summoned or flipped face-up":
        "During the End Phase of the turn this card is Normal Summoned or flipped face-up",
    "Special Summoned": "During the End Phase, if this card was Special Summoned this turn",
}
ACTION = "Return it to the hand."


def fold(main: psct.Breakdown) -> psct.Breakdown:
    """The breakdown with each such sentence an End Phase Trigger Effect in today's shape; as
    it was when there is none."""
    effects = [_today(effect) for effect in main.effects]
    if effects == main.effects:
        return main
    return dataclasses.replace(main, effects=effects)


def _today(effect: psct.Effect) -> psct.Effect:
    found = OLDER.match(effect.text)
    if found is None or effect.kind != "continuous":
        return effect
    # mandatory (no "you can"), Spell Speed 1 as every Trigger Effect (5-1-3)
    condition = CONDITIONS[found.group("how")]
    return dataclasses.replace(effect, text=f"{condition}: {ACTION}", kind="activated",
                               condition=condition, action=ACTION, spell_speed=1)


def shown(main: psct.Breakdown) -> psct.Breakdown:
    """The breakdown a monster's page shows: each such sentence an activated effect (a Trigger
    Effect, Spell Speed 1) in its printed words, so the card starts a chain (5-1-3)."""
    effects = [dataclasses.replace(effect, kind="activated", spell_speed=1)
               if effect.kind == "continuous" and OLDER.match(effect.text) else effect
               for effect in main.effects]
    if effects == main.effects:
        return main
    speeds = [e.spell_speed for e in effects if e.spell_speed is not None]
    return dataclasses.replace(main, effects=effects, starts_chain=True, spell_speed=max(speeds))
