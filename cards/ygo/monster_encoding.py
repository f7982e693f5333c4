"""A monster's printed text read into the scenario format's card keys (encoding.py reads
Spells and Traps): its summoning conditions (8-1-6, 8-4-6), the Continuous effects the engine
keeps (KEPT, 5-1-1), its FLIP effect (5-1-5) and the activated effects monster_shapes.py reads
(`effects`, 5-1-2 to 5-1-4), with the sentences that complete them.

Standard library only; what is not read stays a note (derive.py), never guessed.
"""
from __future__ import annotations

import re
from typing import Any

from cards.ygo import (
    activation_riders,
    cannot_riders,
    equip_shapes,
    immunity_shapes,
    lock_shapes,
    monster_shapes,
    negating,
    older_costs,
    older_triggers,
    position_riders,
    psct,
    set_shapes,
    shapes,
    token_shapes,
    turn_locks,
    union_shapes,
)

# the rider after an effect: the monster's attacks this turn (12-3-15); the older "If you
# activate this effect, this card cannot attack during this turn." says the same (Konami's
# current text of Volcanic Slicer reads "This card cannot attack the turn you activate this
# effect.")
NO_ATTACK_TURN = re.compile(r"^(?:This card c|C)annot (?:declare an )?attack (?:during )?the "
                            r"(?:same )?turn (?:you activate this effect|this effect is "
                            r"activated)\.$|^If you activate this effect, this card cannot "
                            r"attack during this turn\.$")
NO_NORMAL_SUMMON = re.compile(r"^(?:This card )?[Cc]annot be Normal Summoned(?:/Set| or Set)\.$")
NO_SPECIAL_SUMMON = re.compile(r"^(?:This card )?[Cc]annot be Special Summoned\.$")
# Continuous effects the engine keeps (5-1-1): the fields each one sets
KEPT = (
    (re.compile(r"^If this card attacks a Defense Position monster, inflict piercing [Bb]attle "
                r"[Dd]amage(?: to your opponent)?\.$"), "piercing"),  # 12-6-4 ("Battle Damage")
    (re.compile(r"^(?:This card|This monster) (?:can|may) attack (?:your opponent|your "
                r"opponent's Life Points) directly\.$|^This card can attack directly\.$"),
     "direct_attack"),  # 12-3-10
    (re.compile(r"^(?:This card )?[Cc]annot be destroyed by battle\.$"),
     "battle_indestructible"),  # 12-8-3
    (re.compile(r"^(?:This card )?[Cc]annot be destroyed by card effects\.$"),
     "effect_indestructible"),  # 5-3-12
    (re.compile(r"^(?:This card )?[Cc]annot be destroyed by battle or (?:by )?card effects\.$"),
     "battle_indestructible effect_indestructible"),  # 12-8-3, 5-3-12
    (re.compile(r"^During battle between this attacking card and a Defense Position monster "
                r"whose DEF is lower than the ATK of this card, inflict the difference as "
                r"Battle Damage to your opponent\.$"), "piercing"),  # 12-6-4, older words
)


def _flip(effect: psct.Effect) -> list[dict[str, Any]] | None:
    """"FLIP: Draw 1 card." (5-1-5): the `flip` steps of a FLIP effect that neither targets, nor
    costs, nor asks its player to name a card, and is not optional; the engine activates it
    itself when the monster is flipped face-up."""
    if effect.condition != "FLIP" or effect.cost or effect.target or effect.options \
            or effect.action.lower().startswith("you can"):
        return None
    steps = shapes.action(effect.action, {})
    if steps is None or any(kind in step for step in steps
                            for kind in ("fetch", "negate", "change_position", "discard")):
        return None
    return steps


def _limited(effect: psct.Effect, breakdown: psct.Breakdown) -> bool:
    """A Continuous effect with "●" choices, or one a clause over "this effect" or over "the
    following effects" covers: a sentence that reads as more than the effect it seems (a limit
    over every effect, "each effect of", does not limit it)."""
    return bool(effect.options) or any(
        "this effect" in limit.lower() or "following" in limit.lower()
        for limit in effect.clauses)


def encode_monster(breakdown: psct.Breakdown) -> tuple[dict[str, Any], list[str]]:
    """What the engine applies of a monster's text, and the effects it read: the summoning
    condition "Cannot be Normal Summoned/Set." (8-1-6), the Continuous effects of KEPT (each
    sets the fields it names, space-separated) and the activated effects monster_shapes.py
    reads (`effects`, 5-1-2 to 5-1-4)."""
    fields: dict[str, Any] = {}
    read = []
    once = monster_shapes.limits(breakdown)
    last: dict[str, Any] | None = None  # the entry of the effect just before, if read
    card_lock: dict[str, Any] | None = None  # over each of the card's effects (5-2-11)
    for index, effect in enumerate(breakdown.effects):
        clause = once.get(index, "") if once is not None else ""
        if _follows(last, fields, effect.text, clause):
            read.append(effect.text)
            continue
        turn_lock = turn_locks.read(effect.text)
        if turn_lock is not None and turn_lock[0] == "card" and card_lock is None:
            card_lock = {**turn_lock[1], "text": effect.text}  # each effect's (5-2-11)
            read.append(effect.text)
            continue
        if last is not None and turn_lock is not None and turn_lock[0] == "effect" \
                and not last.keys() & turn_lock[1].keys() and turn_locks.fits(effect.text, last):
            last.update(turn_lock[1])  # 5-2-11, 5-2-13
            read.append(effect.text)
            continue
        last = None
        flip = _flip(effect) if once is not None and not once.get(index) else None
        if flip is not None:
            fields["flip"] = flip
            read.append(effect.text)
            continue
        union = union_shapes.entries(effect)  # the older wording has no colon
        if union is not None:  # equip, then unequip: two uses of one effect (4-3-5)
            fields.setdefault("effects", []).extend(union)
            read.append(effect.text)
            last = union[0]
            continue
        if effect.kind == "activated" and once is not None:
            entry = monster_shapes.effect(effect, clause) \
                or turn_locks.glued(effect, clause, monster_shapes.effect)  # one "●" line
            if entry is not None:
                fields.setdefault("effects", []).append(entry)
                read.append(effect.text)
                last = entry
            continue
        last = _standing(effect, fields, read, clause if once is not None else None, breakdown)
    read += equip_shapes.before(fields.get("effects", []), breakdown, read)  # 10-4-7
    return _locked(fields, read, card_lock), read


def _follows(last: dict[str, Any] | None, fields: dict[str, Any], text: str,
             clause: str) -> bool:
    """A sentence that completes the effect read just before (`last`, updated): what an Equip
    Card or a Union gives (10-4-7, 4-3-5), "This card cannot attack the turn you activate this
    effect" (12-3-15), "... in response to this effect's activation" (11-2-8), a Token's
    restriction (4-7-4, 4-7-6) with the once-per-turn clause after it (5-2-6)."""
    if last is not None and equip_shapes.follows(last, text) \
            or union_shapes.reminder(fields, text):
        return True
    if last is None:
        return False
    if NO_ATTACK_TURN.match(text):
        last["no_attack_turn"] = True  # 12-3-15
        return True
    if set_shapes.ready(text, last.get("effect", [])):  # "It can be activated this turn."
        return True
    rider = immunity_shapes.effect_rider(text)
    if rider is not None and "no_responses" not in last \
            and ("target" in last or rider.get("no_responses_what") != "target"):
        last.update(rider)
        return True
    if activation_riders.follows(text, last):  # 5-2-17, 5-2-18, 10-5-2
        return True
    if cannot_riders.follows(text, last):  # "If you cannot, destroy it." (5-2-7, 4-8-15)
        return True
    if position_riders.follows(text, last):  # no FLIP effect (9-2-10), face-up Defense (10-5-2)
        return True
    # a clause over each effect covers the rider as it covers the effect: the same clause
    if not (clause and last.get("once_per_turn", clause) != clause) \
            and token_shapes.rider(text, last.get("effect", [])):
        if clause:  # "You can only use this effect ..." after it: its effect's (5-2-6)
            last["once_per_turn"] = clause
        return True
    return False


def _standing(effect: psct.Effect, fields: dict[str, Any], read: list[str], clause: str | None,
              breakdown: psct.Breakdown) -> dict[str, Any] | None:
    """A summoning condition (8-1-6, 8-4-6) or a Continuous effect the engine keeps (5-1-1,
    5-5-3, 5-2-14), or an older Trigger Effect without a colon (5-1-3), whose entry is
    returned; `clause`: its once-per-turn clause, None where the card's clauses do not read."""
    if effect.kind == "summoning condition" and NO_NORMAL_SUMMON.match(effect.text):
        fields["no_normal_summon"] = True
        read.append(effect.text)
    elif effect.kind == "summoning condition" and NO_SPECIAL_SUMMON.match(effect.text):
        fields["no_special_summon"] = True  # 8-4-6
        read.append(effect.text)
    elif effect.kind == "continuous" and not clause and (
            older := position_riders.older_flip(effect.text)) is not None:
        fields.setdefault("effects", []).append(older)  # flipped face-down (9-2-6)
        read.append(effect.text)
        return older
    elif effect.kind == "continuous" and clause is not None and (older := older_triggers.read(
            effect, clause, monster_shapes.effect)) is not None:
        fields.setdefault("effects", []).append(older)  # "When ..., you can ..." (5-1-3)
        read.append(effect.text)
        return older
    elif effect.kind == "continuous" and clause is not None and (older := older_costs.read(
            effect, clause, monster_shapes.effect)) is not None:
        fields.setdefault("effects", []).append(older)  # "You can Tribute 1 ... to ..." 5-2-2
        read.append(effect.text)
        return older
    elif effect.kind == "continuous" and not _limited(effect, breakdown):
        key = next((k for pattern, k in KEPT if pattern.match(effect.text)), None)
        negating_fields = negating.sentence(effect.text, "monster")  # 5-5-3 (Jinzo)
        kept = lock_shapes.kept(effect.text)  # "You cannot Special Summon ..." (5-2-14)
        if key is not None:
            fields.update(dict.fromkeys(key.split(), True))
            read.append(effect.text)
        elif negating_fields is not None and not negating_fields.keys() & fields.keys():
            fields.update(negating_fields)
            read.append(effect.text)
        elif kept is not None and "summon_lock_on_field" not in fields:
            fields["summon_lock_on_field"] = kept
            read.append(effect.text)
    return None


def _locked(fields: dict[str, Any], read: list[str],
            card_lock: dict[str, Any] | None) -> dict[str, Any]:
    """"... the turn you activate either of this card's effects, ...": each effect read gets
    the restriction, unless one has its own already (5-2-11)."""
    effects = fields.get("effects", [])
    if card_lock is None:
        return fields
    keys = {k: v for k, v in card_lock.items() if k != "text"}
    if not effects or any(entry.keys() & keys.keys() for entry in effects):
        read.remove(card_lock["text"])  # left a note: how the two combine is not read
        return fields
    for entry in effects:
        entry.update(keys)
    return fields
