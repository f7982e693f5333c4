"""Card pages, the card filter and the judge's board name keywords, types and attributes as the
reader's cards print them: French cards have their own words, the other languages print the
English ones."""
from __future__ import annotations

import pytest
from cards_support import FRENCH, store_cards
from rules_support import visible_text

pytestmark = pytest.mark.django_db


@pytest.fixture
def luffy():
    store_cards("ST01-012")
    store_cards("ST01-012", folder=FRENCH)


def test_a_french_card_page_uses_the_french_cards_words(client, luffy):
    html = client.get("/optcg/cards/ST01-012/?lang=fr").content.decode()
    assert ">[Initiative]</a>" in html and ">[Rush]</a>" not in html
    page = visible_text(client.get("/optcg/cards/ST01-012/?lang=fr"))
    # the English card text may be shown under the French one; the facts are French
    assert "Supernovae / Équipage de Chapeau de paille" in page and "Straw Hat Crew" not in page
    assert "Frappe" in page and "Strike" not in page


def test_a_german_card_page_keeps_the_english_print(client, luffy):
    page = visible_text(client.get("/optcg/cards/ST01-012/?lang=de"))
    assert "[Rush]" in page and "Straw Hat Crew" in page and "Strike" in page


def test_the_card_filter_offers_the_french_keywords(client, luffy):
    page = client.get("/optcg/cards/?lang=fr").content.decode()
    assert '<option value="Rush">Initiative</option>' in page
    assert '<option value="Blocker">Bloqueur</option>' in page


def test_the_board_shows_french_keywords(client, luffy):
    scenario = ("game: optcg\nturn: {number: 3, player: A}\nplayers:\n  A:\n    characters:\n"
                "      - {id: a-rush, power: 5000, keywords: [Rush]}\n  B: {}\nactions: []\n")
    html = client.post("/optcg/judge/?lang=fr", {"scenario": scenario}).content.decode()
    assert '<span class="card-keywords">[Initiative]</span>' in html


def test_the_card_list_names_a_cards_keywords_as_its_print_does(client, luffy):
    french = client.get("/optcg/cards/", {"lang": "fr", "color": "red"}).content.decode()
    assert '<span class="card-keywords">[Initiative]</span>' in french
    german = client.get("/optcg/cards/", {"lang": "de", "color": "red"}).content.decode()
    assert '<span class="card-keywords">[Rush]</span>' in german
