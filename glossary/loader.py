"""Loads glossary/data/GAME.yaml into the database, validated first (glossary/data/README.md).

Every problem is collected and reported with the term it belongs to; nothing is stored unless
the whole file is valid.
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path

import yaml
from django.db import transaction

from glossary.models import Alias, Category, Term, Translation
from rules import numbers
from rules.models import Game

DATA_DIR = Path(__file__).resolve().parent / "data"
LANGUAGES = ("en", "de", "es", "it", "fr")
SLUG = re.compile(r"^[a-z0-9]+(?:-[a-z0-9]+)*$")


class GlossaryError(ValueError):
    def __init__(self, problems: list[str], source: str = "") -> None:
        self.problems = problems
        head = f"{source}: " if source else ""
        super().__init__(head + "; ".join(problems))


@dataclass
class LoadReport:
    game: str
    terms: int
    aliases: int


def term_key(name: str) -> str:
    """The same keyword in several games shares this key: '[Blocker]' -> 'blocker'."""
    return re.sub(r"[^\w!]+", " ", name.lower()).strip()


def read(path: Path) -> dict:
    try:
        data = yaml.safe_load(path.read_text(encoding="utf-8"))
    except yaml.YAMLError as error:
        raise GlossaryError([f"not valid YAML: {error}"], path.name) from None
    if not isinstance(data, dict):
        raise GlossaryError(["the file must be a mapping with game, categories and terms"],
                            path.name)
    return data


def validate(data: dict, known_rules: set[str]) -> list[str]:
    """Every problem in the data, each naming the term (or category) it belongs to."""
    problems: list[str] = []
    languages = data.get("languages") or list(LANGUAGES)
    categories = {c.get("slug") for c in data.get("categories") or [] if isinstance(c, dict)}
    if not categories:
        problems.append("no categories declared")
    seen: set[str] = set()
    for index, term in enumerate(data.get("terms") or []):
        if not isinstance(term, dict):
            problems.append(f"terms[{index}]: must be a mapping")
            continue
        name = term.get("slug") or f"terms[{index}]"
        problems.extend(f"term '{name}': {p}" for p in _term_problems(
            term, seen, categories, languages, known_rules))
        seen.add(term.get("slug"))
    if not data.get("terms"):
        problems.append("no terms")
    return problems


def _term_problems(term: dict, seen: set, categories: set, languages: list,
                   known_rules: set[str]) -> list[str]:
    problems = []
    slug = term.get("slug")
    if not isinstance(slug, str) or not SLUG.match(slug):
        problems.append("slug must be lower-case letters, digits and hyphens")
    elif slug in seen:
        problems.append("duplicate slug")
    if not term.get("term"):
        problems.append("missing the English 'term'")
    if term.get("category") not in categories:
        problems.append(f"unknown category {term.get('category')!r}")
    for number in term.get("rules") or []:
        canonical = numbers.normalize(str(number))
        if canonical is None or canonical not in known_rules:
            problems.append(f"unknown rule number {number}")
    for language in languages:
        entry = term.get(language)
        if not isinstance(entry, dict) or not entry.get("definition"):
            problems.append(f"missing language '{language}' (needs at least a definition)")
        elif language != "en" and not entry.get("term"):
            problems.append(f"missing the {language} name ('term')")
    if isinstance(term.get("en"), dict) and not term["en"].get("explanation"):
        problems.append("missing the English explanation")
    return problems


def load(game: Game, data: dict, known_rules: set[str], source: str = "") -> LoadReport:
    """Validate, then replace the game's glossary in one transaction."""
    problems = validate(data, known_rules)
    if problems:
        raise GlossaryError(problems, source)
    with transaction.atomic():
        Term.objects.filter(game=game).delete()
        Category.objects.filter(game=game).delete()
        categories = {
            c["slug"]: Category.objects.create(
                game=game, slug=c["slug"], position=position, names=c.get("name") or {})
            for position, c in enumerate(data["categories"])
        }
        alias_count = 0
        for position, entry in enumerate(data["terms"]):
            alias_count += _store_term(game, entry, categories[entry["category"]], position)
    return LoadReport(game.id, len(data["terms"]), alias_count)


def _store_term(game: Game, entry: dict, category: Category, position: int) -> int:
    english = entry["en"]
    term = Term.objects.create(
        game=game, slug=entry["slug"], term=entry["term"], key=term_key(entry["term"]),
        category=category, definition=english["definition"].strip(),
        explanation=(english.get("explanation") or "").strip(),
        rules=[numbers.normalize(str(n)) for n in entry.get("rules") or []],
        position=position,
    )
    aliases = [Alias(term=term, language="", alias=str(a)) for a in entry.get("aliases") or []]
    for language in LANGUAGES:
        local = entry.get(language)
        if not isinstance(local, dict):
            continue
        Translation.objects.create(
            term=term, language=language, name=str(local.get("term") or entry["term"]),
            definition=str(local["definition"]).strip(),
            explanation=str(local.get("explanation") or "").strip(),
        )
        aliases += [Alias(term=term, language=language, alias=str(a))
                    for a in local.get("aliases") or []]
    Alias.objects.bulk_create(aliases)
    return len(aliases)
