"""Rule and glossary pages come from the cache on a repeated read, stay right for every reader
(the same page for all, in their language, of the version they asked for) and change as soon
as what they show changes."""
from __future__ import annotations

import pytest
from django.conf import settings
from django.core.cache import cache
from django.db import connection
from django.test import Client
from django.test.utils import CaptureQueriesContext

from judge.examples import examples
from judge.models import Citation, Ruling
from rules import pagecache
from rules.models import Game, Rule, RulesVersion
from rulesite import cacheurl, publish

pytestmark = pytest.mark.django_db


def queries_for(client: Client, path: str, **extra) -> tuple[int, str]:
    """The queries a page costs, besides reading the cache itself (a table of the database by
    default)."""
    with CaptureQueriesContext(connection) as captured:
        response = client.get(path, **extra)
    assert response.status_code == 200
    own = [q for q in captured.captured_queries if cacheurl.DATABASE_CACHE_TABLE not in q["sql"]]
    return len(own), response.content.decode()


def main_part(page: str) -> str:
    return page[page.index('<main id="main"'):page.index("</main>")]


@pytest.mark.parametrize("path", ["/optcg/rules/7-1-4/", "/optcg/rules/",
                                  "/optcg/glossary/", "/optcg/glossary/blocker/"])
def test_it_serves_a_repeated_read_from_the_cache(client, path):
    first, page = queries_for(client, path)
    again, cached = queries_for(client, path)
    assert again <= 4 < first
    assert main_part(cached) == main_part(page)


def test_it_gives_every_reader_the_same_page_with_nothing_of_anyone_in_it(client):
    """No CSRF token and no cookie: the page a shared cache keeps is nobody's own."""
    first = client.get("/optcg/rules/7-1-4/")
    reader = Client(enforce_csrf_checks=True)
    again = reader.get("/optcg/rules/7-1-4/")
    assert again.content == first.content
    assert "csrfmiddlewaretoken" not in again.content.decode()
    assert not again.cookies and "Set-Cookie" not in again


def test_it_changes_the_language_from_a_cached_page_without_a_token():
    reader = Client(enforce_csrf_checks=True)
    reader.get("/optcg/rules/7-1-4/")
    changed = reader.post("/i18n/setlang/", {"language": "de", "next": "/optcg/rules/7-1-4/"})
    assert changed.status_code == 302 and changed["Location"] == "/optcg/rules/7-1-4/"
    assert '<html lang="de"' in reader.get("/optcg/rules/7-1-4/").content.decode()


def test_it_returns_to_the_page_without_parameters_it_does_not_read(client):
    page = client.get("/optcg/rules/7-1-4/", {"version": "1.2.1", "utm": "x<y"})
    assert 'name="next" value="/optcg/rules/7-1-4/?version=1.2.1"' in page.content.decode()
    assert client.get("/optcg/rules/7-1-4/", {"version": "1.2.1"}).content == page.content


def test_it_caches_each_language_apart(client):
    english = client.get("/optcg/glossary/trash/").content.decode()
    client.cookies["django_language"] = "it"
    italian = client.get("/optcg/glossary/trash/").content.decode()
    assert "<h1" in italian and "Scarti" in main_part(italian)
    assert "Scarti" not in main_part(english).split("</h1>")[0]


def test_it_never_mixes_up_the_whole_glossary_and_a_filtered_one(client):
    everything = client.get("/optcg/glossary/").content.decode()
    filtered = client.get("/optcg/glossary/", {"q": "Ablagestapel"}).content.decode()
    assert "match “Ablagestapel”" in filtered and "Ablagestapel”" not in everything
    assert "Ablagestapel”" not in client.get("/optcg/glossary/").content.decode()


def cache_entries() -> int:
    """How many cached pages the cache holds: rows of the database cache, or keys of Redis.
    Only pages count: the content stamp beside them lives STAMP_SECONDS and may expire while
    a slow machine runs the test."""
    if settings.CACHES["default"]["BACKEND"].endswith("RedisCache"):
        return len(cache._cache.get_client().keys("*page:*"))
    with connection.cursor() as cursor:
        cursor.execute(f"SELECT COUNT(*) FROM {cacheurl.DATABASE_CACHE_TABLE} "
                       "WHERE cache_key LIKE %s", ["%page:%"])
        return cursor.fetchone()[0]


def test_it_adds_no_cache_entry_for_any_filter_a_reader_types(client):
    client.get("/optcg/glossary/")
    before = cache_entries()
    assert before == 1
    for word in ("blocker", "Konter", "zzzz", "a", "rush attack", "x" * 50):
        page = client.get("/optcg/glossary/", {"q": word})
        assert page.status_code == 200
    assert cache_entries() == before


def test_it_shows_a_newly_featured_ruling_on_a_cached_rule_page(client):
    before = client.get("/optcg/rules/7-1-4/").content.decode()
    assert "Cited by saved rulings" not in before
    version = RulesVersion.objects.get(game_id="optcg", version="1.2.1")
    ruling = Ruling.objects.create(game_id="optcg", rules_version=version,
                                   rules_version_label="1.2.1", title="Who takes the damage",
                                   scenario_text="game: optcg", result={})
    Citation.objects.create(ruling=ruling, game_id="optcg", identity="7-1-4", number="7-1-4")
    unlisted = client.get("/optcg/rules/7-1-4/").content.decode()
    assert "Who takes the damage" not in unlisted
    ruling.featured = True
    ruling.save(update_fields=["featured"])
    after = client.get("/optcg/rules/7-1-4/").content.decode()
    assert "Cited by saved rulings" in after and "Who takes the damage" in after


def test_it_keeps_cached_pages_when_an_unlisted_ruling_is_saved(client):
    client.get("/optcg/rules/7-1-4/")
    stamp = pagecache.content_stamp(Game.objects.get(pk="optcg"))
    client.post("/api/v1/optcg/judge/?save=1", examples("optcg")[0].text,
                content_type="application/yaml")
    assert Ruling.objects.count() == 1
    assert pagecache.content_stamp(Game.objects.get(pk="optcg")) == stamp


def test_it_shows_republished_rules_at_once(client, settings, tmp_path):
    settings.SEARCH_INDEX_DIR = tmp_path / "index"
    assert "In this test" not in client.get("/optcg/rules/7-1-4/").content.decode()
    version = RulesVersion.objects.get(game_id="optcg", version="1.2.1")
    Rule.objects.filter(version=version, number="7-1-4").update(
        text="In this test the Damage Step is ruled a draw.")
    publish.publish_version(version)
    assert "In this test the" in client.get("/optcg/rules/7-1-4/").content.decode()


def test_it_keeps_the_version_asked_for_in_the_page_and_its_shell(client):
    page = client.get("/optcg/rules/7-1-4/", {"version": "1.2.1"}).content.decode()
    assert 'data-rules-version="1.2.1"' in page
    assert 'href="/optcg/rules/7-1-4-1/?version=1.2.1"' in main_part(page)
    plain = client.get("/optcg/rules/7-1-4/").content.decode()
    assert "?version=" not in main_part(plain)


@pytest.mark.parametrize("path", ["/optcg/rules/7-1-4/", "/optcg/rules/",
                                  "/optcg/glossary/", "/optcg/glossary/blocker/"])
def test_it_lets_browsers_and_shared_caches_keep_pages_for_a_minute(client, path):
    response = client.get(path)
    assert {word.strip() for word in response["Cache-Control"].split(",")} == {
        "public", "max-age=60"}
    vary = {word.strip() for word in response["Vary"].split(",")}
    assert {"Accept-Language", "Cookie", "Accept-Encoding"} <= vary


def test_it_keeps_a_filtered_glossary_private(client):
    """The filter is the reader's own words: no shared cache keeps that page."""
    response = client.get("/optcg/glossary/", {"q": "blocker"})
    assert "private" in response["Cache-Control"] and "public" not in response["Cache-Control"]


def test_it_does_not_cache_a_missing_rule(client):
    assert client.get("/optcg/rules/7-1-99/").status_code == 404
    assert client.get("/optcg/rules/7-1-99/").status_code == 404
    redirected = client.get("/optcg/rules/7.1.4/")
    assert redirected.status_code == 301 and redirected["Location"] == "/optcg/rules/7-1-4/"


def test_each_process_keeps_its_own_copies_of_pages_within_a_bound_in_bytes():
    pages = pagecache._Pages(limit=1000)
    for n in range(50):
        pages.put(f"page{n}", pagecache.Page(b"x" * 100, '"tag"', {}))
    assert pages.used <= 1000 and len(pages.entries) == 10
    assert pages.get("page49") is not None and pages.get("page0") is None
