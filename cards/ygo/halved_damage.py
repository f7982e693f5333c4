"""A monster's Continuous Effect that halves a player's battle damage (12-8-9), read into the
card key `halves_battle_damage: {player: controller | opponent, involving: true}`:

- "Any battle damage this card inflicts to your opponent is halved." (Shadowknight Archfiend):
  the opponent's, from the battles this card is in (`involving: true`);
- "Halve all battle damage you take." / "Halve all battle damage your opponent takes."
  (Arcana Force XIV - Temperance's coin results, coin_faces.py): that player's, from every
  battle.

A halving that lasts a turn, a battle, or a monster's attacks "using this effect" is not this
key and stays a note. Standard library only; whole sentences compared word for word.
"""
from __future__ import annotations

from typing import Any

from cards.ygo import psct

Fields = dict[str, Any]

SENTENCES: dict[str, Fields] = {
    "Any battle damage this card inflicts to your opponent is halved.": {
        "player": "opponent", "involving": True},
    "Halve all battle damage you take.": {"player": "controller"},
    "Halve all battle damage your opponent takes.": {"player": "opponent"},
}


def read(text: str) -> Fields | None:
    """The card key of one such sentence, or None."""
    found = SENTENCES.get(text)
    return {"halves_battle_damage": dict(found)} if found is not None else None


def read_monster(main: psct.Breakdown, fields: Fields, read_texts: list[str]) -> None:
    """Such a sentence among a monster's Continuous Effects still unread, into `fields` (one
    such key a card at most)."""
    for effect in psct.unread_continuous(main, read_texts):
        found = read(effect.text)
        if found is not None and "halves_battle_damage" not in fields:
            fields.update(found)
            read_texts.append(effect.text)
