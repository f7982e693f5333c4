"""Sentences about several cards, the opponent's cards or the opponent's actions, each read by
one template into scenario steps (their place in the grammar: grammar.py):

- "Your opponent trashes 1 card from their hand." / "places 1 card from their hand at the
  bottom of their deck" / "returns 1 DON!! card from their field to their DON!! deck";
- "Rest up to 1 of your opponent's DON!! cards.";
- "Give up to 2 rested DON!! cards to your {Land of Wano} type Leader / 1 of your [X] cards",
  "Give up to 1 of your opponent's rested DON!! cards to 1 of your opponent's Characters";
- "Play up to 1 red {T} type Character card other than [X] with a cost of 3 or less / with
  5000 power or less from your hand / trash (rested)".

Every pattern is anchored and has no nested repetition, so reading is linear in the text.
"""
from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from cards.encoding.groups import COLORS, UnreadableError

Reader = Callable[[re.Match[str]], tuple[list[dict[str, Any]], dict[str, Any] | None]]
_TRAITS = r"(?:\{(?P<t1>[^{}]{1,60})\}(?: or \{(?P<t2>[^{}]{1,60})\})? type )?"
_COLOR = r"(?:(?P<color>" + "|".join(COLORS) + r") )?"
_NAME = r"\[(?P<{}>[^\[\]]{{1,60}})\]"


def _counted(kind: str) -> Reader:
    def read(match: re.Match[str]) -> tuple[list[dict[str, Any]], dict[str, Any] | None]:
        count = int(match.group("count"))
        if count == 0:
            raise UnreadableError("0 cards")
        return [{kind: count}], None
    return read


GIVE_DON = (r"Give up to (?P<count>\d{1,2}) rested DON!! cards? to (?:your |1 of your )"
            + _TRAITS + r"(?:" + _NAME.format("name") + r" )?"
            r"(?P<kind>Leader or Character cards|Leader|Characters?|cards)\.")
GIVE_KINDS = {"Leader": ["leader"], "Character": ["character"], "Characters": ["character"],
              "Leader or Character cards": ["leader", "character"],
              "cards": ["leader", "character"]}


def _give_opponents_don(match: re.Match[str]) -> tuple[list[dict[str, Any]], dict[str, Any] | None]:
    """The opponent's rested DON!! to one of the opponent's Characters (OP15-015): the player
    of the effect picks the DON!! and the Character (official Q&A, OP15-015)."""
    step = {"target": "chosen", "count": int(match.group("count")), "whose": "opponent"}
    return [{"give_don": step}], {"owner": "opponent", "types": ["character"]}


def _ko_total_power(match: re.Match[str]) -> tuple[list[dict[str, Any]], dict[str, Any] | None]:
    """"K.O. up to 2 of your opponent's Characters with a total power of 4000 or less": the
    bound is on the cards chosen together, not on each (official Q&A, OP05-007)."""
    wanted = {"owner": "opponent", "types": ["character"], "up_to": int(match.group("count")),
              "total_power_max": int(match.group("total"))}
    return [{"ko": "chosen"}], wanted


def _give_owners_don(match: re.Match[str]) -> tuple[list[dict[str, Any]], dict[str, Any] | None]:
    """Either player's rested DON!! to that player's Leader or Character (OP15-010): choosing
    the card chooses whose DON!! (official Q&A, OP15-010)."""
    step = {"target": "chosen", "count": int(match.group("count")), "whose": "owner"}
    return [{"give_don": step}], {"types": ["leader", "character"]}


def _give_self_don(match: re.Match[str]) -> tuple[list[dict[str, Any]], dict[str, Any] | None]:
    """"Give this Character up to 2 rested DON!! cards.": 0 to 2, the action says (CR 4-8-1)."""
    count = int(match.group("count"))
    return [{"give_don": {"target": "self", "count": count, "up_to": True}}], None


def _give_don(match: re.Match[str]) -> tuple[list[dict[str, Any]], dict[str, Any] | None]:
    """Up to N rested DON!! to one card of the controller's that the filter names (the card
    the action names for `chosen`; none named: none given, CR 4-8-1)."""
    kind = match.group("kind")
    wanted: dict[str, Any] = {"owner": "you", "types": GIVE_KINDS[kind]}
    traits = [t for t in (match.group("t1"), match.group("t2")) if t]
    if traits:
        wanted["traits"] = traits
    if match.group("name"):
        wanted["names"] = [match.group("name")]
    elif kind == "cards":
        raise UnreadableError("cards of no named kind")
    return [{"give_don": {"target": "chosen", "count": int(match.group("count"))}}], wanted


PLAY = (r"Play up to (?P<count>\d{1,2}) " + _COLOR + _TRAITS
        + r"(?:" + _NAME.format("name") + r"|Character(?: cards?)?)"
        r"(?: other than " + _NAME.format("not1") + r")?"
        r"(?: with (?:a cost of (?P<cost>\d{1,2})(?: or (?P<cost_dir>less|more))?"
        r"|(?P<power>\d{1,5}) power or (?P<power_dir>less|more)))?"
        r"(?: and the \{(?P<t3>[^{}]{1,60})\} type)?"
        r"(?P<trigger> and a \[Trigger\])?(?P<no_effect> and no base effect)?"
        r"(?: other than " + _NAME.format("not2") + r")?"
        r" from your (?P<where>hand or trash|hand|trash)(?P<rested> rested)?\.")


# "Play up to 1 [Smiley] from your deck, then shuffle your deck.": the whole deck is searched
PLAY_DECK = (PLAY.rsplit(" from your", 1)[0]
             + r" from your deck(?P<rested> rested)?, then shuffle your deck\.")


def _play(match: re.Match[str]) -> tuple[list[dict[str, Any]], dict[str, Any] | None]:
    """Play up to N Character cards of the controller's hand or trash that the filter names."""
    wanted = _play_filter(match)
    step: dict[str, Any] = {"target": "chosen",
                            "from": match.group("where").replace(" or ", "_or_")}
    if match.group("rested"):
        step["rested"] = True
    return [{"play_card": step}], wanted


def _play_whole_deck(match: re.Match[str]
                     ) -> tuple[list[dict[str, Any]], dict[str, Any] | None]:
    """Play up to N cards the filter names from anywhere in the deck, then shuffle it."""
    step: dict[str, Any] = {"to": "play"}
    if match.group("rested"):
        step["rested"] = True
    return [{"search_whole_deck": step}], _play_filter(match)


def _play_filter(match: re.Match[str]) -> dict[str, Any]:
    """What a "Play up to N ..." sentence's cards must be."""
    count = int(match.group("count"))
    if count == 0:
        raise UnreadableError("0 cards")
    wanted: dict[str, Any] = {"owner": "you", "types": ["character"]}
    if count > 1:
        wanted["up_to"] = count
    if match.group("color"):
        wanted["colors"] = [match.group("color")]
    traits = [t for t in (match.group("t1"), match.group("t2")) if t]
    if match.group("t3"):  # "with 4000 power or less and the {T} type": both hold
        if traits:
            raise UnreadableError("a type named twice")
        traits = [match.group("t3")]
    if traits:
        wanted["traits"] = traits
    if match.group("name"):  # "[Zou]": a Stage of that name plays as well
        wanted["names"] = [match.group("name")]
        wanted["types"] = ["character", "stage"]
    excluded = [n for n in (match.group("not1"), match.group("not2")) if n]
    if excluded:
        wanted["not_names"] = excluded
    for name in ("cost", "power"):
        if match.group(name):
            sides = {"less": ("max",), "more": ("min",), None: ("min", "max")}[
                match.group(name + "_dir")]
            for side in sides:
                wanted[f"{name}_{side}"] = int(match.group(name))
    if match.group("trigger"):
        wanted["has_trigger"] = True
    if match.group("no_effect"):  # no text of its own (official Q&A, P-011)
        wanted["no_base_effect"] = True
    return wanted


def _pattern(text: str) -> re.Pattern[str]:
    return re.compile("^" + text + "$")


TEMPLATES: list[tuple[re.Pattern[str], Reader]] = [
    (_pattern(r"Your opponent trashes (?P<count>\d{1,2}) cards? from their hand\."),
     _counted("opponent_trash_from_hand")),
    # the effect's player picks them, face down (official Q&A on OP03-078 and ST10-010)
    (_pattern(r"Trash (?P<count>\d{1,2}) cards? from your opponent's hand\."),
     _counted("trash_opponent_hand")),
    (_pattern(r"Your opponent places (?P<count>\d{1,2}) cards? from their hand at the bottom "
              r"of their deck(?: in any order)?\."), _counted("opponent_hand_to_bottom")),
    (_pattern(r"Your opponent places (?P<count>\d{1,2}) cards? from their trash at the bottom "
              r"of their deck(?: in any order)?\."), _counted("opponent_trash_to_bottom")),
    # which DON!! (of the cost area, or given to which card) is the opponent's choice, named
    # by the action's `don_from` (a given one too: official Q&A on OP02-089)
    (_pattern(r"Your opponent returns (?P<count>\d{1,2}) DON!! cards? from their field to "
              r"their DON!! deck\."), _counted("opponent_return_don")),
    (_pattern(r"Rest up to (?P<count>\d{1,2}) of your opponent's DON!! cards?\."),
     _counted("rest_opponent_don")),
    # "Trash 1 card from the top of ...": exactly 1, as far as there is one (CR 1-3-2)
    (_pattern(r"Trash (?:up to )?(?P<count>\d{1,2}) cards? from the top of your opponent's "
              r"Life cards\."), _counted("opponent_trash_life")),
    (_pattern(r"Add up to (?P<count>\d{1,2}) cards? from the top of your opponent's Life "
              r"cards to the owner's hand\."), _counted("opponent_life_to_hand")),
    (_pattern(GIVE_DON), _give_don),
    (_pattern(r"K\.O\. up to (?P<count>\d{1,2}) of your opponent's Characters with a total "
              r"power of (?P<total>\d{1,5}) or less\."), _ko_total_power),
    (_pattern(r"Give up to (?P<count>\d{1,2}) of your opponent's rested DON!! cards? to 1 of "
              r"your opponent's Characters\."), _give_opponents_don),
    (_pattern(r"Give up to (?P<count>\d{1,2}) rested DON!! cards? to its owner's Leader or 1 "
              r"of their Characters\."), _give_owners_don),
    (_pattern(r"Give this Character up to (?P<count>\d{1,2}) rested DON!! cards?\."),
     _give_self_don),
    (_pattern(PLAY), _play),
    (_pattern(PLAY_DECK), _play_whole_deck),
]
