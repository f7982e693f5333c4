"""No English fallback on a translated page: the site crawled in German, Spanish, Italian and
French through the test client, the way a reader follows its links.

What may stay English is what the site imports and shows as published (the rule texts, the
official Q&A) and the printed English names shown beside their translation. What this project
writes must not fall back to English: the glossary's definitions and explanations, the term
tooltips inside rule texts, the structured editor's words and the blank judge board's comments.

Every page kind is visited, every glossary term page, every rule through the whole-rules page
(/GAME/rules/all/ holds the text and term tooltips of every rule) and each chapter's own page;
the other single-rule pages are the same template over the same text, and the judge's worked
examples the same page with other text, so they are left out: the crawl stays within about 250
pages a language.
"""
from __future__ import annotations

import html
import json
import re
from collections import deque
from collections.abc import Iterator
from dataclasses import dataclass, field

import pytest
from django.test import Client
from django.utils import translation
from django.utils.html import escape
from django.utils.translation import gettext

from glossary.models import Term
from rules import hooks

pytestmark = pytest.mark.django_db
LANGUAGES = ["de", "es", "it", "fr"]
START = ["/", "/optcg/", "/ygo/"]
SKIP = ("/static/", "/api/", "/admin/", "/i18n/", "/offline", "/sw.js", "/manifest")
# a search a page links to is another page; a judge example is the judge page with other text
QUERIES = re.compile(r"^q=[^&]*$")
# a single rule deeper than a chapter: its text is checked on the whole-rules page
DEEP_RULE = re.compile(r"^/\w+/rules/\d+-\d+[^/]*/")
LINK = re.compile(r'href="(/[^"#]*)"')
DATA_ATTRIBUTE = re.compile(r'\sdata-[\w-]+="[^"]*"')  # the glossary filter's folded haystack
# what is shown as published, in English: rule texts and their snippets, the hints of rule links
# (a rule's opening), what changed between rules versions, the official Q&A
PUBLISHED = re.compile(
    r'<div class="rule-text[^"]*" lang="en">.*?</div>|<ul class="rule-uses">.*?</ul>'
    r'|<p class="(?:diff-text|diff-title|qa-[\w-]+)"[^>]*>.*?</p>'
    r'|<div class="qa-text[^"]*"[^>]*>.*?</div>'
    r'|<a class="rule-link"[^>]*>', re.S)
EDITOR_JSON = re.compile(r'<script id="editor-words" type="application/json">(.*?)</script>',
                         re.S)
EDITOR_WORD = re.compile(r'<span data-word="([^"]+)">(.*?)</span>')
TOOLTIP = re.compile(r'class="term-ref" data-term="[a-z0-9-]+" href="[^"]*" title="([^"]*)"')
# the editor's words that are spelled the same in a language and the glossary does not name
SAME_WORD = {"id"}
SAME_IN = {"de": {"Phase"}, "fr": {"Question", "Action", "Actions", "Phase"}}
STARTER_COMMENTS = ["a short name for the ruling", "what the players disagree about"]


def crawl(client: Client) -> Iterator[tuple[str, str]]:
    """Every page the crawl reaches: (address, HTML)."""
    queue, seen = deque(START), set()
    while queue:
        url = queue.popleft()
        if url in seen:
            continue
        seen.add(url)
        answer = client.get(url)
        if answer.status_code != 200 or "text/html" not in answer["Content-Type"]:
            continue
        page = answer.content.decode()
        yield url, page
        for href in LINK.findall(page):
            href = html.unescape(href)
            path, _, query = href.partition("?")
            if (href not in seen and not href.startswith(SKIP) and not DEEP_RULE.match(path)
                    and (not query or QUERIES.match(query))):
                queue.append(href)


def english_glossary_texts() -> re.Pattern[str]:
    """The opening of every English definition and explanation, as a page would escape it, in
    one pattern (one pass over each page)."""
    texts = {escape(text[:48]) for term in Term.objects.all()
             for text in (term.definition, term.explanation) if text}
    return re.compile("|".join(re.escape(text) for text in sorted(texts)))


def editor_words(page: str) -> dict[str, str]:
    """The words the structured editor shows: the JSON block and the game's template."""
    found = EDITOR_JSON.search(page)
    words = json.loads(html.unescape(found.group(1))) if found else {}
    words.update({key: html.unescape(text) for key, text in EDITOR_WORD.findall(page)})
    return words


def glossary_names(language: str) -> set[str]:
    """Every name and alias the glossary gives a term in `language` (the game's own words,
    which may be spelled as in English: Leader, Deck, ATK)."""
    names: set[str] = set()
    for term in Term.objects.prefetch_related("translations", "aliases"):
        names.update(t.name.strip("[]") for t in term.translations.all() if t.language == language)
        names.update(a.alias for a in term.aliases.all() if a.language == language)
    return {name.lower() for name in names}


@pytest.fixture(scope="module")
def english_editor(django_db_setup, django_db_blocker) -> dict[str, dict[str, str]]:
    with django_db_blocker.unblock():
        client = Client()
        return {game: editor_words(client.get(f"/{game}/judge/?lang=en").content.decode())
                for game in ("optcg", "ygo")}


@dataclass
class Fallbacks:
    """What English falling through looks like on a page in `language`."""

    language: str
    english_editor: dict[str, dict[str, str]]
    english: re.Pattern[str] = field(init=False)
    notices: list[str] = field(init=False)
    names: set[str] = field(init=False)

    def __post_init__(self) -> None:
        self.english = english_glossary_texts()
        with translation.override(self.language):
            self.notices = [escape(gettext(text)) for text in (
                "The explanation is not written in this language yet; here it is in English.",
                "This term has no definition in this language yet; it is shown in English.")]
        self.names = glossary_names(self.language)

    def on(self, url: str, page: str) -> list[str]:
        shown = TOOLTIP.findall(page)  # inside rule texts, but written by the glossary
        visible = "\n".join([PUBLISHED.sub("", DATA_ATTRIBUTE.sub("", page)), *shown])
        found = [f"{url}: English glossary text {text!r}"
                 for text in self.english.findall(visible)]
        found += [f"{url}: notice {text!r}" for text in self.notices if text in page]
        words = editor_words(page)
        if words:
            english = self.english_editor[url.split("/")[1]]
            allowed = SAME_WORD | SAME_IN.get(self.language, set())
            found += [f"{url}: editor word {key} = {word!r}" for key, word in words.items()
                      if word == english.get(key) and word not in allowed
                      and word.lower().strip("[]") not in self.names]
            found += [f"{url}: starter comment {text!r}" for text in STARTER_COMMENTS
                      if f"# title: {text}" in page or f"# question: {text}" in page]
        return found


@pytest.mark.parametrize("language", LANGUAGES)
def test_it_shows_no_english_fallback_on_any_page(client, language, english_editor):
    client.cookies["django_language"] = language
    fallbacks = Fallbacks(language, english_editor)
    problems, pages, tooltips, term_pages, judge_pages = [], 0, 0, 0, 0
    for url, page in crawl(client):
        problems += fallbacks.on(url, page)
        pages += 1
        term_pages += "/glossary/" in url and url.count("/") == 4
        tooltips += len(TOOLTIP.findall(page))
        judge_pages += bool(editor_words(page))
    assert problems == []
    # the crawl reached what it checks: every term page, the rule texts, both judges
    assert term_pages == Term.objects.count()
    assert tooltips > 1000
    assert judge_pages >= 2
    assert pages > term_pages + 50


def test_it_catches_a_glossary_explanation_left_in_english(client, english_editor):
    term = Term.objects.get(game_id="optcg", slug="blocker")
    term.translations.filter(language="de").update(explanation="")
    client.cookies["django_language"] = "de"
    page = client.get("/optcg/glossary/blocker/").content.decode()
    found = Fallbacks("de", english_editor).on("/optcg/glossary/blocker/", page)
    assert f"/optcg/glossary/blocker/: English glossary text {escape(term.explanation[:48])!r}" \
        in found
    assert any(": notice " in problem for problem in found)


def test_it_catches_english_tooltips_in_rule_text(client, english_editor, monkeypatch):
    monkeypatch.setattr(hooks.TERM_TITLES, "_providers", [])  # the rule HTML as rendered: English
    client.cookies["django_language"] = "fr"
    page = client.get("/optcg/rules/7-1-4/").content.decode()
    found = Fallbacks("fr", english_editor).on("/optcg/rules/7-1-4/", page)
    assert "/optcg/rules/7-1-4/: English glossary text 'The fighting strength of a Leader or " \
           "Character. '" in found  # the tooltip of "power"


def test_it_catches_an_editor_word_left_in_english(client, english_editor):
    client.cookies["django_language"] = "it"
    page = client.get("/ygo/judge/").content.decode()
    page = page.replace("Magia Rapida</span>", "Quick-Play Spell</span>")
    found = Fallbacks("it", english_editor).on("/ygo/judge/", page)
    assert found == ["/ygo/judge/: editor word spell_quick-play = 'Quick-Play Spell'"]


@pytest.mark.parametrize("language, comment", [
    ("de", "# title: ein kurzer Name für die Entscheidung"),
    ("es", "# question: en qué no se ponen de acuerdo los jugadores"),
    ("it", "# title: un nome breve per la decisione"),
    ("fr", "# question: ce sur quoi les joueurs ne sont pas d'accord")])
def test_it_starts_a_blank_board_with_comments_in_the_readers_language(client, language,
                                                                       comment):
    for game in ("optcg", "ygo"):
        page = html.unescape(client.get(f"/{game}/judge/?lang={language}").content.decode())
        assert comment in page
        assert "'s Leader" not in page[page.index("<textarea"):page.index("</textarea>")]
