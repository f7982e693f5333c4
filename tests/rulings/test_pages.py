"""The official Q&A pages and API: the list with its filters, one entry, the rule page's
section, and bad input answered with a message, never a 500."""
from __future__ import annotations

import re

import pytest
from rules_support import visible_text

from rules.models import Rule
from rulings.linking import rule_mapping
from rulings.models import Document, Entry

COPYRIGHT = "Eiichiro Oda/Shueisha"


def keys(response) -> list[str]:
    return re.findall(r'data-entry="([^"]+)"', response.content.decode())


def test_it_finds_the_leader_blocker_entry_by_its_words(client, imported_qa):
    page = client.get("/optcg/rulings/", {"q": "leader blocker take damage"})
    assert page.status_code == 200
    assert "qa_op05-12" in keys(page)
    text = visible_text(page)
    assert "OP05-022" in text and COPYRIGHT in text


def test_it_filters_by_card_own_entries_and_entries_naming_it(client, imported_qa):
    found = keys(client.get("/optcg/rulings/", {"card": "st02-010"}))
    cards = dict(Entry.objects.filter(key__in=found).values_list("key", "card"))
    # ST02-010 has its own entries and is named in OP05-030's questions
    assert "ST02-010" in cards.values() and "OP05-030" in cards.values()


def test_it_filters_by_rule_and_by_document(client, imported_qa):
    by_rule = keys(client.get("/optcg/rulings/", {"rule": "10.1.4.1", "document": "qa_op05"}))
    assert "qa_op05-12" in by_rule
    assert "qa_op05-1" not in by_rule
    by_document = client.get("/optcg/rulings/", {"document": "qa_st-11"})
    assert keys(by_document) == ["qa_st-11-1", "qa_st-11-2"]
    assert "2 entries" in visible_text(by_document)


def test_it_pages_a_long_list(client, imported_qa):
    first = keys(client.get("/optcg/rulings/"))
    second = keys(client.get("/optcg/rulings/", {"page": 2}))
    assert len(first) == len(second) == 20 and not set(first) & set(second)
    assert "1260 entries" in visible_text(client.get("/optcg/rulings/"))


@pytest.mark.parametrize("params", [
    {"card": "not a card"}, {"rule": "abc"}, {"page": "-1"}, {"page": "x" * 500},
    {"q": "\x00" * 50}, {"q": "(" * 1000}, {"document": "../../etc"},
])
def test_it_answers_bad_filters_with_a_page(client, imported_qa, params):
    page = client.get("/optcg/rulings/", params)
    assert page.status_code == 200


def test_it_says_which_filter_it_could_not_use(client, imported_qa):
    text = visible_text(client.get("/optcg/rulings/", {"card": "OP5-22"}))
    assert "not a card number" in text


def test_it_shows_one_entry_with_its_source_and_links(client, imported_qa):
    page = client.get("/optcg/rulings/qa_op05-12/")
    assert page.status_code == 200
    text = visible_text(page)
    assert "Q&A [OP-05]" in text and "2024-04-03" in text and "page 2" in text
    assert "You will take damage." in text and COPYRIGHT in text
    body = page.content.decode()
    assert 'href="/optcg/rules/10-1-4-1/"' in body
    assert 'href="/optcg/glossary/blocker/"' in body
    assert 'rel="external noopener"' in body


def test_it_answers_an_unknown_entry_with_a_404_page(client, imported_qa):
    page = client.get("/optcg/rulings/qa_op05-9999/")
    assert page.status_code == 404
    assert "qa_op05-9999" in visible_text(page)


def test_it_says_when_nothing_is_imported(client, imported_qa):
    Document.objects.all().delete()  # inside this test's transaction only
    text = visible_text(client.get("/optcg/rulings/"))
    assert "import_rulings" in text


def test_it_lists_the_entries_of_a_rule_on_the_rule_page(client, imported_qa):
    page = client.get("/optcg/rules/10-1-4-1/")
    body = page.content.decode()
    assert 'id="panel-official-qa"' in body
    assert "/optcg/rulings/?rule=10-1-4-1" in body


def test_it_maps_every_general_entry_to_rules_that_exist(client, imported_qa):
    mapping = rule_mapping("optcg")
    present = set(Rule.objects.filter(version__game_id="optcg", version__version="1.2.1")
                  .values_list("number", flat=True))
    assert mapping, "the project's mapping of the general Q&A is empty"
    missing = {key: [n for n in numbers if n not in present]
               for key, numbers in mapping.items()}
    assert not {key: n for key, n in missing.items() if n}
    assert set(mapping) <= set(Entry.objects.filter(document__stem="qa_rules")
                               .values_list("key", flat=True))


def test_the_api_filters_and_answers_one_entry(client, imported_qa):
    listed = client.get("/api/v1/optcg/rulings/", {"card": "OP05-022"}).json()
    assert "qa_op05-12" in [e["id"] for e in listed["results"]]
    one = client.get("/api/v1/optcg/rulings/qa_op05-12/").json()
    assert one["card"] == "OP05-022" and "10-1-4-1" in one["rules"]
    assert one["source"]["document"] == "qa_op05" and one["source"]["date"] == "2024-04-03"
    assert one["url"] == "/optcg/rulings/qa_op05-12/"


def test_the_api_answers_bad_input_with_400_and_unknown_with_404(client, imported_qa):
    assert client.get("/api/v1/optcg/rulings/", {"rule": "abc"}).status_code == 400
    assert client.get("/api/v1/optcg/rulings/nope/").status_code == 404


def test_the_game_home_leads_to_the_official_qa_once_imported(client, imported_qa):
    assert 'href="/optcg/rulings/"' in client.get("/optcg/").content.decode()
    Document.objects.all().delete()  # inside this test's transaction only
    assert 'href="/optcg/rulings/"' not in client.get("/optcg/").content.decode()


def test_a_rule_page_lists_the_general_questions_about_it_first(client, imported_qa):
    # 10-1-2-1 ([Double Attack]): the general Q&A's entries come before the cards' entries
    found = keys(client.get("/optcg/rules/10-1-2-1/"))
    assert found[:2] and all(key.startswith("qa_rules-") for key in found[:2])
