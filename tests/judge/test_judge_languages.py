"""The judge in the reader's language: the API (`?lang=`, Accept-Language), the CLI (`--lang`),
and saved rulings shown in the language of whoever opens them, not of whoever saved them."""
from __future__ import annotations

import io
import json

import pytest
import yaml
from django.core.management import call_command
from django.test import Client
from judge_web_helpers import example, main_html

from judge import examples
from judge.engine import judge

pytestmark = pytest.mark.django_db
URL = "/api/v1/optcg/judge/"


def post(client, text: str, query: str = "", **headers):
    return client.post(URL + query, data=json.dumps(yaml.safe_load(text)),
                       content_type="application/json", headers=headers)


def test_the_api_answers_in_the_language_asked_for(client):
    answer = post(client, example("03"), "?lang=de").json()
    assert answer["language"] == "de"
    assert any("Konterschritt" in step["text"] for step in answer["steps"])
    # the numbers and the state do not depend on the language
    english = post(client, example("03")).json()
    assert answer["rules_cited"] == english["rules_cited"]
    assert answer["state"] == english["state"]
    assert [s["code"] for s in answer["steps"]] == [s["code"] for s in english["steps"]]


def test_the_api_follows_accept_language_without_lang(client):
    answer = post(client, example("05"), **{"Accept-Language": "es"}).json()
    assert answer["language"] == "es"
    assert "descansada" in answer["illegal"]["reason"]


def test_the_api_words_invalid_input_in_the_language_asked_for(client):
    response = client.post(URL + "?lang=fr", data=example("16"), content_type="application/yaml")
    assert response.status_code == 400
    messages = " ".join(e["message"] for e in response.json()["errors"])
    assert "doit être un nombre entier" in messages
    # an unknown id lists the ids that do exist
    assert "(les cartes de ce scénario : " in messages


def test_the_cli_prints_the_ruling_in_the_language_asked_for(tmp_path):
    path = tmp_path / "scenario.yaml"
    path.write_text(example("13"), encoding="utf-8")
    out = io.StringIO()
    call_command("judge", "--lang", "it", str(path), stdout=out)
    text = out.getvalue()
    assert "Elaborazione delle regole" in text or "Personaggi" in text
    assert "Regole citate:" in text


def test_a_saved_ruling_reads_in_the_readers_language(client):
    saved = post(client, example("04"), "?save=1&lang=en").json()
    path = saved["permalink"].split("testserver", 1)[-1]
    german = main_html(Client(headers={"Accept-Language": "de"}).get(path))
    spanish = main_html(Client(headers={"Accept-Language": "es"}).get(path))
    english = main_html(client.get(path))
    assert "Schadensschritt" in german and "Damage Step" not in german
    assert "Paso de daño" in spanish and "Damage Step" not in spanish
    assert "Damage Step" in english


def test_the_engine_keeps_card_names_as_the_scenario_wrote_them() -> None:
    text = example("04")
    names = {c.get("name") for side in yaml.safe_load(text)["players"].values()
             for c in side.get("characters", []) if c.get("name")}
    for language in ("de", "es", "it", "fr"):
        steps = " ".join(s["text"] for s in judge(text, language)["steps"])
        assert all(name in steps for name in names)


@pytest.mark.parametrize("game", ["optcg", "ygo"])
def test_every_worked_example_has_its_title_and_question_in_every_language(game) -> None:
    english = examples.examples(game)
    for language in ("de", "es", "it", "fr"):
        for en, other in zip(english, examples.examples(game, language), strict=True):
            assert other.label != en.label, f"{game} {en.slug} has no {language} title"
            assert bool(other.question) == bool(en.question), f"{en.slug} {language}"
            data = yaml.safe_load(other.text)
            assert data["title"] == other.title and data.get("question", "") == other.question
            # the scenario itself is the same: only its words changed
            assert {k: v for k, v in data.items() if k not in ("title", "question")} == {
                k: v for k, v in yaml.safe_load(en.text).items() if k not in ("title", "question")}


def test_the_judge_page_offers_the_examples_in_the_pages_language():
    page = main_html(Client(headers={"Accept-Language": "it"}).get(
        "/optcg/judge/?example=13-sixth-character-is-not-ko"))
    assert "Giocare un sesto Personaggio" in page and "Playing a sixth Character" not in page
