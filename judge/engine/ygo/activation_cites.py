"""The rules an activated effect of a card's text cites as it is activated: its kind (an
Ignition, Quick or Trigger Effect, a Pendulum Scale's, a Spell's or Trap's from the Graveyard or
on the field), where it is activated from, its Spell Speed and the chain, and what its
condition, timing, picks and riders ask (monster_effects.apply)."""
from __future__ import annotations

from . import (
    battle_end,
    chain_negation,
    column_grants,
    cost_events,
    damage_step_start,
    detached_events,
    field_card_effects,
    how_moved,
    options,
    own_events,
    position_events,
    quick_if,
    targeted_quick,
    turned_up,
    was_summoned,
)
from . import rules as cr
from .fetch import picking_rules
from .model import MONSTER, SPELL, TRAP, Z_EXTRA, Card, MonsterEffect, State
from .phase_effects import PHASE_EVENTS, PHASE_RULES
from .timings import activation_rules, in_damage_step

SPEED_RULES = {1: cr.SPEED_ONE, 2: cr.SPEED_TWO, 3: cr.SPEED_THREE}
TYPE_RULES = {"ignition": cr.IGNITION_EFFECT, "quick": cr.QUICK_EFFECT,
              "trigger": cr.TRIGGER_EFFECT}


def cited(state: State, card: Card, effect: MonsterEffect, carrier: Card) -> list[str]:
    """The rules the activation of `effect` of `card` cites (`carrier`: the card as the
    activation chose its option)."""
    spell = card.kind == SPELL  # a Spell's effect in its Graveyard (5-1-8), a Trap's (5-1-9)
    scale = effect.origin == "pendulum"  # a Pendulum Scale's, a Spell Card's effect (5-1-6)
    first = [cr.SPEED_ONE] if spell else [] if card.kind == TRAP else [
        cr.PENDULUM_SCALE if scale else TYPE_RULES[effect.type]]
    if card.kind != MONSTER and effect.type == "trigger":  # like a Trigger Effect (5-1-8, 10-5-1)
        first.append(cr.TRIGGER_EFFECT)
    rules = [*first, from_rule(card, effect), cr.CHAIN,
             SPEED_RULES[effect.speed]] + options.choice_rule(effect.options)  # 5-2-8/26
    if state.chain:
        rules.append(cr.TRIGGERS_TOGETHER if effect.type == "trigger" else cr.EQUAL_OR_HIGHER)
    if effect.on in PHASE_EVENTS:
        rules.append(PHASE_RULES[PHASE_EVENTS[effect.on][0]])
    rules += battle_end.activation_rules(effect.on) + turned_up.activation_rules(effect) \
        + was_summoned.activation_rules(effect)
    rules += quick_if.activation_rules(effect)  # 5-1-11
    rules += own_events.activation_rules(effect)  # 5-1-12, 5-1-14
    rules += targeted_quick.rules(effect.during)  # 5-1-13
    rules += position_events.activation_rules(effect)  # 9-2-9
    rules += cost_events.activation_rules(effect)  # 5-2-23
    rules += detached_events.activation_rules(effect)  # 4-4-12
    rules += how_moved.activation_rules(effect)  # 5-1-18
    rules += [cr.ANSWERS_ACTIVATION] if effect.answers is not None else []  # 11-1-11
    if card.zone == Z_EXTRA:  # a Pendulum Monster that went there instead of the GY
        rules.append(cr.PENDULUM_TO_EXTRA_DECK)
    if effect.type == "trigger" and damage_step_start.starts(effect.on):
        rules += [cr.DAMAGE_STEP_START_TRIGGERS, cr.DAMAGE_STEP_ACTIVATIONS]  # 12-4-14
    elif effect.type == "trigger" and in_damage_step(state):
        # its event happened in the Damage Step: it is activated there (12-4-4, 12-4-6)
        rules += [cr.FLIP_AFTER_DAMAGE, cr.DAMAGE_STEP_ACTIVATIONS]
    else:
        rules += activation_rules(state, carrier)
    rules += picking_rules(carrier)
    rules += chain_negation.activation_rules(carrier)
    if column_grants.given(state, effect):  # a card near its column gives it (3-11-3)
        rules.append(cr.COLUMN_GRANTS)
    return rules


def from_rule(card: Card, effect: MonsterEffect) -> str:
    """Where the effect is activated from: a monster's (5-1-7), a Pendulum Scale's (5-1-6), a
    Spell's or Trap's in its GY (5-1-8, 5-1-9) or on the field where it stays (10-5-1)."""
    if effect.origin == "pendulum":
        return cr.PENDULUM_EFFECT
    if field_card_effects.on_field(card, effect):
        return cr.FIELD_CARD_EFFECT
    if card.kind == TRAP:
        return cr.TRAP_GRAVEYARD_EFFECT  # a Trap's, Spell Speed 2 (5-1-9)
    return cr.MONSTER_EFFECT_FROM if card.kind == MONSTER else cr.SPELL_GRAVEYARD_EFFECT
