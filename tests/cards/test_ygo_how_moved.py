"""Activation conditions that say how the card moved (cards/ygo/how_moved.py, 5-1-18), read
from real cards in place (facts only): the zone it left, the opponent's card effect that moved
it, an exception, either of two events; each card now read in full."""
from __future__ import annotations

import sys
from pathlib import Path

from cards.ygo import monster_shapes

sys.path.insert(0, str(Path(__file__).resolve().parent))
from ygo_support import derived  # noqa: E402

# password -> (index of the effect, its event, where it is activated from, worded "When")
CARDS = {
    "31987203": (0, "normal_or_pendulum_summoned", None, False),  # Harvest Angel of Doom
    "95027497": (1, "flip_or_special_summoned", None, True),  # Ninja Grandmaster Hanzo
    "09551692": (0, "fusion_summoned_or_flipped", None, False),  # Master of Ham
    "66540884": (0, "sent_by_effect_or_destroyed_by_battle", "graveyard", False),  # Heiress
    "55349375": (1, "sent_from_hand_or_monster_zone_to_graveyard", "graveyard", False),
    "32480825": (2, "sent_from_monster_zone_to_graveyard", "graveyard", False),  # T.G.
    "19771459": (1, "sent_from_monster_zone_by_opponent_effect", "graveyard", False),  # Gactos
    "12160911": (0, "sent_from_hand_by_opponent_effect", "graveyard", False),
    "85166216": (0, "sent_from_hand_by_opponent_effect", "graveyard", True),
    "46384403": (0, "sent_from_field_by_effect", "graveyard", True),  # Nimble Manta
    "83239739": (0, "sent_from_field_except_by_battle", "graveyard", False),  # Oyster Meister
    "46044841": (0, "face_up_sent_from_field_except_by_battle", "graveyard", True),  # Falco
    "45195443": (1, "sent_from_monster_zone_by_spell_effect", "graveyard", False),  # Soldier
    "53819028": (2, "destroyed_by_battle_or_sent_from_field_by_effect", "graveyard", False),
    "36577931": (0, "sent_or_banished_by_effect", ["graveyard", "banished"], False),  # Despian
    "42600274": (0, "tributed_for_ritual_summon", "graveyard", False),  # Cyber Tutubon
    "29143726": (0, "destroyed_by_battle_or_sent_from_field_by_opponent_effect", "graveyard",
                 False),  # Samsara, Dragon of Rebirth
}


def test_each_condition_is_read_and_the_card_in_full():
    for number, (index, event, origin, when) in CARDS.items():
        card = derived(number)
        assert card.automation == "full", (number, card.notes)
        effect = card.encoding["effects"][index]
        assert (effect["type"], effect["event"]) == ("trigger", event), number
        assert effect.get("from") == origin, number
        assert effect.get("when", False) is when, number


def test_a_normal_summon_or_a_special_summon_by_an_effect():
    # Gouki Bearhug: "by the effect of a "Gouki" card, or Normal Summoned"; Mudan the
    # Rikka Fairy "Normal Summoned, or ... by the effect of a Plant monster" (5-1-18)
    for number, index, by in (("12097275", 0, {"what": "card", "archetype": "Gouki"}),
                              ("71002019", 1, {"what": "monster", "type": "Plant"})):
        card = derived(number)
        assert card.automation == "full", (number, card.notes)
        effect = card.encoding["effects"][index]
        assert effect["event"] == "normal_or_special_summoned_by_effect", number
        assert effect["summoned_by"] == by, number


def test_mandatory_ones_stay_mandatory():
    # Elephant Statue of Disaster: "If ...: Inflict 2000 damage" (no "you can", 5-1-3)
    effect = derived("12160911").encoding["effects"][0]
    assert effect["optional"] is False
    assert effect["effect"] == [{"damage": {"player": "opponent", "amount": 2000}}]


def test_the_synchro_summon_it_was_material_for():
    # Sunny Pixie, Vylon Cube, Nitro Synchron, Necro Synchron (8-5-3)
    for number, index, described_as in (("73837870", 0, {"attribute": "LIGHT", "type": "Synchro"}),
                                        ("41431329", 0, {"attribute": "LIGHT"}),
                                        ("96182448", 0, {"archetype": "Nitro", "type": "Synchro"}),
                                        ("48421595", 1, {"attribute": "WIND"})):
        card = derived(number)
        assert card.automation == "full", (number, card.notes)
        effect = card.encoding["effects"][index]
        assert (effect["event"], effect["from"]) == ("synchro_material", "graveyard"), number
        assert effect["for"] == described_as, number
    # a Type the description does not read stays a note
    assert monster_shapes._whole("If this card is sent to the Graveyard for the Synchro Summon "
                                 "of a Spellcaster-Type Synchro Monster") is None


def test_near_wordings_are_not_these():
    for condition in ("If this card is sent from your hand to your GY by a card effect",
                      "If this card is banished, or sent to the GY by card effect",
                      "If this card is sent from the Deck or Monster Zone to the GY"):
        assert condition not in monster_shapes.CONDITIONS
