"""What a person typed, turned into a plan and into Whoosh query objects.

Nothing here hands user text to Whoosh's query language: quotes, AND, OR, parentheses, `*` and
`?` are just characters, and the words are analysed field by field with the index's own
analyzers, so a query is stemmed and folded exactly like the documents.
"""
from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass, field

from whoosh import query as wq
from whoosh.lang import stemmer_for_language
from whoosh.searching import Searcher
from whoosh.support.levenshtein import damerau_levenshtein

from rules import numbers
from rulesite.search.analysis import (
    ENGLISH_STOPWORDS,
    LANGUAGES,
    WORD,
    definition_field,
    fold,
    folded_stopwords,
    name_field,
    name_keys,
)
from rulesite.search.synonyms import SYNONYMS

MAX_QUERY_CHARS = 500
MAX_WORDS = 24  # more words add nothing but time
NAME_FIELDS = (*(name_field(language) for language in LANGUAGES), "name_any")
DEFINITION_FIELDS = tuple(definition_field(language) for language in LANGUAGES)
# How much a word found in each field counts: a term's name beats a rule's title, which beats
# a passing mention in running text. A term's name and definition exist in five languages and
# often share words ("[Blocker]" in German is "[Blocker]"), so each group counts once, by its
# best field.
NAME_WEIGHT = 4.0
DEFINITION_WEIGHT = 1.2
FIELD_WEIGHTS = {
    **{name: NAME_WEIGHT for name in NAME_FIELDS},
    **{name: DEFINITION_WEIGHT for name in DEFINITION_FIELDS},
    "title": 2.5,
    "body": 1.0,
}
EXACT_NAME_BOOST = 40.0  # the query is a term's name or alias (tiers: see engine.py)
CORRECTION_WEIGHT = 0.7  # a typo's correction counts a little less than a real match
ALL_WORDS_BOOST = 1.0  # a document holding every word of a longer query
PHRASE_BOOST = 2.0  # a rule's text holding the query word for word
PAIR_BOOST = 1.0  # ... or two of its words side by side
SYNONYM_WEIGHT = 0.5  # a synonym's single word: less than a word the person typed
SYNONYM_PHRASE_BOOST = 4.0  # a synonym's wording found as the rules write it: strong evidence
MULTIWORD_NAME_FACTOR = 0.35  # a name holding one word of a longer question (see main_query)
STOPWORDS = frozenset().union(*(folded_stopwords(language) for language in LANGUAGES))
_STEM = stemmer_for_language("en")


def clean(text: str) -> str:
    """NUL and invisible format characters (zero-width space, soft hyphen) go; other control
    characters become spaces; the result is cut to MAX_QUERY_CHARS at a space, so a long
    query never ends in half a word."""
    text = "".join(_CLEAN.get(unicodedata.category(ch), ch) if ch != "\x00" else ""
                   for ch in text[:MAX_QUERY_CHARS * 4])
    text = " ".join(text.split())
    if len(text) <= MAX_QUERY_CHARS:
        return text
    head = text[:MAX_QUERY_CHARS + 1].rpartition(" ")[0]
    return head if head else text[:MAX_QUERY_CHARS]


_CLEAN = {"Cc": " ", "Cf": "", "Cs": "", "Co": "", "Cn": ""}


def split_words(text: str) -> list[str]:
    """The query's words, each once (by folded form), at most MAX_WORDS. Single letters go
    when there are other words: the "d" of "K.O.'d" and the "s" of "opponent's" find noise;
    an "X" (as in "DON!! -X") or a digit stays."""
    seen: dict[str, str] = {}
    for word in WORD.findall(text):
        seen.setdefault(fold(word).replace(".", "").replace("_", ""), word)
    words = [word for key, word in seen.items() if key]
    if len(words) > 1:
        words = [w for w in words if len(w) > 1 or w.isdigit() or w in "xX"] or words
    return words[:MAX_WORDS]


@dataclass
class Plan:
    text: str
    words: list[str]
    number: str | None = None  # the whole query is this rule number
    cited: list[str] = field(default_factory=list)  # rule numbers written inside the query
    keys: list[str] = field(default_factory=list)  # the query as a term name
    corrections: dict[str, list[str]] = field(default_factory=dict)  # unknown word -> words
    expansions: list[str] = field(default_factory=list)  # the rules' wording (synonyms)
    suggestion: str | None = None

    def highlight_words(self) -> list[str]:
        found = list(self.words)
        for words in self.corrections.values():
            found.extend(words)
        for phrase in self.expansions:
            found.extend(WORD.findall(phrase))
        return found


class Lexicon:
    """The index's vocabulary, as seen by one searcher: analysis, known words, corrections."""

    def __init__(self, searcher: Searcher,
                 vocabulary: dict[str, list[tuple[str, int]]] | None = None) -> None:
        self.searcher = searcher
        self.vocabulary = vocabulary or {}  # by first letter: [(word, documents)]
        self.schema = searcher.schema
        self.reader = searcher.reader()
        self._tokens: dict[tuple[str, str], tuple[str, ...]] = {}

    def tokens(self, fieldname: str, word: str) -> tuple[str, ...]:
        key = (fieldname, word)
        if key not in self._tokens:
            analyzer = self.schema[fieldname].analyzer
            self._tokens[key] = tuple(t.text for t in analyzer(word, mode="query"))
        return self._tokens[key]

    def known(self, word: str) -> bool:
        return any(self.reader.doc_frequency(name, token) > 0
                   for name in FIELD_WEIGHTS for token in self.tokens(name, word))

    def corrections(self, word: str, limit: int = 3) -> list[str]:
        """Vocabulary words one edit (words of 4-5 letters) or two edits (6 or more) away,
        closest and most frequent first. The first letter is trusted, as typists rarely miss
        it, which keeps the comparison to a small part of the vocabulary."""
        folded = fold(word)
        if len(folded) < 4 or not folded.isalpha():
            return []
        limit_distance = 1 if len(folded) < 6 else 2
        ranked = []
        for candidate, frequency in self.vocabulary.get(folded[0], []):
            if abs(len(candidate) - len(folded)) > limit_distance or candidate == folded:
                continue
            distance = damerau_levenshtein(folded, candidate, limit_distance)
            if distance <= limit_distance:
                ranked.append((distance, -frequency, candidate))
        return [candidate for _, _, candidate in sorted(ranked)[:limit]]


def make_plan(text: str, lexicon: Lexicon, rule_number: bool = True) -> Plan:
    """What to look for; with `rule_number`, a query that is a rule number is only that."""
    number = numbers.normalize(text) if rule_number else None
    plan = Plan(text=text, words=split_words(text), number=number)
    if plan.number:
        return plan
    plan.cited = [numbers.normalize(n) or n for n in numbers.IN_TEXT.findall(text)]
    plan.keys = sorted(name_keys(text))
    for word in plan.words:
        if fold(word) in STOPWORDS or lexicon.known(word):
            continue
        found = lexicon.corrections(word)
        if found:
            plan.corrections[word] = found
    if plan.corrections:
        plan.suggestion = _corrected(text, plan.corrections)
        plan.keys += sorted(name_keys(plan.suggestion) - set(plan.keys))
    plan.expansions = synonym_phrases(plan.words)
    return plan


def _corrected(text: str, corrections: dict[str, list[str]]) -> str:
    def replace(match: re.Match) -> str:
        word = match.group(0)
        found = corrections.get(word)
        if not found:
            return word
        return found[0].capitalize() if word[:1].isupper() else found[0]

    return WORD.sub(replace, text)


def synonym_phrases(words: list[str]) -> list[str]:
    """The rules' wording for the players' phrases found in the query (see synonyms.py).
    Stop words do not count: "attack on my first turn" holds "attack first turn"."""
    stems = _content_stems(words)
    found: list[str] = []
    for phrase, replacement in SYNONYMS:
        wanted = _content_stems(WORD.findall(phrase))
        fires = bool(wanted) and any(stems[i:i + len(wanted)] == wanted
                                     for i in range(len(stems)))
        if fires and replacement not in found:
            found.append(replacement)
    return found


def _content_stems(words: list[str]) -> list[str]:
    return [_STEM(fold(w)) for w in words if fold(w) not in ENGLISH_STOPWORDS]


def word_query(lexicon: Lexicon, word: str, weight: float = 1.0,
               names: float = 1.0) -> wq.Query | None:
    """One word, looked up in every text field with that field's analysis; `names` scales
    the weight of the term-name fields (0 leaves them out)."""
    groups: list[wq.Query] = []
    for fields, factor in ((NAME_FIELDS, names), (DEFINITION_FIELDS, 1.0),
                           (("title",), 1.0), (("body",), 1.0)):
        if not factor:
            continue
        terms = [wq.Term(name, token, boost=FIELD_WEIGHTS[name] * factor * weight)
                 for name in fields for token in dict.fromkeys(lexicon.tokens(name, word))]
        if len(terms) > 1 and len(fields) > 1:
            groups.append(wq.DisjunctionMax(terms))
        else:
            groups.extend(terms)
    return wq.Or(groups) if groups else None


def main_query(plan: Plan, lexicon: Lexicon) -> wq.Query | None:
    """Any of the words (a typo's corrections standing in for it), a bonus for all of them,
    for the exact phrase, and for the whole query being a term's name."""
    clauses, strong = [], []
    # A name holding one word of a longer question is no better a match than a rule's text
    # holding it; names that hold every word are ranked apart (engine.py, tier 3).
    names = 1.0 if len(plan.words) == 1 else MULTIWORD_NAME_FACTOR
    for word in plan.words:
        # In a longer query, a stop word of any language ("on", "who", "die") counts only
        # where its own language's analyzer keeps it, and is not needed for "every word".
        weak = fold(word) in STOPWORDS and len(plan.words) > 1
        options = [word_query(lexicon, option, weight, names=0.0 if weak else names)
                   for option, weight in [(word, 1.0), *((c, CORRECTION_WEIGHT)
                                                         for c in plan.corrections.get(word, []))]]
        options = [o for o in options if o is not None]
        if options:
            clause = options[0] if len(options) == 1 else wq.Or(options)
            clauses.append(clause)
            if not weak:
                strong.append(clause)
    parts: list[wq.Query] = list(clauses)
    if len(strong) > 1:
        parts.append(wq.And(strong, boost=ALL_WORDS_BOOST))
    parts += phrase_queries([t for w in plan.words for t in lexicon.tokens("body", w)])
    for phrase in plan.expansions:
        parts += synonym_queries(lexicon, phrase)
    parts += [wq.Term("names", key, boost=EXACT_NAME_BOOST) for key in plan.keys]
    parts += [wq.Term("number", n, boost=10.0) for n in plan.cited]
    return wq.Or(parts) if parts else None


def phrase_queries(tokens: list[str]) -> list[wq.Query]:
    """Bonuses for words found side by side in a rule's text: the whole query, and each pair
    of neighbouring words ("first turn" in "can I attack on the first turn")."""
    if len(tokens) < 2:
        return []
    found: list[wq.Query] = [wq.Phrase("body", tokens, boost=PHRASE_BOOST)]
    if len(tokens) > 2:
        found += [wq.Phrase("body", list(pair), boost=PAIR_BOOST)
                  for pair in zip(tokens, tokens[1:], strict=False)]
    return found


def synonym_queries(lexicon: Lexicon, phrase: str) -> list[wq.Query]:
    """The rules' wording of a synonym: a phrase must be found as written (its words one by
    one would match half the rules); a single word counts a little less than a typed one."""
    tokens = [t for w in WORD.findall(phrase) for t in lexicon.tokens("body", w)]
    if len(tokens) > 1:
        return [wq.Phrase("body", tokens, boost=SYNONYM_PHRASE_BOOST)]
    found = word_query(lexicon, phrase, SYNONYM_WEIGHT)
    return [found] if found is not None else []


def cover_query(plan: Plan, lexicon: Lexicon) -> wq.Query | None:
    """Terms whose names (any language, aliases included) hold every word of the query, a
    typo's corrections standing in for it."""
    clauses = []
    for word in plan.words:
        options = [word, *plan.corrections.get(word, [])]
        terms = {wq.Term(name, token) for option in options for name in NAME_FIELDS
                 for token in lexicon.tokens(name, option)}
        if not terms:
            return None
        clauses.append(wq.Or(sorted(terms, key=str)))
    return wq.And(clauses) if clauses else None
