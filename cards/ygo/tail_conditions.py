"""Activation conditions of monster effects the other tables do not hold (added to
monster_shapes.CONDITIONS last, and `read` asked by monster_shapes._whole): a monster activated
from either of two zones, and a Quick Effect limited to the Battle Phase, alone or beside the
Main Phases, with what must hold as it is activated.

Standard library only. Patterns are anchored, without nested quantified groups: linear. Each
entry says what the condition makes of the effect: its type (5-1-2 to 5-1-4), the event a
Trigger Effect answers, the zone(s) it is activated from (5-1-7) and whether it is worded
"When" (11-1-9).
"""
from __future__ import annotations

import re
from typing import Any

from cards.ygo.conditions_shapes import board_state
from cards.ygo.link_materials import description
from cards.ygo.monster_conditions import MORE as PHASES

Fields = dict[str, Any]

MORE: dict[str, Fields] = {}
# an Ignition Effect activated from either of two zones, or any of three (5-1-7): the format's
# `from` lists them, the first the one its text names first
for _gy in ("GY", "Graveyard"):
    MORE[f"If this card is in your hand or {_gy}"] = {"type": "ignition",
                                                      "from": ["hand", "graveyard"]}
    MORE[f"If this card is in your hand, field, or {_gy}"] = {
        "type": "ignition", "from": ["hand", "field", "graveyard"]}
# an Ignition Effect each copy can use two times a turn, not three (5-2-6)
MORE["Up to twice per turn"] = {"type": "ignition", "once_per_turn": "twice"}
# a Trigger Effect answering either of two things that happen to this card (5-1-3), activated
# from where each leaves it: a Normal Summon is from the hand too (8-1-1)
MORE["When this card is Normal or Special Summoned from the hand"] = {
    "type": "trigger", "event": "summoned_from_hand", "when": True}
MORE["If this card is Normal or Special Summoned from the hand"] = {
    "type": "trigger", "event": "summoned_from_hand"}
MORE["If this card is banished, or sent from the field to the GY"] = {
    "type": "trigger", "event": "banished_or_sent_from_field", "from": ["banished", "graveyard"]}
MORE["If this card in your possession is destroyed by an opponent's card effect and sent to "
     "your GY, or if this card is Special Summoned from the GY"] = {
    "type": "trigger", "event": "destroyed_by_opponent_effect_or_summoned_from_graveyard",
    "from": ["graveyard", "field"]}
# destroyed by battle as the monster attacked, not as the attacker (12-4-5): activated from the
# GY it is sent to
for _who in ("this card", "this card you control"):
    for _gy in ("GY", "Graveyard"):
        MORE[f"When {_who} is destroyed by battle with an opponent's attacking monster and sent "
             f"to your {_gy}"] = {"type": "trigger", "event": "destroyed_by_attacking_monster",
                                  "from": "graveyard", "when": True}
# chosen as the target of an attack as it is declared (12-3-1), answered in the Battle Step
# (12-3-6); "this face-up Attack Position card": in that position still as it is activated
for _start, _when in (("If", False), ("When", True)):
    for _which, _state in (("this card", {}),
                           ("this face-up Attack Position card", {"self_position": "attack"})):
        MORE[f"{_start} {_which} is targeted for an attack"] = {
            "type": "trigger", "event": "targeted_for_attack", **({"when": True} if _when else {}),
            **({"if": _state} if _state else {})}
# it declares an attack or is chosen as the target of one, as the attack is declared (12-3-1,
# 12-3-6): "When an attack is declared involving this card" (Arcana Force XV - The Fiend)
for _start, _when in (("If", False), ("When", True)):
    MORE[f"{_start} an attack is declared involving this card"] = {
        "type": "trigger", "event": "attack_involving", **({"when": True} if _when else {})}

# a Quick Effect limited to a phase or a turn (5-1-4), with what must hold as it is activated
# (5-2-4) or the zone it is activated from (5-1-7): "During the Main or Battle Phase, if
# "Dream Mirror of Joy" is in a Field Zone (Quick Effect)"
TIMED = re.compile(r"^During (?P<when>your opponent's Battle Phase|the Main or Battle Phase|"
                   r"your opponent's Main or Battle Phase|the Main Phase|your opponent's turn)"
                   r"(?:, if (?P<state>.+?))? \(Quick Effect\)$")
DURING = {"your opponent's Battle Phase": "opponent_battle_phase",
          "the Main or Battle Phase": "main_or_battle_phase",
          "your opponent's Main or Battle Phase": "opponent_main_or_battle_phase",
          "the Main Phase": "main_phase", "your opponent's turn": "opponent_turn"}
IN_ZONE = {"this card is in your hand": "hand", "this card is in your GY": "graveyard",
           "this card is in your Graveyard": "graveyard",
           "this card is in your hand or GY": ["hand", "graveyard"]}
# a Field Spell of that name face-up in either player's Field Zone
FIELD_ZONE = re.compile(r'^"(?P<name>[^"]+)" is in a Field Zone$')


# a phase's Trigger Effect of a card destroyed and sent to the GY this turn (7-7-4, 5-3-1): the
# engine destroys a card on the field only, so "on the field" and "by battle or card effect"
# add nothing
DESTROYED = re.compile(r"^(?P<phase>(?:Once per turn, d|D)uring the End Phase), if this card is "
                       r"in the (?:GY|Graveyard) because it was destroyed(?: on the field)?"
                       r"(?: by battle or card effect)? and sent there this turn$")


# sent to the GY as material for a Fusion Summon (8-5-1), or for a Fusion or a Link Summon
# (8-5-5), of a monster so described (`for`), or of any
MATERIAL = re.compile(r"^If this card is sent to the (?:GY|Graveyard) as (?:(?:a )?Fusion Material "
                      r"for a Fusion Summon(?: of an? (?P<fusion>.+?) Fusion Monster)?|material "
                      r"for (?:a (?P<link>Link) Summon|the Fusion or Link Summon of an? "
                      r"(?P<either>.+?) monster))$")


def _material(found: re.Match[str]) -> Fields | None:
    """The event and `for` of a MATERIAL condition; None for a description not read."""
    event = "link_material" if found.group("link") else "fusion_or_link_material" \
        if found.group("either") else "fusion_material"
    words = found.group("fusion") or found.group("either")
    shape: Fields = {"type": "trigger", "event": event, "from": "graveyard"}
    if words is None:
        return shape
    kind = " Fusion" if found.group("fusion") else ""
    described_as = description(f"{words}{kind} monster")
    if not described_as or "not_type" in described_as:
        return None
    return {**shape, "for": described_as}


# destroyed by the opponent's card, in more words than monster_conditions.MORE holds (5-3-1):
# by their monster in battle or their card's effect, or by their card's effect only. The format
# has no lasting change of control, so "in your possession" is its owner's; a destroyed monster
# is sent to the GY, and activated from there
WHOSE = r"(?: in your possession| in its owner's (?:possession|control)| you control)?"
BY_OPPONENT = re.compile(rf"^(?P<s>If|When) this card{WHOSE} is destroyed by (?:an|your) "
                         r"opponent's (?P<how>card effect|card|attack or card effect)"
                         r"(?: \((?:either )?by battle or (?:by )?card effect\))?"
                         r"(?: and sent to (?:your|the) (?:GY|Graveyard))?$")
# "If this card is destroyed by battle, or if this card in its owner's control is destroyed by
# an opponent's card effect"
BATTLE_OR_OPPONENT = re.compile(r"^If this card is destroyed by battle(?: and sent to the "
                                r"(?:GY|Graveyard))?, or if this card in (?:your possession|its "
                                r"owner's (?:control|Monster Zone)) is destroyed by an opponent's "
                                r"card effect(?: and sent to your (?:GY|Graveyard))?$")


def _by_opponent(condition: str) -> Fields | None:
    """A BY_OPPONENT or BATTLE_OR_OPPONENT condition as the effect's fields, or None."""
    if BATTLE_OR_OPPONENT.match(condition):
        return {"type": "trigger", "event": "destroyed_by_battle_or_opponent_effect",
                "from": "graveyard"}
    found = BY_OPPONENT.match(condition)
    if found is None:
        return None
    event = "destroyed_by_opponent_effect" if found.group("how") == "card effect" \
        else "destroyed_by_opponent"
    return {"type": "trigger", "event": event, "from": "graveyard",
            **({"when": True} if found.group("s") == "When" else {})}


# sent to the GY by the opponent's card (5-3-1): destroyed by their monster or their card's
# effect, or sent there by their card's effect; "you control", "from your field": from the field
SENT_BY_OPPONENT = re.compile(r"^(?P<s>If|When) this card (?:(?P<possession>in your possession)|"
                              r"(?P<control>you control)|is sent from your (?P<field>field)) "
                              r"(?:is )?(?(field)|is sent )to your (?:GY|Graveyard) by (?:an|your) "
                              r"opponent's card(?P<effect> effect)?(?: \(by battle or card "
                              r"effect\))?$")


def _sent_by_opponent(condition: str) -> Fields | None:
    found = SENT_BY_OPPONENT.match(condition)
    if found is None:
        return None
    field = "_from_field" if found.group("control") or found.group("field") else ""
    effect = "_effect" if found.group("effect") else ""
    return {"type": "trigger", "event": f"sent{field}_by_opponent{effect}", "from": "graveyard",
            **({"when": True} if found.group("s") == "When" else {})}


def read(condition: str) -> Fields | None:
    """A condition of this module's patterns as the effect's fields, or None."""
    opponents = _by_opponent(condition) or _sent_by_opponent(condition)
    if opponents is not None:
        return opponents
    material = MATERIAL.match(condition)
    if material is not None:
        return _material(material)
    destroyed = DESTROYED.match(condition)
    if destroyed is not None:
        return {**PHASES[destroyed.group("phase")], "from": "graveyard",
                "if": {"destroyed_this_turn": True}}
    found = TIMED.match(condition)
    if found is None:
        return None
    shape: Fields = {"type": "quick", "during": DURING[found.group("when")]}
    state = found.group("state")
    if state is None:
        return shape
    if state in IN_ZONE:
        return {**shape, "from": IN_ZONE[state]}
    field = FIELD_ZONE.match(state)
    board = {"field_spell": [field.group("name")]} if field else board_state(state, True)
    return {**shape, "if": board} if board else None
