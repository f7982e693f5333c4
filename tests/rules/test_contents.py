"""The contents page shows the battle: the titled steps under 7-1, a label of the site's own for
the untitled 7-1, and previews of headings that show their sub-rules' text."""
from __future__ import annotations

import re

import pytest
from rules_support import visible_text

from rules import contents
from rules.models import Rule

pytestmark = pytest.mark.django_db


def test_the_contents_list_the_steps_of_a_battle(client):
    response = client.get("/optcg/rules/")
    page = response.content.decode()
    for number, title in [("7-1-1", "Attack Step"), ("7-1-2", "Block Step"),
                          ("7-1-3", "Counter Step"), ("7-1-4", "Damage Step"),
                          ("7-1-5", "End of the Battle")]:
        assert re.search(rf'href="/optcg/rules/{number}/"><span class="num">{number}</span> '
                         rf'<span lang="en">{title}</span>', page), number
    # the keywords are headings people look for too; untitled sub-rules are not listed
    assert 'href="/optcg/rules/10-1-2/"' in page
    assert 'href="/optcg/rules/7-1-1-1/"' not in page


def test_an_untitled_section_gets_a_label_marked_as_the_sites_own(client):
    response = client.get("/optcg/rules/")
    text = visible_text(response)
    assert ("7-1 Attack Step, Block Step, Counter Step, Damage Step, End of the Battle* "
            "(label of this site, not an official title)") in text
    assert "A label of this site's own for a rule without an official title." in text
    assert 'class="site-label"' in response.content.decode()


def test_a_label_comes_from_the_text_when_no_sub_rule_has_a_title():
    rule = Rule(number="4-2", text="When a card is played, it is placed in its area. More text.")
    assert contents.site_label(rule, []) == "When a card is played, it is placed …"
    short = Rule(number="4-3", text="Cards are drawn one at a time.")
    assert contents.site_label(short, []) == "Cards are drawn one at a time"
    many = [Rule(number=f"7-1-{i}", title=f"Step {i}") for i in range(1, 8)]
    assert contents.site_label(Rule(number="7-1"), many) == "Step 1 … Step 7"


def test_a_heading_previews_its_sub_rules_text(client):
    answer = client.get("/api/v1/optcg/rules/7-1-3/").json()
    assert answer["text"] == ""
    assert answer["preview"].startswith("7-1-3-1 The attacked player may take the actions")
    assert "7-1-3-1-1" in answer["preview"]
    plain = client.get("/api/v1/optcg/rules/7-1-3-1-1/").json()
    assert plain["preview"] == plain["text"]
