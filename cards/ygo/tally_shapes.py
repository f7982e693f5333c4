"""Damage and Life Points counted "for each" card of a kind, read into a `damage` or `gain_lp`
step's `for_each` (5-3-20, 5-3-10): "Inflict 300 damage to your opponent for each card in their
hand.", "Gain 500 LP for each Psychic monster you control.".

Standard library only. What is counted is read as a Continuous Effect's "for each" is
(continuous_shapes.py: the zone, whose, the kind, the description), after the words these
sentences print otherwise ("their hand", "they control", "on your side of the field", "their
removed from play cards") are put as that reader takes them. The cards are counted as the step
is done. "for each card on the field" or "you control" is not read: whether the resolving
Spell or Trap counts itself is not a thing the engine decides. Patterns are anchored, with no
quantified group inside another: linear.
"""
from __future__ import annotations

import re
from typing import Any

from cards.ygo import continuous_shapes, counted_more

Fields = dict[str, Any]

LP_EACH = re.compile(r"^(?:Inflict (?P<damage>\d+) (?:points of )?damage to your opponent(?:'s "
                     r"Life Points)?|(?:You )?[Gg]ain (?P<gain>\d+) (?:LP|Life Points)) for each "
                     r"(?P<what>[^.]+)\.$")
# the same places in the words continuous_shapes reads
SAME = ((re.compile(r" (?:they control|on your opponent's side of the field)$"),
         " your opponent controls"),
        (re.compile(r" on your side of the field$"), " you control"),
        (re.compile(r" in their (?=hand$|GY$|Graveyard$)"), " in your opponent's "),
        (re.compile(r"^of their (?:banished|removed from play) "),
         "of your opponent's banished "),
        (re.compile(r"^of your removed from play "), "of your banished "))
# the opponent's cards on the field, of any kind: never the resolving card (its controller's)
THEIR_CARDS = re.compile(r"^card (?:your opponent controls|they control)$")


# cards drawn for each card counted: "Draw 1 card for each ...", "Draw cards equal to the number
# of "Fabled" Synchro Monsters you control" (the counted words in the plural)
DRAW_EACH = re.compile(r"^[Dd]raw (?P<n>\d+) cards? for each (?P<what>[^.]+)\.$")
DRAW_NUMBER = re.compile(r"^[Dd]raw cards equal to the number of (?P<what>[^.]+)\.$")
PLURAL = re.compile(r"\b(?P<noun>monster|Monster|card|Spell|Trap)s\b")


def draws(text: str) -> list[Fields] | None:
    """`[{draw: {amount: N, for_each: {...}}}]` (5-3-20), or None."""
    found = DRAW_EACH.match(text)
    number = DRAW_NUMBER.match(text) if found is None else None
    if found is not None:
        counted = counted_cards(found.group("what"))
    elif number is not None and len(PLURAL.findall(number.group("what"))) == 1:
        counted = counted_cards(PLURAL.sub(r"\g<noun>", number.group("what")))
    else:
        return None
    if counted is None:
        return None
    return [{"draw": {"amount": int(found.group("n")) if found else 1, "for_each": counted}}]


# "equal to the number of X x N" says what "N for each X" says
NUMBER_TIMES = re.compile(r"^(?:(?P<damage>[Ii]nflict damage to your opponent)|(?P<gain>"
                          r"(?:[Yy]ou )?[Gg]ain (?:LP|Life Points))|(?P<who>[Tt]his card|[Ii]t|"
                          r"[Tt]hat target|[Tt]hat monster) (?P<verb>gains|loses) ATK) equal to "
                          r"the number of (?P<what>[^.]+?) x (?P<n>\d+)(?P<turn>,? until the end "
                          r"of this turn)?\.$")
# a property shows only on a face-up card, which is all a count of it takes (5-3-20)
CARDS_WORDS = ((re.compile(r"\b(?P<noun>Spell|Trap) Cards\b"), r"\g<noun>s"),
               (re.compile(r"^face-up (?=(?:Continuous|Equip|Field) )"), ""),
               # counted as the step is done in any case (5-3-20)
               (re.compile(r"^your currently (?=banished )"), "of your "))


def per_number(text: str) -> str | None:
    """The "N for each X" words of an "equal to the number of X x N" sentence, or None."""
    found = NUMBER_TIMES.match(text)
    if found is None:
        return None
    what = found.group("what")
    for pattern, words in CARDS_WORDS:
        what = pattern.sub(words, what)
    if len(PLURAL.findall(what)) != 1:
        return None
    each, n = PLURAL.sub(r"\g<noun>", what), found.group("n")
    if found.group("damage"):
        return f"Inflict {n} damage to your opponent for each {each}."
    if found.group("gain"):
        return f"Gain {n} LP for each {each}."
    return (f"{found.group('who')} {found.group('verb')} {n} ATK for each {each}"
            f"{', until the end of this turn' if found.group('turn') else ''}.")


def read(text: str) -> list[Fields] | None:
    """`[{damage: {player: opponent, amount: N, for_each: {...}}}]` or the same `gain_lp` of
    the activating player, or None when the sentence is not this shape."""
    found = LP_EACH.match(per_number(text) or text)
    if found is None:
        return draws(text)
    counted = counted_cards(found.group("what"))
    if counted is None:
        return None
    if found.group("damage"):
        return [{"damage": {"player": "opponent", "amount": int(found.group("damage")),
                            "for_each": counted}}]
    return [{"gain_lp": {"player": "controller", "amount": int(found.group("gain")),
                         "for_each": counted}}]


def counted_cards(text: str) -> Fields | None:
    """The format's `for_each`: `zone`, `player`, `what` and the description's words; "X and
    for each Y" one count over both places (5-3-28)."""
    first, joined, second = text.partition(" and for each ")
    if joined:
        counted = counted_cards(first)
        return None if counted is None or " and for each " in second else \
            counted_more.merged(counted, counted_cards(second))
    if THEIR_CARDS.match(text):
        return {"zone": "field", "player": "opponent", "what": "card"}
    for pattern, words in SAME:
        text = pattern.sub(words, text)
    return continuous_shapes.counted(text)
