"""Passing and resolving a chain (11-1-4, 11-1-5, 11-1-7): a chain closes when both players
pass in a row, and its links resolve last to first; what each link does, why it does nothing
(negated, its card gone), and what happens once the whole chain has resolved."""
from __future__ import annotations

from ..core.replay import Context
from ..core.result import Illegal
from . import (
    chain_negation,
    counter_trap_watch,
    counters,
    effect_flips,
    face_up_effects,
    field_card_effects,
    field_negation,
    gy_banish,
    options,
    set_again,
    summon_window,
    targeted_dice,
)
from . import rules as cr
from . import text as say
from .interpreter import run
from .model import (
    MONSTER,
    Z_GRAVEYARD,
    Action,
    Link,
    State,
    opponent,
)
from .negation import resolves_negated
from .step_env import Env
from .zones import move, on_field

SPEED_RULES = {1: cr.SPEED_ONE, 2: cr.SPEED_TWO, 3: cr.SPEED_THREE}


def legal_pass(state: State, action: Action) -> Illegal | None:
    if state.chain or state.battle is not None:
        return None
    return Illegal("illegal.nothing_to_pass", (cr.RESPOND, cr.CHAIN_CLOSES))


def apply_pass(state: State, action: Action, ctx: Context) -> None:
    if not state.chain:
        return  # no response to the attack: the Damage Step follows (damage_step.py)
    passer = state.priority or state.turn_player
    state.passes += 1
    if state.passes >= 2:
        ctx.emit("pass.chain_complete", cr.CHAIN_CLOSES, player=passer)
        resolve_chain(state, ctx)
        return
    state.priority = opponent(passer)
    ctx.emit("pass.respond", cr.RESPOND, player=passer, other=state.priority)


def close_chain(state: State, ctx: Context) -> None:
    """Nobody adds a link before the next action (or the end): the chain resolves."""
    if state.chain:
        ctx.emit("chain_closes", cr.CHAIN_CLOSES)
        resolve_chain(state, ctx)


def resolve_chain(state: State, ctx: Context) -> None:
    ctx.emit("chain_resolves", cr.LAST_LINK_FIRST, count=len(state.chain))
    # what resolves is what Trigger Effects answer next, after what the costs did (5-1-3)
    state.happened, state.window, state.triggered = list(state.chain_costs), None, []
    state.chain_costs = []
    state.together = []
    try:
        for index in range(len(state.chain) - 1, -1, -1):
            _resolve_link(state, ctx, index)
    finally:
        links, state.chain, state.priority, state.passes = state.chain, [], None, 0
    _after_chain(state, ctx, links)
    summon_window.succeed(state, ctx, again=True)  # a Summon its chain did not negate (8-1-5)
    effect_flips.after_chain(state, ctx)  # FLIP effects of monsters it flipped face-up (5-1-5)


def _resolve_link(state: State, ctx: Context, index: int) -> None:
    link = state.chain[index]
    card = state.cards[link.card]
    label = say.link(state, index)
    if chain_negation.resolves_negated(state, ctx, link, label):
        return
    monster = link.flip or link.effect >= 0  # a monster's effect, not a Spell or Trap Card
    if monster and resolves_negated(state, ctx, link, label):  # 5-5-1
        return
    # a Spell's or Trap's, its card's or an effect of it on the field (5-5-3, 10-5-1)
    if (not monster or card.kind != MONSTER) \
            and field_negation.resolves_negated(state, ctx, link, label):
        return
    if field_card_effects.fails_at_resolution(state, ctx, link, label):  # 10-5-2
        return
    if face_up_effects.fails_at_resolution(state, ctx, link, label):  # 5-2-17
        return
    if targeted_dice.negates(state, ctx, link, label):  # an Archfiend's die (5-3-31)
        return
    moved = card.moves != link.moves or (not monster and not on_field(card))
    if moved and card.lasting and not monster:  # an effect of it still resolves (10-5-1)
        ctx.emit("link.left_field", cr.LEFT_BEFORE_RESOLVING, link=label, kind=say.kind(card))
        return
    if moved and not monster:
        ctx.emit("link.resolves_anyway", cr.LAST_LINK_FIRST, cr.LEFT_BEFORE_RESOLVING,
                 link=label)
    else:
        ctx.emit("link.resolves", cr.LAST_LINK_FIRST, link=label)
    steps = card.flip if link.flip else options.steps(card, link)
    options.applied(state, ctx, card, link)  # "Apply 1 of these effects" (5-2-31)
    run(state, ctx, steps, Env(card, link.controller, link.chosen, label, index, link.battle,
                               link.chosen_moves, link.picked, summoned=list(link.summoned),
                               negating_summon=link.summon_negation, materials=link.materials,
                               position=link.position, discards=link.discards,
                               more_targets=link.more_targets, source_moves=link.self_moves,
                               more_picks=link.more_picks, chance=link.chance,
                               destination=link.destination, column=link.column,
                               paid=link.paid, declines=link.declines,
                               face_down=link.face_down, called=link.called))
    counters.spell_resolved(state, ctx, link, label)  # 4-8-5
    counter_trap_watch.resolved(state, ctx, link, label, run)  # 11-1-10


def _after_chain(state: State, ctx: Context, links: list[Link]) -> None:
    """One-time Spells and Traps still on the field go to the Graveyard (10-4-1, 11-1-7)."""
    happened = list(state.happened)  # a card going away after the chain is not "what happened"
    for link in links:
        card = state.cards[link.card]
        if link.flip or link.effect >= 0 or card.moves != link.moves or not on_field(card) \
                or card.lasting and not chain_negation.to_graveyard_after(link, card):
            continue
        if card.equipped_to is not None:  # a Trap that equipped itself stays (10-4-6)
            ctx.emit("chain_over.equip_card_stays", cr.BECOMES_EQUIP, cr.EQUIP_SPELL,
                     card=say.card(state, card), kind=say.kind(card),
                     monster=say.card(state, state.cards[card.equipped_to[0]]))
            continue
        if set_again.sets_again(state, ctx, link, card):  # Set face-down again (10-4-12)
            continue
        move(state, card, Z_GRAVEYARD)
        if card.lasting:  # one that would have stayed, but its activation was negated (5-3-7)
            ctx.emit("chain_over.negated_to_graveyard", cr.NEGATE_ACTIVATION, cr.AFTER_CHAIN,
                     card=say.card(state, card), kind=say.kind(card), player=card.owner)
            continue
        ctx.emit("chain_over.to_graveyard", cr.ONE_TIME_TO_GRAVEYARD, cr.AFTER_CHAIN,
                 card=say.card(state, card), kind=say.kind(card), player=card.owner)
    state.happened = happened
    gy_banish.check(state, ctx)  # a card banished instead of going there (5-4-10)
    lasting = [state.cards[link.card] for link in links if not link.flip and link.effect < 0
               and state.cards[link.card].lasting and on_field(state.cards[link.card])]
    for card in lasting:
        ctx.emit("chain_over.stays", cr.CARDS_THAT_STAY, card=say.card(state, card),
                 kind=say.kind(card))
