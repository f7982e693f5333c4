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


HAZY_CERBEREUS, NIGHT_EXPRESS, BARBAROS = "38525760", "51126152", "78651105"


def test_a_normal_summon_without_tributes_with_its_original_atk():
    knight = derived(NIGHT_EXPRESS)  # "..., but its original ATK becomes 0."
    assert knight.automation == "full"
    assert knight.encoding["summon_without_tributes"] == {"original_atk": 0}
    assert derived(HAZY_CERBEREUS).encoding["summon_without_tributes"] == {"original_atk": 1000}
    # "Normal Summon/Set ...": the Set too, which the engine does not keep: not read
    barbaros = derived(BARBAROS)
    assert "summon_without_tributes" not in barbaros.encoding


HIERATIC_SU = "03300267"


def test_a_special_summon_that_makes_its_atk_and_def_zero():
    su = derived(HIERATIC_SU)  # "Special Summon 1 Dragon ..., and make its ATK and DEF 0."
    assert su.automation == "full"
    [summon] = su.encoding["effects"][1]["effect"]
    assert summon["fetch"]["becomes"] == {"atk": 0, "def": 0}
    assert stat_set_shapes.rider("Special Summon it, but its ATK becomes 4000.") == (
        "Special Summon it.", {"atk": 4000})


COPYCAT, HURRICANE, DEPTH_SHARK, FRIGHTFULOID = "26376390", "36442179", "37798171", "34566435"


def test_the_monster_itself_takes_its_targets_value():
    copycat = derived(COPYCAT)  # "this card's ATK/DEF become equal to that monster's original"
    assert copycat.automation == "full"
    assert copycat.encoding["effects"][0]["effect"] == [{"becomes": {
        "target": "self", "atk": "target_original", "def": "target_original", "lasting": True}}]
    hurricane = derived(HURRICANE)  # "... that monster's current ATK, until the end of this turn."
    assert hurricane.automation == "full"
    assert hurricane.encoding["effects"][0]["effect"] == [
        {"becomes": {"target": "self", "atk": "target_current"}}]
    # "you control or in your Graveyard": the original ATK/DEF is the printed one in either
    # place (target_places.py); a target in the GY shows no current ATK
    frightfuloid = derived(FRIGHTFULOID)
    assert frightfuloid.automation == "full"
    assert frightfuloid.encoding["effects"][0]["target"]["also_zone"] == "graveyard"
    assert frightfuloid.encoding["effects"][0]["effect"][0]["becomes"]["atk"] \
        == "target_original"
    assert stat_set_shapes.on_self("This card's ATK becomes that monster's current ATK.",
                                   {"target": {"what": "monster", "zone": "graveyard"}}) is None


def test_its_own_current_atk_doubled():
    shark = derived(DEPTH_SHARK)  # "This card's ATK becomes double its current ATK until ..."
    assert shark.automation == "full"
    assert [{"atk": {"target": "self", "scale": "double"}}] in [
        effect["effect"] for effect in shark.encoding["effects"]]


SEPHYLON, BEHEMOTH = "08967776", "43586926"


def test_a_value_after_the_other_riders_of_a_special_summon():
    sephylon = derived(SEPHYLON)  # "..., but its effects are negated, also its ATK becomes 4000."
    assert sephylon.automation == "full"
    [summon] = sephylon.encoding["effects"][0]["effect"]
    assert summon["fetch"]["negated"] is True
    assert summon["fetch"]["becomes"] == {"atk": 4000}
    behemoth = derived(BEHEMOTH)  # "Special Summon this card, but its ATK/DEF become 1000."
    assert behemoth.automation == "full"
    assert "'becomes': {'atk': 1000, 'def': 1000}" in str(behemoth.encoding)
