"""An effect's "if..." clause (`condition:`): while it is not met, what follows is not
resolved (CR 8-3-3). Checked when the effect resolves, for the effect's controller; every key
given must hold (CR 8-3-2-1). The same keys serve an `{if: ...}` step in the middle of a body.

Keys: `leader_trait` (a type, or a list: any of them), `leader_trait_includes` (a type
containing this text, CR 2-4-3-1), `leader_name`, `leader_multicolored` (CR 2-3-6),
`leader_rested`, `leader_power_max`, `opponent_leader_rested`, `leader_attribute` and
`opponent_leader_attribute` (an attribute the player's or the opponent's Leader has: "If your
Leader has the <Slash> attribute", CR 2-5);
`life_min` / `life_max`, `life_face_up_min` (Life cards turned face-up, CR 3-10-2-1),
`opponent_life_min` / `opponent_life_max`, `total_life_max` (both
players' Life cards), `life_vs_opponent` (`fewer` or `at_most`: the controller's Life cards
against the opponent's); `hand_min` / `hand_max`, `opponent_hand_min` / `opponent_hand_max`;
`trash_min` / `trash_max`, `trash_events_min` / `_max` (Events there), `deck_min` /
`deck_max`; `don_min` / `don_max`, `opponent_don_min` / `opponent_don_max`
(DON!! on the field, given ones included), `don_vs_opponent` (`fewer` or `at_most`),
`don_fewer_by` (N: "at least N less than the number on your opponent's field"),
`characters_fewer_by` (N: "the number of your Characters is at least N less than the number of
your opponent's Characters"),
`active_don_min` / `rested_don_min` (the cost area), `given_don_min`, `all_don_rested` (no
active DON!! in the cost area and none given, a given DON!! not being rested: official Q&A on
OP02-027), `rested_cards_min`,
`opponent_rested_cards_min`;
`self_power_min`, `self_played_this_turn`, `self_rested` (the card whose effect it is);
`second_turn_or_later` (not the controller's first turn);
`has_names` / `lacks_names` (cards on the controller's field with these names, CR 2-1-2);
`trash_names` (a card of each of these names in the controller's trash);
`characters` (a count of Characters, see `characters.py`); `turn` (`you` or `opponent`);
`top_card` (the card a reveal left on top of the deck, see `decks/top.py`); `any_of` (a list
of conditions, one of which must hold: "If A or B").
"""
from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ..core.events import Event
from . import power as powers  # a module: power.py reads statics.py, which reads this one
from . import rules as cr
from . import text as say
from .characters import characters_unmet
from .decks.top import top_card_unmet
from .model import EVENT, Card, State, opponent

IF_CLAUSE = cr.IF_CLAUSE
Check = Callable[[State, str, Card | None, Any], bool]


def _field_don(state: State, player: str) -> int:
    """DON!! on a player's field: the cost area and the given ones (official Q&A, OP01-091)."""
    p = state.players[player]
    return p.don_active + p.don_rested + _given(state, player)


def _given(state: State, player: str) -> int:
    p = state.players[player]
    return sum(state.cards[c].don for c in (p.leader, *p.characters))


def _rested_cards(state: State, player: str) -> int:
    """Rested cards on a field: DON!! of the cost area too (official Q&A, OP06-038); a given
    DON!! has no state of its own (CR 4-4-2)."""
    p = state.players[player]
    ids = (p.leader, *p.characters, *((p.stage,) if p.stage else ()))
    return p.don_rested + sum(1 for c in ids if state.cards[c].rested)


def _leader(state: State, player: str) -> Card:
    return state.cards[state.players[player].leader]


def _life(state: State, player: str) -> int:
    return len(state.players[player].life)


def _compare(mine: int, theirs: int, how: str) -> bool:
    return mine < theirs if how == "fewer" else mine <= theirs


def _traits(value: Any) -> tuple[str, ...]:
    return (value,) if isinstance(value, str) else tuple(value)


def _field_names(state: State, player: str) -> set[str]:
    p = state.players[player]
    ids = (p.leader, *p.characters, *((p.stage,) if p.stage else ()))
    return {name for c in ids for name in state.cards[c].names()}  # second names (CR 2-1-3)


def _trash_names(state: State, player: str) -> set[str]:
    return {name for c in state.players[player].trash for name in state.cards[c].names()}


def _self_power(state: State, source: Card | None, value: int) -> bool:
    return source is not None and state.on_field(source) and powers.power(state, source) >= value


def _counts(zone: str, opponents: bool = False) -> Callable[[State, str], int]:
    def count(state: State, player: str) -> int:
        owner = opponent(player) if opponents else player
        return len(getattr(state.players[owner], zone))
    return count


def _bounds(key: str, measure: Callable[[State, str], int]) -> dict[str, Check]:
    return {f"{key}_min": lambda s, c, _src, v: measure(s, c) >= v,
            f"{key}_max": lambda s, c, _src, v: measure(s, c) <= v}


CHECKS: dict[str, Check] = {
    "leader_trait": lambda s, c, _src, v: bool(set(_traits(v)) & set(_leader(s, c).traits)),
    "leader_trait_includes": lambda s, c, _src, v: any(v in t for t in _leader(s, c).traits),
    "leader_name": lambda s, c, _src, v: v in _leader(s, c).names(),  # CR 2-1-3
    "opponent_leader_attribute": lambda s, c, _src, v: v in _leader(s, opponent(c)).attributes,
    "leader_attribute": lambda s, c, _src, v: v in _leader(s, c).attributes,
    "leader_multicolored": lambda s, c, _src, v: (len(_leader(s, c).colors) > 1) == v,
    "leader_rested": lambda s, c, _src, v: _leader(s, c).rested == v,
    # "If it is your second turn or later" (game turns 1 and 2 are the players' first, CR 6-1)
    "second_turn_or_later": lambda s, c, _src, v: (not s.is_first_turn(c)) == v,
    "opponent_leader_rested": lambda s, c, _src, v: _leader(s, opponent(c)).rested == v,
    "leader_power_max": lambda s, c, _src, v: powers.power(s, _leader(s, c)) <= v,
    **_bounds("life", _life),
    "life_face_up_min": lambda s, c, _src, v: sum(
        1 for card_id in s.players[c].life if s.cards[card_id].face_up) >= v,
    **_bounds("opponent_life", lambda s, c: _life(s, opponent(c))),
    **_bounds("total_life", lambda s, c: _life(s, c) + _life(s, opponent(c))),
    "life_vs_opponent": lambda s, c, _src, v: _compare(_life(s, c), _life(s, opponent(c)), v),
    **_bounds("hand", _counts("hand")),
    **_bounds("opponent_hand", _counts("hand", opponents=True)),
    **_bounds("trash", _counts("trash")),
    **_bounds("trash_events", lambda s, c: sum(
        1 for card_id in s.players[c].trash if s.cards[card_id].kind == EVENT)),
    **_bounds("deck", lambda s, c: s.players[c].deck_size()),
    **_bounds("don", _field_don),
    **_bounds("opponent_don", lambda s, c: _field_don(s, opponent(c))),
    "don_vs_opponent": lambda s, c, _src, v: _compare(_field_don(s, c),
                                                      _field_don(s, opponent(c)), v),
    "don_fewer_by": lambda s, c, _src, v: _field_don(s, c) <= _field_don(s, opponent(c)) - v,
    "characters_fewer_by": lambda s, c, _src, v: len(s.players[c].characters)
    <= len(s.players[opponent(c)].characters) - v,
    "active_don_min": lambda s, c, _src, v: s.players[c].don_active >= v,
    "rested_don_min": lambda s, c, _src, v: s.players[c].don_rested >= v,
    "given_don_min": lambda s, c, _src, v: _given(s, c) >= v,
    "all_don_rested": lambda s, c, _src, v: (s.players[c].don_active == 0
                                             and _given(s, c) == 0) == v,
    "rested_cards_min": lambda s, c, _src, v: _rested_cards(s, c) >= v,
    "opponent_rested_cards_min": lambda s, c, _src, v: _rested_cards(s, opponent(c)) >= v,
    "self_power_min": lambda s, _c, src, v: _self_power(s, src, v),
    "self_played_this_turn": lambda s, _c, src, v: src is not None and s.on_field(src)
    and src.played_this_turn == v,
    "self_rested": lambda s, _c, src, v: src is not None and s.on_field(src)
    and src.rested == v,
    "has_names": lambda s, c, _src, v: set(v) <= _field_names(s, c),
    "lacks_names": lambda s, c, _src, v: not set(v) & _field_names(s, c),
    "trash_names": lambda s, c, _src, v: set(v) <= _trash_names(s, c),
}
# `that_card` is the interpreter's to check (that_card.py): it needs the effect's choice
# `of` is the trigger's to check (triggers.py): the card that set the auto effect off
KEYS = (*CHECKS, "characters", "turn", "top_card", "any_of", "that_card", "battle_target", "of")


def unmet(state: State, controller: str, condition: dict[str, Any],
          source: Card | None = None) -> Event | None:
    """What is not met (an event whose code is `unmet.KEY`); None when every part holds."""
    for key, holds in CHECKS.items():
        if key in condition and not holds(state, controller, source, condition[key]):
            if key.startswith("self_"):
                return _why_self(state, key, source, condition[key], controller)
            return _why(key, controller, condition[key])
    if "characters" in condition:
        why = characters_unmet(state, controller, dict(condition["characters"]), source)
        if why is not None:
            return why
    if "top_card" in condition:  # "If that card ..." after a reveal (decks/top.py)
        why = top_card_unmet(state, controller, dict(condition["top_card"]))
        if why is not None:
            return why
    if "any_of" in condition:  # "If A or B": one of them is enough
        whys = [unmet(state, controller, dict(part), source) for part in condition["any_of"]]
        if all(whys):
            return Event("unmet.any_of", {"whys": tuple(w for w in whys if w is not None)})
    wanted = condition.get("turn")
    if wanted and (state.turn_player == controller) != (wanted == "you"):
        # [Your Turn] / [Opponent's Turn] on a timed ability (CR 8-3-2-4, 8-3-2-5)
        return Event(f"unmet.turn_{wanted}", {"player": controller})
    return None


def _why(key: str, controller: str, value: Any) -> Event:
    if isinstance(value, bool):
        return Event(f"unmet.{key}" + ("" if value else ".not"), {"player": controller})
    if key in ("life_vs_opponent", "don_vs_opponent"):
        return Event(f"unmet.{key}.{value}", {"player": controller})
    if isinstance(value, tuple):
        shown = tuple(f"{{{v}}}" if key == "leader_trait" else f"[{v}]" for v in value)
        return Event(f"unmet.{key}_any" if key == "leader_trait" else f"unmet.{key}",
                     {"player": controller, "values": shown})
    return Event(f"unmet.{key}", {"player": controller, "value": str(value)})


def _why_self(state: State, key: str, source: Card | None, value: Any,
              controller: str) -> Event:
    """A condition on the card whose effect it is: named, or gone from the field."""
    if source is None or not state.on_field(source):
        return Event("unmet.self_gone", {"player": controller})
    if key == "self_power_min":
        return Event("unmet.self_power_min", {"card": say.card(state, source), "value": value,
                                              "power": say.power_of(state, source)})
    return Event(f"unmet.{key}" + (".not" if value is False else ""),
                 {"card": say.card(state, source)})
