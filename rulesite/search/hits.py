"""What a search returns: hits with a title, a snippet and a breadcrumb, in the reader's language.
"""
from __future__ import annotations

from dataclasses import dataclass, field

from django.utils.translation import gettext as _

from rulesite.search import snippets
from rulesite.search.analysis import LANGUAGES, definition_field, fold, name_field


@dataclass
class Hit:
    kind: str  # "rule" or "term"
    id: str  # rule number or term slug
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


class Renderer:
    """Turns stored documents into hits, marking the words a query matched."""

    def __init__(self, schema, words: list[str], language: str) -> None:
        self.schema = schema
        self.words = words
        self.language = language
        self._wanted: dict[str, set[str]] = {}

    def wanted(self, fieldname: str) -> set[str]:
        """The terms the query's words become in this field."""
        if fieldname not in self._wanted:
            analyzer = self.schema[fieldname].analyzer
            self._wanted[fieldname] = {t.text for w in self.words
                                       for t in analyzer(w, mode="query")}
        return self._wanted[fieldname]

    def matches(self, fieldname: str, text: str) -> bool:
        """Whether `text` holds a query word, as this field's analyzer reads both."""
        wanted = self.wanted(fieldname)
        analyzer = self.schema[fieldname].analyzer
        return bool(wanted) and any(t.text in wanted for t in analyzer(text, mode="index"))

    def hit(self, doc: dict) -> Hit:
        if doc["kind"] == "rule":
            return self.rule_hit(doc)
        return self.term_hit(doc)

    def rule_hit(self, doc: dict) -> Hit:
        text = doc.get("body") or doc.get("title") or ""
        title = f"{doc['number']}. {doc['title']}" if doc.get("title") else doc["number"]
        html = snippets.snippet(text, self.schema["body"].analyzer, self.wanted("body"))
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
        html = snippets.snippet(definition, self.schema[field_name].analyzer,
                                self.wanted(field_name))
        if shown != self.language:
            name = self.matched_name(doc, shown)
            if name and fold(name) != fold(local):
                marked = snippets.mark_all(name, self.schema[name_field(shown)].analyzer,
                                           self.wanted(name_field(shown)))
                html = f"{marked} ({shown}): {html}"
        categories = doc.get("category_names") or {}
        category = categories.get(self.language) or categories.get("en") or ""
        return Hit("term", doc["key"], title, html, doc["url"],
                   [_("Glossary"), *([category] if category else [])])

    def names_in(self, doc: dict, language: str) -> list[str]:
        names = doc.get("term_names") or {}
        aliases = (doc.get("term_aliases") or {}).get(language, [])
        return [n for n in [names.get(language, ""), *aliases] if n]

    def matched_language(self, doc: dict) -> str:
        """The reader's language if the query matched the term there; else the first language
        whose names, or failing that whose definition, hold a query word."""
        definitions = doc.get("term_definitions") or {}

        def in_names(language: str) -> bool:
            return any(self.matches(name_field(language), name)
                       for name in self.names_in(doc, language))

        def in_definition(language: str) -> bool:
            return self.matches(definition_field(language), definitions.get(language, ""))

        if in_names(self.language) or in_definition(self.language):
            return self.language
        for test in (in_names, in_definition):
            for language in LANGUAGES:
                if test(language):
                    return language
        return self.language

    def matched_name(self, doc: dict, language: str) -> str:
        """The name or alias in `language` that holds a query word, else the name."""
        candidates = self.names_in(doc, language)
        for candidate in candidates:
            if self.matches(name_field(language), candidate):
                return candidate
        return candidates[0] if candidates else ""
