"""`manage.py judge [--json] FILE...`: the command line judge (interfaces.md, "Commands")."""
from __future__ import annotations

import io
import json
import subprocess

import pytest
from django.core.management import CommandError, call_command
from judge_web_helpers import EXAMPLES, PYTHON, ROOT, example
from scenario_checks import check_expectations, expectations

from judge.engine import judge


def run_cli(*args: str, stdin: str | None = None) -> subprocess.CompletedProcess[str]:
    return subprocess.run([PYTHON, "manage.py", "judge", *args], cwd=ROOT, input=stdin,
                          capture_output=True, text=True, timeout=120)


def example_path(name: str) -> str:
    return str(next(p for p in EXAMPLES if p.name.startswith(name)))


def test_it_passes_every_example_scenario_through_the_cli():
    proc = run_cli("--json", *map(str, EXAMPLES))
    lines = [line for line in proc.stdout.splitlines() if line.startswith("{")]
    assert len(lines) == len(EXAMPLES) == 20
    failures = {}
    for path, line in zip(EXAMPLES, lines, strict=True):
        problems = check_expectations(json.loads(line), expectations(path))
        if problems:
            failures[path.name] = problems
    assert failures == {}
    # one example is invalid input on purpose, so the whole run says so
    assert proc.returncode == 2


def test_it_prints_one_json_line_per_file_in_order():
    names = ["07", "01", "17"]
    proc = run_cli("--json", *map(example_path, names))
    assert proc.returncode == 0, proc.stderr
    lines = proc.stdout.splitlines()
    assert [json.loads(line) for line in lines] == [
        {**judge(example(n)), "rules_version": "1.2.1"} for n in names]
    assert [json.loads(line)["outcome"] for line in lines] == [
        "game_over", "completed", "illegal_action"]


def test_it_reads_standard_input_for_a_dash():
    proc = run_cli("--json", example_path("01"), "-", stdin=example("07"))
    assert proc.returncode == 0, proc.stderr
    first, second = map(json.loads, proc.stdout.splitlines())
    assert first["outcome"] == "completed"
    assert second["winner"] == "A"


def test_it_exits_2_and_prints_the_errors_line_when_a_file_is_invalid():
    proc = run_cli("--json", example_path("16"), example_path("01"))
    assert proc.returncode == 2
    invalid, judged = map(json.loads, proc.stdout.splitlines())
    assert {e["path"] for e in invalid["errors"]} >= {"turn.player", "actions[0].attack.attacker"}
    assert set(invalid) == {"errors"}
    assert judged["outcome"] == "completed"
    assert "invalid" in proc.stderr


def test_it_reports_a_file_it_cannot_read_as_invalid_input(tmp_path):
    missing = tmp_path / "nowhere.yaml"
    with pytest.raises(CommandError) as raised:
        call_command("judge", "--json", str(missing), stdout=io.StringIO())
    assert raised.value.returncode == 2


def test_it_prints_a_text_ruling_by_default():
    out = io.StringIO()
    call_command("judge", example_path("07"), stdout=out)
    text = out.getvalue()
    assert text.startswith("A's attack succeeds")
    assert "A wins the game: B's Leader took damage with 0 Life cards (1-2-1-1-1)." in text
    assert "Rules cited:" in text
    assert "7-1-4-1" in text
    assert not text.lstrip().startswith("{")


def test_it_names_each_file_when_judging_several_as_text():
    out = io.StringIO()
    call_command("judge", example_path("01"), example_path("17"), stdout=out)
    text = out.getvalue()
    assert text.index("01-attack-leader-takes-life.yaml") < text.index("17-attack-active")
    assert "Illegal action 1" in text


def test_it_lists_each_problem_with_its_path_as_text():
    out = io.StringIO()
    with pytest.raises(CommandError):
        call_command("judge", example_path("16"), stdout=out)
    assert "players.A.characters[0].power: must be an integer" in out.getvalue()


def test_it_says_plainly_on_the_command_line_that_both_players_lost():
    drawn = next(p for p in ROOT.glob("judge/examples/ygo/16-*.yaml"))
    proc = run_cli(str(drawn))
    assert proc.returncode == 0
    # the Yu-Gi-Oh! verdict, first: the damage that decided it, then the draw
    assert proc.stdout.startswith("Chain Link 1 (Double Blast): B takes 1000 damage (1000 → 0 LP). "
                                  "The Duel is a draw: both players' LP reached 0 at the same "
                                  "moment.")
