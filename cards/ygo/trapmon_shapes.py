"""Continuous Spells and Traps that stay for a while, or that cost LP to activate, read into
the scenario format, or left unread:

- "Destroy this card during your 3rd Standby Phase after activation." (SPYRAL MISSION), "Send
  this card to the GY during your opponent's 3rd End Phase after activation." (Sea Lord's
  Amulet): the card's `timer` (10-5-4);
- "Activate this card by paying 1000 LP." (Toon World): `pay_lp`, the activation's cost
  (5-2-2);
- "Activate this card by targeting 1 Effect Monster on the field; negate the effects of that
  face-up monster while it is on the field, also that face-up monster cannot attack. When it is
  destroyed, destroy this card." (Fiendish Chain): a `hold` of the target that also negates its
  effects (10-4-5, 5-5-1), and the card's `bond`;
- a Continuous Trap that Special Summons its target and stays bound to it (10-4-4), as
  revival.py reads it, with what that reader leaves: a cost before the target ("Activate this
  card by discarding 1 card, then target ..."), the monster's effects negated in a sentence of
  their own ("Negate the effects of that monster on the field.", "Its effects are negated.",
  "Its effects are negated, also it cannot declare an attack this turn.": `no_attack: turn`
  too, 12-3-21),
  and the older "removed from the field" for "leaves the field".

Both are taken off before the card's other sentences are read (derive.py), and added to what
those give; a card whose other sentences do not read is not read.

Standard library only. Anchored patterns, no nested quantified group.
"""
from __future__ import annotations

import dataclasses
import re
from typing import Any

from cards.ygo import psct, revival, shapes, st_conditions, st_older, target_shapes

Fields = dict[str, Any]

COUNTS = {"1st": 1, "next": 1, "2nd": 2, "second": 2, "3rd": 3, "third": 3, "4th": 4}
_WHEN = (r"during (?P<whose>your|your opponent's) (?P<n>1st|2nd|3rd|4th|next|second|third) "
         r"(?P<phase>Standby|End) Phase after activation")
TIMER = re.compile(r"^(?P<verb>Destroy|Send|You must send) this card(?: to the "
                   r"(?:GY|Graveyard))? " + _WHEN + r"\.$")
TIMER_PASSIVE = re.compile(r"^This card is (?P<verb>destroyed) " + _WHEN + r"\.$")
TIMER_FIRST = re.compile(r"^D" + _WHEN[1:] + r", (?P<verb>destroy|send) this card(?: to the "
                         r"(?:GY|Graveyard))?\.$")
PAYING = re.compile(r"^Activate this card by paying (?P<n>\d+) LP\.$")
DISCARDING = re.compile(r"^Activate this card by discarding (?P<what>[^,;]+)$")
# what a sentence of its own adds to the Special Summon: its effects negated (5-5-1), and
# "also it cannot declare an attack this turn" (12-3-21) as "but ..." would say
NEGATED: dict[str, Fields] = {
    **dict.fromkeys(("Its effects are negated.",
                     "Negate the effects of that monster on the field."), {"negated": True}),
    "Its effects are negated, also it cannot declare an attack this turn.":
        {"negated": True, "no_attack": "turn"},
}
# what the card leaving does to its monster: destroys it (the bond's plain word), destroys and
# then banishes it ("_destroy_banish"), or banishes it ("_banish") (10-4-4)
CARD_LEAVES = re.compile(r"^When this card (?:leaves|is removed from) the field, (?P<do>destroy|"
                         r"banish) (?:that monster|that target|the target)(?P<then>, and if you "
                         r"do, banish it)?\.$")
MONSTER_GOES = re.compile(r"^When (?:that monster|that target|the target) (?P<how>is destroyed|"
                          r"leaves the field|is removed from the field), destroy this card\.$")
# its monster changed to Defense Position destroys both (Limit Reverse; bonds.py, 10-4-4)
DEFENSE = "If the target is changed to Defense Position, destroy it and this card."
# a card that destroys itself once the board no longer holds what it needs (5-4-6)
NOT_ON_FIELD = re.compile(r'^If (?:(?P<names>"[^"]+") is not (?:face-up )?on the field|there is '
                          r'no face-up (?P<shown>"[^"]+") on the field), destroy this card\.$')
NOT_CONTROL = re.compile(r"^If you do not control (?:any (?P<many>[^,]+) monsters|(?P<what>"
                         r"[^,]+)), destroy this card\.$")
# "Can only be placed on the field by the effect of "Destiny Board"." (10-2-6)
PLACED = re.compile(r'^(?:This card c|C)an only be placed on the field by the effect of '
                    r'"(?P<name>[^"]+)"\.$')
CHAIN = re.compile(r"^(?:negate the effects of that face-up monster(?: while it is on the "
                   r"field)?, also that face-up monster cannot attack|negate that face-up "
                   r"monster's effects, that face-up monster cannot attack(?P<shield>, also "
                   r"monsters cannot target that face-up monster for attacks))\.$")


def timer(text: str) -> Fields | None:
    """`{phase, whose, count, then}` of one sentence, or None."""
    found = TIMER.match(text) or TIMER_PASSIVE.match(text) or TIMER_FIRST.match(text)
    if found is None:
        return None
    whose = "own" if found.group("whose") == "your" else "opponent"
    then = "destroy" if found.group("verb").lower() == "destroy" \
        or found.group("verb") == "destroyed" else "send"
    return {"phase": found.group("phase").lower(), "whose": whose,
            "count": COUNTS[found.group("n")], "then": then}


def kept_if(effect: psct.Effect) -> Fields | None:
    """"If "Umi" is not on the field, destroy this card.", "If you do not control any
    Spellcaster monsters, destroy this card.": the board the card needs to stay (the `if` keys
    of the state it names, st_conditions.py), 5-4-6; None for any other sentence."""
    if effect.kind != "continuous" or effect.condition or effect.options:
        return None
    found = NOT_ON_FIELD.match(effect.text)
    if found is not None:
        names = found.group("names") or found.group("shown")
        state = st_conditions.board(f"If {names} is on the field")
        return state["if"] if state is not None and list(state) == ["if"] else None
    found = NOT_CONTROL.match(effect.text)
    if found is None:
        return None
    many = found.group("many")
    what = f"a {many} monster" if many else found.group("what")
    state = st_conditions.board(f"If you control {what}")
    return state["if"] if state is not None and list(state) == ["if"] else None


def read_monster(main: psct.Breakdown, fields: Fields, read: list[str]) -> None:
    """A monster's own "If "Pandemonium" is not on the field, destroy this card." among the
    sentences still unread: its `kept_if` (5-4-6)."""
    for effect in main.effects:
        kept = kept_if(effect) if effect.text not in read and not effect.clauses else None
        if kept is not None and "kept_if" not in fields:
            fields["kept_if"] = kept
            read.append(effect.text)


def _only_if(effect: psct.Effect) -> Fields | None:
    """"Activate this card only if you control "Sealmaster Meisei".": a state of the board its
    activation needs (the `if` keys, 5-2-4), in the older words st_older.py reads; None for
    any other sentence (an event is left to the readers of events)."""
    found = st_older.OLDER.match(effect.text) if effect.kind == "continuous" else None
    if found is None or found.group("word") not in ("if", "while"):
        return None
    state = st_conditions.board("If " + found.group("rest"))
    return state["if"] if state is not None and list(state) == ["if"] else None


def own_terms(breakdown: psct.Breakdown) -> tuple[psct.Breakdown, Fields]:
    """The card's sentences without those that say what its activation costs ("Activate this
    card by paying 1000 LP.": `pay_lp`, 5-2-2), how long it stays ("Destroy this card during
    your 3rd Standby Phase after activation.": `timer`, 10-5-4) and what it needs to stay ("If
    you do not control "X", destroy this card.": `kept_if`, 5-4-6), that only another card
    places it on the field (`placed_only_by`, 10-2-6) or what its activation needs ("Activate
    this card only if you control "X".": `if`, 5-2-4), and those fields; the same breakdown and
    no fields when it has no such sentence."""
    fields: Fields = {}
    rest = []
    for effect in breakdown.effects:
        paid = PAYING.match(effect.text) if not effect.clauses else None
        stays = timer(effect.text) if not effect.clauses else None
        kept = kept_if(effect) if not effect.clauses else None
        placed = PLACED.match(effect.text) if not effect.clauses else None
        only_if = _only_if(effect) if not effect.clauses else None
        if only_if is not None and "if" not in fields:
            fields["if"] = only_if
        elif placed is not None and "placed_only_by" not in fields:
            fields["placed_only_by"] = placed.group("name")
        elif paid is not None and "pay_lp" not in fields:
            fields["pay_lp"] = int(paid["n"])
        elif stays is not None and "timer" not in fields:
            fields["timer"] = stays
        elif kept is not None and "kept_if" not in fields:
            fields["kept_if"] = kept
        else:
            rest.append(effect)
    return dataclasses.replace(breakdown, effects=rest), fields


def held(breakdown: psct.Breakdown) -> tuple[psct.Breakdown, Fields]:
    """A Continuous Trap whose first two sentences hold the monster it targets (10-4-5) with its
    effects negated (5-5-1) and unable to attack ("...; negate the effects of that face-up
    monster while it is on the field, also that face-up monster cannot attack. When it is
    destroyed, destroy this card.", Fiendish Chain; "..., also monsters cannot target that
    face-up monster for attacks.": `no_attack_target` too, Phantom Knights' Fog Blade): the
    card's other sentences, and its `target`, `effect` (the `hold`) and `bond`; the same
    breakdown and no fields for any other text."""
    if len(breakdown.effects) < 2:
        return breakdown, {}
    first, ends = breakdown.effects[:2]
    by_targeting = revival.BY_TARGETING.match(first.cost) if not first.target else None
    found = revival.HOLD_ENDS.match(ends.text)
    chain = CHAIN.match(first.action)
    if first.condition or first.options or by_targeting is None or found is None \
            or chain is None:
        return breakdown, {}
    aimed = target_shapes.target("Target " + by_targeting.group("target"))
    if aimed is None or "target" not in aimed or aimed["target"]["zone"] != "field" \
            or aimed["target"]["what"] != "monster":
        return breakdown, {}
    how = "destroyed" if found.group("how") == "is destroyed" else "leaves"
    limits = ["no_attack", "negated"] + (["no_attack_target"] if chain.group("shield") else [])
    rest = dataclasses.replace(breakdown, effects=breakdown.effects[2:])
    return rest, {"target": aimed["target"], "bond": how,
                  "effect": [{"hold": {"card": "chosen", "limits": limits}}]}


def encode_revival(breakdown: psct.Breakdown) -> Fields | None:
    """"Activate this card by discarding 1 card, then target 1 Dinosaur monster in your GY;
    Special Summon that target. Negate the effects of that monster on the field. When this card
    leaves the field, destroy that monster. When that monster is destroyed, destroy this card.":
    its cost, `target`, `effect` (one `special_summon`, `negated` by the second sentence) and
    `bond` (10-4-4); "If the target is changed to Defense Position, destroy it and this card."
    as the second sentence (Limit Reverse): `_defense` after the bond's word. None for any
    other text."""
    effects = list(breakdown.effects)
    second = effects[1].text if len(effects) == 4 else ""
    if second in NEGATED or second == DEFENSE:
        del effects[1]
    if len(effects) != 3 or breakdown.limits:
        return None
    first, leaves, goes = effects
    found, gone = MONSTER_GOES.match(goes.text), CARD_LEAVES.match(leaves.text)
    if first.condition or first.options or not first.target or found is None or gone is None \
            or gone.group("do") == "banish" and gone.group("then"):
        return None
    paid = _cost(first.cost)
    aimed = target_shapes.target(first.target)
    if paid is None or aimed is None or "target" not in aimed:
        return None
    steps = shapes.action(first.action, aimed)
    if steps is None or len(steps) != 1 or "special_summon" not in steps[0]:
        return None
    if second in NEGATED:  # "but negate its effects", said apart (5-5-1), and what goes with it
        steps = [{"special_summon": {**steps[0]["special_summon"], **NEGATED[second]}}]
    how = "destroyed" if found.group("how") == "is destroyed" else "leaves"
    then = "_banish" if gone.group("do") == "banish" else "_destroy_banish" if gone.group(
        "then") else ""
    if second == DEFENSE and (then or steps[0]["special_summon"].get("position") != "attack"):
        return None  # only a monster Summoned in Attack Position is "changed" to Defense
    then = "_defense" if second == DEFENSE else then
    return {**paid, "target": aimed["target"], "effect": steps, "bond": how + then}


def _cost(cost: str) -> Fields | None:
    """Its activation's cost, said before its target: none, paying LP (revival.py's words) or
    discarding ("Activate this card by discarding 1 card", 5-2-2); None for any other."""
    if not cost:
        return {}
    discarding = DISCARDING.match(cost)
    paying = revival.PAYING_THEN.match(cost)
    if paying is not None:
        return {"pay_lp": int(paying.group("n"))}
    return shapes.cost("Discard " + discarding.group("what")) if discarding else None
