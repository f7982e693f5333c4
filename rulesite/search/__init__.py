"""Search over the rules and the glossary of every game, on one Whoosh index.

The index spans the apps (rules and glossary), so it lives in the project. Its parts:
  analysis   folding, term-name keys, analyzers and the schema; words' terms, remembered
  documents  the plain dicts that go into the index
  store      building the index atomically, `index_is_current`, the shared open index
  tables     the open index's postings in memory, each with its BM25 score
  spelling   typo corrections from the index's vocabulary
  querying   the query text -> a plan -> each document's score (never a query syntax)
  scoring    adding up scores: sums, best of, every word, phrases
  synonyms   players' words -> the rules' words (a reviewed list)
  hits       stored documents -> hits in the reader's language
  snippets   text around the matches, matches in <mark>, the rest escaped
  engine     `search()` and the ranking tiers

Use it as `from rulesite import search; search.search("optcg", "blocker")`.
"""
from __future__ import annotations

from rulesite.search.documents import documents
from rulesite.search.engine import Hit, Results, search
from rulesite.search.querying import MAX_QUERY_CHARS
from rulesite.search.store import build_index, holder, index_is_current

__all__ = ["MAX_QUERY_CHARS", "Hit", "Results", "build_index", "documents", "holder",
           "index_is_current", "search"]
