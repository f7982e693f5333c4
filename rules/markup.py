"""Rule text (Markdown) to safe HTML, with every rule number linked.

The linking walks the finished element tree, like Python-Markdown's `abbr` extension, so it
never touches code, preformatted text or the text of an existing link. `glossary` reuses
`TextLinker` for its terms.
"""
from __future__ import annotations

import re
import xml.etree.ElementTree as etree
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from html import escape

import markdown
import nh3
from markdown.extensions import Extension
from markdown.treeprocessors import Treeprocessor

from rules import numbers

SKIP_TAGS = {"a", "code", "pre", "script", "style"}
ALLOWED_TAGS = {
    "a", "p", "br", "ul", "ol", "li", "em", "strong", "code", "pre", "blockquote",
    "table", "thead", "tbody", "tr", "th", "td", "abbr", "span", "sup", "sub", "hr",
}
ALLOWED_ATTRIBUTES = {
    "a": {"href", "title", "class", "data-rule", "data-term"},
    "abbr": {"title"},
    "span": {"class"},
    "td": {"align"},
    "th": {"align"},
}


@dataclass
class Link:
    start: int
    end: int
    href: str
    title: str = ""
    css_class: str = ""
    data: tuple[str, str] | None = None  # one data-* attribute: ("rule", "7-1-4-1")


Finder = Callable[[str], Iterable[Link]]


class TextLinker(Treeprocessor):
    """Turns matches in text nodes into <a> elements, leaving code and links alone."""

    def __init__(self, md: markdown.Markdown, finder: Finder) -> None:
        super().__init__(md)
        self.finder = finder

    def run(self, root: etree.Element) -> None:
        self._walk(root)

    def _walk(self, element: etree.Element) -> None:
        if element.tag in SKIP_TAGS:
            return
        children = list(element)
        for child in children:
            self._walk(child)
        if element.text:
            element.text, nodes = self._split(element.text)
            for index, node in enumerate(nodes):
                element.insert(index, node)
        for child in children:
            if child.tail:
                child.tail, nodes = self._split(child.tail)
                position = list(element).index(child)
                for offset, node in enumerate(nodes, start=1):
                    element.insert(position + offset, node)

    def _split(self, text: str) -> tuple[str, list[etree.Element]]:
        links = sorted(self.finder(text), key=lambda link: link.start)
        if not links:
            return text, []
        nodes: list[etree.Element] = []
        head = text[: links[0].start]
        for index, link in enumerate(links):
            node = etree.Element("a", {"href": link.href})
            if link.title:
                node.set("title", link.title)
            if link.css_class:
                node.set("class", link.css_class)
            if link.data:
                node.set(f"data-{link.data[0]}", link.data[1])
            node.text = text[link.start : link.end]
            following = links[index + 1].start if index + 1 < len(links) else len(text)
            node.tail = text[link.end : following]
            nodes.append(node)
        return head, nodes


class LinkerExtension(Extension):
    def __init__(self, finder: Finder, name: str, priority: int = 8) -> None:
        super().__init__()
        self.finder = finder
        self.name = name
        self.priority = priority

    def extendMarkdown(self, md: markdown.Markdown) -> None:  # noqa: N802 (Markdown's API)
        md.treeprocessors.register(TextLinker(md, self.finder), self.name, self.priority)


def rule_number_finder(known: set[str], build_url: Callable[[str], str]) -> Finder:
    """Links every rule number that exists in `known`; others stay plain text."""

    def find(text: str) -> Iterable[Link]:
        for start, end, number in numbers.mentions(text):
            if number in known:
                yield Link(start, end, build_url(number), css_class="rule-ref",
                           data=("rule", number))

    return find


# A term link as `render` writes it (nh3 puts the attributes in this order): the slug says
# which term, the title is its tooltip.
_TERM_LINK = re.compile(
    r'(<a class="term-ref" data-term="([a-z0-9-]+)" href="[^"<>]*") title="[^"<>]*"')


def retitle(html: str, titles: dict[str, str]) -> str:
    """Rule HTML with each term link's tooltip taken from `titles` (term slug -> text, in the
    reader's language); links of terms not in `titles` keep theirs. One pass, no Markdown."""
    if not titles or "term-ref" not in html:
        return html

    def swap(match: re.Match[str]) -> str:
        title = titles.get(match.group(2))
        if title is None:
            return match.group(0)
        return f'{match.group(1)} title="{escape(title, quote=True)}"'

    return _TERM_LINK.sub(swap, html)


def render(text: str, linkers: list[LinkerExtension]) -> str:
    """Markdown to HTML with the given linkers, then cleaned to an allow-list of tags."""
    md = markdown.Markdown(extensions=["sane_lists", *linkers])
    html = md.convert(text)
    return clean(html)


def clean(html: str) -> str:
    return nh3.clean(
        html,
        tags=ALLOWED_TAGS,
        attributes=ALLOWED_ATTRIBUTES,
        url_schemes={"http", "https", "mailto"},
        link_rel=None,
    )
