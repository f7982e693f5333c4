"""What an entry is about besides its own card: the cards it names, the glossary keywords it
uses and their rules, and (general Q&A) the rules the project's reviewed mapping gives it.

Only printed-keyword spellings link to terms (`[Blocker]`, `K.O.`, `DON!! −X`, a capitalised
`Blocker`): nearly every entry says "Character" or "cost", and a link on those would tie every
entry to the same basic rules.
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path

import yaml

from glossary.linking import Name, names_of, pattern
from glossary.models import Term
from rules.models import Game
from rulings.importers.records import CARD_NUMBER
from rulings.models import Link

MAPPINGS = Path(__file__).resolve().parent / "data"


@dataclass
class Linker:
    """The game's keyword terms in one regex, built once per import."""

    terms: dict[str, Term] = field(default_factory=dict)  # group name -> term
    regex: re.Pattern[str] | None = None
    mapping: dict[str, list[str]] = field(default_factory=dict)

    def links(self, key: str, card: str, text: str) -> list[tuple[str, str, str]]:
        """(kind, value, via) for one entry, each once, in the order first met."""
        found: dict[tuple[str, str], str] = {}
        for number in CARD_NUMBER.findall(text):
            if number != card:
                found.setdefault((Link.CARD, number), "")
        for term in self._terms_in(text):
            found.setdefault((Link.TERM, term.slug), "")
            for rule in term.rules:
                found.setdefault((Link.RULE, rule), term.slug)
        for rule in self.mapping.get(key, []):
            found[(Link.RULE, rule)] = "mapping"
        return [(kind, value, via) for (kind, value), via in found.items()]

    def _terms_in(self, text: str) -> list[Term]:
        if self.regex is None:
            return []
        seen: dict[int, Term] = {}
        for match in self.regex.finditer(text):
            assert match.lastgroup is not None  # every alternative is a named group
            term = self.terms[match.lastgroup]
            seen.setdefault(term.pk, term)
        return list(seen.values())


def linker_for(game: Game) -> Linker:
    chosen: dict[str, Name] = {}
    for term in Term.objects.filter(game=game).prefetch_related("aliases"):
        aliases = [a.alias for a in term.aliases.all() if a.language in ("", "en")]
        for name in names_of(term, aliases):
            if not name.plain:
                chosen.setdefault(name.text, name)
    ordered = sorted(chosen.values(), key=lambda n: (-len(n.text), n.text))
    linker = Linker(mapping=rule_mapping(game.id))
    if ordered:
        linker.terms = {f"t{i}": name.term for i, name in enumerate(ordered)}
        linker.regex = re.compile("|".join(
            f"(?P<t{i}>{pattern(name)})" for i, name in enumerate(ordered)))
    return linker


@lru_cache(maxsize=16)  # bounded: one per game
def rule_mapping(game_id: str) -> dict[str, list[str]]:
    """The project's mapping of general Q&A entries to rule numbers (`data/GAME.yaml`)."""
    path = MAPPINGS / f"{game_id}.yaml"
    if not path.is_file():
        return {}
    data = yaml.safe_load(path.read_text(encoding="utf-8")) or {}
    return {str(key): [str(number) for number in numbers or []]
            for key, numbers in (data.get("entries") or {}).items()}
