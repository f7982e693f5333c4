"""A card's sentence letting its controller activate other cards of an archetype from the hand
(10-3-5), read into the card key `hand_activation` (judge/engine/ygo/hand_grants.py applies it):

- "During either player's turn, you can activate "Magical Musket" Spell/Trap Cards from your
  hand." (the Magical Musketeers): `hand_activation: {archetype: Magical Musket, kinds: [spell,
  trap]}`: such a Trap from the hand at all, such a Quick-Play Spell from the hand in the
  opponent's turn too;
- "You can activate "Paleozoic" Trap Cards from your hand.": `kinds: [trap]`;
- "You can activate "Runick" Quick-Play Spell Cards from your hand during your opponent's
  turn." (Runick Fountain): `kinds: [spell]`.

A Spell Speed 1 Spell keeps its own timing (10-2-2): the engine lets the key open the
opponent's turn to Quick-Play Spells only, and no other wording is read ("Hole" Normal Trap
Cards: the card list's archetypes do not say which cards are "Hole" cards).

Standard library only; the sentence is matched whole (an anchored pattern: linear).
"""
from __future__ import annotations

import re
from typing import Any

from cards.ygo import psct

GRANT = re.compile(r"^(?P<either>During either player's turn, y|Y)ou can activate "
                   r'"(?P<archetype>[^"]+)" (?P<what>Spell/Trap Cards|Spells/Traps|Trap Cards|'
                   r"Quick-Play Spell Cards) from your hand(?P<theirs> during your opponent's "
                   r"turn)?\.$")
# the words -> (the kinds, whether "During either player's turn" leads, whether "during your
# opponent's turn" ends): only these three wordings, each whole
KINDS: dict[tuple[str, bool, bool], list[str]] = {
    ("Spell/Trap Cards", True, False): ["spell", "trap"],
    ("Spells/Traps", True, False): ["spell", "trap"],
    ("Trap Cards", False, False): ["trap"],
    ("Quick-Play Spell Cards", False, True): ["spell"],
}


def grant(text: str) -> dict[str, Any] | None:
    """`{hand_activation: {...}}` for the sentence, or None when it is not one of these."""
    found = GRANT.match(text)
    if found is None:
        return None
    kinds = KINDS.get((found.group("what"), found.group("either") != "Y",
                       found.group("theirs") is not None))
    if kinds is None:
        return None
    return {"hand_activation": {"archetype": found.group("archetype"), "kinds": kinds}}


def read(effect: psct.Effect) -> dict[str, Any] | None:
    """A Spell's or Trap's sentence (a Field Spell's), as a fact of the card; None: not it."""
    return None if effect.options else grant(effect.text)


def read_monster(main: psct.Breakdown, fields: dict[str, Any], read_texts: list[str]) -> None:
    """A monster's sentence, once: the key and the sentence read."""
    for effect in main.effects:
        found = None if effect.text in read_texts or "hand_activation" in fields \
            else read(effect)
        if found is not None:
            fields.update(found)
            read_texts.append(effect.text)
