"""Activation conditions of a monster's Trigger Effects that say how the card moved (5-1-18),
added to monster_shapes.CONDITIONS: the zone it left ("If this card is sent from the hand or
Monster Zone to the GY"), what moved it ("If this card is sent from your hand to your GY by an
opponent's card effect"), an exception ("If this card is sent from the field to the GY, except
when destroyed by battle"), or either of two events ("If this card is Normal or Pendulum
Summoned"), or the Summon it was material for ("If this card is sent to the GY for the
Synchro Summon of a LIGHT monster", `read`). Each names the event judge/engine/ygo/how_moved.py
answers; each is activated from where the move left the card (5-1-7).

Standard library only; whole wordings, no pattern. "your Monster Zone", "your hand": the
format's card is its owner's, so "your" adds nothing to the zone.
"""
from __future__ import annotations

import re
from typing import Any

from cards.ygo.conditions_shapes import caused
from cards.ygo.link_materials import description

Fields = dict[str, Any]
GY = ("GY", "Graveyard")


def _both(rest: str, shape: Fields) -> dict[str, Fields]:
    """The "If" and "When" wordings of one condition: "When" is marked (11-1-9)."""
    return {f"If {rest}": shape, f"When {rest}": {**shape, "when": True}}


CONDITIONS: dict[str, Fields] = {}
# sent to the GY or banished, by a resolving effect either way: activated where it went
for _gy in GY:
    CONDITIONS.update(_both(f"this card is sent to the {_gy}, or banished, by card effect", {
        "type": "trigger", "event": "sent_or_banished_by_effect",
        "from": ["graveyard", "banished"]}))
# Tributed by a Ritual Summon (8-5-2), activated from the GY it went to
CONDITIONS.update(_both("this card is Tributed for a Ritual Summon", {
    "type": "trigger", "event": "tributed_for_ritual_summon", "from": "graveyard"}))
# either of two Summons of this card (8-1-1, 8-3-5, 8-5-1, 8-5-6): activated where it is
for _words, _event in (("Normal or Pendulum Summoned", "normal_or_pendulum_summoned"),
                       ("Flip or Special Summoned", "flip_or_special_summoned"),
                       ("Fusion Summoned or flipped face-up", "fusion_summoned_or_flipped")):
    CONDITIONS.update(_both(f"this card is {_words}",
                            {"type": "trigger", "event": _event}))
for _gy in GY:
    _sent: Fields = {"type": "trigger", "from": "graveyard"}
    for _rest, _event in (
            # by a resolving effect, or destroyed by battle and so sent there (5-3-1)
            (f"this card is sent to the {_gy} by card effect, or by being destroyed by battle",
             "sent_by_effect_or_destroyed_by_battle"),
            # not from the Deck, nor from a Pendulum Zone (5-1-6)
            (f"this card is sent from the hand or Monster Zone to the {_gy}",
             "sent_from_hand_or_monster_zone_to_graveyard"),
            (f"this card is sent from your Monster Zone to your {_gy} by an opponent's card "
             "effect", "sent_from_monster_zone_by_opponent_effect"),
            (f"this card is sent from your hand to your {_gy} by an opponent's card effect",
             "sent_from_hand_by_opponent_effect"),
            (f"this card is sent from the field to the {_gy} by a card effect",
             "sent_from_field_by_effect"),
            (f"this card is sent from the field to the {_gy} by card effect",
             "sent_from_field_by_effect"),
            (f"this card is sent from the field to the {_gy}, except when destroyed by battle",
             "sent_from_field_except_by_battle"),
            (f"this face-up card on the field is sent to the {_gy}, except by battle",
             "face_up_sent_from_field_except_by_battle"),
            (f"this card is sent from the Monster Zone to the {_gy} by a Spell effect",
             "sent_from_monster_zone_by_spell_effect"),
            (f"this card is destroyed by battle, or if this card on the field is sent to the {_gy} "
             "by a card effect", "destroyed_by_battle_or_sent_from_field_by_effect"),
            (f"this card is destroyed by battle and sent to the {_gy}, or if this card you "
             f"control is sent to your {_gy} by an opponent's card effect",
             "destroyed_by_battle_or_sent_from_field_by_opponent_effect")):
        CONDITIONS.update(_both(_rest, {**_sent, "event": _event}))
    # "your Monster Zone": the Monster Zone, its owner's (conditions_more.py reads "the")
    CONDITIONS.update(_both(f"this card is sent from your Monster Zone to the {_gy}",
                            {**_sent, "event": "sent_from_monster_zone_to_graveyard"}))

# sent to the GY as Synchro Material for a Synchro Summon of a monster so described (8-5-3):
# "for the Synchro Summon of a LIGHT Synchro Monster", "as Synchro Material for a WIND monster"
SYNCHRO_FOR = re.compile(r"^If this card is sent to the (?:GY|Graveyard) (?:for the Synchro Summon "
                         r"of|as (?:a )?Synchro Material for) an? (?P<words>.+?)"
                         r"(?P<synchro> Synchro)? [Mm]onster$")


# a Normal Summon, or a Special Summon by the effect of the card described (8-1-1, 5-1-3): "If
# this card is Special Summoned by the effect of a "Gouki" card, or Normal Summoned"
EITHER_BY = re.compile(r"^If this card is (?:Special Summoned by (?P<a>.+?), or Normal Summoned|"
                       r"Normal Summoned, or Special Summoned by (?P<b>.+))$")


def read(condition: str) -> Fields | None:
    """A SYNCHRO_FOR or EITHER_BY condition as the effect's fields, or None (a description not
    read)."""
    either = EITHER_BY.match(condition)
    if either is not None:
        by = caused(f"If this card is Special Summoned by {either.group('a') or either.group('b')}")
        return None if by is None else {**by, "event": "normal_or_special_summoned_by_effect"}
    found = SYNCHRO_FOR.match(condition)
    if found is None:
        return None
    words = found.group("words") + (" Synchro" if found.group("synchro") else "")
    described_as = description(f"{words} monster")
    if not described_as or "not_type" in described_as:
        return None
    return {"type": "trigger", "event": "synchro_material", "from": "graveyard",
            "for": described_as}
