"""Counters placed "for each" card counted (4-8-12), read from real cards' English texts (read in
place from ../shared/fixtures/yaml-yugi): the Cloudian monsters' "Place 1 Fog Counter on it for
each "Cloudian" monster on the field." as they are Normal Summoned."""
from __future__ import annotations

from ygo_support import printed

from cards.ygo import counter_tally_shapes

CLOUDIANS = {"archetype": "Cloudian", "player": "any", "what": "monster", "zone": "field"}


def test_fog_counters_for_each_cloudian():
    # Cloudian - Acid Cloud, Cirrostratus, Altus: a mandatory trigger as it is Normal Summoned
    for number in ("17810268", "43318266", "79703905"):
        summoned = printed(number)["effects"][0]
        assert summoned["event"] == "normal_summoned" and summoned["optional"] is False
        assert summoned["effect"] == [{"place_counters": {
            "card": "self", "count": 1, "name": "Fog Counter", "for_each": CLOUDIANS}}]


def test_other_words_are_not_read():
    # what the effect did is no card on the field to count; an unnamed counter is not read
    assert counter_tally_shapes.read(
        "Place 1 Fog Counter on it for each WATER monster you Tributed.") is None
    assert counter_tally_shapes.read(
        'Place 1 counter on it for each "Cloudian" monster on the field.') is None
    assert counter_tally_shapes.read(
        'Place 1 Fog Counter on that target for each "Cloudian" monster on the field.') is None
