"""The words of a card's own links (4-4-10), read into the scenario format's keys (link_zones.py
in the engine):

- a condition on the card itself, for continuous_conditions.py: "This linked card cannot be
  destroyed by battle." (`if: {self_link: linked}`), "..., while this card points to a
  monster." (`pointing`), "while this card points to no monsters" (`pointing_none`), "this card
  is co-linked" (`co_linked`), "... is not co-linked" (`not_co_linked`);
- what "for each" counts, for continuous_shapes.py: "monster it points to", ""X" monster this
  card points to" (`what: pointed`, with the description), "monster co-linked to this card"
  (`what: co_linked`);
- "Gains ATK equal to the combined original ATK of all monsters this card points to." (also
  "the original ATK of the monster / any monster / each "X" monster it points to"): 1 ATK for
  each point of their original ATK (`for_each: {what: pointed, sum: original_atk}`);
- "Monsters this card points to lose 800 ATK/DEF.", ""Ritual Beast" monsters this card points to
  gain 600 ATK/DEF.", "A "Prank-Kids" monster this card points to gains 1000 ATK.": a change to
  each monster so described that it points to (`monsters`, `pointed: true`, 4-4-8);
- a cost, for monster_shapes.py: "Tribute 1 (X) monster this card points to" (`cost_cards` with
  `pointed: true`: only a monster of its controller's that it points to, 5-3-5).

Standard library only; anchored patterns, no nested quantified group: linear.
"""
from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from cards.ygo import described

Fields = dict[str, Any]

# "This linked card ...": the condition folded into the words continuous_conditions reads
FOLD = {"This linked card ": "While this card is linked, this card "}
CONDITIONS: dict[str, Fields] = {
    "this card is linked": {"self_link": "linked"},
    "this card is not linked": {"self_link": "unlinked"},
    "this card points to a monster": {"self_link": "pointing"},
    "this card points to a monster(s)": {"self_link": "pointing"},
    "this card points to no monsters": {"self_link": "pointing_none"},
    "this card is co-linked": {"self_link": "co_linked"},
    "this card is not co-linked": {"self_link": "not_co_linked"},
}
# "Cannot be destroyed by ..., while this card points to a monster.": the condition put first
TRAILING = re.compile(r"^(?P<rest>[^.]+?),? while (?P<words>this card points to (?:a monster"
                      r"|a monster\(s\)|no monsters))\.$")
KINDS = described.MONSTER_KINDS + "|Fusion|Synchro|Xyz|Link|Tuner"
POINTED = re.compile(r"^" + described.words(KINDS) + r"(?P<noun>monster) (?:it|this card) "
                     r"points to$")
CO_LINKED = "monster co-linked to this card"
# "Gains ATK equal to the combined original ATK of all monsters this card points to.", "... the
# original ATK of the monster / any monster / each "X" monster it points to."
SUMMED = re.compile(r"^Gains ATK equal to the (?:(?:combined|total) original ATK of (?:all )?|"
                    r"original ATK of (?:the|any|each) )" + described.words(KINDS)
                    + r"(?P<noun>monsters?) (?:this card|it) points to\.$")


def fold(text: str) -> str:
    """The sentence with its link condition put first as "While ..., " (unchanged when it has
    none)."""
    for short, long in FOLD.items():
        if text.startswith(short):
            return long + text.removeprefix(short)
    found = TRAILING.match(text)
    if found is None or '"' in found.group("rest"):
        return text
    rest = found.group("rest")
    return f"While {found.group('words')}, {rest[:1].lower()}{rest[1:]}."


def condition(words: str) -> Fields | None:
    """The `if` keys of a condition on the card's own links, or None."""
    found = CONDITIONS.get(words)
    return None if found is None else dict(found)


def counted(text: str) -> Fields | None:
    """The `for_each` of "monster(s) it points to" / "co-linked to this card", or None."""
    if text == CO_LINKED:
        return {"zone": "field", "player": "any", "what": "co_linked"}
    found = POINTED.match(text)
    if found is None:
        return None
    words = described.fields(found, monster=True)
    if words is None:
        return None
    return {"zone": "field", "player": "any", "what": "pointed", **words}

# "Monsters this card points to lose 800 ATK/DEF.", "A "X" monster this card points to gains ..."
POINTED_CHANGE = re.compile(r"^(?:An? )?" + described.words(KINDS) + r"(?P<noun>[Mm]onsters?) "
                            r"this card points to (?P<verb>gains?|loses?) (?P<n>\d+) "
                            r"(?P<stat>ATK/DEF|ATK and DEF|ATK|DEF)\.$")


def summed(text: str) -> list[Fields] | None:
    """The `stat_changes` of "Gains ATK equal to the combined original ATK of all monsters this
    card points to.", or None."""
    found = SUMMED.match(text)
    if found is None:
        return _pointed_change(text)
    words = described.fields(found, monster=True)
    if words is None:
        return None
    return [{"atk": 1, "def": 0, "for_each": {"zone": "field", "player": "any",
                                               "what": "pointed", "sum": "original_atk",
                                               **words}}]



def _pointed_change(text: str) -> list[Fields] | None:
    found = POINTED_CHANGE.match(text)
    words = None if found is None else described.fields(found, monster=True)
    if found is None or words is None:
        return None
    amount = int(found.group("n")) * (-1 if found.group("verb").startswith("lose") else 1)
    stat = found.group("stat")
    return [{"atk": amount if stat != "DEF" else 0, "def": amount if stat != "ATK" else 0,
             "monsters": words, "player": "any", "pointed": True}]


POINTED_COST = re.compile(r"^(?P<head>Tribute \d+ [^,;]*?monsters?) this card points to$")


def cost(text: str, read: Callable[[str], Fields | None]) -> Fields | None:
    """The `cost_cards` of "Tribute 1 monster this card points to", the rest of the words read
    by `read` as any cost (shapes.cost), or None."""
    found = POINTED_COST.match(text)
    if found is None:
        return None
    fields = read(found.group("head"))
    if fields is None or list(fields) not in (["tribute"], ["cost_cards"]):
        return None
    if "tribute" in fields:
        return {"cost_cards": {"do": "tribute", "count": fields["tribute"], "what": "monster",
                               "pointed": True}}
    spec = fields["cost_cards"]
    if not isinstance(spec, dict) or spec.get("do") != "tribute" or "from" in spec:
        return None  # "... from your hand": never a zone an arrow points to
    return {"cost_cards": {**spec, "pointed": True}}
