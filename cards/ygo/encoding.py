"""The Yu-Gi-Oh! effect templates the judge applies: a printed effect read into the scenario
format's effect steps (judge-scenarios-ygo.md), or nothing.

Standard library only. A template must account for the whole effect: its activation
condition, cost, targets and once-per-turn clause too, since the engine would otherwise let the
card be activated where its text forbids it. Only a Normal or Quick-Play Spell or a Normal or
Counter Trap with one effect is read, each part by shapes.py (numbers as printed), e.g.:

- "Draw N card(s)." (Pot of Greed): `{draw: N}`; burn and LP gain: `damage`, `gain_lp`;
- "Destroy all monsters your opponent controls." (Raigeki), "... on the field" (Dark Hole),
  "Destroy all Spells and Traps your opponent controls." (Harpie's Feather Duster): `{destroy_all:
  {player, what, position}}`;
- "Target 1 card on the field; destroy it." (Mystical Space Typhoon's kind), "Target 1 monster
  in your GY; Special Summon it.", "...; add it to your hand", "...; return it to the hand",
  "...; banish it", "Target 1 face-up monster on the field; it gains N ATK until the end of this
  turn.": the target's requirement (`target`, checked at activation, 5-2-3) and the step on
  `chosen`;
- "When an opponent's monster declares an attack: ..." (Mirror Force): `when:
  opponent_attack_declared` (10-3-3); "Target the attacking monster; destroy it.": `{destroy:
  attacker}`;
- "When a Spell/Trap Card, or monster effect, is activated: negate the activation, and if you
  do, destroy it." with a cost of LP: `negates`, `pay_lp` (5-2-2), `{negate: previous}`;
- "You can only activate 1 "X" per turn.": `once_per_turn: true` (5-2-6);
- a condition naming a Summon (summon_answers.py): "When your opponent Summons a monster(s) with
  1500 or more ATK: Destroy that monster(s) with 1500 or more ATK, and if you do, banish it."
  (Bottomless Trap Hole): `when: summoned`, `summon: {player: opponent, atk_min: 1500}`,
  steps on `summoned` (10-3-4); "Target that monster;" (Trap Hole): a target among them; and
  a Counter Trap "When a monster(s) would be Summoned, OR a Spell/Trap Card is activated: Pay
  half your LP; negate the Summon or activation, and if you do, destroy that card." (Solemn
  Judgment): `negates: [summon, spell, trap]` (5-3-9, 8-1-5).
A monster's summoning condition "Cannot be Normal Summoned/Set." becomes `no_normal_summon:
true` (8-1-6; encode_monster), and its optional activated effects whose every part
monster_shapes.py reads become `effects:` entries (Cannon Soldier: "Tribute 1 monster; inflict
500 damage": `{type: ignition, tribute: 1, effect: [{damage: ...}]}`). Everything else is
named as not applied (derive.py), never guessed.
"""
from __future__ import annotations

import dataclasses
import re
from typing import Any

from cards.ygo import (
    chance_shapes,
    column_shapes,
    cost_counted,
    fusion_ritual_shapes,
    modal_shapes,
    monster_shapes,
    named_attack_locks,
    negation_shapes,
    pair_steps,
    psct,
    ritual_shapes,
    runick_shapes,
    set_again_shapes,
    set_shapes,
    shapes,
    st_conditions,
    st_older,
    substitute_shapes,
    summon_answers,
    summon_encoding,
    summon_place_shapes,
    target_either,
    target_pairs,
    target_shapes,
    token_shapes,
    trap_graveyard,
    turn_locks,
)

# a monster's text is read by monster_encoding.py; callers still reach it from here
from cards.ygo.monster_encoding import encode_monster as encode_monster

Fields = dict[str, Any]
ONE_CHAIN_LINK = {("spell", "Normal"), ("spell", "Quick-Play"), ("trap", "Normal"),
                  ("trap", "Counter")}


def encode(kind: str, card_property: str, breakdown: psct.Breakdown) -> dict[str, Any] | None:
    """The card's fields (`effect` steps, `target`, `when`, `pay_lp`, `negates`,
    `once_per_turn`) when every part of its text is read; None otherwise."""
    wrapped = _wrapped(kind, card_property, breakdown) \
        if (kind, card_property) in ONE_CHAIN_LINK else None
    if wrapped is not None:
        return wrapped[0]
    if (kind, card_property) == ("spell", "Ritual"):
        return _ritual(breakdown)
    if (kind, card_property) not in ONE_CHAIN_LINK or len(breakdown.effects) != 1:
        return None
    return _single(kind, card_property, breakdown)


def _wrapped(kind: str, card_property: str,
             breakdown: psct.Breakdown) -> tuple[dict[str, Any] | None] | None:
    """A one-Chain-Link card's text around its effect: a sentence after it that adds to it
    (a turn lock, a Graveyard substitute, a Token ban), the older "Activate only if ...", a
    Ritual Spell's wording, several effects; in a 1-tuple the answer, None when none is."""
    last = breakdown.effects[-1].text if breakdown.effects else ""
    rest = psct.Breakdown(effects=breakdown.effects[:-1], limits=breakdown.limits)
    lock = turn_locks.read(last) if breakdown.effects else None
    lock = lock or named_attack_locks.read(last, kind, card_property)  # 5-2-26
    if lock is not None and lock[0] == "activation":
        head = encode(kind, card_property, rest) if rest.effects else None
        return ({**head, **lock[1]} if head is not None and not head.keys() & {
            "effects", "left", *lock[1]} else None,)  # 5-2-11, 5-2-13
    sub = substitute_shapes.last(breakdown)
    if sub is not None:  # "... you can banish this card from your GY instead." (5-3-16)
        head = encode(kind, card_property, sub[0])
        return ({**head, **sub[1]} if head is not None and "gy_substitute" not in head
                else None,)
    older = st_older.merged(breakdown)
    if older is not None:  # "Activate only if ...": the condition of what follows (5-2-4)
        return (encode(kind, card_property, older),)
    if token_shapes.BAN.match(last):  # 5-2-12
        return (token_shapes.with_ban(encode(kind, card_property, rest) if rest.effects
                                      else None),)
    if (kind, card_property) == ("spell", "Quick-Play") and RITUAL_SPELL.match(
            breakdown.effects[0].text if breakdown.effects else ""):
        return (_ritual(breakdown),)  # a Quick-Play Spell worded as a Ritual Spell (8-5-1)
    if len(breakdown.effects) > 1:
        sentences = _sentences_after(kind, card_property, breakdown)
        if sentences is None and (kind, card_property) == ("trap", "Normal"):  # 5-1-9
            first = psct.Breakdown(effects=breakdown.effects[:1], limits=[])
            return (trap_graveyard.encode(breakdown, encode(kind, card_property, first)),)
        if sentences is not None or (kind, card_property) != ("spell", "Normal"):
            return (sentences,)
        return (_with_graveyard_effects(breakdown),)
    return None


def _single(kind: str, card_property: str, breakdown: psct.Breakdown) -> dict[str, Any] | None:
    """A one-Chain-Link card of one effect: by the kind of its condition, then its parts."""
    effect = breakdown.effects[0]
    again = set_again_shapes.rider(effect) if (kind, card_property) == ("trap", "Normal") \
        else None
    if again is not None:  # "..., also, after that, Set this card face-down ..." (10-4-12)
        head = encode(kind, card_property, dataclasses.replace(breakdown, effects=[again]))
        return None if head is None or head.keys() & {"set_again", "effects"} \
            else {**head, "set_again": True}
    set_only = column_shapes.set_trap(kind, card_property, effect)  # Fuse Line (10-3-1)
    if set_only is not None:
        return encode(kind, card_property, dataclasses.replace(breakdown, effects=[set_only]))
    joined = st_conditions.split(effect.condition)  # "... while you control a "X" monster"
    if joined is not None:  # the head read alone, the state as the card's `if` (5-2-4)
        head = encode(kind, card_property, dataclasses.replace(breakdown, effects=[
            dataclasses.replace(effect, condition=joined[0])]))
        return None if head is None or "if" in head else {**head, **joined[1]}
    chance = effect.options if chance_shapes.with_options(effect.action) else []
    if effect.options and not chance:
        return _modal(effect, breakdown)
    summon = summon_answers.condition(effect.condition.split(", OR ")[0]) \
        or summon_place_shapes.card_condition(effect.condition)  # "... to your opponent's field"
    if summon is not None:  # "When a monster(s) is Summoned", "... would be Summoned"
        return summon_encoding.encode(effect, breakdown, *summon)
    older_negation = st_older.negation(effect) if card_property == "Counter" else None
    if older_negation is not None:  # "Negate the activation of a Spell Card and destroy it."
        return encode(kind, card_property, dataclasses.replace(breakdown,
                                                               effects=[older_negation]))
    negating = negation_shapes.condition(effect.condition, [], False)
    if negating is not None:
        return _negating(effect, breakdown, negating)
    return _parts(kind, effect, breakdown, chance)


def _parts(kind: str, effect: psct.Effect, breakdown: psct.Breakdown,
           chance: list[str]) -> dict[str, Any] | None:
    """Condition, cost, once-per-turn clauses, target and action, each read on its own."""
    each = pair_steps.read(effect.target, effect.action)  # a part for each target (5-2-3)
    aimed = each[0] if each else target_shapes.target(effect.target)
    if aimed is None and THEM.search(effect.action):  # "... and 1 Y; destroy them" (5-2-3)
        aimed = target_pairs.target(effect.target)
    if aimed is None:  # "1 "X" or 1 Plant monster in your GY": either (5-2-3)
        aimed = target_either.target(effect.target)
    if aimed is None:  # "then target that many cards": as many as the cost (5-2-33)
        aimed = cost_counted.target(effect.target, shapes.cost(effect.cost))
    parts = [shapes.condition(effect.condition, effect.action), shapes.cost(effect.cost),
             shapes.limits(breakdown.limits), aimed]
    steps = each[1] if each and not chance else shapes.action(effect.action, aimed) \
        if aimed is not None and not chance else \
        chance_shapes.read(effect.action, chance, lambda text: shapes.action(text, aimed or {}))
    if steps is None and aimed is not None and not chance:  # a die's result x N (5-3-23)
        steps = chance_shapes.by_result(effect.action, lambda text: shapes.action(text, aimed))
    if steps is None and aimed == {} and kind == "spell":  # Fusion Summons (8-5-2)
        steps = fusion_ritual_shapes.fusion(effect.action)
    if steps is None and aimed == {} and kind == "spell":  # Ritual Summons (8-5-1)
        steps = ritual_shapes.action(effect.action)
    if steps is None or any(part is None for part in parts):
        return None
    fields: dict[str, Any] = {}
    for part in parts:
        fields.update(part or {})
    if fields.pop("attacker", False) and fields.get("when") not in (
            "opponent_attack_declared", "opponent_direct_attack_declared"):
        return None  # "the attacking monster" needs the attack its condition names
    if "negate" in steps[0] and "negates" not in fields:
        return None
    fields["effect"] = steps
    return fields if cost_counted.fixed(fields) else None  # "for each card sent" (5-2-33)


# "This card is used to Ritual Summon ...": a Ritual Spell's first sentence, on a Quick-Play
# Spell too (Turning of the World), read with its second as a Ritual Spell's are
RITUAL_SPELL = re.compile(r"^This card (?:is|can be) used to Ritual Summon ")

# what is done to two different targets, done to both ("destroy them")
THEM = re.compile(r"\bthem\b")


def _ritual(breakdown: psct.Breakdown) -> dict[str, Any] | None:
    """A Ritual Spell's "This card is used to Ritual Summon "X". You must also Tribute ..."
    (8-5-1), and the effects it may have in its Graveyard after them (5-1-8)."""
    effects = breakdown.effects
    plain = [not (e.condition or e.cost or e.target or e.options) for e in effects[:2]]
    steps = ritual_shapes.action(effects[0].text) if plain[:1] == [True] else None
    count = 1  # "Ritual Summon 1 ... by Tributing ..." alone, or the two sentences
    if steps is None and plain == [True, True]:
        steps, count = fusion_ritual_shapes.ritual(effects[0].text, effects[1].text), 2
    if steps is None:
        return None
    if len(effects) == count:  # "You can only activate 1 "X" per turn." (5-2-6) or nothing
        once = shapes.limits(breakdown.limits)
        return None if once is None else {**once, "effect": steps}
    more = _graveyard_effects(breakdown, count)
    return None if more is None else {"effect": steps, "effects": more}


# what a sentence after the first may do: nothing that takes a card or needs a target
AFTER_FIRST = ("draw", "damage", "gain_lp", "destroy_all", "end_battle_phase", "this_turn")


def _sentences_after(kind: str, card_property: str,
                     breakdown: psct.Breakdown) -> dict[str, Any] | None:
    """"You take no battle damage this turn. Your monsters cannot be destroyed by battle this
    turn." (Waboku): a card's activation followed by plain sentences of what it does, which
    resolve with it, in order (5-2-7's "also"); each one read alone, none taking a card."""
    first, rest = breakdown.effects[0], breakdown.effects[1:]
    if any(effect.kind != "activated" or effect.condition or effect.cost or effect.target
           or effect.options or effect.action != effect.text for effect in rest):
        return None
    head = encode(kind, card_property, psct.Breakdown(effects=[first], limits=breakdown.limits))
    if head is None or "effect" not in head or "left" in head or "negates" in head:
        return None
    steps = list(head["effect"])
    for effect in rest:
        if token_shapes.rider(effect.text, steps):  # "They cannot be Tributed ..." (4-7-4)
            continue
        if set_shapes.ready(effect.text, steps):  # "It can be activated this turn." (10-3-2)
            continue
        more = shapes.action(effect.action, {})
        if more is None or any(next(iter(step)) not in AFTER_FIRST for step in more):
            return None
        steps += more
    return {**head, "effect": steps}


THIS_EFFECT = re.compile(r'^You can only use this effect of "[^"]+" once per turn\.$')


def _with_graveyard_effects(breakdown: psct.Breakdown) -> dict[str, Any] | None:
    """A Normal Spell's activation followed by effects activated from its Graveyard ("During
    your Main Phase, except the turn this card was sent to the GY: You can banish this card
    from your GY; ...", Galaxy Cyclone): Spell Speed 1, activated like an Ignition Effect
    (5-1-8), each an `effects:` entry as a monster's would be (monster_shapes.py)."""
    first = breakdown.effects[0]
    activation = encode("spell", "Normal", psct.Breakdown(effects=[first], limits=[]))
    effects = _graveyard_effects(breakdown, 1)
    if activation is None or effects is None or "left" in activation:
        return None
    return {**activation, "effects": effects}


def _graveyard_effects(breakdown: psct.Breakdown, start: int) -> list[Fields] | None:
    """The effects from index `start` on, each activated from the Graveyard as an Ignition
    Effect (5-1-8); the activation before them unlimited. A clause over "this effect" limits
    the effect before it; any other clause is not read here."""
    if any(effect.once_per_turn for effect in breakdown.effects[:start]) \
            or any(not THIS_EFFECT.match(text) for text in breakdown.limits):
        return None
    once = monster_shapes.limits(breakdown)
    if once is None:
        return None
    effects = []
    for index, effect in enumerate(breakdown.effects[start:], start=start):
        entry = monster_shapes.effect(effect, once.get(index, "")) \
            if effect.kind == "activated" else None
        if entry is None or entry.get("from") != "graveyard" or entry["type"] != "ignition":
            return None
        effects.append(entry)
    return effects


def _modal(effect: psct.Effect, breakdown: psct.Breakdown) -> dict[str, Any] | None:
    """"Activate 1 of these effects;" (5-2-8): its condition, cost and limit as for one effect,
    and `options` in place of `effect` (modal_shapes.py)."""
    effect = modal_shapes.normalized(effect)  # "..., activate 1 of these effects:"
    effect, skips = runick_shapes.header(effect)  # "..., but skip your next Battle Phase"
    cost = modal_shapes.split(effect)
    aimed = target_shapes.target(modal_shapes.aimed(effect))  # one for every option (5-2-3)
    options = modal_shapes.options(effect.options, once=modal_shapes.each_once(effect),
                                   shared=aimed) if cost is not None and aimed is not None \
        else None
    if cost is None or options is None:
        return None
    each = modal_shapes.each_once(effect) == "clause" \
        and set(breakdown.limits) <= set(effect.clauses)  # the clause limits each "●" (5-2-6)
    parts = [shapes.condition(effect.condition, ""), shapes.cost(cost),
             {} if each else shapes.limits(breakdown.limits), aimed,
             modal_shapes.applied(effect, options)]  # "Apply 1 of these effects" (5-2-31)
    if any(part is None for part in parts):
        return None
    fields: dict[str, Any] = {}
    for part in parts:
        fields.update(part or {})
    return {**fields, "options": options, **({"skip_next_battle": True} if skips else {})}


def _negating(effect: psct.Effect, breakdown: psct.Breakdown,
              fields: dict[str, Any]) -> dict[str, Any] | None:
    """A Trap that negates the activation or effect it answers (negation_shapes.py, 11-3):
    its cost and once-per-turn clause as any card's, no target."""
    steps = negation_shapes.action(effect.action, fields.get("negates", []))
    parts = [shapes.cost(effect.cost), shapes.limits(breakdown.limits)]
    if steps is None or effect.target or any(part is None for part in parts):
        return None
    for part in parts:
        fields.update(part or {})
    return {**fields, "effect": steps}

