"""The reader of the places in a condition naming another monster's Summon (summon_place_shapes.py,
10-3-4): whose field it was Summoned to, the zone it came from and whose, "another", and where
this card is. Real cards are read in place (facts only)."""
from __future__ import annotations

from ygo_support import derived

from cards.ygo import summon_place_shapes

# Doppelwarrior, Mirror of Oaths, D/D/D Flame King Genghis, Speedroid Rubberband Plane, Cyber
# Dinosaur
DOPPEL, MIRROR, GENGHIS, RUBBERBAND, CYBER_DINO = ("53855409", "46656406", "74583607",
                                                    "08284390", "39439590")


def test_doppelwarrior_answers_a_special_summon_from_its_players_graveyard():
    card = derived(DOPPEL)
    assert card.automation == "full"
    trigger = card.encoding["effects"][0]
    assert trigger["summon"] == {"how": ["special"], "from": ["graveyard"],
                                 "from_player": "controller"}
    assert (trigger["from"], trigger["when"]) == ("hand", True)


def test_mirror_of_oaths_answers_a_summon_from_the_opponents_main_deck():
    card = derived(MIRROR)
    assert card.automation == "full"
    assert card.encoding["summon"] == {"player": "opponent", "how": ["special"],
                                       "from": ["deck"], "from_player": "opponent"}
    assert card.encoding["effect"][0] == {"destroy": "summoned"}


def test_genghis_answers_another_dd_monster_summoned_to_its_field():
    card = derived(GENGHIS)
    trigger = card.encoding["effects"][0]
    assert trigger["summon"] == {"archetype": "D/D", "how": ["special"], "to": "controller",
                                 "another": True}
    assert "from" not in trigger  # "while you control this monster": on the field, as always


def test_rubberband_plane_and_cyber_dinosaur():
    plane = derived(RUBBERBAND).encoding["effects"][0]
    assert plane["summon"] == {"how": ["special"], "to": "controller"}
    dino = derived(CYBER_DINO)
    assert dino.automation == "full"
    assert dino.encoding["effects"][0]["summon"]["from"] == ["hand"]


def test_wordings_left_unread():
    read = summon_place_shapes.condition
    assert read("If a monster(s) is Special Summoned") is None  # no place: summon_answers'
    # a Normal Summon is made from the hand only: no such wording
    assert read("If a monster is Normal Summoned from the Extra Deck") is None
    # "their" hand is the opponent's only when the opponent Summons
    assert read("When you Special Summon a monster from their hand") is None
    assert summon_place_shapes.card_condition(
        "If another monster(s) is Special Summoned to your field") is None
    graveyard = read("If a monster(s) is Special Summoned to your opponent's field, while this "
                     "card is in your GY")
    assert graveyard is not None and graveyard[0]["from"] == "graveyard"
    assert graveyard[0]["summon"]["to"] == "opponent"


def test_crusadia_link_monsters_answer_a_summon_to_a_zone_they_point_to():
    for number in ("09617996", "72228247"):  # Crusadia Regulex, Crusadia Magius
        card = derived(number)
        assert card.automation == "full"
        trigger = next(e for e in card.encoding["effects"] if e.get("event") == "summon")
        assert trigger["summon"] == {"type": "Effect", "how": ["special"], "to": "pointed"}
    assert summon_place_shapes.card_condition(
        "When a monster is Special Summoned to a zone this card points to") is None
