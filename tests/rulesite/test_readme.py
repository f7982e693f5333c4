"""The README an operator follows: every command of the project is in its table."""
from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def test_it_lists_every_management_command_of_the_project_in_the_readme() -> None:
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    listed = set(re.findall(r"^\| `(\w+)", readme, re.MULTILINE))
    commands = {path.stem for path in ROOT.glob("*/management/commands/*.py")
                if not path.stem.startswith("_")}
    assert commands, "no management command found"
    assert commands - listed == set()


def test_it_tells_the_operator_where_to_compare_two_rules_versions() -> None:
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    assert "/rules/diff/?from=" in readme
