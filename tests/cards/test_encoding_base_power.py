"""The base power templates (cards/encoding/base_power.py) on real cards, their texts read
from ../shared/fixtures (facts only: the number and the expected steps)."""
from __future__ import annotations

import pytest
from cards_support import derived, opponents


@pytest.mark.parametrize(("number", "timing", "steps", "target"), [
    ("OP07-002", "on_play", [{"set_power_zero": {"target": "chosen"}}], opponents()),
    ("EB04-052", "when_attacking",
     [{"base_power": {"target": "self", "same_as": "opponents_leader"}}], None),
    ("EB01-061", "when_attacking", [{"base_power": {"target": "self", "same_as": "chosen"}}],
     opponents()),
    ("EB04-004", "when_attacking", [{"base_power": {
        "target": "your_leader", "amount": 7000, "duration": "opponents_next_turn"}}], None),
    ("OP14-017", "main", [{"swap_base_power": {}}], opponents(up_to=2, base_power_max=9000)),
])
def test_each_base_power_template_reads_a_real_card(cards, number, timing, steps, target):
    found = derived(cards, number)
    effect = found.encoding["effects"][timing]
    assert isinstance(effect, list) or effect.get("target") == target
    assert (effect if isinstance(effect, list) else effect["steps"]) == steps
    assert (found.notes, found.automation) == ([], "full")


def test_a_typed_leaders_base_power_holds_only_for_that_type(cards):
    found = derived(cards, "ST36-003")  # "your {Supernovas} type Leader's base power becomes"
    assert found.encoding["trigger"][1] == {"if": {
        "condition": {"leader_trait": "Supernovas"},
        "steps": [{"base_power": {"target": "your_leader", "amount": 7000}}]}}


def test_select_one_then_change_the_attack_target(cards):
    found = derived(cards, "EB01-038")  # "select 1 of your Characters. Change the attack ..."
    counter = found.encoding["effects"]["counter"]
    assert (counter["steps"], counter["target"]) == (
        [{"change_attack_target": "chosen"}], {"owner": "you", "types": ["character"]})
    assert (found.notes, found.automation) == ([], "full")
