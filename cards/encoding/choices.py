""""Choose one:" abilities: the line that ends with it and the bullet lines ("• K.O. up to
1 ...") under it are one ability whose effect has `options`, one per bullet, each read by the
sentence templates; the action that uses it names the option (judge/engine/optcg/options.py).
A bullet the templates cannot read leaves the whole ability unread.
"""
from __future__ import annotations

from cards.encoding.sentences import UnreadableError, read_sentences

CHOOSE_ONE = "Choose one:"
BULLET = "• "
MAX_OPTIONS = 5


def join_bullets(abilities: list[str]) -> list[str]:
    """An ability ending in "Choose one:" takes the bullet lines that follow it."""
    out: list[str] = []
    for ability in abilities:
        if ability.startswith(BULLET) and out and (
                out[-1].endswith(CHOOSE_ONE) or "\n" + BULLET in out[-1]):
            out[-1] += "\n" + ability
        else:
            out.append(ability)
    return out


def read_body(body: str) -> dict:
    """The steps of a body, or, for "Choose one:" and its bullets, its options."""
    if not body.startswith(CHOOSE_ONE):
        if "\n" + BULLET in body:
            raise UnreadableError(body)  # bullets under some other wording
        return read_sentences(body)
    lines = body[len(CHOOSE_ONE):].strip().split("\n")
    if not 2 <= len(lines) <= MAX_OPTIONS or not all(line.startswith(BULLET) for line in lines):
        raise UnreadableError(body)
    return {"steps": [], "options": [_option(line[len(BULLET):]) for line in lines]}


def _option(text: str) -> dict | list:
    read = read_sentences(text)
    return read["steps"] if set(read) == {"steps"} else read
