"""Activating a monster's effects (`effects:` and the `activate` action's `effect`): Ignition
Effects (5-1-2), Quick Effects (5-1-4) and Trigger Effects (5-1-3), from where each is
activated (5-1-7), with their costs, targets and once-per-turn clauses (5-2-2 to 5-2-6).

The checks of Spells and Traps (costs.py, requirements.py, timings.py) read a card's own cost
and target fields; an effect is checked through a copy of its monster carrying that effect's
fields, so that each rule is written once.
"""
from __future__ import annotations

from dataclasses import replace

from ..core.events import Event
from ..core.replay import Context
from ..core.result import Illegal
from . import (
    attack_limits,
    chain_negation,
    chain_once,
    chosen_cards,
    cost_events,
    counters,
    declared_levels,
    detached_events,
    effect_bans,
    effect_boards,
    equip_monsters,
    excavate,
    field_card_effects,
    gemini,
    options,
    quick_if,
    rank_up,
    rated_summon,
    runick,
    summon_grants,
    summon_locks,
    summon_window,
    targeted_quick,
    top_card_placed,
    treated_summon,
    turned_up,
    union,
    was_summoned,
    xyz_cards,
)
from . import rules as cr
from . import text as say
from .activation_cites import SPEED_RULES, TYPE_RULES, cited, from_rule
from .answers import answered_now
from .answers import problem as answer_problem
from .battle_steps import ATTACK_TIMINGS, attack_now
from .cost_cards import give_up_itself
from .cost_origins import origin_zones, say_zones
from .costs import cost_problem, pay
from .effect_once import once_key, once_problem
from .effect_summons import summon_problem
from .fetch import first_fetch, first_pick, pick_problem, takeable
from .links import add_link, resolution_choices
from .model import (
    MAIN_PHASES,
    MONSTER,
    SET,
    Z_BANISHED,
    Z_GRAVEYARD,
    Z_HAND,
    Z_MONSTERS,
    Z_SPELLS_TRAPS,
    Action,
    Card,
    Link,
    MonsterEffect,
    State,
)
from .negation import activation_problem
from .pendulum import is_scale, place_problem, say_extra_deck
from .pendulum import timing_problem as pendulum_timing
from .pendulum import where_problem as pendulum_where
from .phase_effects import PHASE_EVENTS, phase_problem
from .phase_effects import record as record_phase
from .requirements import fits, record, target_problem
from .summon_conditions import condition_holds
from .tail_timings import BATTLE_TIMINGS, battle_timing_now
from .timings import damage_step_problem, in_damage_step
from .trigger_timing import trigger_problem
from .zones import move


def chosen_effect(card: Card, action: Action) -> tuple[int, MonsterEffect | None]:
    """The effect the action activates, carrying the Xyz Materials its chosen option detaches
    as its own cost, if any (options.with_detach, 4-4-3)."""
    index = action.get("effect")
    index = 0 if index is None else index
    return index, options.with_detach(card.effects[index], action) \
        if 0 <= index < len(card.effects) else None


def as_card(card: Card, effect: MonsterEffect) -> Card:
    """The monster carrying one effect's costs, target and steps, for the shared checks."""
    return replace(card, effect=effect.steps, pay_lp=effect.pay_lp, discard=effect.discard,
                   tribute=effect.tribute, target=effect.target, once_per_turn=False,
                   negates=effect.negates, negates_by=effect.negates_by,
                   negates_includes=effect.negates_includes, cost_cards=effect.cost_cards,
                   options=effect.options, banish_deck=effect.banish_deck,
                   send_deck=effect.send_deck, detach_own=effect.detach_own,
                   field_counters=effect.field_counters)


def legal(state: State, card: Card, action: Action) -> Illegal | None:
    ref = say.card(state, card)
    index, effect = chosen_effect(card, action)
    effect = effect if effect is None else quick_if.now(state, card, effect)  # 5-1-11
    if effect is None:
        return Illegal("illegal.no_such_effect", (cr.MONSTER_EFFECT_FROM,), card=ref,
                       number=index)
    if state.chain and state.priority != card.owner and not answered_now(state, card, effect):
        return Illegal("illegal.not_your_priority", (cr.RESPOND,), player=state.priority,
                       owner=card.owner)
    carrier = as_card(card, effect)
    unchosen = options.problem(state, carrier, action, index)
    if unchosen is not None:
        return unchosen
    carrier = options.as_chosen(carrier, action)  # its option's target and steps (5-2-8)
    # a Trigger Effect whose event happened in the Damage Step is activated there (12-4-6);
    # trigger_problem has checked that event
    answers = effect.type == "trigger" and in_damage_step(state) \
        or effect.during == "opponent_damage_calculation"  # its text names the timing
    if effect.not_in_damage_step and in_damage_step(state):  # its text excepts it (12-4-12)
        return Illegal("illegal.damage_step_excepted",
                       (cr.EXCEPT_DAMAGE_STEP, cr.DAMAGE_STEP_ACTIVATIONS),
                       card=say.card(state, card))
    return _where_problem(state, card, effect) or _timing_problem(state, card, effect, index) \
        or (None if answers else damage_step_problem(state, carrier)) \
        or once_problem(state, card, effect, index) \
        or chain_once.problem(state, card, effect, index) \
        or answer_problem(state, card, effect) \
        or _condition_problem(state, card, effect) or place_problem(state, card, effect) \
        or attack_limits.effect_problem(state, card, effect) \
        or summon_locks.turn_problem(state, card, effect.turn_lock) \
        or _detach_problem(state, card, effect) or counters.cost_problem(state, card, effect) \
        or xyz_cards.material_problem(state, card, effect) \
        or xyz_cards.cost_problem(state, card, effect.detach, action) \
        or cost_problem(state, carrier, action) or target_problem(state, carrier, action) \
        or union.problem(state, card, effect, action) \
        or pick_problem(state, carrier, action) or summon_problem(state, carrier, action) \
        or chosen_cards.problem(state, carrier) \
        or chain_negation.problem(state, carrier) \
        or rank_up.problem(state, carrier, action) \
        or treated_summon.problem(state, carrier, action) \
        or excavate.problem(state, carrier) or top_card_placed.problem(state, carrier) \
        or declared_levels.problem(state, carrier, action) \
        or runick.problem(state, carrier, action) \
        or rated_summon.problem(state, carrier, action)  # 8-5-15, 8-5-16, 5-3-26, 3-3-5, 5-2-34


def must_activate(state: State) -> tuple[Card, int] | None:
    """A mandatory Trigger Effect (no "you can", 5-1-3) whose event just happened and that can
    be activated from where its monster is, not yet activated for it: it must be, before the
    players do anything else (11-1-8)."""
    events = state.window if state.window is not None else state.happened
    if not events:
        return None
    for card in state.cards.values():
        for index, effect in enumerate(card.effects):
            if effect.type != "trigger" or effect.optional \
                    or (card.id, card.moves, index) in state.triggered:
                continue
            if not (_where_problem(state, card, effect)
                    or trigger_problem(state, card, effect, index)
                    or once_problem(state, card, effect, index)
                    or _condition_problem(state, card, effect)  # "and you control ..." (5-2-4)
                    or summon_locks.turn_problem(state, card, effect.turn_lock)) \
                    and _could_apply(state, as_card(card, effect)):
                return card, index
    return None


def phase_owed(state: State, phase: str, player: str) -> tuple[Card, int] | None:
    """A mandatory Trigger Effect of a phase ("During your End Phase: Inflict ...", 5-1-3)
    owed in `phase` of `player`'s turn: its monster can activate it there, and it was not yet
    activated in it when that phase is the one the game is in (7-3-2, 7-7-4)."""
    now = phase == state.phase and player == state.turn_player
    for card in state.cards.values():
        for index, effect in enumerate(card.effects):
            if effect.type != "trigger" or effect.optional or effect.on not in PHASE_EVENTS:
                continue
            wanted, whose = PHASE_EVENTS[effect.on]
            own = player == card.owner
            if wanted != phase or (whose == "own" and not own) or (whose == "opponent" and own):
                continue
            # "once per turn" starts over in the next turn (5-2-6)
            if (now and phase_problem(state, card, effect, index)) \
                    or (player == state.turn_player and once_problem(state, card, effect, index)) \
                    or _where_problem(state, card, effect) \
                    or _condition_problem(state, card, effect):
                continue
            if _could_apply(state, as_card(card, effect)):
                return card, index
    return None


def _could_apply(state: State, carrier: Card) -> bool:
    """Whether a card there fits its target and what it takes: one that cannot be activated
    for want of them is not activated at all (5-2-4)."""
    spec = carrier.target
    if spec is not None and not any(other.id != carrier.id and fits(state, spec, carrier.owner,
                                                                    other)
                                    for other in state.cards.values()):
        return False
    step = first_fetch(carrier.effect)
    if step is None or step.pick is None:
        return True
    return any(takeable(state, step.pick, carrier, other) for other in state.cards.values())


def _condition_problem(state: State, card: Card, effect: MonsterEffect) -> Illegal | None:
    """"If you control no monsters: ...": what its text asks first holds as it is activated
    (5-2-4); "the End Phase of the turn this card is Normal Summoned" (7-7-5)."""
    turned = turned_up.problem(state, card, effect) \
        or was_summoned.problem(state, card, effect) \
        or equip_monsters.max_problem(state, card, effect)  # "(max. 1)" (10-4-9)
    if turned is not None:
        return turned
    if (effect.condition is None or condition_holds(state, card, effect.condition)) \
            and effect_boards.holds(state, card, effect):  # "2 or more "X" monsters"
        return None
    return Illegal("illegal.effect_condition", (cr.NEEDS_WHAT_IT_DOES,),
                   card=say.card(state, card))


def _detach_problem(state: State, card: Card, effect: MonsterEffect) -> Illegal | None:
    """"Detach 1 material from this card": a cost it cannot pay without them (5-2-2, 4-4-3)."""
    if effect.detach > card.materials:
        return Illegal("illegal.cost_detach", (cr.COSTS, cr.XYZ_MATERIALS),
                       card=say.card(state, card), count=effect.detach, have=card.materials)
    return None


def _where_problem(state: State, card: Card, effect: MonsterEffect) -> Illegal | None:
    """An effect is activated from the zone its text names; on the field, face-up (5-1-7);
    "except the turn this card was sent to the GY", not in that turn (5-2-4)."""
    ref = say.card(state, card)
    gemini_problem = gemini.effects_problem(state, card)  # a Normal Monster so far (8-1-9)
    if gemini_problem is not None:
        return gemini_problem
    lost = summon_grants.effect_problem(state, card, effect)  # given by a material (8-5-11)
    if lost is not None:
        return lost
    if effect.except_turn_sent and card.zone == Z_GRAVEYARD and card.sent_this_turn:
        return Illegal("illegal.effect_turn_sent", (from_rule(card, effect),
                                                    cr.NEEDS_WHAT_IT_DOES), card=ref)
    scale = pendulum_where(state, card, effect)  # a Pendulum Scale's effects (5-1-6)
    if scale is not None:
        return scale
    zones = origin_zones(card, effect)
    if card.zone not in zones:  # "from your hand or field": either (5-1-7)
        return Illegal("illegal.effect_from_zone", (from_rule(card, effect),), card=ref,
                       where=say_zones(zones), zone=say.zone(card.zone))
    if field_card_effects.on_field(card, effect):  # face-up where it stays (10-5-1)
        return field_card_effects.where_problem(state, card)
    if card.zone == Z_SPELLS_TRAPS and not is_scale(card) and (card.equipped_to is None
                                                               or not card.face_up):
        return Illegal("illegal.effect_not_equipped", (cr.BECOMES_EQUIP,), card=ref)
    if card.zone == Z_MONSTERS and card.position == SET:
        return Illegal("illegal.effect_face_down", (cr.MONSTER_EFFECT_FROM, cr.FACE_DOWN),
                       card=ref)
    return activation_problem(state, card) if card.zone == Z_MONSTERS else None  # 5-5-2


def _timing_problem(state: State, card: Card, effect: MonsterEffect,
                   index: int) -> Illegal | None:
    ref = say.card(state, card)
    rule = TYPE_RULES[effect.type] if card.kind == MONSTER else from_rule(card, effect)
    if effect.type == "trigger":
        return trigger_problem(state, card, effect, index)
    if effect.origin == "pendulum" and effect.type == "ignition":  # a Spell's (5-1-6)
        return pendulum_timing(state, card, effect)
    if effect.type == "ignition" and (state.chain or card.owner != state.turn_player
                                      or state.phase not in MAIN_PHASES):
        if field_card_effects.on_field(card, effect):  # Spell Speed 1 (10-5-1)
            return field_card_effects.timing_problem(state, card)
        if card.kind != MONSTER:
            return Illegal("illegal.spell_graveyard_timing", (cr.SPELL_GRAVEYARD_EFFECT,
                                                              cr.SPEED_ONE_CANNOT_RESPOND),
                           card=ref)
        return Illegal("illegal.ignition_timing", (rule, cr.SPEED_ONE_CANNOT_RESPOND), card=ref)
    if not _during_now(state, card, effect.during):
        return Illegal("illegal.effect_during", (rule, *targeted_quick.rules(effect.during)),
                       card=ref, during=Event(f"during.{effect.during}"))
    top = state.chain[-1] if state.chain else None
    if top is not None and effect.speed < top.speed:
        return Illegal("illegal.lower_spell_speed",
                       (cr.EQUAL_OR_HIGHER, SPEED_RULES[effect.speed], SPEED_RULES[top.speed]),
                       card=ref, speed=effect.speed, number=len(state.chain),
                       top=say.card(state, state.cards[top.card]), top_speed=top.speed)
    return None


def _during_now(state: State, card: Card, during: str) -> bool:
    """"During your opponent's turn", "During the Main Phase" (5-1-4)."""
    theirs = state.turn_player != card.owner
    main = state.phase in MAIN_PHASES
    if during in ATTACK_TIMINGS:  # an attack by the opponent's monster (12-3-6, 12-4-6)
        return attack_now(state, card, during)
    if during in BATTLE_TIMINGS:  # "During your opponent's Battle Phase" (5-1-4)
        return battle_timing_now(state, theirs, during)
    if during in targeted_quick.TARGETED:  # an activation that targets it (5-1-13)
        return targeted_quick.targeted_now(state, card, during)
    return {"": True, "opponent_turn": theirs, "main_phase": main,
            "opponent_main_phase": theirs and main, "your_turn": not theirs,
            "your_main_phase": not theirs and main,
            "main_phase_1": state.phase == "main1",  # an Ignition Effect's (7-4-1, 7-6-1)
            "main_phase_2": state.phase == "main2"}[during]


SELF_COSTS = {"tribute": (Z_GRAVEYARD, cr.TRIBUTE), "discard": (Z_GRAVEYARD, cr.DISCARD),
              "banish": (Z_BANISHED, cr.BANISH),
              "send": (Z_GRAVEYARD, cr.SENT_IS_NOT_DESTROYED), "reveal": (Z_HAND, cr.COSTS)}


def _give_up_self(state: State, ctx: Context, card: Card, how: str) -> None:
    """"Tribute this card", "discard this card", "banish this card from your GY", "send this
    card from your hand to the GY": the monster itself is the cost, paid as the effect is
    activated (5-2-2); "reveal this card in your hand" shows it, and it stays there."""
    if how == "shuffle":  # "shuffle this card into the Deck" (5-3-14)
        return give_up_itself(state, ctx, card)
    zone, rule = SELF_COSTS[how]
    origin = card.zone
    if zone != card.zone:
        move(state, card, zone)
    if how in ("tribute", "discard"):  # an event of its own Trigger Effects (5-1-3)
        state.happened.append((card.id, card.moves, f"{how}d"))
    if how == "banish" and origin != Z_GRAVEYARD or how == "send" and origin != Z_HAND:
        # "banish this card" from the field or hand, "send this card to the GY" from the field
        ctx.emit(f"cost.self_{how}_from", cr.COSTS, rule, card=say.card(state, card),
                 player=card.owner, zone=say.zone(origin))
    else:
        ctx.emit(f"cost.self_{how}", cr.COSTS, rule, card=say.card(state, card),
                 player=card.owner)
    say_extra_deck(state, ctx, [card])


def apply(state: State, card: Card, action: Action, ctx: Context) -> None:
    index, effect = chosen_effect(card, action)
    assert effect is not None
    effect = quick_if.now(state, card, effect)  # a Quick Effect while its condition holds
    carrier = options.as_chosen(as_card(card, effect), action)
    rules = cited(state, card, effect, carrier)
    scale = effect.origin == "pendulum"  # a Pendulum Scale's, a Spell Card's effect (5-1-6)
    if effect.once:
        rules.append(cr.ONCE_PER_TURN)
        state.effects_used.append(once_key(card, effect, index))
        union.carried(state, card, effect)  # kept as it equips or unequips itself (4-3-5)
    attack_limits.activated(card, effect)  # 12-3-15
    effect_bans.record(state, card, scale)  # 5-2-30
    summon_locks.at_activation(state, ctx, card, effect.turn_lock)  # 5-2-11
    if effect.type == "trigger" and state.window is None and effect.answers is None:
        state.window = list(state.happened)  # what the Trigger Effects of this moment answer
    if effect.type == "trigger":
        state.triggered.append((card.id, card.moves, index))
        record_phase(state, card, effect, index)
    chosen_moves = record(state, carrier, action)
    options.announce(state, ctx, as_card(card, effect), action, index)
    paying = len(state.happened)
    pay(state, ctx, carrier, action)
    cost_events.mark(state, card, effect, paying)  # "sent to the GY to activate ..." (5-2-23)
    moves = card.moves
    if effect.detach:  # to the Graveyard, those the scenario names as cards (4-4-3, 4-4-11)
        detached_events.paid(state, ctx, card, effect, action)  # its materials' events (4-4-12)
        card.materials -= effect.detach
        ctx.emit("cost.detach", cr.COSTS, cr.XYZ_MATERIALS, card=say.card(state, card),
                 player=card.owner, count=effect.detach, left=card.materials)
    counters.pay(state, ctx, card, effect)  # 4-8-3
    if effect.cost_self:
        _give_up_self(state, ctx, card, effect.cost_self)
    add_link(state, ctx, Link(card.id, moves, card.owner, effect.speed,
                              chosen=action.get("target"), chosen_moves=chosen_moves,
                              picked=first_pick(action), battle=state.battle, effect=index,
                              option=options.index(as_card(card, effect), action),
                              summoned=summon_window.answered(state, card.owner, effect.summon,
                                                              effect.when, card.id)
                              if effect.on == "summon" else (),
                              watchers=counters.watching(state, card, activation=False),  # 4-8-5
                              materials=tuple(action.get("materials") or ()),
                              self_moves=card.moves, **resolution_choices(state, action)),
             Event("activation.pendulum" if scale
                   else field_card_effects.activation_word(card, effect),
                   {"player": card.owner, "card": say.card(state, card),
                    "speed": effect.speed}),
             rules)
