"""The template parser: a card's English abilities -> the scenario `effects` format.

Standard library only. Each printed ability is read by `abilities.read`; one it does not
fully understand is never guessed at: it goes to `notes` and is not applied.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from cards import printed
from cards.encoding import options
from cards.encoding.abilities import UnreadableError, read_ability, read_trigger


@dataclass
class Encoded:
    encoding: dict[str, Any] = field(default_factory=dict)
    notes: list[str] = field(default_factory=list)
    total: int = 0  # abilities printed (keywords and the [Trigger] included)
    done: int = 0  # abilities encoded


def encode_card(category: str, text: str, trigger: str) -> Encoded:
    out = Encoded()
    for ability in options.join_bullets(printed.abilities(text)):  # "Choose one:" + bullets
        out.total += 1
        labels, rest = printed.leading_labels(ability)
        if labels and not rest and all(label in printed.KEYWORDS for label in labels):
            out.done += 1  # a printed keyword: the `keywords` field carries it
            continue
        try:
            read_ability(category, ability, out.encoding)
        except UnreadableError:
            out.notes.append(ability)
            continue
        out.done += 1
    for ability in printed.abilities(trigger):
        out.total += 1
        try:
            read_trigger(category, ability, out.encoding)
        except UnreadableError:
            out.notes.append(ability)
            continue
        out.done += 1
    return out
