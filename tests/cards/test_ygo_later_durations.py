"""ATK and DEF changes read with a time past the end of the turn (later_durations.py, 7-7-13),
from real cards' English texts (read in place from ../shared/fixtures/yaml-yugi, facts only)."""
from __future__ import annotations

from ygo_support import derived

from cards.ygo import later_durations, shapes

SALAMANDRA, FORTISSIMO, AROMA_GARDEN = "04058065", "11493868", "05050644"
GAGAGATAG, BLUSTERING_WINDS, EXCALIBUR = "00917796", "22346472", "60645181"


def steps_of(number: str) -> list[dict]:
    found = derived(number)
    assert found.automation == "full", found.notes
    encoding = found.encoding
    return [step for effect in encoding.get("effects", []) for step in effect["effect"]] \
        + encoding.get("effect", [])


def test_until_the_end_of_your_opponents_turn():
    assert {"atk": {"target": "self", "amount": 300, "until": "opponent_turn"}} \
        in steps_of(SALAMANDRA)


def test_until_your_next_standby_phase_of_one_monster_and_of_all_of_a_kind():
    assert {"atk": {"target": "chosen", "amount": 800, "until": "next_standby"}} \
        in steps_of(FORTISSIMO)
    assert steps_of(BLUSTERING_WINDS) == [
        {"atk": {"target": "chosen", "amount": 1000, "def": 1000, "until": "next_standby"}}]
    [gagaga] = steps_of(GAGAGATAG)
    assert gagaga["atk_all"]["until"] == "next_standby"
    assert gagaga["atk_all"]["for_each"]["archetype"] == "Gagaga"


def test_until_the_end_of_your_opponents_next_turn_after_another_step():
    steps = steps_of(AROMA_GARDEN)
    lp = steps.index(next(step for step in steps if "gain_lp" in step))
    assert steps[lp + 1]["atk_all"]["until"] == "opponent_next_turn"
    assert (steps[lp + 1]["atk_all"]["amount"], steps[lp + 1]["atk_all"]["def"]) == (500, 500)


def test_a_value_set_until_the_end_of_your_opponents_turn():
    assert steps_of(EXCALIBUR) == [{"becomes": {"target": "self", "atk": "double_original",
                                                "until": "opponent_turn"}}]


def test_other_steps_and_two_times_are_not_read():
    aimed = {"what": "monster", "zone": "field"}
    for text in ("It cannot attack until the end of your opponent's turn.",
                 "It gains 500 ATK until the end of your opponent's turn, and 300 DEF until "
                 "your next Standby Phase.",
                 "Its Level becomes 4 until the end of your opponent's turn."):
        assert shapes.action(text, aimed) is None, text
    assert later_durations.read("It gains 500 ATK until the end of this turn.",
                                lambda text: []) is None
