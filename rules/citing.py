"""Rule citations that stay true whatever rules version is in force.

The judge engines cite rules by their own identities: the numbers of the version bundled with
the site (rules/corpus/GAME/, 1.2.1 for One Piece), which is what they are written against
(DESIGN.md, "Rules numbering"). When an operator serves another version, each identity is
turned into that version's number of the same rule, or into None when the version has no such
rule, so a ruling never links a rule that now says something else. The renumbering comes from
the diff (rules/diff.py, text similarity); where that is not enough, a table reviewed by a
person (rules/citations/GAME.yaml) has the last word.
"""
from __future__ import annotations

import functools
import hashlib
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from pathlib import Path

import yaml
from django.core.cache import cache

from rules import diff, hooks, numbers
from rules.bundled import CORPUS_DIR
from rules.importers import markdown
from rules.importers.records import ParseError
from rules.models import RulesVersion

TABLES_DIR = Path(__file__).resolve().parent / "citations"
# Below this text similarity a pairing is no evidence that two rules say the same: the diff
# pairs moved rules only above it (diff.MATCH_THRESHOLD), and a reviewed table must confirm it.
REVIEW_BELOW = diff.MATCH_THRESHOLD
REVIEWED = -1.0  # the similarity recorded for a pairing a person confirmed
CACHE_SECONDS = 24 * 3600

Mapper = Callable[[str], "str | None"]


@dataclass
class Counterpart:
    """Where the rule an engine cites as `identity` stands in one version."""

    identity: str
    number: str | None  # None: the version has no such rule
    similarity: float  # of the two texts, 1.0 for the same text, REVIEWED for a confirmed one

    @property
    def reviewed(self) -> bool:
        return self.similarity == REVIEWED

    @property
    def kind(self) -> str:
        """removed, renumbered, changed (in meaning, by text), or unchanged (good enough)."""
        if self.number is None:
            return diff.REMOVED
        if self.number != self.identity:
            return diff.RENUMBERED
        if not self.reviewed and self.similarity < REVIEW_BELOW:
            return diff.CHANGED
        return diff.UNCHANGED


@dataclass
class Counterparts:
    """Engine identity -> number in `version`; call it as the mapping callable."""

    game_id: str
    version: str
    base: str  # the version whose numbers the engine's identities are
    found: dict[str, Counterpart] = field(default_factory=dict)

    def __call__(self, identity: str) -> str | None:
        found = self.found.get(identity)
        return found.number if found else None

    def counterpart(self, identity: str) -> Counterpart:
        return self.found.get(identity) or Counterpart(identity, None, 0.0)

    def identities_of(self, number: str) -> list[str]:
        """The engine identities that land on `number` of this version."""
        return [c.identity for c in self.found.values() if c.number == number]


def base_version(game_id: str) -> str:
    """The version of the bundled corpus, whose numbers are the engine's identities."""
    try:
        return str(markdown.read_meta(CORPUS_DIR / game_id).get("version") or "")
    except ParseError:
        return ""


@functools.lru_cache(maxsize=16)  # bounded: one per game
def _base_entries(game_id: str) -> tuple[diff.Entry, ...]:
    """The bundled rules; none for a game without a bundled corpus (then no app cites it by
    identities, and every number stands for itself)."""
    try:
        document = markdown.parse_folder(CORPUS_DIR / game_id)
    except (ParseError, OSError):
        return ()
    return tuple(diff.Entry(r.number, r.title, r.text) for r in document.rules)


def table_path(game_id: str) -> Path:
    return TABLES_DIR / f"{game_id}.yaml"


@functools.lru_cache(maxsize=16)  # bounded: one per game
def reviewed_table(game_id: str) -> dict[str, dict[str, str | None]]:
    """Version -> {identity: number or None}, as a person checked them (empty when none)."""
    path = table_path(game_id)
    if not path.exists():
        return {}
    data = yaml.safe_load(path.read_text(encoding="utf-8")) or {}
    versions = data.get("versions") or {}
    return {str(version): {str(k): (str(v) if v is not None else None)
                           for k, v in (table or {}).items()}
            for version, table in versions.items()}


@functools.lru_cache(maxsize=16)  # bounded: one per game
def _data_digest(game_id: str) -> str:
    """Names the bundled corpus and the reviewed table: a deploy that changes either makes
    cached mappings stale."""
    digest = hashlib.sha256()
    for path in [*markdown.chapter_files(CORPUS_DIR / game_id), table_path(game_id)]:
        if path.exists():
            digest.update(path.read_bytes())
    return digest.hexdigest()[:16]


def counterparts(version: RulesVersion) -> Counterparts:
    """The mapping of one stored version; computed once per import (about 0.1 s), then cached."""
    game_id = version.game_id
    stamp = version.published_at.timestamp() if version.published_at else 0
    key = (f"rules-citing:{game_id}:{version.pk}:{version.imported_at.timestamp():.6f}:"
           f"{stamp:.0f}:{_data_digest(game_id)}")
    found = cache.get(key)
    if found is None:
        rows = version.rules.order_by("sort_key").values_list("number", "title", "text")
        found = build(game_id, version.version, [diff.Entry(*row) for row in rows])
        cache.set(key, found, CACHE_SECONDS)
    return found


def build(game_id: str, version: str, target: Iterable[diff.Entry]) -> Counterparts:
    """Every bundled rule's counterpart in `target` (the rules of `version`)."""
    target = list(target)
    base = base_version(game_id)
    result = Counterparts(game_id, version, base)
    present = {entry.number for entry in target}
    if not _base_entries(game_id):
        result.found = {n: Counterpart(n, n, 1.0) for n in present}
        return result
    if version == base:
        # the engine's identities are this version's numbers, whatever document holds them
        for entry in _base_entries(game_id):
            number = entry.number if entry.number in present else None
            result.found[entry.number] = Counterpart(entry.number, number, 1.0)
        return result
    for entry in _base_entries(game_id):
        if entry.number in present:
            result.found[entry.number] = Counterpart(entry.number, entry.number, 1.0)
    for change in diff.compare(_base_entries(game_id), target).changes:
        if change.old is not None:
            number = change.new.number if change.new is not None else None
            result.found[change.old.number] = Counterpart(change.old.number, number,
                                                          change.similarity)
    for identity, number in reviewed_table(game_id).get(version, {}).items():
        # checked against the document of that version; another one imported under the
        # same name may lack the rule, and then the diff's answer stands
        if number is None or number in present:
            result.found[identity] = Counterpart(identity, number, REVIEWED)
    return result


def cited_identities(game_id: str) -> frozenset[str]:
    """Every rule number the game's judge engine can cite (registered by the judge)."""
    return hooks.cited_rules(game_id)


def to_review(mapping: Counterparts, identities: Iterable[str]) -> list[Counterpart]:
    """The cited rules a maintainer has to look at: removed, renumbered, changed in meaning."""
    found = [mapping.counterpart(i) for i in identities]
    return sorted((c for c in found if c.kind != diff.UNCHANGED),
                  key=lambda c: numbers.sort_key(c.identity))
