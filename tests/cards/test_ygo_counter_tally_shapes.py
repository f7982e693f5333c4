"""Counters placed "for each" card counted (4-8-12) and each time an attack is declared (4-8-13),
read from real cards' English texts (read in place from ../shared/fixtures/yaml-yugi): the
Cloudian monsters' "Place 1 Fog Counter on it for each "Cloudian" monster on the field." as
they are Normal Summoned, Raigeki Bottle's "Each time a monster you control declares an
attack, place 1 Thunder Counter on this card.", Shark Caesar's ATK in its battles for each Shark
Counter on it (4-8-4)."""
from __future__ import annotations

from ygo_support import derived, printed

from cards.ygo import counter_battle_shapes, counter_tally_shapes

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


def test_a_counter_each_attack_declaration():
    # Raigeki Bottle: a Continuous Spell counting its controller's attack declarations (4-8-13)
    bottle = derived("11741041")
    assert bottle.automation == "full"
    assert bottle.encoding["counter"] == {"name": "Thunder Counter", "each_attack": 1}


def test_a_counter_each_normal_draw():
    # Shard of Greed: a Continuous Spell counting its controller's normal draws (4-8-14)
    shard = derived("33904024")
    assert shard.automation == "full"
    assert shard.encoding["counter"] == {"name": "Greed Counter", "each_normal_draw": 1}


def test_a_battle_gain_for_each_counter_on_it():
    # Shark Caesar: "attacks or is attacked" is any battle of its own, in the Damage Step
    assert derived("14306092").encoding["stat_changes"] == [{
        "atk": 1000, "def": 0, "battle": {"role": "battles", "window": "damage_step"},
        "for_each": {"zone": "field", "what": "own_counters", "counter": "Shark Counter"}}]
    assert counter_battle_shapes.read(
        "If this card attacks, it gains 1000 ATK for each counter on it, during the Damage Step "
        "only.", lambda text: {}) is None
