"""Card pages, the card API and cards in the site search, over real imported cards."""
from __future__ import annotations

import re

import pytest
from cards_support import FRENCH, store_cards
from rules_support import visible_text

pytestmark = pytest.mark.django_db
SOME = ("ST01-001", "ST01-006", "ST01-012", "OP05-022", "OP01-016", "ST05-014", "OP02-004",
        "OP11-054", "OP14-031")


@pytest.fixture
def some_cards():
    store_cards(*SOME)
    store_cards(*SOME, folder=FRENCH)


def numbers(response) -> list[str]:
    return re.findall(r'data-number="([^"]+)"', response.content.decode())


def test_a_card_number_goes_straight_to_the_card(client, some_cards):
    response = client.get("/optcg/cards/", {"q": "op05 022"})
    assert response.status_code == 302 and response["Location"] == "/optcg/cards/OP05-022/"
    assert client.get("/optcg/cards/op05-022/")["Location"] == "/optcg/cards/OP05-022/"


def test_it_finds_cards_by_name_in_any_imported_language(client, some_cards):
    assert numbers(client.get("/optcg/cards/", {"q": "chopper"})) == ["ST01-006"]
    # the French name has no dot: "Monkey D. Luffy"
    found = numbers(client.get("/optcg/cards/", {"q": "monkey d luffy"}))
    assert found == ["ST01-001", "ST01-012"]


@pytest.mark.parametrize(("query", "expected"), [
    ({"keyword": "Blocker"}, ["OP05-022", "OP11-054", "OP14-031", "ST01-006"]),
    ({"keyword": "Blocker", "q": "nami"}, ["OP11-054", "OP14-031"]),
    ({"category": "leader"}, ["OP05-022", "ST01-001"]),
    ({"color": "red", "cost": "5", "category": "character"}, ["ST01-012"]),
    ({"counter": "1000", "trait": "straw hat"}, ["OP01-016", "OP11-054", "OP14-031"]),
    ({"power": "0"}, ["ST05-014"]),
    ({"text": "cannot activate blocker"}, ["ST01-012"]),
    ({"cost": "4", "category": "leader"}, ["OP05-022"]),  # a Leader's Life
])
def test_it_filters_by_every_printed_fact(client, some_cards, query, expected):
    assert numbers(client.get("/optcg/cards/", query)) == expected


def test_a_bad_filter_is_named_and_the_rest_still_applies(client, some_cards):
    response = client.get("/optcg/cards/", {"cost": "abc", "keyword": "Blocker", "q": "\x00"})
    assert response.status_code == 200
    assert "Enter a whole number." in response.content.decode()
    assert numbers(response) == ["OP05-022", "OP11-054", "OP14-031", "ST01-006"]


def test_the_card_page_shows_facts_text_printings_and_the_judge(client, some_cards):
    page = visible_text(client.get("/optcg/cards/OP05-022/"))
    assert "Category Leader" in page and "Life 4" in page and "Power 5000" in page
    assert "[Blocker]" in page and "set this Leader as active" in page
    assert "OP05-022_p1" in page and "Use in the judge" in page
    assert "©Eiichiro Oda/Shueisha" in page and "Card data: imported from" in page
    # the list by its name, never the operator's path to it
    assert "imported from punk-records/french on" in page and "fixtures" not in page
    link = re.search(r'href="(/optcg/judge/\?card=[^"]+)"',
                     client.get("/optcg/cards/OP05-022/").content.decode()).group(1)
    judge = client.get(link).content.decode()
    assert "leader: {card: OP05-022}" in judge


def test_a_card_page_and_the_card_list_name_category_and_colours_in_the_readers_language(
        client, some_cards):
    page = visible_text(client.get("/optcg/cards/OP05-022/", HTTP_ACCEPT_LANGUAGE="es"))
    assert "Categoría Líder" in page and "Color Verde, Azul" in page
    listed = visible_text(client.get("/optcg/cards/", {"q": "Chopper"}, HTTP_ACCEPT_LANGUAGE="es"))
    assert "Personaje · Verde" in listed or "Personaje · Rojo" in listed
    assert "Character ·" not in listed


def test_without_card_text_the_page_shows_facts_only(client, some_cards, settings):
    settings.CARD_TEXT = False
    page = visible_text(client.get("/optcg/cards/OP05-022/"))
    assert "set this Leader as active" not in page.split("Not applied")[0]
    assert "Power 5000" in page
    assert client.get("/api/v1/optcg/cards/OP05-022/").json()["text"] is None


def test_an_unknown_card_is_a_404_that_says_why(client, some_cards):
    response = client.get("/optcg/cards/OP99-999/")
    assert response.status_code == 404
    assert "There is no card OP99-999" in response.content.decode()
    api = client.get("/api/v1/optcg/cards/OP99-999/")
    assert api.status_code == 404 and "no card OP99-999" in api.json()["detail"]


def test_the_api_answers_a_card_with_the_spec_keys(client, some_cards):
    card = client.get("/api/v1/optcg/cards/ST01-012/").json()
    assert {"number", "name", "category", "colors", "cost", "power", "counter", "life",
            "attributes", "traits", "keywords", "effects", "automation", "text", "rulings",
            "url"} <= set(card)
    assert (card["keywords"], card["power"], card["url"]) == (
        ["Rush"], 6000, "/optcg/cards/ST01-012/")
    assert card["names"] == {"en": "Monkey.D.Luffy", "fr": "Monkey D. Luffy"}
    found = client.get("/api/v1/optcg/cards/", {"q": "nami", "keyword": "Blocker"}).json()
    assert [c["number"] for c in found["results"]] == ["OP11-054", "OP14-031"]


def test_site_search_goes_to_a_card_by_its_number(client, some_cards):
    response = client.get("/optcg/search/", {"q": "ST01-012"})
    assert response.status_code == 302 and response["Location"] == "/optcg/cards/ST01-012/"
    api = client.get("/api/v1/optcg/search/", {"q": "st01-012"}).json()
    assert api["results"][0]["kind"] == "card" and api["results"][0]["id"] == "ST01-012"


def test_site_search_finds_cards_by_name_after_the_rules(client, some_cards):
    found = client.get("/api/v1/optcg/search/", {"q": "blocker"}).json()["results"]
    kinds = [hit["kind"] for hit in found]
    assert kinds[0] == "term" and found[0]["id"] == "blocker"
    assert "card" not in kinds[:5]
    rosinante = client.get("/api/v1/optcg/search/", {"q": "Rosinante"}).json()["results"]
    assert ("card", "OP05-022") in [(hit["kind"], hit["id"]) for hit in rosinante]
    page = client.get("/optcg/search/", {"q": "Rosinante"}).content.decode()
    assert 'href="/optcg/cards/OP05-022/"' in page


def test_site_search_shows_a_card_first_when_the_query_is_its_name(client, some_cards):
    """A judge types a card's name ("chopper", "Tony Tony.Chopper"): the card is the answer, so
    it comes before the rules; a keyword that is no card's name keeps the rules first."""
    for query, number in (("chopper", "ST01-006"), ("Tony Tony.Chopper", "ST01-006")):
        found = client.get("/api/v1/optcg/search/", {"q": query}).json()["results"]
        assert (found[0]["kind"], found[0]["id"]) == ("card", number), query
        page = client.get("/optcg/search/", {"q": query}).content.decode()
        others = page.find('<ol class="results">')  # the rules and terms found, if any
        assert 0 <= page.index('class="results card-hits"') < (others if others >= 0 else len(page))
    found = client.get("/api/v1/optcg/search/", {"q": "leader"}).json()["results"]
    assert found[0]["kind"] != "card"


def test_yugioh_search_gets_no_one_piece_synonyms():
    from rulesite.search.querying import synonym_phrases
    assert synonym_phrases(["graveyard"], "optcg") == ["trash"]
    assert synonym_phrases(["graveyard"], "ygo") == []


def test_the_game_home_leads_to_the_cards_once_imported(client):
    def main(response) -> str:
        return response.content.decode().split("<main", 1)[1]

    assert 'href="/optcg/cards/"' not in main(client.get("/optcg/"))
    store_cards("ST01-006", "OP05-022")
    page = main(client.get("/optcg/", HTTP_ACCEPT_LANGUAGE="de"))
    assert 'href="/optcg/cards/"' in page and "2 gedruckte Karten nach Nummer" in page
