"""`card_coverage`: how much of the imported English list the judge automates."""
from __future__ import annotations

import io
import json

import pytest
from cards_support import store_cards
from django.core.management import call_command

from cards.models import Card
from rules.models import Game
from rulings.models import Document, Entry

pytestmark = pytest.mark.django_db


def test_it_reports_full_partial_and_none_over_the_whole_list():
    store_cards()
    out = io.StringIO()
    call_command("card_coverage", "optcg", "--json", stdout=out)
    found = json.loads(out.getvalue())
    assert found["cards"] == 2665
    assert found["full"] + found["partial"] + found["none"] == found["with_effects"]
    assert found["with_effects"] + found["vanilla"] == 2665
    assert found["full"] > 500 and found["keyword_cards"] > 300
    left = found["templates_left"]
    assert left[0]["cards"] >= left[-1]["cards"] and len(left) == 20
    # the common deck searches are read now: the most common shapes left are something else
    searches = ("Look at N cards from the top of your deck; reveal up to N {T} type card and",
                "Look at N cards from the top of your deck; reveal up to N {T} type card other")
    assert not any(t["template"].startswith(searches) for t in left)
    # the precision of the encodings: the last review's sample, still what the cards store
    assert found["review"] == {"cards": 40, "right": 40, "changed": 0, "precision": 1.0}
    text = io.StringIO()
    call_command("card_coverage", "optcg", stdout=text)
    assert "fully automated:" in text.getvalue() and "not automated yet:" in text.getvalue()
    assert "encodings reviewed (the last sample): 40 of 40 right" in text.getvalue()


def test_it_says_when_no_card_is_imported():
    out = io.StringIO()
    call_command("card_coverage", "optcg", stdout=out)
    assert "no cards of optcg are imported" in out.getvalue()


def _entry(game, document, position: int, card: str) -> None:
    Entry.objects.create(game=game, document=document, position=position,
                         key=f"{document.stem}-{position}", card=card,
                         question="Q?", answer="A.")


def test_it_weighs_the_automation_by_the_official_qa_entries_about_a_card():
    store_cards("ST01-012", "OP01-063", "OP05-022")
    auto = dict(Card.objects.values_list("number", "automation"))
    assert auto["ST01-012"] == "full" and auto["OP01-063"] != "full"
    game = Game.objects.get(pk="optcg")
    document = Document.objects.create(game=game, stem="qa_test", title="test Q&A")
    # three entries about a fully automated card, one about another, one about a card not
    # imported, and a general entry with no card (not counted)
    for position, card in enumerate(["ST01-012", "ST01-012", "ST01-012", "OP01-063",
                                     "ZZ99-001", ""], start=1):
        _entry(game, document, position, card)
    out = io.StringIO()
    call_command("card_coverage", "optcg", "--json", stdout=out)
    qa = json.loads(out.getvalue())["official_qa"]
    assert qa["entries"]["total"] == 5 and qa["entries"]["full"] == 3
    assert qa["entries"]["full_share"] == 0.6 and qa["entries"]["missing"] == 1
    assert qa["cards"]["total"] == 3 and qa["cards"]["full"] == 1
    assert qa["cards"]["full_share"] == round(1 / 3, 4)
    text = io.StringIO()
    call_command("card_coverage", "optcg", stdout=text)
    assert "about a fully automated card: 3 (60.0 %)" in text.getvalue()
    assert "about a fully automated card: 1 (33.3 %)" in text.getvalue()


def test_without_imported_qa_it_says_so():
    store_cards("ST01-012")
    out = io.StringIO()
    call_command("card_coverage", "optcg", "--json", stdout=out)
    assert json.loads(out.getvalue())["official_qa"] is None
    text = io.StringIO()
    call_command("card_coverage", "optcg", stdout=text)
    assert "official Q&A: none imported" in text.getvalue()
