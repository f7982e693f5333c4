"""A monster's activated effects read into the scenario format's `effects:` entries (Ignition,
Quick and Trigger Effects, 5-1-2 to 5-1-4), or refused.

Standard library only. Kept apart from shapes.py (the Spell and Trap parts), whose readers of
costs, targets and steps it reuses: an effect is read when its activation condition is one of
CONDITIONS, its cost one shapes.cost reads, its target one shapes.target reads and what it does
one shapes.action reads (or one of self_steps.SELF); anything else leaves the effect unread (a
note), never guessed. Patterns are anchored, without nested quantified groups: linear.
"""
from __future__ import annotations

import re
from dataclasses import replace
from typing import Any

from cards.ygo import (
    activation_riders,
    after_damage_shapes,
    answer_shapes,
    board_effects,
    chance_shapes,
    clauses,
    coin_calls,
    coin_inline,
    cond_joins,
    conditions_shapes,
    cost_counted,
    cost_either,
    cost_equipped,
    cost_other_name,
    cost_self_shapes,
    cost_shapes,
    counter_shapes,
    damage_start_shapes,
    declare_shapes,
    equipped_shapes,
    fusion_ritual_shapes,
    gains_after,
    gemini_actions,
    how_moved,
    later_shapes,
    level_cap_shapes,
    level_shapes,
    level_to_shapes,
    level_turn_shapes,
    link_materials,
    link_zone_shapes,
    modal_shapes,
    monster_conditions,
    moves_shapes,
    negation_shapes,
    next_attack_shapes,
    psct,
    rated_summon_shapes,
    riders,
    ritual_shapes,
    scaling_shapes,
    self_position_shapes,
    shapes,
    stat_change_shapes,
    stat_set_shapes,
    summon_answers,
    summon_both,
    summon_place_shapes,
    summoned_conditions,
    summoned_gains,
    synchro_effect_shapes,
    tail_conditions,
    target_actions,
    target_either,
    target_shapes,
    timing_shapes,
    token_monsters,
    xyz_names,
    xyz_shapes,
)
from cards.ygo.monster_condition_table import CONDITIONS

# each effect's once-per-turn clause: once_clauses.py (the readers take it from here)
from cards.ygo.once_clauses import limits as limits
from cards.ygo.self_steps import SELF

Fields = dict[str, Any]

YOU_CAN = re.compile(r"^[Yy]ou can ")
HOLDING = {"equipped_needs": "some"}
SELF_COST = cost_self_shapes.SELF_COST


def effect(part: psct.Effect, once: str) -> Fields | None:
    """One activated effect as an `effects:` entry; `once` is its once-per-turn clause
    ("name", "copy" or ""); None when a part of it is not read."""
    fields = _read(part, once)
    if fields is not None or not part.condition:
        return fields
    for head, added in cond_joins.split(part.condition):  # "..., while you control ..." 5-2-4
        fields = cond_joins.joined(_read(replace(part, condition=head), once), added)
        if fields is not None:
            return fields
    timed = cond_joins.timed(part.condition)  # "During your opponent's turn, when ..." 5-1-4
    if timed is not None:
        return cond_joins.with_during(effect(replace(part, condition=timed[0]), once), timed[1])
    return None


def _read(part: psct.Effect, once: str) -> Fields | None:
    """The effect read as its condition says, or as a Quick Effect answering an activation
    without negating it (answer_shapes.py, 11-1-11)."""
    return _effect(part, once) or answer_shapes.read(part, once, _effect)


def _effect(part: psct.Effect, once: str) -> Fields | None:
    part = modal_shapes.normalized(part)  # "..., you can activate 1 of these effects:"
    part = synchro_effect_shapes.normalized(part)  # "During ..., you can (Quick Effect):"
    part = next_attack_shapes.normalized(part)  # "; ... (this is a Quick Effect)."
    part = chance_shapes.normalized(part)  # "Once per turn, you can toss a coin 3 times ...:"
    chance = part.options if chance_shapes.with_options(part.action) else []  # 5-3-23
    part = replace(part, options=[]) if chance else part  # each "●" a result's steps
    condition, outside = _outside_damage_step(part.condition)
    condition, per_chain = synchro_effect_shapes.per_chain(condition)  # 5-2-16
    condition, while_up = activation_riders.once_while(condition)  # 5-2-18
    shape = _whole(condition) or conditions_shapes.read(condition, _whole)
    summon = summon_answers.monster_condition(condition) \
        or token_monsters.summon_condition(condition) \
        or summon_place_shapes.condition(condition) if shape is None else None
    if summon is not None:  # another card's Summon (10-3-4): "that monster(s)" its words
        shape, phrase = summon
    negating = negation_shapes.condition(condition, part.options, True) if shape is None \
        else None
    if negating is not None:
        return None if per_chain or while_up else _negating(part, negating, once, outside)
    modal = modal_shapes.split(part) if part.options else ""  # the cost before the choice
    if shape is None or modal is None:
        return None
    each, header = modal_shapes.each_once(part), part  # a limit on each option (5-2-6)
    if part.options:  # "You can activate 1 of these effects;": the options hold the steps
        part = replace(part, cost=modal, action="", target=modal_shapes.aimed(part))
    cost_text, action_text = _without_you_can(part.cost), _without_you_can(part.action)
    if not cost_text and not part.target and not part.options:  # "Tribute 1 monster to ..."
        cost_text, action_text = cost_shapes.older(action_text, lambda text: _cost(
            text, dict(shape)) is not None) or (cost_text, action_text)
    after = part.text.split(":", 1)[1] if part.condition else part.text
    optional = after.strip().startswith("You can ")
    if not optional and (shape["type"] != "trigger" or "answers" in shape):
        return None  # an Ignition or Quick Effect is always the player's choice (11-1-11)
    cost_text, declared = declare_shapes.split(cost_text)  # "declare a Level" (5-2-25)
    printed_target = part.target
    if declared is None:  # "target 1 ... and declare a Level from 1 to 6"
        target_text, declared = declare_shapes.split_target(part.target)
        part = replace(part, target=target_text)
    if declared is not None and (part.options or chance):
        return None  # a declaration beside options or tosses is not read
    paid = _cost(cost_text, shape)  # a target of either of two descriptions (5-2-3)
    aimed = target_shapes.target(part.target)
    aimed = target_either.target(part.target) if aimed is None else aimed
    aimed = cost_counted.target(part.target, paid) if aimed is None else aimed  # 5-2-33
    if declared is not None:  # "... you control that has a Level" (4-1)
        aimed = declare_shapes.leveled(printed_target, aimed)
    if paid is None or aimed is None or "attacker" in aimed:
        return None
    fields: Fields = {**shape, **paid, **aimed}
    if not optional:
        fields["optional"] = False  # a mandatory Trigger Effect (5-1-3)
    if part.options:
        options = modal_shapes.options(part.options, lambda text, on: _steps(text, on, fields),
                                       each, aimed)
        applied = modal_shapes.applied(header, options) if options is not None else None
        if options is None or applied is None:
            return None
        fields.update({"options": options, **applied})  # chosen as it resolves: 5-2-31
    elif declared is not None:  # "...; this card becomes that Level" (5-2-25)
        if (steps := declare_shapes.action(action_text, declared, fields)) is None:
            return None
        fields["effect"] = steps
    else:
        steps = chance_shapes.read(action_text, chance, lambda text: _steps(
            text, aimed, fields)) if chance else _steps(action_text, aimed, fields)
        if steps is None and summon is not None and not aimed:
            steps = summon_answers.action(action_text, phrase)
        if steps is None or not optional and moves_shapes.counted(steps):
            return None  # a mandatory "Send 2 ...": what it does with fewer is not read
        fields["effect"] = steps
    if not cost_counted.fixed(fields):  # "for each card discarded" by the cost (5-2-33)
        return None
    if outside:  # never activated in the Damage Step (12-4-12)
        fields["not_in_damage_step"] = True
    if while_up and once:
        return None  # two limits over one effect: how they combine is not read
    if while_up:  # "Once while face-up on the field:" (5-2-18)
        fields["once_per_turn"] = "face_up"
    elif once and each != "clause":  # a limit by name holds each copy too (5-2-6)
        fields["once_per_turn"] = once
    elif "once per turn" in part.condition.lower():
        fields["once_per_turn"] = "copy"
    if per_chain:  # not chained to itself (5-2-16)
        fields["once_per_chain"] = True
    return fields


def _negating(part: psct.Effect, shape: Fields, once: str, outside: bool) -> Fields | None:
    """A Quick Effect that negates the activation or the effect it answers (11-3): its
    condition read by negation_shapes.py, its cost as any effect's, no target."""
    after = part.text.split(":", 1)[1].strip()
    paid = _cost(_without_you_can(part.cost), shape) if part.cost else {}
    steps = negation_shapes.action(part.action, shape.get("negates", []))
    if part.target or paid is None or steps is None or not after.startswith("You can "):
        return None
    fields: Fields = {**shape, **paid, "effect": steps}
    if outside:  # never activated in the Damage Step (12-4-12)
        fields["not_in_damage_step"] = True
    if once:  # a limit by name is the stricter: it holds each copy too (5-2-6)
        fields["once_per_turn"] = once
    return fields


def _whole(condition: str) -> Fields | None:
    """A whole activation condition read as one: a known wording, a board, a material."""
    return CONDITIONS.get(condition) or conditions_shapes.board(condition) \
        or board_effects.read(condition) \
        or link_materials.material_for(condition) \
        or tail_conditions.read(condition) \
        or timing_shapes.read(condition) \
        or summoned_conditions.read(condition, _whole) \
        or damage_start_shapes.read(condition) \
        or after_damage_shapes.read(condition) \
        or xyz_names.condition(condition) \
        or how_moved.read(condition)  # 8-5-5; 5-1-4; 7-7-5; 8-5-17; 12-4-14; 4-4-11; 8-5-3


EXCEPT_DAMAGE_STEP = " (except during the Damage Step)"


def _outside_damage_step(condition: str) -> tuple[str, bool]:
    """An activation condition without its closing "(except during the Damage Step)", and
    whether it had one: the effect is then never activated in the Damage Step (12-4-12)."""
    if condition.endswith(EXCEPT_DAMAGE_STEP):
        return condition[:-len(EXCEPT_DAMAGE_STEP)].rstrip(), True
    return condition, False


DETACH = re.compile(r"^Detach (?P<n>\d+) (?:Xyz )?[Mm]aterials? from this card$")


def _cost(text: str, shape: Fields) -> Fields | None:
    text = cost_self_shapes.plain_self(text)
    both = cost_self_shapes.with_itself(text)
    if both is not None:  # "Tribute this card and 1 face-up Insect monster" (5-2-2)
        itself = _cost(both[0], shape)  # the others of one description or either of two
        cards = cost_shapes.read(both[1]) or cost_either.read(both[1]) \
            or cost_other_name.read(both[1])  # "with a different name" from itself
        if itself is None or cards is None or "cost_self" not in itself:
            return None
        return {**itself, "cost_cards": {**cards["cost_cards"], "other": True}}
    first, then, second = text.partition(", then ")
    if then and first in SELF_COST:  # "Tribute this card, then discard 1 Spell" (5-2-2)
        itself, cards = _cost(first, shape), shapes.cost(_without_you_can(second))
        if itself is None or cards is None or not cards.keys() <= {"cost_cards", "discard"}:
            return None
        return {**itself, **cards}
    held = equipped_shapes.holding(text)  # "... this card equipped with a monster by ..."
    if held is not None:  # only while it has one it equipped to itself (10-4-9)
        return None if (itself := _cost(held, shape)) is None else {**itself, **HOLDING}
    needed = counter_shapes.with_counters(text)  # "Tribute this card with 3 ..." (4-8-7)
    if needed is not None:
        itself = _cost(needed[0], shape)
        return None if itself is None else {**itself, "counters_needed": needed[1]}
    removed = counter_shapes.cost(text)  # counters on the monster itself (4-8-3)
    if removed is not None:
        return removed if shape.get("from", "field") == "field" else None
    detach = DETACH.match(text)
    stacked = {"detach": int(detach.group("n"))} if detach is not None \
        else xyz_shapes.detach_and(text, shapes.cost)  # and another cost beside it
    if stacked is not None:  # an Xyz Monster's own materials, on the field (4-4-3)
        return stacked if shape.get("from", "field") == "field" else None
    either = cost_self_shapes.itself_from_either(text)
    if either is not None:  # activated from either zone, not where an event left it (5-1-7)
        # a Trigger Effect answering another card's event ("If your opponent Special Summons
        # a monster(s)") is activated wherever the monster is, as its cost says
        others = shape["type"] != "trigger" or shape.get("event") in monster_conditions.OTHERS
        plain = others and "from" not in shape
        return {"cost_self": either[0], "from": either[1]} if plain else None
    if text not in SELF_COST:  # "Tribute 1 monster this card points to" (4-4-10) or another
        equipped = cost_equipped.read(text)  # an Equip Card equipped to it (10-4-11)
        return equipped or link_zone_shapes.cost(text, shapes.cost) or shapes.cost(text)
    how, zone = SELF_COST[text]
    if text == "Banish this card" and shape.get("from") in ("graveyard", "hand"):
        zone = shape["from"]  # "banish this card" from wherever it is activated (5-1-7)
    # a Trigger Effect is activated where its event leaves the monster; one answering another
    # card's event ("When an opponent's monster declares an attack"), where its cost is (5-1-7)
    own = shape["type"] == "trigger" and shape.get("event") not in monster_conditions.OTHERS
    if shape.get("from", "field" if own else zone) != zone:
        return None
    return {"cost_self": how, "from": zone}


def _without_you_can(text: str) -> str:
    text = YOU_CAN.sub("", text)
    return text[:1].upper() + text[1:]


SELF_ATK = re.compile(r"^This card (?P<sign>gains|loses) (?P<n>\d+) ATK(?P<turn> until the end of "
                      r"this turn)?\.$")


def _steps(text: str, aimed: Fields, fields: Fields) -> list[Fields] | None:
    gemini = gemini_actions.summon(text, aimed)  # "..., it becomes an Effect Monster" 8-1-12
    if gemini is not None:
        return gemini
    # "toss a coin and if the result is heads, ..., or if ... tails, ...": each part on its
    # own, riders and all (5-3-23)
    tossed = coin_inline.read(text, lambda part: _steps(part, aimed, fields)) \
        or coin_calls.read(text, lambda part: _steps(part, aimed, fields))  # 5-3-33
    if tossed is not None:
        return tossed
    # "..., but banish it when it leaves the field" read off first (riders.py, 8-4-10)
    return riders.read(text, lambda bare: _parts(bare, aimed, fields))


def _parts(text: str, aimed: Fields, fields: Fields) -> list[Fields] | None:
    steps = _one(text, aimed, fields)
    if steps is None:  # "Roll a six-sided die, and this card gains ATK equal to ..." (5-3-23)
        steps = chance_shapes.by_result(text, lambda part: _one(part, aimed, fields)) \
            or chance_shapes.inline(text, lambda part: _one(part, aimed, fields)) \
            or chance_shapes.kept(text) \
            or chance_shapes.up_to_heads(text, lambda part: _one(part, aimed, fields)) \
            or chance_shapes.by_level(text, lambda part: _one(part, aimed, fields))
    if steps is None:  # "Special Summon this card, and if you do, it gains 800 ATK" (5-2-7)
        steps = summoned_gains.read(text, lambda part: _one(part, aimed, fields),
                                     bool(aimed))
    if steps is None:
        # "Special Summon this card from your hand, and if you do, ..." (clauses.py, 5-2-7)
        # a later part may move the monster itself: "..., and if you do, Special Summon this card"
        steps = clauses.read(text, lambda part: _one(part, aimed, fields),
                             lambda part: shapes.action(part, {}) or shapes.action(part, aimed)
                             or moves_shapes.itself(part, aimed, fields, SELF)[1]
                             or gains_after.later(part, fields))  # its own ATK (4-2-2)
    return steps


def _one(text: str, aimed: Fields, fields: Fields) -> list[Fields] | None:
    printed = scaling_shapes.printed(text, fields)  # "equal to its original ATK" (5-3-25)
    printed = printed or cost_counted.action(text, fields)  # "... for each" it gave up (5-2-33)
    printed = printed or rated_summon_shapes.action(text, fields)  # Link Rating = count 5-2-34
    if printed is not None:
        return printed
    returned = timing_shapes.itself(text, aimed, fields)  # a Spirit monster's (7-7-5)
    returned = returned or damage_start_shapes.action(text, aimed, fields)  # 12-4-14
    returned = returned or after_damage_shapes.action(text, aimed, fields)  # 12-4-4
    returned = returned or summon_both.action(text, aimed, fields)  # with itself, 8-7-3
    if returned is not None:
        return returned
    found = SELF_ATK.match(text)
    # "... until the end of this turn" (4-2-2)
    itself = [{"atk": target_actions.atk_step("self", found)}] if found \
        else level_shapes.on_self(text) or level_turn_shapes.on_self(text) \
        or level_cap_shapes.on_self(text) or level_to_shapes.on_self(text) \
        or stat_change_shapes.on_self(text) \
        or stat_set_shapes.on_self(  # its DEF too (4-2-5), a value set (4-2-8)
            text, aimed, target_actions._face_up)
    if itself is not None:  # the monster itself, face-up on the field (4-2-5, 4-2-2)
        return itself if fields.get("from", "field") == "field" else None
    matched, steps = moves_shapes.itself(text, aimed, fields, SELF)
    if matched:
        return steps
    if (turned := self_position_shapes.itself(text, aimed, fields)) is not None:  # 9-2-7
        return turned
    if (banished := later_shapes.on_self(text, aimed, fields)) is not None:  # 7-7-9
        return banished
    equipped = equipped_shapes.action(text, aimed, fields)  # "equip it to this card" (10-4-9)
    if equipped is not None:
        return equipped
    steps = shapes.action(text, aimed)
    if steps is None and not aimed:  # "You can Fusion Summon 1 ..." (8-5-2)
        steps = fusion_ritual_shapes.fusion(text[:1].upper() + text[1:])
    if steps is None and not aimed:  # "Ritual Summon 1 ... by Tributing ..." (8-5-1)
        steps = ritual_shapes.action(text)
    if steps is None or any("negate" in step for step in steps):
        return None
    return steps
