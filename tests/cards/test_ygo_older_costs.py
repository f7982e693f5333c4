"""Real monsters (read in place from ../shared/fixtures/yaml-yugi, facts only) whose Ignition
Effect is printed in the older words, its cost before "to" and no semicolon (5-2-2, 5-1-2):
what the card parser reads, and what stays a note."""
from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from ygo_support import derived, english  # noqa: E402

CANNON_SOLDIER_MK2, OVERDRIVE_TELEPORTER = "14702066", "01834753"
PHOENIXIAN_SEED, MAGNA_SLASH = "96553688", "72903645"


def test_a_tribute_before_to_is_the_cost():
    assert "Tribute 2 monsters to inflict" in english(CANNON_SOLDIER_MK2)["text"]
    card = derived(CANNON_SOLDIER_MK2)
    assert card.automation == "full" and card.notes == []
    assert card.encoding["effects"] == [{
        "type": "ignition", "tribute": 2,
        "effect": [{"damage": {"player": "opponent", "amount": 1500}}]}]


def test_life_points_paid_with_the_rider_once_while_face_up():
    card = derived(OVERDRIVE_TELEPORTER)
    assert card.automation == "full" and card.notes == []
    [entry] = card.encoding["effects"]
    assert (entry["type"], entry["pay_lp"], entry["once_per_turn"]) == (
        "ignition", 2000, "face_up")
    assert entry["effect"] == [{"fetch": {"to": "field", "what": "monster", "type": "Psychic",
                                          "level": 3, "count": 2}}]


def test_the_place_a_cost_sends_to_is_not_where_the_cost_ends():
    card = derived(PHOENIXIAN_SEED)  # "send this face-up card to the Graveyard to Special ..."
    [entry] = card.encoding["effects"]
    assert (entry["cost_self"], entry["from"]) == ("send", "field")
    assert entry["effect"][0]["fetch"]["names"] == ["Phoenixian Cluster Amaryllis"]


def test_a_card_picked_without_target_stays_a_note():
    text = english(MAGNA_SLASH)["text"]
    assert "to destroy 1 Spell or Trap Card your opponent controls" in text
    card = derived(MAGNA_SLASH)
    assert card.automation == "none"
    assert card.notes[0].startswith("You can send 1 face-up Continuous Spell Card")


GENEX_DOCTOR = "89211486"


def test_select_and_destroy_is_a_target():
    assert "to select and destroy 1 card on the field" in english(GENEX_DOCTOR)["text"]
    card = derived(GENEX_DOCTOR)
    assert card.automation == "full" and card.notes == []
    [entry] = card.encoding["effects"]
    assert entry["target"] == {"what": "card", "player": "any", "zone": "field"}
    assert entry["effect"] == [{"destroy": "chosen"}]
    assert entry["cost_cards"]["names"] == ["Genex Controller"]


BEAST_STRIKER, PSYCHIC_LIFETRANCER = "21362970", "45379225"


def test_once_per_turn_and_a_capital_verb_after_to():
    assert "Once per turn, you can discard 1 card to Special Summon" in english(
        BEAST_STRIKER)["text"]
    card = derived(BEAST_STRIKER)
    assert card.automation == "full" and card.notes == []
    assert card.encoding["effects"] == [{
        "type": "ignition", "discard": 1, "once_per_turn": "copy",
        "effect": [{"fetch": {"to": "field", "what": "card", "names": ["Moja"]}}]}]


def test_remove_from_play_is_banish_and_life_points_are_lp():
    card = derived(PSYCHIC_LIFETRANCER)
    assert card.automation == "full"
    [entry] = card.encoding["effects"]
    assert entry["cost_cards"] == {"do": "banish", "what": "monster", "type": "Psychic"}
    assert entry["effect"] == [{"gain_lp": {"player": "controller", "amount": 1200}}]
    assert entry["once_per_turn"] == "copy"
