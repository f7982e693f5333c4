"""The rules version a judged result cites, and what changed since a saved ruling's.

The engine cites its own identities (the bundled version's numbers, rules/citing.py). The
mapping to the version in force (`mapping_for`) is handed to the engine's renderer as its
`cite`: every citation (each step's `rules`, `rules_cited`, a rule a sentence names) is written
in that version's numbers as it is rendered, and one without counterpart is listed under
`no_counterpart` in the engine's numbering; no rendered sentence is rewritten afterwards.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from rules import citing, diff, numbers
from rules.models import RulesVersion

if TYPE_CHECKING:
    from judge.models import Ruling

def version_in_force(game_id: str) -> RulesVersion | None:
    """The version an operator marked current, else the newest (rules.queries.current_version)."""
    return (RulesVersion.objects.filter(game_id=game_id)
            .order_by("-marked_current", "-sort_key").first())


def mapping_for(game_id: str) -> citing.Counterparts | None:
    version = version_in_force(game_id)
    return citing.counterparts(version) if version is not None else None


@dataclass
class CitedChange:
    """A rule a saved ruling cites, as the version in force has it now."""

    number: str  # as the ruling cites it ("" where its version had no such rule)
    now: str | None  # its number in the version in force, None where it has none
    kind: str  # diff.RENUMBERED, diff.REMOVED or diff.CHANGED (its text)


def changed_since(ruling: Ruling, current: RulesVersion | None) -> list[CitedChange]:
    """The cited rules that were renumbered, removed or reworded between the version the
    ruling was judged under and `current`, in rules order."""
    then = ruling.rules_version
    if current is None or then is None or then.pk == current.pk:
        return []
    cited = [(i, n) for i, n in ruling.citations.values_list("identity", "number") if n]
    now = citing.counterparts(current)
    moved = {identity: now(identity) for identity, _ in cited}
    old_texts = _texts(then, [number for _, number in cited])
    new_texts = _texts(current, [n for n in moved.values() if n])
    found = []
    for identity, number in cited:
        new = moved[identity]
        if new is None:
            found.append(CitedChange(number, None, diff.REMOVED))
        elif new != number:
            found.append(CitedChange(number, new, diff.RENUMBERED))
        elif old_texts.get(number) != new_texts.get(new):
            found.append(CitedChange(number, new, diff.CHANGED))
    return sorted(found, key=lambda c: numbers.sort_key(c.number))


def _texts(version: RulesVersion, wanted: list[str]) -> dict[str, tuple[str, str]]:
    rows = version.rules.filter(number__in=wanted).values_list("number", "title", "text")
    return {number: (title, text) for number, title, text in rows}
