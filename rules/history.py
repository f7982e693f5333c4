"""One rule through every imported version: when it was added, changed, renumbered or removed.

The rule is followed from one version to the next by the diff of each pair of neighbouring
versions (rules/diff.py, cached per pair of imports), so it keeps its identity across a
renumbering: in 1.2.1 the Counter Step's 7-1-3-1-1 is 1.2.0's 7-1-3-2-1.
"""
from __future__ import annotations

from dataclasses import dataclass

from rules import diff, queries
from rules.models import Game, RulesVersion


@dataclass
class HistoryEntry:
    version: RulesVersion
    number: str  # the number it has in `version` (for "removed": the one it had before)
    title: str
    text: str
    change: str  # added, changed, renumbered, unchanged or removed (against the version before)
    previous_number: str = ""  # where it was renumbered: its number in the version before
    title_html: str = ""  # the inline word diffs against the version before
    text_html: str = ""
    diff_query: str = ""  # the page's link to every change of this version

    def to_json(self) -> dict:
        return {"version": self.version.version, "number": self.number, "title": self.title,
                "text": self.text, "change": self.change,
                "previous_number": self.previous_number or None}


def rule_history(game: Game, number: str, anchor: RulesVersion) -> list[HistoryEntry]:
    """The rule numbered `number` in `anchor` in every version, oldest first; [] when `anchor`
    has no such rule."""
    chain = list(game.versions.order_by("sort_key"))
    at = next(i for i, v in enumerate(chain) if v.pk == anchor.pk)
    numbers: dict[int, str | None] = {at: number}
    if queries.get_rule(anchor, number) is None:
        return []
    for i in range(at, 0, -1):  # back to where it was added
        numbers[i - 1] = _before(queries.compare_versions(chain[i - 1], chain[i]), numbers[i])
        if numbers[i - 1] is None:
            break
    for i in range(at, len(chain) - 1):  # on to where it was removed
        numbers[i + 1] = _after(queries.compare_versions(chain[i], chain[i + 1]), numbers[i])
        if numbers[i + 1] is None:
            break
    return _entries(chain, numbers)


def _before(comparison: diff.Comparison, number: str | None) -> str | None:
    for change in comparison.changes:
        if change.new is not None and change.new.number == number:
            return change.old.number if change.old is not None else None
    return number


def _after(comparison: diff.Comparison, number: str | None) -> str | None:
    for change in comparison.changes:
        if change.old is not None and change.old.number == number:
            return change.new.number if change.new is not None else None
    return number


def _entries(chain: list[RulesVersion], numbers: dict[int, str | None]) -> list[HistoryEntry]:
    entries: list[HistoryEntry] = []
    previous: HistoryEntry | None = None
    for i in sorted(numbers):
        number = numbers[i]
        if number is None:
            if previous is not None:  # gone from this version on
                entries.append(HistoryEntry(chain[i], previous.number, "", "", diff.REMOVED))
            continue
        rule = queries.get_rule(chain[i], number)
        assert rule is not None  # the number was read from this very version's comparison
        entry = HistoryEntry(chain[i], number, rule.title, rule.text, diff.ADDED)
        if previous is not None:
            _compare(previous, entry)
        entries.append(entry)
        previous = entry
    return entries


def _compare(old: HistoryEntry, new: HistoryEntry) -> None:
    if old.number != new.number:
        new.change, new.previous_number = diff.RENUMBERED, old.number
    elif old.title == new.title and old.text == new.text:
        new.change = diff.UNCHANGED
    else:
        new.change = diff.CHANGED
    if old.title != new.title:
        new.title_html = diff.word_diff(old.title, new.title)
    if old.text != new.text:
        new.text_html = diff.word_diff(old.text, new.text)


def history_of(game: Game, number: str, version: RulesVersion) -> list:
    """The rule `number` of `version` through every imported version; where
    `version` has no such rule, the newest version that has one."""
    found = rule_history(game, number, version)
    if found:
        return found
    holder = (game.versions.filter(rules__number=number).exclude(pk=version.pk)
              .order_by("-sort_key").first())
    return rule_history(game, number, holder) if holder else []
