"""search(): one query against the index, ranked and turned into hits.

Ranking, best first:
  0. the rule whose number is the whole query, then its sub-rules in rules order;
  1. terms whose name or alias is the whole query (any language, punctuation as typed);
  2. the rules that define those terms (with no such term: those of the best term of 3);
  3. other terms whose names hold every word of the query;
  4. everything else, by score (names count more than titles, titles more than text; an
     official Q&A entry counts a little less than a rule).

All tiers come from one pass of scoring over the postings in memory (querying.py), plus a few
direct look-ups (names, rule numbers); only the hits shown are read from the index's stored
fields.
"""
from __future__ import annotations

import logging

from rules import numbers
from rulesite.search import fallback
from rulesite.search.analysis import LANGUAGES
from rulesite.search.hits import Hit, Renderer, Results
from rulesite.search.opened import OpenIndex
from rulesite.search.querying import Plan, Scores, clean, cover_scores, main_scores, make_plan
from rulesite.search.scoring import top
from rulesite.search.store import holder
from rulesite.search.tables import IndexDamagedError, Tables

logger = logging.getLogger(__name__)

CANDIDATES = 60  # scored documents looked at before the tiers are applied
# An official Q&A entry matching as well as a rule comes after it: the rules are the answer a
# search is first for, the publisher's Q&A the worked example beside them.
RULING_WEIGHT = 0.6

__all__ = ["Hit", "Results", "search"]


def search(game_id: str, query: str, limit: int = 20, language: str | None = None) -> Results:
    """Rules and glossary terms of one game for `query`, best first. Never raises for any
    query text; an empty or unusable query gives no hits."""
    text = clean(query or "")
    if not text or limit < 1:
        return Results(text, [])
    language = (language or "en")[:2].lower()
    language = language if language in LANGUAGES else "en"
    with holder.use() as index:
        if index is None:
            return fallback.search(game_id, text, limit)
        key = (game_id, text, limit, language)
        known = holder.recall(key)
        if isinstance(known, Results):  # the holder keeps what this function gave it
            return known
        try:
            found = _run(index, game_id, text, limit, language)
        except IndexDamagedError:
            logger.exception("search index could not be read")
        except Exception:
            # a bug of the search code, not damage: the index stays, this query is answered
            # by the slower search, and the log says where
            logger.exception("search failed for %r", text[:100])
            return fallback.search(game_id, text, limit)
        else:
            holder.remember(key, found)
            return found
    holder.broken()
    return fallback.search(game_id, text, limit)


def _run(index: OpenIndex, game_id: str, text: str, limit: int, language: str) -> Results:
    tables = index.tables
    speller = index.speller_for(game_id)
    plan = make_plan(text, tables, speller, game_id=game_id)
    if plan.number:
        results = _number_results(tables, game_id, plan, plan.number, limit)
        # A bare number that is no chapter ("500", "99") is a number in the text.
        if results.hits or "-" in plan.number:
            return results
        plan = make_plan(text, tables, speller, rule_number=False, game_id=game_id)
    docs = _ranked(tables, game_id, plan, limit)[:limit]
    render = Renderer(plan.highlight_words(), language, index.glossary_terms)
    return Results(text, [render.hit(tables.stored(doc)) for doc in docs],
                   suggestion=plan.suggestion)


def _number_results(tables: Tables, game_id: str, plan: Plan, number: str,
                    limit: int) -> Results:
    """The rule itself, then its sub-rules in rules order; `7-1` is never `7-10` (the
    `within` field holds whole numbers, not prefixes of text). A number that does not exist
    suggests its nearest existing parent."""
    allowed = tables.of(game_id, "rule")
    found = [tables.stored(doc) for doc in tables.exact("within", number) if doc in allowed]
    docs = sorted(found, key=lambda doc: doc["sort_key"])
    render = Renderer([], "en")  # nothing to mark: the number is the match
    hits = [render.hit(doc) for doc in docs[:limit]]
    exact = hits[0].url if docs and docs[0]["number"] == number else None
    suggestion = None
    if not docs:
        suggestion = next((n for n in reversed(numbers.ancestors(number))
                           if _rule_docs(tables, game_id, [n])), None)
    return Results(plan.text, hits, exact_url=exact, suggestion=suggestion)


def _rule_docs(tables: Tables, game_id: str, wanted: list[str]) -> list[int]:
    """The rules with these numbers, in the order asked for."""
    allowed = tables.of(game_id, "rule")
    found = (doc for number in dict.fromkeys(wanted) for doc in tables.exact("number", number))
    return [doc for doc in found if doc in allowed]


def _ranked(tables: Tables, game_id: str, plan: Plan, limit: int) -> list[int]:
    scores = main_scores(plan, tables)
    for doc in tables.of(game_id, "ruling").intersection(scores):
        scores[doc] *= RULING_WEIGHT
    scored = top(scores, tables.of(game_id), max(limit, CANDIDATES))
    rank = {doc: position for position, doc in enumerate(scored)}
    terms = tables.of(game_id, "term")
    exact: Scores = {}
    for key in plan.keys:
        for doc in tables.docs("names", key):
            exact[doc] = exact.get(doc, 0.0) + 1.0
    exact_terms = _by_rank(top(exact, terms), rank)
    covering = _by_rank(top(cover_scores(plan, tables) or {}, terms), rank)
    # With no exact name, the best term whose names hold the query ("Bloqueadores", plural)
    # brings its defining rules along, as an exact name would.
    leading = exact_terms or covering[:1]
    ordered = dict.fromkeys([*leading, *_defining_rules(tables, game_id, leading, rank),
                             *covering, *scored])
    return list(ordered)


def _by_rank(docs: list[int], rank: dict[int, int]) -> list[int]:
    """`docs` in the order of the main query's scores; the others after them, as they were."""
    return sorted(docs, key=lambda doc: rank.get(doc, len(rank)))


def _defining_rules(tables: Tables, game_id: str, terms: list[int],
                    rank: dict[int, int]) -> list[int]:
    """The rules that define the matched terms: those the query's words also found first
    (best score first), then the rest in the glossary's order."""
    wanted = [n for doc in terms for n in tables.stored(doc).get("rules") or []]
    return _by_rank(_rule_docs(tables, game_id, wanted), rank)
