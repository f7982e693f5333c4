"""The search's ranking over the postings in memory, held against Whoosh's own reading of the
same index: the same scores, the same words marked, the same phrases, the same typo fixes.
The search ranks from tables read once per opened index (rulesite/search/tables.py); these
tests make sure that shortcut changes nothing a reader would see."""
from __future__ import annotations

import html
import math
import random
import re

import pytest
from whoosh import query as wq
from whoosh.support.levenshtein import damerau_levenshtein

from rulesite import search
from rulesite.search import opened, querying, store
from rulesite.search.analysis import (
    DEFINITION_FIELDS,
    NAME_FIELDS,
    SCORED_FIELDS,
    fold,
    word_terms,
)
from rulesite.search.scoring import phrase_docs

pytestmark = pytest.mark.django_db


@pytest.fixture
def index():
    with store.holder.use() as opened:
        assert opened is not None
        yield opened


def whoosh_scores(searcher, fieldname: str, term: str) -> dict[int, float]:
    """Whoosh's own BM25F score of every document holding `term`."""
    return {hit.docnum: hit.score
            for hit in searcher.search(wq.Term(fieldname, term), limit=None)}


def test_it_scores_each_word_exactly_as_whoosh_bm25f_does(index):
    chosen = random.Random(5)
    for fieldname in SCORED_FIELDS:
        terms = sorted(index.tables.scored[fieldname])
        assert terms, fieldname
        for term in chosen.sample(terms, min(15, len(terms))):
            docs, scores = index.tables.postings(fieldname, term)
            expected = whoosh_scores(index.searcher, fieldname, term)
            assert list(docs) == sorted(expected), (fieldname, term)
            for doc, score in zip(docs, scores, strict=True):
                assert math.isclose(score, expected[doc], rel_tol=1e-12), (fieldname, term)


@pytest.mark.parametrize("word", ["blocker", "Ablagestapel", "turn", "Bloqueador", "power"])
def test_it_counts_a_word_once_per_group_of_languages_by_its_best_field(index, word):
    """A one-word query: the best of the name fields, the best of the definitions, the
    title and the text added up, plus the bonus for the whole query being a name."""
    plan = querying.make_plan(word, index.tables, index.speller)
    assert not plan.corrections and not plan.expansions
    expected: dict[int, float] = {}

    def group(fields: tuple[str, ...], weight: float, best: bool) -> None:
        found: dict[int, float] = {}
        for fieldname in fields:
            for term in word_terms(fieldname).all(word):
                for doc, score in whoosh_scores(index.searcher, fieldname, term).items():
                    score *= weight
                    found[doc] = max(found.get(doc, 0.0), score) if best \
                        else found.get(doc, 0.0) + score
        for doc, score in found.items():
            expected[doc] = expected.get(doc, 0.0) + score

    group(NAME_FIELDS, querying.NAME_WEIGHT, best=True)
    group(DEFINITION_FIELDS, querying.DEFINITION_WEIGHT, best=True)
    group(("title",), querying.FIELD_WEIGHTS["title"], best=False)
    group(("body",), querying.FIELD_WEIGHTS["body"], best=False)
    for key in plan.keys:
        for doc in index.searcher.docs_for_query(wq.Term("names", key)):
            expected[doc] = expected.get(doc, 0.0) + querying.EXACT_NAME_BOOST
    found = querying.main_scores(plan, index.tables)
    assert expected
    assert found.keys() == expected.keys()
    for doc, score in expected.items():
        assert math.isclose(found[doc], score, rel_tol=1e-9), (word, doc)


def test_it_reads_every_stored_text_word_by_word_as_the_index_did(index):
    """Snippets mark, and phrases are confirmed on, the words the analyzers gave the index."""
    schema = index.searcher.schema
    seen = 0
    for doc in range(index.searcher.doc_count_all()):
        stored = index.tables.stored(doc)
        texts = [("body", stored.get("body") or ""), ("title", stored.get("title") or "")]
        for language, definition in (stored.get("term_definitions") or {}).items():
            if f"definition_{language}" in schema:
                texts.append((f"definition_{language}", definition))
        for language, name in (stored.get("term_names") or {}).items():
            if f"name_{language}" in schema:
                texts.append((f"name_{language}", name))
        for fieldname, text in texts:
            whole = [token.text for token in schema[fieldname].analyzer(text)]
            assert word_terms(fieldname).all(text) == whole, (fieldname, text)
            seen += 1
    assert seen > 2000


def phrase_holders(index, terms: list[str]) -> set[int]:
    """Rules whose text, as the index's analyzer reads it, holds `terms` in a row."""
    analyzer = index.searcher.schema["body"].analyzer
    found = set()
    for doc in index.tables.of("optcg", "rule"):
        text = [token.text for token in analyzer(index.tables.stored(doc).get("body") or "")]
        if any(text[i:i + len(terms)] == terms for i in range(len(text))):
            found.add(doc)
    return found


@pytest.mark.parametrize("phrase", [
    "end of the turn", "once per turn", "damage step", "5 Character cards",
    "battle in their own first turn", "turn end", "Character cards 5", "DON!! card given",
])
def test_it_finds_a_phrase_only_where_its_words_stand_in_a_row(index, phrase):
    terms = word_terms("body").all(phrase)
    expected = phrase_holders(index, terms)
    found = {doc for doc in phrase_docs(index.tables, terms) if doc in index.tables.of("optcg")}
    assert found == expected, phrase
    if phrase in ("end of the turn", "once per turn", "5 Character cards"):
        assert expected  # the rules do say so


def typos(word: str, chosen: random.Random) -> list[str]:
    at = chosen.randrange(1, len(word))
    swapped = word[:at - 1] + word[at] + word[at - 1] + word[at + 1:]
    return [word[:at] + word[at + 1:], word[:at] + "q" + word[at:], swapped,
            word[:at] + "z" + word[at + 1:], word]


def corrections_by_comparing_everything(vocabulary, word: str) -> list[str]:
    folded = fold(word)
    if len(folded) < 4 or not folded.isalpha():
        return []
    most = 1 if len(folded) < 6 else 2
    ranked = [(damerau_levenshtein(folded, candidate, most), -count, candidate)
              for candidate, count in vocabulary.get(folded[0], [])
              if candidate != folded and abs(len(candidate) - len(folded)) <= most]
    return [candidate for distance, _, candidate in sorted(ranked) if distance <= most][:3]


def test_it_suggests_what_comparing_the_whole_vocabulary_would(index):
    root = store.index_root()
    # each game has its own vocabulary: a typo is corrected to that game's words only
    vocabulary = opened.read_vocabulary(root / store.read_pointer(root)["folder"])["optcg"]
    words = sorted(word for group in vocabulary.values() for word, _ in group if len(word) >= 4)
    chosen = random.Random(11)
    checked = 0
    for word in chosen.sample(words, 150):
        for typo in typos(word, chosen):
            expected = corrections_by_comparing_everything(vocabulary, typo)
            assert index.speller_for("optcg").corrections(typo) == expected, typo
            checked += bool(expected)
    assert checked > 300


@pytest.mark.parametrize("query", ["attacking blockers", "Life cards", "end of turn"])
def test_it_marks_in_the_snippets_every_word_the_search_matched_and_no_other(index, query):
    analyzer = index.searcher.schema["body"].analyzer
    wanted = {token.text for token in analyzer(query)}
    rules = [hit for hit in search.search("optcg", query).hits if hit.kind == "rule"]
    assert rules
    for hit in rules:
        for part in re.split(r"(<mark>.*?</mark>)", hit.snippet):
            marked = part.startswith("<mark>")
            text = html.unescape(re.sub(r"</?mark>", "", part))
            terms = {token.text for token in analyzer(text)}
            if marked:
                assert terms and terms <= wanted, (query, hit.id, part)
            else:
                assert not terms & wanted, (query, hit.id, part)
