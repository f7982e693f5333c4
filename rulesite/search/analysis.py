"""How text becomes index terms: folding, keyword keys, the analyzers and the schema.

The same analyzer turns a document's text and a person's query into terms, so whatever folding
or stemming happens on one side happens on the other. The classes here are pickled into the
index with its schema: renaming them makes old indexes unreadable (they are then rebuilt).
"""
from __future__ import annotations

import re
import unicodedata
from functools import lru_cache

from whoosh import fields
from whoosh.analysis import Filter, LowercaseFilter, RegexTokenizer, StemFilter, StopFilter
from whoosh.lang import stopwords_for_language

LANGUAGES = ("en", "de", "es", "it", "fr")
# Bumped whenever the schema or an analyzer changes, so `index_is_current()` asks for a rebuild.
SCHEMA_VERSION = "8"

# A word: letters and digits, dots inside allowed ("K.O." is one word, "7-1" is two).
WORD = re.compile(r"\w+(?:\.\w+)*")
# Letters that NFKD does not split into a base letter and an accent.
_SPECIAL = str.maketrans({"ß": "ss", "æ": "ae", "œ": "oe", "ø": "o", "ł": "l", "đ": "d",
                          "ı": "i", "þ": "th"})
_DASHES = re.compile(r"[\u2010-\u2015\u2212\ufe58\ufe63\uff0d-]")
_MARKS = re.compile(r"[\[\]{}()\"“”„«»]")
_LOOSE_DROP = re.compile(r"[.'’!]")
_NON_WORD = re.compile(r"[^\w]+")


# Only short texts are remembered: words come back all the time, but a query's long made-up
# "words" would otherwise fill the tables with strangers' text (count-bounded is not enough).
CACHED_CHARS = 64


def fold(text: str) -> str:
    """Lower case without accents: 'Schlüsselwörter' -> 'schlusselworter', 'Défausse' ->
    'defausse'. People type on phones without accents; both spellings must meet."""
    return _fold_cached(text) if len(text) <= CACHED_CHARS else _fold(text)


@lru_cache(maxsize=100_000)  # the same words come back all the time, in documents and queries
def _fold_cached(text: str) -> str:
    return _fold(text)


def _fold(text: str) -> str:
    text = unicodedata.normalize("NFKD", text.lower().translate(_SPECIAL))
    return "".join(ch for ch in text if not unicodedata.combining(ch))


def strict_key(name: str) -> str:
    """A term name as typed, minus case, accents, brackets and the kind of dash:
    '[DON!! −X]' and 'DON!! -X' -> 'don!! -x'; '[Rush: Character]' -> 'rush: character'."""
    text = unicodedata.normalize("NFKC", name)
    text = _DASHES.sub("-", _MARKS.sub(" ", fold(text)))
    return " ".join(text.replace(",", " ").split())


def loose_key(name: str) -> str:
    """The key without punctuation, for people who skip it: 'K.O.' -> 'ko', 'DON!! −X' ->
    'don x', 'Rush: Character' -> 'rush character'."""
    text = _LOOSE_DROP.sub("", strict_key(name))
    return " ".join(_NON_WORD.sub(" ", text).split())


def vocabulary_words(text: str) -> set[str]:
    """The words a typo may be corrected to: folded, unstemmed, letters only, 3 or more."""
    return {w for w in (fold(m) for m in WORD.findall(text)) if len(w) >= 3 and w.isalpha()}


def name_keys(name: str) -> set[str]:
    return {key for key in (strict_key(name), loose_key(name)) if key}


class FoldFilter(Filter):
    """Folds case and accents (see `fold`) and joins dotted words ('k.o' -> 'ko')."""

    def __call__(self, tokens):
        for token in tokens:
            token.text = fold(token.text).replace(".", "")
            if token.text:
                yield token


class GermanSpellingFilter(Filter):
    """German typed without umlauts writes ae/oe/ue ('Schluessel' for 'Schlüssel'); after
    folding, both spellings become 'schlussel'."""

    def __call__(self, tokens):
        for token in tokens:
            token.text = token.text.replace("ae", "a").replace("oe", "o").replace("ue", "u")
            yield token


class PairFilter(Filter):
    """Each two neighbouring terms as one term, "end turn" for "end of the turn": a rule's
    text holding two query words side by side is then a plain lookup, not a walk over
    positions (stop words are gone before this filter, as they are from a phrase query)."""

    def __call__(self, tokens):
        previous = None
        for token in tokens:
            current = token.text
            if previous is not None:
                token.text = f"{previous} {current}"
                yield token
            previous = current


def _chain(language: str | None, stop: bool, stem: bool, stemmer: StemFilter | None = None):
    chain = RegexTokenizer(WORD.pattern) | LowercaseFilter() | FoldFilter()
    if language == "de":
        chain = chain | GermanSpellingFilter()
    if stop and language:
        # minsize=1: "5" in "at most 5 Character cards" is a word worth finding.
        chain = chain | StopFilter(stoplist=folded_stopwords(language), minsize=1)
    if stem and language:
        chain = chain | (stemmer or StemFilter(lang=language, cachesize=20000))
    return chain


# English stop words: a short list of our own. The usual long lists drop "don" (as in
# "don't"), "once", "up", "off" and "no", which are keywords here: DON!!, [Once Per Turn], Up to.
ENGLISH_STOPWORDS = frozenset((
    "a", "an", "and", "are", "as", "at", "be", "been", "by", "can", "did", "do", "does", "for",
    "from", "have", "how", "i", "if", "in", "into", "is", "it", "its", "me", "my", "of", "on",
    "or", "so", "than", "that", "the", "their", "them", "then", "there", "they", "this", "to",
    "us", "was", "we", "what", "when", "which", "who", "will", "with", "you", "your",
))


def folded_stopwords(language: str) -> frozenset[str]:
    source = ENGLISH_STOPWORDS if language == "en" else stopwords_for_language(language)
    words = {fold(word) for word in source}
    if language == "de":
        words = {w.replace("ae", "a").replace("oe", "o").replace("ue", "u") for w in words}
    return frozenset(words)


def plain_analyzer():
    """Words as typed, folded, unstemmed: names as written."""
    return _chain(None, stop=False, stem=False)


def name_analyzer(language: str):
    """Term names and aliases: stemmed (plurals meet) but no stop words ('On K.O.')."""
    return _chain(language, stop=False, stem=True)


def text_analyzer(language: str):
    """Running text: stop words dropped, stemmed."""
    return _chain(language, stop=True, stem=True)


def pair_analyzer():
    """A rule's text as pairs of neighbouring terms (see PairFilter)."""
    return text_analyzer("en") | PairFilter()


def name_field(language: str) -> str:
    return f"name_{language}"


def definition_field(language: str) -> str:
    return f"definition_{language}"


NAME_FIELDS = (*(name_field(language) for language in LANGUAGES), "name_any")
DEFINITION_FIELDS = tuple(definition_field(language) for language in LANGUAGES)
SCORED_FIELDS = (*NAME_FIELDS, *DEFINITION_FIELDS, "title", "body")  # ranked by BM25


def build_schema() -> fields.Schema:
    per_language = {}
    for language in LANGUAGES:
        per_language[name_field(language)] = fields.TEXT(
            analyzer=name_analyzer(language), phrase=False)
        per_language[definition_field(language)] = fields.TEXT(
            analyzer=text_analyzer(language), phrase=False)
    return fields.Schema(
        doc_id=fields.ID(unique=True, stored=True),
        game=fields.ID(stored=True),
        kind=fields.ID(stored=True),  # "rule" or "term"
        key=fields.ID(stored=True),  # the rule number or the term slug
        number=fields.ID(stored=True),  # rules only
        within=fields.KEYWORD(),  # the number and its ancestors: "7 7-1 7-1-4"
        sort_key=fields.STORED(),
        names=fields.KEYWORD(commas=True, lowercase=False),  # strict and loose name keys
        name_any=fields.TEXT(analyzer=plain_analyzer(), phrase=False),
        title=fields.TEXT(analyzer=text_analyzer("en"), stored=True, phrase=False),
        body=fields.TEXT(analyzer=text_analyzer("en"), stored=True, phrase=False),
        pairs=fields.TEXT(analyzer=pair_analyzer(), phrase=False),  # the body's word pairs
        url=fields.STORED(),
        breadcrumb=fields.STORED(),
        term_names=fields.STORED(),  # {language: name}
        term_definitions=fields.STORED(),  # {language: definition}
        term_aliases=fields.STORED(),  # {language: [aliases]}, "" for any language
        category_names=fields.STORED(),  # {language: category name}
        rules=fields.STORED(),  # a term's defining rule numbers
        shown_terms=fields.STORED(),  # a term's names and definitions as terms (hits.py)
        **per_language,
    )


def analyzer_key(fieldname: str) -> tuple[str, str]:
    """Which analysis a text field uses: ("name", language), ("text", language) or
    ("plain", "")."""
    kind, _, language = fieldname.partition("_")
    if kind in ("name", "definition") and language in LANGUAGES:
        return ("name" if kind == "name" else "text", language)
    if fieldname in ("title", "body"):
        return ("text", "en")
    return ("plain", "")


_UNSEEN = object()


@lru_cache(maxsize=len(LANGUAGES))
def _stemmer(language: str) -> StemFilter:
    # no memory of its own: WordTerms remembers each short word's term, and a long made-up
    # word from a query must not stay anywhere
    return StemFilter(lang=language, cachesize=None)


class WordTerms:
    """One field's analysis applied word by word, each word's term remembered.

    Every filter of the analyzers works on one word at a time, so a text's terms are its
    words' terms: the highlighter and the phrase check read stored texts word by word through
    this and meet exactly what the index holds, without running the analyzer chain again
    (rules use a few thousand distinct words)."""

    # Words remembered: the rules use a few thousand; past this many (strange queries) the
    # memory starts afresh, so no stream of made-up words can make it grow without end.
    LIMIT = 50_000

    def __init__(self, key: tuple[str, str]) -> None:
        kind, language = key
        if kind == "plain":
            self.analyzer = plain_analyzer()
        else:  # the names' and the texts' analysis of a language share one stemmer's memory
            self.analyzer = _chain(language, stop=kind == "text", stem=True,
                                   stemmer=_stemmer(language))
        self.known: dict[str, str | None] = {}

    def of(self, word: str) -> str | None:
        """The term of one word (a match of WORD); None for a stop word."""
        try:
            return self.known[word]
        except KeyError:
            pass
        term = next((token.text for token in self.analyzer(word)), None)
        if len(word) <= CACHED_CHARS:  # no real word is longer; made-up ones are not kept
            if len(self.known) >= self.LIMIT:
                self.known.clear()
            self.known[word] = term
        return term

    def all(self, text: str) -> list[str]:
        """The terms of a text, in order, stop words left out."""
        found = [self.of(word) for word in WORD.findall(text)]
        return [term for term in found if term]

    def spans(self, text: str, wanted: set[str]) -> list[tuple[int, int]]:
        """Where the words of `text` whose terms are wanted stand, as character spans."""
        if not wanted:
            return []
        found = []
        remembered = self.known.get
        for match in WORD.finditer(text):
            word = match.group()
            term = remembered(word, _UNSEEN)
            if (self.of(word) if term is _UNSEEN else term) in wanted:
                found.append(match.span())
        return found

    def matching(self, text: str, wanted: set[str]) -> set[str]:
        """The words of `text` (as written) whose terms are wanted."""
        return {text[start:end] for start, end in self.spans(text, wanted)}


_WORD_TERMS: dict[tuple[str, str], WordTerms] = {}


def word_terms(fieldname: str) -> WordTerms:
    key = analyzer_key(fieldname)
    found = _WORD_TERMS.get(key)
    if found is None:
        found = _WORD_TERMS[key] = WordTerms(key)
    return found


def terms_of(fieldname: str, text: str) -> list[str]:
    """The index terms of a text, in order, stop words left out."""
    return word_terms(fieldname).all(text)


def field_terms(text: str) -> dict[str, tuple[str, ...]]:
    """The terms a word (or a short text) becomes in each ranked field, analysed once for
    all of them (shared: not to be changed)."""
    return _field_terms_cached(text) if len(text) <= CACHED_CHARS else _field_terms(text)


@lru_cache(maxsize=4096)  # a query's words come back with every keystroke of live search
def _field_terms_cached(text: str) -> dict[str, tuple[str, ...]]:
    return _field_terms(text)


def _field_terms(text: str) -> dict[str, tuple[str, ...]]:
    return {name: tuple(terms_of(name, text)) for name in SCORED_FIELDS}
