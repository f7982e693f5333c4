"""What the project derives from a card's English text: printed keywords and its encoding.

Standard library and PyYAML only. The encoding is the scenario format's card keys (`effects`,
`trigger`, `static`); an ability the template parser does not fully read is not guessed: it is
named in `notes`, and the card counts as partly or not automated, unless a reviewed per-card
encoding (percard.py) finishes the card.
"""
from __future__ import annotations

from dataclasses import dataclass, field

from cards import percard, printed
from cards.encoding import encode_card


@dataclass
class Derived:
    keywords: list[str]
    encoding: dict = field(default_factory=dict)
    notes: list[str] = field(default_factory=list)
    automation: str = "vanilla"


def derive(category: str, text: str, trigger: str, number: str = "") -> Derived:
    """What the project derives from a card; with its `number`, a reviewed per-card encoding
    (cards/encodings/, percard.py) replaces what the parser read, and the card is then fully
    automated."""
    keywords = printed.printed_keywords(text)
    written = percard.encoding_of(number) if number else None
    if written is not None:
        return Derived(keywords=keywords, encoding=written, automation="full")
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
