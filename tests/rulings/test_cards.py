"""The official Q&A on card pages and in the card API, and entries linking to their cards once
cards are imported (in either order)."""
from __future__ import annotations

import pytest
from rules_support import visible_text

from cards.models import Card, CardText


@pytest.fixture
def rosinante(optcg) -> Card:
    """The card of the Q&A's OP05-022 entry, as import_cards would store its facts."""
    card = Card.objects.create(game=optcg, number="OP05-022", category="leader",
                               colors=["green"], life=5, power=5000, keywords=["Blocker"])
    CardText.objects.create(card=card, language="en", name="Donquixote Rosinante")
    return card


def test_it_shows_a_cards_own_entries_and_those_naming_it(client, imported_qa, rosinante):
    page = client.get("/optcg/cards/OP05-022/")
    body = page.content.decode()
    assert 'id="section-official-qa"' in body and 'data-entry="qa_op05-12"' in body
    assert 'id="section-qa-naming"' in body
    assert "You will take damage." in visible_text(page)


def test_the_card_api_names_its_entries(client, imported_qa, rosinante):
    answer = client.get("/api/v1/optcg/cards/OP05-022/").json()
    assert "qa_op05-12" in answer["rulings"]


def test_an_entry_links_to_its_card_once_the_card_exists(client, imported_qa, optcg):
    before = client.get("/optcg/rulings/qa_op05-12/").content.decode()
    assert 'href="/optcg/cards/OP05-022/"' not in before
    Card.objects.create(game=optcg, number="OP05-022", category="leader")
    after = client.get("/optcg/rulings/qa_op05-12/").content.decode()
    assert 'href="/optcg/cards/OP05-022/"' in after
