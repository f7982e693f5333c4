"""A target described with a bound on its ATK or DEF (target_shapes.py, 5-2-3)."""
from __future__ import annotations

from cards.ygo import target_shapes


def test_a_target_with_a_bound_on_its_atk_or_def():
    assert target_shapes.target("Target 1 face-up monster your opponent controls with 1000 or "
                                "more ATK") == {"target": {
        "what": "monster", "player": "opponent", "zone": "field", "face_up": True,
        "atk_min": 1000}}
    assert target_shapes.target("Target 1 FIRE monster with 200 or less DEF in your GY") == {
        "target": {"what": "monster", "player": "controller", "zone": "graveyard",
                   "attribute": "FIRE", "def_max": 200}}
    assert target_shapes.target("Target 1 Spell with 100 or less ATK in your GY") is None


def test_a_target_without_a_place_is_on_the_field():
    assert target_shapes.target("Target 1 Set card") == {"target": {
        "what": "card", "player": "any", "zone": "field", "face_down": True}}
    assert target_shapes.target("Target 1 monster with 800 or less DEF") == {"target": {
        "what": "monster", "player": "any", "zone": "field", "def_max": 800}}
    assert target_shapes.target("Target 1 monster in your hand") is None
