"""The judge's ruling page lists the official Q&A about the cards its scenario names and the
rules it cites, so a judge can check the engine against the publisher's own answer."""
from __future__ import annotations

from pathlib import Path

from cards_support import store_cards
from judge_web_helpers import example, main_html, save

from rulings.models import Document

LEADER_BLOCKER = (Path(__file__).resolve().parents[1] / "cards" / "scenarios"
                  / "leader-blocker.yaml")


def related(page: str) -> str:
    start = page.find('class="related related-official-qa"')
    return page[start:page.index("</section>", start)] if start >= 0 else ""


def test_it_lists_the_entry_of_a_card_the_scenario_names(client, imported_qa):
    store_cards("ST01-001", "OP05-022", "ST01-006")
    ruling = save(LEADER_BLOCKER.read_text(encoding="utf-8"))
    page = main_html(client.get(ruling.get_absolute_url()))
    assert 'data-entry="qa_op05-12"' in related(page)


def test_it_lists_general_entries_mapped_to_a_cited_rule(client, imported_qa):
    ruling = save(example("06-double-attack"))
    section = related(main_html(client.get(ruling.get_absolute_url())))
    assert 'data-entry="qa_rules-36"' in section  # [Double Attack] against 1 Life


def test_it_shows_no_section_when_nothing_is_imported(client, imported_qa):
    Document.objects.all().delete()  # inside this test's transaction only
    ruling = save(example("06-double-attack"))
    assert not related(main_html(client.get(ruling.get_absolute_url())))


def test_the_judge_page_lists_them_for_a_fresh_ruling(client, imported_qa):
    page = client.post("/optcg/judge/", {"scenario": example("06-double-attack")})
    assert 'data-entry="qa_rules-34"' in related(main_html(page))
