"""Xyz Materials in what an effect does and in what it targets (4-4-9, 4-4-3), read from real
cards' English texts (read in place from ../shared/fixtures/yaml-yugi, facts only): a target
"that has material" or "that has no Xyz Material", "detach 1 material from it" as a step, and
"attach this card from the Graveyard to it"."""
from __future__ import annotations

import pytest
from ygo_support import derived

from cards.ygo import target_actions, target_shapes, xyz_material_shapes


def test_a_target_with_no_material():
    card = derived("80887714")  # a Normal Trap: "... that has no Xyz Material; destroy ..."
    assert card.automation == "full"
    assert card.encoding["target"]["has_material"] is False
    assert card.encoding["target"]["type"] == "Xyz"
    assert card.encoding["effect"] == [{"destroy": "chosen"}]


def test_kurivolt_detaches_from_its_target_then_summons():
    card = derived("40817915")  # Kurivolt
    assert card.automation == "full"
    [effect] = card.encoding["effects"]
    assert effect["target"]["has_material"] is True
    detach, gate = effect["effect"]
    assert detach == {"detach": {"card": "chosen", "count": 1}}
    assert gate["if_you_do"][0]["fetch"]["names"] == ["Kurivolt"]


def test_xyz_agent_attaches_itself_from_the_graveyard():
    card = derived("72502414")  # Xyz Agent
    assert card.automation == "full"
    [effect] = card.encoding["effects"]
    assert (effect["from"], effect["effect"]) == (
        "graveyard", [{"attach": {"card": "self", "to": "chosen"}}])


@pytest.mark.parametrize(("words", "has"), [
    ("target 1 Xyz Monster that has material", True),
    ("target 1 Dragon Xyz Monster you control with no material", False),
    ("target 1 face-up Xyz Monster you control that has material", True),
])
def test_targets_described_by_their_materials(words, has):
    assert target_shapes.target(words)["target"]["has_material"] is has


def test_only_an_xyz_monster_on_the_field_is_described_by_materials():
    assert target_shapes.target("target 1 monster you control that has material") is None
    assert target_shapes.target("target 1 Xyz Monster in your GY with no material") is None


def test_detaching_all_or_from_this_card():
    spec = target_shapes.target("target 1 Xyz Monster on the field")["target"]
    assert target_actions.on_target("Detach all materials from it.", spec) == [
        {"detach": {"card": "chosen", "count": 0}}]
    assert target_actions.on_target("Detach 2 materials from it.", spec) is None
    assert xyz_material_shapes.detach_self("Detach 1 Xyz Material from this card.") == [
        {"detach": {"card": "self", "count": 1}}]


def test_an_xyz_monster_with_no_material_left():
    leviathan = derived("69610924")  # Number 17: Leviathan Dragon
    assert leviathan.automation == "full"
    assert leviathan.encoding["no_direct_attack_without_material"] is True
    totem = derived("71068247")  # Totem Bird
    assert totem.automation == "full"
    assert totem.encoding["atk_without_material"] == -300


def test_a_card_taken_from_the_deck_goes_under_the_target():
    card = derived("59208943")  # Time Thief Perpetua
    assert card.automation == "full"
    attach = card.encoding["effects"][1]
    assert attach["target"]["other"] is True
    assert attach["effect"] == [{"fetch": {"to": "material_chosen", "what": "card",
                                           "archetype": "Time Thief"}}]
