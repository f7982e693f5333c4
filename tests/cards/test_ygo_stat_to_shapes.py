"""The older "change its ATK to N" of a targeted monster (4-2-8), read from real cards' English
texts (read in place from ../shared/fixtures/yaml-yugi) into the `becomes` step."""
from __future__ import annotations

import pytest
from ygo_support import derived

from cards.ygo import stat_to_shapes

CROSS_DOMINATION, GHOSTS, SEA_KOALA = "93356623", "51099515", "87685879"


def test_cross_domination_sets_atk_and_def_and_negates_for_the_turn():
    found = derived(CROSS_DOMINATION)
    assert found.automation == "full"
    assert found.encoding["effect"] == [{"becomes": {"target": "chosen", "atk": 0, "def": 0}},
                                        {"negate_effects": {"card": "chosen"}}]


@pytest.mark.parametrize("number", [GHOSTS, SEA_KOALA])
def test_change_its_atk_to_0_until_the_end_of_this_turn(number):
    found = derived(number)
    assert found.automation == "full"
    steps = found.encoding.get("effect") or found.encoding["effects"][0]["effect"]
    assert steps == [{"becomes": {"target": "chosen", "atk": 0}}]


FACE_UP = {"what": "monster", "player": "any", "zone": "field", "face_up": True}


@pytest.mark.parametrize("text", [
    "Until the end of this turn, change its ATK to 0 until the end of this turn.",  # twice
    "Change its ATK to 0, also it has its effects negated.",  # how long the negation lasts
    "Change its ATK to 0 until the End Phase.",
])
def test_other_wordings_are_not_read(text):
    assert stat_to_shapes.on_target(text, FACE_UP, lambda spec: True) is None
