""""Choose one:" abilities: the line that ends with it and the bullet lines ("• K.O. up to
1 ...", or "- ..." on older cards) under it are one ability whose effect has `options`, one per
bullet, each read by the sentence templates; the action that uses it names the option
(judge/engine/optcg/options.py). "Your opponent chooses one:" is the same with the opponent
picking (`chooser: opponent`, CR 8-4-4-3: the player the text names chooses). A bullet the
templates cannot read leaves the whole ability unread.
"""
from __future__ import annotations

from typing import Any

from cards.encoding.groups import UnreadableError
from cards.encoding.sentences import read_sentences

CHOOSE_ONE = "Choose one:"
OPPONENT_CHOOSES = "Your opponent chooses one:"
HEADS = {CHOOSE_ONE: "", OPPONENT_CHOOSES: "opponent"}  # the head and who picks
BULLETS = ("• ", "- ")
MAX_OPTIONS = 5


def join_bullets(abilities: list[str]) -> list[str]:
    """An ability ending in "Choose one:" takes the bullet lines that follow it."""
    out: list[str] = []
    for ability in abilities:
        if ability.startswith(BULLETS) and out and (
                out[-1].endswith(tuple(HEADS)) or _has_bullets(out[-1])):
            out[-1] += "\n" + ability
        else:
            out.append(ability)
    return out


def _has_bullets(text: str) -> bool:
    return any("\n" + bullet in text for bullet in BULLETS)


def read_body(body: str) -> dict[str, Any]:
    """The steps of a body, or, for "Choose one:" and its bullets, its options."""
    head = next((head for head in HEADS if body.startswith(head)), None)
    if head is None:
        if _has_bullets(body):
            raise UnreadableError(body)  # bullets under some other wording
        return read_sentences(body)
    lines = body[len(head):].strip().split("\n")
    if not 2 <= len(lines) <= MAX_OPTIONS or not all(line.startswith(BULLETS) for line in lines):
        raise UnreadableError(body)
    found: dict[str, Any] = {"steps": [], "options": [_option(line[2:]) for line in lines]}
    if HEADS[head]:
        found["chooser"] = HEADS[head]
    return found


def _option(text: str) -> dict[str, Any] | list[Any]:
    read = read_sentences(text)
    return read["steps"] if set(read) == {"steps"} else read
