"""Reading one printed ability into the scenario `effects` format: its labels (timing,
conditions), its activation cost, then its sentences, each by a template of the grammar
(grammar.py).

An ability is read completely or not at all (UnreadableError): a label, cost or sentence the
parser does not know is never guessed at.
"""
from __future__ import annotations

import copy
import re
from typing import Any

from cards import printed
from cards.encoding import options
from cards.encoding.costs import read_cost
from cards.encoding.groups import UnreadableError
from cards.encoding.replacements import read_replacement
from cards.encoding.sentences import read_sentences
from cards.encoding.statics import read_static
from cards.encoding.triggers import read_when

TIMINGS = {
    "On Play": "on_play", "When Attacking": "when_attacking", "On Block": "on_block",
    "On K.O.": "on_ko", "End of Your Turn": "end_of_your_turn",
    "Activate: Main": "activate_main", "On Your Opponent's Attack": "on_opponents_attack",
    "Main": "main", "Counter": "counter",
}
# which card types have which timings (an Event's [Main] and [Counter], the rest on the field)
EVENT_TIMINGS = {"main", "counter"}
STATIC_CONDITIONS = {"Your Turn": "your_turn", "Opponent's Turn": "opponents_turn"}
DON_X = re.compile(r"^DON!! x(\d{1,2})$")
OWN_EFFECT = re.compile(r"^Activate this card's \[([^\[\]]{1,40})\] effect\.$")
TURN_WORDS = {"your_turn": "you", "opponents_turn": "opponent"}
SECOND_TIMING = re.compile(r"^/\[(" + "|".join(re.escape(t) for t in TIMINGS) + r")\]\s*")

__all__ = ["UnreadableError", "read_ability", "read_trigger"]


def read_ability(category: str, ability: str, encoding: dict[str, Any]) -> None:
    labels, rest = printed.leading_labels(ability)
    second, rest = _second_timing(rest)
    timing, effect = _labels(labels)
    if timing is None and not second and (when := read_when(category, rest)) is not None:
        timing, rest = when  # "When your opponent activates an Event, ...": triggers.py
        _timed(effect)
    if second and (timing is None or effect.get("once_per_turn")
                   or (second in EVENT_TIMINGS) != (timing in EVENT_TIMINGS)):
        # one [Once Per Turn] for two timings: whether they share it is not said
        raise UnreadableError(ability)
    if timing is None:
        _static(labels, rest, encoding)
        return
    if (timing in EVENT_TIMINGS) != (category == "event"):
        raise UnreadableError(ability)
    body = _cost(rest, effect)
    _merge(effect, options.read_body(body))  # "Choose one:" and its bullets: options
    if any("play_self" in step or "self_to_hand" in step for step in effect["steps"]):
        raise UnreadableError("only a [Trigger] plays its own card or adds it to the hand")
    if "play_self_from_trash" in str(effect["steps"]) and (
            timing != "on_ko" or second or ("cost" in effect and body.startswith("You may "))):
        # only an [On K.O.] finds its own card in the trash; "You may [cost]: You may play
        # this Character card ...": declining after paying is a choice no action names
        raise UnreadableError(ability)
    effects = encoding.setdefault("effects", {})
    for each in (timing, second) if second else (timing,):
        if each in effects:
            raise UnreadableError(ability)  # the format holds one effect per timing
        effects[each] = copy.deepcopy(_compact(effect))


def _second_timing(rest: str) -> tuple[str | None, str]:
    """"[On Play]/[When Attacking] Draw 1 card.": the same effect at a second timing, its
    label right after the first one's, with no label of its own after it."""
    match = SECOND_TIMING.match(rest)
    if match is None:
        return None, rest
    body = rest[match.end():]
    if body.startswith("["):
        raise UnreadableError(rest)
    return TIMINGS[match.group(1)], body


def read_trigger(category: str, ability: str, encoding: dict[str, Any]) -> None:
    """A [Trigger]: its own steps, or "Activate this card's [Main] effect." (an Event's [Main]
    or [Counter], a Character's [On Play] or [On K.O.]...)."""
    labels, rest = printed.leading_labels(ability)
    if labels != ["Trigger"]:
        raise UnreadableError(ability)
    own = OWN_EFFECT.match(rest)
    if own:
        encoding["trigger"] = _own_effect(category, encoding, own.group(1), ability)
        return
    effect: dict[str, Any] = {}
    body = _cost(rest, effect)
    effect.update(read_sentences(body))
    if any("play_self" in step for step in effect["steps"]) and category == "event":
        raise UnreadableError("an Event is not played onto the field")
    encoding["trigger"] = _compact(effect)


def _own_effect(category: str, encoding: dict[str, Any], label: str,
                ability: str) -> dict[str, Any] | list[Any]:
    """The effect a [Trigger] activates: its cost is paid, as for the effect itself (official
    rules Q&A, OP03-074 Top Knot); a Character is not played by it (official Q&A, OP06-013),
    so an effect that names this card itself is not read; a "Choose one:" is (the `trigger`
    action names the option, `option: N`)."""
    timing = TIMINGS.get(label)
    effect: dict[str, Any] | list[Any] | None = (
        encoding.get("effects", {}).get(timing) if timing else None)
    if effect is None or (timing in EVENT_TIMINGS) != (category == "event") \
            or "self" in str(effect):
        raise UnreadableError(ability)
    return copy.deepcopy(effect)


def _labels(labels: list[str]) -> tuple[str | None, dict[str, Any]]:
    """The timing and the conditions the labels name; no timing: a permanent ability."""
    timing = None
    effect: dict[str, Any] = {}
    for label in labels:
        don = DON_X.match(label)
        if label in TIMINGS and timing is None:
            timing = TIMINGS[label]
        elif label == "Once Per Turn":
            effect["once_per_turn"] = True
        elif don:
            effect["don_x"] = int(don.group(1))
        elif label in STATIC_CONDITIONS and "_condition" not in effect:
            effect["_condition"] = STATIC_CONDITIONS[label]
        else:
            raise UnreadableError(label)
    if timing is not None:
        _timed(effect)
    return timing, effect


def _timed(effect: dict[str, Any]) -> None:
    if "_condition" in effect:
        # "[Your Turn] [On Play]": the effect resolves only during that player's turn
        effect["condition"] = {"turn": TURN_WORDS[effect.pop("_condition")]}


def _merge(effect: dict[str, Any], read: dict[str, Any]) -> None:
    """The body's reading into the effect; an "if..." clause joins a [Your Turn] label."""
    condition = {**effect.get("condition", {}), **read.pop("condition", {})}
    effect.update(read)
    if condition:
        effect["condition"] = condition


def _static(labels: list[str], rest: str, encoding: dict[str, Any]) -> None:
    """A permanent ability ("[DON!! x1] This Character gains [Rush].", "If you have 2 or less
    Life cards, this Character gains +1000 power."): its entries, read by statics.py."""
    _timing, effect = _labels(labels)
    replacement = read_replacement(effect, rest)  # "... would be K.O.'d, ... instead."
    if replacement is not None:
        encoding.setdefault("replace", []).append(replacement)
        return
    if set(effect) - {"_condition", "don_x"}:
        raise UnreadableError(rest)
    entries = read_static(effect, rest)  # read in full before anything is written
    encoding.setdefault("static", []).extend(entries)


def _cost(rest: str, effect: dict[str, Any]) -> str:
    """Split "① You may rest this Character: Draw 1 card." into its cost and its body."""
    head, colon, body = rest.partition(":")
    if not colon or not body.strip():
        return rest
    cost = read_cost(head)
    if cost is None:
        return rest  # not a cost: a colon inside the text
    effect["cost"] = cost
    effect["optional"] = True  # a player may decline to pay an activation cost (CR 8-3-1-4)
    return body.strip()


def _compact(effect: dict[str, Any]) -> dict[str, Any] | list[Any]:
    """A bare list of steps when the effect has nothing else (the format's short form)."""
    effect.pop("_condition", None)
    return effect["steps"] if set(effect) == {"steps"} else effect
