"""Adding up scores over the postings in memory (tables.py): the operations the ranking is
made of (querying.py says which parts a query has and what each weighs).

  term_scores      one term's postings, boosted
  summed           a sum: every part a document matches counts
  best_of          a maximum: a word in five languages counts once, by its best field
  every_word_bonus a document holding every word gets their scores once more
  phrase_bonus     a rule holding the words side by side gets their scores once more, boosted
  top              the best documents of a game
"""
from __future__ import annotations

from itertools import compress

from rulesite.search.analysis import terms_of
from rulesite.search.tables import Tables

Scores = dict[int, float]  # document number -> score
Terms = list[tuple[str, str, float]]  # (field, term, boost)


def term_scores(tables: Tables, fieldname: str, term: str, boost: float = 1.0) -> Scores:
    """Every document holding the term, with its score times `boost` (built in one go: a
    common word's postings are the longest thing a query reads)."""
    docs, scores = tables.postings(fieldname, term)
    return dict(zip(docs, scores if boost == 1.0 else map(boost.__mul__, scores), strict=True))


def summed(parts: list[Scores], fresh: bool = False) -> Scores:
    """Each document's scores added up: the others are added to the largest part, which is
    copied first unless the parts are `fresh` (made for this sum, free to change). A part
    alone is the sum itself (sums are never changed afterwards)."""
    parts = sorted((part for part in parts if part), key=len, reverse=True)
    if len(parts) < 2:
        return parts[0] if parts else {}
    total = parts[0] if fresh else dict(parts[0])
    get = total.get
    for part in parts[1:]:
        for doc, score in part.items():
            total[doc] = get(doc, 0.0) + score
    return total


def best_of(tables: Tables, terms: Terms) -> Scores:
    """Each document's best score among `terms` (a word in five languages counts once)."""
    found: Scores = {}
    get = found.get
    for fieldname, term, boost in terms:
        docs, scores = tables.postings(fieldname, term)
        for doc, score in zip(docs, scores, strict=True):
            score *= boost
            if score > get(doc, 0.0):
                found[doc] = score
    return found


def group_scores(tables: Tables, terms: Terms, best: bool) -> Scores:
    """A group of terms: the best of them for each document, or all of them added up."""
    if best:
        return best_of(tables, terms)
    return summed([term_scores(tables, fieldname, term, boost)
                   for fieldname, term, boost in terms], fresh=True)


def every_word_bonus(clauses: list[Scores], boost: float) -> Scores:
    """Documents found by every clause get the clauses' scores once more."""
    if len(clauses) < 2:
        return {}
    smallest = min(clauses, key=len)
    common = set(smallest).intersection(*clauses)
    return {doc: boost * sum(clause[doc] for clause in clauses) for doc in common}


def top(scores: Scores, allowed: frozenset[int], limit: int | None = None) -> list[int]:
    """The documents of `allowed` by score, best first; equal scores in index order.

    A common word at scale scores thousands of documents: only those at or above the
    limit-th best score of all are picked out and sorted (if other games' documents took
    some of those places, every allowed document is)."""
    docs = None
    if limit is not None and len(scores) > limit:
        cut = sorted(scores.values(), reverse=True)[limit - 1]
        docs = list(filter(allowed.__contains__,
                           compress(scores, map(cut.__le__, scores.values()))))
        docs = docs if len(docs) >= limit else None
    if docs is None:
        docs = list(filter(allowed.__contains__, scores))
    docs.sort()  # index order first: the stable sort by score keeps it for equal scores
    docs.sort(key=scores.__getitem__, reverse=True)
    return docs if limit is None else docs[:limit]


def phrase_docs(tables: Tables, terms: list[str]) -> set[int]:
    """Rules whose text holds `terms` side by side, in order (two terms or more). Each
    neighbouring pair is looked up in the pairs field; a longer phrase is then confirmed in
    the few texts holding all its pairs."""
    found: set[int] | None = None
    for pair in zip(terms, terms[1:], strict=False):
        docs = tables.docs("pairs", f"{pair[0]} {pair[1]}")
        found = set(docs) if found is None else found.intersection(docs)
        if not found:
            return set()
    if found is not None and len(terms) > 2:  # (not None when there were pairs)
        found = {doc for doc in found if _holds(tables, doc, terms)}
    return found or set()


def _holds(tables: Tables, doc: int, terms: list[str]) -> bool:
    text = terms_of("body", tables.stored(doc).get("body") or "")
    width = len(terms)
    return any(text[i:i + width] == terms for i in range(len(text) - width + 1)
               if text[i] == terms[0])


def phrase_bonus(tables: Tables, terms: list[str], boost: float) -> Scores:
    """A rule holding the phrase gets its words' body scores again, times `boost`."""
    if len(terms) < 2 or not all(tables.has("body", term) for term in terms):
        return {}
    return {doc: sum(tables.score("body", term, doc) for term in terms) * boost
            for doc in phrase_docs(tables, terms)}
