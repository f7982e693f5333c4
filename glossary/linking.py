"""Finds glossary terms in English rule text, longest name first, like Markdown's `abbr`.

Only the first mention of each term in a rule becomes a link: a rule that says "Character"
six times gets one link, not six. Links never go inside code or an existing link.

How a name is matched depends on how it is written:

- keyword spellings with brackets or punctuation (`[Blocker]`, `K.O.`, `DON!! −X`) and the bare
  keyword of a bracketed name (`Blocker`) match with their exact case, so "main" in "main deck"
  never becomes the [Main] keyword;
- plain game words match as whole words only ("Life" never inside "lifetime", "turn player"
  never inside "non-turn player"), with a plural "s" ("Characters");
- a plain word matches in lower case too when the glossary itself writes it in lower case in
  the term's English text ("cost", "deck", "rested"): then it is an ordinary word of the rules.
  A name the glossary only writes capitalised is a proper name and matches as written: the
  card type "Event" is not the "event" an auto effect waits for.
- English aliases take part only when they are variants of the name ("Character card",
  "main deck", "base power"); aliases made for searching ("graveyard", "instead", "scoop")
  would put links on ordinary words, so they stay out of rule text.
"""
from __future__ import annotations

import re
import xml.etree.ElementTree as etree
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass

import markdown
from django.utils.text import Truncator

from glossary.models import Term
from rules.markup import SKIP_TAGS, Link, LinkerExtension, TextLinker

# The ways rule text writes the same dash, and the number a placeholder stands for.
_DASHES = "\u2212\u2013\u2010-"
_APOSTROPHES = "'\u2019"
_PLAIN = re.compile(r"^[A-Za-z][A-Za-z'\u2019 ]*[A-Za-z]$")

# Ranks: a term's own name beats an alias of another term, which beats a derived bare keyword.
RANK_NAME, RANK_ALIAS, RANK_BARE = 0, 1, 2


@dataclass(frozen=True)
class Name:
    """One spelling of a term that rule text may use."""

    text: str
    term: Term
    rank: int
    any_case: bool = False

    @property
    def plain(self) -> bool:
        """Letters, spaces and apostrophes only: a word, not a printed keyword."""
        return self.rank != RANK_BARE and bool(_PLAIN.match(self.text))


def names_of(term: Term, english_aliases: Iterable[str]) -> list[Name]:
    """The spellings of a term: its name, its English variants, and '[Blocker]' -> 'Blocker'."""
    own_text = f"{term.definition} {term.explanation}"
    bare = _unbracketed(term.term)
    spellings = [(term.term, RANK_NAME)] + [
        (alias, RANK_ALIAS) for alias in english_aliases if _is_variant(alias, bare)]
    names = [Name(text, term, rank, _written_lower(text, own_text))
             for text, rank in spellings]
    # Only a capitalised bare keyword: "Trigger" is the keyword, "trigger" may be a verb.
    if bare != term.term and len(bare) > 2 and bare[0].isupper():
        names.append(Name(bare, term, RANK_BARE))
    return [name for name in names if _worth_matching(name.text)]


def _unbracketed(name: str) -> str:
    name = name.strip()
    return name[1:-1].strip() if name.startswith("[") and name.endswith("]") else name


def _is_variant(alias: str, bare_name: str) -> bool:
    """'Character card', 'main deck' and 'non-turn player' hold their name as a whole word, and
    'base power' is one half of 'Base power / base cost': variants. 'graveyard', 'block' (of
    [Blocker]) or 'name' (of 'Card name') are not: they are there for searching."""
    alias, bare_name = alias.strip().lower(), bare_name.lower()
    halves = [half.strip() for half in bare_name.split("/")]
    whole_word = rf"(?<![^\W_]){re.escape(bare_name)}(?![^\W_])"
    return bool(alias) and (alias in halves or re.search(whole_word, alias) is not None)


def _written_lower(text: str, own_text: str) -> bool:
    """True when the name is an ordinary lower-case word of the rules (see the module doc)."""
    if not _PLAIN.match(text):
        return False
    if text[0].islower():
        return True
    lower = re.escape(text.lower())
    return re.search(rf"(?<![\w\-]){lower}(?:s|es|d|ed|ing)?(?!\w)", own_text) is not None


def _worth_matching(text: str) -> bool:
    """A lone letter or digit is no name to look for ("X"); a lone symbol such as ① is."""
    if text != text.strip() or not text:
        return False
    return len(text) > 1 or not (text.isascii() and text.isalnum())


def _body(text: str) -> str:
    """The regex for a name's characters: any dash for a dash, a number for a placeholder X
    after 'x' or a dash ('DON!! xX' matches 'DON!! x2', 'DON!! −X' matches 'DON!! -1'), any
    circled number for the cost symbol ①."""
    parts: list[str] = []
    for index, char in enumerate(text):
        before = text[index - 1] if index else ""
        if char in _DASHES and (index == 0 or not text[index - 1].isalnum()):
            parts.append(f"[{re.escape(_DASHES)}]")
        elif char == "X" and (before == "x" or before in _DASHES) and (
                index + 1 == len(text) or not text[index + 1].isalnum()):
            parts.append(r"(?:X|\d{1,2})")
        elif char in _APOSTROPHES:
            parts.append(f"[{_APOSTROPHES}]")
        elif char == "\u2460":
            parts.append("[\u2460-\u2473]")
        else:
            parts.append(re.escape(char))
    return "".join(parts)


def pattern(name: Name) -> str:
    """The regex for one name. Word boundaries only where the name starts or ends with a word
    character ('K.O.' ends in a dot, '[Blocker]' in a bracket); a hyphen counts as part of a
    word, so 'non-turn player' is not 'turn player'."""
    text = name.text
    head = r"(?<![\w\-])" if text[0].isalnum() else ""
    if name.plain:
        body = _body(text)
        if name.any_case:  # 'Cost' and 'cost', not 'COST' (first letter only)
            body = f"[{text[0].upper()}{text[0].lower()}]{_body(text[1:])}"
        return rf"{head}{body}(?:s|es)?(?![\w]|-\w)"
    tail = r"(?![\w]|-\w)" if text[-1].isalnum() else ""
    return head + _body(text) + tail


def tooltip(definition: str) -> str:
    """What a term link in rule text shows on hover: its definition, cut to 160 characters."""
    return Truncator(definition).chars(160)


class TermMatcher:
    """Every term of a game in one regex; each name is a named group that says its term."""

    def __init__(self, terms: Iterable[Term], build_url: Callable[[Term], str]) -> None:
        self.build_url = build_url
        chosen: dict[str, Name] = {}
        for term in terms:
            aliases = [a.alias for a in term.aliases.all() if a.language in ("", "en")]
            for name in names_of(term, aliases):
                key = name.text.lower()
                held = chosen.get(key)
                if held is None or name.rank < held.rank:
                    chosen[key] = name
        ordered = sorted(chosen.values(), key=lambda n: (-len(n.text), n.rank, n.text))
        self.groups: dict[str, Term] = {f"t{i}": name.term for i, name in enumerate(ordered)}
        self.regex = re.compile("|".join(
            f"(?P<t{i}>{pattern(name)})" for i, name in enumerate(ordered))) if ordered else None

    def matches(self, text: str) -> Iterator[tuple[int, int, Term]]:
        """Every mention in `text`, left to right; at one position the longest name wins."""
        if self.regex is None:
            return
        for match in self.regex.finditer(text):
            assert match.lastgroup is not None  # every alternative is a named group
            yield match.start(), match.end(), self.groups[match.lastgroup]

    def finder(self, seen: set[int]) -> Callable[[str], Iterable[Link]]:
        """A finder for one rule; `seen` collects the ids of the terms it linked, so only the
        first mention of each term in the rule becomes a link."""

        def find(text: str) -> Iterable[Link]:
            for start, end, term in self.matches(text):
                if term.pk in seen:
                    continue
                seen.add(term.pk)
                title = tooltip(term.definition)
                yield Link(start, end, self.build_url(term), title=title,
                           css_class="term-ref", data=("term", term.slug))

        return find


class DocumentOrderLinker(TextLinker):
    """`TextLinker` that visits text in reading order (an element's text, then each child and
    its tail), so "first mention" means the first one a reader sees."""

    def _walk(self, element: etree.Element) -> None:
        if element.tag in SKIP_TAGS:
            return
        children = list(element)
        if element.text:
            element.text, nodes = self._split(element.text)
            for index, node in enumerate(nodes):
                element.insert(index, node)
        for child in children:
            self._walk(child)
            if child.tail:
                child.tail, nodes = self._split(child.tail)
                position = list(element).index(child)
                for offset, node in enumerate(nodes, start=1):
                    element.insert(position + offset, node)


class TermLinkerExtension(LinkerExtension):
    def extendMarkdown(self, md: markdown.Markdown) -> None:  # noqa: N802 (Markdown's API)
        md.treeprocessors.register(DocumentOrderLinker(md, self.finder), self.name, self.priority)
