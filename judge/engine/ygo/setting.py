"""A Spell or Trap Set by an effect ("Set 1 "X" Spell/Trap from your Deck", `fetch` with `to:
set`, 5-3-13): face-down in its player's Spell & Trap Zone, or a Field Spell in the Field
Zone (replacing the one there, 3-5-2), as a card Set this turn (10-1-1), so a Trap or a
Quick-Play Spell cannot be activated until the next turn. With no free zone for it, the
effect cannot be activated (5-2-4), and by the time it resolves it does nothing (5-2-5)."""
from __future__ import annotations

from ..core.events import Event
from ..core.replay import Context
from . import rules as cr
from . import text as say
from .model import (
    MAX_SPELLS_TRAPS,
    MONSTER,
    SPELL,
    TRAP,
    Z_FIELD,
    Z_GRAVEYARD,
    Z_SPELLS_TRAPS,
    Card,
    State,
)
from .zones import move


def _field_spell(card: Card) -> bool:
    return card.kind == SPELL and card.spell_type == "field"


def room_to_set(state: State, source: Card, picked: Card) -> bool:
    """Whether `picked` could be Set as `source` is activated: a Spell or Trap activated from
    the hand takes a Spell & Trap Zone of its own first (10-1-1)."""
    if picked.kind == MONSTER:
        return False
    if _field_spell(picked):
        return True
    used = len(state.players[source.owner].spells_traps)
    if source.kind != MONSTER and not _field_spell(source) and source.zone != Z_SPELLS_TRAPS:
        used += 1
    return used < MAX_SPELLS_TRAPS


def set_card(state: State, ctx: Context, card: Card, link: Event,
             why: tuple[str, ...] = (cr.FETCH,)) -> Event | None:
    """Set `card` face-down; the reason it cannot be (for the caller's skip), or None. `why`:
    the rule by which the effect took it (a described card 5-3-13, a target 5-2-3)."""
    player = state.players[card.owner]
    if card.kind == MONSTER:
        return Event("why.not_spell_trap")
    if not _field_spell(card) and len(player.spells_traps) >= MAX_SPELLS_TRAPS:
        return Event("why.zones_full")
    origin = card.zone
    if _field_spell(card) and player.field_spell is not None:
        old = state.cards[player.field_spell]
        move(state, old, Z_GRAVEYARD)
        ctx.emit("field_spell_replaced.set", cr.REPLACE_FIELD_SPELL, card=say.card(state, old),
                 player=card.owner)
    move(state, card, Z_FIELD if _field_spell(card) else Z_SPELLS_TRAPS)
    card.set_this_turn = True
    code = "fetched.set.field" if _field_spell(card) else "fetched.set"
    ctx.emit(code, *why, cr.SET_SPELL_TRAP, link=link, card=say.card(state, card),
             player=card.owner, zone=say.zone(origin))
    return None


def make_ready(state: State, ctx: Context, card: Card, link: Event) -> None:
    """"It can be activated this turn.": the card the effect just Set may be activated this
    very turn, a Trap (10-3-2) or a Quick-Play Spell (10-2-4) as well, as its effect says."""
    card.set_this_turn = False
    rule = cr.TRAP_NOT_WHEN_SET if card.kind == TRAP else cr.SET_QUICK_PLAY
    ctx.emit("set.ready", rule, link=link, card=say.card(state, card))
