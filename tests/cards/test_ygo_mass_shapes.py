"""Every card of a kind destroyed at once, in the wordings beyond "Destroy all monsters your
opponent controls" (5-3-1), read from real cards' English texts (read in place from
../shared/fixtures/yaml-yugi) into a `destroy_all` step's `other`, `face` and description."""
from __future__ import annotations

from ygo_support import printed

from cards.ygo import mass_shapes


def test_all_other_monsters_and_all_other_cards():
    # Thunder End Dragon; Demise, King of Armageddon
    assert printed("00698785")["effects"][0]["effect"] == [
        {"destroy_all": {"player": "both", "what": "monsters", "other": True}}]
    assert printed("72426662")["effects"][0]["effect"] == [
        {"destroy_all": {"player": "both", "what": "cards", "other": True}}]


def test_all_face_up_monsters_your_opponent_controls():
    # Lightning Vortex
    assert printed("69162969")["effect"] == [
        {"destroy_all": {"player": "opponent", "what": "monsters", "face": "up"}}]


def test_described_monsters():
    # Acid Rain; 4-Starred Ladybug of Doom (FLIP)
    assert printed("21323861") == {"effect": [
        {"destroy_all": {"player": "both", "what": "monsters", "type": "Machine"}}]}
    assert printed("83994646")["flip"] == [
        {"destroy_all": {"player": "opponent", "what": "monsters", "level": 4}}]


def test_set_spells_and_traps_but_not_set_cards():
    assert mass_shapes.read("Destroy all Set Spells/Traps your opponent controls.") == [
        {"destroy_all": {"player": "opponent", "what": "spells_traps", "face": "down"}}]
    # whether "Set cards" takes face-down monsters too is not decided here
    assert mass_shapes.read("Destroy all Set cards your opponent controls.") is None


def test_what_shapes_reads_already_or_not_at_all():
    assert mass_shapes.read("Destroy all monsters on the field.") is None  # shapes.ALL
    assert mass_shapes.read("Destroy all face-up monsters on the field, except Reptile-Type "
                            '"Worm" monsters.') is None


def test_set_spells_and_traps_returned_to_the_hand():
    # Hey, Trunade!: "Return all Set Spells/Traps on the field to the hand."
    assert printed("64697431") == {"effect": [{"return_all": {
        "to": "hand", "player": "both", "what": "spells_traps", "face": "down"}}]}
    assert mass_shapes.read("Return all other cards on the field to the hand.") == [
        {"return_all": {"to": "hand", "player": "both", "what": "cards", "other": True}}]
