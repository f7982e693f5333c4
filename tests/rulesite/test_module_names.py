"""A module's top-level name given a value twice: the second silently replaces the first.

Several branches adding to one table at once, merged by keeping both sides, left such pairs
(the card reader's list of steps that take the activation's one named card lost "choose" that
way, so an effect naming two cards was read as if the engine could tell them apart). A table
grown on purpose names itself in its new value (`EVENTS = EVENTS + (...)`, `X += (...)`).
"""
from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
PACKAGES = ("cards", "judge", "rules", "rulings", "glossary", "rulesite")


def _rebound(tree: ast.Module) -> list[tuple[str, int]]:
    """(name, line) of each top-level assignment that replaces an earlier value of the name
    without using it."""
    seen: set[str] = set()
    found = []
    for node in tree.body:
        if isinstance(node, ast.Assign):
            targets, value = node.targets, node.value
        elif isinstance(node, ast.AnnAssign) and node.value is not None:
            targets, value = [node.target], node.value
        else:
            continue
        used = {name.id for name in ast.walk(value) if isinstance(name, ast.Name)}
        for target in targets:
            if isinstance(target, ast.Name):
                if target.id in seen and target.id not in used:
                    found.append((target.id, node.lineno))
                seen.add(target.id)
    return found


def test_no_top_level_name_is_silently_replaced() -> None:
    modules = [path for package in PACKAGES for path in (ROOT / package).rglob("*.py")
               if "migrations" not in path.parts]
    assert len(modules) > 300  # the project's own modules, all of them
    replaced = {f"{path.relative_to(ROOT)}:{line} {name}"
                for path in modules
                for name, line in _rebound(ast.parse(path.read_text(encoding="utf-8")))}
    assert replaced == set()


def test_the_check_finds_a_replaced_table() -> None:
    tree = ast.parse("STEPS = ('a', 'b')\nSTEPS = ('a',)\nMORE = (1,)\nMORE = MORE + (2,)\n")
    assert _rebound(tree) == [("STEPS", 2)]
