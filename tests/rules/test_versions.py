"""Which version is served: the newest by number unless an operator marks another; ?version=."""
from __future__ import annotations

import io
import re

import pytest
from django.core.management import CommandError, call_command
from rules_support import visible_text

from rules import queries
from rules.importers.records import ParsedDocument, RuleRecord
from rules.importers.writer import store_version
from rules.models import Game, RulesVersion

SMALL = """1. Game Overview
1-1. Number of Players
1-1-1. The game is played by two players.
"""


def tiny(text: str) -> ParsedDocument:
    return ParsedDocument(rules=[RuleRecord("1", "Game Overview"),
                                 RuleRecord("1-1", "", text)])


@pytest.mark.django_db
def test_it_serves_the_newest_version_by_number():
    game = Game.objects.get(pk="optcg")
    store_version(game, "1.9.2", tiny("Nine."))
    assert queries.current_version(game).version == "1.9.2"
    store_version(game, "1.10.0", tiny("Ten."))
    assert queries.current_version(game).version == "1.10.0"  # 10 > 9, not "1.1" < "1.9"
    store_version(game, "1.3", tiny("Older, imported last."))
    assert queries.current_version(game).version == "1.10.0"


@pytest.mark.django_db
def test_it_serves_the_version_an_operator_marks(client, own_index):
    game = Game.objects.get(pk="optcg")
    store_version(game, "1.10.0", tiny("Ten."))
    out = io.StringIO()
    call_command("set_current_version", "optcg", "1.2.1", stdout=out)
    assert "optcg serves 1.2.1 (marked current by an operator)" in out.getvalue()
    assert queries.current_version(game).version == "1.2.1"
    store_version(game, "1.11.0", tiny("Eleven."))
    assert queries.current_version(game).version == "1.2.1"  # the mark wins over newer ones
    versions = {v["version"]: v["current"] for v in client.get("/api/v1/optcg/versions/").json()}
    assert versions == {"1.11.0": False, "1.10.0": False, "1.2.1": True}
    assert "Rules in force: One Piece Card Game 1.2.1" in visible_text(client.get("/optcg/"))
    call_command("set_current_version", "optcg", "--newest", stdout=io.StringIO())
    assert queries.current_version(game).version == "1.11.0"
    assert not RulesVersion.objects.filter(marked_current=True).exists()


@pytest.mark.django_db
def test_it_marks_an_imported_version_current_on_request(tmp_path, own_index, client):
    path = tmp_path / "old.txt"
    path.write_text(SMALL, encoding="utf-8")
    out = io.StringIO()
    call_command("import_rules", "optcg", str(path), "--version", "0.9", "--current",
                 "--released", "2025-01-02", stdout=out, stderr=io.StringIO())
    assert "optcg serves 0.9 (marked current by an operator)" in out.getvalue()
    version = RulesVersion.objects.get(version="0.9")
    assert version.marked_current and version.released.isoformat() == "2025-01-02"
    page = client.get("/optcg/rules/1-1-1/")
    assert "The game is played by two players." in visible_text(page)
    # The bundled version is no longer current: its stored links now carry ?version=1.2.1.
    bundled = RulesVersion.objects.get(version="1.2.1").rules.get(number="7-1-4-1")
    assert 'href="/optcg/rules/7-1-4-1-1/?version=1.2.1"' in bundled.html


@pytest.mark.django_db
def test_it_refuses_to_mark_an_unknown_version():
    with pytest.raises(CommandError, match=r"optcg has no version '7.7' \(imported: 1.2.1\)"):
        call_command("set_current_version", "optcg", "7.7", stdout=io.StringIO())
    with pytest.raises(CommandError, match="either a version or --newest"):
        call_command("set_current_version", "optcg", stdout=io.StringIO())


@pytest.mark.django_db
def test_it_reads_an_older_version_with_the_version_parameter(client, published_120):
    page = client.get("/optcg/rules/7-1-3/?version=1.2.0")
    assert page.status_code == 200
    text = visible_text(page)
    assert "7-1-3-2" in text and "The player being attacked may perform" in text
    assert "Rules version 1.2.0" in text and "This is not the version in force." in text
    body = page.content.decode()
    # Every link to a rule on an old version's page stays in that version.
    links = _rule_links(body)
    assert len(links) > 5 and all(href.endswith("?version=1.2.0") for href in links)
    assert client.get("/optcg/rules/7-1-3/").status_code == 200  # the current 1.2.1
    assert "The attacked player may take" in visible_text(client.get("/optcg/rules/7-1-3/"))
    data = client.get("/api/v1/optcg/rules/7-1-3-2/?version=1.2.0").json()
    assert data["url"] == "/optcg/rules/7-1-3-2/?version=1.2.0"
    assert data["text"].startswith("The player being attacked may perform")
    assert client.get("/api/v1/optcg/rules/7-1-3-2/").status_code == 404  # not in 1.2.1


@pytest.mark.django_db
def test_it_says_clearly_when_a_version_does_not_exist(client):
    page = client.get("/optcg/rules/7-1-4-1/?version=0.0.1")
    assert page.status_code == 404
    assert "has no rules version '0.0.1'. Imported: 1.2.1." in visible_text(page)
    api = client.get("/api/v1/optcg/rules/?version=0.0.1")
    assert api.status_code == 404
    assert api.json()["detail"].endswith("has no rules version '0.0.1'. Imported: 1.2.1.")


def _rule_links(body: str) -> list[str]:
    """The links to rules and to the rules index in a page (not the site's main menu)."""
    return re.findall(r'href="(/optcg/rules/(?:\d[^"]*|\?[^"]*))"', body)
