"""The judge cites the numbering of the rules it is written against (the bundled 1.2.1): its
rule links lead there even when an operator serves the older 1.2.0, whose Counter Step rules
are numbered differently (DESIGN.md, "Rules numbering")."""
from __future__ import annotations

import re
from pathlib import Path

import pytest
from judge_web_helpers import example, main_html

from rules.importers import pdf
from rules.importers.writer import store_version
from rules.models import Game

pytestmark = pytest.mark.django_db
PDF_120 = (Path(__file__).resolve().parents[3] / "shared" / "fixtures"
           / "optcg-comprehensive-rules-1.2.0.pdf")


@pytest.fixture
def older_version_served():
    """1.2.0, imported from the official PDF and marked current by an operator."""
    version = store_version(Game.objects.get(pk="optcg"), "1.2.0", pdf.parse_file(PDF_120))
    version.marked_current = True
    version.save(update_fields=["marked_current"])
    return version


def counter_link(page: str) -> str:
    # 7-1-3-1-1 (a Character's Counter value) exists in 1.2.1 only
    found = re.search(r'href="(/optcg/rules/7-1-3-1-1/[^"]*)"', page)
    assert found, "the ruling does not link 7-1-3-1-1"
    return found.group(1).replace("&amp;", "&")


def test_it_links_its_citations_to_the_rules_it_cites_while_an_older_version_is_served(
        client, older_version_served):
    response = client.post("/optcg/judge/", {"scenario": example("02"), "do": "judge"})
    link = counter_link(main_html(response))
    assert link == "/optcg/rules/7-1-3-1-1/?version=1.2.1"
    assert client.get(link).status_code == 200


def test_it_saves_a_ruling_whose_links_lead_to_the_rules_it_cites(client, older_version_served):
    saved = client.post("/optcg/judge/", {"scenario": example("02"), "do": "save"})
    assert saved.status_code == 303
    link = counter_link(main_html(client.get(saved["Location"])))
    assert client.get(link).status_code == 200
