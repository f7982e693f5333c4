"""A monster's ATK or DEF (or original ATK or DEF) set to a value by a resolving effect
(4-2-8), read from real cards' English texts (read in place from ../shared/fixtures/yaml-yugi)
into the `becomes` step."""
from __future__ import annotations

from ygo_support import derived

from cards.ygo import stat_set_shapes, target_actions

MICRO_RAY, SHRINK, BLUE_CAT, DARKBLAZE, ZEREORT = ("18190572", "55713623", "11439455",
                                                   "39343610", "13183454")
FACE_UP = {"what": "monster", "zone": "field", "player": "any", "face_up": True}


def test_a_target_set_to_a_number_for_the_turn_or_for_good():
    ray = derived(MICRO_RAY)
    assert ray.automation == "full"
    assert ray.encoding["effect"] == [{"becomes": {"target": "chosen", "def": 0}}]
    ice = derived(ZEREORT)
    assert ice.automation == "full"
    assert ice.encoding["effects"][0]["effect"] == [
        {"becomes": {"target": "chosen", "atk": 0, "lasting": True}}]


def test_a_value_counted_from_the_original_one():
    shrink = derived(SHRINK)
    assert shrink.automation == "full"
    assert shrink.encoding["effect"] == [
        {"becomes": {"target": "chosen", "atk": "half_original", "original": True}}]
    cat = derived(BLUE_CAT)
    assert cat.automation == "full"
    assert cat.encoding["effects"][0]["effect"] == [
        {"becomes": {"target": "chosen", "atk": "double_original"}}]


def test_the_monster_itself_named_it():
    darkblaze = derived(DARKBLAZE)  # "Its ATK and DEF become double its original ATK and DEF."
    assert darkblaze.automation == "full"
    assert darkblaze.encoding["effects"][0]["effect"] == [{"becomes": {
        "target": "self", "atk": "double_original", "def": "double_original", "lasting": True}}]


def test_words_read_and_not_read():
    assert stat_set_shapes.on_self("This card's ATK becomes 10,000 until the end of this "
                                   "turn.") == [{"becomes": {"target": "self", "atk": 10000}}]
    assert target_actions.on_target("Its original ATK becomes 2000 until the end of the "
                                    "Battle Phase.", FACE_UP) == [{"becomes": {
                                        "target": "chosen", "atk": 2000, "original": True,
                                        "until": "battle_phase"}}]
    # a face-down monster shows no ATK to set; a time the engine does not keep
    assert stat_set_shapes.on_target("Its ATK becomes 0.", {**FACE_UP, "face_up": False},
                                     lambda spec: bool(spec.get("face_up"))) is None
    assert target_actions.on_target("Its ATK becomes 0 until the End Phase.", FACE_UP) is None
    assert stat_set_shapes.on_self("This card's ATK becomes 2400 during damage calculation "
                                   "only.") is None
