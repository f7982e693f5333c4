"""Costs whose count the player chooses as they activate (5-2-33): "banish up to 3 FIRE monsters
from your GY" (`cost_cards` with `up_to: true`, `count` the most), "Tribute any number of DARK
monsters" (`any_number: true`, no `count`), and the monster's own ATK changed "for each" card so
given up: "this card gains 400 ATK for each" (`atk` with `for_each_done: {did: cost}`).

Standard library only. The description after the words of the count is read as cost_shapes.py
reads a count of 2 or more ("Banish 3 FIRE monsters from your GY"), so whatever it does not read
is not read here either. The "for each" sentence is read only beside such a cost: the count it
takes is the one fixed as the cost was paid. Patterns are anchored, with no quantified group
inside another: linear in the text's length.
"""
from __future__ import annotations

import re
from typing import Any

from cards.ygo import cost_shapes, target_shapes

Fields = dict[str, Any]

COUNTED = re.compile(r"^(?P<verb>Banish|Tribute|Send|Discard) (?:up to (?P<most>[2-9]|10)|"
                     r"(?P<any>any number of)) (?P<rest>[^;]+)$")
# "this card gains 300 ATK for each (card banished by this effect)": older texts call the cards
# the cost gave up those "banished by this effect" or "banished to activate this effect"
EACH = re.compile(r"^[Tt]his card (?P<sign>gains|loses) (?P<n>\d{2,4}) ATK for each"
                  r"(?: (?:card|monster) (?P<did>banished|Tributed) (?:by|to activate) this "
                  r"effect)?(?:, until the end of (?P<turn>this turn|your opponent's turn))?\.$")


def cost(text: str) -> Fields | None:
    """`{"cost_cards": {...}}` for "Banish up to 3 ..." (`up_to`) or "Tribute any number of
    ..." (`any_number`), its description one cost_shapes.py reads; None otherwise."""
    found = COUNTED.match(text)
    if found is None:
        return None
    most = found.group("most") or "2"  # "any number of": the description read as a plural
    read = cost_shapes.read(f"{found.group('verb')} {most} {found.group('rest')}")
    if read is None or not isinstance(read.get("cost_cards"), dict):
        return None
    spec = dict(read["cost_cards"])
    if found.group("any"):
        spec.pop("count", None)
        spec["any_number"] = True
    else:
        spec["up_to"] = True
    return {"cost_cards": spec}


def action(text: str, fields: Fields) -> list[Fields] | None:
    """"This card gains 400 ATK for each[, until the end of this turn].": the monster's own ATK
    changed by the amount for each card its cost of a chosen count gave up (5-2-33, 5-3-20),
    the monster face-up on the field as its effect is activated there; None otherwise."""
    found = EACH.match(text)
    spec = fields.get("cost_cards")
    if found is None or not isinstance(spec, dict) or fields.get("from", "field") != "field":
        return None
    if not (spec.get("up_to") or spec.get("any_number")):
        return None  # a fixed count: "for each" of it is not what this reads
    did = found.group("did")
    if did is not None and {"banished": "banish", "Tributed": "tribute"}[did] != spec["do"]:
        return None  # "for each card banished by this effect" beside a Tribute: not the cost
    amount = int(found.group("n")) * (-1 if found.group("sign") == "loses" else 1)
    step: Fields = {"target": "self", "amount": amount, "for_each_done": {"did": "cost"}}
    if found.group("turn") == "your opponent's turn":  # past the end of this turn (7-7-13)
        step["until"] = "opponent_turn"
    elif not found.group("turn"):
        step["lasting"] = True  # no time printed: the change stays while it is face-up
    return [{"atk": step}]


# what the scaling sentences call each way of giving up ("for each card discarded", "for each
# card sent to the GY this way"): said of the effect's first step, they count the cost's cards
DONE_BY = {"send": "sent_to_graveyard", "discard": "discarded", "banish": "banished"}


def fixed(fields: Fields) -> bool:
    """With a cost of a chosen count, a first step's "for each card discarded" (sent, banished)
    counts the cards that cost gave up, nothing having been done before it (`did: cost` set in
    place, 5-2-33); False when it counts something else nothing before it did."""
    spec, steps = fields.get("cost_cards"), fields.get("effect")
    if not isinstance(spec, dict) or not (spec.get("up_to") or spec.get("any_number")) \
            or not isinstance(steps, list) or not steps or not isinstance(steps[0], dict):
        return True
    for step in steps[0].values():
        done = step.get("for_each_done") if isinstance(step, dict) else None
        if done is None or done.get("did") == "cost":
            continue
        if done.get("did") != DONE_BY.get(spec["do"]):
            return False
        step["for_each_done"] = {**done, "did": "cost"}
    return True


# "then target that many cards on the field", "then target the same number of cards ..."
THAT_MANY = re.compile(r"^target (?:that many|the same number of) (?P<rest>[^;]+)$")


def target(text: str, paid: Fields | None) -> Fields | None:
    """"target that many cards on the field" after "banish up to 2 ...": as many targets as the
    cost gave up (`per_cost`, at most its `count`, 5-2-33, 5-2-3), the description one
    target_shapes.py reads; None otherwise ("any number of" has no most to read here)."""
    found = THAT_MANY.match(text)
    spec = (paid or {}).get("cost_cards")
    if found is None or not isinstance(spec, dict) or not spec.get("up_to"):
        return None
    aimed = target_shapes.target(f"target up to {spec['count']} {found.group('rest')}")
    if aimed is None or not isinstance(aimed.get("target"), dict) \
            or not aimed["target"].get("up_to"):
        return None
    return {"target": {**aimed["target"], "per_cost": True}}
