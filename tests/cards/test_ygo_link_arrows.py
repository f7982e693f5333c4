"""A monster's text about the zones Link Arrows point to (4-4-7, 4-4-8), read from real cards'
texts in place (facts only): a procedure "to your zone a Link Monster points to" (`to_pointed`)
and "The monster this card points to cannot attack." (`pointed_no_attack`)."""
from __future__ import annotations

from ygo_support import derived, english

from cards.ygo import link_facts, summon_shapes

CALIBER, FLIER, MAGIUS, LEONIS = "67127799", "65100616", "72228247", "28031913"


def test_rokket_caliber_goes_to_a_zone_a_dark_link_monster_points_to():
    assert "DARK Link Monster points to" in english(CALIBER)["text"]
    card = derived(CALIBER)
    assert card.automation == "full"
    [procedure] = card.encoding["summon_procedures"]
    assert procedure["to_pointed"] == {"attribute": "DARK"}
    assert procedure["once_per_turn"] is True


def test_link_infra_flier_goes_to_a_zone_any_link_monster_points_to():
    [procedure] = derived(FLIER).encoding["summon_procedures"]
    assert procedure["to_pointed"] == {} and "position" not in procedure


def test_crusadia_leonis_comes_in_defense_position():
    card = derived(LEONIS)
    [procedure] = card.encoding["summon_procedures"]
    assert procedure == {"from": ["hand"], "position": "defense", "to_pointed": {},
                         "once_per_turn": True}


def test_the_monster_crusadia_magius_points_to_cannot_attack():
    card = derived(MAGIUS)
    assert card.encoding["pointed_no_attack"] is True
    # its ATK from the monster it points to is read too (4-4-10, test_ygo_link_zones.py)
    assert not any("Gains ATK equal to" in note for note in card.notes)
    assert card.encoding["stat_changes"][0]["for_each"]["sum"] == "original_atk"
    for text in link_facts.POINTED_NO_ATTACK:
        assert link_facts.read(text, "Any") == {"pointed_no_attack": True}


def test_a_zone_the_opponent_chooses_is_not_read_as_ones_own():
    assert summon_shapes.procedure("You can Special Summon this card (from your hand) to your "
                                   "opponent's zone a Link Monster points to.", []) is None


def test_a_summon_to_the_zone_the_card_points_to_is_a_rider_of_its_step():
    # Link Spider: from the hand; Marincess Coral Anemone: its target from the GY (4-4-7)
    [spider] = derived("98978921").encoding["effects"]
    assert spider["effect"][0]["fetch"]["to_pointed"] is True
    anemone = derived("79130389").encoding["effects"][0]
    summon = anemone["effect"][0]["special_summon"]
    assert summon == {"card": "chosen", "to_pointed": True}
