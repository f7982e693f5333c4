"""The activation condition of a monster's effect (the words before its colon) read by its
parts, where the whole wording is not one of monster_shapes.CONDITIONS: a leading "Once per
turn, ", older or longer words for an event the engine knows ("Graveyard", "this card on the
field is destroyed"), and a state of the board joined to an event or a zone ("If this card is
Special Summoned and you control a "Gladiator Beast" monster", "If this card is in your GY and
you control no monsters"), which must hold as the effect is activated (5-2-4).

Standard library only. Each part is read by the readers of the whole conditions (the
`base` the caller passes: monster_shapes.CONDITIONS and its board and material readers) or by
summon_shapes.condition and board_states below; a part read by none leaves the effect unread.
Patterns are anchored, without nested quantified groups: linear.
"""
from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from cards.ygo import (
    activated_shapes,
    battle_wins,
    conditions_others,
    described,
    face_flips,
    returned_others,
    summon_boards,
    summon_shapes,
    tributed_by,
)
from cards.ygo.monster_conditions import OPTIONAL_ONLY as PHASES

Fields = dict[str, Any]
Base = Callable[[str], "Fields | None"]

ONCE = re.compile(r"^Once per turn, (?P<start>if|when|during) (?P<rest>.+)$")
# older and longer words for the same thing: "Graveyard" is the GY; "by a card effect" is by
# card effect; the engine destroys a card on the field only (interpreter.destroy, 5-3-1), so
# "this card on the field is destroyed" and "this card you control is destroyed" are its
# destruction; the format has no change of control, so "your GY" is its owner's
WORDINGS = ((re.compile(r"\bGraveyard\b"), "GY"),
            (re.compile(r"\bby a card effect\b"), "by card effect"),
            (re.compile(r"\bBattle Damage\b"), "battle damage"),
            (re.compile(r"^(?P<s>If|When) this card (?:on the field|you control) is destroyed\b"),
             r"\g<s> this card is destroyed"),
            (re.compile(r"\bto your GY\b"), "to the GY"),
            (re.compile(r"^(?P<s>If|When) this card (?:on the field|you control) is sent to the "
                        r"GY"),
             r"\g<s> this card is sent from the field to the GY"),
            (re.compile(r"^If this card is in the GY\b"), "If this card is in your GY"),
            # the board first, then the zone: the same two things asked (5-2-4), STATE's order
            (re.compile(r"^If (?P<s>(?:you|your opponent) (?:control|controls|have|has) .+?),? "
                        r"(?:and|while) (?P<z>this card is in your (?:hand|GY|hand or GY))$"),
             r"If \g<z> and \g<s>"))
# "<an event or a zone> and / while / , if <the board>": the board part asked as it is
# activated (5-2-4); the event part is read as a whole condition
STATE = re.compile(r"^(?P<head>(?:If|When) this card .+?)(?: and|,? while|, if|, and) "
                   r"(?P<state>(?:you|your opponent) (?:control|controls|have|has|do not "
                   r"control) .+|your LP are .+)$")
# the board states summon_shapes.condition does not hold, as `if` keys
STATES: dict[str, Fields] = {
    "you control no Spell/Trap Cards": {"spells_traps_max": 0},
    "you control no Spells/Traps": {"spells_traps_max": 0},
    "you control no Spell or Trap Cards": {"spells_traps_max": 0},
    "you have no cards in your hand": {"hand_empty": True},
    "your LP are lower than your opponent's": {"lp_lower": True},
    "you control no other monsters": {"monsters_max": 1},  # this card, on the field
    # their Spell & Trap Zones only, the Field Zone apart (3-4-1, 3-4-3)
    "your opponent controls no cards in their Spell & Trap Zone": {"opponent_spell_zone_max": 0},
    # Spells and Traps in the GY counted (judge/engine/ygo/zone_counts.py)
    "you have no Spells/Traps in your GY": {"graveyard_spells_traps_max": 0},
    "you have no Spell/Trap Cards in your GY": {"graveyard_spells_traps_max": 0},
    "you have no Spell/Trap Cards in your Graveyard": {"graveyard_spells_traps_max": 0},
}
# the cause of the event: whose effect Special Summoned it (`summoned_by`), a discard made by a
# resolving effect, not a cost (5-1-3, 5-2-2)
SUMMONED_BY = re.compile(r"^(?P<s>If|When) this card is Special Summoned by (?:(?P<its>its "
                         r"(?:own )?effect)|(?P<any>a monster effect)|the effect of (?:an? "
                         rf"{described.words()}(?P<noun>monster|card)|\"(?P<name>[^\"]+)\"))$")
# Tributed on the field, not from the hand (5-3-5): activated from the GY it went to
ON_FIELD_TRIBUTED = re.compile(r"^(?P<s>If|When) this card on the field is Tributed$")
DISCARDED = re.compile(r"^(?P<s>If|When) this card is discarded(?: to the GY)? by card effect$")
# a move from the zones named (5-1-3): sent to the GY from them (activated from the GY), or
# Special Summoned from them (8-4-1); "from the field" alone is monster_shapes.CONDITIONS'
FROM = re.compile(r"^(?P<s>If|When) this card is (?:(?P<sent>sent)|Special Summoned) from "
                  r"(?:the |your )?(?P<zones>hand|Deck|hand or field|hand or Deck|Extra Deck)"
                  r"(?(sent) to the GY)$")
SENT_FROM = {"hand": "sent_from_hand_to_graveyard", "Deck": "sent_from_deck_to_graveyard",
             "hand or field": "sent_from_hand_or_field_to_graveyard",
             "hand or Deck": "sent_from_hand_or_deck_to_graveyard"}
SUMMONED_FROM = {"Deck": "special_summoned_from_deck",
                 "Extra Deck": "special_summoned_from_extra_deck"}
# a phase's Trigger Effect of a card sent to the GY this turn (7-7-4, 5-2-4): "During the End
# Phase, if this card is in the GY because it was sent there this turn"
SENT_THIS_TURN = re.compile(r"^(?P<phase>(?:Once per turn, d|D)uring .+?), if this card is in the "
                            r"GY because it was sent there (?P<field>from the field )?this turn$")
# a Quick Effect in either player's turn while the board is as its text says (5-1-4, 5-2-4)
EITHER_TURN = re.compile(r"^During either player's turn, if (?P<state>.+)$")
# two states at once, the second of either player
BOTH = re.compile(r"^(?P<a>(?:you|your opponent) [^,]+?) and (?P<b>(?:you|your opponent) .+)$")
ANOTHER = re.compile(rf"^you control another (?:face-up )?{described.words()}monster$")


# the older order of a Type before the archetype: "a Beast-Warrior-Type "Bujin" monster"
TYPE_FIRST = re.compile(rf'^(?P<head>you control an? (?:face-up )?)(?P<type>{described.ONE_TYPE}) '
                        r'(?P<archetype>"[^"]+") monster$')


def board_state(text: str, on_field: bool) -> Fields | None:
    """The `if` keys of a state of the board seen from the monster's player, or None.
    `on_field`: the effect is activated from the field, so "other" leaves this card out."""
    both = BOTH.match(text)
    if both is not None:  # "your opponent controls a monster and you control no other monsters"
        first, second = (board_state(both.group(part), on_field) for part in ("a", "b"))
        # each must hold (5-2-4); two parts that say the same key are not read
        return {**first, **second} if first and second and not first.keys() & second.keys() \
            else None
    swapped = TYPE_FIRST.match(text)
    if swapped is not None:  # the same words in the order described.words() reads them
        head, archetype = swapped.group("head"), swapped.group("archetype")
        text = f"{head}{archetype} {swapped.group('type')} monster"
    found = summon_shapes.condition(text)
    if found:
        return None if "hand_max" in found or "graveyard" in found else found
    if text in STATES:
        keys = dict(STATES[text])
        return keys if on_field or "monsters_max" not in keys else None
    another = ANOTHER.match(text)
    if another is not None:  # one other than this card (9-1-3)
        words = described.fields(another, monster=True)
        return {"control": words, "control_other": True} if words else None
    return None


def caused(condition: str) -> Fields | None:
    """"If this card is Special Summoned by the effect of a "Gusto" monster", "If this card is
    discarded to the GY by card effect": the event and what caused it, or None."""
    found = SUMMONED_BY.match(condition)
    if found is not None:
        by: Fields | None = {"what": "self"} if found.group("its") else \
            {"what": "monster"} if found.group("any") else \
            {"what": "card", "names": [found.group("name")]} if found.group("name") else None
        if by is None:
            words = described.fields(found, monster=found.group("noun") == "monster")
            by = None if words is None else {"what": found.group("noun"), **words}
        return None if by is None else {"type": "trigger", "event": "special_summoned_by_effect",
                                        "summoned_by": by, **_when(found)}
    found = FROM.match(condition)
    if found is not None:
        zones = found.group("zones")
        event = SENT_FROM.get(zones) if found.group("sent") else SUMMONED_FROM.get(zones)
        origin = {"from": "graveyard"} if found.group("sent") else {}
        return {"type": "trigger", "event": event, **origin, **_when(found)} if event else None
    found = ON_FIELD_TRIBUTED.match(condition)
    if found is not None:
        return {"type": "trigger", "event": "tributed_from_field", "from": "graveyard",
                **_when(found)}
    found = DISCARDED.match(condition)
    if found is not None:
        return {"type": "trigger", "event": "discarded_by_effect", "from": "graveyard",
                **_when(found)}
    return None


def _when(found: re.Match[str]) -> Fields:
    return {"when": True} if found.group("s") == "When" else {}


def read(condition: str, base: Base) -> Fields | None:
    """What the condition makes of the effect (type, event, zone, `if`), or None."""
    if not condition:
        return None
    cause = caused(_reworded(condition)) or conditions_others.destroyed(_reworded(condition))
    cause = cause or face_flips.condition(condition)  # a monster turned face-down (9-2-6)
    cause = cause or returned_others.condition(condition)  # returned to the hand (5-3-11)
    cause = cause or battle_wins.condition(condition, base)  # its battles this turn (5-2-4)
    cause = cause or tributed_by.condition(_reworded(condition), base)  # its Tributes (5-2-4)
    cause = cause or activated_shapes.condition(condition)  # an activation (11-1-11)
    if cause is not None:
        return cause
    once = ONCE.match(condition)
    if once is not None:  # the effect's own once-per-turn (monster_shapes.effect, 5-2-6)
        rest = f"{once.group('start').capitalize()} {once.group('rest')}"
        return base(rest) or read(rest, base)
    worded = _reworded(condition)
    if worded != condition:
        shape = base(worded) or read(worded, base)
        if shape is not None:
            return shape
    sent = SENT_THIS_TURN.match(worded)
    phase = base(sent.group("phase")) if sent is not None else None
    if sent is not None and phase is not None and phase.get("event") in PHASES:
        key = "sent_from_field_this_turn" if sent.group("field") else "sent_this_turn"
        return {**phase, "from": "graveyard", "if": {key: True}}
    either = EITHER_TURN.match(worded)
    state = board_state(either.group("state"), True) if either is not None else None
    if state is not None:  # on the field, face-up, as any Quick Effect of a monster (5-1-7)
        return {"type": "quick", "if": state}
    joined = STATE.match(worded)
    if joined is not None:
        head = base(joined.group("head")) or read(joined.group("head"), base)
        if head is None or "if" in head:
            return None
        state = board_state(joined.group("state"), head.get("from", "field") == "field") \
            or summon_boards.board(joined.group("state"))  # its engine keys: effect_boards.py
        return {**head, "if": state} if state else None
    return None


def board(condition: str) -> Fields | None:
    """"If you control no monsters: You can ...": an Ignition Effect activated only while the
    board is as its text says (5-2-4)."""
    # where it is activated from is said by its cost or steps, read after: not the field yet
    state = board_state(condition[3:], False) if condition.startswith("If ") else None
    return {"type": "ignition", "if": state} if state else None


def _reworded(condition: str) -> str:
    for pattern, words in WORDINGS:
        condition = pattern.sub(words, condition)
    return condition
