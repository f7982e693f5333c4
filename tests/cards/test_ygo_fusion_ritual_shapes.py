"""Real Fusion and Ritual cards read into the Summons the engine performs (fusion_ritual_shapes.py,
fusion_materials.py; 8-5-1, 8-5-2): Spells that Fusion or Ritual Summon, a Fusion Monster's
first line, a Ritual Monster's reminder of its Ritual Spell (texts read in place from
../shared/fixtures/yaml-yugi)."""
from __future__ import annotations

import pytest
from ygo_support import derived

from cards.ygo import fusion_materials, fusion_ritual_shapes


@pytest.mark.parametrize("number,step", [
    ("24094653", {"fusion_summon": {}}),  # Polymerization
    ("27847700", {"fusion_summon": {}}),  # Polymerization, "as material"
    ("45906428", {"fusion_summon": {"banish": True, "from": ["field", "graveyard"],
                                    "archetype": "Elemental HERO"}}),  # Miracle Fusion
    ("55761792", {"ritual_summon": {"names": ["Black Luster Soldier"], "levels": 8}}),
    ("08198712", {"ritual_summon": {  # End of the World: exactly the Level
        "names": ["Ruin, Queen of Oblivion", "Demise, King of Armageddon"], "exact": True}}),
    ("37626500", {"ritual_summon": {"attribute": "LIGHT", "exact": True}}),  # Sprite's Blessing
    ("46052429", {"ritual_summon": {  # Advanced Ritual Art
        "from": ["deck"], "send": True, "exact": True, "material": {"type": "Normal"}}}),
])
def test_spells_that_fusion_or_ritual_summon(number, step):
    card = derived(number)
    assert (card.automation, card.encoding, card.notes) == ("full", {"effect": [step]}, [])


def test_a_fusion_monsters_first_line_lists_its_materials():
    wingman = derived("35809262")  # "Elemental HERO Avian" + "Elemental HERO Burstinatrix"
    assert wingman.encoding["fusion_materials"] == [{"names": ["Elemental HERO Avian"]},
                                                   {"names": ["Elemental HERO Burstinatrix"]}]
    assert wingman.encoding["special_summon_only"] == {"procedure": "fusion"}
    # its "damage equal to the ATK of the destroyed monster in the GY" reads too (5-3-25)
    assert (wingman.automation, wingman.notes) == ("full", [])
    assert wingman.encoding["effects"][0]["effect"][0]["damage"]["atk_of"] == "battle_destroyed"


def test_a_first_line_asking_for_more_stays_a_note():
    card = derived("19222426")  # "with different Attributes": not a description the format has
    assert "fusion_materials" not in card.encoding
    assert card.notes[0] == '2 "Elemental HERO" monsters with different Attributes'


@pytest.mark.parametrize("line,slots", [
    ('2 "Dual Avatar" monsters', [{"archetype": "Dual Avatar"}] * 2),
    ("1 Dragon-Type monster + 1 Warrior-Type monster", [{"type": "Dragon"},
                                                        {"type": "Warrior"}]),
    ('3 "Blue-Eyes White Dragon"', [{"names": ["Blue-Eyes White Dragon"]}] * 3),
    ('"Dark Magician" + 1 Level 5 or higher DARK monster',
     [{"names": ["Dark Magician"]}, {"attribute": "DARK", "level_min": 5}]),
    ('1 "Destiny HERO" Fusion Monster + 1 "Destiny HERO" monster',
     [{"archetype": "Destiny HERO", "type": "Fusion"}, {"archetype": "Destiny HERO"}]),
    ("1 Psychic Synchro Monster + 1 Synchro Monster", None),  # a Type and a kind at once
    ("2+ Level 10 monsters", None),
    ('"A" or "B" + "C"', None),
])
def test_material_lines(line, slots):
    assert fusion_materials.read(line) == slots


def test_ritual_monsters_and_a_vanilla_fusion_monster():
    assert (derived("05405694").automation, derived("05405694").notes) == ("full", [])
    skull = derived("11901678")  # Black Skull Dragon, no effect
    assert skull.encoding["fusion_materials"] == [{"names": ["Summoned Skull"]},
                                                  {"names": ["Red-Eyes Black Dragon"]}]


@pytest.mark.parametrize("text", [
    "Fusion Summon 1 Fusion Monster from your Extra Deck, using monsters from your hand, "
    "field, and/or Pendulum Zones.",
    "Fusion Summon 1 Fusion Monster from your Extra Deck, using monsters from your hand or "
    "field as Fusion Material, but change its ATK/DEF to 0.",
])
def test_fusion_sentences_not_read(text):
    assert fusion_ritual_shapes.fusion(text) is None


def test_summoning_conditions_of_fusion_and_ritual_monsters():
    # Cyber End Dragon: "A Fusion Summon of this card can only be done with the above Fusion
    # Materials.": no Fusion Substitute (8-5-2)
    cyber_end = derived("01546123")
    assert cyber_end.automation == "full" and cyber_end.encoding["fusion_exact"] is True
    assert cyber_end.encoding["fusion_materials"] == [{"names": ["Cyber Dragon"]}] * 3
    # Gem-Knight Prismaura: "Must first be Fusion Summoned." restates 8-4-5
    assert derived("93379652").automation == "full"
    # Blue-Eyes Chaos Dragon: "Must be Ritual Summoned." (8-4-7)
    assert derived("20654247").encoding["special_summon_only"] == {"procedure": "ritual"}
    # Alba-Lenatus the Abyss Dragon: "Cannot be used as Fusion Material."
    assert derived("03410461").encoding["no_fusion_material"] is True


def test_a_ritual_spell_with_an_effect_in_its_graveyard():
    # Dark Dragon Ritual: then "During your Main Phase, except the turn this card was sent to
    # the GY: You can banish this card from your GY; add 1 "Red-Eyes" Spell/Trap ..." (5-1-8)
    card = derived("18803791")
    assert card.automation == "full"
    assert card.encoding["effect"] == [{"ritual_summon": {"names": ["Paladin of Dark Dragon"],
                                                          "levels": 4}}]
    assert card.encoding["effects"][0]["from"] == "graveyard"


def test_a_monster_effect_that_fusion_summons():
    proxy = derived("12450071")  # Proxy F Magician
    assert proxy.encoding["effects"][0]["effect"] == [{"fusion_summon": {"from": ["field"]}}]


def test_a_ritual_monster_only_one_ritual_spell_summons():
    beetle = derived("26932788")  # Javelin Beetle
    assert (beetle.automation, beetle.encoding) == (
        "full", {"ritual_only_with": "Javelin Beetle Pact"})


def test_sent_to_the_gy_as_material_for_a_fusion_summon():
    lukias = derived("75003700")  # Dracotail Lukias
    assert lukias.automation == "full"
    assert lukias.encoding["effects"][1]["event"] == "fusion_material"


def test_a_fusion_substitute():
    swamp = derived("79109599")  # King of the Swamp
    assert swamp.encoding["fusion_substitute"] is True
