"""A card that puts itself on the top of its owner's Deck ("Place this card on top of your
Deck.", 5-3-14): the step `{to_deck: {card: self, where: top}}` (judge/engine/ygo/to_deck.py),
an Extra Deck monster to its Extra Deck instead (2-2-1). `SELF` is one line of the table of
self_steps.py; `spell_words` gives an Equip Spell's Graveyard sentence that says "it" for the
card itself ("When this card is sent from the field to the Graveyard: Return it to the top of
the Deck.", Horn of the Unicorn) the words of that table (equip_graveyard.py).

Standard library only: one anchored pattern without nested quantified groups, and words
compared as printed.
"""
from __future__ import annotations

import re
from typing import Any

TOP = {"to_deck": {"card": "self", "where": "top"}}
SELF: tuple[tuple[re.Pattern[str], dict[str, Any], None], ...] = (
    (re.compile(r"^[Pp]lace this card on (?:the )?top of your Deck\.$"), TOP, None),)
# "it" where the sentence's condition names the card itself and nothing else: the card
IT = ("Return it to the top of the Deck.", "Place it on top of your Deck.",
      "Place it on the top of your Deck.")


def spell_words(action: str) -> str:
    """The action in the table's words when it says "it" for the card itself; as it is
    otherwise."""
    return "Place this card on top of your Deck." if action in IT else action
