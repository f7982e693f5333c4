"""Fixtures of the card tests (cards_support holds the helpers they share)."""
from __future__ import annotations

import pytest
from cards_support import card_list


@pytest.fixture(scope="module")
def cards() -> dict:
    """The pinned English list by card number (its texts read in place from ../shared)."""
    return {c.number: c for c in card_list().cards}
