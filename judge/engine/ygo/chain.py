"""Activating Spells and Traps, the chain they build, passing, and resolving (10, 11).

After an activation the other player has priority (11-1-2); the players alternate until both
pass in a row, and then the chain resolves from the last link to the first (11-1-3, 11-1-4).
"""
from __future__ import annotations

from ..core.replay import Context
from ..core.result import Illegal
from . import rules as yr
from . import text as say
from .interpreter import Env, run
from .model import (
    MAIN_PHASES,
    MAX_SPELLS_TRAPS,
    MONSTER,
    SPELL,
    TRAP,
    Z_FIELD,
    Z_GRAVEYARD,
    Z_HAND,
    Z_SPELLS_TRAPS,
    Action,
    Card,
    Link,
    State,
    opponent,
)
from .timings import activation_rules, damage_step_problem
from .zones import move, on_field

SPEED_RULES = {1: yr.SPEED_ONE, 2: yr.SPEED_TWO, 3: yr.SPEED_THREE}


def legal_activate(state: State, action: Action) -> Illegal | None:
    card = state.resolve(action.get("card"))
    if card is None:
        return Illegal(f"There is no card {action.get('card')!r} in this duel.", (yr.CHAIN,))
    if card.kind == MONSTER:
        return Illegal(f"{card.name} is a monster: only Spell and Trap Cards are activated here; "
                       f"a monster's FLIP effect activates by itself when it is flipped "
                       f"face-up.", (yr.FLIP_EFFECT,))
    if state.chain and state.priority != card.owner:
        return Illegal(f"{state.priority} has the chance to respond now, not {card.owner}: "
                       f"after an activation the other player answers first.", (yr.RESPOND,))
    problem = _where_problem(state, card) or damage_step_problem(state, card)
    if problem is None and state.chain:
        problem = _speed_problem(state, card)
    return problem or _negation_problem(state, card)


def _negation_problem(state: State, card: Card) -> Illegal | None:
    """A card that negates the activation below it needs one it can negate (11-3-3, 5-2-4)."""
    if not card.negating:
        return None
    if not state.chain:
        return Illegal(f"{card.name} negates the activation of the Chain Link below it, and no "
                       f"chain is open: there is nothing to negate, so it cannot be activated "
                       f"as Chain Link 1.", (yr.NOTHING_TO_NEGATE, yr.NEEDS_WHAT_IT_DOES))
    below = state.cards[state.chain[-1].card]
    if card.negates and below.kind not in card.negates:
        kinds = say.either(["a " + say.KIND_WORDS[kind] for kind in card.negates])
        return Illegal(f"{card.name} can negate only the activation of {kinds}, and Chain Link "
                       f"{len(state.chain)} ({below.name}) is {say.a_kind(below)}: it has "
                       f"nothing to negate.", (yr.NOTHING_TO_NEGATE, yr.NEEDS_WHAT_IT_DOES))
    return None


def _where_problem(state: State, card: Card) -> Illegal | None:
    """Whether the card can be activated from where it is, now (10-2, 10-3)."""
    if card.zone == Z_HAND:
        return _from_hand_problem(state, card)
    if card.zone not in (Z_SPELLS_TRAPS, Z_FIELD):
        # a Spell is played from the hand or turned face-up (10-2-1); a Trap is Set first (10-3-1)
        where = yr.ACTIVATE_SPELL if card.kind == SPELL else yr.TRAPS_SET_FIRST
        return Illegal(f"{card.name} is in {say.zone(card.zone)}: a Spell is activated from the "
                       f"hand or from the field, a Trap only once it is Set on the field.",
                       (where,))
    if card.face_up:
        return Illegal(f"{card.name} is already face-up on the field: it was activated before "
                       f"and cannot be activated again while it stays there.",
                       (yr.CARDS_THAT_STAY,))
    if card.kind == TRAP:
        if card.set_this_turn:
            return Illegal(f"{card.name} was Set this turn: a Trap cannot be activated on the "
                           f"turn it was Set.", (yr.TRAP_NOT_WHEN_SET,))
        return None
    if card.spell_type == "quick-play":
        if card.set_this_turn:
            return Illegal(f"{card.name} was Set this turn: a Set Quick-Play Spell cannot be "
                           f"activated on the turn it was Set.", (yr.SET_QUICK_PLAY,))
        return None
    return _speed_one_problem(state, card, (yr.OTHER_SET_SPELLS,))


def _from_hand_problem(state: State, card: Card) -> Illegal | None:
    if card.kind == TRAP:
        return Illegal(f"{card.name} is a Trap in the hand: a Trap must be Set first and can be "
                       f"activated from the next turn on.", (yr.TRAPS_SET_FIRST,))
    if card.spell_type == "quick-play":
        if card.owner != state.turn_player:
            return Illegal(f"{card.name} is a Quick-Play Spell in the hand: from the hand it can "
                           f"only be activated during its owner's own turn.",
                           (yr.QUICK_PLAY_FROM_HAND,))
    else:
        problem = _speed_one_problem(state, card, ())
        if problem is not None:
            return problem
    player = state.players[card.owner]
    if card.spell_type != "field" and len(player.spells_traps) >= MAX_SPELLS_TRAPS:
        return Illegal(f"{card.owner}'s five Spell & Trap Zones are full: there is no zone to "
                       f"activate {card.name} in.", (yr.FIVE_SPELLS_TRAPS,))
    return None


def _speed_one_problem(state: State, card: Card, extra: tuple[str, ...]) -> Illegal | None:
    """Normal, Continuous, Equip, Field and Ritual Spells: the turn player's own Main Phase,
    with no chain open (10-2-2)."""
    what = f"{card.name} is {say.a_kind(card)} (Spell Speed 1)"
    if state.chain:
        return Illegal(f"{what}: it cannot be activated in response to anything; it can only be "
                       f"Chain Link 1, when no chain is open.",
                       (yr.SPEED_ONE_CANNOT_RESPOND, yr.SPEED_ONE_SPELLS, *extra))
    if card.owner != state.turn_player or state.phase not in MAIN_PHASES:
        return Illegal(f"{what}: only the turn player can activate it, in their own Main Phase "
                       f"1 or 2.", (yr.SPEED_ONE_SPELLS, *extra))
    return None


def _speed_problem(state: State, card: Card) -> Illegal | None:
    top = state.chain[-1]
    if card.speed < top.speed:
        top_card = state.cards[top.card]
        return Illegal(f"{card.name} is Spell Speed {card.speed}, lower than Chain Link "
                       f"{len(state.chain)} ({top_card.name}, Spell Speed {top.speed}): a "
                       f"response must be of equal or higher Spell Speed.",
                       (yr.EQUAL_OR_HIGHER, SPEED_RULES[card.speed], SPEED_RULES[top.speed]))
    return None


def apply_activate(state: State, action: Action, ctx: Context) -> None:
    card = state.resolve(action.get("card"))
    assert card is not None
    rules = [yr.ACTIVATE_SPELL if card.kind == SPELL else yr.TRAPS_EITHER_TURN]
    if card.zone == Z_HAND:
        _place_from_hand(state, ctx, card)
    else:
        card.face_up = True
    rules += [yr.CHAIN, SPEED_RULES[card.speed]]
    if state.chain:
        rules.append(yr.EQUAL_OR_HIGHER)
    rules += activation_rules(state, card)
    add_link(state, ctx, Link(card.id, card.moves, card.owner, card.speed,
                              chosen=action.get("target"), battle=state.battle),
             f"{card.owner} activates {card.name} ({say.kind(card)}, Spell Speed {card.speed})",
             rules)


def _place_from_hand(state: State, ctx: Context, card: Card) -> None:
    player = state.players[card.owner]
    if card.spell_type == "field" and card.kind == SPELL:
        if player.field_spell is not None:
            old = state.cards[player.field_spell]
            move(state, old, Z_GRAVEYARD)
            ctx.emit(f"{old.name} leaves {card.owner}'s Field Zone for the Graveyard to make room "
                     f"for the new Field Spell (this is not destruction).",
                     yr.REPLACE_FIELD_SPELL, yr.ONE_FIELD_SPELL)
        move(state, card, Z_FIELD, face_up=True)
    else:
        move(state, card, Z_SPELLS_TRAPS, face_up=True)


def add_link(state: State, ctx: Context, link: Link, what: str, rules: list[str]) -> None:
    state.chain.append(link)
    state.priority = opponent(link.controller)
    state.passes = 0
    ctx.emit(f"{what} as Chain Link {len(state.chain)}; {state.priority} may respond.",
             *rules, yr.RESPOND)


def legal_pass(state: State, action: Action) -> Illegal | None:
    if state.chain or state.battle is not None:
        return None
    return Illegal("There is nothing to pass on: no chain is open and no attack is waiting for "
                   "responses.", (yr.RESPOND, yr.CHAIN_CLOSES))


def apply_pass(state: State, action: Action, ctx: Context) -> None:
    if not state.chain:
        return  # no response to the attack: the Damage Step follows (battle.py)
    passer = state.priority or state.turn_player
    state.passes += 1
    if state.passes >= 2:
        ctx.emit(f"{passer} passes too: both players passed in a row, so the chain is complete.",
                 yr.CHAIN_CLOSES)
        resolve_chain(state, ctx)
        return
    state.priority = opponent(passer)
    ctx.emit(f"{passer} passes; {state.priority} may add a Chain Link or pass.", yr.RESPOND)


def close_chain(state: State, ctx: Context) -> None:
    """Nobody adds a link before the next action (or the end): the chain resolves."""
    if state.chain:
        ctx.emit("Neither player adds a Chain Link: the chain resolves.", yr.CHAIN_CLOSES)
        resolve_chain(state, ctx)


def resolve_chain(state: State, ctx: Context) -> None:
    ctx.emit(f"The chain resolves from the last link to the first "
             f"({say.plural(len(state.chain), 'link')}).", yr.LAST_LINK_FIRST)
    try:
        for index in range(len(state.chain) - 1, -1, -1):
            _resolve_link(state, ctx, index)
    finally:
        links, state.chain, state.priority, state.passes = state.chain, [], None, 0
    _after_chain(state, ctx, links)


def _resolve_link(state: State, ctx: Context, index: int) -> None:
    link = state.chain[index]
    card = state.cards[link.card]
    label = f"Chain Link {index + 1} ({card.name})"
    if link.negated:
        ctx.emit(f"{label} was negated: none of its effect applies.",
                 yr.NEGATE_LOWER_LINK, yr.NEGATE_ACTIVATION)
        return
    moved = card.moves != link.moves or (not link.flip and not on_field(card))
    if moved and card.lasting:
        ctx.emit(f"{label} left the field before resolving: {say.a_kind(card)} that is gone "
                 f"applies nothing.", yr.LEFT_BEFORE_RESOLVING)
        return
    note = " (it still resolves although it left the field)" if moved and not link.flip else ""
    ctx.emit(f"{label} resolves{note}.", yr.LAST_LINK_FIRST,
             *((yr.LEFT_BEFORE_RESOLVING,) if note else ()))
    steps = card.flip if link.flip else card.effect
    run(state, ctx, steps, Env(card, link.controller, link.chosen, label, index, link.battle))


def _after_chain(state: State, ctx: Context, links: list[Link]) -> None:
    """One-time Spells and Traps still on the field go to the Graveyard (10-4-1, 11-1-7)."""
    for link in links:
        card = state.cards[link.card]
        if link.flip or card.moves != link.moves or not on_field(card) or card.lasting:
            continue
        move(state, card, Z_GRAVEYARD)
        ctx.emit(f"The chain is over: {card.name} ({say.kind(card)}) goes to {card.owner}'s "
                 f"Graveyard.", yr.ONE_TIME_TO_GRAVEYARD, yr.AFTER_CHAIN)
    lasting = [state.cards[link.card] for link in links if not link.flip
               and state.cards[link.card].lasting and on_field(state.cards[link.card])]
    for card in lasting:
        ctx.emit(f"{card.name} ({say.kind(card)}) stays face-up on the field.",
                 yr.CARDS_THAT_STAY)
