"""The open index's postings in memory, each with its BM25 score worked out once.

Whoosh's matchers walk every posting through several layers of Python objects on every query,
and a union over a dozen fields costs milliseconds. An index never changes once it is open, so
when it is opened the postings of the fields the search ranks by are read once into flat arrays
with the score each posting contributes, computed exactly as Whoosh's BM25F does (same formula,
statistics and stored field lengths). A query then only adds up numbers: the same scores, a
small fraction of the time, and the same for a query never asked before as for one asked
often. The glossary is kept whole too (a few hundred entries, whatever the number of rules);
everything else (rules' stored fields, rule numbers, word pairs) is read from Whoosh when asked.
"""
from __future__ import annotations

import math
from array import array
from bisect import bisect_left
from collections.abc import Iterable

from whoosh.searching import Searcher

from rulesite.search.analysis import SCORED_FIELDS

# Whoosh's BM25F defaults, which the ranking's weights were tuned with.
K1 = 1.2
B = 0.75
LISTED_FIELDS = ("names",)  # only which documents hold a term matters
LOOKED_UP_FIELDS = ("pairs", "number", "within")  # read from the index when asked
GROUP_FIELDS = ("game", "kind")  # which game, which kind: documents as sets

Postings = tuple[array, array]  # document numbers (ascending) and each one's score
_NO_DOCS = array("i")
EMPTY: Postings = (_NO_DOCS, array("d"))


class OutdatedIndexError(ValueError):
    """The index lacks a field this code ranks by: it was written by an older version."""


class Tables:
    """What one open index holds, ready for ranking. Read-only once built."""

    def __init__(self, searcher: Searcher) -> None:
        missing = [name for name in (*SCORED_FIELDS, *LISTED_FIELDS, *GROUP_FIELDS,
                                     *LOOKED_UP_FIELDS) if name not in searcher.schema]
        if missing:
            raise OutdatedIndexError(f"the index has no field {', '.join(missing)}")
        self.reader = searcher.reader()
        self.doc_count = searcher.doc_count_all()
        self.scored = {name: _scored(self.reader, name, self.doc_count)
                       for name in SCORED_FIELDS}
        self.listed = {name: dict(_lists(self.reader, name)) for name in LISTED_FIELDS}
        groups = {name: {text: frozenset(docs) for text, docs in _lists(self.reader, name)}
                  for name in GROUP_FIELDS}
        self.sets: dict[tuple[str, str | None], frozenset[int]] = {}  # (game, kind) -> docs
        for game, docs in groups["game"].items():
            self.sets[(game, None)] = docs
            for kind, of_kind in groups["kind"].items():
                self.sets[(game, kind)] = docs & of_kind
        # The glossary whole (a few hundred entries, whatever the number of rules): terms are
        # in most results, and each one's defining rules are looked up here, not per query.
        self.glossary = {doc: self.reader.stored_fields(doc)
                         for doc in sorted(groups["kind"].get("term", ()))}
        self.numbers: dict[str, list[int]] = {}
        for entry in self.glossary.values():
            for number in entry.get("rules") or []:
                self.numbers[number] = self._read_ids("number", number)

    def postings(self, fieldname: str, term: str | None) -> Postings:
        return self.scored[fieldname].get(term, EMPTY) if term else EMPTY

    def has(self, fieldname: str, term: str | None) -> bool:
        return bool(term) and term in self.scored[fieldname]

    def docs(self, fieldname: str, term: str) -> array | list[int]:
        """Documents holding `term` in a field where only that matters (names, pairs)."""
        if fieldname in self.listed:
            return self.listed[fieldname].get(term, _NO_DOCS)
        return self._read_ids(fieldname, term)

    def score(self, fieldname: str, term: str, doc: int) -> float:
        """The score of one document for one term (0 when the document lacks it)."""
        docs, scores = self.postings(fieldname, term)
        at = bisect_left(docs, doc)
        return scores[at] if at < len(docs) and docs[at] == doc else 0.0

    def of(self, game_id: str, kind: str | None = None) -> frozenset[int]:
        """The documents of a game, optionally of one kind ("rule" or "term")."""
        return self.sets.get((game_id, kind), frozenset())

    def exact(self, fieldname: str, value: str) -> list[int]:
        """Documents whose ID field (number, within) is `value`. These fields are read from
        the index when asked (they are the largest at scale), except the numbers of the
        glossary's defining rules."""
        if fieldname == "number" and value in self.numbers:
            return self.numbers[value]
        return self._read_ids(fieldname, value)

    def _read_ids(self, fieldname: str, value: str) -> list[int]:
        try:
            if not value or self.reader.doc_frequency(fieldname, value) == 0:
                return []
            return list(self.reader.postings(fieldname, value).all_ids())
        except Exception as error:  # noqa: BLE001 - a read of the index's files, as stored()
            raise IndexDamagedError(str(error)) from error

    def stored(self, doc: int) -> dict:
        """A document's stored fields (shared: not to be changed). The one read of the
        index's files a search makes (with _read_ids): what fails there is damage
        (IndexDamagedError), what fails anywhere else is a bug of ours."""
        found = self.glossary.get(doc)
        if found is not None:
            return found
        try:
            return self.reader.stored_fields(doc)
        except Exception as error:  # noqa: BLE001 - damaged files raise anything
            raise IndexDamagedError(str(error)) from error


class IndexDamagedError(Exception):
    """The index's files could not be read while searching."""


def _read(reader, fieldname: str, text: bytes, info) -> tuple[array, list[float]]:
    """A term's documents and the term's frequency in each. Most terms are in one document
    only: their term info already says which and how often, no postings to open."""
    if info.doc_frequency() == 1:
        return array("i", [info.min_id()]), [info.weight()]
    matcher = reader.postings(fieldname, text)
    docs, weights = array("i"), []
    while matcher.is_active():
        docs.append(matcher.id())
        weights.append(matcher.weight())
        matcher.next()
    return docs, weights


def _scored(reader, fieldname: str, doc_count: int) -> dict[str, Postings]:
    """Every term of a field with its postings' BM25 scores, as Whoosh's BM25F computes
    them: idf = log(N / (df + 1)) + 1 over the whole index, field lengths as stored (Whoosh
    keeps them to one byte, approximately), the average over every document."""
    average = reader.field_length(fieldname) / (doc_count or 1) or 1
    norms: dict[int, float] = {}  # document -> its length's part of the formula
    found: dict[str, Postings] = {}
    for text, info in reader.iter_field(fieldname):
        docs, weights = _read(reader, fieldname, text, info)
        idf = math.log(doc_count / (len(docs) + 1)) + 1
        scores = array("d")
        for doc, tf in zip(docs, weights, strict=True):
            norm = norms.get(doc)
            if norm is None:
                length = reader.doc_field_length(doc, fieldname, 1)
                norm = norms[doc] = K1 * ((1 - B) + B * length / average)
            scores.append(idf * ((tf * (K1 + 1)) / (tf + norm)))
        found[text.decode("utf-8")] = (docs, scores)
    return found


def _lists(reader, fieldname: str) -> Iterable[tuple[str, array]]:
    for text, info in reader.iter_field(fieldname):
        yield text.decode("utf-8"), _read(reader, fieldname, text, info)[0]
