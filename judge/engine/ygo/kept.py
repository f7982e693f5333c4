"""Cards that destroy themselves once the board no longer holds what they need (5-4-6): "If
"Pandemonium" is not on the field, destroy this card." (a monster), "If you do not control
"Sealmaster Meisei", destroy this card." (a Continuous Spell).

The card key `kept_if: {...}` holds the state the card needs, in the keys of a Spell's or Trap's
`if` (schema_stconds.py, seen from the card's controller as card_conditions.py sees it). Rule
processing checks it: while the card is face-up on the field, its effects not negated, and (a
Spell or Trap) resolved, the moment the state no longer holds it is destroyed (with
`kept_sends`, "If "Advanced Dark" is not in a Field Zone, send this monster to the GY.": sent to
the GY instead, not destroyed). This is not an effect that is activated and it builds no chain.
"""
from __future__ import annotations

from ..core.replay import Context
from . import rules as cr
from . import text as say
from .board_specs import BoardExtra
from .card_conditions import _board_problem
from .leaving import say_left
from .model import MONSTER, SET, Z_FIELD, Z_GRAVEYARD, Z_MONSTERS, Z_SPELLS_TRAPS, Card, State
from .monster_specs import SummonCondition
from .negators import held, negated_by_field
from .zones import move


def check(state: State, ctx: Context) -> None:
    """Destroy each card whose `kept_if` no longer holds (5-4-6)."""
    for card in list(state.cards.values()):
        if card.kept_if is None or not _applies(state, card) or _holds(state, card):
            continue
        move(state, card, Z_GRAVEYARD)
        if card.kept_sends:  # "send this monster to the GY": sent, not destroyed (5-4-6)
            ctx.emit("kept.sent", cr.KEPT_IF, card=say.card(state, card))
            say_left(state, ctx, [card])
            continue
        state.happened.append((card.id, card.moves, "destroyed_by_effect"))
        card.destroyed_this_turn = True
        ctx.emit("kept.destroyed", cr.KEPT_IF, cr.DESTROY, card=say.card(state, card))
        say_left(state, ctx, [card])  # or banished instead (8-4-10)


def _applies(state: State, card: Card) -> bool:
    """Face-up on the field, not negated, and no longer on an open chain: its text applies."""
    if card.kind == MONSTER:
        shown = card.zone == Z_MONSTERS and card.position != SET
    else:
        shown = card.zone in (Z_SPELLS_TRAPS, Z_FIELD) and card.face_up \
            and not any(link.card == card.id and link.moves == card.moves and link.effect < 0
                        for link in state.chain)  # still being activated (10-4-2)
    return shown and not held(state, card) and not negated_by_field(state, card)


def _holds(state: State, card: Card) -> bool:
    """Whether the board is as `kept_if` says, asked as a Spell's or Trap's `if` is."""
    assert card.kept_if is not None
    return board_holds(state, card, card.kept_if)


def board_holds(state: State, card: Card,
                board: tuple[SummonCondition | None, BoardExtra | None]) -> bool:
    """Whether the board is as these `if` keys say, seen from the card's controller, asked as a
    Spell's or Trap's `if` is (kept_if, 5-4-6; direct_attack_if, 12-3-10)."""
    saved = card.activation_if, card.activation_board
    card.activation_if, card.activation_board = board
    try:
        return _board_problem(state, card) is None
    finally:
        card.activation_if, card.activation_board = saved
