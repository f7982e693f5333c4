"""Several monsters Special Summoned together, "Special Summon 2 ... from your Deck" with no
"up to" (8-7-3), read from real cards' English texts (read in place from
../shared/fixtures/yaml-yugi, facts only): the six Krawlers' "Special Summon 2 "Krawler"
monsters with different names from your Deck in face-down Defense Position, except ..." and
Rescue Cat's two Beasts."""
from __future__ import annotations

import pytest
from ygo_support import derived, english

from cards.ygo import moves_shapes

KRAWLERS = ("10698416", "15710054", "46083111", "51205763", "83293307", "88316955")
RESCUE_CAT = "14878871"


def _summon(number: str) -> dict:
    card = derived(number)
    assert card.automation == "full", (number, card.notes)
    [step] = [s["fetch"] for e in card.encoding["effects"] for s in e["effect"]
              if "fetch" in s and s["fetch"].get("count", 1) > 1]
    return step


@pytest.mark.parametrize("number", KRAWLERS)
def test_the_krawlers_summon_two_face_down_together(number):
    step = _summon(number)
    name = english(number)["text"].split('except "')[1].split('"')[0]
    assert step["count"] == 2 and "up_to" not in step
    assert step["position"] == "set" and step["different_names"] is True
    assert step["archetype"] == "Krawler" and step["except"] == [name]


def test_rescue_cat_summons_two_beasts_together():
    step = _summon(RESCUE_CAT)
    assert step["count"] == 2 and "up_to" not in step and step["type"] == "Beast"
    assert step["negated"] is True and step["destroy_end_phase"] is True


def test_from_the_extra_deck_it_stays_unread():
    # the Extra Deck's Summons have zones of their own (8-6-1): not this shape
    assert moves_shapes.read('Special Summon 2 "Gladiator Beast" monsters from your Extra '
                             'Deck.') is None


def test_up_to_is_still_read_as_up_to():
    [step] = moves_shapes.read('Special Summon up to 2 "Penguin" monsters from your Deck.')
    assert step["fetch"]["up_to"] is True and step["fetch"]["count"] == 2
