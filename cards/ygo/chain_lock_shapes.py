"""Sentences of a Spell or Trap Card about the chain its activation starts, read as facts of the
card into the scenario format (judge/engine/ygo/unnegated.py, response_locks.py):

- "This card's activation and effect cannot be negated." (Spiritualism): `unnegatable: true`
  (11-3-5): no card or effect negates that activation or the effect it applies as it resolves.

Standard library only; sentences are matched whole. The older "The activation of this card, or
its effects, cannot be negated, nor can its effects be negated." is not read: "its effects"
there may include an effect of the card in the Graveyard, which the key does not cover.
"""
from __future__ import annotations

from typing import Any

Fields = dict[str, Any]

# the sentence and the card keys it sets (11-3-5)
SENTENCES: dict[str, Fields] = {
    "This card's activation and effect cannot be negated.": {"unnegatable": True},
}


def card_fact(text: str) -> Fields | None:
    """The card keys one sentence of a Spell or Trap sets, or None when it is not one of
    these."""
    found = SENTENCES.get(text)
    return dict(found) if found is not None else None
