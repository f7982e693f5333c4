"""Activating Spells and Traps and the chain they build (10, 11).

After an activation the other player has priority (11-1-2); the players alternate until both
pass in a row, and then the chain resolves from the last link to the first (11-1-3, 11-1-4;
passing and resolving: chain_resolution.py).
"""
from __future__ import annotations

from ..core.events import Event, Param
from ..core.replay import Context
from ..core.result import Illegal
from . import (
    card_conditions,
    chain_negation,
    chosen_cards,
    counter_trap_watch,
    counters,
    effect_bans,
    excavate,
    field_negation,
    hand_grants,
    hand_traps,
    monster_effects,
    options,
    placed,
    rank_up,
    response_locks,
    runick,
    stzone,
    summon_locks,
    summon_window,
    top_card_placed,
    trap_monsters,
    treated_summon,
)
from . import rules as cr
from . import text as say
from .battle import missing
from .costs import cost_problem, pay
from .effect_summons import no_response_problem, summon_problem, summoning_rules
from .fetch import first_pick, pick_problem, picking_rules
from .immunity import (
    activation_lock_problem,
    battle_lock_problem,
    response_problem,
    summon_trap_problem,
)
from .links import add_link, resolution_choices
from .mass import extreme_problem
from .model import (
    MAIN_PHASES,
    MAX_SPELLS_TRAPS,
    MONSTER,
    SET,
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
)
from .name_locks import locked_problem
from .requirements import once_problem, record, target_problem
from .restrictions import second_copy_problem
from .timings import activation_rules, damage_calculation_problem, damage_step_problem
from .zones import move, on_field

SPEED_RULES = {1: cr.SPEED_ONE, 2: cr.SPEED_TWO, 3: cr.SPEED_THREE}


def legal_activate(state: State, action: Action) -> Illegal | None:
    card = state.resolve(action.get("card"))
    if card is None:
        return missing(action.get("card"), cr.CHAIN)
    ref = say.card(state, card)
    # 5-2-9, 12-3-20, 11-2-8, 8-1-10, 5-4-5, 5-2-28
    locked = no_response_problem(state, card.owner) \
        or locked_problem(state, card) \
        or battle_lock_problem(state, card, action) \
        or response_problem(state, card, action) \
        or summon_trap_problem(state, card, action) \
        or activation_lock_problem(state, card, action) \
        or effect_bans.problem(state, card, action) \
        or response_locks.problem(state, card, action)
    locked = locked or stzone.activation_problem(state, card, action)  # 3-4-5, 3-4-7
    if locked is not None:
        return locked
    if card.effects and (card.kind == MONSTER or action.get("effect") is not None):
        # a monster's effect, or a Spell's effect activated from its Graveyard (5-1-8)
        return monster_effects.legal(state, card, action)
    if card.kind == MONSTER:
        return Illegal("illegal.activate_monster", (cr.FLIP_EFFECT,), card=ref)
    if state.chain and state.priority != card.owner:
        return Illegal("illegal.not_your_priority", (cr.RESPOND,), player=state.priority,
                       owner=card.owner)
    unchosen = options.problem(state, card, action)
    if unchosen is not None:
        return unchosen
    card = options.as_chosen(card, action)  # its option's target and steps (5-2-8)
    problem = field_negation.barred(state, card) or placed.problem(state, card) \
        or _where_problem(state, card) or damage_step_problem(state, card) \
        or once_problem(state, card) or second_copy_problem(state, card) \
        or summon_locks.turn_problem(state, card, card.turn_lock) \
        or _condition_problem(state, card, action) \
        or card_conditions.problem(state, card) \
        or cost_problem(state, card, action) or target_problem(state, card, action) \
        or pick_problem(state, card, action) or extreme_problem(state, card) \
        or summon_problem(state, card, action) \
        or counters.removal_problem(state, card) \
        or chosen_cards.problem(state, card) \
        or rank_up.problem(state, card, action) \
        or trap_monsters.declare_problem(state, card, action) \
        or treated_summon.problem(state, card, action) \
        or excavate.problem(state, card) or top_card_placed.problem(state, card) \
        or runick.problem(state, card, action)  # 8-5-15, 4-6-5, 8-5-16, 5-3-26, 3-3-5
    if problem is None and state.chain:
        problem = _speed_problem(state, card)
    return problem or _negation_problem(state, card)


def _condition_problem(state: State, card: Card, action: Action) -> Illegal | None:
    """A card is activated only when its own activation conditions are met (10-3-3): "When
    an opponent's monster declares an attack" needs an attack by the opponent's monster that
    waits in the Battle Step, not yet in the Damage Step."""
    if card.when == "no_face_up_cards":  # "If you control no face-up cards:" (5-2-4)
        shown = [other for other in state.cards.values() if other.owner == card.owner
                 and other.id != card.id and on_field(other) and (
                     other.position != SET if other.kind == MONSTER else other.face_up)]
        return Illegal("illegal.controls_face_up_cards", (cr.NEEDS_WHAT_IT_DOES,),
                       card=say.card(state, card), player=card.owner,
                       cards=say.cards(state, [c.id for c in shown])) if shown else None
    if card.when == "battle_phase" and state.phase != "battle":  # "during the Battle Phase"
        return Illegal("illegal.needs_battle_phase", (cr.TRAPS_EITHER_TURN,),
                       card=say.card(state, card))
    if card.when == "opponent_damage_calculation":  # its own timing (12-4-6)
        return damage_calculation_problem(state, card)
    if card.when == "opponent_turn":  # "During your opponent's turn" (10-3-3)
        return None if state.turn_player != card.owner else Illegal(
            "illegal.needs_opponent_turn", (cr.TRAPS_EITHER_TURN,), card=say.card(state, card))
    if card.when == "summoned":
        return summon_window.condition_problem(state, card, action)
    if summon_window.negates_summons(card):
        return summon_window.cost_problem(state, card, action)  # 8-1-5
    if card.when not in ("opponent_attack_declared", "opponent_direct_attack_declared",
                         "attack_declared"):
        return None
    battle = state.battle
    attacker = state.cards.get(battle.attacker) if battle is not None else None
    direct = card.when == "opponent_direct_attack_declared"  # "declares a direct attack"
    if battle is None or battle.timing != -1 or attacker is None \
            or attacker.owner == card.owner and card.when != "attack_declared" \
            or direct and battle.target is not None:
        code = "needs_direct_attack_declaration" if direct else "needs_any_attack_declaration" \
            if card.when == "attack_declared" else "needs_attack_declaration"
        return Illegal(f"illegal.{code}", (cr.TRAPS_EITHER_TURN,),
                       card=say.card(state, card))
    return None


def _negation_problem(state: State, card: Card) -> Illegal | None:
    """A card that negates a Summon being made (summon_window.py, 8-1-5, 5-3-9), or the
    activation below it (chain_negation.py, 11-3-3, 11-3-4)."""
    if not card.negating:
        return None
    if summon_window.negates_summons(card) and (card.negates == ("summon",) or not state.chain
                                                 or summon_window.against_summon(state)):
        return summon_window.negation_problem(state, card)  # 8-1-5, 5-3-9
    return chain_negation.problem(state, card)


def _where_problem(state: State, card: Card) -> Illegal | None:
    """Whether the card can be activated from where it is, now (10-2, 10-3)."""
    if card.zone == Z_HAND:
        return _from_hand_problem(state, card)
    ref = say.card(state, card)
    if card.zone not in (Z_SPELLS_TRAPS, Z_FIELD):
        # a Spell is played from the hand or turned face-up (10-2-1); a Trap is Set first (10-3-1)
        where = cr.ACTIVATE_SPELL if card.kind == SPELL else cr.TRAPS_SET_FIRST
        return Illegal("illegal.activate_from_zone", (where,), card=ref, zone=say.zone(card.zone))
    if card.face_up:
        return Illegal("illegal.already_face_up", (cr.CARDS_THAT_STAY,), card=ref)
    if card.kind == TRAP:
        if card.set_this_turn:
            return Illegal("illegal.trap_set_this_turn", (cr.TRAP_NOT_WHEN_SET,), card=ref)
        return None
    if card.spell_type == "quick-play":
        if card.set_this_turn:
            return Illegal("illegal.quick_play_set_this_turn", (cr.SET_QUICK_PLAY,), card=ref)
        return None
    return _speed_one_problem(state, card, (cr.OTHER_SET_SPELLS,))


def _from_hand_problem(state: State, card: Card) -> Illegal | None:
    ref = say.card(state, card)
    granted = hand_grants.granted_by(state, card)  # another card's text allows it (10-3-5)
    if card.kind == TRAP:  # only when its own text allows it (10-3-1)
        problem = hand_traps.problem(state, card)
        if problem is not None and granted is None:
            return problem
    elif card.spell_type == "quick-play":
        if card.owner != state.turn_player and granted is None:
            return Illegal("illegal.quick_play_from_hand", (cr.QUICK_PLAY_FROM_HAND,), card=ref)
    else:
        problem = _speed_one_problem(state, card, ())
        if problem is not None:
            return problem
    player = state.players[card.owner]
    if card.spell_type != "field" and len(player.spells_traps) >= MAX_SPELLS_TRAPS:
        return Illegal("illegal.no_zone_to_activate", (cr.FIVE_SPELLS_TRAPS,), player=card.owner,
                       card=ref)
    return None


def _speed_one_problem(state: State, card: Card, extra: tuple[str, ...]) -> Illegal | None:
    """Normal, Continuous, Equip, Field and Ritual Spells: the turn player's own Main Phase,
    with no chain open (10-2-2)."""
    params: dict[str, Param] = {"card": say.card(state, card), "kind": say.kind(card)}
    if state.chain:
        return Illegal(Event("illegal.speed_one_response", params,
                             (cr.SPEED_ONE_CANNOT_RESPOND, cr.SPEED_ONE_SPELLS, *extra)))
    if card.owner != state.turn_player or state.phase not in MAIN_PHASES:
        return Illegal(Event("illegal.speed_one_timing", params, (cr.SPEED_ONE_SPELLS, *extra)))
    return None


def _speed_problem(state: State, card: Card) -> Illegal | None:
    top = state.chain[-1]
    if card.speed < top.speed:
        return Illegal("illegal.lower_spell_speed",
                       (cr.EQUAL_OR_HIGHER, SPEED_RULES[card.speed], SPEED_RULES[top.speed]),
                       card=say.card(state, card), speed=card.speed, number=len(state.chain),
                       top=say.card(state, state.cards[top.card]), top_speed=top.speed)
    return None


def apply_activate(state: State, action: Action, ctx: Context) -> None:
    card = state.resolve(action.get("card"))
    assert card is not None
    since = len(state.happened)
    _activate(state, card, action, ctx)
    state.chain_costs += state.happened[since:]  # what its costs did


def _activate(state: State, card: Card, action: Action, ctx: Context) -> None:
    if card.kind == MONSTER or card.effects and action.get("effect") is not None:
        monster_effects.apply(state, card, action, ctx)
        return
    summon_window.hold_back_flip(state, ctx, card)  # a Flip Summon negated (8-1-5)
    effect_bans.record(state, card, True)  # a card activated (5-2-30)
    rules = [cr.ACTIVATE_SPELL if card.kind == SPELL else cr.TRAPS_EITHER_TURN]
    if card.zone == Z_HAND:
        rules += _played_from_hand(state, ctx, card)
    else:
        card.face_up = True
    rules += [cr.CHAIN, SPEED_RULES[card.speed]]
    if state.chain:
        rules.append(cr.EQUAL_OR_HIGHER)
    carrier = options.as_chosen(card, action)  # its option's target and steps (5-2-8)
    rules += activation_rules(state, carrier) + picking_rules(carrier) \
        + summoning_rules(carrier)
    rules += chain_negation.activation_rules(carrier)
    rules += card_conditions.activation_rules(card)  # 5-2-4, 10-3-4
    rules += options.choice_rule(card.options)  # 5-2-8, or 5-2-31 as it resolves
    if card.once_per_turn:
        rules.append(cr.ONCE_PER_TURN)
    chosen_moves = record(state, carrier, action)
    summon_locks.at_activation(state, ctx, card, card.turn_lock)  # 5-2-11
    runick.at_activation(state, ctx, card)  # "but skip your next Battle Phase" (7-1-6)
    answers = summon_window.link_fields(state, card)  # the Summon it answers or negates
    if answers:
        rules += [cr.NEGATE_SUMMON, cr.SUMMON_NOT_ACTIVATION] if answers.get(
            "summon_negation") else [cr.ANSWERS_EVENT]
    options.announce(state, ctx, card, action)
    pay(state, ctx, carrier, action)
    add_link(state, ctx, Link(card.id, card.moves, card.owner, card.speed,
                              chosen=action.get("target"), chosen_moves=chosen_moves,
                              picked=first_pick(action), battle=state.battle,
                              option=options.index(card, action), **answers,
                              materials=tuple(action.get("materials") or ()),
                              watchers=counters.watching(state, card),  # 4-8-5
                              after_counter_trap=counter_trap_watch.watching(state, card),
                              **resolution_choices(state, action)),
             Event("activation.card", {"player": card.owner, "card": say.card(state, card),
                                       "kind": say.kind(card), "speed": card.speed}),
             rules)


def _played_from_hand(state: State, ctx: Context, card: Card) -> list[str]:
    """The card placed from the hand and what that cost; the rule that let it be."""
    granted = hand_grants.used(state, card)  # another card's text allows it (10-3-5)
    if granted is not None:
        hand_grants.announce(state, ctx, card, granted)
    _place_from_hand(state, ctx, card)
    if granted is not None:
        return []
    hand_traps.pay(state, ctx, card)  # "by paying half your LP"
    # a Trap whose own text lets it be activated from the hand (10-3-1)
    return [cr.TRAPS_SET_FIRST] if card.kind == TRAP else []


def _place_from_hand(state: State, ctx: Context, card: Card) -> None:
    player = state.players[card.owner]
    if card.spell_type == "field" and card.kind == SPELL:
        if player.field_spell is not None:
            old = state.cards[player.field_spell]
            move(state, old, Z_GRAVEYARD)
            ctx.emit("field_spell_replaced.activate", cr.REPLACE_FIELD_SPELL, cr.ONE_FIELD_SPELL,
                     card=say.card(state, old), player=card.owner)
        move(state, card, Z_FIELD, face_up=True)
    else:
        move(state, card, Z_SPELLS_TRAPS, face_up=True)
