"""Cards in the site search: a query that is a card number goes to the card; a card name
finds the card. Card hits come after the rules and terms, so "blocker" still finds the rule
and the term first, unless the query is a card's name or whole words of it ("chopper",
"Monkey.D.Luffy"): then the cards come first. They never enter the rules index."""
from __future__ import annotations

import re

from django.urls import reverse
from django.utils.html import escape

from cards import catalog
from cards.catalog import Filters
from cards.folding import fold
from cards.ygo import catalog as ygo_catalog

NAME_RANKS = 4  # catalog ranks 0-4: the number, or words of a name (not the text)
MAX_HITS = 5


def normalize_number(game_id: str, query: str) -> str | None:
    """The card number a query is exactly, in the game's own spelling."""
    if game_id == ygo_catalog.GAME:
        # a password is printed with 8 digits; fewer than 5 typed is a rule number or a count
        digits = query.strip()
        return ygo_catalog.normalize_number(digits) if len(digits) >= 5 else None
    return catalog.normalize_number(query)


def exact_card_url(game_id: str, query: str) -> str | None:
    number = normalize_number(game_id, query)
    if game_id == ygo_catalog.GAME:
        if number and any(entry.number == number for entry in ygo_catalog.entries()):
            return reverse("cards:card", args=[game_id, number])
        return None
    if not number:
        return None
    if any(entry.number == number for entry in catalog.entries(game_id)):
        return reverse("cards:card", args=[game_id, number])
    return None


def card_hits(game_id: str, query: str, language: str = "en") -> list[dict]:
    """Cards whose number or name matches, as hits of kind "card" (the API's hit shape)."""
    if not query.strip():
        return []
    if game_id == ygo_catalog.GAME:
        return _ygo_hits(query, language)
    found, _ = catalog.search(game_id, Filters(q=query), limit=50)
    hits = []
    for entry in found:
        if catalog.rank_of(entry, query) > NAME_RANKS:
            break
        name = entry.names.get(language) or entry.names.get("en") or entry.number
        facts = [entry.category.capitalize(), "/".join(entry.colors)]
        if entry.power is not None:
            facts.append(str(entry.power))
        hits.append({"kind": "card", "id": entry.number, "title": f"{entry.number} {name}",
                     "snippet": escape(" · ".join(f for f in facts if f)),
                     "url": reverse("cards:card", args=[game_id, entry.number]),
                     "breadcrumb": []})
        if len(hits) == MAX_HITS:
            break
    return hits


def names_a_card(game_id: str, query: str) -> bool:
    """Whether the query is a card's name, or whole words of one ("chopper" of "Tony
    Tony.Chopper", not "block" of anything; for Yu-Gi-Oh! the whole name, "Spiegelkraft"):
    one pass over the game's cards."""
    words = fold(query[:catalog.MAX_QUERY]).split()[:catalog.MAX_WORDS]
    if not words:
        return False
    phrase = " ".join(words)
    if game_id == ygo_catalog.GAME:
        # 14,000 cards in five languages use nearly every word of the rules in some name
        # ("Chain", "Damage"): only a card's whole name puts the cards first
        return any(phrase in entry.blob and phrase in entry.folded_names
                   for entry in ygo_catalog.entries())
    for entry in catalog.entries(game_id):
        for name in entry.folded_names:
            # the substring test first: most names fail it, and it costs no split
            if name == phrase or (all(word in name for word in words)
                                  and all(word in _WORD.split(name) for word in words)):
                return True
    return False


_WORD = re.compile(r"[^\w]+")


def _ygo_hits(query: str, language: str) -> list[dict]:
    """Yu-Gi-Oh! cards whose password or name (any of the five languages) matches. No typo
    is forgiven here: the rules' own speller answers a misspelt query first."""
    found, _ = ygo_catalog.search(ygo_catalog.Filters(q=query), limit=MAX_HITS, forgive=False)
    hits = []
    for entry in found:
        name = entry.names.get(language) or entry.names.get("en") or entry.number
        facts = [entry.kind.capitalize(), entry.card_property, " / ".join(entry.monster_types),
                 entry.attribute]
        if entry.atk is not None:
            facts.append(f"ATK {entry.atk}")
        hits.append({"kind": "card", "id": entry.number, "title": f"{name} ({entry.number})",
                     "snippet": escape(" · ".join(f for f in facts if f)),
                     "url": reverse("cards:card", args=[ygo_catalog.GAME, entry.number]),
                     "breadcrumb": []})
    return hits
