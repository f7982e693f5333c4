"""Cards that banish what would be sent to the Graveyard (5-4-10): "Any card sent to the GY is
banished instead." (Banisher of the Radiance, Macro Cosmos: `gy_banishes: cards`), "Any monster
sent to the GY is banished instead." (Dimensional Fissure: `gy_banishes: monsters`), "Any
monster sent from the hand or Main Deck to the GY is banished instead." (Herald of the Arc
Light: `gy_banishes_from: [hand, deck]`, the zones it leaves); and for
the rest of the turn once resolved, "This turn, any monster sent to the GY is banished
instead." (Different Dimension Ground: the step `{this_turn: {rule: gy_banish_monsters}}`,
kept in `State.this_turn` whatever becomes of its card, turn_effects.py).

A Continuous Effect of a face-up card on the field whose effects are not negated (5-5-1); a
Continuous Spell or Trap applies it once its activation has resolved (10-4-2). `zones.move`
asks `banisher` as a card would go to a Graveyard: the card is banished face-up instead, from
wherever it came (field, hand, Deck), so it is banished and not sent for the Trigger Effects
that answer (5-1-3). A face-up Pendulum Monster leaving the field goes to the Extra Deck as it
always does (4-3-4), a Token ceases to exist (4-7-2), and the banishing card itself, leaving the
field, no longer applies. `check` (rule processing) names in the ruling each card banished so,
after the step that moved it, whatever that step's own words said of its destination.

Only the duel's state is read here (model.py, negators.py), so that zones.py can ask.
"""
from __future__ import annotations

from ..core.replay import Context
from . import rules as cr
from . import text as say
from .model import MONSTER, SET, Z_FIELD, Z_GRAVEYARD, Z_MONSTERS, Z_SPELLS_TRAPS, Card, State
from .negators import held, negated_by_field


def _applies(state: State, source: Card) -> bool:
    """Face-up on the field, its effects not negated, its activation resolved (10-4-2)."""
    if source.kind == MONSTER:
        shown = source.zone == Z_MONSTERS and source.position != SET
    else:
        shown = source.zone in (Z_SPELLS_TRAPS, Z_FIELD) and source.face_up \
            and not any(link.card == source.id and link.moves == source.moves
                        and link.effect < 0 for link in state.chain)
    return shown and not held(state, source) and not negated_by_field(state, source)


def banisher(state: State, card: Card, zone: str) -> Card | None:
    """The card whose effect banishes `card`, about to be sent to `zone`, instead; None when
    it goes there (another zone, not a monster for "Any monster", no such card applying)."""
    if zone != Z_GRAVEYARD:
        return None
    if card.battle_banished_by:  # the monster it battled banishes it (battle_banish.py, 12-8-8)
        return state.cards[card.battle_banished_by]
    if card.kind == MONSTER:  # "This turn, any monster sent to the GY is ..." resolved
        found = [source for rule, _, source in state.this_turn if rule == "gy_banish_monsters"]
        if found:
            return state.cards[found[0]]
    for source in state.cards.values():
        if source.gy_banishes and source.id != card.id and _applies(state, source) \
                and (source.gy_banishes == "cards" or card.kind == MONSTER) \
                and (not source.gy_banishes_from or card.zone in source.gy_banishes_from):
            return source
    return None


def check(state: State, ctx: Context) -> None:
    """Name each card banished instead of going to the Graveyard since the last step (5-4-10),
    still where it went."""
    pending, state.gy_banished = state.gy_banished, []
    for card_id, moves in pending:
        card = state.cards[card_id]
        if card.moves != moves or not card.gy_banished_by:
            continue
        ctx.emit("gy_banished.instead", cr.GY_BANISHED, cr.BANISH, card=say.card(state, card),
                 source=say.card(state, state.cards[card.gy_banished_by]))


def named(state: State, card: Card) -> str:
    """The card that banished `card` instead on its last move, now named by the step that moved
    it (no longer by `check`); "" if none did."""
    if not card.gy_banished_by:
        return ""
    state.gy_banished = [p for p in state.gy_banished if p != (card.id, card.moves)]
    return card.gy_banished_by
