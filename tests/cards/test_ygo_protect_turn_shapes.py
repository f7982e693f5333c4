"""A monster that a resolved effect says cannot be destroyed this turn (5-3-17), read from real
cards' English texts (read in place from ../shared/fixtures/yaml-yugi) into the
`indestructible_turn` step."""
from __future__ import annotations

from ygo_support import derived

from cards.ygo import protect_turn_shapes

ON_FIELD = {"what": "monster", "zone": "field"}
WICKEDWITCH, GUARD_GHOST, GHOSTRICK = "93302695", "56198785", "84472026"


def test_this_card_by_battle_or_card_effects_this_turn():
    found = derived(WICKEDWITCH)
    assert found.automation == "full" and found.notes == []
    step = found.encoding["effects"][1]["effect"]
    assert step == [{"indestructible_turn": {"card": "self", "by": "any"}}]


def test_the_targeted_monster_this_turn():
    for number in (GUARD_GHOST, GHOSTRICK):
        found = derived(number)
        assert found.automation == "full"
        assert any(entry.get("effect") == [{"indestructible_turn": {"card": "chosen",
                                                                    "by": "any"}}]
                   for entry in found.encoding["effects"])


def test_this_turn_said_once_before_or_after():
    assert protect_turn_shapes.on_target("this turn, that target cannot be destroyed by card "
                                         "effects.", ON_FIELD) == [
        {"indestructible_turn": {"card": "chosen", "by": "effect"}}]
    assert protect_turn_shapes.on_target("it cannot be destroyed by battle this turn.",
                                         ON_FIELD) == [
        {"indestructible_turn": {"card": "chosen", "by": "battle"}}]
    # no end said, or said twice: not this step
    assert protect_turn_shapes.on_target("it cannot be destroyed by battle.", ON_FIELD) is None
    assert protect_turn_shapes.on_target("this turn, it cannot be destroyed by battle this "
                                         "turn.", ON_FIELD) is None
    # a card in the GY targeted: nothing on the field to protect
    assert protect_turn_shapes.on_target("it cannot be destroyed by battle this turn.",
                                         {"what": "monster", "zone": "graveyard"}) is None


def test_the_rest_of_this_turn_said_first():
    for words in ("For the rest of this turn", "until the end of this turn"):
        assert protect_turn_shapes.on_target(f"{words}, it cannot be destroyed by battle.",
                                             ON_FIELD) == [
            {"indestructible_turn": {"card": "chosen", "by": "battle"}}]
