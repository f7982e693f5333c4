"""search(): one query against the index, ranked and turned into hits.

Ranking, best first:
  0. the rule whose number is the whole query, then its sub-rules in rules order;
  1. terms whose name or alias is the whole query (any language, punctuation as typed);
  2. the rules that define those terms (with no such term: those of the best term of 3);
  3. other terms whose names hold every word of the query;
  4. everything else, by score (names count more than titles, titles more than text).
"""
from __future__ import annotations

import logging

from whoosh import query as wq

from rules import numbers
from rulesite.search.analysis import LANGUAGES
from rulesite.search.hits import Hit, Renderer, Results
from rulesite.search.querying import (
    Lexicon,
    Plan,
    clean,
    cover_query,
    main_query,
    make_plan,
)
from rulesite.search.store import INDEX_ERRORS, holder

logger = logging.getLogger(__name__)

CANDIDATES = 60  # scored documents looked at before the tiers are applied

__all__ = ["Hit", "Results", "search"]


def search(game_id: str, query: str, limit: int = 20, language: str | None = None) -> Results:
    """Rules and glossary terms of one game for `query`, best first. Never raises for any
    query text; an empty or unusable query gives no hits."""
    text = clean(query or "")
    if not text or limit < 1:
        return Results(text, [])
    language = (language or "en")[:2].lower()
    language = language if language in LANGUAGES else "en"
    with holder.use() as searcher:
        if searcher is None:
            return Results(text, [], unavailable=True)
        key = (game_id, text, limit, language)
        found = holder.recall(key)
        if found is not None:
            return found
        try:
            found = _run(Lexicon(searcher, holder.vocabulary), game_id, text, limit, language)
        except INDEX_ERRORS:
            logger.exception("search index could not be read")
        else:
            return holder.remember(key, found)
    holder.broken()
    return Results(text, [], unavailable=True)


def _run(lexicon: Lexicon, game_id: str, text: str, limit: int, language: str) -> Results:
    plan = make_plan(text, lexicon)
    if plan.number:
        results = _number_results(lexicon, game_id, plan, limit)
        # A bare number that is no chapter ("500", "99") is a number in the text.
        if results.hits or "-" in plan.number:
            return results
        plan = make_plan(text, lexicon, rule_number=False)
    docs = _ranked(lexicon, game_id, plan, limit)
    render = Renderer(lexicon.schema, plan.highlight_words(), language)
    return Results(text, [render.hit(doc) for doc in docs[:limit]], suggestion=plan.suggestion)


def _find(lexicon: Lexicon, query: wq.Query, game_id: str, kind: str | None = None,
          limit: int | None = None) -> list[dict]:
    """The stored fields of the best documents of one game (and kind): a search never mixes
    games. The game's documents are worked out once per opened index; none means no hits
    (Whoosh would read an empty filter as no filter at all)."""
    key = (game_id, kind)
    if key not in holder.filters:
        parts = [wq.Term("game", game_id)] + ([wq.Term("kind", kind)] if kind else [])
        holder.filters[key] = set(lexicon.searcher.docs_for_query(wq.And(parts)))
    allowed = holder.filters[key]
    if not allowed:
        return []
    return [hit.fields() for hit in lexicon.searcher.search(query, limit=limit,
                                                            filter=allowed)]


def _number_results(lexicon: Lexicon, game_id: str, plan: Plan, limit: int) -> Results:
    """The rule itself, then its sub-rules in rules order; `7-1` is never `7-10` (the
    `within` field holds whole numbers, not prefixes of text). A number that does not exist
    suggests its nearest existing parent."""
    found = _find(lexicon, wq.Term("within", plan.number), game_id, "rule")
    docs = sorted(found, key=lambda doc: doc["sort_key"])
    render = Renderer(lexicon.schema, [], "en")  # nothing to mark: the number is the match
    hits = [render.hit(doc) for doc in docs[:limit]]
    exact = hits[0].url if docs and docs[0]["number"] == plan.number else None
    suggestion = None
    if not docs:
        suggestion = next((n for n in reversed(numbers.ancestors(plan.number))
                           if _rule_docs(lexicon, game_id, [n])), None)
    return Results(plan.text, hits, exact_url=exact, suggestion=suggestion)


def _rule_docs(lexicon: Lexicon, game_id: str, wanted: list[str]) -> list[dict]:
    """The rules with these numbers, in the order asked for."""
    if not wanted:
        return []
    found = _find(lexicon, wq.Or([wq.Term("number", n) for n in wanted]), game_id, "rule")
    by_number = {doc["number"]: doc for doc in found}
    return [by_number[n] for n in wanted if n in by_number]


def _ranked(lexicon: Lexicon, game_id: str, plan: Plan, limit: int) -> list[dict]:
    query = main_query(plan, lexicon)
    if query is None:
        return []
    scored = _find(lexicon, query, game_id, limit=max(limit, CANDIDATES))
    rank = {doc["doc_id"]: position for position, doc in enumerate(scored)}
    exact = _terms(lexicon, game_id, wq.Or([wq.Term("names", k) for k in plan.keys])
                   if plan.keys else None, rank)
    covering = _terms(lexicon, game_id, cover_query(plan, lexicon), rank)
    # With no exact name, the best term whose names hold the query ("Bloqueadores", plural)
    # brings its defining rules along, as an exact name would.
    leading = exact or covering[:1]
    ordered: dict[str, dict] = {}
    for doc in [*leading, *_defining_rules(lexicon, game_id, leading, rank), *covering,
                *scored]:
        ordered.setdefault(doc["doc_id"], doc)
    return list(ordered.values())


def _terms(lexicon: Lexicon, game_id: str, query: wq.Query | None,
           rank: dict[str, int]) -> list[dict]:
    """The terms matching `query`, in the order of the main query's scores."""
    if query is None:
        return []
    found = _find(lexicon, query, game_id, "term")
    return sorted(found, key=lambda doc: rank.get(doc["doc_id"], len(rank)))


def _defining_rules(lexicon: Lexicon, game_id: str, terms: list[dict],
                    rank: dict[str, int]) -> list[dict]:
    """The rules that define the matched terms: those the query's words also found first
    (best score first), then the rest in the glossary's order."""
    wanted = list(dict.fromkeys(n for doc in terms for n in doc.get("rules") or []))
    docs = _rule_docs(lexicon, game_id, wanted)
    return sorted(docs, key=lambda doc: rank.get(doc["doc_id"], len(rank)))
