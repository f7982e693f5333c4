"""Term links inside rule text show the term's definition in the reader's language as their
tooltip; the rule HTML itself is rendered once, in English."""
from __future__ import annotations

import html
import re

import pytest

from glossary import queries
from glossary.linking import tooltip
from glossary.models import Term
from rules import markup

pytestmark = pytest.mark.django_db
LINK = re.compile(r'<a class="term-ref" data-term="([a-z0-9-]+)" href="[^"]*" title="([^"]*)"')


def tooltips(page: str) -> dict[str, str]:
    """Term slug -> the tooltip its links show on the page."""
    return {slug: html.unescape(title) for slug, title in LINK.findall(page)}


def expected(game: str, slug: str, language: str) -> str:
    term = Term.objects.prefetch_related("translations").get(game_id=game, slug=slug)
    return tooltip(queries.entry(term, language).definition)


@pytest.mark.parametrize("language", ["de", "es", "it", "fr"])
@pytest.mark.parametrize("path", ["/optcg/rules/7-1-4/", "/optcg/rules/all/",
                                  "/optcg/glossary/blocker/", "/ygo/rules/all/"])
def test_it_shows_term_tooltips_in_the_readers_language(ui, path, language):
    page = ui(path, language).content.decode()
    shown = tooltips(page)
    assert len(shown) >= 3
    game = path.split("/")[1]
    for slug, title in shown.items():
        assert title == expected(game, slug, language), slug
        assert title != expected(game, slug, "en"), slug


def test_it_keeps_the_english_tooltips_on_english_pages(ui):
    shown = tooltips(ui("/optcg/rules/7-1-4/").content.decode())
    assert shown["damage"] == expected("optcg", "damage", "en")
    assert shown["damage"].startswith("What a Leader takes when it loses a battle")


def test_it_swaps_only_the_titles_of_known_terms_and_escapes_them():
    stored = ('<p><a class="term-ref" data-term="life" href="/g/life/" title="Old">Life</a> and '
              '<a class="term-ref" data-term="other" href="/g/other/" title="Kept">x</a></p>')
    swapped = markup.retitle(stored, {"life": 'Leben "&" <Karten>'})
    assert swapped == (
        '<p><a class="term-ref" data-term="life" href="/g/life/" '
        'title="Leben &quot;&amp;&quot; &lt;Karten&gt;">Life</a> and '
        '<a class="term-ref" data-term="other" href="/g/other/" title="Kept">x</a></p>')
