"""The table of contents: the levels people navigate by, and a label for rules without a title.

Chapters and their sections are listed, and under a section the sub-rules that are headings, a
title over sub-rules of their own (the Attack, Block, Counter and Damage Steps under 7-1, the
keywords under 10-1). A section without a title (7-1 in the One Piece rules)
gets a label of the site's own, taken from its titled sub-rules or from its text, which the page
marks as ours and not the official title.
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field

from rules.models import Rule, RulesVersion

MAX_TITLES = 5  # titled sub-rules named in a label ("Attack Step to End of the Battle")
MAX_WORDS = 8  # words of the text in a label taken from it
SENTENCE_END = re.compile(r"(?<=[.!?:;])\s")
PREVIEW_CHARS = 600  # of the sub-rules' texts in a heading's preview


@dataclass
class Entry:
    rule: Rule
    label: str = ""  # the site's own label of a rule without a title
    children: list[Entry] = field(default_factory=list)


def table_of_contents(version: RulesVersion) -> list[Entry]:
    """Chapters, their sections, and the titled rules one level below the sections."""
    rows = list(version.rules.filter(depth__lte=3).order_by("sort_key"))
    by_number: dict[str, Entry] = {}
    chapters: list[Entry] = []
    titled_below: dict[str, list[Rule]] = {}
    for rule in rows:
        if rule.depth == 3:
            titled_below.setdefault(rule.parent_number, []).append(rule)
            if not is_heading(rule):
                continue
        entry = Entry(rule)
        by_number[rule.number] = entry
        parent = by_number.get(rule.parent_number)
        if rule.depth == 1:
            chapters.append(entry)
        elif parent is not None:
            parent.children.append(entry)
    for entry in by_number.values():
        if not entry.rule.title and entry.rule.depth > 1:
            entry.label = site_label(entry.rule, titled_below.get(entry.rule.number, []))
    return chapters


def is_heading(rule: Rule) -> bool:
    """A titled rule whose content is all in its sub-rules (7-1-3 Counter Step): a heading of
    the rules, listed in the contents; a titled rule with text of its own is a rule to read."""
    return bool(rule.title) and not rule.text.strip()


def has_labels(entries: list[Entry]) -> bool:
    return any(e.label or has_labels(e.children) for e in entries)


def site_label(rule: Rule, children: list[Rule]) -> str:
    """A descriptive label for an untitled rule: the titles of its sub-rules ("Attack Step,
    Block Step, ... End of the Battle"), else the start of its own text."""
    titles = [child.title for child in children if child.title]
    if len(titles) > MAX_TITLES:
        return f"{titles[0]} … {titles[-1]}"
    if titles:
        return ", ".join(titles)
    return opening(rule.text or next((c.text for c in children if c.text), ""))


def opening(text: str) -> str:
    """The first words of a text's first sentence."""
    sentence = SENTENCE_END.split(" ".join(text.split()), maxsplit=1)[0]
    words = sentence.split()
    if len(words) <= MAX_WORDS:
        return sentence.rstrip(".:;")
    return " ".join(words[:MAX_WORDS]).rstrip(",.:;") + " …"


def preview(rule: Rule) -> str:
    """The text a preview of the rule shows: its own, or for a heading without text the start
    of its sub-rules' texts, each after its number."""
    if rule.text:
        return rule.text
    parts: list[str] = []
    size = 0
    subrules = rule.version.rules.filter(number__startswith=rule.number + "-").order_by("sort_key")
    for sub in subrules.only("number", "title", "text")[:12]:
        line = " ".join(f"{sub.number} {sub.title} {sub.text}".split())
        parts.append(line)
        size += len(line)
        if size >= PREVIEW_CHARS:
            break
    return "\n\n".join(parts)
