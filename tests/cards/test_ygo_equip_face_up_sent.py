"""Real Equip Spells whose Graveyard Trigger Effect asks that the card was face-up on the field
as it was sent to the GY, read from their English texts (read in place from
../shared/fixtures/yaml-yugi): `event: face_up_sent_from_field` (5-1-12), in both wordings;
nothing guessed."""
from __future__ import annotations

from ygo_support import derived

from cards.ygo import equip_graveyard


def test_both_wordings_of_the_face_up_move():
    # Vylon Component: "If this face-up card on the field is sent to the Graveyard: ...";
    # Vylon Material: "If this face-up card is sent from the field to the Graveyard: ..."
    for number in ("55046718", "74657662"):
        card = derived(number)
        assert (card.automation, card.notes) == ("full", [])
        [effect] = card.encoding["effects"]
        assert (effect["type"], effect["event"], effect["from"]) == (
            "trigger", "face_up_sent_from_field", "graveyard")
        assert list(effect["effect"][0]) == ["fetch"]


def test_only_those_words():
    assert equip_graveyard.FACE_UP.match("If this face-up card on the field is sent to the GY")
    assert equip_graveyard.FACE_UP.match("If this face-up card leaves the field") is None
