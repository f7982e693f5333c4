"""The sentences of an ability body, each read by the first template of the grammar
(grammar.py) that matches it.

A body is cut into sentences ("K.O." kept whole; "Then," dropped: the steps run in order
anyway, CR 1-3-7). An effect makes one choice (`chosen`, with its target filter, of up to N
cards: groups.py); a body that would choose twice is not read. Every pattern is anchored and
has no nested repetition, so reading is linear in the text.
"""
from __future__ import annotations

import re
from typing import Any

from cards.encoding import conditions, decks, groups
from cards.encoding.grammar import read_sentence
from cards.encoding.groups import UnreadableError

KO_MARK = "\x00KO\x00"
SENTENCE_END = re.compile(r"(?<=\.)\s+")
THEN = re.compile(r"^Then,\s+")


def read_sentences(body: str) -> dict[str, Any]:
    """`{"steps": [...], "target": filter, "optional": bool}` for the whole body."""
    steps: list[dict[str, Any]] = []
    wanted: dict[str, Any] | None = None
    second: dict[str, Any] | None = None  # a second choice: `target_2`, `chosen_2` (groups.py)
    optional = False
    condition, body = _condition(body)
    revealed = decks.read_reveal(body, read_sentences)  # "Reveal 1 card ... If that card"
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
    marked = decks.join_rest(body.replace("K.O.", KO_MARK))
    parts = [THEN.sub("", part.strip()) for part in SENTENCE_END.split(marked) if part.strip()]
    # "Then, draw 1 card.": the clause after "then" resolves on its own (CR 4-10-2)
    parts = [part.replace(KO_MARK, "K.O.") for part in parts]
    return [part[:1].upper() + part[1:] for part in parts]


def _read(sentence: str) -> tuple[list[dict[str, Any]], dict[str, Any] | None]:
    return read_sentence(sentence)  # by the first template of the grammar (grammar.py)


def _reads(sentence: str) -> bool:
    try:
        _read(sentence)
    except UnreadableError:
        return False
    return True
