"""Reviewing the encodings of fully automated cards (`review_encodings`): a reproducible random
sample of them, each printed text beside the project's encoding, and the verdict of the last
review (cards/encodings/review-GAME.yaml: card number, right or wrong, why in the reviewer's
words, and a digest of the encoding reviewed; never card text).

The digest lets a test see when a reviewed encoding has changed since: the parser or a
per-card entry moved on, so the verdict no longer covers it and the card is reviewed again.
"""
from __future__ import annotations

import hashlib
import json
import random
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Protocol

import yaml

from cards.derive import derive
from cards.percard import FOLDER

VERDICTS = ("right", "wrong")


class _Plain(yaml.SafeDumper):
    """Every repeated piece written out again (no `&id001` anchors): a reader compares text."""

    def ignore_aliases(self, data: Any) -> bool:
        return True


class Printed(Protocol):
    number: str
    name: str
    category: str
    text: str
    trigger: str


@dataclass
class Review:
    seed: int = 0
    size: int = 0
    cards: dict[str, dict[str, str]] = field(default_factory=dict)  # number -> verdict, why...

    @property
    def precision(self) -> float:
        right = sum(entry["verdict"] == "right" for entry in self.cards.values())
        return right / len(self.cards) if self.cards else 0.0


def digest(encoding: dict[str, Any]) -> str:
    """A short fingerprint of an encoding (keys sorted): equal exactly when it is unchanged."""
    text = json.dumps(encoding, sort_keys=True, ensure_ascii=False)
    return hashlib.sha256(text.encode("utf-8")).hexdigest()[:16]


def fully_automated(cards: Iterable[Printed]) -> dict[str, dict[str, Any]]:
    """The encoding of every fully automated card, by number (per-card entries included)."""
    out = {}
    for card in cards:
        found = derive(card.category, card.text, card.trigger, card.number)
        if found.automation == "full":
            out[card.number] = found.encoding
    return out


def draw(numbers: Iterable[str], size: int, seed: int) -> list[str]:
    """`size` numbers drawn at random with `seed`: the same list, the same seed, the same draw
    (the numbers are sorted first, so their order in the files does not matter)."""
    ordered = sorted(set(numbers))
    return sorted(random.Random(seed).sample(ordered, min(size, len(ordered))))


def review_path(game_id: str = "optcg") -> Path:
    return FOLDER / f"review-{game_id}.yaml"


def load(game_id: str = "optcg") -> Review:
    """The last review recorded (an empty one when there is no file)."""
    path = review_path(game_id)
    if not path.exists():
        return Review()
    data = yaml.safe_load(path.read_text(encoding="utf-8")) or {}
    return Review(seed=int(data.get("seed", 0)), size=int(data.get("size", 0)),
                  cards={str(k): v for k, v in (data.get("cards") or {}).items()})


def changed_since(review: Review, encodings: dict[str, dict[str, Any]]) -> dict[str, str]:
    """The reviewed cards the verdict no longer covers, each with the reason."""
    out = {}
    for number, entry in review.cards.items():
        if number not in encodings:
            out[number] = "no longer fully automated"
        elif digest(encodings[number]) != entry.get("digest"):
            out[number] = "its encoding changed since the review"
    return out


def listing(cards: Mapping[str, Printed], numbers: list[str],
            encodings: dict[str, dict[str, Any]], review: Review) -> str:
    """Each sampled card's printed text and its encoding, one after the other, for a reader."""
    parts = []
    for number in numbers:
        card, encoding = cards[number], encodings[number]
        last = review.cards.get(number)
        verdict = ""
        if last is not None:
            same = last.get("digest") == digest(encoding)
            verdict = f"  last review: {last['verdict']}{'' if same else ' (encoding changed)'}"
        encoded = yaml.dump(encoding, Dumper=_Plain, sort_keys=False, allow_unicode=True,
                            width=96)
        parts.append(f"== {number} {card.name} ({card.category}) digest {digest(encoding)}"
                     f"{verdict}\n-- printed\n{card.text}\n{card.trigger}".rstrip()
                     + f"\n-- encoding\n{encoded}")
    return "\n".join(parts)
