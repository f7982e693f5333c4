"""What a person typed, turned into a plan, and the plan's scores for every document.

Nothing here hands user text to a query language: quotes, AND, OR, parentheses, `*` and `?`
are just characters, and the words are analysed field by field with the index's own
analyzers, so a query is stemmed and folded exactly like the documents. The scores are added
up over the index's postings in memory (scoring.py, tables.py).
"""
from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass, field
from functools import lru_cache

from whoosh.lang import stemmer_for_language

from rules import numbers
from rulesite.search.analysis import (
    DEFINITION_FIELDS,
    ENGLISH_STOPWORDS,
    LANGUAGES,
    NAME_FIELDS,
    WORD,
    field_terms,
    fold,
    folded_stopwords,
    name_keys,
    terms_of,
)
from rulesite.search.scoring import (
    Scores,
    every_word_bonus,
    group_scores,
    phrase_bonus,
    summed,
    term_scores,
)
from rulesite.search.spelling import Speller
from rulesite.search.synonyms import synonyms_of
from rulesite.search.tables import Tables

MAX_QUERY_CHARS = 500
MAX_WORDS = 24  # more words add nothing but time
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
CITED_NUMBER_BOOST = 10.0  # a rule number written inside a longer query
CORRECTION_WEIGHT = 0.7  # a typo's correction counts a little less than a real match
ALL_WORDS_BOOST = 1.0  # a document holding every word of a longer query
PHRASE_BOOST = 2.0  # a rule's text holding the query word for word
PAIR_BOOST = 1.0  # ... or two of its words side by side
SYNONYM_WEIGHT = 0.5  # a synonym's single word: less than a word the person typed
SYNONYM_PHRASE_BOOST = 4.0  # a synonym's wording found as the rules write it: strong evidence
MULTIWORD_NAME_FACTOR = 0.35  # a name holding one word of a longer question (see main_scores)
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


def known(tables: Tables, word: str) -> bool:
    """Whether any ranked field holds the word, with that field's analysis."""
    return any(tables.has(name, term) for name, terms in field_terms(word).items()
               for term in terms)


def make_plan(text: str, tables: Tables, speller: Speller, rule_number: bool = True,
              game_id: str = "optcg") -> Plan:
    """What to look for; with `rule_number`, a query that is a rule number is only that.
    Synonyms are the game's own (a Yu-Gi-Oh! "graveyard" is no One Piece "trash")."""
    number = numbers.normalize(text) if rule_number else None
    plan = Plan(text=text, words=split_words(text), number=number)
    if plan.number:
        return plan
    plan.cited = [numbers.normalize(n) or n for n in numbers.IN_TEXT.findall(text)]
    plan.keys = sorted(name_keys(text))
    for word in plan.words:
        if fold(word) in STOPWORDS or known(tables, word):
            continue
        found = speller.corrections(word)
        if found:
            plan.corrections[word] = found
    if plan.corrections:
        plan.suggestion = _corrected(text, plan.corrections)
        plan.keys += sorted(name_keys(plan.suggestion) - set(plan.keys))
    plan.expansions = synonym_phrases(plan.words, game_id)
    return plan


def _corrected(text: str, corrections: dict[str, list[str]]) -> str:
    def replace(match: re.Match) -> str:
        word = match.group(0)
        found = corrections.get(word)
        if not found:
            return word
        return found[0].capitalize() if word[:1].isupper() else found[0]

    return WORD.sub(replace, text)


def synonym_phrases(words: list[str], game_id: str = "optcg") -> list[str]:
    """The rules' wording for the players' phrases found in the query (see synonyms.py).
    Stop words do not count: "attack on my first turn" holds "attack first turn"."""
    stems = _content_stems(words)
    found: list[str] = []
    for wanted, replacement in _synonym_stems(game_id):
        fires = bool(wanted) and any(stems[i:i + len(wanted)] == wanted
                                     for i in range(len(stems)))
        if fires and replacement not in found:
            found.append(replacement)
    return found


@lru_cache(maxsize=8)
def _synonym_stems(game_id: str) -> list[tuple[list[str], str]]:
    return [(_content_stems(WORD.findall(phrase)), replacement)
            for phrase, replacement in synonyms_of(game_id)]


def _content_stems(words: list[str]) -> list[str]:
    return [_STEM(fold(w)) for w in words if fold(w) not in ENGLISH_STOPWORDS]


def word_scores(tables: Tables, word: str, weight: float = 1.0,
                names: float = 1.0) -> Scores | None:
    """One word, looked up in every text field with that field's analysis: the best of the
    term-name fields, the best of the definitions, the title and the body, added up. `names`
    scales the weight of the term-name fields (0 leaves them out). None when no field has a
    term for the word at all."""
    groups: list[Scores] = []
    searched = False
    by_field = field_terms(word)
    for fields, factor in ((NAME_FIELDS, names), (DEFINITION_FIELDS, 1.0), (("title",), 1.0),
                           (("body",), 1.0)):
        if not factor:
            continue
        terms = [(name, term, FIELD_WEIGHTS[name] * factor * weight) for name in fields
                 for term in dict.fromkeys(by_field[name])]
        if terms:
            searched = True
            groups.append(group_scores(tables, terms, best=len(fields) > 1))
    return summed(groups, fresh=True) if searched else None


def main_scores(plan: Plan, tables: Tables) -> Scores:
    """Any of the words (a typo's corrections standing in for it), a bonus for all of them,
    for the exact phrase, and for the whole query being a term's name."""
    clauses: list[Scores] = []
    strong: list[Scores] = []
    # A name holding one word of a longer question is no better a match than a rule's text
    # holding it; names that hold every word are ranked apart (engine.py, tier 3).
    names = 1.0 if len(plan.words) == 1 else MULTIWORD_NAME_FACTOR
    for word in plan.words:
        # In a longer query, a stop word of any language ("on", "who", "die") counts only
        # where its own language's analyzer keeps it, and is not needed for "every word".
        weak = fold(word) in STOPWORDS and len(plan.words) > 1
        options = [(word, 1.0), *((c, CORRECTION_WEIGHT) for c in plan.corrections.get(word, []))]
        each = [word_scores(tables, option, weight, names=0.0 if weak else names)
                for option, weight in options]
        found = [scores for scores in each if scores is not None]
        if found:
            clause = summed(found, fresh=True)
            clauses.append(clause)
            if not weak:
                strong.append(clause)
    parts = [*clauses, every_word_bonus(strong, ALL_WORDS_BOOST)]
    parts += phrase_scores(tables, [t for w in plan.words for t in terms_of("body", w)])
    parts += [synonym_scores(tables, phrase) for phrase in plan.expansions]
    parts += [dict.fromkeys(tables.docs("names", key), EXACT_NAME_BOOST) for key in plan.keys]
    parts += [dict.fromkeys(tables.exact("number", number), CITED_NUMBER_BOOST)
              for number in plan.cited]
    return summed(parts, fresh=True)  # the clauses are this query's own


def phrase_scores(tables: Tables, terms: list[str]) -> list[Scores]:
    """Bonuses for words found side by side in a rule's text: the whole query, and each pair
    of neighbouring words ("first turn" in "can I attack on the first turn")."""
    if len(terms) < 2:
        return []
    found = [phrase_bonus(tables, terms, PHRASE_BOOST)]
    if len(terms) > 2:
        found += [phrase_bonus(tables, list(pair), PAIR_BOOST)
                  for pair in zip(terms, terms[1:], strict=False)]
    return found


def synonym_scores(tables: Tables, phrase: str) -> Scores:
    """The rules' wording of a synonym: a phrase must be found as written (its words one by
    one would match half the rules); a single word counts a little less than a typed one."""
    terms = terms_of("body", phrase)
    if len(terms) > 1:
        return phrase_bonus(tables, terms, SYNONYM_PHRASE_BOOST)
    return word_scores(tables, phrase, SYNONYM_WEIGHT) or {}


def cover_scores(plan: Plan, tables: Tables) -> Scores | None:
    """Terms whose names (any language, aliases included) hold every word of the query, a
    typo's corrections standing in for it; None when a word has no name term at all."""
    clauses: list[Scores] = []
    for word in plan.words:
        options = [word, *plan.corrections.get(word, [])]
        terms = sorted({(name, term) for option in options for name in NAME_FIELDS
                        for term in field_terms(option)[name]})
        if not terms:
            return None
        clauses.append(summed([term_scores(tables, name, term) for name, term in terms],
                              fresh=True))
    if not clauses:
        return None
    smallest = min(clauses, key=len)
    common = set(smallest).intersection(*clauses)
    return {doc: sum(clause[doc] for clause in clauses) for doc in common}
