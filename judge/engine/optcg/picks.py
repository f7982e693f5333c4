"""The cards a player picks from a hand or a trash as an effect resolves (CR 8-4-4: chosen
when the choice is needed), named by the scenario.

"Trash 1 card from your hand", "place 2 cards from your hand at the bottom of your deck",
"your opponent trashes 1 card from their hand", "your opponent places 3 cards from their trash
at the bottom of their deck": which cards is the choice of the player who holds them (the
effect's player for their own hand, the opponent for theirs, CR 8-4-4-3). The action that uses
the effect (`play`, `activate`, `use_event`, `counter`, `choose`, `trigger`) names them with
`picks: [ID, ...]`, in the order they move; each step takes the cards of the list that lie
where it picks from when it resolves, so a card the same effect has just drawn can be picked.
Named none there, the step takes the first cards that area lists and the result's notes carry
a `kind: default` note: the ruling rests on a choice the scenario did not name.
"""
from __future__ import annotations

from typing import Any

from ..core.events import Event
from ..core.printed import Note
from . import text as say
from .model import Action, Card, State
from .options import ACTION_TIMINGS

# every step that leaves a choice to a player, and the action key that names it; a step whose
# choice no key names yet is never counted as full automation (tests/cards, card_coverage)
NAMED_BY = {
    "trash_from_hand": "picks", "hand_to_deck": "picks", "opponent_trash_from_hand": "picks",
    "hand_to_life": "picks", "look_at_life": "picks", "opponent_bounce": "picks",
    "bottom_opponent_trash": "picks", "trash_opponent_hand": "picks",
    "trash_hand_until": "picks", "opponent_trash_hand_until": "picks",
    "opponent_picks_from_hand": "picks",
    "opponent_hand_to_bottom": "picks", "opponent_trash_to_bottom": "picks",
    "arrange_life": "picks", "opponent_bottom_character": "picks",
    "arrange_opponent_life": "picks",
    "search_deck": "target", "play_from_deck": "target", "trash_to_hand": "target",
    "arrange_deck": "place", "to_life": "place", "play_revealed": "take", "play_card": "take",
    "opponent_play_card": "picks",
    "opponent_return_don": "don_from",  # which DON!!: rested, active or given to which card
    "return_don_to_match": "don_from", "move_given_don": "don_from",
}
UNNAMED: tuple[str, ...] = ()  # a choice no action key names yet


def remember(state: State, action: Action) -> None:
    """The cards (and the side of the deck) an action names wait for its effect to resolve
    (settle.py)."""
    card = state.resolve(action.get("card") or "")
    if card is None:
        return
    for timing in ACTION_TIMINGS.get(action.kind, ()):
        if timing in card.effects:
            _keep(state, card, timing, action)


def remember_trigger(state: State, card: Card, action: Action) -> None:
    _keep(state, card, "trigger", action)


def _keep(state: State, card: Card, timing: str, action: Action) -> None:
    if action.get("picks") is not None:
        state.picks[(card.id, timing)] = tuple(action.get("picks"))
    if action.get("place") is not None:
        state.places[(card.id, timing)] = action.get("place")
    if action.get("don_from") is not None:
        state.don_from[(card.id, timing)] = tuple(action.get("don_from"))


def taken(state: State, card: Card, timing: str) -> list[str]:
    """The cards named for the effect now resolving, used up as its steps pick them."""
    return list(state.picks.pop((card.id, timing), ()))


def placed(state: State, card: Card, timing: str) -> str:
    """"top" or "bottom": where the action says a "top or bottom" step puts its cards."""
    return state.places.pop((card.id, timing), "")


def don_sources(state: State, card: Card, timing: str) -> list[str]:
    """Where the DON!! named for the effect now resolving come from (`don_from`)."""
    return list(state.don_from.pop((card.id, timing), ()))


def note_don_default(state: State, env: Any, player: str, count: int) -> None:
    """DON!! an opponent returned that the action did not name (`don_from`): the judge took
    them as for DON!! −X, rested ones first."""
    source = env.source
    state.notes.append(Note(source.id if source is not None else player, Event(
        "note.don_default", {"effect": env.label, "player": player, "count": count}),
        kind="default"))


def note_taken(state: State, env: Any, cards: list[str]) -> None:
    """A search that took the first cards that fit because the action named none: the ruling
    rests on that default ("up to" allowed others, or none, CR 8-4-4-1)."""
    if not cards:
        return
    source = env.source
    state.notes.append(Note(source.id if source is not None else env.controller, Event(
        "note.search_default", {"effect": env.label, "player": env.controller,
                                "cards": say.cards_of(state, cards), "count": len(cards)}),
        kind="default"))


def note_most(notes: list[Any], source: Card | None, label: Event, most: int) -> None:
    """An "up to N" step the action named no number for: the judge took N (up_to.py)."""
    notes.append(Note(source.id if source is not None else "", Event(
        "note.take_default", {"effect": label, "most": most}), kind="default"))


def side(state: State, env: Any, default: str, of: str = "") -> str:
    """The side of the deck (`of="life_"`: of the Life cards) a "top or bottom" step uses: the
    action's `place`, else `default` with a note that the judge took it (the choice is the
    player's, CR 8-4-4)."""
    if env.place:
        return str(env.place)
    source = env.source
    state.notes.append(Note(source.id if source is not None else env.controller, Event(
        f"note.place_default.{of}{default}", {"effect": env.label}), kind="default"))
    return default


def pick(state: State, env: Any, pool: list[str], count: int, player: str) -> list[str]:
    """Up to `count` cards of `pool` (a hand or a trash of `player`, in its order): those the
    action named, else the first listed, with a note that the judge took that default."""
    return pick_named(state, env, pool, count, player)[0]


def pick_named(state: State, env: Any, pool: list[str], count: int, player: str
               ) -> tuple[list[str], bool]:
    """`pick`, and whether every card picked was named (no default taken)."""
    named = [card_id for card_id in env.picks if card_id in pool][:count]
    for card_id in named:
        env.picks.remove(card_id)
    # as many as possible (CR 8-4-4-1): what the scenario leaves open, the first listed
    rest = [card_id for card_id in pool if card_id not in named][:count - len(named)]
    if rest:
        source = env.source
        state.notes.append(Note(source.id if source is not None else player, Event(
            "note.pick_default", {"effect": env.label, "player": player,
                                  "cards": say.cards_of(state, rest), "count": len(rest)}),
            kind="default"))
    return named + rest, not rest
