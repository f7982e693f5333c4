"""What a search returns: hits with a title, a snippet and a breadcrumb, in the reader's language.
"""
from __future__ import annotations

from dataclasses import dataclass, field

from django.utils.translation import gettext as _

from rulesite.search import snippets
from rulesite.search.analysis import (
    LANGUAGES,
    definition_field,
    field_terms,
    fold,
    name_field,
    terms_of,
    word_terms,
)


@dataclass
class Hit:
    kind: str  # "rule", "term" or "ruling" (an official Q&A entry)
    id: str  # rule number, term slug or Q&A entry id ("qa_op05-12")
    title: str
    snippet: str  # HTML, matching words in <mark>, everything else escaped
    url: str
    breadcrumb: list[str] = field(default_factory=list)

    def as_json(self) -> dict:
        return {"kind": self.kind, "id": self.id, "title": self.title,
                "snippet": self.snippet, "url": self.url, "breadcrumb": self.breadcrumb}


@dataclass
class Results:
    query: str
    hits: list[Hit]
    exact_url: str | None = None  # the query is exactly this rule's number
    suggestion: str | None = None  # "did you mean"
    unavailable: bool = False  # no usable index: search is being rebuilt


TextTerms = dict[str, frozenset[str]]  # field -> the terms of what an entry shows there


def names_in(doc: dict, language: str) -> list[str]:
    """A glossary entry's name and aliases in one language."""
    names = doc.get("term_names") or {}
    aliases = (doc.get("term_aliases") or {}).get(language, [])
    return [n for n in [names.get(language, ""), *aliases] if n]


def entry_terms(doc: dict) -> TextTerms:
    """The terms of a glossary entry's names and of its definition, in each language: which
    language a query matched is then a look-up. Worked out when the index is written and
    stored with the entry (store.indexed_values)."""
    definitions = doc.get("term_definitions") or {}
    found: TextTerms = {}
    for language in LANGUAGES:
        names, definition = name_field(language), definition_field(language)
        found[names] = frozenset(term for name in names_in(doc, language)
                                 for term in terms_of(names, name))
        found[definition] = frozenset(terms_of(definition, definitions.get(language, "")))
    return found


class Renderer:
    """Turns stored documents into hits, marking the words a query matched."""

    def __init__(self, words: list[str], language: str,
                 glossary_terms: dict[str, TextTerms] | None = None) -> None:
        """`glossary_terms`: entry_terms() of the glossary's entries, by doc_id (worked out
        here for an entry missing from it)."""
        self.words = words
        self.language = language
        self.glossary_terms = glossary_terms or {}
        self.glossary_label = _("Glossary")
        self._wanted: dict[str, set[str]] = {}

    def wanted(self, fieldname: str) -> set[str]:
        """The terms the query's words become in this field."""
        if fieldname not in self._wanted:
            self._wanted[fieldname] = {t for w in self.words
                                       for t in field_terms(w).get(fieldname, ())}
        return self._wanted[fieldname]

    def matches(self, fieldname: str, text: str) -> bool:
        """Whether `text` holds a query word, as this field's analyzer reads both."""
        return bool(word_terms(fieldname).matching(text, self.wanted(fieldname)))

    def hit(self, doc: dict) -> Hit:
        if doc["kind"] == "rule":
            return self.rule_hit(doc)
        if doc["kind"] == "ruling":
            return self.ruling_hit(doc)
        return self.term_hit(doc)

    def ruling_hit(self, doc: dict) -> Hit:
        """An official Q&A entry: its card or topic, where it was published, its words."""
        html = snippets.snippet(doc.get("body") or "", "body", self.wanted("body"))
        return Hit("ruling", doc["key"], doc.get("title") or doc["key"], html, doc["url"],
                   [_("Official Q&A"), *(doc.get("breadcrumb") or [])])

    def rule_hit(self, doc: dict) -> Hit:
        text = doc.get("body") or doc.get("title") or ""
        title = f"{doc['number']}. {doc['title']}" if doc.get("title") else doc["number"]
        html = snippets.snippet(text, "body", self.wanted("body"))
        return Hit("rule", doc["key"], title, html, doc["url"], list(doc.get("breadcrumb") or []))

    def term_hit(self, doc: dict) -> Hit:
        """Titled in the reader's language with the English name beside it; the snippet is
        the definition in the language the query matched, led by the matching name when that
        is not the reader's language ("Ablagestapel (de): ...")."""
        names = doc.get("term_names") or {}
        english = names.get("en") or doc["key"]
        local = names.get(self.language) or english
        title = local if fold(local) == fold(english) else f"{local} ({english})"
        shown = self.matched_language(doc)
        field_name = definition_field(shown)
        definition = (doc.get("term_definitions") or {}).get(shown, "")
        html = snippets.snippet(definition, field_name, self.wanted(field_name))
        if shown != self.language:
            name = self.matched_name(doc, shown)
            if name and fold(name) != fold(local):
                marked = snippets.mark_all(name, name_field(shown),
                                           self.wanted(name_field(shown)))
                html = f"{marked} ({shown}): {html}"
        categories = doc.get("category_names") or {}
        category = categories.get(self.language) or categories.get("en") or ""
        return Hit("term", doc["key"], title, html, doc["url"],
                   [self.glossary_label, *([category] if category else [])])

    def matched_language(self, doc: dict) -> str:
        """The reader's language if the query matched the term there; else the first language
        whose names, or failing that whose definition, hold a query word."""
        terms = self.glossary_terms.get(doc.get("doc_id", "")) or entry_terms(doc)

        def holds(fieldname: str) -> bool:
            return not terms.get(fieldname, frozenset()).isdisjoint(self.wanted(fieldname))

        def in_names(language: str) -> bool:
            return holds(name_field(language))

        def in_definition(language: str) -> bool:
            return holds(definition_field(language))

        if in_names(self.language) or in_definition(self.language):
            return self.language
        for test in (in_names, in_definition):
            for language in LANGUAGES:
                if test(language):
                    return language
        return self.language

    def matched_name(self, doc: dict, language: str) -> str:
        """The name or alias in `language` that holds a query word, else the name."""
        candidates = names_in(doc, language)
        for candidate in candidates:
            if self.matches(name_field(language), candidate):
                return candidate
        return candidates[0] if candidates else ""
