"""Rule numbers in rule text become links, rendered once at import: every number that names a
rule of the same version, never inside code or an existing link."""
from __future__ import annotations

from html.parser import HTMLParser

import pytest

from rules import markup, numbers
from rules.models import Reference, RulesVersion


class Links(HTMLParser):
    """The rule links of a piece of HTML, and the numbers written inside code."""

    def __init__(self) -> None:
        super().__init__()
        self.rules: list[tuple[str, str, str]] = []  # (data-rule, href, link text)
        self._open: dict | None = None
        self._code = 0
        self.code_text = ""

    def handle_starttag(self, tag, attrs):
        attributes = dict(attrs)
        if tag == "a" and "rule-ref" in (attributes.get("class") or ""):
            self._open = {"rule": attributes["data-rule"], "href": attributes["href"], "text": ""}
        if tag == "code":
            self._code += 1

    def handle_endtag(self, tag):
        if tag == "a" and self._open:
            self.rules.append((self._open["rule"], self._open["href"], self._open["text"]))
            self._open = None
        if tag == "code":
            self._code -= 1

    def handle_data(self, data):
        if self._open:
            self._open["text"] += data
        if self._code:
            self.code_text += data


def links_in(html: str) -> Links:
    parser = Links()
    parser.feed(html)
    return parser


def render(text: str, known: set[str]) -> str:
    finder = markup.rule_number_finder(known, lambda n: f"/optcg/rules/{n}/")
    return markup.render(text, [markup.LinkerExtension(finder, "rule_numbers")])


def test_it_links_numbers_but_not_inside_code_or_links():
    html = render("See 7-1-4-1, `7-1-4-2` and [the step](https://example.org/7-1-4) or "
                  "[7-1-4](https://example.org/).", {"7-1-4", "7-1-4-1", "7-1-4-2"})
    found = links_in(html)
    assert found.rules == [("7-1-4-1", "/optcg/rules/7-1-4-1/", "7-1-4-1")]
    assert "7-1-4-2" in found.code_text
    assert html.count("<a") == 3  # ours, and the two links the text already had


def test_it_links_chapters_named_in_text_and_leaves_dates_alone():
    html = render("(See 7. Card Attacks and Battles) and chapter 9; updated 2026-08-28; "
                  "OP03-074; 3-7-6-1.", {"7", "9", "3-7-6-1"})
    assert [rule for rule, _, _ in links_in(html).rules] == ["7", "9", "3-7-6-1"]


@pytest.mark.django_db
def test_it_links_every_rule_number_of_the_bundled_rules():
    version = RulesVersion.objects.get(game_id="optcg", version="1.2.1")
    known = set(version.rules.values_list("number", flat=True))
    checked = 0
    for rule in version.rules.all():
        mentioned = [n for _, _, n in numbers.mentions(rule.text) if n in known]
        linked = links_in(rule.html).rules
        assert [r for r, _, _ in linked] == mentioned, rule.number
        for target, href, text in linked:
            assert href == f"/optcg/rules/{target}/" and text == target
        checked += len(linked)
        cited = set(Reference.objects.filter(source=rule).values_list("target__number",
                                                                      flat=True))
        assert cited == set(mentioned) - {rule.number}, rule.number
    assert checked > 40


@pytest.mark.django_db
def test_it_links_the_official_text_within_its_own_version(published_120):
    known = set(published_120.rules.values_list("number", flat=True))
    links = [link for rule in published_120.rules.all() for link in links_in(rule.html).rules]
    assert len(links) > 40
    for target, href, _ in links:
        assert target in known
        assert href == f"/optcg/rules/{target}/?version=1.2.0"
    see_chapter = published_120.rules.get(number="2-6-1")
    assert [r for r, _, _ in links_in(see_chapter.html).rules] == ["7"]
