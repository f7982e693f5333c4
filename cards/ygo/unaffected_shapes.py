"""A monster's Continuous sentence that says what it is unaffected by, read into the scenario
format's card key `unaffected: {by, opponent, activated, archetype, if}` (5-3-29):

- "Unaffected by other cards' effects." ("This card is unaffected by ..."): `by: others`;
- "... other monsters' effects.": `monsters`; "... Spell effects." ("any Spell Cards", "the
  effects of Spell Cards"): `spells`; "... Trap effects." ("Trap Cards or effects", "the
  effects of Trap Cards"): `traps`; "... Spell/Trap effects.": `spells_traps`;
- "your opponent's ..." before any of them ("your opponent's card effects"): `opponent`;
  "your opponent's activated effects" / "activated monster effects": `activated` too;
- "Unaffected by the effects of "Hole" Normal Traps.": `by: normal_traps, archetype: Hole`;
- under "While "Umi" is on the field, ..." ("As long as "Umi" is face-up on the field"; "This
  card on the field is unaffected by all other card effects, as long as "Necrovalley" is also
  on the field."), or another condition continuous_conditions reads: `if`.

And what an effect that resolves gives a monster for the rest of the turn, the step
`unaffected_turn: {card: self|chosen, by, opponent, activated}`: "that target is unaffected by
card effects this turn, except its own", "this turn, that face-up monster is unaffected by
monster effects, except its own", "that target is unaffected by the opponent's card effects
this turn", "this face-up card is unaffected by other monster effects this turn" ("this turn"
said once, first or last; `on_target` for the target, `SELF` for the monster itself), and the
step `unaffected_all` for every face-up monster of a kind as it resolves: "All face-up "lswarm"
monsters you currently control are unaffected by other Spell/Trap effects this turn." (`every`,
the monsters as "Destroy all ..." of the same words takes them).

"monster effects" without "other" is left unread: the card is a monster, and its words do not
say whether its own effects are meant. Standard library only; anchored patterns, no nested
quantified group (linear).
"""
from __future__ import annotations

import re
from collections.abc import Callable
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
# the same condition said last: "This card on the field is unaffected by all other card
# effects, as long as "Necrovalley" is also on the field."
NAMED_LAST = re.compile(r"^This card on the field is unaffected by all other card effects, as "
                        r"long as \"(?P<name>[^\"]+)\" is also on the field\.$")


def read(text: str) -> Fields | None:
    """The `unaffected` key one Continuous sentence sets, or None when it is not one of
    these."""
    last = NAMED_LAST.match(text)
    if last is not None:
        return {"by": "others", "if": {"field_control": {"names": [last.group("name")]}}}
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


# what an effect gives for the turn: the words and the keys (`by`, `opponent`, `activated`)
TURN_WHAT: dict[str, Fields] = {
    "card effects, except its own": {"by": "others"},
    "other cards' effects": {"by": "others"},
    "other card effects": {"by": "others"},
    "monster effects, except its own": {"by": "monsters"},
    "other monster effects": {"by": "monsters"},
    "other monsters' effects": {"by": "monsters"},
    "Spell/Trap effects": {"by": "spells_traps"},
    "other Spell/Trap effects": {"by": "spells_traps"},
    # "That face-up monster is unaffected by other Spell effects this turn." (Spellbook of
    # Wisdom: "other" than the Spell granting it, whose effect is then done)
    "other Spell effects": {"by": "spells"},
    "Trap effects": {"by": "traps"},
    "the effects of other Spells/Traps": {"by": "spells_traps"},
    "your opponent's card effects": {"by": "others", "opponent": True},
    "the opponent's card effects": {"by": "others", "opponent": True},
    "your opponent's monster effects": {"by": "monsters", "opponent": True},
    "your opponent's Spell/Trap effects": {"by": "spells_traps", "opponent": True},
    "your opponent's activated effects": {"by": "others", "opponent": True, "activated": True},
}
TURN_FIRST = r"(?:[Tt]his turn|[Uu]ntil the end of this turn|[Ff]or the rest of this turn), "
TARGET_TURN = re.compile(rf"^(?P<first>{TURN_FIRST})?(?:[Tt]hat target|[Ii]t|[Tt]hat face-up "
                         r"monster|[Tt]hat monster|[Tt]hat \"[^\"]+\" monster) is unaffected by "
                         r"(?P<what>[^,.]+)"
                         r"(?P<own>, except its own)?(?P<until>, until the end of this turn)?"
                         r"(?P<own_last>, except its own)?\.$")
LAST = (" this turn", " until the end of this turn")


def on_target(text: str, spec: Fields) -> list[Fields] | None:
    """The `unaffected_turn` step on the targeted monster on the field, or None."""
    if spec.get("what") != "monster" or spec.get("zone") != "field":
        return None
    found = TARGET_TURN.match(text)
    if found is None:
        return None
    what, last = found.group("what"), bool(found.group("until"))
    for words in LAST:
        if what.endswith(words):
            what, last = what.removesuffix(words), not last  # said twice: not one of these
            break
    if bool(found.group("first")) == last or found.group("own") and found.group("own_last"):
        return None  # "this turn" said exactly once
    if found.group("own") or found.group("own_last"):
        what += ", except its own"
    keys = TURN_WHAT.get(what)
    return None if keys is None else [{"unaffected_turn": {"card": "chosen", **keys}}]


def _self(words: str) -> re.Pattern[str]:
    """"this turn, this face-up card is unaffected by WORDS." or "... WORDS this turn."."""
    subject = r"[Tt]his (?:face-up )?card is unaffected by " + re.escape(words)
    return re.compile(rf"^(?:{TURN_FIRST}{subject}|{subject}(?: this turn|, until the end of "
                      r"this turn))\.$")


# the monster itself, on the field as its effect resolves (the engine checks where it is)
SELF = tuple((_self(words), {"unaffected_turn": {"card": "self", **keys}}, "field")
             for words, keys in TURN_WHAT.items() if "except its own" not in words)


# "(All) (face-up) X monsters you currently control are unaffected by ... this turn.": without
# "currently" the words may hold monsters that arrive later too, and stay unread
MASS = re.compile(rf"^(?P<first>{TURN_FIRST})?(?:[Aa]ll )?(?P<which>[^.;:,]*?[Mm]onsters) "
                  r"(?P<whose>you|your opponent) (?P<now>currently )?controls? are unaffected by "
                  r"(?P<what>[^,.]+)(?P<until>, until the end of this turn)?\.$")


def every(text: str, read_all: Callable[[str], list[Fields] | None]) -> list[Fields] | None:
    """The `unaffected_all` step, or None; `read_all` reads "Destroy all X." as shapes.py
    does, so the two take the same monsters."""
    found = MASS.match(text)
    if found is None:
        return None
    what, last = found.group("what"), bool(found.group("until"))
    if what.endswith(" this turn"):
        what, last = what.removesuffix(" this turn"), not last
    keys = TURN_WHAT.get(what)
    if keys is None or bool(found.group("first")) == last or not found.group("now"):
        return None  # "this turn" said exactly once; "currently": the monsters there now
    whose = "you control" if found.group("whose") == "you" else "your opponent controls"
    which = found.group("which").replace("face-up ", "").replace("Face-up ", "")
    steps = read_all(f"Destroy all {'monsters' if which == 'Monsters' else which} {whose}.")
    if steps is None or len(steps) != 1 or "destroy_all" not in steps[0] \
            or steps[0]["destroy_all"].get("what") != "monsters":
        return None
    return [{"unaffected_all": {**steps[0]["destroy_all"], **keys}}]
