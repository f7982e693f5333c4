"""A part of a Yu-Gi-Oh! card's English text as another language prints it: what a German
ruling quotes when it names an effect the judge does not apply.

Standard library only. Konami writes a card's text alike in every language: the same lines,
and in each line the same sentences in the same order. So a note that is a run of whole
English sentences is the same run of that language's sentences, when both texts have as many
lines and each line as many sentences; otherwise (a translation that joins or splits a
sentence) the note keeps the English, never a neighbouring sentence.
"""
from __future__ import annotations

import re

# card names in quotes hold periods ("Mr. Volcano", „Blauäugiger w. Drache“): masked first
QUOTED = re.compile(r'"[^"\n]*"|„[^“\n]*“|«[^»\n]*»|“[^”\n]*”|‚[^‘\n]*‘|‹[^›\n]*›')
# a sentence ends at a period (or one closing a parenthesis), then a capital, a bullet, an
# opening parenthesis or an opening quote begins the next
SENTENCE_END = re.compile(r"(?:(?<=[.!?])|(?<=\.\)))\s+(?=[A-ZÀ-ÞĀ-Ž●(„«\"“¡¿])")
MAX_SENTENCES = 200  # a card has a few dozen at most; a longer text is not aligned


def sentences(line: str) -> list[str]:
    masked = QUOTED.sub(lambda found: "x" * len(found.group(0)), line)
    parts, start = [], 0
    for found in SENTENCE_END.finditer(masked):
        parts.append(line[start:found.start()].strip())
        start = found.end()
    parts.append(line[start:].strip())
    return [part for part in parts if part]


def shape(text: str) -> list[list[str]]:
    """The text's lines, each as its sentences."""
    return [sentences(line) for line in text.replace("\r", "").split("\n") if line.strip()]


def in_language(notes: list[str], english: str, other: str) -> tuple[str, ...] | None:
    """Each note as `other` prints it (the English note where it is no run of whole
    sentences); None when the two texts are not built alike."""
    ours, theirs = shape(english), shape(other)
    if [len(line) for line in ours] != [len(line) for line in theirs] or sum(
            len(line) for line in ours) > MAX_SENTENCES:
        return None
    return tuple(_run(note, ours, theirs) or note for note in notes)


def _run(note: str, ours: list[list[str]], theirs: list[list[str]]) -> str | None:
    for line, their_line in zip(ours, theirs, strict=True):
        for start, first in enumerate(line):
            if not note.startswith(first):
                continue
            for end in range(start + 1, len(line) + 1):
                if " ".join(line[start:end]) == note:
                    return " ".join(their_line[start:end])
    return None
