"""The board and the editor say DON!! as the rulings and the glossary do: feminine in Spanish,
Italian and French, given with the glossary's verb."""
from __future__ import annotations

import pytest
from django.utils import translation
from django.utils.translation import gettext

WORDS = {
    "de": {"DON!! given": "Zugewiesene DON!!", "Give DON!!": "DON!! zuweisen"},
    "es": {"DON!! active": "DON!! activas", "DON!! rested": "DON!! descansadas",
           "DON!! given": "DON!! dadas", "Give DON!!": "Dar DON!!"},
    "it": {"DON!! active": "DON!! attive", "DON!! rested": "DON!! affaticate",
           "DON!! given": "DON!! assegnate", "Give DON!!": "Assegnare DON!!"},
    "fr": {"DON!! active": "DON!! redressées", "DON!! rested": "DON!! épuisées",
           "DON!! given": "DON!! données", "Give DON!!": "Donner des DON!!"},
}


@pytest.mark.parametrize("language", sorted(WORDS))
def test_the_board_says_don_as_the_rulings_do(language: str) -> None:
    with translation.override(language):
        assert {english: gettext(english) for english in WORDS[language]} == WORDS[language]
