"""More words for events the engine already answers (5-1-3), read from real cards' English
texts (read in place from ../shared/fixtures/yaml-yugi)."""
from __future__ import annotations

from ygo_support import derived

from cards.ygo import monster_shapes


def _first(number: str) -> dict:
    card = derived(number)
    assert card.automation == "full"
    return card.encoding["effects"][0]


def test_tributed_from_the_field():
    # Psychic Ace (84453939) "in the Monster Zone", Kujakujaku (24384095) "on the field ...
    # and sent to the Graveyard": from the GY it went to
    for number in ("84453939", "24384095"):
        effect = _first(number)
        assert (effect["event"], effect["from"]) == ("tributed_from_field", "graveyard")


def test_destroyed_either_way_and_sent_from_either_zone():
    snow = _first("03070049")  # Snow Dragon: mandatory, worded "When"
    assert (snow["event"], snow["when"], snow["optional"]) == ("destroyed", True, False)
    assert _first("47741109")["event"] == "sent_from_hand_or_field_to_graveyard"  # Sylvan
    dowser = _first("76066541")  # Dragon Dowser
    assert dowser["event"] == "destroyed_by_battle_or_opponent_effect" and dowser["when"]


def test_near_wordings_stay_unread():
    whole = monster_shapes._whole
    assert whole("If this card in the Spell & Trap Zone is Tributed") is None
    assert whole("If this card is sent from the field or the Deck to the Graveyard") is None
