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
SCHEMA_VERSION = "7"

# A word: letters and digits, dots inside allowed ("K.O." is one word, "7-1" is two).
WORD = re.compile(r"\w+(?:\.\w+)*")
# Letters that NFKD does not split into a base letter and an accent.
_SPECIAL = str.maketrans({"ß": "ss", "æ": "ae", "œ": "oe", "ø": "o", "ł": "l", "đ": "d",
                          "ı": "i", "þ": "th"})
_DASHES = re.compile(r"[\u2010-\u2015\u2212\ufe58\ufe63\uff0d-]")
_MARKS = re.compile(r"[\[\]{}()\"“”„«»]")
_LOOSE_DROP = re.compile(r"[.'’!]")
_NON_WORD = re.compile(r"[^\w]+")


@lru_cache(maxsize=100_000)  # the same words come back all the time, in documents and queries
def fold(text: str) -> str:
    """Lower case without accents: 'Schlüsselwörter' -> 'schlusselworter', 'Défausse' ->
    'defausse'. People type on phones without accents; both spellings must meet."""
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


def _chain(language: str | None, stop: bool, stem: bool):
    chain = RegexTokenizer(WORD.pattern) | LowercaseFilter() | FoldFilter()
    if language == "de":
        chain = chain | GermanSpellingFilter()
    if stop and language:
        # minsize=1: "5" in "at most 5 Character cards" is a word worth finding.
        chain = chain | StopFilter(stoplist=folded_stopwords(language), minsize=1)
    if stem and language:
        chain = chain | StemFilter(lang=language, cachesize=20000)
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


def name_field(language: str) -> str:
    return f"name_{language}"


def definition_field(language: str) -> str:
    return f"definition_{language}"


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
        body=fields.TEXT(analyzer=text_analyzer("en"), stored=True),  # phrases: positions
        url=fields.STORED(),
        breadcrumb=fields.STORED(),
        term_names=fields.STORED(),  # {language: name}
        term_definitions=fields.STORED(),  # {language: definition}
        term_aliases=fields.STORED(),  # {language: [aliases]}, "" for any language
        category_names=fields.STORED(),  # {language: category name}
        rules=fields.STORED(),  # a term's defining rule numbers
        **per_language,
    )
