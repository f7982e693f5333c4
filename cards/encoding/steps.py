"""Sentence templates of one plain step each: draw, K.O., rest, trash, return, power and cost
changes, DON!! added or given, Life cards moved ("Draw 2 cards.", "K.O. up to 1 of your
opponent's Characters with a cost of 3 or less."). Their place among the other families'
templates is grammar.py's. Every pattern is anchored and has no nested repetition.
"""
from __future__ import annotations

import re
from typing import Any

from cards.encoding.groups import TARGET, UnreadableError, target_filter
from cards.encoding.phrases import DURATION, DURATIONS, Reader
from cards.encoding.phrases import pattern as _pattern


def _chosen(kind: str, **extra: object) -> Reader:
    def read(match: re.Match[str]) -> tuple[list[dict[str, Any]], dict[str, Any] | None]:
        return [{kind: "chosen", **extra} if extra else {kind: "chosen"}], target_filter(match)
    return read


def _power_of(target: str, sign: int) -> Reader:
    def read(match: re.Match[str]) -> tuple[list[dict[str, Any]], dict[str, Any] | None]:
        step = {"power": {"target": target, "amount": sign * int(match.group("amount")),
                          "duration": DURATIONS[match.group("duration")]}}
        return [step], (target_filter(match) if target == "chosen" else None)
    return read


def _change_of(kind: str, sign: int) -> Reader:
    def read(match: re.Match[str]) -> tuple[list[dict[str, Any]], dict[str, Any] | None]:
        step = {kind: {"target": "chosen", "amount": sign * int(match.group("amount")),
                       "duration": DURATIONS[match.group("duration")]}}
        return [step], target_filter(match)
    return read


def _own_cost(match: re.Match[str]) -> tuple[list[dict[str, Any]], dict[str, Any] | None]:
    step = {"cost": {"target": "self", "amount": int(match.group("amount")),
                     "duration": DURATIONS[match.group("duration")]}}
    return [step], None


def _counted(*kinds: str) -> Reader:
    def read(match: re.Match[str]) -> tuple[list[dict[str, Any]], dict[str, Any] | None]:
        numbers = [int(n) for n in match.groups() if n and n.isdigit()]
        return [{kind: number} for kind, number in zip(kinds, numbers, strict=True)], None
    return read


def _add_don(match: re.Match[str]) -> tuple[list[dict[str, Any]], dict[str, Any] | None]:
    rested = match.group("how").startswith("rest")
    return [{"add_don": {"count": int(match.group("count")), "rested": rested}}], None


def _add_don_pair(match: re.Match[str]) -> tuple[list[dict[str, Any]], dict[str, Any] | None]:
    """"Add up to 1 DON!! card ... and set it as active, and add up to 1 additional DON!! card
    and rest it.": two additions, each of 0 to N (CR 4-8-1), the action's `take: [N, M]`."""
    return [{"add_don": {"count": int(match.group(name)), "rested": rested, "up_to": True}}
            for name, rested in (("count", False), ("more", True))], None


def _to_life(match: re.Match[str]) -> tuple[list[dict[str, Any]], dict[str, Any] | None]:
    """"Add up to 1 of your opponent's Characters ... to the top or bottom of the owner's Life
    cards face-up.": the side is the player's choice, the action's `place` (CR 8-4-4)."""
    wanted = target_filter(match)
    if wanted["types"] != ["character"] or (
            match.group("whose") == "your opponent's" and wanted.get("owner") != "opponent"):
        raise UnreadableError(match.group(0))  # a Leader, or "your opponent's" of any card
    return [{"to_life": {"target": "chosen", "to": "top_or_bottom"}}], wanted


def _hand_to_life(match: re.Match[str]) -> tuple[list[dict[str, Any]], dict[str, Any] | None]:
    """"Add up to 1 {Egghead} type Character card from your hand to the top of your Life cards
    face-up.": the player's pick of the hand cards the filter names (the action's `picks`)."""
    count = int(match.group("count"))
    among: dict[str, Any] = {"owner": "you"}
    if match.group("kind"):
        among["types"] = ["character"]
    if match.group("trait"):
        among["traits"] = [match.group("trait")]
    if match.group("cost"):
        among["cost_min"] = among["cost_max"] = int(match.group("cost"))
    if match.group("trigger"):
        among["has_trigger"] = True
    if len(among) == 1 and not match.group("face"):
        return [{"hand_to_life": count}], None  # "up to": marked by up_to.py
    step: dict[str, Any] = {"count": count, "up_to": True}
    if match.group("face"):
        step["face_up"] = True
    if len(among) > 1:
        step["among"] = among
    return [{"hand_to_life": step}], None


def _give_don(match: re.Match[str]) -> tuple[list[dict[str, Any]], dict[str, Any] | None]:
    step = {"give_don": {"target": "chosen", "count": int(match.group("count"))}}
    return [step], {"owner": "you", "types": ["leader", "character"]}


def _typed_leader(match: re.Match[str]) -> tuple[list[dict[str, Any]], dict[str, Any] | None]:
    """"Set your {Fish-Man} type Leader as active.": there is such a Leader only when the
    Leader has the type, so the step holds only then (no choice: one Leader)."""
    return [{"if": {"condition": {"leader_trait": match.group("trait")},
                    "steps": [{"set_active": "your_leader"}]}}], None


def _fixed(*steps: dict[str, Any]) -> Reader:
    return lambda match: (list(steps), None)


LOOK_AT_LIFE = (r"Look at up to 1 card from the top of your or your opponent's Life cards,? and "
                r"place it at the top or bottom of the Life cards")
LOOKED_AT_LIFE = {"look_at_life": {"count": 1, "up_to": True}}
TEMPLATES: list[tuple[re.Pattern[str], Reader]] = [
    (_pattern(r"Draw (\d{1,2}) cards?\."), _counted("draw")),
    (_pattern(r"Draw (\d{1,2}) cards? and trash (\d{1,2}) cards? from your hand\."),
     _counted("draw", "trash_from_hand")),
    (_pattern(r"Trash (\d{1,2}) cards? from your hand\."), _counted("trash_from_hand")),
    (_pattern(r"K\.O\. " + TARGET + r"\."), _chosen("ko")),
    (_pattern(r"Rest " + TARGET + r"\."), _chosen("rest")),
    (_pattern(r"Trash " + TARGET + r"\."), _chosen("trash")),
    (_pattern(r"Return " + TARGET + r" to (?:the owner's|your opponent's|your) hand\."),
     _chosen("bounce")),
    (_pattern(r"Set " + TARGET + r" as active\."), _chosen("set_active")),
    (_pattern(r"Place " + TARGET + r" at the bottom of the owner's deck\."),
     _chosen("bottom_deck")),
    (_pattern(r"Give " + TARGET + r" [−-](?P<amount>\d{1,5}) power " + DURATION + r"\."),
     _power_of("chosen", -1)),
    (_pattern(r"Give " + TARGET + r" [−-](?P<amount>\d{1,2}) cost " + DURATION + r"\."),
     _change_of("cost", -1)),
    (_pattern(TARGET + r" gains? \+(?P<amount>\d{1,5}) power " + DURATION + r"\."),
     _power_of("chosen", 1)),
    # "Up to 1 of your Characters gains +2 cost until the end of your opponent's next turn."
    (_pattern(TARGET + r" gains? \+(?P<amount>\d{1,2}) cost " + DURATION + r"\."),
     _change_of("cost", 1)),
    (_pattern(r"This Character gains \+(?P<amount>\d{1,2}) cost " + DURATION + r"\."),
     _own_cost),
    (_pattern(r"Your Leader gains \+(?P<amount>\d{1,5}) power " + DURATION + r"\."),
     _power_of("your_leader", 1)),
    (_pattern(r"This (?:Character|Leader) gains \+(?P<amount>\d{1,5}) power " + DURATION
              + r"\."), _power_of("self", 1)),
    (_pattern(r"Add up to (?P<count>\d{1,2}) DON!! cards? from your DON!! deck and "
              r"(?P<how>set (?:it|them) as active|rest (?:it|them))\."), _add_don),
    (_pattern(r"Add up to (?P<count>\d{1,2}) DON!! cards? from your DON!! deck and set (?:it|them)"
              r" as active, and add up to (?P<more>\d{1,2}) additional DON!! cards? and "
              r"rest (?:it|them)\."), _add_don_pair),
    *((_pattern(verb + TARGET + r" " + at + r" the top or bottom of (?P<whose>the owner's|your "
                r"opponent's) Life cards face-up\."), _to_life)
      for verb, at in (("Add ", "to"), ("Place ", "at"))),
    (_pattern(r"Set this (?:Character|Leader|card) as active\."), _fixed({"set_active": "self"})),
    (_pattern(r"Set your \{(?P<trait>[^{}]{1,60})\} type Leader as active\."), _typed_leader),
    (_pattern(r"Rest this (?:Character|Leader)\."), _fixed({"rest": "self"})),
    (_pattern(r"Play this card\."), _fixed({"play_self": True})),
    (_pattern(r"Add this card to your hand\."), _fixed({"self_to_hand": True})),
    # "[On K.O.] ... Play this Character card from your trash.": read in an [On K.O.] only
    (_pattern(r"Play this Character card from your trash\."),
     _fixed({"play_self_from_trash": True})),
    (_pattern(r"Play this Character card from your trash rested\."),
     _fixed({"play_self_from_trash": {"rested": True}})),
    (_pattern(r"Set up to (\d{1,2}) of your DON!! cards as active\."), _counted("set_don_active")),
    (_pattern(r"Trash (\d{1,2}) cards? from the top of your deck\."), _counted("trash_deck")),
    (_pattern(r"Give up to (?P<count>\d{1,2}) rested DON!! cards? to your Leader or 1 of your "
              r"Characters\."), _give_don),
    (_pattern(r"Add (?:up to )?1 card from the top of your Life cards to your hand\."),
     _fixed({"life_to_hand": 1})),
    (_pattern(r"Add (?:up to )?(\d{1,2}) cards? from the top of your deck to the top of your "
              r"Life cards\."), _counted("deck_to_life")),
    # whose top Life card is the player's pick (the action's `picks`), the side its `place`
    (_pattern(LOOK_AT_LIFE + r"\."), _fixed(LOOKED_AT_LIFE)),
    (_pattern(r"Draw 1 card, l" + LOOK_AT_LIFE[1:] + r"\."), _fixed({"draw": 1}, LOOKED_AT_LIFE)),
    # the player's pick of their hand, face down on top (the action's `picks`)
    (_pattern(r"Add up to (?P<count>\d{1,2}) (?:\{(?P<trait>[^{}]{1,60})\} type )?"
              r"(?P<kind>Character )?cards?(?: with a cost of (?P<cost>\d{1,2}))?"
              r"(?P<trigger> with a \[Trigger\])? from your hand to the top of your Life cards"
              r"(?P<face> face-up)?\."), _hand_to_life),
    (_pattern(r"Trash (?:up to )?(\d{1,2}) cards? from the top of your Life cards\."),
     _counted("trash_life")),
    (_pattern(r"Trash cards from the top of your Life cards until you have (\d{1,2}) Life "
              r"cards?\."), _counted("trash_life_until")),
]
