"""What changed between two versions: the pure comparison, and the diff page."""
from __future__ import annotations

import re

import pytest
from rules_support import visible_text

from rules import diff
from rules.bundled import CORPUS_DIR
from rules.importers import markdown
from rules.models import RulesVersion

E = diff.Entry


def kinds(comparison: diff.Comparison) -> set[tuple[str, str | None, str | None]]:
    return {(c.kind, c.old and c.old.number, c.new and c.new.number) for c in comparison.changes}


def test_it_finds_added_removed_changed_and_unchanged_rules():
    old = [E("1", "Game Overview"), E("1-1", "", "Two players play."),
           E("1-2", "", "Concede whenever you like, and the game ends at once.")]
    new = [E("1", "Game Overview"), E("1-1", "", "Two players play, head to head."),
           E("1-3", "", "An infinite loop with no way out ends in a draw.")]
    comparison = diff.compare(old, new)
    assert kinds(comparison) == {("changed", "1-1", "1-1"), ("removed", "1-2", None),
                                 ("added", None, "1-3")}
    assert comparison.counts() == {"renumbered": 0, "added": 1, "removed": 1, "changed": 1,
                                   "unchanged": 1}
    changed = comparison.of_kind("changed")[0]
    assert changed.text_html == "Two players <del>play.</del> <ins>play, head to head.</ins>"


def test_it_finds_a_moved_rule_by_its_text():
    old = [E("3", "Areas"), E("3-1", "", "The deck is a secret area."),
           E("3-2", "", "The trash is an open area; cards there are face up.")]
    new = [E("3", "Areas"), E("3-1", "", "The deck is a secret area."),
           E("3-2", "", "The hand is a secret area, but you may look at your own."),
           E("3-3", "", "The trash is an open area; cards there lie face up.")]
    comparison = diff.compare(old, new)
    assert ("renumbered", "3-2", "3-3") in kinds(comparison)
    assert ("added", None, "3-2") in kinds(comparison)
    moved = comparison.of_kind("renumbered")[0]
    assert moved.text_html.endswith("<del>are</del> <ins>lie</ins> face up.")


def test_it_leaves_unrelated_rules_unpaired():
    old = [E("5-1", "", "Each player shuffles their deck before the game.")]
    new = [E("5-2", "", "The first player does not draw on their first turn.")]
    assert kinds(diff.compare(old, new)) == {("removed", "5-1", None), ("added", None, "5-2")}


def test_it_escapes_the_words_of_an_inline_diff():
    html = diff.word_diff('Trash <b>"it"</b> now', "Trash <script>alert(1)</script> now")
    assert "<script>" not in html and "<b>" not in html
    assert html == ("Trash <del>&lt;b&gt;&quot;it&quot;&lt;/b&gt;</del> "
                    "<ins>&lt;script&gt;alert(1)&lt;/script&gt;</ins> now")


def test_it_finds_the_renumbered_counter_step_rules(parsed_120):
    official = [E(r.number, r.title, r.text, r.printed_as) for r in parsed_120.rules]
    summary = [E(r.number, r.title, r.text)
               for r in markdown.parse_folder(CORPUS_DIR / "optcg").rules]
    comparison = diff.compare(official, summary)
    moved = {(c.old.number, c.new.number) for c in comparison.of_kind("renumbered")}
    assert moved == {("7-1-3-2", "7-1-3-1"), ("7-1-3-2-1", "7-1-3-1-1"),
                     ("7-1-3-2-2", "7-1-3-1-2"), ("7-1-3-3", "7-1-3-1-3")}
    second_printing = next(c for c in comparison.of_kind("renumbered")
                           if c.new.number == "7-1-3-1-3")
    assert second_printing.old.printed_as == "7-1-2-3"
    assert ("removed", "7-1-3-1", None) in kinds(comparison)
    assert {c.new.number for c in comparison.of_kind("added")} == {"2-10-4", "3-1-2-1"}


@pytest.mark.django_db
def test_it_shows_the_diff_page_counts_first_grouped_by_chapter(client, stored_120):
    page = client.get("/optcg/rules/diff/?from=1.2.0&to=1.2.1")
    assert page.status_code == 200
    text = visible_text(page)
    assert re.search(r"4 renumbered 2 added 1 removed \d+ changed \d+ unchanged", text)
    assert text.index("4 renumbered") < text.index("7. Card Attacks and Battles")
    assert "7-1-3-2 → 7-1-3-1" in text and "7-1-3-3 (printed as 7-1-2-3) → 7-1-3-1-3" in text
    assert "Version 1.2.1 is a summary written for this site, not the official text." in text
    # Rewordings are hidden by default (a summary against the official text), counted per
    # chapter, and one click away.
    assert "changed rules hidden" in text
    body = page.content.decode()
    assert 'href="/optcg/rules/7-1-3-2/?version=1.2.0"' in body
    assert 'href="/optcg/rules/7-1-3-1/?version=1.2.1"' in body
    assert 'href="?from=1.2.0&amp;to=1.2.1&amp;changes=all"' in body
    assert body.count('class="diff-item diff-changed"') == 0
    everything = client.get("/optcg/rules/diff/?from=1.2.0&to=1.2.1&changes=all")
    changed = everything.content.decode().count('class="diff-item diff-changed"')
    assert changed == int(re.search(r"(\d+) changed", text).group(1))
    assert "<del>" in everything.content.decode() and "<ins>" in everything.content.decode()


@pytest.mark.django_db
@pytest.mark.parametrize(("query", "status", "message"), [
    ("", 200, "Choose two versions to compare."),
    ("?from=1.2.0", 400, "Choose two versions to compare."),
    ("?from=1.2.0&to=9.9", 404, "There is no imported version “9.9”. Imported: 1.2.1, 1.2.0."),
    ("?from=1.2.0&to=1.2.0", 400, "Choose two different versions."),
    ("?from=1.2.0&to=1.2.1&changes=everything", 400, "Choose what to show"),
])
def test_it_answers_a_bad_comparison_with_a_friendly_page(client, stored_120, query, status,
                                                         message):
    page = client.get(f"/optcg/rules/diff/{query}")
    assert page.status_code == status
    assert page["Content-Type"].startswith("text/html")
    text = visible_text(page)
    assert message in text
    assert '<select name="from"' in page.content.decode()  # the form to try again


@pytest.mark.django_db
def test_it_links_the_diff_from_the_rules_index_once_there_are_two_versions(client):
    assert "rules/diff/" not in client.get("/optcg/rules/").content.decode()
    RulesVersion.objects.create(game_id="optcg", version="1.2.0")
    body = client.get("/optcg/rules/").content.decode()
    assert 'href="/optcg/rules/diff/?from=1.2.0&amp;to=1.2.1"' in body
