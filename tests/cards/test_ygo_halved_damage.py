"""Battle damage halved by a monster's text (12-8-9), read from real cards
(../shared/fixtures/yaml-yugi, in place): Shadowknight Archfiend's "this card inflicts" sentence,
and Arcana Force XIV - Temperance's coin results kept while face-up (5-3-30). A halving for a
turn stays unread."""
from __future__ import annotations

import sys
from pathlib import Path

from cards.ygo import halved_damage

sys.path.insert(0, str(Path(__file__).resolve().parent))
from ygo_support import derived  # noqa: E402

ARCHFIEND = "09603356"  # Shadowknight Archfiend
TEMPERANCE = "60953118"  # Arcana Force XIV - Temperance


def test_the_archfiend_reads_in_full():
    card = derived(ARCHFIEND)
    assert card.automation == "full", card.notes
    assert card.encoding["halves_battle_damage"] == {"player": "opponent", "involving": True}


def test_temperance_keeps_a_halving_for_each_result():
    card = derived(TEMPERANCE)
    faces = card.encoding["coin_faces"]
    assert faces["heads"] == {"halves_battle_damage": {"player": "controller"}}
    assert faces["tails"] == {"halves_battle_damage": {"player": "opponent"}}
    assert not any("Toss a coin" in note for note in card.notes)


def test_a_halving_for_a_turn_is_not_this_key():
    assert halved_damage.read("Any battle damage your opponent takes this turn is halved.") \
        is None
    assert halved_damage.read("Halve all battle damage you take.") == {
        "halves_battle_damage": {"player": "controller"}}
