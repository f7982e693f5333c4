"""The Yu-Gi-Oh! card API and the site search's cards, on real cards copied from
../shared/fixtures/yaml-yugi into a temporary folder and imported."""
from __future__ import annotations

import pytest
from ygo_support import store, subset


@pytest.fixture
def ygo_cards(db, tmp_path):
    store(subset(tmp_path))


def test_the_list_finds_names_in_every_language(client, ygo_cards):
    answer = client.get("/api/v1/ygo/cards/", {"q": "Spiegelkraft"}).json()
    first = answer["results"][0]
    assert (first["password"], first["name"], first["names"]["de"]) == (
        "44095762", "Mirror Force", "Spiegelkraft")
    assert first["limit"] == {"tcg": "Unlimited", "ocg": "Unlimited"}
    answer = client.get("/api/v1/ygo/cards/", {"kind": "trap", "property": "Counter"}).json()
    assert {r["password"] for r in answer["results"]} == {"41420027", "40605147"}
    assert answer["count"] == 2


def test_a_bad_filter_is_ignored_and_named(client, ygo_cards):
    answer = client.get("/api/v1/ygo/cards/", {"q": "Mirror", "level": "x"}).json()
    assert "level" in answer["ignored"] and answer["results"]


def test_one_card_has_the_contracts_fields(client, ygo_cards):
    card = client.get("/api/v1/ygo/cards/05318639/").json()
    assert (card["password"], card["konami_id"], card["name"], card["kind"],
            card["property"]) == ("05318639", 4909, "Mystical Space Typhoon", "spell",
                                  "Quick-Play")
    assert set(card["names"]) == {"en", "de", "es", "fr", "it"}
    assert card["texts"]["en"].startswith("Target 1 Spell/Trap on the field")
    assert card["psct"]["spell_speed"] == 2 and card["url"] == "/ygo/cards/05318639/"
    decode = client.get("/api/v1/ygo/cards/1861629/").json()  # the leading zero may be left off
    assert (decode["link_rating"], decode["def"], decode["level"], decode["rank"]) == (
        3, None, None, None)
    ten_thousand = client.get("/api/v1/ygo/cards/00010000/").json()
    assert (ten_thousand["atk"], ten_thousand["def"]) == ("?", "?")
    obelisk = client.get("/api/v1/ygo/cards/kdb4998/").json()
    assert (obelisk["password"], obelisk["konami_id"]) == (None, 4998)


def test_an_unknown_password_is_a_404_with_a_message(client, ygo_cards):
    response = client.get("/api/v1/ygo/cards/12345678/")
    assert response.status_code == 404
    assert "There is no card 12345678" in str(response.json())


def test_the_site_search_finds_cards_by_name_after_the_rules(client, ygo_cards):
    answer = client.get("/api/v1/ygo/search/", {"q": "Juicio Solemne"}).json()
    assert [r["id"] for r in answer["results"] if r["kind"] == "card"] == ["41420027"]
    for query in ("chain", "damage step"):
        kinds = [r["kind"] for r in client.get("/api/v1/ygo/search/", {"q": query}).json()[
            "results"]]
        assert kinds[0] in ("rule", "term")
        first_card = kinds.index("card") if "card" in kinds else len(kinds)
        assert set(kinds[first_card:]) <= {"card"}  # cards only after every rule and term
    page = client.get("/ygo/search/", {"q": "Mago Nero"}).content.decode()
    assert "/ygo/cards/46986414/" in page


def test_a_password_in_the_site_search_goes_to_its_card(client, ygo_cards):
    response = client.get("/ygo/search/", {"q": "44095762"})
    assert response.status_code == 302 and response["Location"] == "/ygo/cards/44095762/"
    answer = client.get("/api/v1/ygo/search/", {"q": "44095762"}).json()
    assert answer["results"][0]["id"] == "44095762"


@pytest.fixture
def chain_cards(db, tmp_path):
    from ygo_support import CHOSEN

    store(subset(tmp_path, (*CHOSEN, "01248895", "03171055")))  # Chain Destruction, Dispel


def kinds_and_ids(client, query: str, language: str = "en") -> list[tuple[str, str]]:
    answer = client.get("/api/v1/ygo/search/", {"q": query}, HTTP_ACCEPT_LANGUAGE=language)
    return [(r["kind"], r["id"]) for r in answer.json()["results"]]


def test_a_rules_word_in_card_names_still_finds_the_rules_first(client, chain_cards):
    found = kinds_and_ids(client, "chain")
    assert found[0] == ("term", "chain")
    cards = [hit for hit in found if hit[0] == "card"]
    assert {"01248895", "03171055"} <= {number for _, number in cards}
    assert found[-len(cards):] == cards  # every card after every rule and term
    # a card's whole name, in any language, puts its card first
    for name in ("Chain Destruction", "Destruction en Chaîne", "kettenzerstorung"):
        assert kinds_and_ids(client, name)[0] == ("card", "01248895"), name
    page = client.get("/ygo/search/", {"q": "chain"}).content.decode()
    assert page.index("/ygo/glossary/chain/") < page.index("/ygo/cards/01248895/")
    # the API names the cards in the reader's language, as the page does
    answer = client.get("/api/v1/ygo/search/", {"q": "Chain Destruction"},
                        HTTP_ACCEPT_LANGUAGE="de").json()
    assert answer["results"][0]["title"] == "Kettenzerstörung (01248895)"
