"""Hostile and broken scenarios against the judge's API, its page and its engine: always a 4xx
with a message that names the problem (and its path), never a 500; anything
saved is shown escaped. The engine is fuzzed with Hypothesis: for any document it answers a
result or a list of errors with paths, and never raises."""
from __future__ import annotations

import copy
import json

import pytest
import yaml
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from judge_web_helpers import example

from judge import engine
from judge.models import Ruling

pytestmark = pytest.mark.django_db
API = "/api/v1/optcg/judge/"
PAGE = "/optcg/judge/"
SCRIPT = "<script>alert(1)</script>"
SCENARIO = yaml.safe_load(example("01"))
ALIAS_BOMB = "\n".join([
    'a: &a ["x", "x", "x", "x", "x", "x", "x", "x", "x"]',
    "b: &b [*a, *a, *a, *a, *a, *a, *a, *a, *a]",
    "c: &c [*b, *b, *b, *b, *b, *b, *b, *b, *b]",
    "d: &d [*c, *c, *c, *c, *c, *c, *c, *c, *c]",
    "e: [*d, *d, *d, *d, *d, *d, *d, *d, *d]",
])


def with_changes(**changes: object) -> dict:
    scenario = copy.deepcopy(SCENARIO)
    scenario.update(changes)
    return scenario


def api(client, body: str | bytes, content_type: str = "application/json"):
    return client.post(API, body, content_type=content_type)


def problems(response) -> str:
    """Every message of a 4xx answer, in either error shape."""
    assert 400 <= response.status_code < 500, (response.status_code, response.content[:300])
    answer = response.json()
    if "errors" in answer:
        assert answer["errors"] and all(e["path"] and e["message"] for e in answer["errors"])
        return " ".join(f"{e['path']}: {e['message']}" for e in answer["errors"])
    return answer["detail"]


# ---- the API -----------------------------------------------------------------------------

@pytest.mark.parametrize(("body", "content_type", "status", "words"), [
    (ALIAS_BOMB, "application/yaml", 400, "aliases"),
    ("x" * (5 * 1024 * 1024), "application/json", 413, "at most 256 KB"),
    ("[" * 100_000 + "]" * 100_000, "application/json", 400, "nested too deeply"),
    ("a: " + "[" * 100_000 + "]" * 100_000, "application/yaml", 400, "nested too deeply"),
    ("[" * 200_000 + "]" * 200_000, "application/json", 413, "at most 256 KB"),
    (json.dumps(with_changes(actions=["pass"] * 1_000_000)), "application/json", 413,
     "too large"),
    (json.dumps(with_changes(turn={"number": 10**30, "player": "A"})), "application/json", 400,
     "turn.number"),
    (example("01").replace("power: 6000", "power: 1e30"), "application/yaml", 400,
     "characters[0].power"),
    (json.dumps(with_changes(title="a\x00b")), "application/json", 400, "NUL"),
    (json.dumps({"game": 5, "turn": [], "players": "x", "actions": {}}), "application/json", 400,
     "game"),
    (json.dumps(with_changes(players="both")), "application/json", 400, "players"),
    (json.dumps(with_changes(actions={"attack": 1})), "application/json", 400, "actions"),
    ("!!python/object/apply:os.system ['true']", "application/yaml", 400, "tag"),
    ("{", "application/json", 400, "not valid YAML or JSON"),
    ("\ufeff", "application/json", 400, "empty"),
    (bytes(range(256)), "application/json", 400, "UTF-8"),
    ("game: optcg", "text/plain", 415, "Unsupported media type"),
    ("<scenario/>", "application/xml", 415, "Unsupported media type"),
])
def test_it_refuses_bad_scenarios_with_a_clear_4xx(client, body, content_type, status, words):
    response = api(client, body, content_type)
    assert response.status_code == status
    assert words in problems(response)
    assert Ruling.objects.count() == 0


def test_it_refuses_reading_the_judge_with_get(client):
    response = client.get(API)
    assert response.status_code == 405 and "GET" in response.json()["detail"]


def test_it_judges_script_tags_as_plain_names_and_shows_them_escaped(client):
    scenario = with_changes(title=SCRIPT, question=SCRIPT)
    scenario["players"]["B"]["leader"]["name"] = SCRIPT
    response = client.post(API + "?save=1", json.dumps(scenario),
                           content_type="application/json")
    assert response.status_code == 200
    assert SCRIPT in json.dumps(response.json())  # JSON carries the text as data
    page = client.get(response.json()["permalink"]).content.decode()
    assert SCRIPT not in page and "&lt;script&gt;" in page


# ---- the page ----------------------------------------------------------------------------

@pytest.mark.parametrize(("text", "words"), [
    (ALIAS_BOMB, "aliases"),
    ("[" * 100_000 + "]" * 100_000, "nested too deeply"),
    ("game: optcg\x00", "Null characters are not allowed"),
    (example("01").replace("number: 3", "number: 1000000000000000000000000000000"),
     "must be between"),
    ("!!python/object/apply:os.system ['true']", "tag"),
])
def test_it_shows_what_is_wrong_on_the_page(client, text, words):
    response = client.post(PAGE, {"scenario": text, "do": "save"})
    assert response.status_code == 400
    assert words in response.content.decode()
    assert Ruling.objects.count() == 0


def test_it_refuses_a_five_megabyte_form_with_a_message(client):
    response = client.post(PAGE, {"scenario": "x" * (5 * 1024 * 1024)})
    assert response.status_code == 400
    assert "too large" in response.content.decode()


def test_it_answers_a_form_without_its_field(client):
    response = client.post(PAGE, {"something": "else"})
    assert response.status_code == 400
    assert "required" in response.content.decode()


@pytest.mark.parametrize("params", [{"example": "\x00"}, {"example": "x" * 10_000},
                                    {"from": "\x00"}, {"from": "x" * 10_000},
                                    {"example": ["01", "02"]}])
def test_it_reads_odd_query_parameters_on_the_page(client, params):
    response = client.get(PAGE, params)
    assert response.status_code in (200, 404)
    assert "\x00" not in response.content.decode()


# ---- fuzzing the engine ------------------------------------------------------------------

LEAVES = st.one_of(st.none(), st.booleans(), st.integers(-10**40, 10**40),
                   st.floats(allow_nan=True), st.text(max_size=20))
DOCUMENTS = st.recursive(
    LEAVES,
    lambda children: st.one_of(st.lists(children, max_size=5),
                               st.dictionaries(st.text(max_size=10), children, max_size=5)),
    max_leaves=30)
KEYS = ["game", "turn", "players", "actions", "title", "question", "expect"]


def assert_answered(result: object) -> None:
    assert isinstance(result, dict)
    if "errors" in result:
        assert result["errors"], "an empty error list explains nothing"
        for error in result["errors"]:
            assert isinstance(error["path"], str) and error["path"]
            assert isinstance(error["message"], str) and error["message"]
    else:
        assert {"outcome", "steps", "rules_cited", "state"} <= set(result)


FUZZ = settings(max_examples=150, deadline=None,
                suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])


@FUZZ
@given(DOCUMENTS)
def test_it_answers_any_document_with_a_result_or_errors(document):
    assert_answered(engine.judge(document))


@FUZZ
@given(st.sampled_from(KEYS), DOCUMENTS)
def test_it_answers_a_scenario_with_any_part_replaced(key, value):
    assert_answered(engine.judge(with_changes(**{key: value})))


@FUZZ
@given(st.lists(st.one_of(st.sampled_from(["pass", "end_turn", "attack", "counter"]),
                          DOCUMENTS), max_size=8))
def test_it_answers_any_list_of_actions(actions):
    assert_answered(engine.judge(with_changes(actions=actions)))


@FUZZ
@given(st.text(max_size=300))
def test_it_answers_any_text(text):
    assert_answered(engine.judge(text))


@FUZZ
@given(DOCUMENTS)
def test_it_answers_any_yaml_text_made_from_a_document(document):
    assert_answered(engine.judge(yaml.safe_dump(document, allow_unicode=True)))


@settings(max_examples=40, deadline=None,
          suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture])
@given(st.sampled_from(KEYS), DOCUMENTS)
def test_it_never_answers_the_api_with_a_server_error(client, key, value):
    try:
        body = json.dumps(with_changes(**{key: value}))
    except ValueError:  # NaN is no JSON
        return
    response = client.post(API, body, content_type="application/json")
    assert response.status_code in (200, 400), response.content[:300]
    assert_answered(response.json())


@pytest.mark.django_db
def test_it_refuses_a_game_written_with_surrogate_escapes_without_a_server_error(client):
    # JSON reads "\ud800\udc00" as one character, YAML as two lone surrogates: the answer must
    # still be a readable 400, never a 500 from a reply that cannot be encoded.
    body = '{"game": "\\ud800\\udc00", "turn": {"number": 1, "player": "A"}, "players": {}}'
    response = client.post(API, body, content_type="application/json")
    assert response.status_code == 400
    assert response.json()["errors"][0]["path"] == "game"


def test_it_refuses_lone_surrogates_inside_a_scenario():
    # json.loads keeps a lone "\ud800" escape as a surrogate, which no answer can encode
    data = json.loads('{"game": "optcg", "turn": {"number": 3, "player": "A"}, "players": '
                      '{"A": {"leader": {"name": "\\ud800"}}, "B": {}}, "actions": []}')
    assert "surrogates" in engine.judge(data)["errors"][0]["message"]
