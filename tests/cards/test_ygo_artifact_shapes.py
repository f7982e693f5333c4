"""Two actions of the "Artifact" monsters, read from real cards' English texts (read in place
from ../shared/fixtures/yaml-yugi): Artifact Scythe's restriction on the opponent's Special
Summons from the Extra Deck (5-2-10) and Artifact Vajra's destruction of every card in its
controller's Spell & Trap Zones (3-6-1, 5-3-1); the same restriction on Guard Dog's Flip effect
(every Special Summon); other wordings stay notes."""
from __future__ import annotations

from ygo_support import derived, english

from cards.ygo import artifact_shapes

SCYTHE, VAJRA = "20292186", "69304426"


def test_scythe_binds_the_opponent():
    card = derived(SCYTHE)
    assert (card.automation, card.notes) == ("full", [])
    effect = card.encoding["effects"][1]
    assert (effect["event"], effect["during"]) == ("special_summoned", "opponent_turn")
    assert effect["effect"] == [{"summon_lock": {"from": "extra_deck", "player": "opponent"}}]


def test_vajra_takes_the_spell_and_trap_zones():
    assert artifact_shapes.ZONES_DESTROYED in english(VAJRA)["text"]
    card = derived(VAJRA)
    assert (card.automation, card.notes) == ("full", [])
    assert card.encoding["effects"][1]["effect"] == [
        {"destroy_all": {"player": "controller", "what": "spell_trap_zones"}}]


def test_other_wordings_are_not_read():
    assert artifact_shapes.read("Your opponent cannot Special Summon monsters.") is None
    assert artifact_shapes.read("Destroy all cards in your Field Zone.") is None
    assert artifact_shapes.read("Your opponent cannot Special Summon for the rest of this "
                                "turn.") == [{"summon_lock": {"from": "any",
                                                             "player": "opponent"}}]


def test_guard_dog_flip_binds_every_special_summon_of_the_opponent():
    card = derived("57346400")  # Guard Dog
    assert (card.automation, card.notes) == ("full", [])
    assert card.encoding["flip"] == [{"summon_lock": {"from": "any", "player": "opponent"}}]
