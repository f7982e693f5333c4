"""A target in a Pendulum Zone read from real texts (3-6-2, 5-2-3): "a card in your Pendulum
Zone", "in either player's Pendulum Zone", "in a Pendulum Zone"; "destroy that card" is the
target, as "destroy it". Texts read in place from ../shared/fixtures."""
from __future__ import annotations

import pytest
from ygo_support import derived

from cards.ygo import target_actions, target_shapes

# Echo Oscillation (a Spell), Doomstar Magician (a monster)
ECHO, DOOMSTAR = "15582767", "58369990"


@pytest.mark.parametrize(("words", "player"), [
    ("target 1 card in your Pendulum Zone", "controller"),
    ("Target 1 card in your opponent's Pendulum Zone", "opponent"),
    ("target 1 card in either player's Pendulum Zone", "any"),
    ("target 1 card in a Pendulum Zone", "any"),
])
def test_the_place_is_a_pendulum_zone(words, player):
    assert target_shapes.target(words) == {
        "target": {"what": "card", "player": player, "zone": "pendulum"}}


def test_an_archetype_in_the_pendulum_zone():
    spec = target_shapes.target('Target 1 "Majespecter" card in your Pendulum Zone')
    assert spec == {"target": {"what": "card", "player": "controller", "zone": "pendulum",
                               "archetype": "Majespecter"}}


def test_a_scale_is_destroyed_summoned_or_returned():
    spec = {"what": "card", "player": "controller", "zone": "pendulum"}
    assert target_actions.on_target("destroy that card.", spec) == [{"destroy": "chosen"}]
    assert target_actions.on_target("Special Summon it.", spec) == [
        {"special_summon": {"card": "chosen"}}]
    assert target_actions.on_target("return it to the hand.", spec) == [{"to_hand": "chosen"}]
    assert target_actions.on_target("add it to your hand.", spec) is None


def test_trampolynx_returns_a_scale_of_either_player():
    # its monster effect, and its Scale's on its player's Pendulum Summon (8-5-6)
    effect, scale = derived("43241495").encoding["effects"]
    for entry in (effect, scale):
        assert entry["target"] == {"what": "card", "player": "any", "zone": "pendulum"}
        assert entry["effect"] == [{"to_hand": "chosen"}]
    assert (scale["from"], scale["summon"]["how"]) == ("pendulum", ["pendulum"])


@pytest.mark.parametrize("number", [ECHO, DOOMSTAR])
def test_the_cards_read_in_full(number):
    card = derived(number)
    assert card.automation == "full"
    assert card.encoding["effects"][0]["target"]["zone"] == "pendulum"
    assert card.encoding["effects"][0]["effect"][0] == {"destroy": "chosen"}
