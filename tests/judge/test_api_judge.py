"""POST /api/v1/GAME/judge/: JSON or YAML in, the result object or its problems out."""
from __future__ import annotations

import json

import pytest
import yaml
from drf_spectacular.drainage import GENERATOR_STATS
from judge_web_helpers import example

from judge.engine import judge
from judge.models import Ruling

pytestmark = pytest.mark.django_db
URL = "/api/v1/optcg/judge/"


def post(client, body, content_type="application/json", query="", **extra):
    return client.post(URL + query, data=body, content_type=content_type, **extra)


def test_it_judges_a_json_scenario(client):
    text = example("01")
    response = post(client, json.dumps(yaml.safe_load(text)))
    assert response.status_code == 200
    answer = response.json()
    # the engine's answer, citing the rules in force (the bundled 1.2.1) and saying so
    assert answer == {**judge(text), "rules_version": "1.2.1"}
    assert len(answer["state"]["players"]["B"]["life"]) == 3
    assert "permalink" not in answer


@pytest.mark.parametrize("content_type", ["application/yaml", "text/yaml",
                                          "application/yaml; charset=utf-8"])
def test_it_judges_a_yaml_scenario(client, content_type):
    response = post(client, example("07"), content_type)
    assert response.status_code == 200
    assert response.json()["winner"] == "A"


def test_it_saves_the_ruling_and_answers_its_permalink(client):
    response = post(client, example("04"), "application/yaml", "?save=1")
    assert response.status_code == 200
    ruling = Ruling.objects.get()
    permalink = response.json()["permalink"]
    assert permalink == f"http://testserver/optcg/judge/r/{ruling.key}/"
    assert ruling.result == {k: v for k, v in response.json().items() if k != "permalink"}
    assert "Blocking with a Counter that ties" in client.get(permalink).content.decode()


def test_a_save_sent_again_answers_the_same_ruling(client):
    """A client whose answer was lost (the worker died after storing the ruling) sends the
    save again and gets the link of the ruling already stored, not a copy."""
    first = post(client, example("04"), "application/yaml", "?save=1").json()["permalink"]
    again = post(client, example("04"), "application/yaml", "?save=1").json()["permalink"]
    assert again == first and Ruling.objects.count() == 1
    other = post(client, example("07"), "application/yaml", "?save=1").json()["permalink"]
    assert other != first and Ruling.objects.count() == 2
    # the same scenario judged in another language is another ruling (its texts differ)
    german = post(client, example("04"), "application/yaml", "?save=1&lang=de").json()
    assert german["permalink"] not in (first, other) and Ruling.objects.count() == 3


def test_it_does_not_save_without_being_asked(client):
    post(client, example("04"), "application/yaml")
    assert Ruling.objects.count() == 0


def test_it_answers_400_with_the_path_of_every_problem(client):
    response = post(client, example("16"), "application/yaml", "?save=1")
    assert response.status_code == 400
    errors = response.json()["errors"]
    assert {"path": "players.A.characters[0].power", "message": "must be an integer"} in errors
    assert all(set(error) == {"path", "message"} for error in errors)
    assert Ruling.objects.count() == 0


@pytest.mark.parametrize(("body", "content_type", "words"), [
    ('{"game": "optcg", "turn": ', "application/json", "not valid YAML or JSON"),
    ("[1, 2, 3]", "application/json", "must be a mapping"),
    ("42", "application/json", "must be a mapping"),
    ("", "application/json", "is empty"),
    ("", "application/yaml", "is empty"),
    ("game: optcg\x00\nturn: 1", "application/yaml", "NUL"),
    ('{"game": "optcg\\u0000", "turn": {"number": 1, "player": "A"}}', "application/json", "NUL"),
    (b"game: \xff\xfe optcg", "application/yaml", "UTF-8"),
    ("game: optcg\nplayers: &p {A: *p}", "application/yaml", "aliases"),
])
def test_it_answers_bad_bodies_with_400_and_a_clear_message(client, body, content_type, words):
    response = post(client, body, content_type)
    assert response.status_code == 400
    # always the judge format's error shape: a list of problems, each with its path
    errors = response.json()["errors"]
    assert all(set(error) >= {"path", "message"} for error in errors)
    assert words in " ".join(e["message"] for e in errors)


def test_it_answers_413_for_a_body_over_256_kb(client):
    body = example("01") + "#" * (256 * 1024)
    response = post(client, body, "application/yaml")
    assert response.status_code == 413
    assert "at most 256 KB" in response.json()["detail"]


def test_it_answers_429_with_retry_after_over_the_rate_limit(client, settings):
    settings.JUDGE_RATE_LIMIT = 2
    for _ in range(2):
        assert post(client, example("01"), "application/yaml").status_code == 200
    response = post(client, example("01"), "application/yaml")
    assert response.status_code == 429
    assert "Too many judge requests" in response.json()["detail"]
    assert 1 <= int(response["Retry-After"]) <= 61


def test_it_counts_requests_per_client_and_ignores_a_forged_forwarded_for(client, settings):
    settings.JUDGE_RATE_LIMIT = 1
    assert post(client, example("01"), "application/yaml").status_code == 200
    forged = post(client, example("01"), "application/yaml", HTTP_X_FORWARDED_FOR="10.9.8.7")
    assert forged.status_code == 429
    other = post(client, example("01"), "application/yaml", REMOTE_ADDR="192.0.2.44")
    assert other.status_code == 200


def test_it_refuses_a_scenario_for_another_game(client):
    response = post(client, example("01").replace("game: optcg", "game: ygo"),
                    "application/yaml")
    assert response.status_code == 400
    (error,) = response.json()["errors"]
    assert error["path"] == "game"
    assert "scenario is for 'ygo'" in error["message"]


def test_it_answers_404_for_an_unknown_game(client):
    response = client.post("/api/v1/nosuchgame/judge/", data=example("01"),
                           content_type="application/yaml")
    assert response.status_code == 404
    assert "nosuchgame" in response.json()["detail"]


def test_it_answers_415_for_a_form_body(client):
    response = client.post(URL, {"scenario": example("01")})
    assert response.status_code == 415
    assert "detail" in response.json()


def test_it_describes_the_judge_in_the_openapi_schema_with_examples(client):
    GENERATOR_STATS.reset()
    response = client.get("/api/v1/schema/", HTTP_ACCEPT="application/json")
    assert response.status_code == 200
    schema = yaml.safe_load(response.content)
    operation = schema["paths"]["/api/v1/{game}/judge/"]["post"]
    content = operation["requestBody"]["content"]
    assert {"application/json", "application/yaml", "text/yaml"} <= set(content)
    # one example scenario and ruling per game with a judge
    json_examples = content["application/json"]["examples"].values()
    assert {e["value"]["game"] for e in json_examples} == {"optcg", "ygo"}
    assert "A plain attack on the Leader" in {e["value"].get("title") for e in json_examples}
    answers = operation["responses"]
    assert {"200", "400", "413", "429"} <= set(answers)
    rulings = answers["200"]["content"]["application/json"]["examples"].values()
    assert {(r["value"]["game"], r["value"]["outcome"]) for r in rulings} == {
        ("optcg", "completed"), ("ygo", "completed")}
    assert any(p["name"] == "save" for p in operation["parameters"])
    complaints = [*GENERATOR_STATS._warn_cache, *GENERATOR_STATS._error_cache]
    assert [c for c in complaints if "judge" in c.lower()] == []


def test_it_judges_a_body_without_a_content_type_but_never_saves_it(client):
    # what another site's page can send without asking first (no CORS preflight)
    judged = client.generic("POST", URL, example("01"), content_type="")
    assert judged.status_code == 200 and "permalink" not in judged.json()
    refused = client.generic("POST", URL + "?save=1", example("01"), content_type="")
    assert refused.status_code == 415
    assert "Content-Type" in refused.json()["detail"]
    for simple_type in ("text/plain", "application/x-www-form-urlencoded"):
        assert post(client, example("01"), simple_type, "?save=1").status_code == 415
    assert not Ruling.objects.exists()
    saved = post(client, example("01"), "application/yaml", "?save=1")
    assert saved.status_code == 200 and "permalink" in saved.json()
