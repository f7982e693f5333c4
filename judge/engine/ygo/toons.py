"""A monster's own text on when it may attack, the Toon monsters' above all: "Cannot attack the
turn it is Summoned." (`no_attack_summoned_turn: summoned`, or `normal`, `special`,
`normal_or_special`: 12-3-15)
and "While you control "Toon World" and your opponent controls no Toon monsters, this card can
attack your opponent directly." (`direct_attack_if: {...}`, in the keys of a Spell's or Trap's
`if`, seen from its controller: 12-3-10).

Both are the monster's own Continuous Effects: they apply while it is face-up on the field and
its effects are not negated (5-5-1). A monster Set this turn was not Summoned: flipped face-up,
it may attack. The board of `direct_attack_if` is asked as the direct attack is declared and
again as the Damage Step begins (12-3-8)."""
from __future__ import annotations

from typing import Any

from ..core import validate as v
from ..core.result import Illegal
from ..core.validate import Problems, key_path
from . import rules as cr
from . import text as say
from .kept import board_holds
from .model import Card, State
from .negation import negated
from .schema_described import Describe
from .schema_stconds import read_card_if

HOWS = ("summoned", "normal", "special", "normal_or_special")


def read_toon_keys(p: Problems, path: str, data: dict[str, Any], card: Card,
                   describe: Describe) -> None:
    """`no_attack_summoned_turn: summoned|normal|special|normal_or_special` and
    `direct_attack_if: {...}`."""
    how = v.field(data, "no_attack_summoned_turn", None)
    if how is not None:
        card.no_attack_summoned_turn = v.choice(
            p, key_path(path, "no_attack_summoned_turn"), how, HOWS) or ""
    if "direct_attack_if" not in data:
        return
    scratch = Card(id=card.id, name=card.name, owner=card.owner, kind=card.kind, zone=card.zone)
    read_card_if(p, key_path(path, "direct_attack_if"), {"if": data["direct_attack_if"]},
                 scratch, describe)
    if scratch.activation_if is not None or scratch.activation_board is not None:
        card.direct_attack_if = scratch.activation_if, scratch.activation_board


def _summoned_now(state: State, card: Card) -> bool:
    """It was Summoned (as its text names) this turn, as the card it is now (5-2-5)."""
    moves, turn, how = card.summoned_as
    this_turn = (moves, turn) == (card.moves, state.turn_number)
    if card.no_attack_summoned_turn == "normal":
        return this_turn and how in ("normal", "without_tributes")
    if card.no_attack_summoned_turn == "special":
        return this_turn and how == "special"
    if card.no_attack_summoned_turn == "normal_or_special":  # not a Flip Summon
        return this_turn and how in ("normal", "without_tributes", "special")
    return card.summoned_this_turn and not card.set_this_turn  # a Set is no Summon (8-1-3)


def attack_problem(state: State, card: Card) -> Illegal | None:
    """"Cannot attack the turn it is Summoned.": refused in that turn (12-3-15)."""
    if not card.no_attack_summoned_turn or negated(state, card) \
            or not _summoned_now(state, card):
        return None
    return Illegal(f"illegal.attack_summoned_turn.{card.no_attack_summoned_turn}",
                   (cr.OWN_ATTACK_LIMITS,), card=say.card(state, card))


def direct_while(state: State, card: Card) -> bool:
    """Its text lets it attack directly now: the board is as `direct_attack_if` says, its
    effects not negated (12-3-10)."""
    return card.direct_attack_if is not None and not negated(state, card) \
        and board_holds(state, card, card.direct_attack_if)
