"""What the project derives from a card's English text: printed keywords and its encoding.

Standard library only. The encoding is the scenario format's card keys (`effects`, `trigger`,
`static`); an ability the template parser does not fully read is not guessed: it is named in
`notes`, and the card counts as partly or not automated.
"""
from __future__ import annotations

from dataclasses import dataclass, field

from cards import printed
from cards.encoding import encode_card


@dataclass
class Derived:
    keywords: list[str]
    encoding: dict = field(default_factory=dict)
    notes: list[str] = field(default_factory=list)
    automation: str = "vanilla"


def derive(category: str, text: str, trigger: str) -> Derived:
    keywords = printed.printed_keywords(text)
    encoded = encode_card(category, text, trigger)
    abilities = encoded.total
    if abilities == 0:
        automation = "vanilla"
    elif not encoded.notes:
        automation = "full"
    elif encoded.done:
        automation = "partial"
    else:
        automation = "none"
    return Derived(keywords=keywords, encoding=encoded.encoding, notes=encoded.notes,
                   automation=automation)
