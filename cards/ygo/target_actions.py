"""What a Yu-Gi-Oh! effect does to its target ("Target 1 monster ...; destroy it."), read into
the scenario format's steps on `chosen` (judge-scenarios-ygo.md): ON_TARGET's sentences, checked
against where and what the target is (NEEDS, 5-2-3), and the families' own readers of an
action on a target. Standard library only; split from shapes.py, which reads the rest of an
action and calls on_target for a targeting one.
"""
from __future__ import annotations

import re
from typing import Any

from cards.ygo import (
    attacks_turn_shapes,
    chance_shapes,
    controller_damage_shapes,
    counter_shapes,
    direct_turn_shapes,
    give_control_shapes,
    later_shapes,
    level_shapes,
    level_to_shapes,
    level_turn_shapes,
    moves_shapes,
    piercing_turn_shapes,
    protect_turn_shapes,
    rank_up_shapes,
    scaling_shapes,
    set_shapes,
    stat_change_shapes,
    stat_set_shapes,
    stat_to_shapes,
    stzone_shapes,
    tail_shapes,
    target_places,
    toon_targets,
    unaffected_shapes,
    xyz_material_shapes,
    xyz_shapes,
)

Fields = dict[str, Any]

# "that card": the one card the activation targeted, as "it" (5-2-3)
IT = r"(?:it|that target|that monster|that card|them|those targets)"
# a face-down monster "changed to Defense Position" stays so; "to face-up Defense Position" or
# to Attack Position, it is flipped face-up, its FLIP effect activated (9-2-7, 5-1-5)
POSITION_TO = {"face-down Defense": "set", "face-up Defense": "face_up_defense",
               "Defense": "defense", "Attack": "attack", "face-up Attack": "attack",
               # the player's choice of two, named by the activation (9-2-7, 8-4-3)
               "face-up Attack Position or face-down Defense": "attack_or_set",
               "face-up or face-down Defense": "defense_or_set",
               "face-up Attack or Defense": "attack_or_defense"}
ON_TARGET: tuple[tuple[re.Pattern[str], Any], ...] = (
    (re.compile(rf"^[Dd]estroy (?:{IT}|that face-up monster)\.$"),
     lambda m: {"destroy": "chosen"}),
    (re.compile(rf"^[Bb]anish {IT}\.$"), lambda m: {"banish": "chosen"}),
    (re.compile(rf"^[Ss]end {IT} to the (?:GY|Graveyard)\.$"),
     lambda m: {"to_graveyard": "chosen"}),
    # a banished target "returned" to the GY: the same move (3-9-2)
    (re.compile(rf"^[Rr]eturn {IT} to the (?:GY|Graveyard)\.$"),
     lambda m: {"to_graveyard": "chosen"}),
    (re.compile(rf"^(?:[Aa]dd {IT} to your hand|[Rr]eturn {IT} to the hand)\.$"),
     lambda m: {"to_hand": "chosen"}),
    # no position printed: its controller chooses it, as the activation names it (8-4-3)
    (re.compile(rf"^Special Summon {IT}(?: from the (?:GY|Graveyard))?(?: in (?:face-up )?"
                r"(?P<position>Defense|Attack) Position)?(?P<negated>, but (?:negate its "
                r"effects|its effects are negated))?\.$"),
     lambda m: {"special_summon": {"card": "chosen", **(
         {"position": m.group("position").lower()} if m.group("position") else {}),
         **({"negated": True} if m.group("negated") else {})}}),
    (re.compile(rf"^[Cc]hange (?:{IT}|that monster) to (?P<to>face-down Defense|face-up Defense|"
                r"Defense|Attack|face-up Attack|face-up Attack Position or face-down Defense|"
                r"face-up or face-down Defense|face-up Attack or Defense) Position\.$"),
     lambda m: {"change_position": {"card": "chosen", "to": POSITION_TO[m.group("to")]}}),
    (re.compile(rf"^(?:[Ss]huffle {IT} into the Deck|[Rr]eturn {IT} to the Deck)\.$"),
     lambda m: {"to_deck": {"card": "chosen", "where": "shuffle"}}),
    # "return that target to the top of the Deck", "place that target on the top of your Deck"
    (re.compile(rf"^(?:[Pp]lace {IT} on|[Rr]eturn {IT} to) (?:the )?top of (?:the|your) Deck\.$"),
     lambda m: {"to_deck": {"card": "chosen", "where": "top"}}),
    # "... while this card is face-up on the field": given back when it is not (3-10-6)
    (re.compile(rf"^[Tt]ake control of {IT}(?:(?P<until>,? until the End Phase)|(?P<while> while "
                r"this card is face-up on the field))?\.$"),
     lambda m: {"take_control": {"card": "chosen", "until": "end_phase" if m.group("until")
                                 else "while_face_up" if m.group("while") else "none"}}),
    (re.compile(r"^[Cc]hange (?:its|that target's|that monster's) battle position\.$"),
     lambda m: {"change_position": {"card": "chosen", "to": "switch"}}),
    (re.compile(rf"^(?:{IT}|[Ii]t) (?P<sign>gains|loses) (?P<n>\d+) ATK(?: until the end of "
                r"(?:(?P<turn>this turn)|(?P<phase>the Battle Phase)))?\.$"),
     lambda m: {"atk": atk_step("chosen", m)}),
    # a face-up monster's effects negated until the end of the turn (5-5-1)
    (re.compile(r"^[Nn]egate (?:its effects|the effects of (?:that target|that (?:face-up )?"
                r"monster(?: your opponent controls| on the field)?))(?:,? until the end of "
                r"this turn| \(until the end of this turn\))\.$"),  # in brackets: the same
     lambda m: {"negate_effects": {"card": "chosen"}}),
    # "until the end of this turn, that target gains 400 ATK, but its effects are negated."
    (re.compile(rf"^[Uu]ntil the end of this turn, {IT} (?P<sign>gains|loses) (?P<n>\d+) ATK, "
                r"but its effects are negated\.$"),
     lambda m: [{"atk": atk_step("chosen", m, turn=True)},
                {"negate_effects": {"card": "chosen"}}]),
) + moves_shapes.ON_TARGET + stat_change_shapes.ENTRIES  # face-down (8-4-3), DEF (4-2-5)


def atk_step(card: str, found: re.Match[str], turn: bool = False) -> Fields:
    """"gains 500 ATK until the end of this turn" (7-7-3; `turn`: the duration was said
    before); without a duration, while it stays face-up on the field (`lasting`, 4-2-5)."""
    amount = int(found.group("n")) * (-1 if found.group("sign") == "loses" else 1)
    if found.groupdict().get("phase"):  # "until the end of the Battle Phase" (12-9-4)
        return {"target": card, "amount": amount, "until": "battle_phase"}
    return {"target": card, "amount": amount, **({} if turn or found.group("turn") else
                                                 {"lasting": True})}


# what each step needs of its target (the activation is checked against it, 5-2-3)
# a card in a Pendulum Zone (3-6-2) is on the field, destroyed there as any card is (7-1-1),
# and a monster card, Special Summoned from there (8-4-3)
NEEDS = {"destroy": ("field", "pendulum"), "banish": ("field", "graveyard"),
         "to_hand": ("field", "graveyard", "banished", "pendulum"),
         "special_summon": ("graveyard", "banished", "pendulum"),
         "atk": ("field",), "change_position": ("field",),
         "to_deck": ("field", "graveyard", "banished"), "to_graveyard": ("field", "banished"),
         "take_control": ("field",), "negate_effects": ("field",)}
# a card in a Spell & Trap Zone is on the field too (3-4-1): destroyed, returned, or a Monster
# Card placed there as a Continuous Spell Special Summoned from it (3-4-5)
for _kind in ("destroy", "to_hand", "to_deck", "special_summon"):
    NEEDS[_kind] += ("spell_zone",)


# a monster's action is capitalised once its "you can" is taken off (monster_shapes.py): "That
# target loses 500 ATK." reads as the Spell's "that target loses 500 ATK." does
LEAD = re.compile(r"^(?:That|Those|Them|It|Its) ")


def on_target(text: str, spec: Fields) -> list[Fields] | None:
    """The steps an action on the target (`spec`, its requirement as target_shapes.py reads it)
    makes, or None when the target cannot be what the step needs (NEEDS, 5-2-3)."""
    steps = _on_target(text, spec)
    if steps is None and LEAD.match(text):
        steps = _on_target(text[:1].lower() + text[1:], spec)
    return steps


def _on_target(text: str, spec: Fields) -> list[Fields] | None:
    if spec.get("also_zone"):  # in either of two places: the same steps for both (5-2-3)
        return target_places.both(text, spec, on_target)
    attached = xyz_shapes.attach(text, spec)  # put under an Xyz Monster (4-4-3)
    attached = attached or tail_shapes.on_target(text, spec)  # a second attack (12-3-4)
    attached = attached or chance_shapes.on_target(  # destroyed on enough heads (5-3-23)
        text, lambda part: on_target(part, spec))
    attached = attached or counter_shapes.on_target(text, spec)  # counters on it (4-8-6)
    attached = attached or direct_turn_shapes.on_target(text, spec)  # direct, 12-3-10
    attached = attached or piercing_turn_shapes.on_target(text, spec)  # piercing, 12-6-4
    attached = attached or attacks_turn_shapes.on_target(text, spec)  # on monsters 12-3-25
    attached = attached or rank_up_shapes.on_target(text, spec)  # an Xyz Summon on it (8-5-15)
    attached = attached or scaling_shapes.on_target(text, spec, _face_up)  # "for each" (5-3-20)
    attached = attached or later_shapes.on_target(text, spec)  # banished for a while (7-7-9)
    attached = attached or set_shapes.on_target(text, spec)  # Set from the GY (10-1-1)
    attached = attached or protect_turn_shapes.on_target(text, spec)  # 5-3-17
    attached = attached or xyz_material_shapes.detach_target(text, spec)  # 4-4-9
    attached = attached or xyz_material_shapes.attach_self(text, spec)  # from the GY, 4-4-3
    attached = attached or xyz_material_shapes.attach_taken(text, spec)  # taken, 4-4-3
    attached = attached or unaffected_shapes.on_target(text, spec)  # 5-3-29
    attached = attached or stat_set_shapes.on_target(text, spec, _face_up)  # 4-2-8
    attached = attached or stzone_shapes.on_target(text, spec)  # as a Continuous Spell, 3-4-5
    attached = attached or give_control_shapes.on_target(text, spec)  # to the opponent, 3-10-7
    attached = attached or stat_to_shapes.on_target(text, spec, _face_up)  # "change its ATK to"
    attached = attached or toon_targets.on_target(text, spec, _face_up)  # its ATK as damage, 4-2-5
    attached = attached or controller_damage_shapes.on_target(text, spec)  # "its controller"
    if attached is not None:
        return attached
    for pattern, make in ON_TARGET:
        found = pattern.match(text)
        if found is None:
            continue
        made = make(found)
        steps = made if isinstance(made, list) else [made]  # "gains 400 ATK, but ..."
        step = steps[0]
        kind = next(iter(step))
        if spec["zone"] not in NEEDS[kind]:
            return None  # "destroy" a card in the GY: not a shape the engine runs
        # a card named is a monster or not by its name, and a card in a Pendulum Zone is a
        # Pendulum Scale, a monster card (3-6-2): the engine checks
        scale = kind == "special_summon" and spec["zone"] in ("pendulum", "spell_zone")
        if kind in ("special_summon", "atk", "change_position") and spec["what"] != "monster" \
                and "names" not in spec and not scale:
            return None
        if kind == "to_hand" and spec["zone"] not in ("field", "pendulum", "spell_zone") \
                and spec["player"] != "controller":
            return None  # an opponent's card added to the activating player's hand
        if kind == "to_deck" and "your Deck" in text and spec["player"] != "controller":
            return None  # its owner's Deck: "your" only of a card of yours (5-3-14)
        if kind == "take_control" and (spec["what"] != "monster" or spec["player"] != "opponent"):
            return None  # only an opponent's monster changes control (3-10-3)
        if kind in ("atk", "negate_effects") and not _face_up(spec):
            return None  # only a face-up monster shows an ATK to change, effects to negate
        if kind == "negate_effects" and spec["zone"] != "field":
            return None  # only a card on the field has effects to negate (5-5-1)
        on_field = spec["zone"] in ("field", "pendulum", "spell_zone")  # 3-6-2, 3-4-1
        if kind == "to_hand" and on_field == text.lower().startswith("add"):
            return None  # "add" from the GY or the banished cards, "return" from the field
        return steps
    return level_shapes.on_target(text, spec) \
        or level_turn_shapes.on_target(text, spec) \
        or level_to_shapes.on_target(text, spec)  # a Level raised, lowered or set (4-2-2)


# words only a face-up card shows: a target on the field described by them is face-up (9-1-3)
SHOWN = ("names", "archetype", "type", "attribute", "level", "level_min", "level_max", "except",
         "link", "link_min", "link_max")


def _face_up(spec: Fields) -> bool:
    """Whether the target is face-up whenever it fits: "face-up", "Attack Position", or words
    of its description a face-down card does not show (the engine checks them, 9-1-3)."""
    return bool(spec.get("face_up") or spec.get("position") == "attack"
                or spec["zone"] in ("field", "spell_zone") and any(key in spec for key in SHOWN))

