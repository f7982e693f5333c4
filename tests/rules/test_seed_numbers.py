"""Every rule number the seed documents (../shared/seeds) cite is served, with its text."""
from __future__ import annotations

import re

import pytest
from rules_support import SEEDS, visible_text

# A rule number as the seeds write it: parts of one or two digits joined by hyphens. Not a
# date (2026-10-21: four digits first), not a card id (OP03-074: a letter before it), not part
# of a longer number.
CITED = re.compile(r"(?<![\w-])(\d{1,2}(?:-\d{1,2})+)(?![\w-])")


def cited_numbers() -> list[str]:
    found: set[str] = set()
    for path in sorted(SEEDS.glob("*.txt")):
        found.update(CITED.findall(path.read_text(encoding="utf-8")))
    return sorted(found, key=lambda n: [int(p) for p in n.split("-")])


def test_it_finds_the_cited_numbers_and_no_dates():
    found = cited_numbers()
    assert len(found) > 250
    assert "7-1-3-1-3" in found and "10-2-13-5" in found
    assert not any(len(part) > 2 for n in found for part in n.split("-"))


@pytest.mark.django_db
def test_it_serves_every_number_the_seeds_cite(client):
    missing = []
    for number in cited_numbers():
        data = client.get(f"/api/v1/optcg/rules/{number}/")
        if data.status_code != 200 or not (data.json()["text"] or data.json()["title"]):
            missing.append(number)
            continue
        page = client.get(f"/optcg/rules/{number}/")
        words = " ".join(re.sub(r"[\\*_`]", "", data.json()["text"] or data.json()["title"])
                         .split()[:6])
        if page.status_code != 200 or words not in visible_text(page):
            missing.append(number)
    assert missing == []
