"""Sentences of a Spell or Trap Card about the chain its activation starts, read as facts of the
card into the scenario format (judge/engine/ygo/unnegated.py, response_locks.py):

- "This card's activation and effect cannot be negated." (Spiritualism): `unnegatable: true`
  (11-3-5): no card or effect negates that activation or the effect it applies as it resolves;
- "Your opponent cannot activate the targeted card in response to this card's activation."
  (Night Beam), "Neither player can activate monster effects in response to this card's
  activation." (Dark Ruler No More), "... Spell/Trap Cards ...": `no_responses: opponent|both`
  with `no_responses_what: target|monster_effects|spells_traps` (11-2-8): only that cannot
  answer it ("cards or effects", every activation, is statics.py's);
- on a monster, "This card's Normal Summon cannot be negated." / "This card's Special Summon
  cannot be negated.": `summon_unnegatable: normal|special` (5-3-32): no card negates that
  Summon of it (a Synchro, Xyz or Pendulum Summon named alone is not read: the key does not
  tell them apart);
- on a Continuous or Field Spell/Trap, "Normal Summons of "Qli" monsters cannot be negated."
  (Laser Qlip): `summons_unnegatable: {normal: {archetype: Qli}}` (5-3-32), while it is face-up;
- a Pendulum Effect "You cannot Special Summon monsters, except "Qli" monsters." followed by
  "This effect cannot be negated." (Qliphort Scout): `summon_lock_on_field` with `lock_as_scale:
  true` (5-2-14): it binds its player only while the card is a Pendulum Scale, and nothing
  negates it. Without the second sentence it is not read.

Standard library only; sentences are matched whole. The older "The activation of this card, or
its effects, cannot be negated, nor can its effects be negated." is not read: "its effects"
there may include an effect of the card in the Graveyard, which the key does not cover.
"""
from __future__ import annotations

import re
from typing import Any

from cards.ygo import described, lock_shapes, psct

Fields = dict[str, Any]

# the sentence and the card keys it sets (11-3-5)
SENTENCES: dict[str, Fields] = {
    "This card's activation and effect cannot be negated.": {"unnegatable": True},
}
# who cannot answer the card's activation, and what they cannot activate (11-2-8)
NO_RESPONSES = re.compile(r"^(?P<who>Your opponent cannot|Neither player can) activate "
                          r"(?P<what>the targeted card|monster effects|Spell/Trap Cards) in "
                          r"response to this card's activation\.$")
WHO = {"Your opponent cannot": "opponent", "Neither player can": "both"}
WHAT = {"the targeted card": "target", "monster effects": "monster_effects",
        "Spell/Trap Cards": "spells_traps"}


def card_fact(text: str) -> Fields | None:
    """The card keys one sentence of a Spell or Trap sets, or None when it is not one of
    these."""
    found = SENTENCES.get(text)
    if found is not None:
        return dict(found)
    locked = NO_RESPONSES.match(text)
    if locked is None:
        return None
    return {"no_responses": WHO[locked.group("who")],
            "no_responses_what": WHAT[locked.group("what")]}


# a monster's own Summon that no card negates (5-3-32)
SUMMONS = {"This card's Normal Summon cannot be negated.": "normal",
           "This card's Special Summon cannot be negated.": "special"}


def read_monster(breakdown: psct.Breakdown, fields: Fields, read_texts: list[str]) -> None:
    """"This card's Normal (Special) Summon cannot be negated." among a monster's Continuous
    sentences still unread: `summon_unnegatable`, the sentence added to `read_texts`."""
    for effect in psct.unread_continuous(breakdown, read_texts):
        how = SUMMONS.get(effect.text)
        if how is not None and "summon_unnegatable" not in fields:
            fields["summon_unnegatable"] = how
            read_texts.append(effect.text)


# the Summons of the monsters a face-up card describes that no card negates (5-3-32)
SUMMONS_OF = re.compile(rf"^(?P<how>Normal|Special) Summons of {described.words()}"
                        r"monsters cannot be negated\.$")


def fold_left(encoded: Fields | None) -> Fields | None:
    """A Continuous or Field card's fields with "Normal Summons of "X" monsters cannot be
    negated." read off `left` (`summons_unnegatable`); the same fields when there is none."""
    if encoded is None:
        return None
    for text in encoded.get("left", []):
        found = SUMMONS_OF.match(text)
        words = described.fields(found, monster=True) if found else None
        if found is None or not words or "summons_unnegatable" in encoded:
            continue
        encoded["summons_unnegatable"] = {found.group("how").lower(): words}
        encoded["left"] = [other for other in encoded["left"] if other != text]
    if "left" in encoded and not encoded["left"]:
        del encoded["left"]
    return encoded


UNNEGATED = "This effect cannot be negated."


def scale_lock(scale: psct.Breakdown) -> tuple[Fields, list[str]]:
    """A Pendulum Effect's Special Summon restriction that cannot be negated, as card keys, and
    the two sentences it reads; or nothing (5-2-14)."""
    texts = [effect.text for effect in scale.effects]
    for index, text in enumerate(texts):
        kept = lock_shapes.kept(text)
        if kept is not None and texts[index + 1:index + 2] == [UNNEGATED]:
            return {"summon_lock_on_field": kept, "lock_as_scale": True}, [text, UNNEGATED]
    return {}, []
