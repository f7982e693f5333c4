"""A monster's own sentences about staying on the field and being the only one of its kind,
read from real cards' English texts (read in place from ../shared/fixtures/yaml-yugi): the board
it needs to stay (`kept_if`, 5-4-6) and a limit on more than copies of its name (`only_one_of`,
`only_one_field`, 5-4-7)."""
from __future__ import annotations

from ygo_support import derived


def test_earthbound_immortal_needs_a_field_spell_and_is_the_only_one():
    card = derived("46263076")  # Earthbound Immortal Ccapac Apu
    assert card.automation == "full", card.notes
    assert card.encoding["kept_if"] == {"field_spell_any": True}
    assert card.encoding["only_one_of"] == {"archetype": "Earthbound Immortal"}
    assert card.encoding["only_one_field"] is True


def test_burning_abyss_needs_every_monster_of_its_kind():
    card = derived("00734741")  # Rubic, Malebranche of the Burning Abyss
    assert card.automation == "full", card.notes
    assert card.encoding["kept_if"] == {"all_control": {"archetype": "Burning Abyss"}}
    assert "all_control" not in card.encoding


def test_read_beside_a_once_per_turn_clause_over_the_other_effects():
    card = derived("09342162")  # Cagna: "You can only use 1 of these effects ... per turn"
    assert card.encoding["kept_if"] == {"all_control": {"archetype": "Burning Abyss"}}
    assert not any(note.startswith("If you control a monster that is not")
                   for note in card.notes)


def test_a_monster_of_a_kind_on_the_field():
    card = derived("91697229")  # an "Aesir" monster on either field
    assert card.encoding["kept_if"] == {"field_control": {"archetype": "Aesir"}}


def test_only_one_of_its_kind_under_its_controller():
    card = derived("93332803")  # Dogoran, the Mad Flame Kaiju
    assert card.encoding["only_one_of"] == {"archetype": "Kaiju"}
    assert "only_one_field" not in card.encoding


def test_its_own_name_on_the_whole_field():
    card = derived("08310162")  # Malefic Paradox Dragon: "1 face-up "Malefic Paradox Dragon""
    assert card.encoding["only_one"] is True and card.encoding["only_one_field"] is True
    assert "only_one_of" not in card.encoding
