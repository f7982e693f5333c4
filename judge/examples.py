"""The worked examples offered on the judge page: judge/examples/GAME/*.yaml, and the starting
text of a blank board: judge/starters/GAME.yaml (a generic one for a game without its own).

Each example is a scenario of the project's own (copied from the shared scenarios, or written
here). The `expect` block the tests use stays in the file but not in the text box: it would give
the answer away.
"""
from __future__ import annotations

import functools
import re
from dataclasses import dataclass
from pathlib import Path

import yaml

EXAMPLES_DIR = Path(__file__).resolve().parent / "examples"
STARTERS_DIR = Path(__file__).resolve().parent / "starters"
GENERIC_STARTER = """game: {game}
# title: a short name for the ruling
# question: what the players disagree about
turn: {{number: 3, player: A}}
players:
  A: {{}}
  B: {{}}
actions: []
"""
TOP_LEVEL_KEY = re.compile(r"^[A-Za-z_][\w-]*\s*:")


@dataclass(frozen=True)
class Example:
    slug: str
    title: str
    question: str
    text: str

    @property
    def label(self) -> str:
        """The menu shows the question the example answers, or its title; an example with
        neither (a copy of a shared scenario is kept as it is) gets its file name in words."""
        return self.question or self.title or _words(self.slug)


def _words(slug: str) -> str:
    """'09-invalid-six-monsters' -> 'Invalid six monsters'."""
    words = re.sub(r"^\d+[-_]*", "", slug).replace("-", " ").replace("_", " ").strip()
    return (words[:1].upper() + words[1:]) if words else slug


def without_expect(text: str) -> str:
    """The scenario text without its top-level `expect:` block."""
    kept: list[str] = []
    skipping = False
    for line in text.splitlines(keepends=True):
        if TOP_LEVEL_KEY.match(line):
            skipping = line.startswith("expect")
        if not skipping:
            kept.append(line)
    return "".join(kept).rstrip() + "\n"


def _load(path: Path) -> Example:
    text = path.read_text(encoding="utf-8")
    data = yaml.safe_load(text) or {}
    return Example(
        slug=path.stem,
        title=" ".join(str(data.get("title") or "").split()),
        question=" ".join(str(data.get("question") or "").split()),
        text=without_expect(text),
    )


@functools.cache
def examples(game_id: str) -> tuple[Example, ...]:
    return tuple(_load(path) for path in example_paths(game_id))


def example(game_id: str, slug: str) -> Example | None:
    return next((e for e in examples(game_id) if e.slug == slug), None)


def example_paths(game_id: str) -> list[Path]:
    folder = EXAMPLES_DIR / game_id
    if not folder.is_dir():
        return []
    return sorted(p for p in folder.iterdir() if p.suffix in (".yaml", ".yml", ".json"))


@functools.cache
def starter(game_id: str) -> str:
    """The text a blank board starts from on the judge page of `game_id`."""
    path = STARTERS_DIR / f"{game_id}.yaml"
    if game_id.isidentifier() and path.is_file():
        return path.read_text(encoding="utf-8")
    return GENERIC_STARTER.format(game=game_id)
