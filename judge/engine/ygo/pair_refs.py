"""Each of two targets named on its own: "Target 1 "Gouki" card you control and 1 "Gouki"
monster in your GY; destroy that card on the field, and if you do, Special Summon that other
monster from the GY." A step on `first_target` acts on the card the activation named first
(the card's `target`), one on `second_target` on the second (its `also_target`); a step on
`chosen` acts on both (5-2-3). Each is the card as it was targeted: once it has moved it is a
new card and the step finds nothing (5-2-3, 5-2-5)."""
from __future__ import annotations

from typing import Protocol

# "chosen" is every target at once (interpreter.py); these two, one each
WORDS = ("chosen", "first_target", "second_target")


class Env(Protocol):
    chosen: str | None
    chosen_moves: int
    more_targets: tuple[tuple[str, int], ...]


def target_of(env: Env, word: str) -> tuple[str | None, int]:
    """The card id the word names and its moves when targeted (-1: unchecked)."""
    if word == "second_target":
        return env.more_targets[0] if env.more_targets else (None, -1)
    return env.chosen, env.chosen_moves
