"""ATK and DEF changes that last past the end of the turn (7-7-13): an `atk` or `atk_all` step
with `until: opponent_turn` ("until the end of your opponent's turn": the end of the turn the
effect's opponent is in, or of their next turn if it is the effect player's own),
`opponent_next_turn` ("until the end of your opponent's next turn": their next turn, the turn
after this one if it is theirs) or `next_standby` ("until your next Standby Phase": that of the
effect player's next turn, or of this one if it is theirs and still in its Draw Phase).

Each change (records.Modifier) keeps the number of the turn whose end (`ends_turn`) or whose
Standby Phase beginning (`standby_turn`) ends it; until then the ends of turns leave it. As
every change of a resolved effect, it ends sooner if the monster leaves the field or is turned
face-down (4-2-5).
"""
from __future__ import annotations

from ..core.events import Event
from ..core.replay import Context
from . import rules as cr
from .model import State, opponent
from .records import Modifier

LATER = ("opponent_turn", "opponent_next_turn", "next_standby")


def span(state: State, controller: str, until: str) -> tuple[int, int]:
    """The turn whose end ends the change, and the turn whose Standby Phase beginning ends it
    (0: not that way)."""
    turn, theirs = state.turn_number, state.turn_player != controller
    if until == "opponent_turn":
        return (turn if theirs else turn + 1), 0
    if until == "opponent_next_turn":
        return (turn + 2 if theirs else turn + 1), 0
    own_draw = not theirs and state.phase == "draw"  # its Standby Phase still to come
    return 0, turn + (1 if theirs else 0 if own_draw else 2)


def words(controller: str, until: str) -> Event:
    """How long it lasts, for the ruling: the opponent's turn or the player's Standby Phase."""
    whose = controller if until == "next_standby" else opponent(controller)
    return Event(f"lasts.{until}", {"player": whose})


def outlasts(change: Modifier, turn: int) -> bool:
    """Whether the change outlasts the end of this turn."""
    return change.ends_turn > turn or change.standby_turn > turn


def at_standby(state: State, ctx: Context) -> None:
    """A Standby Phase begins: the changes that lasted until it end (7-7-13)."""
    if not any(m.standby_turn == state.turn_number for m in state.modifiers):
        return
    state.modifiers = [m for m in state.modifiers if m.standby_turn != state.turn_number]
    ctx.emit("later_changes_over.standby", cr.LATER_CHANGES, player=state.turn_player)
