"""The worked examples offered on the judge page: judge/examples/GAME/*.yaml, and the starting
text of a blank board: judge/starters/GAME.yaml (a generic one for a game without its own), its
comments in the reader's language (`$title_help` and `$question_help` in the file).

Each example is a scenario of the project's own (copied from the shared scenarios, or written
here). The `expect` block the tests use stays in the file but not in the text box: it would give
the answer away.
"""
from __future__ import annotations

import functools
import json
import re
from dataclasses import dataclass
from pathlib import Path
from string import Template

import yaml
from django.utils import translation
from django.utils.translation import gettext_lazy

EXAMPLES_DIR = Path(__file__).resolve().parent / "examples"
STARTERS_DIR = Path(__file__).resolve().parent / "starters"
TRANSLATIONS_DIR = EXAMPLES_DIR / "translations"
GENERIC_STARTER = """game: $game
# title: $title_help
# question: $question_help
turn: {number: 3, player: A}
players:
  A: {}
  B: {}
actions: []
"""
# What the blank board's comments say, in the reader's language. The Leaders have no name: the
# ruling and the board name an unnamed Leader in the reader's language ("Leader von A").
STARTER_WORDS = {
    "title_help": gettext_lazy("a short name for the ruling"),
    "question_help": gettext_lazy("what the players disagree about"),
}
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


@functools.lru_cache(maxsize=64)  # bounded: games x languages
def examples(game_id: str, language: str = "en") -> tuple[Example, ...]:
    """The game's examples, their titles and questions in `language` where they are translated
    (judge/examples/translations/GAME.yaml), in the menu and in the scenario text alike."""
    words = _translations(game_id).get(language.split("-")[0].lower(), {})
    return tuple(_translated(_load(path), words.get(path.stem)) for path in
                 example_paths(game_id))


def example(game_id: str, slug: str, language: str = "en") -> Example | None:
    return next((e for e in examples(game_id, language) if e.slug == slug), None)


@functools.lru_cache(maxsize=16)  # bounded: one per game
def _translations(game_id: str) -> dict[str, dict[str, dict[str, str]]]:
    """language -> example slug -> {title, question}."""
    path = TRANSLATIONS_DIR / f"{game_id}.yaml"
    if not game_id.isidentifier() or not path.is_file():
        return {}
    out: dict[str, dict[str, dict[str, str]]] = {}
    for slug, languages in (yaml.safe_load(path.read_text(encoding="utf-8")) or {}).items():
        for language, texts in languages.items():
            out.setdefault(language, {})[slug] = texts
    return out


def _translated(found: Example, words: dict[str, str] | None) -> Example:
    if not words:
        return found
    title, question = words.get("title", found.title), words.get("question", found.question)
    return Example(found.slug, title, question, _with_words(found.text, title, question))


def _with_words(text: str, title: str, question: str) -> str:
    """`text` with its top-level title and question replaced (JSON strings are YAML too)."""
    kept: list[str] = []
    skipping = False
    for line in text.splitlines(keepends=True):
        if TOP_LEVEL_KEY.match(line):
            skipping = line.startswith(("title", "question"))
        if not skipping:
            kept.append(line)
            if line.startswith("game") and TOP_LEVEL_KEY.match(line):
                kept += [f"{key}: {json.dumps(value, ensure_ascii=False)}\n"
                         for key, value in (("title", title), ("question", question)) if value]
    return "".join(kept)


def example_paths(game_id: str) -> list[Path]:
    folder = EXAMPLES_DIR / game_id
    if not folder.is_dir():
        return []
    return sorted(p for p in folder.iterdir() if p.suffix in (".yaml", ".yml", ".json"))


def starter(game_id: str, language: str = "en") -> str:
    """The text a blank board starts from on the judge page of `game_id`, its comments in
    `language`."""
    with translation.override(language):
        words = {key: str(text) for key, text in STARTER_WORDS.items()}
    return Template(_starter_file(game_id)).safe_substitute(words, game=game_id)


@functools.lru_cache(maxsize=16)  # bounded: one per game
def _starter_file(game_id: str) -> str:
    path = STARTERS_DIR / f"{game_id}.yaml"
    if game_id.isidentifier() and path.is_file():
        return path.read_text(encoding="utf-8")
    return GENERIC_STARTER
