"""Reading an activation cost, the part of an ability before its colon (CR 8-3-1), into the
scenario's `cost:` mapping, its parts in the order written (CR 8-3-1-1).

"① You may rest this Character", "DON!! −1, You may trash this Character", "You may rest 1 of
your DON!! cards and this Character": the head is cut into parts at "and", at a comma before
"You may" and after a ① symbol or "DON!! −X"; a part with no verb of its own ("this
Character") continues the verb before it. A part no template reads makes the whole head no cost
(`None`): the ability is then not read, never guessed at. Every pattern is anchored and has no
nested repetition, so reading is linear in the text.
"""
from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from cards.encoding.conditions import read_condition
from cards.encoding.groups import UnreadableError

MAX_HEAD = 160
SPLIT = re.compile(r"\s+and\s+|,\s+(?=[Yy]ou )|(?<=[①-⑨➀-➈])\s+|(?<=\d)\s+(?=You )")
MAY = re.compile(r"^(?:You|you) (?:may|can) ")
VERB = re.compile(r"^(trash|rest|add|place|return|reveal|give|turn) ")
CIRCLED = re.compile(r"^[①-⑨➀-➈]$")
DON_MINUS = re.compile(r"^DON!! [−-] ?(\d{1,2})$")
N = r"(?P<n>\d{1,2})"
COLOR = r"(?:(?P<color>red|green|blue|purple|black|yellow) )?"
WITH = (r"(?: with (?:a cost of (?P<cost>\d{1,2})(?: or (?P<cost_dir>less|more))?"
        r"|(?P<power>\d{1,5}) (?P<base>base )?power(?: or (?P<power_dir>less|more))?"
        r"|a type including \"(?P<inc>[^\"]{1,60})\"))?")
# "{Navy} type card", "Event", "Character card with 8000 power", "black {X} type cards"...
HAND_CARD = (COLOR + r"(?:\{(?P<trait>[^{}]{1,60})\} type )?"
             r"(?P<kind>cards?|Events?|Character cards?|Event or Stage cards?)"
             r"(?P<trigger> with a \[Trigger\])?" + WITH)
HAND_KINDS = {"card": [], "cards": [], "Event": ["event"], "Events": ["event"],
              "Character card": ["character"], "Character cards": ["character"],
              "Event or Stage card": ["event", "stage"],
              "Event or Stage cards": ["event", "stage"]}
# "{Dressrosa} type Leader or Stage cards", "Characters with a cost of 2 or more", "[Uta] cards"
FIELD_CARD = (COLOR + r"(?:\{(?P<trait>[^{}]{1,60})\} type )?(?:\[(?P<name>[^\[\]]{1,60})\] )?"
              r"(?P<kind>cards|Characters?|Leader or Stage cards|Stages?)"
              r"(?P<other> other than this Character)?" + WITH)
FIELD_KINDS = {"cards": [], "Character": ["character"], "Characters": ["character"],
               "Leader or Stage cards": ["leader", "stage"], "Stage": ["stage"],
               "Stages": ["stage"]}
CHARACTERS = ("Character", "Characters")
Reader = Callable[[re.Match[str]], "dict[str, Any] | None"]


def read_cost(head: str) -> dict[str, Any] | None:
    """The `cost:` mapping of a cost head, or None when any part of it is not a known cost."""
    if len(head) > MAX_HEAD:
        return None
    try:
        # "If your Leader is [Shirahoshi], you may turn...": paid only while the "if" holds
        condition, head = read_condition(head.strip())
    except UnreadableError:
        return None
    cost: dict[str, Any] = {"if": condition} if condition else {}
    verb = ""
    for part in SPLIT.split(head.strip()):
        part = MAY.sub("", part.strip().rstrip(","))
        found = VERB.match(part)
        if found:
            verb = found.group(1)
        elif verb and not CIRCLED.match(part) and not DON_MINUS.match(part):
            part = f"{verb} {part}"  # "rest 1 of your DON!! cards and this Character"
        read = _part(part)
        if read is None or set(read) & set(cost) - {"rest_don"}:
            return None
        if "rest_don" in read:
            read["rest_don"] += cost.pop("rest_don", 0)
        cost.update(read)
    return cost if set(cost) - {"if"} else None


def _part(part: str) -> dict[str, Any] | None:
    if CIRCLED.match(part):
        return {"rest_don": circled(part)}
    minus = DON_MINUS.match(part)
    if minus:
        return {"don_minus": int(minus.group(1))}
    for pattern, reader in PARTS:
        match = pattern.match(part)
        if match:
            return reader(match)
    return None


def circled(char: str) -> int:
    """① or ➀ -> 1, ② or ➁ -> 2...: rest that many active DON!! (CR 8-3-1-5)."""
    start = "①" if "①" <= char <= "⑨" else "➀"
    return ord(char) - ord(start) + 1


def _fixed(found: dict[str, Any]) -> Reader:
    return lambda match: dict(found)


def _count(key: str) -> Reader:
    return lambda match: {key: int(match.group("n"))}


def _life(key: str) -> Reader:
    def read(match: re.Match[str]) -> dict[str, Any]:
        count = int(match.group("n"))
        return {key: {"count": count, "top_or_bottom": True} if match.group("bottom") else count}
    return read


def _filter(match: re.Match[str], wanted: dict[str, Any]) -> dict[str, Any]:
    """The colour, type, name and bounds a phrase puts on the cards that may pay."""
    found = match.groupdict()
    for key, group in (("traits", "trait"), ("names", "name"), ("colors", "color")):
        if found.get(group):
            wanted[key] = [found[group]]
    if found.get("inc"):
        wanted["traits_including"] = [found["inc"]]
    if found.get("other"):
        wanted["not_self"] = True
    if found.get("trigger"):
        wanted["has_trigger"] = True
    for name in ("cost", "power"):
        if found.get(name):
            # "with 1000 base power": the printed value, whatever effects change (CR 4-9-2)
            prefix = "base_" if name == "power" and found.get("base") else ""
            direction = found[name + "_dir"]
            for side in {"less": ("max",), "more": ("min",), None: ("min", "max")}[direction]:
                wanted[f"{prefix}{name}_{side}"] = int(found[name])
    return wanted


def _hand(key: str) -> Reader:
    """Cards of the hand (or trash) that may pay: a plain count when any card will do."""
    def read(match: re.Match[str]) -> dict[str, Any]:
        kinds = HAND_KINDS[match.group("kind")]
        wanted = _filter(match, {"types": kinds} if kinds else {})
        count = int(match.group("n"))
        return {key: {"count": count, **wanted} if wanted else count}
    return read


def _field(key: str, kinds: tuple[str, ...] = ()) -> Reader:
    """Your cards on the field that may pay ("rest 1 of your {Dressrosa} type Leader or Stage
    cards", "return 1 of your Characters with a cost of 2 or more to the owner's hand");
    `kinds`: the only kinds of card the verb can act on."""
    def read(match: re.Match[str]) -> dict[str, Any] | None:
        if kinds and match.group("kind") not in kinds:
            return None
        types = FIELD_KINDS[match.group("kind")]
        wanted = _filter(match, {"types": types} if types else {})
        if not wanted:
            # "rest 1 of your cards": an active DON!! card may pay it too (official Q&A on
            # OP14-020 and OP14-029)
            wanted["don"] = True
        return {key: {"count": int(match.group("n")), **wanted}}
    return read


def _don(key: str) -> Reader:
    """DON!! returned to the DON!! deck; "1 or more": the player says how many."""
    def read(match: re.Match[str]) -> dict[str, Any]:
        count = int(match.group("n"))
        return {key: {"count": count, "or_more": True} if match.groupdict().get("more")
                else count}
    return read


def _give_don(match: re.Match[str]) -> dict[str, Any]:
    """"give 1 active DON!! card to 1 of your [Silvers Rayleigh]": DON!! to a card of yours."""
    wanted = {"names": [match.group("name")]} if match.group("name") else \
        {"types": ["leader", "character"]}
    return {"give_don_own": {"count": int(match.group("n")), **wanted}}


def _pattern(text: str) -> re.Pattern[str]:
    return re.compile("^" + text + "$")


PARTS: list[tuple[re.Pattern[str], Reader]] = [
    (_pattern(r"rest this (?:Character|Leader|Stage|card)"), _fixed({"rest_self": True})),
    (_pattern(r"trash this (?:Character|Stage)"), _fixed({"trash_self": True})),
    (_pattern(r"return this Character to the owner's hand"), _fixed({"bounce_self": True})),
    (_pattern(r"place this (?:Character|Stage) at the bottom of the owner's deck"),
     _fixed({"bottom_self": True})),
    # written out, resting DON!! is what ① means: active DON!! of the cost area (CR 8-3-1-5)
    (_pattern(r"rest " + N + r" of your DON!! cards?"), _count("rest_don")),
    (_pattern(r"trash " + N + r" cards? from your hand"), _count("trash_from_hand")),
    (_pattern(r"trash " + N + " " + HAND_CARD + r" from your hand"), _hand("trash_from_hand")),
    (_pattern(r"reveal " + N + " " + HAND_CARD + r" from your hand"), _hand("reveal_from_hand")),
    (_pattern(r"add " + N + r" cards? from the top(?P<bottom> or bottom)? of your Life cards "
              r"to your hand"), _life("life_to_hand")),
    # "from your Life area": the top card, as ever when no other is named (CR 3-10-2)
    (_pattern(r"add " + N + r" cards? from your Life area to your hand"),
     _count("life_to_hand")),
    (_pattern(r"trash " + N + r" cards? from the top(?P<bottom> or bottom)? of your Life "
              r"cards"), _life("trash_life")),
    (_pattern(r"trash " + N + r" cards? from the top of your deck"), _count("trash_deck")),
    (_pattern(r"(?:place|return) " + N + " " + HAND_CARD + r" from your trash (?:at|to) the "
              r"bottom of your deck(?: in any order)?"), _hand("trash_to_deck_bottom")),
    (_pattern(r"place " + N + r" cards? from your hand at the bottom of your deck"
              r"(?: in any order)?"), _count("hand_to_deck_bottom")),
    (_pattern(r"rest " + N + " of your " + FIELD_CARD), _field("rest_own")),
    (_pattern(r"rest your (?:1 )?Leader"),
     _fixed({"rest_own": {"count": 1, "types": ["leader"]}})),
    (_pattern(r"rest your Leader or 1 of your Stage cards"),
     _fixed({"rest_own": {"count": 1, "types": ["leader", "stage"]}})),
    (_pattern(r"return " + N + " of your " + FIELD_CARD + r" to the owner's hand"),
     _field("bounce_own", CHARACTERS)),
    (_pattern(r"return " + N + r" Characters? to your hand"),
     lambda match: {"bounce_own": {"count": int(match.group("n")), "types": ["character"]}}),
    (_pattern(r"trash " + N + " of your " + FIELD_CARD), _field("trash_own", CHARACTERS)),
    # a K.O. by the card's text (engine ko_cost.py: its [On K.O.] activates, CR 10-2-17-1)
    (_pattern(r"K\.O\. " + N + " of your " + FIELD_CARD), _field("ko_own", CHARACTERS)),
    (_pattern(r"place " + N + " of your " + FIELD_CARD + r" at the bottom of (?:your|the "
              r"owner's) deck"), _field("bottom_own", CHARACTERS + ("Stage", "Stages"))),
    (_pattern(r"place " + N + r" Stages? with a cost of (?P<cost>\d{1,2}) at the bottom of the "
              r"owner's deck"),
     lambda match: {"bottom_stage": {"count": int(match.group("n")), "types": ["stage"],
                                     "cost_min": int(match.group("cost")),
                                     "cost_max": int(match.group("cost"))}}),
    (_pattern(r"give your (?:1 )?active Leader [−-](?P<n>\d{4,5}) power during this turn"),
     _count("leader_power")),
    (_pattern(r"return " + N + r"(?P<more> or more)? DON!! cards? from your field to your "
              r"DON!! deck"), _don("return_don")),
    (_pattern(r"return " + N + r" of your active DON!! cards? to your DON!! deck"),
     _don("return_active_don")),
    (_pattern(r"give " + N + r" (?:of your )?active DON!! cards? to 1 of your "
              r"(?:\[(?P<name>[^\[\]]{1,60})\]|Leader or Character cards)"), _give_don),
    (_pattern(r"turn " + N + r" cards? from the top of your Life cards face-(?P<way>up|down)"),
     lambda match: {f"life_face_{match.group('way')}": int(match.group("n"))}),
]
