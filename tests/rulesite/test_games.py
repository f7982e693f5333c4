"""Every page and endpoint of a game answers for both games, and nothing mixes the games.

One Piece (`optcg`, official numbering) and Yu-Gi-Oh! (`ygo`, a digest numbered by this site)
are both bundled; each has the same pages, the same API and its own search, glossary and judge.
"""
from __future__ import annotations

import pytest

pytestmark = pytest.mark.django_db

GAMES = {
    # game: (a rule, a glossary term, a search word of its own, a search word of the other game)
    "optcg": ("7-1-4-1", "blocker", "blocker", "tribute"),
    "ygo": ("12-5-1", "chain", "tribute", "blocker"),
}
PAGES = ["/{g}/", "/{g}/rules/", "/{g}/rules/{rule}/", "/{g}/glossary/", "/{g}/glossary/{term}/",
         "/{g}/search/?q={word}", "/{g}/judge/"]
ENDPOINTS = ["/api/v1/{g}/rules/", "/api/v1/{g}/rules/{rule}/", "/api/v1/{g}/versions/",
             "/api/v1/{g}/glossary/", "/api/v1/{g}/glossary/{term}/",
             "/api/v1/{g}/search/?q={word}"]


def fill(template: str, game: str) -> str:
    rule, term, word, _ = GAMES[game]
    return template.format(g=game, rule=rule, term=term, word=word)


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("page", PAGES)
def test_it_serves_every_page_for_both_games(client, game, page):
    response = client.get(fill(page, game))
    assert response.status_code == 200
    body = response.content.decode()
    assert f'href="/{game}/rules/"' in body
    other = "ygo" if game == "optcg" else "optcg"
    # the game switcher always offers the other game
    assert f'href="/{other}/"' in body


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("endpoint", ENDPOINTS)
def test_it_answers_every_endpoint_for_both_games(client, game, endpoint):
    response = client.get(fill(endpoint, game))
    assert response.status_code == 200
    assert response["Content-Type"].startswith("application/json")
    text = response.content.decode()
    if "versions" in endpoint:  # no links there: each game has its own rules version
        versions = {"optcg": "1.2.1", "ygo": "2026.1"}
        assert [v["version"] for v in response.json()] == [versions[game]]
        return
    assert f"/{game}/" in text
    assert f"/{'ygo' if game == 'optcg' else 'optcg'}/" not in text


@pytest.mark.parametrize("game", GAMES)
def test_it_judges_through_the_api_for_both_games(client, game):
    bad = client.post(f"/api/v1/{game}/judge/", data="{}", content_type="application/json")
    assert bad.status_code == 400 and bad.json()["errors"]


def test_it_redirects_a_ygo_rule_number_typed_in_any_spelling(client):
    for spelling in ("12.5.1", "12 5 1", "12-5-1."):
        response = client.get("/ygo/search/", {"q": spelling})
        assert response.status_code == 302
        assert response["Location"] == "/ygo/rules/12-5-1/"
    assert client.get("/ygo/rules/12.5.1/")["Location"].endswith("/ygo/rules/12-5-1/")


@pytest.mark.parametrize("game", GAMES)
def test_it_never_mixes_games_in_search(client, game):
    _, _, own, foreign = GAMES[game]
    found = client.get(f"/api/v1/{game}/search/", {"q": own}).json()["results"]
    assert found and all(r["url"].startswith(f"/{game}/") for r in found)
    assert client.get(f"/api/v1/{game}/search/", {"q": foreign}).json()["results"] == []
    page = client.get(f"/{game}/search/", {"q": own}).content.decode()
    other = "ygo" if game == "optcg" else "optcg"
    assert f'href="/{other}/rules/' not in page and f'href="/{other}/glossary/' not in page


def test_it_finds_ygo_terms_by_their_spanish_names_from_the_seed(client):
    found = client.get("/api/v1/ygo/search/", {"q": "Cementerio"}).json()["results"]
    assert found[0]["url"] == "/ygo/glossary/graveyard/"


def test_it_says_that_the_ygo_numbers_are_the_sites_own(client):
    for url in ("/ygo/rules/", "/ygo/rules/12-5/", "/ygo/rules/12-5-1/"):
        body = client.get(url).content.decode()
        assert 'class="notice numbering-note"' in body, url
        assert "Konami publishes no numbered comprehensive rules" in body
    for url in ("/optcg/rules/", "/optcg/rules/7-1-4/"):
        assert "numbering-note" not in client.get(url).content.decode()


def test_it_shows_the_ygo_digest_versions_and_rules_in_order(client):
    (version,) = client.get("/api/v1/ygo/versions/").json()
    assert version["current"] and version["rules"] >= 250
    numbers = [r["number"] for r in client.get("/api/v1/ygo/rules/").json()]
    assert numbers[:3] == ["1", "1-1", "1-1-1"] and "13-3-1" in numbers
    rule = client.get("/api/v1/ygo/rules/12-5-1/").json()
    assert rule["parent"] == "12-5" and rule["url"] == "/ygo/rules/12-5-1/"


def test_it_lists_both_games_on_the_home_page(client):
    body = client.get("/").content.decode()
    assert 'href="/optcg/' in body and 'href="/ygo/' in body


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("path", ["/{g}/rules/99-9/", "/{g}/glossary/no-such-term/",
                                  "/{g}/judge/r/no-such-ruling/", "/api/v1/{g}/rules/99-9/"])
def test_it_answers_a_friendly_404_for_both_games(client, game, path):
    response = client.get(path.format(g=game))
    assert response.status_code == 404
    if path.startswith("/api/"):
        assert response.json()["detail"]
    else:
        assert "<main" in response.content.decode()
