"""The card search: every card of a game in memory, filtered and ranked in one pass.

A game has a few thousand cards; holding their searchable facts in memory (a few MB) and
filtering them in Python is simpler and faster than a query per filter, and it is rebuilt
only when an import changes them (the stamp is the newest import of the game).
"""
from __future__ import annotations

import re
import threading
from dataclasses import dataclass, field

from cards.folding import fold
from cards.models import Card, CardImport, CardText

NUMBER = re.compile(r"^\s*([A-Za-z]{1,4}\d{0,3})\s*-?\s*(\d{3})\s*$")
MAX_QUERY = 100
MAX_WORDS = 8


@dataclass
class Entry:
    number: str
    category: str
    colors: list[str]
    cost: int | None
    power: int | None
    counter: int | None
    life: int | None
    keywords: list[str]
    automation: str
    names: dict[str, str] = field(default_factory=dict)  # language -> name
    folded_names: list[str] = field(default_factory=list)
    traits: list[str] = field(default_factory=list)  # folded, every language
    text: str = ""  # folded texts, every language


@dataclass
class Filters:
    q: str = ""
    text: str = ""
    color: str = ""
    category: str = ""
    trait: str = ""
    keyword: str = ""
    cost: int | None = None
    power: int | None = None
    counter: int | None = None

    @property
    def empty(self) -> bool:
        return not any((self.q, self.text, self.color, self.category, self.trait,
                        self.keyword)) and (self.cost, self.power, self.counter) == (None,) * 3


_lock = threading.Lock()
_held: dict[str, tuple[object, list[Entry]]] = {}


def normalize_number(text: str) -> str | None:
    """'op05022', 'OP05 022', 'op05-022' -> 'OP05-022'; None when it is no card number."""
    match = NUMBER.match(text or "")
    return f"{match.group(1).upper()}-{match.group(2)}" if match else None


def entries(game_id: str) -> list[Entry]:
    # the newest import, by id and time (an id alone may come back after a rolled-back one)
    stamp = (CardImport.objects.filter(game_id=game_id).order_by("-id")
             .values_list("id", "imported_at").first())
    if stamp is None:
        return _build(game_id)  # nothing imported: nothing kept for a name from a request
    held = _held.get(game_id)
    if held is not None and held[0] == stamp:
        return held[1]
    with _lock:
        built = _build(game_id)
        _held[game_id] = (stamp, built)  # one entry per game with imported cards
    return built


def _build(game_id: str) -> list[Entry]:
    by_id: dict[int, Entry] = {}
    for card in Card.objects.filter(game_id=game_id).order_by("number"):
        by_id[card.pk] = Entry(
            number=card.number, category=card.category, colors=card.colors, cost=card.cost,
            power=card.power, counter=card.counter, life=card.life, keywords=card.keywords,
            automation=card.automation)
    texts = CardText.objects.filter(card__game_id=game_id).values_list(
        "card_id", "language", "name", "traits", "text", "trigger")
    for card_id, language, name, traits, text, trigger in texts:
        entry = by_id.get(card_id)
        if entry is None:
            continue
        entry.names[language] = name
        entry.folded_names.append(fold(name))
        entry.traits.extend(fold(t) for t in traits)
        entry.text += "\n" + fold(f"{text}\n{trigger}")
    return list(by_id.values())


def search(game_id: str, filters: Filters, limit: int = 60) -> tuple[list[Entry], int]:
    """The matching cards, best first, at most `limit`, and how many matched in all."""
    number = normalize_number(filters.q)
    words = fold(filters.q[:MAX_QUERY]).split()[:MAX_WORDS]
    text_words = fold(filters.text[:MAX_QUERY]).split()[:MAX_WORDS]
    ranked = []
    for entry in entries(game_id):
        if not _passes(entry, filters, text_words):
            continue
        rank = _rank(entry, number, words, filters.q.strip().upper())
        if rank is not None:
            ranked.append((rank, entry.number, entry))
    ranked.sort(key=lambda item: (item[0], item[1]))
    return [entry for _, _, entry in ranked[:limit]], len(ranked)


def _passes(entry: Entry, f: Filters, text_words: list[str]) -> bool:
    if f.category and entry.category != f.category:
        return False
    if f.color and f.color not in entry.colors:
        return False
    if f.keyword and f.keyword not in entry.keywords:
        return False
    for wanted, value in ((f.cost, entry.cost if entry.category != "leader" else entry.life),
                          (f.power, entry.power), (f.counter, entry.counter)):
        if wanted is not None and value != wanted:
            return False
    if f.trait:
        trait = fold(f.trait)
        if not any(trait in t for t in entry.traits):
            return False
    return all(word in entry.text for word in text_words)


def rank_of(entry: Entry, query: str) -> int:
    """How well `entry` matches a query (see _rank); 99 when it does not."""
    words = fold(query[:MAX_QUERY]).split()[:MAX_WORDS]
    found = _rank(entry, normalize_number(query), words, query.strip().upper())
    return 99 if found is None else found


def _rank(entry: Entry, number: str | None, words: list[str], raw: str) -> int | None:
    """0: the number itself; 1: a number that starts so; 2: the name exactly; 3: a name that
    starts with the words; 4: every word in a name; 5: every word in the text. None: no match.
    An empty query matches everything (the other filters decide)."""
    if not words:
        return 6
    if number and entry.number == number:
        return 0
    if raw and len(raw) >= 2 and entry.number.startswith(raw):
        return 1
    phrase = " ".join(words)
    if phrase in entry.folded_names:
        return 2
    if any(name.startswith(phrase) for name in entry.folded_names):
        return 3
    if any(all(word in name for word in words) for name in entry.folded_names):
        return 4
    if all(word in entry.text for word in words):
        return 5
    return None
