"""The documents that go into the index, as plain dicts (one per rule and one per term).

Plain data on purpose: the benchmark indexes the very same dicts in SQLite FTS5, and a test can
read them without Whoosh.
"""
from __future__ import annotations

from django.urls import reverse

from glossary.models import Term
from rules import numbers, queries
from rules.models import Game, Rule, RulesVersion
from rulesite.search.analysis import LANGUAGES, definition_field, name_field, name_keys
from rulings.models import Entry


def documents(game_id: str | None = None) -> list[dict]:
    """Every rule of each game's current version, every glossary term and every imported
    official Q&A entry, in index order."""
    games = Game.objects.all()
    if game_id is not None:
        games = games.filter(pk=game_id)
    found: list[dict] = []
    for game in games:
        version = queries.current_version(game)
        if version is not None:
            found.extend(rule_documents(version))
        found.extend(term_documents(game, version))
        found.extend(ruling_documents(game))
    return found


def rule_documents(version: RulesVersion) -> list[dict]:
    rules = list(version.rules.order_by("sort_key"))
    labels = {rule.number: rule.label for rule in rules}
    return [_rule_document(version.game_id, rule, labels) for rule in rules]


def _rule_document(game_id: str, rule: Rule, labels: dict[str, str]) -> dict:
    ancestors = numbers.ancestors(rule.number)
    return {
        "doc_id": f"{game_id}:rule:{rule.number}",
        "game": game_id,
        "kind": "rule",
        "key": rule.number,
        "number": rule.number,
        "within": " ".join([*ancestors, rule.number]),
        "sort_key": rule.sort_key,
        "title": rule.title,
        "body": rule.text,
        "spell": f"{rule.title}\n{rule.text}",
        "url": reverse("rules:rule", args=[game_id, rule.number]),
        "breadcrumb": [labels.get(number, number) for number in ancestors],
    }


def term_documents(game: Game, version: RulesVersion | None) -> list[dict]:
    known = queries.numbers_in(version) if version else set()
    terms = (Term.objects.filter(game=game).select_related("category")
             .prefetch_related("translations", "aliases").order_by("position"))
    return [_term_document(game.id, term, known) for term in terms]


def _term_document(game_id: str, term: Term, known: set[str]) -> dict:
    translations = {t.language: t for t in term.translations.all()}
    aliases: dict[str, list[str]] = {}
    for alias in term.aliases.all():
        aliases.setdefault(alias.language, []).append(alias.alias)
    everywhere = aliases.get("", [])
    names = {language: t.name for language, t in translations.items()}
    names.setdefault("en", term.term)
    definitions = {language: t.definition for language, t in translations.items()}
    definitions.setdefault("en", term.definition)
    document = {
        "doc_id": f"{game_id}:term:{term.slug}",
        "game": game_id,
        "kind": "term",
        "key": term.slug,
        "names": ",".join(sorted(_all_keys(term, names, aliases))),
        "name_any": "\n".join([term.term, term.slug.replace("-", " "), *everywhere]),
        "url": reverse("glossary:term", args=[game_id, term.slug]),
        "breadcrumb": [],
        "term_names": names,
        "term_definitions": definitions,
        "term_aliases": aliases,
        "category_names": {**term.category.names, "_slug": term.category.slug},
        "rules": [number for number in term.rules if number in known],
    }
    spell = [term.term, *everywhere]
    for language in LANGUAGES:
        local = translations.get(language)
        own = [names.get(language, ""), *aliases.get(language, [])]
        if language == "en":
            own.append(term.term)
        document[name_field(language)] = "\n".join(own)
        texts = [definitions.get(language, ""), local.explanation if local else ""]
        if language == "en":
            texts.append(term.explanation)
        document[definition_field(language)] = "\n".join(dict.fromkeys(t for t in texts if t))
        spell.extend([*own, *texts])
    document["spell"] = "\n".join(spell)
    return document


def _all_keys(term: Term, names: dict[str, str], aliases: dict[str, list[str]]) -> set[str]:
    keys: set[str] = set()
    for name in [term.term, *names.values(), *(a for group in aliases.values() for a in group)]:
        keys |= name_keys(name)
    return keys


def ruling_documents(game: Game) -> list[dict]:
    """The official Q&A entries an operator imported: searched by their words (English, as
    published) like a rule's text, titled by their card or topic."""
    entries = (Entry.objects.filter(game=game).select_related("document")
               .order_by("document__stem", "position"))
    return [{
        "doc_id": f"{game.id}:ruling:{entry.key}",
        "game": game.id,
        "kind": "ruling",
        "key": entry.key,
        "title": entry.heading,
        "body": f"{entry.question}\n{entry.answer}",
        "url": entry.get_absolute_url(),
        "breadcrumb": [entry.document.title],
    } for entry in entries]
