"""The Yu-Gi-Oh! card search: every card in memory, filtered and ranked in one pass.

14,000 cards with five names each are a few MB; filtering them in Python is simpler and
faster than a query per filter, and the list is rebuilt only when an import changes it (the
stamp is the game's newest import). A name is found in any of the five languages with its
accents and case ignored; a word with a typo is forgiven as the site search forgives it: a
word one edit away (two for long words) from a word of some name stands for it, the first
letter trusted.
"""
from __future__ import annotations

import re
import threading
from dataclasses import dataclass, field

from cards.folding import fold
from cards.models import Card, CardImport, CardText

GAME = "ygo"
PASSWORD = re.compile(r"^\s*(\d{1,8})\s*$")
KDB = re.compile(r"^\s*kdb\s*(\d{1,7})\s*$", re.I)
# a card with neither password nor Konami id, keyed by its file name on import
YUGIPEDIA = re.compile(r"^\s*yugipedia\s*(\d{1,12})\s*$", re.I)
MAX_QUERY = 100
MAX_WORDS = 8


@dataclass(slots=True)  # 14,000 of them in every worker
class Entry:
    number: str
    kind: str
    card_property: str
    monster_types: list[str]
    attribute: str
    level: int | None
    rank: int | None
    link_rating: int | None
    atk: int | None
    defense: int | None
    unknown_stats: list[str]
    limits: dict[str, str]
    automation: str
    series: list[str] = field(default_factory=list)  # folded
    names: dict[str, str] = field(default_factory=dict)  # language -> name
    blob: str = ""  # the folded names one a line: one look for a word in every name

    @property
    def folded_names(self) -> list[str]:
        """Kept once, as the blob: a list per card would be millions of small objects."""
        return self.blob.split("\n")

    @property
    def stars(self) -> int | None:
        """Level, Rank or Link rating: the one number a monster has."""
        return next((n for n in (self.level, self.rank, self.link_rating) if n is not None),
                    None)


@dataclass
class Filters:
    q: str = ""
    text: str = ""
    kind: str = ""
    card_property: str = ""
    attribute: str = ""
    monster_type: str = ""
    stars: int | None = None
    atk: int | None = None
    defense: int | None = None
    archetype: str = ""
    limit: str = ""
    region: str = ""  # tcg | ocg | "" (either)

    @property
    def empty(self) -> bool:
        return not any((self.q, self.text, self.kind, self.card_property, self.attribute,
                        self.monster_type, self.archetype, self.limit)) and (
            self.stars, self.atk, self.defense) == (None, None, None)


@dataclass
class Held:
    entries: list[Entry]
    by_deletion: dict[str, tuple[str, ...]] | None = None  # built for the first typo
    frequency: dict[str, int] = field(default_factory=dict)  # name word -> names holding it


_lock = threading.Lock()
_held: dict[str, tuple[object, Held]] = {}


def normalize_number(text: str) -> str | None:
    """'5318639', '05318639 ' -> '05318639'; 'KDB 4998' -> 'kdb4998'; 'Yugipedia1188653' ->
    'yugipedia1188653'; None otherwise."""
    if match := PASSWORD.match(text or ""):
        return match.group(1).zfill(8)
    if match := KDB.match(text or ""):
        return f"kdb{match.group(1)}"
    if match := YUGIPEDIA.match(text or ""):
        return f"yugipedia{match.group(1)}"
    return None


def held() -> Held:
    stamp = (CardImport.objects.filter(game_id=GAME).order_by("-id")
             .values_list("id", "imported_at").first())
    found = _held.get(GAME)
    if found is not None and found[0] == stamp:
        return found[1]
    with _lock:
        built = Held(_build())
        _held[GAME] = (stamp, built)
    return built


def entries() -> list[Entry]:
    return held().entries


def _build() -> list[Entry]:
    by_id: dict[int, Entry] = {}
    for card in Card.objects.filter(game_id=GAME).order_by("number"):
        by_id[card.pk] = Entry(
            number=card.number, kind=card.category, card_property=card.card_property,
            monster_types=card.monster_types, attribute=card.attribute, level=card.level,
            rank=card.rank, link_rating=card.link_rating, atk=card.atk, defense=card.defense,
            unknown_stats=card.unknown_stats, limits=card.limits, automation=card.automation,
            series=[fold(s) for s in card.series])
    # names only: the texts (70,000 of them, tens of MB) stay in the database, which the text
    # filter asks (text_matches)
    texts = CardText.objects.filter(card__game_id=GAME).values_list("card_id", "language", "name")
    folded: dict[int, list[str]] = {}
    for card_id, language, name in texts.iterator(chunk_size=5000):
        entry = by_id.get(card_id)
        if entry is None:
            continue
        entry.names[language] = name
        folded_name = fold(name)
        if folded_name not in folded.setdefault(card_id, []):
            folded[card_id].append(folded_name)
    for card_id, entry in by_id.items():
        entry.blob = "\n".join(folded.get(card_id, []))
    return list(by_id.values())


def search(filters: Filters, limit: int = 60, forgive: bool = True) -> tuple[list[Entry], int]:
    """The matching cards, best first, at most `limit`, and how many matched in all; with
    `forgive`, a query that finds nothing is tried again with its typos corrected."""
    state = held()
    number = normalize_number(filters.q)
    words = fold(filters.q[:MAX_QUERY]).split()[:MAX_WORDS]
    text_words = fold(filters.text[:MAX_QUERY]).split()[:MAX_WORDS]
    in_text = text_matches(text_words) if text_words else None
    ranked = _ranked(state, filters, number, words, [{word} for word in words], in_text)
    if not ranked and words and not number and forgive:
        # nothing found: forgive typos. The closest name word stands for each typed word (so
        # "dark magican" finds Dark Magician first), then any word close to it does.
        close = [corrections(state, word) for word in words]
        best = [min(found, key=lambda w: (_distance(word, w), -state.frequency.get(w, 0)))
                if found and word not in state.frequency else word
                for word, found in zip(words, close, strict=True)]
        ranked = _ranked(state, filters, None, best,
                         [{word, *found} for word, found in zip(words, close, strict=True)],
                         in_text)
    ranked.sort(key=lambda item: (item[0], item[1]))
    return [entry for _, _, entry in ranked[:limit]], len(ranked)


def _ranked(state: Held, filters: Filters, number: str | None, words: list[str],
            alternatives: list[set[str]], in_text: set[str] | None
            ) -> list[tuple[int, str, Entry]]:
    ranked = []
    for entry in state.entries:
        if in_text is not None and entry.number not in in_text:
            continue
        if not _passes(entry, filters):
            continue
        rank = _rank(entry, number, words, alternatives)
        if rank is not None:
            ranked.append((rank, entry.number, entry))
    return ranked


def text_matches(words: list[str]) -> set[str]:
    """The cards whose name or text, in some language, holds every word (accents and case
    ignored): one query over the folded texts the import stored."""
    found = CardText.objects.filter(card__game_id=GAME)
    for word in words:
        found = found.filter(folded__contains=word)
    return set(found.values_list("card__number", flat=True))


def _passes(entry: Entry, f: Filters) -> bool:
    checks = ((f.kind, entry.kind), (f.card_property, entry.card_property),
              (f.attribute, entry.attribute))
    if any(wanted and wanted != value for wanted, value in checks):
        return False
    if f.monster_type and f.monster_type.lower() not in (t.lower() for t in entry.monster_types):
        return False
    for wanted, value in ((f.stars, entry.stars), (f.atk, entry.atk), (f.defense, entry.defense)):
        if wanted is not None and value != wanted:
            return False
    if f.archetype:
        archetype = fold(f.archetype)
        if not any(archetype in s for s in entry.series):
            return False
    if f.limit:
        regions = [f.region] if f.region else ["tcg", "ocg"]
        if not any(entry.limits.get(r) == f.limit for r in regions):
            return False
    return True


def rank_of(entry: Entry, query: str) -> int:
    words = fold(query[:MAX_QUERY]).split()[:MAX_WORDS]
    found = _rank(entry, normalize_number(query), words, [{w} for w in words])
    return 99 if found is None else found


def _rank(entry: Entry, number: str | None, words: list[str],
          alternatives: list[set[str]]) -> int | None:
    """0: the password itself; 2: a name exactly; 3: a name that starts with the words; 4:
    every word in one name; 5: every word, or a word close to it, in one name. None: no
    match. An empty query matches everything (the filters decide). A card's text is searched
    with its own filter, not here: a name is what a player says at the table."""
    if not words:
        return 7
    if number and entry.number == number:
        return 0
    if not all(any(alt in entry.blob for alt in alts) for alts in alternatives):
        return None  # one look at every name at once: most cards stop here
    phrase = " ".join(words)
    if phrase in entry.folded_names:
        return 2
    if any(name.startswith(phrase) for name in entry.folded_names):
        return 3
    if any(all(word in name for word in words) for name in entry.folded_names):
        return 4
    if any(len(a) > 1 for a in alternatives) and any(
            all(any(alt in name for alt in alts) for alts in alternatives)
            for name in entry.folded_names):
        return 5
    return None


def corrections(state: Held, word: str) -> set[str]:
    """Name words one edit from `word` (two for words of eight letters or more), the first
    letter kept: each name word is filed once under its deletions (rulesite's speller does
    the same for the rules' words)."""
    if len(word) < 4 or not word.isalpha():
        return set()
    edits = 2 if len(word) >= 8 else 1
    if state.by_deletion is None:
        with _lock:
            filed: dict[str, list[str]] = {}
            frequency: dict[str, int] = {}
            for entry in state.entries:
                for name in entry.folded_names:
                    for w in name.split():
                        frequency[w] = frequency.get(w, 0) + 1
            state.frequency = frequency
            vocabulary = [w for w in frequency if len(w) >= 4 and w.isalpha()]
            for name_word in vocabulary:
                # one deletion per name word keeps the table small; a long typed word's two
                # deletions still meet a name word two edits away in most typos
                for variant in _deletions(name_word, 1):
                    filed.setdefault(variant, []).append(name_word)
            # tuples: a third of the memory of sets, for a table read many times
            state.by_deletion = {k: tuple(v) for k, v in filed.items()}
    found: set[str] = set()
    for variant in _deletions(word, edits):
        found.update(state.by_deletion.get(variant, ()))
    return {w for w in found if _distance(word, w) <= edits}


def _deletions(word: str, edits: int) -> set[str]:
    found = {word}
    for _ in range(min(edits, len(word) - 1)):
        found |= {v[:i] + v[i + 1:] for v in found for i in range(1, len(v))}
    return found


def _distance(a: str, b: str) -> int:
    """Edits (a letter changed, added, removed, or two swapped) from a to b."""
    previous2: list[int] = []
    previous = list(range(len(b) + 1))
    for i, ca in enumerate(a, 1):
        row = [i]
        for j, cb in enumerate(b, 1):
            cost = 0 if ca == cb else 1
            value = min(previous[j] + 1, row[j - 1] + 1, previous[j - 1] + cost)
            if i > 1 and j > 1 and ca == b[j - 2] and a[i - 2] == cb:
                value = min(value, previous2[j - 2] + 1)
            row.append(value)
        previous2, previous = previous, row
    return previous[-1]
