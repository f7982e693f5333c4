"""Reading a printed card's text: its abilities, and which keywords it has as its own.

Standard library only (the encoder and tests use it without Django). A card's text as the
community list publishes it separates abilities with `<br>`, writes some brackets full width
(`＜Strike＞`) or as HTML entities (`&lt;Slash&gt;`) and explains keywords in parentheses
(reminder text). Everything here is linear in the text.
"""
from __future__ import annotations

import html
import re

# The keywords the judge knows (scenario format, "Card"), as printed between brackets.
KEYWORDS = ("Blocker", "Rush", "Rush: Character", "Double Attack", "Banish", "Unblockable")

BREAK = re.compile(r"<br\s*/?>", re.IGNORECASE)
SPACES = re.compile(r"[ \t\u00a0\u3000]+")
BRACKETED = re.compile(r"\[([^\[\]\n]{1,40})\]")
FULL_WIDTH = str.maketrans({"＜": "<", "＞": ">", "［": "[", "］": "]", "（": "(", "）": ")"})
NO_TEXT = {"", "-", "—"}
# an ability label right after a reminder's ")" with no <br> between (a quirk of some
# printings): the label starts a new ability
GLUED = re.compile(r"\)(?=\[(?:Rush|Blocker|Double Attack|Banish|Unblockable|On Play|When "
                   r"Attacking|Activate: Main|Main|Counter|Trigger|On K\.O\.|On Block|"
                   r"DON!! x\d{1,2}|Once Per Turn|Your Turn|Opponent's Turn|End of Your Turn|"
                   r"On Your Opponent's Attack)\])")


def clean(text: str | None) -> str:
    """The text as plain lines, one ability a line: entities read, `<br>` as a new line,
    full-width brackets as ordinary ones, runs of spaces as one."""
    if not text:
        return ""
    text = GLUED.sub(")\n", html.unescape(BREAK.sub("\n", text)).translate(FULL_WIDTH))
    lines = (SPACES.sub(" ", line).strip() for line in text.splitlines())
    out = "\n".join(line for line in lines if line)
    return "" if out in NO_TEXT else out


def without_reminders(line: str) -> str:
    """A line without its reminder text: what stands in parentheses explains, it adds no
    ability (one pass; nested parentheses count their depth). A name's own parentheses stay:
    "[Mr.3(Galdino)]" is one card name."""
    out = []
    depth = 0
    named = False  # inside "[...]" outside any reminder
    for char in line:
        if named or (char == "[" and not depth):
            named = char != "]"
            out.append(char)
        elif char == "(":
            depth += 1
        elif char == ")" and depth:
            depth -= 1
        elif not depth:
            out.append(char)
    return SPACES.sub(" ", "".join(out)).strip()


def abilities(text: str | None) -> list[str]:
    """The card's abilities, one per printed line, reminder text removed; a line that was only
    reminder text (printed under its keyword) is not an ability of its own."""
    out = []
    for line in clean(text).split("\n"):
        bare = without_reminders(line)
        if bare:
            out.append(bare)
    return out


def leading_labels(ability: str) -> tuple[list[str], str]:
    """The bracketed labels an ability starts with ("[DON!! x1] [When Attacking]") and the rest."""
    labels: list[str] = []
    rest = ability
    while True:
        match = BRACKETED.match(rest)
        if not match:
            return labels, rest
        labels.append(match.group(1).strip())
        rest = rest[match.end():].lstrip()


def printed_keywords(text: str | None) -> list[str]:
    """The keywords the card has as abilities of its own, in the judge's order.

    A keyword counts only when an ability consists of keywords alone ("[Blocker]",
    "[Rush] [Blocker]"): "[DON!! x2] [When Attacking] Your opponent cannot activate [Blocker]"
    only mentions one, and "[DON!! x1] This Character gains [Rush]" grants it under a
    condition, which is an effect, not a printed keyword.
    """
    found = set()
    for ability in abilities(text):
        labels, rest = leading_labels(ability)
        if rest or not labels or any(label not in KEYWORDS for label in labels):
            continue
        found.update(labels)
    return [keyword for keyword in KEYWORDS if keyword in found]
