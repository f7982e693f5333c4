"""The sentences of an ability body, each read by one template into scenario steps.

A body is cut into sentences ("K.O." kept whole; "Then," dropped: the steps run in order
anyway, CR 1-3-7). An effect makes one choice (`chosen`, with its target filter, of up to N
cards: groups.py); a body that would choose twice is not read. Every pattern is anchored and
has no nested repetition, so reading is linear in the text.
"""
from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from cards.encoding import conditions, gains, group_steps, groups, searches, up_to
from cards.encoding.groups import TARGET, UnreadableError, target_filter

KO_MARK = "\x00KO\x00"
SENTENCE_END = re.compile(r"(?<=\.)\s+")
THEN = re.compile(r"^Then,\s+")
DURATIONS = {"during this turn": "turn", "during this battle": "battle",
             "until the start of your next turn": "until_next_turn",
             "until the end of your opponent's next turn": "opponents_next_turn",
             "until the end of your opponent's next End Phase": "opponents_next_turn"}
DURATION = (r"(?P<duration>during this turn|during this battle|until the start of your next turn"
            r"|until the end of your opponent's next (?:turn|End Phase))")
Reader = Callable[[re.Match[str]], tuple[list[dict[str, Any]], dict[str, Any] | None]]
LATER_STEPS = {"set_don_active", "set_active", "deck_to_life"}  # "at the end of this turn"


def read_sentences(body: str) -> dict[str, Any]:
    """`{"steps": [...], "target": filter, "optional": bool}` for the whole body."""
    steps: list[dict[str, Any]] = []
    wanted: dict[str, Any] | None = None
    second: dict[str, Any] | None = None  # a second choice: `target_2`, `chosen_2` (groups.py)
    optional = False
    condition, body = _condition(body)
    revealed = searches.read_reveal(body, read_sentences)  # "Reveal 1 card ... If that card"
    if revealed is not None:
        return {**revealed, "condition": condition} if condition else revealed
    sink = steps  # where the next steps go: inside the last "if" of the body (CR 8-3-3)
    whole = _sentences(body)
    for sentence in groups.split_joined(whole, _reads):
        step_condition, sentence = conditions.of_sentence(sentence)
        may = sentence.startswith("You may ")
        if may:
            if steps:  # "Then, you may ...": a choice within the effect, not of all of it
                raise UnreadableError(sentence)
            optional = True
            sentence = sentence[len("You may "):]
            sentence = sentence[:1].upper() + sentence[1:]
        if conditions.refers_back(sentence) and wanted is None:
            raise UnreadableError(sentence)  # "that card" with no card chosen before it
        found, target = _read(sentence)
        if may and len(whole) > 1:  # "You may A. Then, B.": B is done either way
            optional = _may_only_first(sentence, found, target)
        if target is not None and wanted is None:
            wanted = target
        elif target is not None:
            if second is not None:
                raise UnreadableError("chooses three times")
            second, found = target, groups.as_second(found)
        sink = conditions.extend(sink, step_condition, found, may)
    if not steps:
        raise UnreadableError(body)
    out: dict[str, Any] = {"steps": steps}
    if wanted:
        out["target"] = wanted
    if second:
        out["target_2"] = second
    if optional:
        out["optional"] = True
    if condition:
        out["condition"] = condition
    return out


def _may_only_first(sentence: str, found: list[dict[str, Any]],
                    target: dict[str, Any] | None) -> bool:
    """"You may rest up to 1 of ...": choosing none already declines, so the "may" adds
    nothing and the body is not optional; any other first step the engine could only make
    optional with the rest of the body (CR 8-1-2), so it is not read."""
    if target is not None and all("chosen" in str(step) for step in found):
        return False
    raise UnreadableError(sentence)


def _condition(body: str) -> tuple[dict[str, Any], str]:
    """An "if..." clause at the start of the body (CR 8-3-3) and the rest, capitalised; "if
    that Character ..." needs a card chosen before it, so never starts a body."""
    condition, rest = conditions.read_condition(body)
    if "that_card" in condition:
        raise UnreadableError(body)
    return condition, rest


def _sentences(body: str) -> list[str]:
    marked = searches.join_rest(body.replace("K.O.", KO_MARK))
    parts = [THEN.sub("", part.strip()) for part in SENTENCE_END.split(marked) if part.strip()]
    # "Then, draw 1 card.": the clause after "then" resolves on its own (CR 4-10-2)
    parts = [part.replace(KO_MARK, "K.O.") for part in parts]
    return [part[:1].upper() + part[1:] for part in parts]


def _read(sentence: str) -> tuple[list[dict[str, Any]], dict[str, Any] | None]:
    for pattern, reader in TEMPLATES:
        match = pattern.match(sentence)
        if match:
            found = up_to.mark(sentence, *reader(match))  # "up to N": 0 to N (up_to.py)
            return groups.spread(match, *found)  # "all of ...": no choice (groups.py)
    raise UnreadableError(sentence)


def _reads(sentence: str) -> bool:
    try:
        _read(sentence)
    except UnreadableError:
        return False
    return True


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


def _pattern(text: str) -> re.Pattern[str]:
    return re.compile("^" + text + "$")


def _at_end_of_turn(match: re.Match[str]) -> tuple[list[dict[str, Any]], dict[str, Any] | None]:
    """"Set up to 1 of your DON!! cards as active at the end of this turn.": the sentence's
    steps wait for the End Phase (CR 6-6-1-2). Only steps that choose no card (what a card
    chosen now would be then is not said) and of one action: in "add up to 1 DON!! card ... and
    set it as active at the end of this turn" the words do not say whether the adding waits."""
    steps, target = _read(match.group("inner") + ".")
    if target is not None or "chosen" in str(steps) \
            or any(set(step) - LATER_STEPS for step in steps):
        raise UnreadableError(match.group(0))
    return [{"at_end_of_turn": steps}], None


TEMPLATES: list[tuple[re.Pattern[str], Reader]] = [
    (_pattern(r"(?P<inner>[A-Z][^.]{0,200}) at the end of this turn\."), _at_end_of_turn),
    *group_steps.TEMPLATES,  # several cards, the opponent's cards and actions (group_steps.py)
    *conditions.TEMPLATES,  # "that card gains ..." after a condition (conditions.py)
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
    (_pattern(r"Set this (?:Character|Leader) as active\."), _fixed({"set_active": "self"})),
    (_pattern(r"Set your \{(?P<trait>[^{}]{1,60})\} type Leader as active\."), _typed_leader),
    (_pattern(r"Rest this (?:Character|Leader)\."), _fixed({"rest": "self"})),
    (_pattern(r"Play this card\."), _fixed({"play_self": True})),
    (_pattern(r"Set up to (\d{1,2}) of your DON!! cards as active\."), _counted("set_don_active")),
    (_pattern(r"Trash (\d{1,2}) cards? from the top of your deck\."), _counted("trash_deck")),
    (_pattern(r"Give up to (?P<count>\d{1,2}) rested DON!! cards? to your Leader or 1 of your "
              r"Characters\."), _give_don),
    (_pattern(r"Add (?:up to )?1 card from the top of your Life cards to your hand\."),
     _fixed({"life_to_hand": 1})),
    (_pattern(r"Add (?:up to )?(\d{1,2}) cards? from the top of your deck to the top of your "
              r"Life cards\."), _counted("deck_to_life")),
    (_pattern(r"Trash (?:up to )?(\d{1,2}) cards? from the top of your Life cards\."),
     _counted("trash_life")),
    (_pattern(r"Trash cards from the top of your Life cards until you have (\d{1,2}) Life "
              r"cards?\."), _counted("trash_life_until")),
    *searches.TEMPLATES,
]
TEMPLATES += gains.TEMPLATES  # a keyword or flag for a while (gains.py)
