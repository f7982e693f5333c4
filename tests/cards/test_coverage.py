"""`card_coverage`: how much of the imported English list the judge automates."""
from __future__ import annotations

import io
import json

import pytest
from cards_support import store_cards
from django.core.management import call_command

pytestmark = pytest.mark.django_db


def test_it_reports_full_partial_and_none_over_the_whole_list():
    store_cards()
    out = io.StringIO()
    call_command("card_coverage", "optcg", "--json", stdout=out)
    found = json.loads(out.getvalue())
    assert found["cards"] == 2665
    assert found["full"] + found["partial"] + found["none"] == found["with_effects"]
    assert found["with_effects"] + found["vanilla"] == 2665
    assert found["full"] > 500 and found["keyword_cards"] > 300
    left = found["templates_left"]
    assert left[0]["cards"] >= left[-1]["cards"] and len(left) == 20
    # the common deck searches are read now: the most common shapes left are something else
    searches = ("Look at N cards from the top of your deck; reveal up to N {T} type card and",
                "Look at N cards from the top of your deck; reveal up to N {T} type card other")
    assert not any(t["template"].startswith(searches) for t in left)
    text = io.StringIO()
    call_command("card_coverage", "optcg", stdout=text)
    assert "fully automated:" in text.getvalue() and "not automated yet:" in text.getvalue()


def test_it_says_when_no_card_is_imported():
    out = io.StringIO()
    call_command("card_coverage", "optcg", stdout=out)
    assert "no cards of optcg are imported" in out.getvalue()
