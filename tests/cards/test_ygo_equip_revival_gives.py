"""An Equip Spell that Special Summons its target and equips itself to it, with what it gives
the monster and no bond of destruction (4-5-5, 10-4-7), read from a real card's English text
(read in place from ../shared/fixtures/yaml-yugi, facts only)."""
from __future__ import annotations

from ygo_support import derived


def test_big_red_revives_and_equips_what_it_gives():
    card = derived("30979619")  # SPYRAL GEAR - Big Red
    assert card.automation == "full" and card.notes == []
    fields = card.encoding
    assert fields["bond"] == "equips"
    assert fields["target"]["zone"] == "graveyard"
    assert fields["target"]["archetype"] == "SPYRAL"
    summon, equip = fields["effect"]
    assert summon == {"special_summon": {"card": "chosen"}}
    assert equip["equip"]["gives"] == ["battle_indestructible"]


def test_a_bond_of_destruction_is_still_read_as_before():
    card = derived("70828912")  # Premature Burial: its bond of destruction, read as before
    assert card.encoding["bond"] == "equipped"
