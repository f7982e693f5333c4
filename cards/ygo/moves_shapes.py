"""Sentences that move cards without naming one, read into the scenario format's steps, or
refused.

Standard library only. The cards are the top ones of a Deck, so no player chooses them and
no activation names them (the `fetch` of fetch_shapes.py is chosen; these are not):

- "Send the top 3 cards of your Deck to the GY." -> `{send_top: {player: controller, count:
  3}}`; "... of your opponent's Deck" (or "their Deck", the opponent the effect speaks of) ->
  `player: opponent`; "Each player sends the top card of their Deck to the GY." -> `player:
  both` (3-7-3).

It also holds the face-down Special Summons of a target and of the monster itself ("Special
Summon that target in face-down Defense Position.", "Special Summon this card from your hand
in face-down Defense Position."): `position: set`, face-down only where the text says so
(8-4-3), which shapes.py and monster_shapes.py add to their own lists.

"Add 1 "X" monster or 1 "Y" Spell from your Deck to your hand." (and "Send", "Special
Summon", "you can ...") is two descriptions of the one card taken, each read as fetch_shapes.py
reads one: the first the `fetch`, the second its `or` (5-3-13); what follows them ("from your
Deck", "except "Z"") holds for both.

Patterns are anchored and hold no quantified group inside another: linear.
"""
from __future__ import annotations

import re
from typing import Any

from cards.ygo import (
    action_mends,
    any_number,
    attack_again_shapes,
    fetch_shapes,
    monster_conditions,
)

Fields = dict[str, Any]
# the zone an effect is activated from: one, either of two ("from your hand or field": `from:
# [hand, field]`, 5-1-7), or None (as its condition says)
Origin = str | list[str] | None
# what moves the monster itself: pattern, step, the zone its effect is activated from
Self = tuple[tuple[re.Pattern[str], Fields, Origin], ...]

COUNT = r"(?:(?P<n>\d+) cards|card)"
GRAVEYARD = r"to the (?:GY|Graveyard)"
SEND_TOP = re.compile(rf"^[Ss]end the top {COUNT} of (?P<whose>your|your opponent's|their) Deck "
                      rf"{GRAVEYARD}\.$")
EACH_SENDS = re.compile(rf"^(?:Each player|Both players) sends? the top {COUNT} of their Deck "
                        rf"{GRAVEYARD}\.$")
WHOSE = {"your": "controller", "your opponent's": "opponent", "their": "opponent"}

IT = r"(?:it|that target|that monster|them|those targets)"
FACE_DOWN = " in face-down Defense Position"
# a step on the target (target_actions.ON_TARGET): pattern, and the step it makes
ON_TARGET: tuple[tuple[re.Pattern[str], Any], ...] = (
    (re.compile(rf"^Special Summon {IT}(?: from the (?:GY|Graveyard))?{FACE_DOWN}\.$"),
     lambda m: {"special_summon": {"card": "chosen", "position": "set"}}),
    # every target, or the part is not done (5-2-7): "shuffle all 5 into the Deck" (Pot of
    # Avarice), "Shuffle both those targets into the Deck"
    (re.compile(r"^[Ss]huffle (?:all \d+|both(?: of)? (?:them|those targets)) into (?:the|your) "
                r"Deck\.$"),
     lambda m: {"to_deck": {"card": "chosen", "where": "shuffle", "all": True}}),
)
# the monster itself (self_steps.SELF): pattern, step, the zone it is activated from
SELF: Self = (
    (re.compile(rf"^Special Summon this card from your hand{FACE_DOWN}\.$"),
     {"special_summon": {"card": "self", "position": "set"}}, "hand"),
    (re.compile(rf"^Special Summon this card from your (?:GY|Graveyard){FACE_DOWN}\.$"),
     {"special_summon": {"card": "self", "position": "set"}}, "graveyard"),
    (re.compile(rf"^Special Summon this card{FACE_DOWN}\.$"),
     {"special_summon": {"card": "self", "position": "set"}}, None),
    # the monster goes back where it came from, from where its effect was activated (5-3-14)
    (re.compile(r"^Shuffle this card into the Deck\.$"),
     {"to_deck": {"card": "self", "where": "shuffle"}}, None),
    (re.compile(r"^Return this card to the hand\.$"), {"to_hand": "self"}, None),
)
# "it" is the monster itself in an effect that targets nothing ("If this card is discarded to
# the GY: Special Summon it."): read only without a target (monster_shapes._one)
SELF_IT: Self = (
    (re.compile(r"^Special Summon it\.$"), {"special_summon": {"card": "self"}}, None),
    (re.compile(rf"^Special Summon it{FACE_DOWN}\.$"),
     {"special_summon": {"card": "self", "position": "set"}}, None),
    (re.compile(r"^Special Summon it in (?:face-up )?Defense Position\.$"),
     {"special_summon": {"card": "self", "position": "defense"}}, None),
)
SELF_IT += action_mends.SELF_IT  # "Special Summon it from your GY.", "Shuffle it into your Deck."
SELF_IT += attack_again_shapes.SELF_IT  # "it can make a second attack in a row" (12-3-27)


QUOTED = re.compile(r'"[^"\n]*"')
# the masked sentence (names blanked): "<verb> 1 A or 1 B from your ..."; a card named alone
# after "or" may go without its "1": "Add 1 "Cyber Angel" monster or "Machine Angel Ritual"
# from your Deck to your hand."
EITHER = re.compile(r"^(?P<verb>(?:You can )?(?:[Aa]dd|[Ss]end|Special Summon)) 1 (?P<first>[^,]+?)"
                    r",? or (?:1 (?P<second>[^,]+?)|(?P<named>\x01+)),? (?P<rest>from your .*)$")
OTHER_KEYS = ("what", "names", "archetype", "type", "attribute", "level", "level_min",
              "level_max", "except", "property", "atk_max", "atk_min", "def_max", "def_min",
              "also_type", "link", "link_min", "link_max")


# "Add 2 "Bounzer" cards from your Deck to your hand", "Send up to 3 ... to the GY": several
# "Special Summon up to 2 "Penguin" monsters from your Deck": up to that many, each to its own
# Main Monster Zone (8-7-1); never exactly that many, which would need that many zones free
COUNTED = re.compile(r"^(?P<verb>(?:You can )?(?:[Aa]dd|[Ss]end|Special Summon)) (?P<up>up to )?"
                     r"(?P<n>[2-5]) (?P<words>[^,]+?) (?P<rest>from your .*)$")
DIFFERENT, EACH_OTHER = " with different names", " from each other"
PLURALS = ((re.compile(r"\bSpells/Traps\b"), "Spell/Trap"),
           (re.compile(r"\b(monster|card|Spell|Trap|Tuner|Monster)s\b"), r"\1"))


def read(text: str) -> list[Fields] | None:
    """The step of one sentence, or None when it is not one of the shapes above."""
    return _top(text) or _either(text) or _counted(text) \
        or any_number.read(text, _counted)  # "any number of": up to 5 (8-7-1)


def _counted(text: str) -> list[Fields] | None:
    """"Add 2 "X" cards from your Deck to your hand": the `fetch` of one, read as
    fetch_shapes.py reads it, with its `count` (and `up_to`); to the hand or the GY only."""
    masked = QUOTED.sub(lambda m: "\x01" * len(m.group(0)), text)
    found = COUNTED.match(masked)
    if found is None:
        return None
    words = text[found.start("words"):found.end("words")]
    words = words.removeprefix("copies of ")  # "2 copies of "X"": 2 cards of that name (5-3-13)
    # "... monsters with different names (from each other)": no two alike (5-3-13)
    different = words.endswith((DIFFERENT, DIFFERENT + EACH_OTHER))
    if different:
        words = words.removesuffix(EACH_OTHER).removesuffix(DIFFERENT)
    for pattern, singular in PLURALS:  # outside the names in quotes
        words = pattern.sub(singular, words) if '"' not in words else _outside_quotes(
            words, pattern, singular)
    one = fetch_shapes.read(f"{found.group('verb')} 1 {words} {text[found.start('rest'):]}")
    if one is None or not _counted_to(one[0]["fetch"], bool(found.group("up"))):
        return None
    step = {**one[0]["fetch"], "count": int(found.group("n"))}
    if found.group("up"):
        step["up_to"] = True
    if different:
        step["different_names"] = True
    return [{"fetch": step}]


def _counted_to(fetch: Fields, up_to: bool) -> bool:
    """Where several cards taken at once are read going: the hand or the GY; the field for
    "up to" that many from the hand, Deck or GY (not the Extra Deck, whose Summons have their
    own zones, 8-6-1), each one the player names Summoned while a Main Monster Zone is free
    (8-7-1)."""
    if fetch["to"] in ("hand", "graveyard"):
        return True
    # exactly that many (no "up to"): a zone and a card for each, or none at all (8-7-3)
    return fetch["to"] == "field" and "extra_deck" not in fetch.get("from", ())


def counted(steps: list[Fields]) -> bool:
    """Whether a `fetch` (or one inside "and if you do", "then") takes several cards."""
    for step in steps:
        kind, arg = next(iter(step.items()))
        if kind == "fetch" and arg.get("count", 1) > 1:
            return True
        if isinstance(arg, list) and counted([s for s in arg if isinstance(s, dict)]):
            return True
    return False


def _outside_quotes(text: str, pattern: re.Pattern[str], replace: str) -> str:
    parts = re.split(r'("[^"]*")', text)
    return "".join(part if part.startswith('"') else pattern.sub(replace, part)
                   for part in parts)


def _either(text: str) -> list[Fields] | None:
    """"1 A or 1 B from your ...": the `fetch` of A, B under its `or`, or None."""
    masked = QUOTED.sub(lambda m: "\x01" * len(m.group(0)), text)
    found = EITHER.match(masked)
    if found is None:
        return None
    verb, rest = found.group("verb"), text[found.start("rest"):]
    first = fetch_shapes.read(f"{verb} 1 {text[found.start('first'):found.end('first')]} {rest}")
    at = "second" if found.group("second") is not None else "named"  # a name without its "1"
    second = fetch_shapes.read(f"{verb} 1 {text[found.start(at):found.end(at)]} {rest}")
    if first is None or second is None:
        return None
    step, other = first[0]["fetch"], second[0]["fetch"]
    if {k: v for k, v in step.items() if k not in OTHER_KEYS} != \
            {k: v for k, v in other.items() if k not in OTHER_KEYS}:
        return None  # from other zones, to another place: not one card of either kind
    return [{"fetch": {**step, "or": {k: v for k, v in other.items() if k in OTHER_KEYS}}}]


def _top(text: str) -> list[Fields] | None:
    found = SEND_TOP.match(text)
    player = WHOSE[found.group("whose")] if found else "both"
    found = found or EACH_SENDS.match(text)
    if found is None:
        return None
    count = int(found.group("n") or 1)
    if count < 1:
        return None
    return [{"send_top": {"player": player, "count": count}}]



def itself(text: str, aimed: Fields, fields: Fields,
           table: Self) -> tuple[bool, list[Fields] | None]:
    """Whether the sentence moves the monster itself (one of `table`, self_steps.SELF, or
    "it" when nothing is targeted), and its step if it can from where the effect is activated
    (`fields["from"]`, set here for "from your hand")."""
    for pattern, step, origin in table + (() if aimed else SELF_IT):
        if not pattern.match(text):
            continue
        where = fields.get("from", "field")
        # a Trigger Effect answers what happened to this card, where that left it; one that
        # answers another card's event is activated from where its text says
        own = fields.get("event") not in monster_conditions.OTHERS \
            and fields.get("event") not in monster_conditions.OPTIONAL_ONLY  # a phase's (7-7-4)
        # (an event that leaves it on the field, "targeted for an attack": it acts there; one
        # that leaves it in the GY, "sent from the hand to the GY": it is Summoned from there)
        if origin is not None and where not in (origin, "field") \
                or origin is not None and fields["type"] == "trigger" and own \
                and origin != where:
            return True, None
        if origin not in (None, "field"):
            fields["from"] = origin
        # ("this face-up card" is on the field: its to_hand, origin "field", is read)
        if where == "field" and ("special_summon" in step and origin is None
                                 or "to_hand" in step and origin != "field"):
            return True, None  # "Special Summon this card" while it is on the field: unread
        return True, [step]
    return False, None
