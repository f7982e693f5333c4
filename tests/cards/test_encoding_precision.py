"""The precision of the encodings, re-checked when the parser changes: the last review of a
random sample of fully automated cards (cards/encodings/review-optcg.yaml, cards/review.py)
still covers what the cards are encoded as now, and the review script draws the same sample
again from the pinned list (../shared/fixtures, read in place)."""
from __future__ import annotations

import re
from io import StringIO

import pytest
from cards_support import ENGLISH, card_list
from django.core.management import call_command
from django.core.management.base import CommandError

from cards import review

REVIEW = review.load("optcg")
AGAIN = ("run `manage.py review_encodings optcg FOLDER --check`, read each card named again "
         "against its printed text and record the new verdict and digest")


@pytest.fixture(scope="module")
def encodings() -> dict:
    return review.fully_automated(card_list().cards)


def test_the_last_review_covers_a_sample_of_forty_with_a_verdict_each():
    assert REVIEW.size == len(REVIEW.cards) == 40
    for number, entry in REVIEW.cards.items():
        assert entry["verdict"] in review.VERDICTS, number
        assert entry["why"].strip(), number


def test_the_reviewed_cards_are_still_fully_automated_and_encoded_as_reviewed(encodings):
    changed = review.changed_since(REVIEW, encodings)
    assert changed == {}, f"{changed}: {AGAIN}"


def test_no_encoding_reviewed_as_wrong_is_still_in_place(encodings):
    wrong = [n for n, e in REVIEW.cards.items() if e["verdict"] == "wrong"
             and n in encodings and review.digest(encodings[n]) == e["digest"]]
    assert wrong == []
    assert REVIEW.precision == 1.0


def test_the_verdicts_are_in_the_reviewers_words_not_the_cards():
    printed = {c.number: c.text + " " + c.trigger for c in card_list().cards}
    for number, entry in REVIEW.cards.items():
        words = re.findall(r"\S+", printed[number])
        spans = {" ".join(words[i:i + 6]) for i in range(max(0, len(words) - 5))}
        assert not any(span in entry["why"] for span in spans), number


def test_the_draw_is_reproducible_whatever_the_order_of_the_list(encodings):
    numbers = list(encodings)
    first = review.draw(numbers, 40, REVIEW.seed)
    assert review.draw(reversed(numbers), 40, REVIEW.seed) == first
    assert len(set(first)) == 40 and set(first) <= set(encodings)
    assert review.draw(numbers, 40, REVIEW.seed + 1) != first


def test_the_script_lists_printed_text_beside_encoding_and_checks_the_review():
    out = StringIO()
    call_command("review_encodings", "optcg", str(ENGLISH), "--size", "3", stdout=out)
    listing = out.getvalue()
    assert listing.count("\n== ") + listing.startswith("== ") == 3
    assert listing.count("-- printed") == listing.count("-- encoding") == 3
    assert "3 of " in listing and "&id" not in listing
    out = StringIO()
    call_command("review_encodings", "optcg", str(ENGLISH), "--check", stdout=out)
    assert out.getvalue().strip().endswith("0 of 40 reviewed cards to review again")


def test_a_missing_card_list_is_a_clear_message(tmp_path):
    with pytest.raises(CommandError, match="punk-records language folder"):
        call_command("review_encodings", "optcg", str(tmp_path / "nowhere"), stdout=StringIO())
