"""Loads glossary/data/GAME.yaml into the database, validated first (glossary/data/README.md).

Every problem is collected and reported with the term it belongs to; nothing is stored unless
the whole file is valid.
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path
from typing import Any, TypeGuard

import yaml
from django.db import transaction

from glossary.models import Alias, Category, Term, Translation
from rules import numbers, queries
from rules.models import Game

DATA_DIR = Path(__file__).resolve().parent / "data"
LANGUAGES = ("en", "de", "es", "it", "fr")
SLUG = re.compile(r"^[a-z0-9]+(?:-[a-z0-9]+)*$")
# The longest texts the database columns hold (glossary/models.py).
MAX_SLUG, MAX_TERM, MAX_NAME = 80, 120, 160


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
    """The same keyword in several games shares this key: '[Blocker]' -> 'blocker',
    'DON!! −X' -> 'don!! x'."""
    return re.sub(r"[^\w!]+", " ", name.lower()).strip()


def read(path: Path) -> dict:
    try:
        data = yaml.safe_load(path.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError) as error:
        raise GlossaryError([f"cannot be read: {error}"], path.name) from None
    except yaml.YAMLError as error:
        raise GlossaryError([f"not valid YAML: {error}"], path.name) from None
    if not isinstance(data, dict):
        raise GlossaryError(["the file must be a mapping with game, categories and terms"],
                            path.name)
    return data


def load_path(path: Path) -> LoadReport:
    """Read, validate and store one data file against its game's current rules."""
    data = read(path)
    game_id = str(data.get("game") or path.stem)
    game = Game.objects.filter(pk=game_id).first()
    if game is None:
        raise GlossaryError([f"there is no game '{game_id}' (load its rules first)"], path.name)
    version = queries.current_version(game)
    known = queries.numbers_in(version) if version else set()
    return load(game, data, known, source=path.name)


# Validation ------------------------------------------------------------------------------


def validate(data: dict, known_rules: set[str]) -> list[str]:
    """Every problem in the data, each naming the term (or category) it belongs to."""
    problems: list[str] = []
    languages = _languages(data, problems)
    categories = _category_slugs(data.get("categories"), languages, problems)
    terms = data.get("terms")
    if not isinstance(terms, list) or not terms:
        problems.append("no terms (expected a list under 'terms')")
        return problems
    slugs: dict[str, str] = {}  # slug -> the label of the first term that has it
    names: dict[str, str] = {}
    for index, term in enumerate(terms):
        if not isinstance(term, dict):
            problems.append(f"terms[{index}]: must be a mapping")
            continue
        label = _label(term, index)
        found = _term_problems(term, categories, languages, known_rules)
        slug = term.get("slug")
        if isinstance(slug, str):
            if slug in slugs:
                found.append(f"duplicate slug (also used by {slugs[slug]} above)")
            slugs.setdefault(slug, label)
        name = term.get("term")
        if isinstance(name, str) and name.strip():
            if name.strip() in names:
                found.append(f"the same English name as term '{names[name.strip()]}'")
            names.setdefault(name.strip(), str(slug))
        problems.extend(f"{label}: {p}" for p in found)
    return problems


def _label(term: dict, index: int) -> str:
    """How a problem names its term: the slug and the English name, whichever exist."""
    slug, name = term.get("slug"), term.get("term")
    parts = [repr(x) for x in (slug, name) if isinstance(x, str) and x.strip()]
    return f"term {' '.join(parts)}" if parts else f"terms[{index}]"


def _languages(data: dict, problems: list[str]) -> list[str]:
    """All five languages are required; a file may not declare fewer, nor unknown ones."""
    declared = data.get("languages")
    if declared is None:
        return list(LANGUAGES)
    if not isinstance(declared, list):
        problems.append("'languages' must be a list")
        return list(LANGUAGES)
    unknown = [str(x) for x in declared if x not in LANGUAGES]
    if unknown:
        problems.append(f"unknown languages {unknown} (the site has {list(LANGUAGES)})")
    missing = [x for x in LANGUAGES if x not in declared]
    if missing:
        problems.append(f"'languages' leaves out {missing}; every term needs all five")
    return list(LANGUAGES)


def _category_slugs(categories: Any, languages: list[str], problems: list[str]) -> set[str]:
    if not isinstance(categories, list) or not categories:
        problems.append("no categories declared")
        return set()
    slugs: set[str] = set()
    for index, category in enumerate(categories):
        slug = category.get("slug") if isinstance(category, dict) else None
        if not isinstance(slug, str) or not SLUG.match(slug):
            problems.append(f"categories[{index}]: slug must be lower-case letters, digits, "
                            "hyphens")
            continue
        if slug in slugs:
            problems.append(f"category '{slug}': duplicate slug")
        slugs.add(slug)
        names = category.get("name")
        missing = [x for x in languages
                   if not isinstance(names, dict) or not _text(names.get(x))]
        if missing:
            problems.append(f"category '{slug}': missing the name in {missing}")
    return slugs


def _term_problems(term: dict, categories: set[str], languages: list[str],
                   known_rules: set[str]) -> list[str]:
    problems = []
    slug = term.get("slug")
    if not isinstance(slug, str) or not SLUG.match(slug) or len(slug) > MAX_SLUG:
        problems.append(f"slug must be lower-case letters, digits and hyphens (at most "
                        f"{MAX_SLUG})")
    name = term.get("term")
    if not _text(name) or len(name) > MAX_TERM:
        problems.append("missing the English 'term' (text as printed on cards; quote names "
                        "in brackets, or YAML reads [Blocker] as a list)")
    if term.get("key") is not None and not _text(term.get("key")):
        problems.append("'key' must be text")
    if term.get("category") not in categories:
        problems.append(f"unknown category {term.get('category')!r}")
    problems += _rule_problems(term.get("rules"), known_rules)
    problems += _alias_problems(term.get("aliases"), "aliases")
    for language in languages:
        problems += _language_problems(term.get(language), language)
    return problems


def _rule_problems(rules: Any, known_rules: set[str]) -> list[str]:
    if not isinstance(rules, list) or not rules:
        return ["no defining rules (expected a list of rule numbers under 'rules')"]
    problems = []
    for number in rules:
        canonical = numbers.normalize(str(number))
        if canonical is None or canonical not in known_rules:
            problems.append(f"unknown rule number {number}")
    return problems


def _alias_problems(aliases: Any, where: str) -> list[str]:
    if aliases is None:
        return []
    if not isinstance(aliases, list):
        return [f"'{where}' must be a list"]
    bad = [a for a in aliases if not _text(a) or len(str(a)) > MAX_NAME]
    return [f"'{where}' holds {bad!r}: each alias must be text (quote names in brackets)"] \
        if bad else []


def _language_problems(entry: Any, language: str) -> list[str]:
    if not isinstance(entry, dict) or not _text(entry.get("definition")):
        return [f"missing language '{language}' (needs at least a definition)"]
    problems = []
    if language == "en":
        if not _text(entry.get("explanation")):
            problems.append("missing the English explanation")
    elif not _text(entry.get("term")) or len(entry["term"]) > MAX_NAME:
        problems.append(f"missing the {language} name ('term')")
    if entry.get("explanation") is not None and not _text(entry.get("explanation")):
        problems.append(f"the {language} explanation must be text")
    problems += _alias_problems(entry.get("in_text"), f"{language}.in_text")
    return problems + _alias_problems(entry.get("aliases"), f"{language}.aliases")


def _text(value: Any) -> TypeGuard[str]:
    return isinstance(value, str) and bool(value.strip())


# Storing ---------------------------------------------------------------------------------


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
                game=game, slug=c["slug"], position=position,
                names={k: str(v).strip() for k, v in c["name"].items()})
            for position, c in enumerate(data["categories"])
        }
        alias_count = 0
        for position, entry in enumerate(data["terms"]):
            alias_count += _store_term(game, entry, categories[entry["category"]], position)
    return LoadReport(game.id, len(data["terms"]), alias_count)


def _store_term(game: Game, entry: dict, category: Category, position: int) -> int:
    english = entry["en"]
    name = entry["term"].strip()
    rules = [numbers.normalize(str(n)) for n in entry["rules"]]
    term = Term.objects.create(
        game=game, slug=entry["slug"], term=name, key=term_key(entry.get("key") or name),
        category=category, definition=english["definition"].strip(),
        explanation=english["explanation"].strip(),
        rules=list(dict.fromkeys(rules)),  # in the file's order, once each
        position=position,
    )
    Translation.objects.bulk_create(
        Translation(term=term, language=language, name=(entry[language].get("term") or name
                                                        ).strip(),
                    definition=entry[language]["definition"].strip(),
                    explanation=(entry[language].get("explanation") or "").strip())
        for language in LANGUAGES
    )
    pairs = [("", a) for a in entry.get("aliases") or []]
    for language in LANGUAGES:
        pairs += [(language, a) for a in entry[language].get("aliases") or []]
    unique = dict.fromkeys((language, alias.strip()) for language, alias in pairs)
    Alias.objects.bulk_create(Alias(term=term, language=language, alias=alias)
                              for language, alias in unique)
    return len(unique)
