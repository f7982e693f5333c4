"""python manage.py import_rules: the official PDF, atomic failures, re-imports."""
from __future__ import annotations

import io

import pytest
from django.core.management import CommandError, call_command
from rules_support import PDF_120, visible_text

from rules import queries
from rules.models import Rule, RulesVersion

SMALL = """Version 2.0
1. Game Overview
1-1. Number of Players
1-1-1. The game is played by two players.
1-2. Ending the Game
1-2-1. The game ends when a player loses (see 1-1-1.).
"""
SMALL_MARKDOWN = """# 1. Game Overview

## 1-1. Number of Players

### 1-1-1.
The game is for two players.

## 1-2. Ending the Game

### 1-2-1.
The game is over when a player loses (see 1-1-1).
"""
SMALLER = """1. Game Overview
1-1. Number of Players
1-1-1. The game is played by two players, head to head.
"""
CUT_OFF = """1. Game Overview
1-1. Number of Players
1-1-1. The game is played by two players.
1-2.
"""


def run(*args: str) -> tuple[str, str]:
    out, err = io.StringIO(), io.StringIO()
    call_command("import_rules", *args, stdout=out, stderr=err)
    return out.getvalue(), err.getvalue()


def snapshot(version: RulesVersion) -> list[tuple]:
    return list(version.rules.order_by("sort_key").values_list("id", "number", "text", "html"))


@pytest.mark.django_db
def test_it_imports_the_official_pdf(own_index, parsed_120, client):
    out, err = run("optcg", str(PDF_120), "--version", "1.2.0")
    version = RulesVersion.objects.get(game_id="optcg", version="1.2.0")
    assert version.kind == RulesVersion.KIND_OFFICIAL
    assert version.released.isoformat() == "2026-01-16"
    assert version.rules.count() == len(parsed_120.rules)
    assert f"imported optcg 1.2.0: {len(parsed_120.rules)} rules" in out
    assert "optcg serves 1.2.1 (the newest)" in out
    assert "7-1-2-3 is printed a second time" in err
    # Published at once: its links stay in 1.2.0, because 1.2.1 is the version in force.
    html = version.rules.get(number="7-1-4-1").html
    assert 'href="/optcg/rules/7-1-4-1-1/?version=1.2.0"' in html
    page = visible_text(client.get("/optcg/rules/7-1-3-3/?version=1.2.0"))
    assert "at the end of the Counter Step" in page
    assert "The source prints this rule as 7-1-2-3" in page
    assert queries.current_version(version.game).version == "1.2.1"


@pytest.mark.django_db
def test_it_changes_nothing_when_the_file_is_broken(tmp_path, client):
    bundled = RulesVersion.objects.get(game_id="optcg", version="1.2.1")
    before = snapshot(bundled)
    broken = tmp_path / "cut.txt"
    broken.write_text(CUT_OFF, encoding="utf-8")
    with pytest.raises(CommandError) as raised:
        run("optcg", str(broken), "--version", "1.2.1")
    assert str(raised.value) == (
        f"{broken}, line 4: rule 1-2 has neither a title nor any text (is the document cut off?)")
    bundled.refresh_from_db()
    assert snapshot(bundled) == before
    assert bundled.kind == RulesVersion.KIND_SUMMARY
    page = client.get("/optcg/rules/7-1-3-1-3/")
    assert page.status_code == 200
    assert "the Damage Step (see 7-1-4) is skipped" in visible_text(page)
    not_a_pdf = tmp_path / "rules.pdf"
    not_a_pdf.write_text(SMALL, encoding="utf-8")
    with pytest.raises(CommandError, match=r"rules.pdf: not a readable PDF"):
        run("optcg", str(not_a_pdf), "--version", "3.0")
    assert not RulesVersion.objects.filter(version="3.0").exists()


@pytest.mark.django_db
def test_it_replaces_a_version_imported_again(tmp_path, own_index):
    """First our own Markdown summary, then the official text, as the same version."""
    first, second = tmp_path / "first.md", tmp_path / "second.txt"
    first.write_text(SMALL_MARKDOWN, encoding="utf-8")
    second.write_text(SMALLER, encoding="utf-8")
    run("optcg", str(first), "--version", "2.0")
    version = RulesVersion.objects.get(game_id="optcg", version="2.0")
    assert version.kind == RulesVersion.KIND_SUMMARY
    assert sorted(version.rules.values_list("number", flat=True)) == [
        "1", "1-1", "1-1-1", "1-2", "1-2-1"]
    assert version.rules.get(number="1-2-1").references.count() == 1
    run("optcg", str(second), "--version", "2.0")
    again = RulesVersion.objects.get(game_id="optcg", version="2.0")
    assert again.pk == version.pk and again.kind == RulesVersion.KIND_OFFICIAL
    assert list(again.rules.order_by("sort_key").values_list("number", "text")) == [
        ("1", ""), ("1-1", ""), ("1-1-1", "The game is played by two players, head to head.")]
    assert Rule.objects.filter(version__version="2.0").count() == 3
    assert RulesVersion.objects.filter(game_id="optcg").count() == 2


@pytest.mark.django_db
@pytest.mark.parametrize(("args", "message"), [
    (["pokemon", "x.txt", "--version", "1"], "there is no game 'pokemon'"),
    (["optcg", "rules.docx", "--version", "1"], "cannot import a '.docx' file"),
    (["optcg", "x.txt", "--version", "1.0 beta"], "'1.0 beta' is not a version name"),
    (["optcg", "x.txt", "--version", "1", "--released", "16/01/2026"], "is not a date"),
])
def test_it_explains_what_is_wrong_with_the_command(tmp_path, monkeypatch, args, message):
    monkeypatch.chdir(tmp_path)
    (tmp_path / "x.txt").write_text(SMALL, encoding="utf-8")
    (tmp_path / "rules.docx").write_bytes(b"PK\x03\x04")
    with pytest.raises(CommandError, match=message):
        run(*args)
    assert RulesVersion.objects.filter(game_id="optcg").count() == 1
