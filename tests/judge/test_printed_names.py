"""A ruling names a printed card as the reader's cards print it: French rulings use the French
list's names where it is imported, every other language the English name (no official print)."""
from __future__ import annotations

import pytest
from cards_support import FRENCH, card_list, store_cards

from cards.importers import writer
from judge import cardlookup
from judge.engine import judge, rerender
from rules.models import Game

pytestmark = pytest.mark.django_db

SCENARIO = """
game: optcg
turn: {number: 3, player: A}
players:
  A:
    leader: {card: ST01-001}
    characters:
      - {card: ST01-012, id: luffy, rested: false}
      - {card: ST01-006, id: chopper}
  B:
    leader: {power: 5000, life: 1}
    characters: []
actions:
  - attack: {attacker: luffy, target: B.leader}
"""


def _judged(language: str) -> dict:
    return judge(SCENARIO, cardlookup.for_game("optcg"), language=language)


def _import(*folders) -> None:
    for folder in folders:
        writer.store(Game.objects.get(pk="optcg"),
                     card_list(folder, ("ST01-001", "ST01-006", "ST01-012")))


def test_french_rulings_use_the_french_names() -> None:
    store_cards("ST01-001", "ST01-006", "ST01-012")
    _import(FRENCH)
    french = _judged("fr")
    assert "errors" not in french, french
    step = french["steps"][0]["text"]
    assert step == ("Monkey D. Luffy (luffy) de A (6000) s'épuise et attaque le Leader de B "
                    "(5000).")
    english = _judged("en")["steps"][0]["text"]
    assert english.startswith("A's Monkey.D.Luffy (luffy)"), english
    # a saved ruling shown again in German keeps the English names (no German print)
    assert rerender(french, "de")["steps"][0]["text"].startswith("Monkey.D.Luffy (luffy) von A")


def test_without_the_french_list_french_rulings_use_the_english_names() -> None:
    store_cards("ST01-001", "ST01-006", "ST01-012")
    assert _judged("fr")["steps"][0]["text"].startswith("Monkey.D.Luffy (luffy) de A")


def test_a_name_the_scenario_writes_wins() -> None:
    store_cards("ST01-001", "ST01-006", "ST01-012")
    _import(FRENCH)
    renamed = SCENARIO.replace("{card: ST01-012, id: luffy,", "{card: ST01-012, id: luffy, "
                               "name: Luffy,")
    result = judge(renamed, cardlookup.for_game("optcg"), language="fr")
    assert result["steps"][0]["text"].startswith("Luffy de A")


def test_a_note_names_the_field_in_words_and_shows_values_as_printed() -> None:
    store_cards("ST01-001", "ST01-006", "ST01-012")
    changed = SCENARIO.replace("{card: ST01-012, id: luffy,", "{card: ST01-012, id: luffy, "
                               "keywords: [],")
    notes = {lang: [n["text"] for n in judge(changed, cardlookup.for_game("optcg"),
                                             language=lang)["notes"] if n["kind"] == "override"]
             for lang in ("de", "es", "fr")}
    assert notes["de"] == ["luffy: Für die Schlüsselwörter gilt der Wert aus dem Szenario "
                           "(leer), nicht der auf ST01-012 gedruckte ([Rush])"]
    assert notes["es"] == ["luffy: para las palabras clave se usa el valor del escenario "
                           "(vacío), no el impreso en ST01-012 ([Rush])"]
    assert notes["fr"] == ["luffy : pour les mots-clés, la valeur du scénario (vide) remplace "
                           "celle imprimée sur ST01-012 ([Initiative])"]


def test_a_note_quotes_the_ability_as_the_readers_cards_print_it() -> None:
    # Sabo's [Activate: Main] is an ability the judge does not apply yet: it is noted
    store_cards("ST13-007")
    writer.store(Game.objects.get(pk="optcg"), card_list(FRENCH, ("ST13-007",)))
    text = ("game: optcg\nturn: {number: 3, player: A}\nplayers:\n  A:\n"
            "    characters: [{id: a-sabo, card: ST13-007}]\n  B: {}\nactions: []\n")
    lookup = cardlookup.for_game("optcg")
    french = [n for n in judge(text, lookup, language="fr")["notes"] if n["kind"] == "unapplied"]
    english = [n for n in judge(text, lookup, language="en")["notes"] if n["kind"] == "unapplied"]
    assert len(french) == len(english) == 1
    assert english[0]["ability"].startswith("[Activate: Main]")
    assert "[Activate: Main]" not in french[0]["text"] and "Activation" in french[0]["text"]
    # the note's `ability` field stays the English text (for programs)
    assert french[0]["ability"] == english[0]["ability"]


def test_the_board_names_the_cards_as_the_ruling_does(client) -> None:
    store_cards("ST01-001", "ST01-006", "ST01-012")
    _import(FRENCH)
    page = client.post("/optcg/judge/?lang=fr", {"scenario": SCENARIO}).content.decode()
    assert '<span class="card-name">Tony-Tony Chopper</span>' in page
    assert '<span class="card-name">Tony Tony.Chopper</span>' not in page
    english = client.post("/optcg/judge/?lang=en", {"scenario": SCENARIO}).content.decode()
    assert '<span class="card-name">Tony Tony.Chopper</span>' in english
