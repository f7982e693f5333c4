"""The site search finds official Q&A entries (kind `ruling`) beside rules and terms; a rule
number still goes to the rule first."""
from __future__ import annotations

import pytest
from django.test import override_settings

from rulesite import search


@pytest.fixture(scope="module")
def qa_index(_qa_in_db, django_db_blocker, tmp_path_factory):
    """One index of the rules, the glossary and the 38 documents for this module's tests."""
    folder = tmp_path_factory.mktemp("qa-index")
    with django_db_blocker.unblock(), override_settings(SEARCH_INDEX_DIR=folder):
        search.build_index()
    return folder


@pytest.fixture
def indexed(qa_index, imported_qa, settings):
    settings.SEARCH_INDEX_DIR = qa_index


def test_it_finds_the_entry_for_a_rules_question(client, indexed):
    answer = client.get("/api/v1/optcg/search/", {"q": "leader blocker take damage"}).json()
    found = [(hit["kind"], hit["id"]) for hit in answer["results"]]
    assert ("ruling", "qa_op05-12") in found[:3]
    hit = next(hit for hit in answer["results"] if hit["id"] == "qa_op05-12")
    assert hit["url"] == "/optcg/rulings/qa_op05-12/" and "<mark>" in hit["snippet"]


def test_it_sends_a_rule_number_to_the_rule_first(client, indexed):
    page = client.get("/optcg/search/", {"q": "10-1-4-1"})
    assert page.status_code == 302 and page["Location"].endswith("/optcg/rules/10-1-4-1/")
    answer = client.get("/api/v1/optcg/search/", {"q": "10-1-4-1"}).json()
    assert {hit["kind"] for hit in answer["results"]} == {"rule"}


def test_it_keeps_a_keyword_s_term_and_rules_above_the_entries(client, indexed):
    answer = client.get("/api/v1/optcg/search/", {"q": "blocker"}).json()
    kinds = [hit["kind"] for hit in answer["results"]]
    assert kinds[:2] == ["term", "rule"]


def test_it_finds_entries_by_card_name_and_labels_them(client, indexed):
    page = client.get("/optcg/search/", {"q": "Rosinante"})
    body = page.content.decode()
    assert 'class="result result-ruling"' in body and "/optcg/rulings/qa_op05-12/" in body
