"""A coin called before it is tossed (5-3-33): "Toss a coin and call it. If you call it right,
inflict 1000 damage to your opponent. If you call it wrong, you take 1000 damage." (Abare
Ushioni), "... call Heads or Tails. If you call it right, double this card's ATK during this
turn. If you call it wrong, halve its ATK during this turn." (Goddess of Whim), one of the two
results alone ("If you call it wrong, ..."). psct.py joins the result sentences to the toss
(chance_joins.py); `read` gives the format's `call_coin` step, `{right: [...], wrong: [...]}`,
each part read by `steps` as a sentence of its own, or None when one does not read. `fold`
gives the older effect "Once per turn, you can toss a coin and call it. ..." (no colon) today's
shape, an Ignition Effect once per turn for each copy ("Once per turn: You can toss ...").

Standard library only. Patterns anchored, their parts free of periods, no nested quantifiers.
"""
from __future__ import annotations

import dataclasses
import re
from collections.abc import Callable
from typing import Any

from cards.ygo import psct

Fields = dict[str, Any]
Steps = Callable[[str], "list[Fields] | None"]

CALL = re.compile(r"^(?:[Yy]ou can )?[Tt]oss a coin and call (?:it|[Hh]eads or [Tt]ails)\."
                  r"(?: If you call it right, (?P<right>[^.]+)\.)?"
                  r"(?: If you call it wrong, (?P<wrong>[^.]+)\.)?$")
OLDER = re.compile(r"^Once per turn, you can (?P<toss>toss a coin and call it\. If you call it "
                   r"[^.]+\.(?: If you call it wrong, [^.]+\.)?)$")
# "during this turn" is the older "until the end of this turn", "1 monster on your opponent's
# side of the field" "1 monster your opponent controls"; "its" the card itself, once
# "this card's" was named just before (Goddess of Whim)
TODAY = ((" during this turn.", " until the end of this turn."),
         # the older "on your opponent's side of the field" (Kryuel)
         (" monster on your opponent's side of the field.", " monster your opponent controls."))
ITS = ("Halve its ATK", "Halve this card's ATK")


def read(text: str, steps: Steps) -> list[Fields] | None:
    """The `call_coin` step of the toss and its results, or None."""
    found = CALL.match(text)
    if found is None or not (found.group("right") or found.group("wrong")):
        return None
    called: Fields = {}
    for result in ("right", "wrong"):
        part = found.group(result)
        if part is None:
            continue
        done = steps(_today(part, "this card's" in text))
        if done is None:
            return None
        called[result] = done
    return [{"call_coin": called}]


def _today(part: str, itself: bool) -> str:
    """One result's words as a sentence of today's."""
    sentence = part[:1].upper() + part[1:] + "."
    for older, today in TODAY:
        sentence = sentence.replace(older, today)
    if itself and sentence.startswith(ITS[0]):
        sentence = ITS[1] + sentence[len(ITS[0]):]
    return sentence


def fold(main: psct.Breakdown) -> psct.Breakdown:
    """The breakdown with the older called toss as today's Ignition Effect; as it was when
    there is none."""
    for index, effect in enumerate(main.effects):
        found = OLDER.match(effect.text)
        if found is None or effect.kind == "activated":
            continue
        action = f"You can {found.group('toss')}"
        effects = list(main.effects)
        effects[index] = dataclasses.replace(
            effect, text=f"Once per turn: {action}", kind="activated",
            condition="Once per turn", action=action, clauses=[], once_per_turn="soft",
            spell_speed=1)
        return dataclasses.replace(main, effects=effects)
    return main
