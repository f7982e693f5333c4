"""Finds glossary terms in English rule text, longest name first, like Markdown's `abbr`.

Only the first mention of each term in a rule becomes a link: a rule that says "Character"
six times gets one link, not six.
"""
from __future__ import annotations

import re
from collections.abc import Callable, Iterable

from glossary.models import Term
from rules.markup import Link


def _names(term: Term, english_aliases: list[str]) -> set[str]:
    """The spellings of a term that rule text uses: '[Blocker]', 'Blocker', aliases."""
    names = {term.term, *english_aliases}
    bare = term.term.strip("[]")
    if bare != term.term and len(bare) > 2:
        names.add(bare)
    return {name for name in names if len(name.strip()) > 1}


def _pattern(name: str) -> str:
    escaped = re.escape(name)
    # Word boundaries only where the name starts or ends with a word character ("K.O." ends
    # in a dot, "[Blocker]" in a bracket).
    head = r"(?<![\w])" if name[0].isalnum() else ""
    tail = r"(?![\w])" if name[-1].isalnum() else ""
    return head + escaped + tail


class TermMatcher:
    def __init__(self, terms: Iterable[Term], build_url: Callable[[Term], str]) -> None:
        self.build_url = build_url
        self.by_name: dict[str, Term] = {}
        for term in terms:
            aliases = [a.alias for a in term.aliases.all() if a.language in ("", "en")]
            for name in _names(term, aliases):
                self.by_name.setdefault(name.lower(), term)
        ordered = sorted(self.by_name, key=len, reverse=True)
        self.regex = re.compile("|".join(_pattern(n) for n in ordered), re.I) if ordered else None

    def finder(self, seen: set[int]) -> Callable[[str], Iterable[Link]]:
        """A finder for one rule; `seen` collects the ids of the terms it linked."""

        def find(text: str) -> Iterable[Link]:
            if self.regex is None:
                return
            for match in self.regex.finditer(text):
                term = self.by_name.get(match.group(0).lower())
                if term is None or term.pk in seen:
                    continue
                seen.add(term.pk)
                yield Link(match.start(), match.end(), self.build_url(term),
                           title=term.definition[:160], css_class="term-ref",
                           data=("term", term.slug))

        return find

    def mentions(self, text: str) -> set[int]:
        """Ids of the terms a text mentions."""
        if self.regex is None:
            return set()
        return {self.by_name[m.group(0).lower()].pk for m in self.regex.finditer(text)
                if m.group(0).lower() in self.by_name}
