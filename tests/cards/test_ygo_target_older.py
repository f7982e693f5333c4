"""Targets in other words than target_shapes.py's, read from real cards in place (facts only):
the older order 'monster "Fur Hire"', "on either field", "1 banished monster" (either
player's), two archetypes or names before one noun ('"Fluffal" or "Frightfur" monster') and
"1 Spell/Trap on each field" (5-2-3); a near wording stays unread."""
from __future__ import annotations

import sys
from pathlib import Path

from cards.ygo import target_either, target_shapes

sys.path.insert(0, str(Path(__file__).resolve().parent))
from ygo_support import derived  # noqa: E402

SUTURE = "70083592"  # Suture Rebirth: '"Fluffal" or "Frightfur" monster in your Graveyard'
RESTORING = "68334074"  # Miracle Restoring: '"Dark Magician" or "Buster Blader" in your GY'
FUR_HIRE = "91405870"  # Mayhem Fur Hire: 'monster "Fur Hire" in your GY'
STORM = "83195035"  # Storm Dragon's Return: "1 banished monster"
FAUSTIAN = "68396778"  # Faustian Bargain: "Special Summoned monster on either field"
GRAVELSTORM = "48135190"  # Gravelstorm: "1 Spell/Trap on each field"


def test_the_older_order_and_either_field():
    mayhem = derived(FUR_HIRE)
    assert mayhem.automation == "full"
    assert mayhem.encoding["target"] == {"what": "monster", "player": "controller",
                                         "zone": "graveyard", "archetype": "Fur Hire"}
    faustian = derived(FAUSTIAN)
    assert faustian.automation == "full"
    assert faustian.encoding["target"] == {"what": "monster", "player": "any", "zone": "field",
                                           "special_summoned": True}


def test_a_banished_monster_of_either_player():
    storm = derived(STORM)
    assert storm.automation == "full"
    assert storm.encoding["target"] == {"what": "monster", "player": "any", "zone": "banished"}


def test_two_archetypes_or_two_names_before_one_noun():
    suture = derived(SUTURE)
    assert suture.automation == "full"
    assert suture.encoding["target"]["archetype"] == "Fluffal"
    assert suture.encoding["target"]["or"] == {"what": "monster", "archetype": "Frightfur"}
    restoring = derived(RESTORING)
    assert restoring.automation == "full"
    assert restoring.encoding["target"]["names"] == ["Dark Magician"]
    assert restoring.encoding["target"]["or"]["names"] == ["Buster Blader"]


def test_one_on_each_field():
    storm = derived(GRAVELSTORM)
    assert storm.automation == "full"
    assert storm.encoding["target"]["player"] == "controller"
    assert storm.encoding["also_target"]["player"] == "opponent"
    assert storm.encoding["effect"] == [{"to_hand": "chosen"}]


def test_near_wordings_stay_unread():
    for text in ('Target 1 monster "Fur Hire" in your Deck',  # no place a target has
                 "Target 1 banished banished monster",
                 "Target 1 Dinosaur monster that is banished or in either GY"):
        assert target_shapes.target(text) is None, text
    assert target_either.target('Target 1 "Fluffal" or "Frightfur" monster in your Deck') is None
