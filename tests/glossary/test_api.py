"""The glossary API: /api/v1/GAME/glossary/ and .../glossary/SLUG/ as in interfaces.md."""
from __future__ import annotations

import pytest
import yaml
from django.db import connection
from django.test.utils import CaptureQueriesContext

from glossary.models import Term

pytestmark = pytest.mark.django_db
SHAPE = {"slug", "term", "category", "definition", "aliases", "translations", "rules", "url"}
LANGUAGES = {"en", "de", "es", "it", "fr"}


def test_it_answers_one_term_in_the_documented_shape(client, glossary_file):
    response = client.get("/api/v1/optcg/glossary/blocker/")
    assert response.status_code == 200
    assert response["Content-Type"] == "application/json"
    body = response.json()
    assert set(body) >= SHAPE
    source = next(t for t in glossary_file["terms"] if t["slug"] == "blocker")
    assert body["slug"] == "blocker"
    assert body["term"] == "[Blocker]"
    assert body["category"] == "keywords"
    assert body["definition"] == source["en"]["definition"]
    assert body["explanation"] == source["en"]["explanation"]
    assert body["rules"] == source["rules"]
    assert body["url"] == "/optcg/glossary/blocker/"
    assert {"Bloqueador", "Blocker"} <= set(body["aliases"])
    assert set(body["translations"]) == LANGUAGES
    assert body["translations"]["fr"]["term"] == "[Bloqueur]"
    assert body["translations"]["de"]["definition"] == source["de"]["definition"]
    assert "Bloqueador" in body["translations"]["es"]["aliases"]
    for local in body["translations"].values():
        assert local["term"] and local["definition"]


def test_it_lists_every_term_with_all_five_languages(client):
    response = client.get("/api/v1/optcg/glossary/")
    assert response.status_code == 200
    terms = response.json()
    assert [t["slug"] for t in terms] == list(
        Term.objects.filter(game_id="optcg").order_by("category__position", "position")
        .values_list("slug", flat=True))
    for term in terms:
        assert set(term) >= SHAPE, term["slug"]
        assert set(term["translations"]) == LANGUAGES, term["slug"]
        assert term["rules"], term["slug"]


def test_it_filters_the_list_by_a_word_in_any_language(client):
    slugs = [t["slug"] for t in client.get("/api/v1/optcg/glossary/?q=cementerio").json()]
    assert "trash" in slugs and "blocker" not in slugs
    assert client.get("/api/v1/optcg/glossary/?q=zzqx").json() == []


@pytest.mark.parametrize("url", ["/api/v1/optcg/glossary/nope/", "/api/v1/nogame/glossary/",
                                 "/api/v1/nogame/glossary/blocker/"])
def test_it_answers_json_404_for_an_unknown_term_or_game(client, url):
    response = client.get(url)
    assert response.status_code == 404
    assert response["Content-Type"] == "application/json"
    assert set(response.json()) == {"detail"}
    assert "nope" in response.json()["detail"] or "nogame" in response.json()["detail"]


def test_it_does_not_run_a_query_per_term(client, second_game):
    counts = {}
    for game in ("optcg", "dgm"):
        with CaptureQueriesContext(connection) as queries:
            assert client.get(f"/api/v1/{game}/glossary/").status_code == 200
        counts[game] = len(queries)
    assert counts["optcg"] == counts["dgm"] <= 5


def test_it_documents_both_endpoints_in_the_schema(client):
    schema = yaml.safe_load(client.get("/api/v1/schema/").content)
    listing = schema["paths"]["/api/v1/{game}/glossary/"]["get"]
    detail = schema["paths"]["/api/v1/{game}/glossary/{slug}/"]["get"]
    assert listing["operationId"] == "glossary_list"
    assert detail["operationId"] == "glossary_retrieve"
    assert detail["responses"]["200"]["content"]["application/json"]["schema"] == {
        "$ref": "#/components/schemas/Term"}
    assert "404" in detail["responses"]
    term = schema["components"]["schemas"]["Term"]
    assert set(term["properties"]) >= SHAPE
    assert term["properties"]["translations"]["additionalProperties"] == {
        "$ref": "#/components/schemas/TermTranslation"}
