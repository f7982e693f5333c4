"""A Link Monster's first line read into `summon_materials` (8-5-5, 8-5-7), and "If this card is
Link Summoned" / "sent to the GY as Link Material" read as the Summon's Trigger Effects, from
real cards' English texts (read in place from ../shared/fixtures/yaml-yugi); a first line that
asks for more stays a note."""
from __future__ import annotations

import pytest
from ygo_support import derived, english


@pytest.mark.parametrize(("number", "materials"), [
    ("01861629", {"min": 2, "type": "Effect"}),  # Decode Talker: "2+ Effect Monsters"
    ("30691817", {"min": 1, "max": 1, "archetype": "Marincess",  # Marincess Sea Angel
                  "level_max": 4}),
    ("04280258", {"min": 2, "different_names": True, "no_tokens": True}),  # Apollousa
    ("38745241", {"min": 2, "type": "Effect",  # Madolche Mini Meowcaroons
                  "including": {"archetype": "Madolche"}}),
    ("03679218", {"min": 1, "max": 1, "archetype": "Knightmare",  # Knightmare Mermaid
                  "except": ["Knightmare Mermaid"]}),
    ("65741786", {"min": 2, "max": 2, "not_type": "Link"}),  # I:P Masquerena
    ("33781156", {"min": 2, "max": 2,  # Tri-Brigade Arms Mouser: "... and/or Winged Beast"
                  "type": ["Beast", "Beast-Warrior", "Winged Beast"]}),
    ("44376395", {"min": 2, "max": 2, "different_types": True,  # ASHLAN U1000
                  "different_attributes": True}),
])
def test_the_first_line(number, materials):
    card = derived(number)
    assert card.encoding["summon_materials"] == materials
    assert english(number)["text"].splitlines()[0] not in card.notes


def test_a_first_line_asking_for_more_is_a_note():
    # Salamangreat Almiraj: "1 Normal Summoned monster with 1000 or less ATK"
    card = derived("60303245")
    assert card.notes[0] == english("60303245")["text"].splitlines()[0]
    assert "summon_materials" not in card.encoding


def test_the_same_type():
    card = derived("28776350")  # Akashic Magician: "2 monsters with the same Type, except Tokens"
    assert card.encoding["summon_materials"] == {"min": 2, "max": 2, "same_type": True,
                                                 "no_tokens": True}


def test_if_this_card_is_link_summoned():
    # Marincess Sea Angel: its trigger is read; "You can only Link Summon ... once per turn"
    # is left a note
    card = derived("30691817")
    assert card.encoding["effects"] == [{
        "type": "trigger", "event": "link_summoned",
        "effect": [{"fetch": {"to": "hand", "what": "spell", "archetype": "Marincess"}}]}]


def test_sent_to_the_graveyard_as_link_material():
    card = derived("84464389")  # Borreload Fatalflare Dragon
    assert {"type": "trigger", "event": "link_material", "from": "graveyard",
            "target": {"what": "card", "player": "any", "zone": "field"},
            "effect": [{"destroy": "chosen"}], "once_per_turn": "name"} \
        in card.encoding["effects"]


def test_what_a_link_monster_says_of_its_link_summon():
    angel = derived("30691817")  # "You can only Link Summon "Marincess Sea Angel" once per turn."
    assert angel.encoding["link_summon_once"] is True and angel.automation == "full"
    apollousa = derived("04280258")  # "800 x the number of Link Materials used ..."
    assert apollousa.encoding["atk_per_material"] == 800


def test_material_for_the_link_summon_of_a_described_monster():
    card = derived("88413677")  # Doyon @Ignister: "... for the Link Summon of a Cyberse monster"
    assert card.automation == "full"
    assert card.encoding["effects"][1]["event"] == "link_material"
    assert card.encoding["effects"][1]["for"] == {"type": "Cyberse"}
