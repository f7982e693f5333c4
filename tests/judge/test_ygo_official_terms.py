"""The judge's words for a game action are the ones the printed cards of each language use:
"excavate" is "ausgraben", "excavar", "dévoiler" and "dissotterrare" on the German, Spanish,
French and Italian cards of the pinned card database (read in place; only which words occur is
checked, no text is kept), so every message about an excavated card says it that way."""
from __future__ import annotations

import json
from pathlib import Path

from judge.engine.ygo.messages.excavate import EXCAVATE

CARDS = Path(__file__).resolve().parents[2].parent / "shared" / "fixtures" / "yaml-yugi" / \
    "data" / "cards"
# the stem of the verb in each language ("gräbt ... aus": the German verb's stem changes)
EXCAVATE_STEMS = {"de": ("grab", "gräb"), "es": ("excav",), "fr": ("dévoil",),
                  "it": ("dissotterr",)}


def _says(text: str, stems: tuple[str, ...]) -> bool:
    return any(stem in text.lower() for stem in stems)


def _texts_saying(word: str) -> list[dict[str, str]]:
    """Each card's texts by language, for the cards whose English text has `word`."""
    found = []
    for path in CARDS.glob("*.json"):
        texts = json.loads(path.read_text(encoding="utf-8")).get("text") or {}
        if word in (texts.get("en") or "").lower():
            found.append(texts)
    return found


def test_the_printed_cards_say_excavate_with_these_words():
    cards = _texts_saying("excavat")
    assert len(cards) > 50
    for language, stems in EXCAVATE_STEMS.items():
        saying = sum(_says(texts.get(language) or "", stems) for texts in cards)
        assert saying >= 0.9 * len(cards), language


def test_every_message_about_an_excavated_card_uses_them():
    about = [key for key, english in EXCAVATE["en"].items() if "excavat" in str(english)]
    assert len(about) >= 5
    for language, stems in EXCAVATE_STEMS.items():
        wrong = [key for key in about if not _says(str(EXCAVATE[language][key]), stems)]
        assert wrong == [], language
