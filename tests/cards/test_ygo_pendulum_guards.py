"""A Pendulum Effect keeping its player's Pendulum Summons from being negated, read from real
cards in place (../shared/fixtures/yaml-yugi; facts only): `pendulum_summons_unnegatable`
(5-3-32)."""
from __future__ import annotations

import pytest
from ygo_support import derived

SOLFACHORDS = ("55226153", "54100561", "28115467", "92610868")  # Cutia, Fancia, Eliteia, Dreamia


@pytest.mark.parametrize("password", SOLFACHORDS)
def test_the_solfachord_pendulum_summons_are_read(password):
    card = derived(password)
    assert card.encoding["pendulum_summons_unnegatable"] == {"archetype": "Solfachord",
                                                             "type": "Pendulum"}
    assert not any("Pendulum Summons of your" in note for note in card.notes)


def test_a_monster_text_alone_does_not_set_it():
    assert "pendulum_summons_unnegatable" not in derived("47013502").encoding  # Dodger Dragon


SUMO_SPIRITS = ("40516623", "71614230", "77511331")  # Yoko-Zuna, Kai-Den, Kuro-Obi


@pytest.mark.parametrize("password", SUMO_SPIRITS)
def test_the_scale_returns_to_the_hand_on_a_pendulum_summon(password):
    card = derived(password)
    assert {"type": "trigger", "event": "summon", "summon": {"how": ["pendulum"]},
            "optional": False, "effect": [{"to_hand": "self"}],
            "from": "pendulum"} in card.encoding["effects"]
    assert not any("Pendulum Summoned:" in note for note in card.notes)


def test_a_condition_naming_a_pendulum_summon_is_read():
    trampolynx = derived("43241495")  # "When you Pendulum Summon a monster(s): ..."
    assert trampolynx.automation == "full"
    assert trampolynx.encoding["effects"][-1]["summon"] == {"player": "controller",
                                                            "how": ["pendulum"]}
    sorcerer = derived("47075569")  # "If a "Performapal" monster(s) is Pendulum Summoned to ..."
    assert sorcerer.encoding["effects"][-1]["summon"]["how"] == ["pendulum"]
