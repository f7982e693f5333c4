"""Reading the cost parts of an effect's `cost:` (costs.py pays them), keys in the order
written, since a cost is paid in that order (CR 8-3-1-1):

- `trash_self`, `bottom_self`, `bounce_self: true`: this card to the trash, the bottom of its
  owner's deck, its owner's hand;
- `life_to_hand`, `trash_life`: N, or `{count: N, top_or_bottom: true}`;
- `trash_deck: N`; `leader_power: N` (your active Leader gets −N power during this turn);
  `life_face_up`, `life_face_down: N` (turn the top N Life cards); `life_face_down_any: N`
  (N of the face-up Life cards, wherever they lie, as a `pay` action names them);
- `return_don` (DON!! of the field, as DON!! −X), `return_active_don` (active DON!! of the
  cost area): N, or `{count: N, or_more: true}` ("1 or more": a `pay` action says how many);
  `return_given_don: N` (given DON!! back to the cost area rested, from any of the player's
  cards, those a `pay` action's `cards` names);
- `trash_from_hand` (as a mapping), `reveal_from_hand`, `trash_to_deck_bottom`, `bounce_own`,
  `rest_own`, `trash_own`, `bottom_own`, `hand_to_deck_bottom`, `hand_to_deck_top`: N, or
  `{count: N, ...}` with the keys of a target filter (which cards may pay) and
  `has_trigger: true` ("a card with a [Trigger]"); `give_don_own` gives N active DON!! to 1
  card of yours its filter names;
  `bottom_stage` places a Stage of either player at the bottom of its owner's deck;
  `give_opponent_don` gives N of the opponent's rested DON!! to 1 of their Characters;
  `bottom_character` a Character of either player, as its filter names;
  `rest_opponent` rests active Characters of the opponent that may be rested;
  `life_own` adds Characters of yours to the top of your Life cards face-up;
  `ko_own` K.O.s Characters of yours (ko_cost.py: a K.O., its [On K.O.] activates);
  `trash_own_or_hand` trashes either Characters of yours its filter names or cards of the hand;
  `rest_own` also takes `don: true` ("rest 1 of your cards": an active DON!! card may pay).
"""
from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ..core import validate as v
from ..core.validate import Problems, key_path
from .specs import CostPart, TargetFilter

FLAG_KEYS = ("trash_self", "bottom_self", "bounce_self")
LIFE_KEYS = ("life_to_hand", "trash_life")
COUNT_KEYS = ("trash_deck", "leader_power", "life_face_up", "life_face_down", "life_face_down_any")
POOL_KEYS = ("reveal_from_hand", "trash_to_deck_bottom", "bounce_own", "rest_own", "trash_own",
             "bottom_own", "hand_to_deck_bottom", "hand_to_deck_top", "give_don_own",
             "bottom_stage", "ko_own",
             "give_opponent_don", "bottom_character", "rest_opponent", "life_own",
             "trash_own_or_hand")
DON_KEYS = ("return_don", "return_active_don", "return_given_don")
PART_KEYS = FLAG_KEYS + LIFE_KEYS + COUNT_KEYS + POOL_KEYS + DON_KEYS
MAX_PART = 100_000  # leader_power counts power

FilterReader = Callable[[str, Any], "TargetFilter | None"]


def read_parts(problems: Problems, path: str, data: dict[str, Any] | None,
               read_filter: FilterReader) -> tuple[CostPart, ...]:
    """The cost parts of the mapping `data` (the legacy keys are read elsewhere)."""
    out: list[CostPart] = []
    for key, raw in (data or {}).items():
        at = key_path(path, key)
        part: CostPart | None = None
        if key in FLAG_KEYS:
            part = CostPart(key) if v.boolean(problems, at, raw) else None
        elif key in LIFE_KEYS:
            part = _life(problems, at, key, raw)
        elif key in DON_KEYS:
            part = _don(problems, at, key, raw)
        elif key in COUNT_KEYS:
            count = v.integer(problems, at, raw, 1, MAX_PART)
            part = CostPart(key, count) if count else None
        elif key in POOL_KEYS or key == "trash_from_hand" and isinstance(raw, dict):
            part = _pool(problems, at, key, raw, read_filter)
        if part is not None:
            out.append(part)
    return tuple(out)


def _life(problems: Problems, at: str, key: str, raw: Any) -> CostPart | None:
    if not isinstance(raw, dict):
        count = v.integer(problems, at, raw, 1, 10)
        return CostPart(key, count) if count else None
    data = v.mapping(problems, at, raw, ("count", "top_or_bottom"), ("count",))
    count = v.opt_int(problems, data, "count", at, 1, 10, 0)
    either = v.opt_bool(problems, data, "top_or_bottom", at, False)
    return CostPart(key, count, top_or_bottom=either) if count else None


def _don(problems: Problems, at: str, key: str, raw: Any) -> CostPart | None:
    if not isinstance(raw, dict):
        count = v.integer(problems, at, raw, 1, 10)
        return CostPart(key, count) if count else None
    data = v.mapping(problems, at, raw, ("count", "or_more"), ("count",))
    count = v.opt_int(problems, data, "count", at, 1, 10, 0)
    more = bool(v.opt_bool(problems, data, "or_more", at, False))
    return CostPart(key, count, or_more=more) if count else None


def _pool(problems: Problems, at: str, key: str, raw: Any, read_filter: FilterReader
          ) -> CostPart | None:
    if not isinstance(raw, dict):
        count = v.integer(problems, at, raw, 1, 10)
        return CostPart(key, count) if count else None
    count = v.integer(problems, key_path(at, "count"), v.field(raw, "count", None), 1, 10)
    don = key == "rest_own" and bool(v.opt_bool(problems, raw, "don", at, False))
    trigger = bool(v.opt_bool(problems, raw, "has_trigger", at, False))
    # `don` only for rest_own; elsewhere the filter reader reports it as unknown
    rest = {k: val for k, val in raw.items()
            if k not in ("count", "has_trigger") and (k != "don" or key != "rest_own")}
    wanted = read_filter(at, rest) if rest else None
    return CostPart(key, count, wanted, don=don, has_trigger=trigger) if count else None
