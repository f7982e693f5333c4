"""The public API: registry, citations, plain-text rendering and the no-Django rule."""
from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest
from optcg_board import run, scenario

import judge.engine as engine
from judge.engine import citable_rules, for_game, judge, render_text

PROJECT = Path(__file__).resolve().parents[2]
ENGINE_DIR = PROJECT / "judge" / "engine"
CORPUS = PROJECT / "rules" / "corpus" / "optcg"


def test_it_registers_the_one_piece_engine() -> None:
    assert for_game("optcg").game_id == "optcg"
    assert for_game("optcg") is for_game("optcg")
    with pytest.raises(engine.UnknownGameError):
        for_game("nosuchgame")


def test_it_cites_only_rules_of_the_bundled_corpus() -> None:
    numbers = set()
    for path in CORPUS.glob("*.md"):
        numbers |= set(re.findall(r"^#+\s+(\d+(?:-\d+)*)\.?", path.read_text(), re.M))
    assert len(numbers) > 400, "the bundled corpus is missing"
    missing = citable_rules("optcg") - numbers
    assert not missing, sorted(missing)


def test_it_cites_in_results_only_citable_rules() -> None:
    result = run(a={"characters": [{"id": "a", "power": 6000}]},
                 actions=[{"attack": {"attacker": "a", "target": "B.leader"}}, "pass", "pass"])
    assert set(result["rules_cited"]) <= citable_rules("optcg")
    assert result["rules_cited"] == sorted(
        result["rules_cited"], key=lambda n: [int(p) for p in n.split("-")])


def test_it_renders_a_readable_ruling() -> None:
    result = run(a={"characters": [{"id": "a", "name": "Zoro", "power": 6000}]},
                 actions=[{"attack": {"attacker": "a", "target": "B.leader"}}, "pass", "pass",
                          "pass"])
    text = render_text(result)
    assert "  1. A's Zoro (6000) rests and attacks B's Leader (5000)." in text
    assert "[7-1-1-1, 7-1-1-2]" in text
    assert "Illegal action 4" in text
    assert "Game over" not in text


def test_it_renders_errors_and_winners() -> None:
    assert "players.A" in render_text(judge(scenario(a={"x": 1})))
    won = run(a={"characters": [{"id": "a", "power": 6000}]}, b={"life": 0},
              actions=[{"attack": {"attacker": "a", "target": "B.leader"}}])
    assert "A wins the game" in render_text(won)


def test_it_turns_an_internal_error_into_an_error_entry(monkeypatch) -> None:
    def broken(self, data):
        raise RuntimeError("boom")

    monkeypatch.setattr(type(for_game("optcg")), "judge_data", broken)
    result = judge(scenario())
    assert result["errors"][0]["path"] == "(scenario)"
    assert "could not be judged" in result["errors"][0]["message"]


def test_it_never_imports_django_or_other_apps_in_the_engine() -> None:
    forbidden = ("django", "rest_framework", "rules", "glossary", "rulesite")
    for path in ENGINE_DIR.rglob("*.py"):
        tree = ast.parse(path.read_text(), filename=str(path))
        for node in ast.walk(tree):
            names = []
            if isinstance(node, ast.Import):
                names = [alias.name for alias in node.names]
            elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
                names = [node.module]
            for name in names:
                root = name.split(".")[0]
                assert root not in forbidden, f"{path}: imports {name}"
                if root == "judge":
                    assert name.startswith("judge.engine"), f"{path}: imports {name}"


@pytest.mark.parametrize(("language", "said"), [
    ("en", "  the scenario as a whole: is not valid YAML or JSON"),
    ("de", "  das Szenario als Ganzes: ist kein gültiges YAML oder JSON"),
    ("fr", "  le scénario dans son ensemble : n'est pas du YAML ou du JSON valide"),
])
def test_the_plain_text_names_a_problem_with_the_whole_input_in_words(language, said) -> None:
    result = judge("game: optcg\nplayers:\n  A: {life: 3\n", language=language)
    assert said in render_text(result, language)
    assert "(scenario)" not in render_text(result, language)


def test_a_name_ending_in_a_stop_does_not_double_the_sentences_stop() -> None:
    event = {"id": "a-ev", "type": "event", "effects": {"main": {
        "target": {"owner": "opponent", "types": ["character"]}, "steps": [{"ko": "chosen"}]}}}
    result = run(a={"hand": [event]},
                 b={"characters": [{"id": "b-jr", "name": "LittleOars Jr.", "power": 5000}]},
                 actions=[{"use_event": {"card": "a-ev", "target": "b-jr"}}])
    assert result["verdict"].endswith("K.O.'d: B's LittleOars Jr.")
    assert "Jr.." not in " ".join(step["text"] for step in result["steps"])
