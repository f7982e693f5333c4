"""A monster's Continuous sentence that says what it is unaffected by, read into the scenario
format's card key `unaffected: {by, opponent, activated, archetype, if}` (5-3-27):

- "Unaffected by other cards' effects." ("This card is unaffected by ..."): `by: others`;
- "... other monsters' effects.": `monsters`; "... Spell effects." ("any Spell Cards", "the
  effects of Spell Cards"): `spells`; "... Trap effects." ("Trap Cards or effects", "the
  effects of Trap Cards"): `traps`; "... Spell/Trap effects.": `spells_traps`;
- "your opponent's ..." before any of them ("your opponent's card effects"): `opponent`;
  "your opponent's activated effects" / "activated monster effects": `activated` too;
- "Unaffected by the effects of "Hole" Normal Traps.": `by: normal_traps, archetype: Hole`;
- under "While "Umi" is on the field, ..." ("As long as "Umi" is face-up on the field"), or
  another condition continuous_conditions reads: `if`.

"monster effects" without "other" is left unread: the card is a monster, and its words do not
say whether its own effects are meant. Standard library only; anchored patterns, no nested
quantified group (linear).
"""
from __future__ import annotations

import re
from typing import Any

from cards.ygo import continuous_conditions, psct

Fields = dict[str, Any]

SENTENCE = re.compile(r"^(?:This card is unaffected|Unaffected) by (?P<whose>your opponent's )?"
                      r"(?P<what>[^.]+)\.$")
# the words after "your opponent's" (or none) and what they name
WHAT: dict[str, Fields] = {
    "other cards' effects": {"by": "others"},
    "other card effects": {"by": "others"},
    "card effects": {"by": "others"},
    "other monsters' effects": {"by": "monsters"},
    "monster effects": {"by": "monsters"},
    "Spell effects": {"by": "spells"},
    "any Spell Cards": {"by": "spells"},
    "Spell Cards": {"by": "spells"},
    "the effects of Spell Cards": {"by": "spells"},
    "Trap effects": {"by": "traps"},
    "Trap Cards or effects": {"by": "traps"},
    "Trap Cards": {"by": "traps"},
    "the effects of Trap Cards": {"by": "traps"},
    "Spell/Trap effects": {"by": "spells_traps"},
    "Spell/Trap Cards": {"by": "spells_traps"},
    "activated effects": {"by": "others", "activated": True},
    "activated monster effects": {"by": "monsters", "activated": True},
    "the effects of \"Hole\" Normal Traps": {"by": "normal_traps", "archetype": "Hole"},
}
# words that name only others' effects when they are the opponent's (a monster is never its
# opponent's card): "monster effects", "card effects" and "activated effects" alone could mean
# its own too, and stay unread
OPPONENT_ONLY = ("card effects", "monster effects", "activated effects",
                 "activated monster effects")
# "While "Umi" is on the field, ...": a card of that name face-up on the field (5-4-6's `if`)
NAMED = re.compile(r"^(?:While|As long as) \"(?P<name>[^\"]+)\" is (?:face-up )?on the field, "
                   r"(?P<rest>this card is unaffected by [^.]+\.)$")


def read(text: str) -> Fields | None:
    """The `unaffected` key one Continuous sentence sets, or None when it is not one of
    these."""
    named = NAMED.match(text)
    if named is not None:
        found = _what(named.group("rest")[:1].upper() + named.group("rest")[1:])
        return None if found is None else {
            **found, "if": {"field_control": {"names": [named.group("name")]}}}
    split = continuous_conditions.split(text)
    if split is None:
        return None
    condition, rest = split
    found = _what(rest)
    if found is None:
        return None
    return {**found, **({"if": condition} if condition else {})}


def _what(text: str) -> Fields | None:
    found = SENTENCE.match(text)
    if found is None or found.group("what") not in WHAT:
        return None
    what, opponent = found.group("what"), bool(found.group("whose"))
    if what in OPPONENT_ONLY and not opponent:
        return None
    return {**WHAT[what], **({"opponent": True} if opponent else {})}


def read_monster(breakdown: psct.Breakdown, fields: Fields, read_texts: list[str]) -> None:
    """Such a sentence among a monster's Continuous ones still unread, into `fields`; the
    sentence read is added to `read_texts`. A second one stays unread (one key)."""
    for effect in psct.unread_continuous(breakdown, read_texts):
        found = read(effect.text)
        if found is not None and "unaffected" not in fields:
            fields["unaffected"] = found
            read_texts.append(effect.text)
