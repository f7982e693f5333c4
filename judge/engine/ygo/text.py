"""The parameters of the ruling's events: cards, their ATK or DEF, kinds, zones and positions.

Rules logic decides what happens; these helpers only describe it as data for the renderer
(core/render.py), whose words are in `messages/<lang>.py`. Cards are named by the name the
scenario gave them (their id otherwise), with the id as well only where two cards share a name.
"""
from __future__ import annotations

from collections import Counter

from ..core.events import CardRef, Event
from .model import ATTACK, MONSTER, SET, Card, State


def card(state: State, card_: Card) -> CardRef:
    names = state.printed_names.get(card_.id)  # a printed card, in the reader's language
    return CardRef(card_.id, card_.name, card_.owned_by or card_.owner, card_.kind,
                   card_.name in _shared_names(state), owned=False,
                   names=tuple(sorted(names.items())) if names else ())


def cards(state: State, ids: list[str]) -> tuple[CardRef, ...]:
    return tuple(card(state, state.cards[c]) for c in ids)


def _shared_names(state: State) -> frozenset[str]:
    counts = Counter(c.name for c in state.cards.values() if c.name != c.id)
    return frozenset(name for name, count in counts.items() if count > 1)


def with_atk(state: State, card_: Card) -> Event:
    """"Celtic Guardian (1400 ATK)"."""
    return Event("card.atk", {"card": card(state, card_), "atk": state.atk(card_)})


def with_stat(state: State, card_: Card) -> Event:
    """The value that counts in battle: ATK in Attack Position, DEF in Defense Position."""
    if card_.position == ATTACK:
        return with_atk(state, card_)
    return Event("card.def", {"card": card(state, card_), "defense": state.defense(card_)})


def as_target(state: State, card_: Card) -> Event:
    """An attack target as the attacker sees it: a face-down monster shows no value."""
    if card_.position == SET:
        return Event("card.face_down", {"card": card(state, card_)})
    return with_stat(state, card_)


def kind(card_: Card) -> Event:
    """`Normal Spell`, `Counter Trap`, `monster`."""
    if card_.kind == MONSTER:
        return Event("kind.monster")
    return Event(f"kind.{card_.kind}.{card_.subtype}")


def position(value: str) -> Event:
    return Event(f"position.{value}")


def zone(value: str) -> Event:
    return Event(f"zone.{value}")


def lp_change(before: int, after: int) -> Event:
    return Event("lp_change", {"before": before, "after": after})


def link(state: State, index: int) -> Event:
    """"Chain Link 2 (Solemn Judgment)", the name every sentence of a resolving link uses."""
    return Event("link", {"number": index + 1,
                          "card": card(state, state.cards[state.chain[index].card])})


def negatable(kinds: tuple[str, ...]) -> Event:
    """"a Spell Card", "a Spell Card or a Trap Card": what a card with `negates` can negate."""
    words = [Event(f"negatable.{k}") for k in kinds]
    while len(words) > 1:  # "a Spell Card or a Trap Card or a monster effect": every one said
        words[-2:] = [Event("either", {"first": words[-2], "second": words[-1]})]
    return words[0]
