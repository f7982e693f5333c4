"""Monster Cards placed in the Spell & Trap Zone as Continuous Spells (the "Crystal Beast"
monsters, 3-4-5, 3-4-6), read into the scenario format's keys, or nothing:

- "If this face-up card is destroyed in a Monster Zone, you can place it face-up in your Spell
  & Trap Zone as a Continuous Spell, instead of sending it to the GY." -> the card key
  `placed_if_destroyed: {as: spell}` (3-4-6), a monster's own text, compared whole;
- "Target 1 face-up monster on the field; place it face-up in its owner's Spell & Trap Zone as
  a Continuous Spell." (also "those targets" or "them" of several, "your" of one's own
  cards) -> `{place_spell: chosen}` (3-4-5), a monster on the field or in a GY;
- "You can Set this card from your hand to your Spell & Trap Zone as a Spell (Card)." -> the
  card key `set_as_spell: true` (3-4-7), and "During your opponent's turn, if this Set card in
  the Spell & Trap Zone is destroyed and sent to your GY: ..." -> a Trigger Effect from the GY
  with `event: set_destroyed_opponent_turn` (CONDITIONS, read by monster_condition_table.py);
- "Place 1 "Crystal Beast" monster from your Deck face-up in your Spell & Trap Zone as a
  Continuous Spell." (also "from your hand, Deck, or GY, face-up"; "You can ...": `optional`)
  -> `{fetch: {to: spell_zone, what: monster, archetype: Crystal Beast}}` (3-4-5), the monster
  described as fetch_shapes.py describes it; only a monster is placed so;
- "Place 1 "Vision HERO" monster from your Deck, except "Vision HERO Faris", in your Spell &
  Trap Zone as a face-up Continuous Trap." (also "from your hand or GY") -> the same `fetch`
  with `to: spell_zone_trap` (3-4-8).

Standard library only. Patterns anchored, without nested quantified groups: linear.
"""
from __future__ import annotations

import re
from typing import Any

from cards.ygo import fetch_shapes, psct

Fields = dict[str, Any]

INSTEAD = ("If this face-up card is destroyed in a Monster Zone, you can place it face-up in "
           "your Spell & Trap Zone as a Continuous Spell, instead of sending it to the GY.")
PLACE = re.compile(rf"^Place {fetch_shapes.ONE} from your {fetch_shapes.PLACES},? face-up in "
                   rf"your Spell & Trap Zone as a Continuous Spell{fetch_shapes.EXCEPT}\.$")
# "place 1 "Vision HERO" monster from your Deck, except "Vision HERO Faris", in your Spell &
# Trap Zone as a face-up Continuous Trap" (Vision HERO Faris, the "Centur-Ion" cards, 3-4-8)
PLACE_TRAP = re.compile(rf"^Place {fetch_shapes.ONE} from your {fetch_shapes.PLACES}"
                        rf"{fetch_shapes.EXCEPT},? in your Spell & Trap Zone as a face-up "
                        rf"Continuous Trap\.$")
ZONES = fetch_shapes.ZONES
# "You can Set this card from your hand to your Spell & Trap Zone as a Spell." (the "Artifact"
# monsters, 3-4-7): the card key `set_as_spell`, whole sentences
SET_SELF = tuple(f"You can Set this card from your hand to your Spell & Trap {zone} as a {noun}."
                 for zone in ("Zone", "Card Zone") for noun in ("Spell", "Spell Card"))
# its Trigger Effect from the GY: destroyed there while Set, in the opponent's turn (3-4-7)
CONDITIONS: dict[str, Fields] = {
    f"During your opponent's turn, if this Set card in the Spell & Trap Zone is destroyed and "
    f"sent to your {gy}": {"type": "trigger", "event": "set_destroyed_opponent_turn",
                           "from": "graveyard"} for gy in ("GY", "Graveyard")}
# what the effect does to its target(s): "place it face-up in its owner's Spell & Trap Zone as
# a Continuous Spell", "place those targets ... in your ... as Continuous Spells", "place them
# face-up in their owners' Spell & Trap Zones as Continuous Spells"
ON_TARGET = re.compile(r"^[Pp]lace (?P<it>it|that target|those targets|them) face-up in "
                       r"(?P<whose>your|its owner's|their owners') Spell & Trap Zones? as "
                       r"(?:a )?Continuous Spells?\.$")


def read_monster(main: psct.Breakdown, fields: Fields, read: list[str]) -> None:
    """The monster's own sentences of 3-4-6 and 3-4-7, if printed and unread: their card
    keys."""
    for effect in main.effects:
        if effect.text == INSTEAD and effect.text not in read:
            fields["placed_if_destroyed"] = {"as": "spell"}
            read.append(effect.text)
        elif effect.text in SET_SELF and effect.text not in read:
            fields["set_as_spell"] = True  # Set from the hand as a Spell (3-4-7)
            read.append(effect.text)


def place(text: str) -> list[Fields] | None:
    """The `fetch` step of "Place 1 ... face-up in your Spell & Trap Zone as a Continuous
    Spell." or "... in your Spell & Trap Zone as a face-up Continuous Trap.", or None."""
    optional = text.startswith("You can ")
    text = text.removeprefix("You can ")
    text = text[:1].upper() + text[1:]
    found = PLACE.match(text)
    trap = found is None and (found := PLACE_TRAP.match(text)) is not None
    described = fetch_shapes._described(found) if found is not None else None
    if found is None or described is None or described["what"] != "monster":
        return None
    zones = [ZONES[word] for word in re.split(r", or |, | or ", found.group("from"))]
    step: Fields = {"to": "spell_zone_trap" if trap else "spell_zone",
                    **({"from": zones} if zones != ["deck"] else {}), **described}
    if found.group("except"):
        step["except"] = [found.group("except")]
    if optional:
        step["optional"] = True
    return [{"fetch": step}]


def on_target(text: str, spec: Fields) -> list[Fields] | None:
    """`{place_spell: chosen}` for the monster(s) the activation targets, on the field or in
    a GY (3-4-5); "your" only of the player's own cards; None otherwise."""
    found = ON_TARGET.match(text)
    if found is None or spec.get("what") != "monster" \
            or spec.get("zone") not in ("field", "graveyard"):
        return None
    many = spec.get("count", 1) > 1
    if many != (found.group("it") in ("those targets", "them")):
        return None  # "it" of one target, "them" of several
    if found.group("whose") == "your" and spec.get("player") != "controller":
        return None  # an opponent's card goes to its owner's zone (3-10-2)
    return [{"place_spell": "chosen"}]
