"""What changed between two rules versions: added, removed, changed and renumbered rules.

Pure functions over two lists of rules as (number, title, text). Rules are paired by number
first. A rule whose number changed is found by text similarity (difflib over the words):
the unpaired rules of both versions are paired best match first, above a threshold. A pair with
the same number whose texts have little in common, while one of them matches an unpaired rule
of the other version much better, is a renumbering too: in 1.2.1 the Counter Step's actions
moved up from 7-1-3-2 to 7-1-3-1, so the new 7-1-3-1 is the old 7-1-3-2, not the old 7-1-3-1.
"""
from __future__ import annotations

import difflib
import re
from collections.abc import Iterable
from dataclasses import dataclass, field

from django.utils.html import escape

from rules import numbers

ADDED, REMOVED, CHANGED, RENUMBERED, UNCHANGED = (
    "added", "removed", "changed", "renumbered", "unchanged")
KINDS = (RENUMBERED, ADDED, REMOVED, CHANGED, UNCHANGED)

# Two texts of the same rule, one reworded, score about 0.3 to 0.9; two different rules of
# the same document score below 0.3 in 99 pairs out of 100 (measured on 1.2.0 against 1.2.1).
MATCH_THRESHOLD = 0.4
# A same-number pair below this is checked for a better partner elsewhere ...
SUSPECT_BELOW = 0.35
# ... and split up when that partner scores at least this much more.
BETTER_BY = 0.25
WORD = re.compile(r"\w+")
MAX_PAIRS = 40_000


@dataclass(frozen=True)
class Entry:
    number: str
    title: str = ""
    text: str = ""
    printed_as: str = ""  # the number the source printed, where the importer corrected it


@dataclass
class Change:
    kind: str
    old: Entry | None
    new: Entry | None
    similarity: float = 0.0
    title_html: str = ""  # inline word diffs, HTML-escaped, with <ins>/<del>
    text_html: str = ""

    @property
    def number(self) -> str:
        return (self.new or self.old).number  # type: ignore[union-attr]

    @property
    def chapter(self) -> str:
        return self.number.split("-")[0]


@dataclass
class Comparison:
    changes: list[Change] = field(default_factory=list)  # in rules order, unchanged left out
    unchanged: int = 0

    def counts(self) -> dict[str, int]:
        found = {kind: 0 for kind in KINDS}
        for change in self.changes:
            found[change.kind] += 1
        found[UNCHANGED] = self.unchanged
        return found

    def of_kind(self, kind: str) -> list[Change]:
        return [change for change in self.changes if change.kind == kind]


def compare(old: Iterable[Entry], new: Iterable[Entry]) -> Comparison:
    """Every rule of `old` and `new`, classified, with inline diffs where texts differ."""
    old_by = {entry.number: entry for entry in old}
    new_by = {entry.number: entry for entry in new}
    words = {("o", n): _words(e) for n, e in old_by.items()}
    words.update({("n", n): _words(e) for n, e in new_by.items()})
    pairs = {n: similarity(words[("o", n)], words[("n", n)]) for n in old_by if n in new_by}
    old_pool = [n for n in old_by if n not in new_by]
    new_pool = [n for n in new_by if n not in old_by]
    for number in _split_pairs(pairs, old_pool, new_pool, words):
        del pairs[number]
        old_pool.append(number)
        new_pool.append(number)
    moved = _match(old_pool, new_pool, words)
    comparison = Comparison()
    for number, score in pairs.items():
        change = _change(old_by[number], new_by[number], score)
        if change.kind == UNCHANGED:
            comparison.unchanged += 1
        else:
            comparison.changes.append(change)
    for (old_number, new_number), score in moved.items():
        comparison.changes.append(_change(old_by[old_number], new_by[new_number], score))
    matched_old = {o for o, _ in moved}
    matched_new = {n for _, n in moved}
    comparison.changes += [Change(REMOVED, old_by[n], None) for n in old_pool
                           if n not in matched_old]
    comparison.changes += [Change(ADDED, None, new_by[n]) for n in new_pool
                           if n not in matched_new]
    comparison.changes.sort(key=lambda c: (numbers.sort_key(c.number), c.kind))
    return comparison


def similarity(a: list[str], b: list[str]) -> float:
    if not a and not b:
        return 1.0
    return difflib.SequenceMatcher(None, a, b, autojunk=False).ratio()


def _words(entry: Entry) -> list[str]:
    """The words of a rule, rule numbers left out: a renumbered rule cites renumbered rules."""
    text = numbers.IN_TEXT.sub(" ", f"{entry.title} {entry.text}")
    return WORD.findall(text.casefold())


def _split_pairs(pairs: dict[str, float], old_pool: list[str], new_pool: list[str],
                 words: dict) -> list[str]:
    """Same-number pairs whose texts differ a lot, where one side matches an unpaired rule of
    the other version much better: the number was reused for another rule."""
    split = []
    for number, score in pairs.items():
        if score >= SUSPECT_BELOW:
            continue
        best_old = _best(words[("n", number)], [words[("o", o)] for o in old_pool])
        best_new = _best(words[("o", number)], [words[("n", n)] for n in new_pool])
        if max(best_old, best_new) >= max(MATCH_THRESHOLD, score + BETTER_BY):
            split.append(number)
    return split


def _best(target: list[str], candidates: list[list[str]]) -> float:
    return max((similarity(target, other) for other in candidates), default=0.0)


def _match(old_pool: list[str], new_pool: list[str], words: dict) -> dict[tuple[str, str], float]:
    """Unpaired rules paired by similarity, best pairs first, each rule at most once."""
    # Two documents numbered apart leave hundreds of rules unpaired on each side; comparing
    # every pair would take seconds, so then a moved rule is looked for in its own chapter only.
    same_chapter = len(old_pool) * len(new_pool) > MAX_PAIRS
    scored = []
    for old_number in old_pool:
        matcher = difflib.SequenceMatcher(None, autojunk=False)
        matcher.set_seq2(words[("o", old_number)])
        chapter = old_number.split("-")[0]
        for new_number in new_pool:
            if same_chapter and new_number.split("-")[0] != chapter:
                continue
            matcher.set_seq1(words[("n", new_number)])
            # quick_ratio() is an upper bound of ratio(): skip the full count where it fails.
            if matcher.quick_ratio() < MATCH_THRESHOLD:
                continue
            score = matcher.ratio()
            if score >= MATCH_THRESHOLD:
                distance = abs(_position(old_number) - _position(new_number))
                scored.append((-score, distance, old_number, new_number))
    taken_old: set[str] = set()
    taken_new: set[str] = set()
    matched: dict[tuple[str, str], float] = {}
    for negative, _, old_number, new_number in sorted(scored):
        if old_number in taken_old or new_number in taken_new:
            continue
        taken_old.add(old_number)
        taken_new.add(new_number)
        matched[(old_number, new_number)] = -negative
    return matched


def _position(number: str) -> int:
    """A rough place in the document, to prefer the nearer of two equally good matches."""
    value = 0
    for part in (numbers.parts(number) + [0] * 6)[:6]:
        value = value * 100 + part
    return value


def _change(old: Entry, new: Entry, score: float) -> Change:
    same_text = old.title == new.title and old.text == new.text
    if old.number == new.number and same_text:
        return Change(UNCHANGED, old, new, 1.0)
    kind = CHANGED if old.number == new.number else RENUMBERED
    change = Change(kind, old, new, round(score, 3))
    if old.title != new.title:
        change.title_html = word_diff(old.title, new.title)
    if old.text != new.text:
        change.text_html = word_diff(old.text, new.text)
    return change


def word_diff(old: str, new: str) -> str:
    """`new` against `old`, word by word: removed words in <del>, added ones in <ins>; every
    word HTML-escaped."""
    a, b = old.split(), new.split()
    pieces: list[str] = []
    for tag, i1, i2, j1, j2 in difflib.SequenceMatcher(None, a, b, autojunk=False).get_opcodes():
        if tag == "equal":
            pieces.append(escape(" ".join(a[i1:i2])))
            continue
        if tag in ("delete", "replace"):
            pieces.append(f"<del>{escape(' '.join(a[i1:i2]))}</del>")
        if tag in ("insert", "replace"):
            pieces.append(f"<ins>{escape(' '.join(b[j1:j2]))}</ins>")
    return " ".join(pieces)


# "Show substantial changes only" hides changed rules at least this similar to their old text.
REWORDING_ABOVE = 0.5
SHOW_ALL, SHOW_MAJOR, SHOW_NONE = "all", "major", "hide"


def is_shown(change: Change, show: str) -> bool:
    """Renumbered, added and removed rules always show; changed rules as the reader chose."""
    if change.kind != CHANGED or show == SHOW_ALL:
        return True
    return show == SHOW_MAJOR and change.similarity < REWORDING_ABOVE


@dataclass
class ChapterGroup:
    chapter: str
    title: str
    changes: list[Change]
    counts: dict[str, int]
    hidden: int  # changed rules not shown


def by_chapter(comparison: Comparison, show: str, titles: dict[str, str]) -> list[ChapterGroup]:
    """The changes grouped by chapter, in rules order; chapters with no change left out."""
    groups: dict[str, ChapterGroup] = {}
    for change in comparison.changes:
        group = groups.get(change.chapter)
        if group is None:
            group = ChapterGroup(change.chapter, titles.get(change.chapter, ""), [],
                                 {kind: 0 for kind in KINDS}, 0)
            groups[change.chapter] = group
        group.counts[change.kind] += 1
        if is_shown(change, show):
            group.changes.append(change)
        else:
            group.hidden += 1
    return sorted(groups.values(), key=lambda g: int(g.chapter))
