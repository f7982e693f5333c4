"""Xyz Monsters whose text reads the cards under them (4-4-11), read from real cards' English
texts (read in place from ../shared/fixtures/yaml-yugi, facts only): "Gains ATK/DEF equal to
the ATK/DEF of all "Zoodiac" monsters attached to it" and "Gains ATK equal to the combined ATK
and DEF of "Melffy" monsters attached to it" (`attached_stats`); what a material gives the Xyz
Monster it is under (`summon_grant: {by: attached}`); and what an Xyz Monster does only with a
material so described (`if_material`)."""
from __future__ import annotations

import pytest
from ygo_support import derived

from cards.ygo import grant_effects, psct, xyz_names

DRIDENT, HAMMERKONG, GODMOMMY = "48905153", "14970113", "05833929"


def test_drident_gains_the_atk_and_def_of_its_zoodiac_materials():
    card = derived(DRIDENT)
    assert card.automation == "full"
    assert card.encoding["attached_stats"] == {"archetype": "Zoodiac", "atk": ["atk"],
                                               "def": ["def"]}


def test_the_older_words_read_the_same():
    card = derived(HAMMERKONG)  # "This card gains ATK and DEF equal to ... as Materials."
    assert card.encoding["attached_stats"] == derived(DRIDENT).encoding["attached_stats"]


def test_godmommy_gains_atk_from_both_values_of_its_melffy_materials():
    card = derived(GODMOMMY)
    assert card.automation == "full"
    assert card.encoding["attached_stats"] == {"archetype": "Melffy", "atk": ["atk", "def"]}


def test_words_that_pair_nothing_stay_notes():
    # "ATK equal to the ATK/DEF": which value goes where is not said
    assert xyz_names.attached_stats(
        'Gains ATK equal to the ATK/DEF of all "Zoodiac" monsters attached to it.') is None
    # every monster under it, described by nothing: not a description the engine checks
    assert xyz_names.attached_stats(
        "Gains ATK/DEF equal to the ATK/DEF of all monsters attached to it.") is None


VEISS, GOLIATH, RATPIER = "00613013", "23689428", "78872731"


def test_a_material_gives_an_activated_effect_to_the_xyz_monster_it_is_under():
    card = derived(VEISS)  # 'A "Shark Drake" Xyz Monster that has this card as material ...'
    assert card.automation == "full"
    grant = card.encoding["summon_grant"]
    assert (grant["by"], grant["to"]) == ("attached", {"archetype": "Shark Drake"})
    assert grant["effect"]["type"] == "quick" and grant["effect"]["detach"] == 2


def test_an_original_type_names_the_xyz_monster_given_the_effect():
    goliath = derived(GOLIATH)  # "... whose original Type is Machine ...": a Continuous Effect
    assert goliath.automation == "full"
    assert goliath.encoding["summon_grant"] == {"by": "attached", "to": {"type": "Machine"},
                                                "gives": "effect_indestructible"}
    ratpier = derived(RATPIER)
    assert ratpier.automation == "full"
    assert ratpier.encoding["summon_grant"]["to"] == {"type": "Beast-Warrior"}
    assert ratpier.encoding["summon_grant"]["effect"]["type"] == "ignition"


BRAVE_STRIX = "08617563"


def test_an_effect_activated_only_with_a_material_so_described():
    card = derived(BRAVE_STRIX)  # "If this card has a Winged Beast monster as material: ..."
    [entry] = [e for e in card.encoding["effects"] if "if_material" in e]
    assert entry["if_material"] == {"type": "Winged Beast"}
    assert (entry["type"], entry["detach"]) == ("ignition", 1)


@pytest.mark.parametrize(("words", "has"), [
    ('If this card has "Number 104: Masquerade" as material',
     {"names": ["Number 104: Masquerade"]}),
    ('If this card has a "Number" monster as material', {"archetype": "Number"}),
    ("If this card has an Xyz Monster as Xyz Material", {"type": "Xyz"}),
    ('If this card has a "Cipher" card as Xyz Material', {"archetype": "Cipher", "card": True}),
    ("If this card has a Normal Monster as material", {"type": "Normal"}),
])
def test_the_materials_a_text_asks_for(words, has):
    assert xyz_names.condition(words) == {"type": "ignition", "if_material": has}


def test_the_effects_it_gains_while_it_has_such_a_material():
    text = ('2 Level 4 monsters\nIf this card has "Dark Magician" as material, it gains this '
            "effect.\n● Once per turn: You can detach 1 material from this card; draw 1 card.")
    reading = psct.read(text, "monster", "", ["Spellcaster", "Xyz", "Effect"])
    fields: dict = {}
    read: list[str] = []
    xyz_names.read_monster(reading, fields, read, grant_effects.effect)
    [entry] = fields["effects"]
    assert entry["if_material"] == {"names": ["Dark Magician"]}
    assert entry["effect"] == [{"draw": 1}] and len(read) == 1


JUSTICE, RHINOSEBUS = "57707471", "85004150"


def test_an_xyz_summon_on_top_of_a_monster_that_detaches_first():
    card = derived(JUSTICE)  # "by detaching 1 Xyz Material from a Rank 5 Xyz Monster ..."
    assert card.automation == "full"
    assert card.encoding["xyz_over"] == {"rank": [5], "detach": 1}
    # "... from a Rank 5 or 6 Insect-Type Xyz Monster you control ..."
    assert derived(RHINOSEBUS).encoding["xyz_over"] == {"type": "Insect", "rank": [5, 6],
                                                        "detach": 2}
