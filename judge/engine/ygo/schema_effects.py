"""Reading a monster's activated effects (`effects:`, an addition to the format, documented in
docs/scenario-format.md): each one's kind, where it is activated from, the event a Trigger
Effect answers, its costs, target, once-per-turn clause and steps."""
from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ..core import validate as v
from ..core.validate import Problems, key_path
from . import (
    answers,
    battles_described,
    condition_events,
    cost_events,
    effect_boards,
    quick_if,
    schema_negation,
)
from .after_damage import AFTER_ANSWERS
from .battle_end import BATTLE_END_ANSWERS
from .condition_more import MORE_ANSWERS
from .damage_step_start import START_ANSWERS
from .detached_events import DETACH_ANSWERS
from .face_up_effects import read_resolve_face_up
from .how_moved import MOVED_ANSWERS
from .model import EffectStep, MonsterEffect, SummonSpec, TargetSpec
from .own_events import OWN_ANSWERS
from .position_events import POSITION_ANSWERS
from .schema_costs import cost_cards, options
from .schema_counters import read_counter_cost
from .schema_described import Describe, described_at
from .schema_effect_locks import read_effect_lock_turn
from .schema_equipped import read_equipped_needs
from .schema_immunity import read_effect_responses
from .schema_procedures import read_condition
from .schema_summon import summon_spec
from .schema_turn_locks import read_turn_locks
from .schema_xyz_cards import read_if_material
from .stzone_forms import STZONE_ANSWERS
from .targeted_quick import TARGETED

MAX_EFFECTS = 10
EFFECT_KEYS = ("type", "from", "event", "optional", "when", "once_per_turn", "pay_lp", "discard",
               "tribute", "detach", "detach_own", "cost_self", "target", "effect", "during",
               "cost_cards",
               "options", "except_turn_sent", "not_in_damage_step", "for", "if",
               "no_attack_turn", "summon", "negates", "negates_by", "negates_includes",
               "summon_lock_turn", "remove_counters", "banish_deck", "send_deck",
               "summoned_by", "other",
               "no_responses", "no_responses_what", "resolve_if",
               "turned_up_this_turn",
               "summoned_this_turn",
               "counters_needed",
               "field_counters",
               "banished_this_turn",
               "once_per_chain",
               "no_battle_phase_turn",
               "normal_summon_lock_turn",
               "resolve_face_up",
               "quick_if",
               "was_summoned",
               "equipped_needs",
               "if_material",  # "If this card has "X" as material" (4-4-11)
               "cost_for",
               "no_attacks_turn", "no_other_attacks_turn",  # 5-2-26
               "no_deck_adds_turn",  # 5-2-27
               "effect_lock_turn",  # 5-2-30
               "apply_on_resolution",  # its `options` chosen as it resolves (5-2-31)
               "battles",  # the monster it battles, described (battles_described.py, 12-4-14)
               "answers")  # the activation it answers, not negating it (answers.py, 11-1-11)
# the monster given up as its own cost, and the zone it is given up from (5-2-2)
COST_SELF = {"tribute": ("field", "hand"), "discard": ("hand",), "send": ("hand", "field"),
             "reveal": ("hand",),
             "banish": ("graveyard", "field", "hand"),
             "shuffle": ("field", "graveyard", "hand")}
COST_SELF["send"] += ("equipped",)  # "send this Equip Card to the GY": a monster as one (10-4-6)
TYPES = ("ignition", "quick", "trigger")
# "pendulum": a Pendulum Effect, activated while the card is a Pendulum Scale (5-1-6)
ORIGINS = ("field", "hand", "graveyard", "banished", "equipped", "pendulum",
           "deck", "extra_deck")  # where a monster that left the field went (5-1-10)
# the events a Trigger Effect answers (5-1-3); "sent_from_field": from the field to the GY
EVENTS: tuple[str, ...] = ("normal_summoned", "special_summoned", "summoned", "sent_to_graveyard",
          "sent_from_field_to_graveyard", "sent_to_graveyard_by_effect", "tribute_summoned",
          "flip_summoned",
          "normal_or_flip_summoned", "any_summoned", "destroyed_by_battle",
          "destroyed_by_effect", "destroyed", "destroyed_a_monster", "inflicted_battle_damage",
          "inflicted_direct_damage", "banished", "synchro_summoned", "xyz_summoned",
          "fusion_summoned", "ritual_summoned", "fusion_material",
          "synchro_material", "flipped", "normal_summoned_or_flipped", "tributed", "discarded",
          "special_summoned_from_hand", "special_summoned_from_graveyard", "declared_attack",
          "opponent_attack_declared", "opponent_direct_attack_declared",
          "destroyed_by_opponent", "destroyed_by_opponent_effect",
          "destroyed_by_battle_or_opponent_effect", "summoned_this_way", "summon",
          "link_summoned", "link_material", "special_summoned_by_effect", "discarded_by_effect",
          "sent_from_hand_to_graveyard", "sent_from_deck_to_graveyard",
          "sent_from_hand_or_field_to_graveyard", "sent_from_hand_or_deck_to_graveyard",
          "special_summoned_from_deck", "special_summoned_from_extra_deck", "tributed_from_field",
          "other_destroyed_by_battle", "other_destroyed_by_effect", "other_destroyed",
          "destroyed_in_monster_zone",  # not as a Pendulum Scale (5-1-6)
          "your_standby_phase", "standby_phase",
          "opponent_standby_phase", "your_end_phase", "end_phase", "opponent_end_phase")
# either of two events (tail_events.py)
EVENTS = EVENTS + ("summoned_from_hand", "banished_or_sent_from_field",
                   "destroyed_by_opponent_effect_or_summoned_from_graveyard",
                   "destroyed_by_attacking_monster", "targeted_for_attack",
                   "fusion_or_link_material", "sent_by_opponent", "sent_by_opponent_effect",
                   "sent_from_field_by_opponent", "sent_from_field_by_opponent_effect")
EVENTS = EVENTS + tuple(BATTLE_END_ANSWERS)  # at the end of its battle (battle_end.py)
EVENTS = EVENTS + ("equipped_destroyed_a_monster",)  # an Equip Card's (equip_events.py)
EVENTS = EVENTS + ("sent_from_monster_zone_to_graveyard",)  # condition_events.FROM_ZONES
EVENTS = EVENTS + tuple(MORE_ANSWERS)  # Pendulum Summoned, ... (condition_more.py)
EVENTS = EVENTS + ("excavated_to_graveyard",)  # sent there by an excavation (excavate.py)
EVENTS = EVENTS + tuple(START_ANSWERS)  # the Start of the Damage Step (12-4-14)
EVENTS = EVENTS + ("other_flipped_face_down",)  # condition_events.OTHER_EVENTS (9-2-6)
EVENTS = EVENTS + tuple(STZONE_ANSWERS)  # a Set Monster Card destroyed (stzone.py, 3-4-7)
EVENTS = EVENTS + tuple(OWN_ANSWERS)  # left the field face-up, added to the hand (own_events)
EVENTS = EVENTS + tuple(POSITION_ANSWERS)  # its own battle position changed (position_events)
EVENTS = EVENTS + tuple(cost_events.COST_ANSWERS)  # sent to the GY as a cost (cost_events)
EVENTS = EVENTS + tuple(MOVED_ANSWERS)  # the zone it left, what moved it (how_moved.py)
EVENTS = EVENTS + ("any_attack_declared",)  # either player's monster (trigger_timing.OTHERS)
EVENTS = EVENTS + tuple(AFTER_ANSWERS)  # after damage calculation of its battle (12-4-4)
EVENTS = EVENTS + ("other_returned_to_hand", "other_returned_to_your_hand")  # 5-3-11
EVENTS = EVENTS + ("attack_involving",)  # it attacks or is attacked (tail_events.py)
EVENTS = EVENTS + ("activated",)  # the next Chain Link after an activation (answers.py)
EVENTS = EVENTS + tuple(DETACH_ANSWERS)  # detached as its Xyz Monster's cost (4-4-12)
ONCE = ("name", "copy", "shared", "duel",
        "twice",  # "Up to twice per turn": each copy, two uses (effect_once.py)
        "twice_name",  # "... the effect of "X" up to twice per turn": by name, two uses
        "union",  # a Union monster's equip and unequip, together (union.py, 4-3-5)
        "face_up")  # "once while this card is face-up on the field" (face_up_effects.py)
# a Quick Effect's (5-1-4); "opponent_attack", "opponent_direct_attack" and
# "opponent_damage_calculation" answer an attack by the opponent's monster
# (battle_steps.attack_now, 12-3-6, 12-4-6); "your_turn", "your_main_phase": a Trap's effect
# in its Graveyard (5-1-9)
DURING: tuple[str, ...] = (
          "opponent_turn", "main_phase", "opponent_main_phase", "opponent_attack",
          "opponent_direct_attack", "opponent_damage_calculation", "your_turn",
          "your_main_phase",
          # the Battle Phase, alone or with the Main Phases (tail_timings.py)
          "opponent_battle_phase", "main_or_battle_phase", "opponent_main_or_battle_phase",
          "main_phase_1", "main_phase_2",  # "During your Main Phase 1" (an Ignition Effect)
          "battle_phase")  # "During the Battle Phase (Quick Effect)": either player's
DURING = DURING + TARGETED  # answering an activation that targets it (targeted_quick.py)
WAS_SUMMONED = ("fusion", "synchro", "xyz", "ritual", "link")  # was_summoned.py (8-5-17)
SUMMONED_TURN = ("normal", "special", "normal_or_special",  # turned_up.py (7-7-6)
                 "without_tributes")  # "You can Normal Summon ... without Tributing. If you do"

Steps = Callable[[str, Any], tuple[EffectStep, ...]]
Target = Callable[[str, dict[str, Any]], TargetSpec | None]


def read_effects(problems: Problems, path: str, raw: Any, steps: Steps,
                 target: Target, describe: Describe) -> tuple[MonsterEffect, ...]:
    if raw is None:
        return ()

    def one(at: str, item: Any) -> MonsterEffect | None:
        return _effect(problems, at, item, steps, target, describe)

    return tuple(v.items(problems, path, raw, MAX_EFFECTS, one))


def _effect(problems: Problems, at: str, raw: Any, steps: Steps,
            target: Target, describe: Describe) -> MonsterEffect | None:
    # "Activate 1 of these effects": the steps are the options' (schema_costs.options)
    modal = isinstance(raw, dict) and "options" in raw
    data = v.mapping(problems, at, raw, EFFECT_KEYS, ("type",) if modal else ("type", "effect"))
    if data is None:
        return None
    kind = v.choice(problems, key_path(at, "type"), v.field(data, "type", None), TYPES)
    origins = _origins(problems, at, v.field(data, "from", "field"))
    origin = origins[0] if origins else None
    event = _event(problems, at, data, kind)
    optional = v.opt_bool(problems, data, "optional", at, True)
    once = v.field(data, "once_per_turn", None)
    once_word = "" if once is None else v.choice(problems, key_path(at, "once_per_turn"), once,
                                                 ONCE)
    paid = _paid(problems, at, data, origins)
    if kind is None or origin is None:
        return None
    effect_steps = steps(key_path(at, "effect"), v.field(data, "effect", None))
    negating = any(step.kind == "negate" for step in effect_steps)
    responses = read_effect_responses(problems, at, data)
    return MonsterEffect(
        **schema_negation.read(problems, at, data, negating),  # 11-3-3, 11-3-4
        type=kind, origin=origin, also_from=tuple(origins[1:]), on=event or "",
        **paid, optional=optional,
        when=v.opt_bool(problems, data, "when", at, False), once=once_word or "",
        during=_during(problems, at, data),
        except_turn_sent=v.opt_bool(problems, data, "except_turn_sent", at, False),
        not_in_damage_step=v.opt_bool(problems, data, "not_in_damage_step", at, False),
        target=target(at, data), steps=effect_steps,
        cost_cards=cost_cards(problems, at, data, describe),
        options=options(problems, at, data, steps, target, describe, read_condition),
        condition=read_condition(problems, at, effect_boards.own(data), describe)
        if "if" in data else None,
        board=effect_boards.read(problems, at, data, describe),  # 5-2-4
        resolve_if=_resolve_if(problems, at, data),  # 10-5-2
        material_for=described_at(problems, at, data, "for", describe),
        no_attack_turn=v.opt_bool(problems, data, "no_attack_turn", at, False),
        summon=_summon(problems, at, data, event or "", describe),
        turn_lock=read_effect_lock_turn(at, data, steps, read_turn_locks(  # 5-2-13, 5-2-30
            problems, at, data, _turn_lock(problems, at, data, steps))),
        summoned_by=condition_events.read(problems, at, data, describe),
        other=condition_events.read_other(problems, at, data, describe),
        no_responses=responses[0], no_responses_what=responses[1],  # 11-2-8
        turned_up=v.opt_bool(problems, data, "turned_up_this_turn", at, False),  # 7-7-5
        summoned_turn=_summoned_turn(problems, at, data),  # 7-7-6
        banished_turn=v.opt_bool(problems, data, "banished_this_turn", at, False),  # 7-7-7
        once_per_chain=v.opt_bool(problems, data, "once_per_chain", at, False),  # 5-2-16
        resolve_face_up=read_resolve_face_up(problems, at, data),  # 5-2-17
        quick_if=quick_if.read(problems, at, data, describe),  # 5-1-11
        was_summoned=_was_summoned(problems, at, data),  # 8-5-17
        equipped_needs=read_equipped_needs(problems, at, data),  # 10-4-9
        if_material=read_if_material(problems, at, data, describe),  # 4-4-11
        cost_for=cost_events.read(problems, at, data, describe),  # 5-2-23
        battles=battles_described.read(problems, at, data, describe),  # 12-4-14
        answers=answers.read(problems, at, data))  # 11-1-11


def _event(problems: Problems, at: str, data: dict[str, Any], kind: str | None) -> str:
    """The event a Trigger Effect answers ("" for none), which only a Trigger Effect has."""
    on = v.field(data, "event", None)
    event = "" if on is None else v.choice(problems, key_path(at, "event"), on, EVENTS)
    if kind == "trigger" and on is None:
        problems.add(key_path(at, "event"), "input.ygo.trigger_needs_event",
                     choices=", ".join(EVENTS))
    elif kind != "trigger" and on is not None:
        problems.add(key_path(at, "event"), "input.ygo.event_of_trigger_only")
    return event or ""


def _paid(problems: Problems, at: str, data: dict[str, Any],
          origins: list[str]) -> dict[str, Any]:
    """The costs an effect pays as it is activated (5-2-2): LP, the card itself (given up from
    a zone it may be activated from), cards discarded, Tributed, detached, counters removed,
    cards of the Deck banished or sent."""
    pay = v.field(data, "pay_lp", None)
    pay_lp = "" if pay is None else "half" if pay == "half" else str(
        v.integer(problems, key_path(at, "pay_lp"), pay, 0, 10_000_000) or "")
    raw_self = v.field(data, "cost_self", None)
    cost_self = "" if raw_self is None else v.choice(problems, key_path(at, "cost_self"),
                                                     raw_self, tuple(COST_SELF)) or ""
    if cost_self and origins and not set(origins) <= set(COST_SELF[cost_self]):
        problems.add(key_path(at, "cost_self"), "input.ygo.cost_self_from",
                     where=", ".join(COST_SELF[cost_self]))
    return {"pay_lp": pay_lp, "cost_self": cost_self,
            "discard": v.opt_int(problems, data, "discard", at, 0, 100, 0),
            "tribute": v.opt_int(problems, data, "tribute", at, 0, 5, 0),
            "detach": v.opt_int(problems, data, "detach", at, 0, 20, 0),
            "detach_own": v.opt_int(problems, data, "detach_own", at, 0, 20, 0),  # 4-4-3
            "remove_counters": v.opt_int(problems, data, "remove_counters", at, 0, 100,
                                         0),  # 4-8-3
            "counters_needed": v.opt_int(problems, data, "counters_needed", at, 0, 100,
                                         0),  # 4-8-7
            "field_counters": read_counter_cost(problems, at, data),  # 4-8-9
            "banish_deck": v.opt_int(problems, data, "banish_deck", at, 0, 60, 0),
            "send_deck": v.opt_int(problems, data, "send_deck", at, 0, 60, 0)}


def _turn_lock(problems: Problems, at: str, data: dict[str, Any],
               steps: Steps) -> EffectStep | None:
    """`summon_lock_turn: {from, except}`: read as the `summon_lock` step it sets (5-2-11);
    `only` and `except_from` belong to the step alone (5-2-32)."""
    raw = v.field(data, "summon_lock_turn", None)
    if raw is None:
        return None
    if isinstance(raw, dict) and ("only" in raw or "except_from" in raw):
        v.mapping(problems, key_path(at, "summon_lock_turn"), raw, ("from", "except"))
        return None
    read = steps(key_path(at, "summon_lock_turn"), [{"summon_lock": raw}])
    return read[0] if read else None



def _summon(problems: Problems, at: str, data: dict[str, Any], event: str,
            describe: Describe) -> SummonSpec | None:
    """`summon: {...}` of an effect whose `event` is `summon` (10-3-4)."""
    raw = v.field(data, "summon", None)
    if raw is None:
        return None
    if event != "summon":
        problems.add(key_path(at, "summon"), "input.ygo.summon_without_condition")
    return summon_spec(problems, key_path(at, "summon"), raw, describe)


def _summoned_turn(problems: Problems, at: str, data: dict[str, Any]) -> str:
    raw = v.field(data, "summoned_this_turn", None)
    return "" if raw is None else v.choice(problems, key_path(at, "summoned_this_turn"), raw,
                                           SUMMONED_TURN) or ""


def _was_summoned(problems: Problems, at: str, data: dict[str, Any]) -> str:
    raw = v.field(data, "was_summoned", None)
    return "" if raw is None else v.choice(problems, key_path(at, "was_summoned"), raw,
                                           WAS_SUMMONED) or ""


def _during(problems: Problems, at: str, data: dict[str, Any]) -> str:
    raw = v.field(data, "during", None)
    return "" if raw is None else v.choice(problems, key_path(at, "during"), raw, DURING) or ""


def _origins(problems: Problems, at: str, raw: Any) -> list[str]:
    """`from: hand`, or the zones an effect may be activated from, `from: [hand, field]`
    ("send this card from your hand or field to the GY", 5-1-7); [] when not valid."""
    path = key_path(at, "from")
    if not isinstance(raw, list):
        one = v.choice(problems, path, raw, ORIGINS)
        return [one] if one is not None else []
    found = v.items(problems, path, raw, len(ORIGINS),
                    lambda item_path, item: v.choice(problems, item_path, item, ORIGINS))
    if not found or len(found) != len(raw):
        return []
    return list(dict.fromkeys(found))


def _resolve_if(problems: Problems, at: str, data: dict[str, Any]) -> bool:
    """`resolve_if: true`: its `if` is checked again as it resolves (10-5-2); it needs one."""
    again = v.opt_bool(problems, data, "resolve_if", at, False)
    if again and "if" not in data:
        problems.add(key_path(at, "resolve_if"), "input.ygo.resolve_if_needs_if")
    return again
