"""The glossary pages: grouped by category, A-Z, the filter box, one term, in two languages."""
from __future__ import annotations

import html
import re

import pytest
from django.db import connection
from django.test.utils import CaptureQueriesContext
from django.utils.html import escape

from glossary import queries
from glossary.models import Term
from rules.models import Rule

pytestmark = pytest.mark.django_db
CARD = re.compile(r'<li class="term-card"[^>]*?data-slug="([^"]+)"[^>]*?( hidden)?>')


def entry(data: dict, slug: str) -> dict:
    return next(t for t in data["terms"] if t["slug"] == slug)


def cards(page: str) -> dict[str, bool]:
    """Slug -> shown, for every term card of the glossary page."""
    return {slug: not hidden for slug, hidden in CARD.findall(page)}


def letter_group(page: str, anchor: str) -> str:
    start = page.index(f'id="{anchor}"')
    return page[start:page.index("</ul>", start)]


def test_it_lists_every_term_grouped_by_category(ui):
    page = ui("/optcg/glossary/").content.decode()
    shown = cards(page)
    assert len(shown) == Term.objects.filter(game_id="optcg").count()
    assert all(shown.values())
    assert '<h2 id="cat-card-types">Card types' in page
    assert page.index('id="cat-card-types"') < page.index('id="term-leader"') < page.index(
        'id="cat-keywords"') < page.index('id="term-blocker"')


def test_it_shows_names_definitions_and_categories_in_german(ui, glossary_file):
    page = ui("/optcg/glossary/", "de").content.decode()
    assert '<html lang="de"' in page
    assert '<h2 id="cat-card-types">Kartentypen' in page
    assert '<h2 id="cat-keywords">Schlüsselwörter' in page
    blocker = entry(glossary_file, "blocker")
    card = page[page.index('id="term-blocker"'):]
    card = card[:card.index("</li>")]
    assert f'<p class="term-definition" lang="de">{escape(blocker["de"]["definition"])}</p>' in card
    assert escape(blocker["en"]["definition"]) not in page


def test_it_shows_the_local_name_with_the_english_one_in_italian(ui, glossary_file):
    assert entry(glossary_file, "rested")["it"]["term"] == "Affaticato"
    page = ui("/optcg/glossary/", "it").content.decode()
    rested = page[page.index('id="term-rested"'):]
    rested = rested[:rested.index("</li>")]
    assert '<span lang="it">Affaticato</span>' in rested
    assert '<span class="english-name" lang="en">Rested</span>' in rested
    assert '<h2 id="cat-game-areas">Zone di gioco' in page


def test_it_indexes_terms_by_the_first_letter_of_the_name_shown(ui):
    english = ui("/optcg/glossary/").content.decode()
    assert '<a href="#az-B" data-letter="B">B</a>' in english
    assert "[Blocker]" in letter_group(english, "az-B")  # brackets do not count
    assert "Trash" in letter_group(english, "az-T")
    assert "①" in letter_group(english, "az-other")
    assert '<span class="is-empty">Q</span>' in english  # no term starts with Q
    italian = ui("/optcg/glossary/", "it").content.decode()
    assert "Scarti" in letter_group(italian, "az-S")  # Trash, in Italian
    assert "Scarti" not in letter_group(italian, "az-T")


def test_it_filters_by_an_alias_in_another_language(ui):
    response = ui("/optcg/glossary/?q=Ablagestapel")
    page = response.content.decode()
    shown = cards(page)
    assert shown["trash"] is True
    assert shown["blocker"] is False
    assert 'value="Ablagestapel"' in page
    count = sum(shown.values())
    assert f"{count} of {len(shown)} terms match “Ablagestapel”" in page
    assert '<a href="#az-T" data-letter="T">T</a>' in page
    assert '<a href="#az-B" data-letter="B" class="is-empty">B</a>' in page


def test_it_filters_ignoring_case_and_accents(ui, glossary_file):
    trash, rested = entry(glossary_file, "trash"), entry(glossary_file, "rested")
    assert trash["fr"]["term"] == "Défausse"
    english_words = " ".join(trash["en"]["definition"].split()[1:4])
    for query, slug in [("defausse", "trash"), ("BLOQUEADOR", "blocker"),
                        (english_words, "trash"), (rested["de"]["aliases"][0], "rested")]:
        assert cards(ui(f"/optcg/glossary/?q={query}").content.decode())[slug] is True, query


def test_it_filters_by_the_definition_in_the_ui_language(ui, optcg):
    blocker = Term.objects.get(game=optcg, slug="blocker")
    english = queries.haystack(blocker, {"en"})
    german = blocker.translations.get(language="de").definition
    # A word of the German definition that no English text or name of the term has.
    word = next(w for w in re.findall(r"\w{6,}", german) if queries.fold(w) not in english)
    assert cards(ui(f"/optcg/glossary/?q={word}", "de").content.decode())["blocker"] is True
    assert cards(ui(f"/optcg/glossary/?q={word}", "en").content.decode())["blocker"] is False


def test_it_says_so_when_nothing_matches(ui):
    page = ui("/optcg/glossary/?q=zzqx").content.decode()
    assert not any(cards(page).values())
    assert "No term matches “zzqx”" in page
    assert "/optcg/search/?q=zzqx" in page


def test_it_survives_odd_filter_input(ui):
    response = ui("/optcg/glossary/?q=" + "<script>x</script>%00" + "y" * 3000)
    assert response.status_code == 200
    page = response.content.decode()
    assert "<script>x</script>" not in page
    assert "&lt;script&gt;" in page


def test_it_shows_a_term_with_its_rules(ui):
    blocker = Term.objects.get(game_id="optcg", slug="blocker")
    page = ui("/optcg/glossary/blocker/").content.decode()
    assert "<h1 lang=\"en\">[Blocker]</h1>" in page
    assert escape(blocker.definition) in page
    assert escape(blocker.explanation) in page
    defining = page[page.index('id="defining-heading"'):page.index('id="used-heading"')]
    rule = Rule.objects.get(version__game_id="optcg", version__version="1.2.1", number="10-1-4-1")
    quote = defining[defining.index('data-rule="10-1-4-1"'):]
    assert rule.html in quote  # the rule's text, rendered
    assert 'data-term="block-step"' in quote  # with its links
    used = page[page.index('id="used-heading"'):page.index('id="languages-heading"')]
    assert 'data-rule="7-1-2-2"' in used
    assert 'data-rule="10-1-4-1"' not in used
    assert "Bloqueador" in page and "INNESCO" not in page
    assert "This term has no definition" not in page
    assert "Also in other games" not in page


def test_it_shows_a_term_in_german_with_the_english_name(ui, glossary_file):
    trash = entry(glossary_file, "trash")
    page = ui("/optcg/glossary/trash/", "de").content.decode()
    assert f'lang="de">{escape(trash["de"]["definition"])}</p>' in page
    assert '<strong lang="en">Trash</strong>' in page
    assert "Ablagestapel" in page
    if trash["de"].get("explanation"):
        assert escape(trash["de"]["explanation"]) in page
    else:  # not written in German: the English one, with a note saying so
        assert "Die Erklärung gibt es noch nicht auf Deutsch" in page
        assert escape(trash["en"]["explanation"]) in page


def test_it_needs_no_fallback_note_in_english(ui):
    page = ui("/optcg/glossary/trash/").content.decode()
    assert "not written in" not in page and "has no definition in" not in page


def test_it_shows_a_term_in_italian(ui):
    page = ui("/optcg/glossary/rested/", "it").content.decode()
    assert '<h1 lang="it">Affaticato</h1>' in page
    assert '<strong lang="en">Rested</strong>' in page


def test_it_answers_an_unknown_term_with_a_friendly_404(ui):
    response = ui("/optcg/glossary/blockr/")
    assert response.status_code == 404
    page = response.content.decode()
    assert "has no term “blockr”" in page
    assert 'href="/optcg/glossary/blocker/"' in page  # did you mean
    assert ui("/optcg/glossary/%5BBlocker%5D/").status_code == 404
    assert ui("/nogame/glossary/").status_code == 404


def test_it_redirects_a_slug_typed_in_capitals(ui):
    response = ui("/optcg/glossary/Blocker/")
    assert response.status_code == 301
    assert response["Location"] == "/optcg/glossary/blocker/"


def test_it_lists_the_terms_a_rule_defines_on_the_rule_page(ui):
    page = ui("/optcg/rules/10-1-4-1/").content.decode()
    panel = page[page.index('id="panel-terms-defined"'):]
    assert 'href="/optcg/glossary/blocker/" data-term="blocker"' in panel[:panel.index("</ul>")]
    section = ui("/optcg/rules/10-1-4/").content.decode()
    assert 'id="panel-terms-defined"' in section  # shown with its sub-rule 10-1-4-1
    used = ui("/optcg/rules/7-1-2-2/", "it").content.decode()
    panel = used[used.index('id="panel-terms-used"'):]
    assert 'data-term="blocker"' in panel[:panel.index("</ul>")]


def test_it_shows_the_same_keyword_in_other_games(ui, second_game):
    page = ui("/optcg/glossary/blocker/").content.decode()
    other = page[page.index('id="other-games-heading"'):]
    assert "Digital Monsters Test Game" in other
    assert "Blocks in the digital game." in other
    assert 'href="/dgm/glossary/blocker/"' in other
    back = ui("/dgm/glossary/blocker/").content.decode()
    assert 'href="/optcg/glossary/blocker/"' in back[back.index('id="other-games-heading"'):]
    assert "Also in other games" not in ui("/dgm/glossary/memory/").content.decode()


def test_it_does_not_run_a_query_per_term(ui, second_game):
    """The optcg glossary has dozens of terms, the test game two: the same number of queries."""
    counts = {}
    for game in ("optcg", "dgm"):
        ui(f"/{game}/glossary/")  # warm up the session and caches
        with CaptureQueriesContext(connection) as queries:
            assert ui(f"/{game}/glossary/?q=a").status_code == 200
        counts[game] = len(queries)
    assert counts["optcg"] == counts["dgm"]
    assert counts["optcg"] <= 10


@pytest.mark.parametrize(("language", "said"), [
    ("it", "non è ancora scritta in italiano"), ("es", "no está escrita en español"),
    ("fr", "pas encore rédigée en français"), ("de", "noch nicht auf Deutsch")])
def test_it_names_the_language_of_a_missing_explanation_as_running_text_does(
        ui, second_game, language, said):
    # Romance languages write a language's name in lower case inside a sentence; the test
    # game's terms are explained in English only
    page = html.unescape(ui("/dgm/glossary/memory/", language).content.decode())
    assert said in page
    assert '<div class="term-explanation" lang="en"><p>About Memory.</p></div>' in page
