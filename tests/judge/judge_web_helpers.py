"""Helpers for the judge's web, API and CLI tests: examples and rulings.

Named so that it cannot clash with another test folder's module (tests/ has no packages).
"""
from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

from judge import services
from judge.examples import example_paths
from judge.models import Ruling
from rules.models import Game

ROOT = Path(__file__).resolve().parents[2]
EXAMPLES = example_paths("optcg")
PYTHON = str(ROOT / ".venv" / "bin" / "python") if (ROOT / ".venv" / "bin" / "python").exists() \
    else sys.executable


def example(name: str) -> str:
    """The text of the project's example whose file name starts with `name`."""
    found = [p for p in EXAMPLES if p.name.startswith(name)]
    assert len(found) == 1, f"no single example named {name}"
    return found[0].read_text(encoding="utf-8")


def save(text: str, game_id: str = "optcg") -> Ruling:
    judgement = services.judge_text(game_id, text)
    assert judgement.ok, judgement.errors
    return services.save_ruling(Game.objects.get(pk=game_id), judgement)


def main_html(response: Any) -> str:
    html = response.content.decode()
    return html[html.index("<main"):html.index("</main>")]
