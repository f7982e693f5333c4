"""How much of the imported cards the judge automates (`card_coverage`)."""
from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass, field

from cards import printed, review
from cards.hooks import qa_cards_for
from cards.models import Card

NUMBERS = re.compile(r"\d+")
NAMES = re.compile(r"\[[^\[\]]*\]")
TRAITS = re.compile(r"\{[^{}]*\}")
KINDS = ("full", "partial", "none", "vanilla", "missing")


@dataclass
class Coverage:
    game: str
    counts: dict[str, int] = field(default_factory=dict)  # automation -> cards
    keywords: int = 0  # cards with a printed keyword (always automated)
    templates: list[tuple[str, int]] = field(default_factory=list)  # left, most common first
    # the official Q&A entries about a card, by the automation of their card ("missing": a
    # number no imported card has); empty when no Q&A is imported
    qa_entries: dict[str, int] = field(default_factory=dict)
    qa_cards: dict[str, int] = field(default_factory=dict)  # the same, each card once
    # the last review of a sample of fully automated cards (review.py): how many it read,
    # found right, and no longer covers (their stored encoding changed since); None: no review
    reviewed: dict[str, int] | None = None

    @property
    def with_effects(self) -> int:
        return sum(n for kind, n in self.counts.items() if kind != "vanilla")

    @property
    def full_share(self) -> float:
        return self.counts.get("full", 0) / self.with_effects if self.with_effects else 0.0

    def to_json(self) -> dict:
        return {"game": self.game, "cards": sum(self.counts.values()),
                "with_effects": self.with_effects, "full": self.counts.get("full", 0),
                "partial": self.counts.get("partial", 0), "none": self.counts.get("none", 0),
                "vanilla": self.counts.get("vanilla", 0), "keyword_cards": self.keywords,
                "full_share": round(self.full_share, 4),
                "templates_left": [{"template": t, "cards": n} for t, n in self.templates],
                "official_qa": self._qa_json(), "review": self._review_json()}

    def _review_json(self) -> dict | None:
        """The precision of the encodings, as the last review of a sample found it."""
        if not self.reviewed:
            return None
        cards = self.reviewed["cards"]
        return {**self.reviewed, "precision": round(self.reviewed["right"] / cards, 4)}

    def _qa_json(self) -> dict | None:
        """Measured as a judge meets cards: weighted by how often the official Q&A asks."""
        if not self.qa_entries:
            return None
        out: dict = {}
        for name, counts in (("entries", self.qa_entries), ("cards", self.qa_cards)):
            total = sum(counts.values())
            out[name] = {"total": total, **{kind: counts.get(kind, 0) for kind in KINDS},
                         "full_share": round(counts.get("full", 0) / total, 4),
                         "none_share": round(counts.get("none", 0) / total, 4)}
        return out


def template_of(ability: str) -> str:
    """An ability with its numbers, names and traits blanked: the shape many cards share."""
    _labels, rest = printed.leading_labels(ability)
    text = NUMBERS.sub("N", rest or ability)
    return TRAITS.sub("{T}", NAMES.sub("[X]", text))


def coverage(game_id: str, top: int = 20) -> Coverage:
    found = Coverage(game=game_id)
    counts: Counter[str] = Counter()
    left: Counter[str] = Counter()
    automation_of: dict[str, str] = {}
    for number, automation, keywords, notes in Card.objects.filter(
            game_id=game_id).values_list("number", "automation", "keywords", "notes"):
        automation_of[number] = automation
        counts[automation] += 1
        found.keywords += bool(keywords)
        left.update({template_of(note) for note in notes})
    found.counts = dict(counts)
    found.templates = left.most_common(top)
    asked = qa_cards_for(game_id)
    found.qa_entries = dict(Counter(automation_of.get(n, "missing") for n in asked))
    found.qa_cards = dict(Counter(automation_of.get(n, "missing") for n in set(asked)))
    found.reviewed = _reviewed(game_id)
    return found


def _reviewed(game_id: str) -> dict[str, int] | None:
    last = review.load(game_id)
    if not last.cards:
        return None
    stored = dict(Card.objects.filter(game_id=game_id, number__in=list(last.cards),
                                      automation="full").values_list("number", "encoding"))
    return {"cards": len(last.cards),
            "right": sum(e["verdict"] == "right" for e in last.cards.values()),
            "changed": len(review.changed_since(last, stored))}
