"""Every card counted as fully automated is one the judge accepts: its encoding reads as the
scenario format says, so `card: NUMBER` never turns into an input error."""
from __future__ import annotations

import pytest
from cards_support import store_cards

from cards.models import Card
from judge import services

pytestmark = pytest.mark.django_db
CHUNK = 100  # cards per scenario: the most a hand may list


def _scenario(numbers: list[str]) -> str:
    hand = ", ".join(f"{{card: {number}}}" for number in numbers)
    return ("game: optcg\nturn: {number: 3, player: A}\nplayers:\n"
            f"  A:\n    hand: [{hand}]\n  B: {{}}\nactions: []\n")


def test_every_fully_automated_card_reads_in_the_judge():
    store_cards()
    full = list(Card.objects.filter(game_id="optcg", automation="full")
                .exclude(category="leader").values_list("number", flat=True))
    leaders = list(Card.objects.filter(game_id="optcg", automation="full", category="leader")
                   .values_list("number", flat=True))
    assert len(full) + len(leaders) > 1600
    for start in range(0, len(full), CHUNK):
        judgement = services.judge_text("optcg", _scenario(full[start:start + CHUNK]))
        assert judgement.ok, judgement.errors[:3]
    for number in leaders:
        text = ("game: optcg\nturn: {number: 3, player: A}\nplayers:\n"
                f"  A:\n    leader: {{card: {number}}}\n  B: {{}}\nactions: []\n")
        judgement = services.judge_text("optcg", text)
        assert judgement.ok, (number, judgement.errors[:3])
