"""The board and the editor say DON!! as the rulings and the glossary do: feminine in Spanish,
Italian and French, given with the glossary's verb."""
from __future__ import annotations

import html
from pathlib import Path

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


@pytest.mark.django_db
@pytest.mark.parametrize(("language", "label"), [
    ("en", "Action 1: a-att attacks B's Leader"),
    ("de", "Aktion 1: a-att greift den Leader von B an"),
    ("es", "Acción 1: a-att ataca al Líder de B"),
    ("it", "Azione 1: a-att attacca il Leader di B"),
    ("fr", "Action 1 : a-att attaque le Leader de B"),
])
def test_an_action_names_an_unnamed_leader_with_its_article(client, language: str,
                                                            label: str) -> None:
    shared = Path(__file__).resolve().parents[3] / "shared"
    scenario = (shared / "scenarios" / "05-rested-blocker-cannot-block.yaml").read_text("utf-8")
    page = client.post(f"/optcg/judge/?lang={language}", {"scenario": scenario})
    assert label in html.unescape(page.content.decode())


@pytest.mark.django_db
def test_a_problem_with_the_whole_text_is_placed_in_words(client) -> None:
    page = client.post("/optcg/judge/?lang=de", {"scenario": "game: optcg\nturn: {number: 3\n"})
    text = html.unescape(page.content.decode())
    assert "das Szenario als Ganzes: ist kein gültiges YAML oder JSON" in text
    assert "<code>(scenario)</code>" not in text


@pytest.mark.django_db
@pytest.mark.parametrize(("language", "words"), [
    ("es", "No permitido:</strong> el Personaje b-blocker de B está descansado"),
    ("de", "Nicht erlaubt:</strong> Der Charakter b-blocker von B ist ruhend"),
])
def test_the_reason_after_not_allowed_goes_on_as_the_language_writes(client, language: str,
                                                                      words: str) -> None:
    shared = Path(__file__).resolve().parents[3] / "shared"
    scenario = (shared / "scenarios" / "05-rested-blocker-cannot-block.yaml").read_text("utf-8")
    page = client.post(f"/optcg/judge/?lang={language}", {"scenario": scenario})
    assert words in html.unescape(page.content.decode())


@pytest.mark.django_db
@pytest.mark.parametrize(("language", "label"), [
    ("en", '<p class="rules">Rules: '),
    ("de", '<p class="rules">Regeln: '),
    ("fr", '<p class="rules">Règles\u00a0: '),
])
def test_a_label_takes_the_colon_its_language_writes(client, language: str, label: str) -> None:
    """French sets a no-break space before a colon ("Règles : 10-1-4-1"); the others do not."""
    shared = Path(__file__).resolve().parents[3] / "shared"
    scenario = (shared / "scenarios" / "05-rested-blocker-cannot-block.yaml").read_text("utf-8")
    page = client.post(f"/optcg/judge/?lang={language}", {"scenario": scenario})
    assert label in html.unescape(page.content.decode())
