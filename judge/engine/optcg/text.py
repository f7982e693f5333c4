"""Wording of the ruling: card labels and the sentences a player reads.

Rules logic decides what happens; these helpers only say it. Card names are used when the
scenario gives them, ids otherwise.
"""
from __future__ import annotations

from .model import Card, State
from .power import power_text

TIMING_NAMES = {
    "on_play": "[On Play]",
    "when_attacking": "[When Attacking]",
    "on_block": "[On Block]",
    "on_opponents_attack": "[On Your Opponent's Attack]",
    "on_ko": "[On K.O.]",
    "end_of_your_turn": "[End of Your Turn]",
    "activate_main": "[Activate: Main]",
    "main": "[Main]",
    "counter": "[Counter]",
    "trigger": "[Trigger]",
}

ZONE_NAMES = {
    "leader": "the Leader area", "characters": "the Character area", "stage": "the Stage area",
    "hand": "the hand", "deck": "the deck", "life": "the Life area", "trash": "the trash",
    "limbo": "no area (a revealed [Trigger])",
}


def name(card: Card) -> str:
    return card.name


def owned(card: Card) -> str:
    """`A's Nami`, so both players' cards can be told apart in one sentence; a card with no
    name is called by its id, an unnamed Leader `A's Leader`. A name that already says whose
    card it is (the judge's starting board names the Leaders `A's Leader` and `B's Leader`) is
    not prefixed again."""
    if card.name != card.id:
        if card.name.lower().startswith(f"{card.owner.lower()}'s "):
            return card.name
        return f"{card.owner}'s {card.name}"
    if card.type == "leader":
        return f"{card.owner}'s Leader"
    return card.name


def powered(state: State, card: Card) -> str:
    note = ""
    if card.don and state.turn_player != card.owner:
        note = (f"; its {card.don} given DON!! add power only during {card.owner}'s turn, "
                f"not now")
    return f"{owned(card)} ({power_text(state, card)}{note})"


def plural(count: int, word: str) -> str:
    return f"{count} {word}" if count == 1 else f"{count} {word}s"


def don_count(count: int) -> str:
    return f"{count} DON!!"


def timing(name_: str) -> str:
    return TIMING_NAMES.get(name_, name_)


def zone(zone_: str) -> str:
    return ZONE_NAMES.get(zone_, zone_)


def cards_list(state: State, ids: list[str]) -> str:
    names = [state.cards[c].name for c in ids]
    if len(names) <= 1:
        return "".join(names)
    return ", ".join(names[:-1]) + " and " + names[-1]
