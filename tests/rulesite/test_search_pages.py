"""The search page and the search API, as a browser without JavaScript and a program see them."""
from __future__ import annotations

import re

import pytest
from drf_spectacular.drainage import GENERATOR_STATS
from drf_spectacular.generators import SchemaGenerator

pytestmark = pytest.mark.django_db

REQUIRED = {"kind", "id", "title", "snippet", "url"}


def page(client, query: str, language: str = "en", **params):
    client.cookies["django_language"] = language
    return client.get("/optcg/search/", {"q": query, **params}, HTTP_ACCEPT_LANGUAGE=language)


def main(response) -> str:
    html = response.content.decode()
    return html[html.index("<main"):html.index("</main>")]


def api(client, query: str | None, **extra):
    params = {} if query is None else {"q": query}
    return client.get("/api/v1/optcg/search/", params, **extra)


# ---- the page ----------------------------------------------------------------------------

@pytest.mark.parametrize("query", ["7-1-4-1", "7.1.4.1", "CR 7-1-4-1", "7 1 4 1"])
def test_it_redirects_a_rule_number_to_the_rule(client, query):
    response = page(client, query)
    assert response.status_code == 302
    assert response["Location"] == "/optcg/rules/7-1-4-1/"


def test_it_keeps_the_results_page_when_asked_not_to_jump(client):
    response = page(client, "7-1-4", exact="0")
    assert response.status_code == 200
    titles = re.findall(r'class="result-title" href="([^"]+)"', main(response))
    assert titles[0] == "/optcg/rules/7-1-4/"
    assert all(url.startswith("/optcg/rules/7-1-4") for url in titles)


def test_it_shows_ranked_results_with_badge_breadcrumb_and_snippet(client):
    html = main(page(client, "Bloqueador"))
    results = re.findall(r'<li class="result result-(rule|term)">(.*?)</li>', html, re.S)
    assert results[0][0] == "term" and "[Blocker]" in results[0][1]
    assert 'class="badge badge-term"' in results[0][1]
    assert "<mark>Bloqueador</mark> (es)" in results[0][1]
    assert "Glossary › Keywords" in results[0][1]
    rule = next(body for kind, body in results if kind == "rule")
    assert 'class="badge badge-rule"' in rule
    assert 'class="breadcrumb-line" lang="en">10. Keyword Effects and Keywords' in rule


def test_it_shows_a_term_in_the_readers_language(client):
    html = main(page(client, "trash", language="fr"))
    assert "Défausse (Trash)" in html


def test_it_offers_did_you_mean_as_a_link(client):
    html = main(page(client, "blokcer"))
    assert "Did you mean" in html
    assert 'href="/optcg/search/?q=blocker"' in html


def test_it_says_when_nothing_is_found(client):
    html = main(page(client, "zzqqxx"))
    assert "Nothing found for “zzqqxx”" in html
    assert "<ol" not in html


def test_it_escapes_the_query_everywhere_on_the_page(client):
    response = page(client, '<script>alert("x")</script> blocker')
    html = response.content.decode()
    assert response.status_code == 200
    assert "<script>alert" not in html
    assert "&lt;script&gt;alert" in html


def test_it_works_without_javascript_through_the_header_form(client):
    html = page(client, "Konter").content.decode()
    form = re.search(r'<form class="search-box"[^>]*>', html).group(0)
    assert 'action="/optcg/search/"' in form and 'method="get"' in form
    assert 'name="q" value="Konter"' in html
    assert 'class="result result-term"' in html


def test_it_gives_the_live_search_only_the_results(client):
    response = page(client, "blocker", partial="1", exact="0")
    html = response.content.decode()
    assert response.status_code == 200
    assert "<html" not in html and 'class="results"' in html


def test_it_shows_the_search_box_on_every_page(client):
    for url in ["/optcg/", "/optcg/rules/", "/optcg/rules/7-1-4-1/", "/optcg/glossary/"]:
        html = client.get(url).content.decode()
        assert 'role="search"' in html and 'data-live-search="/optcg/search/"' in html, url


@pytest.mark.parametrize("query", [
    '"unbalanced', "AND OR (", "*", "?", "x" * 20_000, "🃏", "a\x00b", "\x07\x1b", "!!!", "",
])
def test_it_answers_any_query_with_a_page(client, query):
    response = page(client, query, exact="0")
    assert response.status_code == 200


def test_it_answers_an_unknown_game_with_a_404_page(client):
    assert client.get("/nogame/search/", {"q": "blocker"}).status_code == 404


# ---- the API -----------------------------------------------------------------------------

def test_it_returns_the_exact_rule_first_from_the_api(client):
    response = api(client, "CR 7.1.4.1")
    answer = response.json()
    assert response.status_code == 200
    assert answer["query"] == "CR 7.1.4.1"
    assert answer["results"][0]["kind"] == "rule"
    assert answer["results"][0]["id"] == "7-1-4-1"
    assert answer["results"][0]["url"] == "/optcg/rules/7-1-4-1/"


def test_it_answers_in_the_documented_shape(client):
    answer = api(client, "Ablagestapel").json()
    assert {"query", "results"} <= set(answer) <= {"query", "results", "suggestion", "notice"}
    assert answer["results"]
    for result in answer["results"]:
        assert set(result) >= REQUIRED
        assert result["kind"] in ("rule", "term")
    top = answer["results"][0]
    assert (top["kind"], top["id"], top["url"]) == ("term", "trash", "/optcg/glossary/trash/")
    assert "<mark>Ablagestapel</mark>" in top["snippet"]


def test_it_adds_the_suggestion_to_the_api_answer(client):
    answer = api(client, "blokcer").json()
    assert answer["suggestion"] == "blocker"
    assert answer["results"][0]["id"] == "blocker"


def test_it_answers_an_empty_query_with_no_results(client):
    for query in [None, "", "   "]:
        answer = api(client, query).json()
        assert answer == {"query": "", "results": []}


@pytest.mark.parametrize("query", [
    '"unbalanced', "AND OR (", "*", "?", "x" * 20_000, "🃏🔥", "a\x00b", "\x01\x02", "...",
    "title:(x", "blocker^5 OR ~2",
])
def test_it_answers_any_query_from_the_api_with_json(client, query):
    response = api(client, query)
    assert response.status_code == 200
    assert isinstance(response.json()["results"], list)


def test_it_answers_an_unknown_game_with_a_json_404(client):
    response = client.get("/api/v1/nogame/search/", {"q": "blocker"})
    assert response.status_code == 404
    assert "nogame" in response.json()["detail"]


def test_it_documents_the_search_api_without_warnings():
    GENERATOR_STATS.reset()
    with GENERATOR_STATS.silence():
        schema = SchemaGenerator().get_schema(request=None, public=True)
    ours = [m for m in GENERATOR_STATS._warn_cache if "SearchAPI" in m or "/search/" in m]
    assert ours == []
    answer = schema["components"]["schemas"]["SearchAnswer"]
    assert set(answer["required"]) == {"query", "results"}
    hit = schema["components"]["schemas"]["SearchHit"]
    assert set(hit["properties"]) >= REQUIRED
    operation = schema["paths"]["/api/v1/{game}/search/"]["get"]
    assert [p["name"] for p in operation["parameters"]] == ["game", "q"]
