"""Wording of the ruling: card labels and the sentences a duelist reads.

Rules logic decides what happens; these helpers only say it. Card names are used when the
scenario gives them, ids otherwise.
"""
from __future__ import annotations

from .model import ATTACK, DEFENSE, MONSTER, SPELL, Card, State

POSITION_NAMES = {ATTACK: "Attack Position", DEFENSE: "face-up Defense Position",
                  "set": "face-down Defense Position"}
ZONE_NAMES = {
    "hand": "the hand", "deck": "the Deck", "extra_deck": "the Extra Deck",
    "monsters": "a Monster Zone", "spells_traps": "a Spell & Trap Zone",
    "field_spell": "the Field Zone", "graveyard": "the Graveyard", "banished": "the banished cards",
    "limbo": "no zone",
}
SPEED_WORDS = {1: "Spell Speed 1", 2: "Spell Speed 2", 3: "Spell Speed 3"}
# what a card with `negates` may negate: the activation of a ...
KIND_WORDS = {"spell": "Spell Card", "trap": "Trap Card", "monster": "monster effect"}


def name(card: Card) -> str:
    return card.name


def kind(card: Card) -> str:
    """`Normal Spell`, `Counter Trap`, `monster`."""
    if card.kind == MONSTER:
        return "monster"
    subtype = "Quick-Play" if card.subtype == "quick-play" else card.subtype.capitalize()
    return f"{subtype} {'Spell' if card.kind == SPELL else 'Trap'}"


def a_kind(card: Card) -> str:
    """`a Normal Spell`, `an Equip Spell`."""
    word = kind(card)
    return ("an " if word[0].lower() in "aeiou" else "a ") + word


def with_atk(state: State, card: Card) -> str:
    return f"{card.name} ({state.atk(card)} ATK)"


def with_stat(state: State, card: Card) -> str:
    """The value that counts in battle: ATK in Attack Position, DEF in Defense Position."""
    if card.position == ATTACK:
        return with_atk(state, card)
    return f"{card.name} ({card.defense} DEF)"


def position(value: str) -> str:
    return POSITION_NAMES.get(value, value)


def zone(value: str) -> str:
    return ZONE_NAMES.get(value, value)


def lp_change(before: int, after: int) -> str:
    return f"{before} → {after} LP"


def plural(count: int, word: str) -> str:
    return f"{count} {word}" if count == 1 else f"{count} {word}s"


def names(state: State, ids: list[str]) -> str:
    labels = [state.cards[c].name for c in ids]
    if len(labels) <= 1:
        return "".join(labels)
    return ", ".join(labels[:-1]) + " and " + labels[-1]


def either(labels: list[str]) -> str:
    """`a Spell Card or a Trap Card`."""
    if len(labels) <= 1:
        return "".join(labels)
    return ", ".join(labels[:-1]) + " or " + labels[-1]
