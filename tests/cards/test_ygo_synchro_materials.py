"""A Synchro Monster's first line that describes its Tuners and non-Tuners, read into
`summon_materials` (8-5-3, 8-5-12) from real cards' English texts (read in place from
../shared/fixtures/yaml-yugi): facts only; a line still asking for more stays a note."""
from __future__ import annotations

import pytest
from ygo_support import derived, english

from cards.ygo import synchro_effect_shapes, synchro_materials


def first_line(number: str) -> str:
    return english(number)["text"].splitlines()[0]


@pytest.mark.parametrize(("number", "wanted"), [
    # Junk Warrior: one card named in quotes stands for the Tuner
    ("60800381", {"tuners": {"min": 1, "max": 1, "names": ["Junk Synchron"]}}),
    # Fabled Leviathan: a Tuner of an archetype
    ("39477584", {"tuners": {"min": 1, "max": 1, "archetype": "Fabled"}}),
    # Shooting Quasar Dragon: a Tuner Synchro Monster and two or more Synchro non-Tuners
    ("35952884", {"min": 2, "type": "Synchro",
                  "tuners": {"min": 1, "max": 1, "type": "Synchro"}}),
    # Tyrant Red Dragon Archfiend: two Tuners
    ("16172067", {"tuners": {"min": 2, "max": 2}}),
    # Windwitch - Winter Bell: WIND non-Tuners, the rules' one Tuner (no `tuners` key)
    ("14577226", {"attribute": "WIND"}),
    # Ghoti of the Deep Beyond: one or more Fish Tuners (`max: 0`, no bound)
    ("72309040", {"tuners": {"min": 1, "max": 0, "type": "Fish"}}),
    # Hot Red Dragon Archfiend King Calamity: a Type and a kind at once, both asked
    ("62242678", {"min": 1, "max": 1, "attribute": "DARK", "type": "Dragon",
                  "also_type": "Synchro", "tuners": {"min": 2, "max": 2}}),
])
def test_described_synchro_materials(number, wanted):
    card = derived(number)
    assert first_line(number) not in card.notes
    assert card.encoding["summon_materials"] == wanted


def test_a_described_line_makes_a_card_full():
    card = derived("39477584")  # Fabled Leviathan: its other sentences read already
    assert card.automation == "full" and card.notes == []


@pytest.mark.parametrize("number", [
    "97489701",  # Red Nova Dragon: a named non-Tuner
    "65961304",  # "1 Tuner + 1+ Synchro Monsters": the others not said to be non-Tuners
])
def test_lines_still_not_read(number):
    assert synchro_materials.read(first_line(number)) is None
    assert derived(number).notes[0] == first_line(number)


def test_the_rules_own_line_needs_no_key():
    assert synchro_materials.read("1 Tuner + 1+ non-Tuner monsters") == {}
    assert synchro_materials.read("1 Tuner + 1 or more non-Tuners") == {}
    # a line whose other materials are not said to be non-Tuners is not read
    assert synchro_materials.read("1 Tuner + 1+ EARTH monsters") is None


# "Immediately after this effect resolves, Synchro Summon ..." (8-5-13), "Once per Chain"
# (5-2-16), the "you can" printed before the colon
@pytest.mark.parametrize(("number", "step"), [
    ("50091196", {"with_self": True}),  # Formula Synchron: "using this card you control"
    ("83295594", {"with_self": True}),  # "During your opponent's Main Phase, you can (...)"
    ("13258285", {"archetype": "P.U.N.K."}),  # '1 "P.U.N.K." Synchro Monster using monsters'
    ("34149150", {"type": "Dinosaur", "with_self": True}),  # "1 Dinosaur monster"
])
def test_a_synchro_summon_right_after_the_effect(number, step):
    card = derived(number)
    found = [e for e in card.encoding["effects"]
             if e.get("effect") == [{"synchro_summon": step}]]
    assert len(found) == 1 and found[0]["type"] == "quick"


def test_once_per_chain_and_the_opponents_main_phase():
    card = derived("50091196")  # Formula Synchron
    assert card.automation == "full"
    quick = card.encoding["effects"][1]
    assert quick["once_per_chain"] is True and quick["during"] == "opponent_main_phase"
    assert "once_per_turn" not in quick


def test_materials_described_more_stay_a_note():
    # "... using monsters you control as material, including a Warrior monster"
    assert synchro_effect_shapes.read("Immediately after this effect resolves, Synchro Summon 1 "
                                      "Synchro Monster, using monsters you control as material, "
                                      "including a Warrior monster.") is None
    assert synchro_effect_shapes.read("Immediately after this effect resolves, Synchro Summon 1 "
                                      "Synchro Monster, using only \"Yang Zing\" monsters you "
                                      "control.") == [{"synchro_summon": {
                                          "material": {"archetype": "Yang Zing"}}}]


# a Tuner's own text on its use as Synchro Material, and "treat it as a Tuner" (8-5-14)
@pytest.mark.parametrize(("number", "key", "value"), [
    ("06901008", "synchro_non_tuner", True),  # Phantom King Hydride: any Synchro Monster
    ("62606805", "synchro_non_tuner", {"type": "Psychic"}),  # "... for a Psychic monster"
    ("60071928", "synchro_substitute", "Synchron"),  # Righty Driver
    ("65626958", "synchro_substitute", "Nordic"),  # Nordic Beast Gullinbursti
])
def test_a_tuners_own_text(number, key, value):
    assert derived(number).encoding[key] == value


def test_treat_it_as_a_tuner_this_turn():
    card = derived("49930315")  # White Stingray: "If this card is Special Summoned from the GY"
    assert card.automation == "full"
    assert card.encoding["effects"][0]["event"] == "special_summoned_from_graveyard"
    assert card.encoding["effects"][0]["effect"] == [{"tuner_turn": "self"}]


def test_a_procedure_that_needs_a_synchro_monster():
    card = derived("05780210")  # "If you control a Level 8 or higher Synchro Monster, ..."
    assert card.automation == "full"
    assert card.encoding["summon_procedures"][0]["if"] == {
        "control": {"type": "Synchro", "level_min": 8}}


def test_a_synchro_monster_that_used_this_card_as_material():
    # Clear Effector: "A Synchro Monster that used this card as a Synchro Material cannot be
    # destroyed by card effects." (8-5-11)
    card = derived("58518520")
    assert card.automation == "full"
    assert card.encoding["summon_grant"] == {"by": "synchro", "gives": "effect_indestructible"}


def test_the_yang_zing_wording_of_a_quick_effect():
    # Bi'an, Earth of the Yang Zing: "Once per turn, during your opponent's Main Phase or Battle
    # Phase, you can: Immediately after this effect resolves, Synchro Summon 1 Synchro Monster,
    # using only "Yang Zing" monsters you control (this is a Quick Effect)."
    card = derived("66500065")
    assert card.automation == "full"
    quick = card.encoding["effects"][1]
    assert (quick["type"], quick["during"], quick["once_per_turn"]) == (
        "quick", "opponent_main_or_battle_phase", "copy")
    assert quick["effect"] == [{"synchro_summon": {"material": {"archetype": "Yang Zing"}}}]


def test_a_level_for_a_synchro_summon():
    card = derived("92676637")  # Tuningware
    assert card.automation == "full"
    assert card.encoding["synchro_level"] == 2
    assert card.encoding["effects"][0]["event"] == "synchro_material"
