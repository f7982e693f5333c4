"""The Advanced Crystal Beasts' "If "Advanced Dark" is not in a Field Zone, send this monster to
the GY.", read from real cards in place (facts only): the board the monster needs to stay
(`kept_if: {field_spell: [...]}`) and `kept_sends: true`, the monster sent rather than
destroyed (5-4-6); other wordings are not read here."""
from __future__ import annotations

import sys
from pathlib import Path

from cards.ygo import kept_sends

sys.path.insert(0, str(Path(__file__).resolve().parent))
from ygo_support import derived  # noqa: E402

TORTOISE = "46358784"  # Advanced Crystal Beast Emerald Tortoise
TIGER = "72843899"  # Advanced Crystal Beast Topaz Tiger
CAT = "19963185"  # Advanced Crystal Beast Amethyst Cat: its direct attack stays a note


def test_the_field_spell_it_needs_and_the_sending():
    card = derived(TORTOISE)
    assert card.encoding["kept_if"] == {"field_spell": ["Advanced Dark"]}
    assert card.encoding["kept_sends"] is True
    assert card.automation == "full"
    assert derived(TIGER).automation == "full"


def test_the_rest_of_a_card_stays_a_note():
    card = derived(CAT)
    assert card.encoding["kept_sends"] is True
    assert card.automation == "partial"
    assert not any("Field Zone" in note for note in card.notes)


def test_other_wordings_are_not_read_here():
    for text in ('If "Advanced Dark" is not in a Field Zone, destroy this card.',
                 'If "Advanced Dark" is not on the field, send this monster to the GY.',
                 'If "Advanced Dark" is not in a Field Zone, send this monster to the GY, '
                 'then draw 1 card.'):
        assert kept_sends.read(text) is None
