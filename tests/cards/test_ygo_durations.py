"""Changes read with how long they last, "until the End Phase" (durations.py, 7-7-12), from real
cards' English texts read in place from ../shared/fixtures/yaml-yugi: one reading shared by the
steps that change ATK or DEF (`atk`, `atk_all`), set it (`becomes`) or change a Level
(`level`)."""
from __future__ import annotations

from ygo_support import derived

from cards.ygo import durations, shapes

TREBUCHET, LAVAL_SPRITE, ARMORED_BEE = "20154092", "15169262", "86915847"
CYBERNETIC_MAGICIAN, SERAPH_SWORD, NOISY_GNAT = "59023523", "70668285", "45620686"
FACE_UP = {"what": "monster", "zone": "field", "player": "any", "face_up": True}


def _steps(number: str) -> list:
    card = derived(number)
    assert card.automation == "full"
    return card.encoding["effects"][0]["effect"]


def test_a_value_set_until_the_end_phase():
    assert _steps(TREBUCHET) == [{"becomes": {"target": "chosen", "atk": 0,
                                              "until": "end_phase"}}]
    assert _steps(CYBERNETIC_MAGICIAN) == [{"becomes": {"target": "chosen", "atk": 2000,
                                                        "until": "end_phase"}}]


def test_changes_of_one_monster_or_of_all_of_a_kind():
    assert _steps(ARMORED_BEE) == [{"atk": {"target": "chosen", "scale": "half",
                                            "until": "end_phase"}}]
    assert _steps(SERAPH_SWORD) == [{"atk": {"target": "self", "atk_of": "cost",
                                             "until": "end_phase"}}]
    [step] = _steps(LAVAL_SPRITE)
    assert step["atk_all"]["until"] == "end_phase"
    assert step["atk_all"]["amount"] == 200 and "for_each" in step["atk_all"]


def test_a_level_until_the_end_phase():
    assert _steps(NOISY_GNAT) == [{"level": {"card": "chosen", "by": 1,
                                             "until": "end_phase"}}]


def test_words_read_and_not_read():
    aimed = {"target": FACE_UP}
    assert shapes.action("It gains 500 ATK and DEF until the End Phase of this turn.",
                         aimed) == [{"atk": {"target": "chosen", "amount": 500, "def": 500,
                                             "until": "end_phase"}}]
    # another time beside it ("this turn"): which step has which is not read here
    assert shapes.action("It gains 500 ATK until the End Phase, and it can attack twice this "
                         "turn.", aimed) is None
    assert shapes.action("It gains 500 ATK until the End Phase.", aimed) == [
        {"atk": {"target": "chosen", "amount": 500, "until": "end_phase"}}]
    # a Level: `until: turn` in one reading, nothing in the other (4-2-2)
    assert shapes.action("Increase that target's Level by 1, until the End Phase.",
                         aimed) == [{"level": {"card": "chosen", "by": 1,
                                               "until": "end_phase"}}]
    # no time at all, or two: nothing to read
    assert durations.read("It gains 500 ATK.", lambda text: []) is None
    assert durations.read("It gains 500 ATK until the End Phase, and 300 DEF until the End "
                          "Phase.", lambda text: []) is None
