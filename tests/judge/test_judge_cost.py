"""No judge request costs more than its size: the shape of the work for hostile scenarios (how
many problems are reported, how often the text is read, how much of it is indexed), never the
wall time (timings are `manage.py benchmark`'s)."""
from __future__ import annotations

import pytest
import yaml
from judge_web_helpers import example

from judge import linemap, services

pytestmark = pytest.mark.django_db
API = "/api/v1/optcg/judge/"
BASE = example("01")
BASE_LINES = BASE.count("\n")


def unknown_keys(count: int) -> str:
    return BASE + "\n" + "\n".join(f"k{i}: 1" for i in range(count)) + "\n"


@pytest.fixture
def compose_calls(monkeypatch):
    """How many times the text is read into YAML nodes (the real reader, counted)."""
    calls: list[str] = []
    real = linemap.compose

    def counted(text: str):
        calls.append(text)
        return real(text)
    monkeypatch.setattr(linemap, "compose", counted)
    return calls


def test_it_reports_the_first_50_of_9000_problems_and_how_many_more(client):
    response = client.post(API, unknown_keys(9_000), content_type="application/yaml")
    assert response.status_code == 400
    errors = response.json()["errors"]
    assert len(errors) == services.MAX_ERRORS + 1
    assert [e["path"] for e in errors[:3]] == ["k0", "k1", "k2"]
    assert errors[-1]["path"] == "(scenario)"
    assert "8950 more problems" in errors[-1]["message"].replace(",", "")


def test_it_maps_the_lines_of_many_problems_in_one_pass_over_the_text(compose_calls):
    judgement = services.judge_text("optcg", unknown_keys(9_000))
    assert len(compose_calls) == 1
    lines = [e["line"] for e in judgement.errors[:services.MAX_ERRORS]]
    assert lines == list(range(BASE_LINES + 2, BASE_LINES + 2 + services.MAX_ERRORS))


def test_it_indexes_each_node_once_however_many_paths_point_into_it():
    text = unknown_keys(9_000)
    lines = linemap.LineMap(linemap.compose(text))
    top_keys = len(yaml.safe_load(text))
    for i in range(9_000):
        assert lines.line_of(f"k{i}") == BASE_LINES + 2 + i
    assert lines.children_indexed == top_keys  # not 9,000 scans of the top mapping


def test_it_never_reads_a_text_twice_that_does_not_read_at_all(compose_calls):
    judgement = services.judge_text("optcg", BASE + "\n  - [oops\n")
    assert not judgement.ok and judgement.errors[0]["path"] == "(scenario)"
    assert judgement.errors[0]["line"] is not None  # named by the reader's own message
    assert compose_calls == []


def test_it_reads_a_refused_text_into_nodes_once_for_its_game_and_its_lines(compose_calls):
    judgement = services.judge_text("optcg", BASE.replace("game: optcg", "game: ygo")
                                    + "\nextra: 1\n")
    assert judgement.errors[0]["path"] == "game"
    assert len(compose_calls) == 1


@pytest.mark.parametrize("path", ["[" * 100_000, "a[" * 50_000, "[a" * 50_000,
                                  ".[" * 50_000, "[." * 50_000, "]" * 100_000])
def test_it_splits_a_pathological_path_in_one_pass(path):
    # Every character belongs to exactly one token, and no bracket token holds another
    # bracket: a failed attempt at `[...]` stops at the next bracket instead of scanning to
    # the end of the path (which made 60,000 escaped "[" cost 30 s).
    tokens = linemap.TOKEN.findall(path)
    assert "".join(tokens) == path
    assert all("[" not in t[1:] and "]" not in t[:-1] for t in tokens)
    assert linemap.split_path(path) == [p for p in linemap.split_path(path) if p != ""]


def test_it_splits_ordinary_paths_as_before():
    assert linemap.split_path("players.B.characters[2].power") == [
        "players", "B", "characters", 2, "power"]
    assert linemap.split_path("players.A.characters[b-zoro].don") == [
        "players", "A", "characters", "b-zoro", "don"]


def test_it_answers_a_key_of_60000_escaped_brackets_with_a_short_path_and_its_line(client):
    body = BASE + '\n? "' + "\\x5b" * 60_000 + '"\n: 1\n'
    response = client.post(API, body, content_type="application/yaml")
    assert response.status_code == 400
    (error,) = response.json()["errors"]
    assert len(error["path"]) <= services.MAX_PATH and error["path"].endswith("\u2026")
    assert "unknown key" in error["message"]


def test_it_points_at_a_long_unknown_key_and_shortens_it_in_the_answer():
    key = "x" * 5000
    judgement = services.judge_text("optcg", BASE + f"\n? {key}\n: 1\n")
    (error,) = judgement.errors
    assert error["path"] == key[:services.MAX_PATH - 1] + "\u2026"
    assert error["line"] == BASE_LINES + 3  # its value's line, just under the key


def test_a_saved_ruling_reads_its_text_once_and_replays_once(monkeypatch, client):
    """The ruling and the board before any action come from one read and one replay (the
    real reader and replay loop, counted)."""
    from judge.engine.core import engine as core_engine
    from judge.engine.core import loading

    reads: list[object] = []
    replays: list[object] = []
    real_read, real_replay = loading._parse_text, core_engine.replay

    def counted_read(text, problems):
        reads.append(text)
        return real_read(text, problems)

    def counted_replay(rules, state, actions):
        replays.append(actions)
        return real_replay(rules, state, actions)
    monkeypatch.setattr(loading, "_parse_text", counted_read)
    monkeypatch.setattr(core_engine, "replay", counted_replay)
    judgement = services.judge_text("optcg", BASE, "en")
    assert judgement.ok and judgement.before is not None
    assert (len(reads), len(replays)) == (1, 1)
    # the board before: as described, with the actions not yet played
    described = yaml.safe_load(BASE)["players"]["A"]
    shown = judgement.before["players"]["A"]
    assert len(shown["characters"]) == len(described.get("characters") or [])
