"""What every game's board view shares: the players, counted piles, and card names by id."""
from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator, Mapping
from dataclasses import dataclass, field
from typing import Any

from django.utils.translation import get_language
from django.utils.translation import gettext as _

from judge.engine.core import grammar

PLAYERS = ("A", "B")


@dataclass
class Count:
    label: str
    value: int
    before: int | None = None

    @property
    def changed(self) -> bool:
        return self.before is not None and self.before != self.value


@dataclass
class BoardView:
    """A board as a ruling page draws it: the turn, and each player's side (the game's own
    SideView), B across the table first, A at the bottom."""

    turn_number: int
    turn_player: str
    phase: str
    sides: list[Any]
    chain: list[str] = field(default_factory=list)  # cards of a chain still open, link 1 first


# side(pid, now, was, is_turn_player, lost, state_if_compared) -> the game's SideView
SideMaker = Callable[[str, dict[str, Any], "dict[str, Any] | None", bool, bool,
                      "dict[str, Any] | None"], Any]


def draw(state: dict[str, Any], before: dict[str, Any] | None, losers: list[str] | None,
         phases: Mapping[str, Any], side: SideMaker) -> BoardView:
    """The board of `state` with each side made by `side`; with `before`, compared to it."""
    turn = state.get("turn") or {}
    sides = []
    for pid in reversed(PLAYERS):  # seen from above: B across the table, A at the bottom
        now = state["players"][pid]
        was = before["players"][pid] if before else None
        sides.append(side(pid, now, was, turn.get("player") == pid, pid in (losers or []),
                          state if before else None))
    phase = str(turn.get("phase") or "")
    return BoardView(turn.get("number", 0), turn.get("player", ""),
                     str(phases.get(phase, phase)), sides)


def listed_cards(data: Mapping[str, Any] | None,
                 keys: Iterable[str]) -> Iterator[dict[str, Any]]:
    """Every card (a mapping with an id) a scenario lists under `keys` of either player, where
    a key holds a list of cards or a single card."""
    players = (data or {}).get("players")
    for pid in PLAYERS:
        side = players.get(pid) if isinstance(players, dict) else None
        if not isinstance(side, dict):
            continue
        for key in keys:
            value = side.get(key)
            for card in value if isinstance(value, list) else [value]:
                if isinstance(card, dict) and card.get("id") is not None:
                    yield card


def name_of(index: Mapping[str, Any], card_id: Any) -> str:
    """The name the scenario gives a card (any info object with `.name`), or its id."""
    info = index.get(str(card_id))
    return info.name if info else str(card_id)


# The case a card's place in an action's words asks for in each language (judge/engine/core/
# grammar.py): "greift den Leader von B an", "ataca al Líder de B", "attaque le Leader de B".
# A card the scenario names is a proper name and takes only the preposition ("a Nami").
ROLE_FORMS = {
    "subject": {"de": "der", "es": "el", "it": "il", "fr": "le"},
    "object": {"de": "den", "es": "al", "it": "il", "fr": "le"},
    "to": {"de": "den", "es": "al", "it": "al", "fr": "au"},
    "on": {"de": "den", "es": "el", "it": "sul", "fr": "le"},
}


def name_in(index: Mapping[str, Any], card_id: Any, role: str = "") -> str:
    """`name_of` with the article or preposition its `role` takes in the page's language;
    a Leader the scenario leaves unnamed ("Leader von B", `common`) is a common noun."""
    name = name_of(index, card_id)
    language = (get_language() or "en").split("-")[0]
    form = ROLE_FORMS.get(role, {}).get(language)
    if not form:
        return name
    common = bool(getattr(index.get(str(card_id)), "common", False))
    return grammar.phrase(language, form, name, "m", not common)


def number(card: Mapping[str, Any], key: str) -> int | None:
    """An integer value of a card mapping; anything else (true, text) counts as absent."""
    value = card.get(key)
    return value if isinstance(value, int) and not isinstance(value, bool) else None


def size(side: Mapping[str, Any], key: str) -> int:
    """A pile given as a list of ids, or as a number."""
    value = side.get(key)
    if isinstance(value, list):
        return len(value)
    return value if isinstance(value, int) and not isinstance(value, bool) else 0


def where(state: Mapping[str, Any], card_id: str, areas: Mapping[str, str],
          field_ids: Callable[[Mapping[str, Any]], Iterable[str]]) -> str:
    """`B's Graveyard`: where a card that left the field is now, by the piles in `areas`."""
    for pid in PLAYERS:
        side = state["players"][pid]
        for key, label in areas.items():
            if isinstance(side.get(key), list) and card_id in side[key]:
                return _("%(player)s's %(area)s") % {"player": pid, "area": label}
        if card_id in set(field_ids(side)):
            return _("%(player)s's field") % {"player": pid}
    return _("out of play")
