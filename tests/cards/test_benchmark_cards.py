"""The card-import figure of `benchmark --cards`: the whole English list, rolled back."""
from __future__ import annotations

import pytest
from cards_support import ENGLISH

from cards.models import Card
from rulesite.benchmark import cards


@pytest.mark.django_db
def test_it_times_the_whole_import_and_leaves_no_card_behind():
    figures = cards.measure("optcg", ENGLISH)
    assert (figures["cards"], figures["printings"], figures["new"]) == (2665, 4672, 2665)
    assert figures["import_s"] >= figures["store_s"] > 0
    assert Card.objects.count() == 0
    assert "card list import: 2665 cards" in "\n".join(cards.lines(figures))


@pytest.mark.django_db
def test_it_times_the_ygo_import_and_the_import_again_in_place(tmp_path):
    from ygo_support import CHOSEN, subset

    figures = cards.measure(cards.game_of(subset(tmp_path)), subset(tmp_path))
    assert (figures["game"], figures["cards"], figures["new"]) == ("ygo", len(CHOSEN),
                                                                   len(CHOSEN))
    assert figures["again_new"] == 0 and figures["again_s"] > 0  # nothing new the second time
    assert Card.objects.count() == 0
    shown = "\n".join(cards.lines(figures))
    assert f"card list import: {len(CHOSEN)} cards" in shown and "(ygo)" in shown
    assert "again, in place" in shown
