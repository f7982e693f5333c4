""""● While in Attack Position: ..." / "● While in Defense Position: ..." read from real cards'
English texts (read in place from ../shared/fixtures/yaml-yugi): each "●" with its position as
the `if` of what it reads as, a Continuous effect (5-1-1) or an Ignition Effect checked as it
is activated (5-2-4); a "●" not read leaves its printed text as the note."""
from __future__ import annotations

from ygo_support import derived, english

RADION, VIDEON, DATATRON, BOARDEN = "55119278", "84592800", "66331855", "48381268"


def test_each_position_gives_its_own_stat_change():
    found = derived(RADION)
    assert found.automation == "full" and found.notes == []
    attack, defense = found.encoding["stat_changes"]
    assert attack["if"] == {"self_position": "attack"} and attack["atk"] == 800
    assert defense["if"] == {"self_position": "defense"} and defense["def"] == 1000
    assert attack["monsters"] == {"archetype": "Morphtronic"}


def test_a_gain_for_each_equip_card_in_each_position():
    found = derived(VIDEON)
    assert found.automation == "full"
    assert [change["if"]["self_position"] for change in found.encoding["stat_changes"]] == [
        "attack", "defense"]


def test_each_position_gives_its_own_ignition_effect():
    found = derived(DATATRON)
    assert found.automation == "full"
    tribute, plain = found.encoding["effects"]
    assert tribute["if"] == {"self_position": "attack"} and tribute["tribute"] == 1
    assert plain["if"] == {"self_position": "defense"} and "tribute" not in plain
    assert [e["effect"][0]["damage"]["amount"] for e in (tribute, plain)] == [600, 300]
    assert "● While in Defense Position:" in english(DATATRON)["text"]


def test_an_unread_position_keeps_its_printed_text_as_the_note():
    found = derived(BOARDEN)
    assert found.automation == "partial"
    [note] = found.notes
    assert note.startswith("● While in Attack Position:") and note in english(BOARDEN)["text"]
    [survives] = found.encoding["survives"]
    assert survives["if"] == {"self_position": "defense"}
