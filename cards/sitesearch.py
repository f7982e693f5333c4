"""Cards in the site search: a query that is a card number goes to the card; a card name
finds the card. Card hits come after the rules and terms, so "blocker" still finds the rule
and the term first; they never enter the rules index."""
from __future__ import annotations

from django.urls import reverse
from django.utils.html import escape

from cards import catalog
from cards.catalog import Filters

NAME_RANKS = 4  # catalog ranks 0-4: the number, or words of a name (not the text)
MAX_HITS = 5


def exact_card_url(game_id: str, query: str) -> str | None:
    number = catalog.normalize_number(query)
    if not number:
        return None
    if any(entry.number == number for entry in catalog.entries(game_id)):
        return reverse("cards:card", args=[game_id, number])
    return None


def card_hits(game_id: str, query: str, language: str = "en") -> list[dict]:
    """Cards whose number or name matches, as hits of kind "card" (the API's hit shape)."""
    if not query.strip():
        return []
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
