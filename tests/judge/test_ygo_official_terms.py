"""The judge's words for a game action are the ones the printed cards of each language use.

For each term, the German, Spanish, French and Italian texts of the cards whose English text
uses it (the pinned card database, read in place; only which words occur is checked, no text
is kept) show the official word, and every Yu-Gi-Oh! message whose English uses the term says
it with that word: "excavate" is ausgraben, excavar, dévoiler, dissotterrare; "attach" is
acoplar and attaccare (not adjuntar, collegare); a Token is a Segna-Mostro in Italian; the
Italian cards "mischiano" a Deck; the Spanish ones "muestran" a revealed card; piercing damage is
"durchschlagend" in German."""
from __future__ import annotations

import json
import re
from functools import cache
from pathlib import Path

import pytest

from judge.engine.ygo.messages import de, en, es, fr, it

CARDS = Path(__file__).resolve().parents[2].parent / "shared" / "fixtures" / "yaml-yugi" / \
    "data" / "cards"
CATALOGUES = {"de": de.MESSAGES, "es": es.MESSAGES, "fr": fr.MESSAGES, "it": it.MESSAGES}
PLACEHOLDER = re.compile(r"\{[^{}]*\}")
# the English term, and the stems of the word each language's cards use for it (a verb's
# stem may change: "gräbt ... aus", "acóplala")
TERMS: dict[str, tuple[str, dict[str, tuple[str, ...]]]] = {
    "excavate": (r"\bexcavat", {"de": ("grab", "gräb"), "es": ("excav",), "fr": ("dévoil",),
                                "it": ("dissotterr",)}),
    "attach": (r"\battach", {"de": ("häng",), "es": ("acopl", "acóp"), "fr": ("attach",),
                             "it": ("attacc",)}),
    "Token": (r"\btoken", {"de": ("spielmarke",), "es": ("ficha",), "fr": ("jeton",),
                           "it": ("segna-",)}),
    "shuffle": (r"\bshuffl", {"de": ("misch",), "fr": ("mélang",), "it": ("mischi",)}),
    "reveal": (r"\breveal", {"de": ("zeig",), "es": ("mostr", "muestr"), "fr": ("révél", "révè"),
                             "it": ("rivel",)}),
    "piercing": (r"\bpiercing", {"de": ("durchschlag",), "es": ("penetra",), "fr": ("perçant",),
                                 "it": ("perforant",)}),
}


def _says(text: str, stems: tuple[str, ...]) -> bool:
    return any(stem in text.lower() for stem in stems)


@cache
def _card_texts() -> tuple[dict[str, str], ...]:
    return tuple(json.loads(path.read_text(encoding="utf-8")).get("text") or {}
                 for path in CARDS.glob("*.json"))


@pytest.mark.parametrize("term", sorted(TERMS))
def test_the_printed_cards_use_these_words(term: str):
    english, stems = TERMS[term]
    cards = [texts for texts in _card_texts() if re.search(english, texts.get("en") or "", re.I)]
    assert len(cards) > 50
    for language, words in stems.items():
        saying = sum(_says(texts.get(language) or "", words) for texts in cards)
        assert saying >= 0.85 * len(cards), language


@pytest.mark.parametrize("term", sorted(TERMS))
def test_every_message_using_the_term_uses_the_same_words(term: str):
    english, stems = TERMS[term]
    about = [key for key, text in en.MESSAGES.items()
             if re.search(english, PLACEHOLDER.sub("", str(text)), re.I)]
    assert about, term
    for language, words in stems.items():
        wrong = [key for key in about if not _says(str(CATALOGUES[language][key]), words)]
        assert wrong == [], language
