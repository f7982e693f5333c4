"""The Start of the Damage Step of a monster's battle, attacking or attacked (12-4-14): "At the
start of the Damage Step, if this card battles an opponent's monster: ..." read into the event
`damage_step_start_battles_monster`, "that monster" the monster it battles (`battled`); a
described monster ("a LIGHT monster", "a Special Summoned monster", "a face-up non-DARK
monster") under `battles`; other descriptions stay notes."""
from __future__ import annotations

import pytest

from cards.ygo import damage_start_shapes

START = "At the start of the Damage Step, if this card battles "


@pytest.mark.parametrize("condition", [START + "an opponent's monster", START + "a monster"])
def test_the_battle_conditions(condition):
    assert damage_start_shapes.read(condition) == {
        "type": "trigger", "event": "damage_step_start_battles_monster"}


@pytest.mark.parametrize(("words", "battles"), [
    ("a LIGHT monster", {"attribute": "LIGHT"}),
    ("a Special Summoned monster", {"special_summoned": True}),
    ("a face-up non-DARK monster",
     {"attribute": ["LIGHT", "EARTH", "WATER", "FIRE", "WIND", "DIVINE"]}),
])
def test_a_described_monster_battled(words, battles):
    assert damage_start_shapes.read(START + words) == {
        "type": "trigger", "event": "damage_step_start_battles_monster", "battles": battles}


@pytest.mark.parametrize("condition", [START + "a Pendulum Monster",
                                       START + "an opponent's face-up monster"])
def test_a_described_monster_is_not_read(condition):
    assert damage_start_shapes.read(condition) is None


BATTLES = {"event": "damage_step_start_battles_monster"}


@pytest.mark.parametrize(("text", "steps"), [
    ("Destroy that monster.", [{"destroy": "battled"}]),
    ("destroy that opponent's monster.", [{"destroy": "battled"}]),
    ("return that opponent's monster to the hand.", [{"to_hand": "battled"}]),
    ("You can banish that opponent's monster.", [{"banish": "battled"}]),
    ("You can return both the opponent's monster and this card to the hand.",
     [{"to_hand": "battled"}, {"to_hand": "self"}]),
])
def test_that_monster_is_the_one_it_battles(text, steps):
    assert damage_start_shapes.action(text, {}, BATTLES) == steps


def test_an_attack_only_event_keeps_the_attack_target():
    fields = {"event": "damage_step_start_attacks_monster"}
    assert damage_start_shapes.action("Destroy that monster.", {}, fields) == [
        {"destroy": "attack_target"}]
    assert damage_start_shapes.action("You can return both the opponent's monster and this "
                                      "card to the hand.", {}, fields) is None
