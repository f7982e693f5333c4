"""A rule's history through every imported version (page and API), and the Atom feed of the
versions."""
from __future__ import annotations

import xml.etree.ElementTree as ET

import pytest
from rules_support import visible_text

from rules import versions

pytestmark = pytest.mark.django_db
ATOM = "{http://www.w3.org/2005/Atom}"


def test_the_api_follows_the_counter_across_its_renumbering(client, stored_120):
    answer = client.get("/api/v1/optcg/rules/7-1-3-1-1/history/").json()
    assert [(e["version"], e["number"], e["change"], e["previous_number"]) for e in answer] == [
        ("1.2.0", "7-1-3-2-1", "added", None),
        ("1.2.1", "7-1-3-1-1", "renumbered", "7-1-3-2-1"),
    ]
    assert answer[0]["text"].startswith("Activate [(Symbol) Counter]")
    assert set(answer[0]) == {"version", "number", "title", "text", "change", "previous_number"}


def test_an_older_number_finds_the_same_history(client, stored_120):
    # 7-1-3-2-1 is no 1.2.1 rule: the history is that of 1.2.0's 7-1-3-2-1
    answer = client.get("/api/v1/optcg/rules/7-1-3-2-1/history/").json()
    assert [e["number"] for e in answer] == ["7-1-3-2-1", "7-1-3-1-1"]


def test_a_rule_1_2_1_no_longer_has_shows_as_removed(client, stored_120):
    versions.mark_current(stored_120.game, stored_120)
    answer = client.get("/api/v1/optcg/rules/7-1-3-1/history/").json()
    # 1.2.0's 7-1-3-1 ("when attacked" effects) has no counterpart in 1.2.1
    assert [(e["version"], e["change"]) for e in answer] == [("1.2.0", "added"),
                                                             ("1.2.1", "removed")]
    assert "when attacked" in answer[0]["text"]


def test_a_changed_rule_keeps_its_number_and_gets_an_inline_diff(client, stored_120):
    response = client.get("/optcg/rules/7-1-4-1/history/")
    assert response.status_code == 200
    page = response.content.decode()
    assert "<ins>" in page and "<del>" in page
    text = visible_text(response)
    assert "Version 1.2.0" in text and "Version 1.2.1" in text and "Changed" in text
    assert "/optcg/rules/diff/?from=1.2.0&amp;to=1.2.1" in page
    assert 'href="/optcg/rules/7-1-4-1/?version=1.2.0"' in page


def test_the_page_shows_old_and_new_numbers_of_a_renumbered_rule(client, stored_120):
    text = visible_text(client.get("/optcg/rules/7-1-3-1-1/history/"))
    assert "Renumbered" in text and "7-1-3-2-1 → 7-1-3-1-1" in text


def test_the_rule_page_links_its_history(client):
    page = client.get("/optcg/rules/7-1-4-1/").content.decode()
    assert 'href="/optcg/rules/7-1-4-1/history/"' in page


@pytest.mark.parametrize("address", ["/optcg/rules/99-1/history/",
                                     "/api/v1/optcg/rules/99-1/history/",
                                     "/optcg/rules/not-a-number/history/",
                                     "/api/v1/optcg/rules/%00/history/"])
def test_a_rule_no_version_has_answers_404(client, address):
    assert client.get(address).status_code == 404


def test_a_typed_number_redirects_to_the_canonical_history(client):
    response = client.get("/optcg/rules/7.1.4.1/history/")
    assert response.status_code == 301 and response["Location"] == "/optcg/rules/7-1-4-1/history/"


def test_the_feed_has_one_entry_per_version_linking_its_diff(client, stored_120):
    response = client.get("/optcg/rules/feed/")
    assert response.status_code == 200
    assert response["Content-Type"].startswith("application/atom+xml")
    feed = ET.fromstring(response.content)
    entries = feed.findall(f"{ATOM}entry")
    titles = [e.find(f"{ATOM}title").text for e in entries]
    assert titles == ["One Piece Card Game rules 1.2.1", "One Piece Card Game rules 1.2.0"]
    newest = entries[0]
    assert newest.find(f"{ATOM}link").get("href").endswith(
        "/optcg/rules/diff/?from=1.2.0&to=1.2.1")
    assert "4 renumbered" in newest.find(f"{ATOM}summary").text
    assert entries[1].find(f"{ATOM}link").get("href").endswith("/optcg/rules/?version=1.2.0")
    assert client.get("/ygo/rules/feed/").status_code == 200
    assert client.get("/nogame/rules/feed/").status_code == 404
