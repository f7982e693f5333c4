"""One opened search index as a request uses it: the Whoosh searcher, its postings read into
memory (tables.py), its spelling lists (each game's words, from the vocabulary file written
beside the index) and the terms of its glossary entries (for the hits). store.py opens it.
"""
from __future__ import annotations

import json
from dataclasses import dataclass, field
from pathlib import Path

from whoosh.searching import Searcher

from rulesite.search.hits import TextTerms, entry_terms
from rulesite.search.spelling import Speller
from rulesite.search.tables import Tables

VOCABULARY = "vocabulary.json"  # inside an index folder: {word: how many documents hold it}


@dataclass(frozen=True)
class OpenIndex:
    """One opened index: the Whoosh searcher, its postings in memory, its spelling list and
    the terms of its glossary entries' names and definitions (for the hits)."""
    searcher: Searcher
    tables: Tables
    speller: Speller  # every game's words
    glossary_terms: dict[str, TextTerms]  # by doc_id
    spellers: dict[str, Speller] = field(default_factory=dict)  # each game's own words

    def speller_for(self, game_id: str) -> Speller:
        return self.spellers.get(game_id) or self.speller

    @classmethod
    def read(cls, searcher: Searcher, folder: Path) -> OpenIndex:
        tables = Tables(searcher)
        terms = {doc["doc_id"]: {name: frozenset(found) for name, found in shown.items()}
                 if isinstance(shown := doc.get("shown_terms"), dict) else entry_terms(doc)
                 for doc in tables.glossary.values()}
        vocabulary = read_vocabulary(folder)
        every: dict[str, list[tuple[str, int]]] = {}
        for by_letter in vocabulary.values():
            for letter, words in by_letter.items():
                every.setdefault(letter, []).extend(words)
        spellers = {game: Speller(by_letter) for game, by_letter in vocabulary.items() if game}
        return cls(searcher, tables, Speller(every), terms, spellers)



def read_vocabulary(folder: Path) -> dict[str, dict[str, list[tuple[str, int]]]]:
    """The spelling vocabulary of each game, by first letter; empty when the file is missing
    or damaged. A file of the earlier layout (one list for every game) is filed under ""."""
    try:
        words = json.loads((folder / VOCABULARY).read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}
    if not isinstance(words, dict):
        return {}
    games = words.get("games")
    if not isinstance(games, dict):
        games = {"": words}
    return {str(game): _by_letter(found) for game, found in games.items()
            if isinstance(found, dict)}


def _by_letter(words: dict) -> dict[str, list[tuple[str, int]]]:
    by_letter: dict[str, list[tuple[str, int]]] = {}
    for word, frequency in words.items():
        if isinstance(word, str) and word and isinstance(frequency, int):
            by_letter.setdefault(word[0], []).append((word, frequency))
    return by_letter
