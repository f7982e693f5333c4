"""Columns (3-11-1): the zones in one line across the field. A player's column N (1-5, left to
right as that player sees the field) holds their Main Monster Zone and Spell & Trap Zone N,
the opponent's Main Monster Zone and Spell & Trap Zone 6-N (the field seen from the other
side), and, for N 2 or 4, the Extra Monster Zone between them; the Field Zone is in none.

The scenario gives a card on the field its place (`column: 1-5`, as its controller sees it; a
monster's `extra_monster_zone: true`); a card that arrives during the duel has none until what
put it there names one. A column's cards are counted only from places given: when the places
given are too few to tell, the judgement is refused, never guessed.

"If 2 or more cards are in the same column, you can Special Summon this card (from your hand)
in that column." (the Mekk-Knights, a procedure's `column_cards`): the `procedure_summon`
action names the column (`column: N`), which holds that many cards as it is done, and its
player's Main Monster Zone in it is unused; the monster then stands there (3-11-2).

"Target 1 face-up monster in this card's column" (a target's `in_column`): the target chosen as
the effect is activated stands in the column the card itself stands in, both places given
(3-11-1, 5-2-3).
"""
from __future__ import annotations

from ..core.replay import Context
from ..core.result import Illegal
from . import rules as cr
from . import text as say
from .column_cells import column_of
from .model import Card, State
from .zones import monsters_of


def placed_cards(state: State) -> list[Card]:
    """Every card in a Monster Zone or a Spell & Trap Zone, either player's."""
    return [state.cards[ref] for pid in ("A", "B") for ref in
            (*state.players[pid].monsters, *state.players[pid].spells_traps)]


def in_column(state: State, viewer: str, column: int) -> tuple[int, bool]:
    """How many cards stand in `viewer`'s column `column`, and whether every card that could
    be in it has its place given (else the count is only a least one)."""
    cards = placed_cards(state)
    found = sum(1 for card in cards if column_of(card, viewer) == column)
    return found, all(column_of(card, viewer) is not None for card in cards)


def summon_problem(state: State, card: Card, wanted: int, column: int) -> Illegal | None:
    """"... Special Summon this card (from your hand) in that column" (3-11-2): the action
    names the column; its player's Main Monster Zone there is unused; it holds `wanted` cards."""
    ref, player = say.card(state, card), card.owner
    if not column:
        return Illegal("illegal.column_summon_column", (cr.COLUMN_SUMMON,), card=ref)
    mine = monsters_of(state, player)
    if any(not m.column for m in mine):
        return Illegal("illegal.column_summon_unknown", (cr.COLUMN_SUMMON, cr.COLUMNS),
                       card=ref, player=player)
    if any(m.column == column and not m.extra_zone for m in mine):
        return Illegal("illegal.column_summon_used", (cr.ZONE_HOLDS_ONE, cr.COLUMN_SUMMON),
                       card=ref, column=column)
    found, known = in_column(state, player, column)
    if found >= wanted:
        return None
    if not known:  # a card with no place given might stand in it
        return Illegal("illegal.column_summon_unknown", (cr.COLUMN_SUMMON, cr.COLUMNS),
                       card=ref, player=player)
    return Illegal("illegal.column_summon_few", (cr.COLUMN_SUMMON, cr.COLUMNS), card=ref,
                   column=column, count=found, wanted=wanted)


def placed(state: State, ctx: Context, card: Card, column: int) -> None:
    """The monster stands in its player's Main Monster Zone in the column the action named
    (set as it arrived, before anything answered its Summon)."""
    ctx.emit("columns.placed", cr.COLUMN_SUMMON, cr.COLUMNS, card=say.card(state, card),
             column=column, player=card.owner)


def target_problem(state: State, card: Card, target: Card) -> Illegal | None:
    """A target "in this card's column" (3-11-1): the card and its target stand in one column,
    as the card's controller sees the field; refused when either place is not given."""
    here = column_of(state.cards.get(card.id, card), card.owner)
    there = column_of(target, card.owner)
    ref, aimed = say.card(state, card), say.card(state, target)
    if here is None or there is None:
        return Illegal("illegal.target_column_unknown", (cr.COLUMNS, cr.TARGETS), card=ref,
                       target=aimed)
    if here != there:
        return Illegal("illegal.target_column", (cr.COLUMNS, cr.TARGETS), card=ref,
                       target=aimed, column=here, other=there)
    return None
