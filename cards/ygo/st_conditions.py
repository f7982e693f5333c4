"""A Spell's or Trap's activation condition that is a state of the board, not an event: "If you
control a Spellcaster monster: ...", "If only your opponent controls a monster: ...", "If your
LP are lower than your opponent's: ...". The card can be activated only while the board is as
its text says (5-2-4); the state is read into the card's `if` keys, the same keys a monster's
effect and its Summon procedure use (conditions_shapes.board_state, summon_shapes.condition).

Standard library only. The states kept are those seen from the field the same way whether the
card is in the hand, Set, or just placed face-up to be activated: nothing counted among its
player's own Spells/Traps, hand or Graveyard (the card itself may be there as it is activated),
and no "other" that leaves a monster out. After "while", a named card on the field as well
(""The Sanctuary in the Sky" is on the field", Divine Punishment), a kind with its archetype
("an "Adamancipator" Synchro Monster") and a name beside a monster ("both "Toon World" and a
Toon monster(s)"). Patterns anchored, without nested quantified groups.
"""
from __future__ import annotations

import re
from typing import Any

from cards.ygo import attribute_boards, conditions_others, conditions_shapes, described

Fields = dict[str, Any]

# `if` keys that never count the activated card itself, wherever it is activated from
KEPT = frozenset({"monsters_max", "opponent_cards_min", "opponent_monsters_min",
                  "fewer_monsters", "monsters_min", "opponent_hand_min", "control",
                  "opponent_control", "all_control", "field_spell", "lp_lower",
                  # a Spell's or Trap's only (judge/engine/ygo/board_specs.py)
                  "field_control", "face_up_monsters_max", "control_min", "control_atk_min",
                  "opponent_lp_above", "opponent_attack_min", "control_names_all",
                  "graveyard_min", "graveyard_none",
                  # "no monsters in your Main Monster Zone", "... in all of their ..." (3-3-6)
                  "main_monsters_max", "opponent_main_monsters_min"})
# older or longer words for a state conditions_shapes reads
WORDINGS = {
    "your LP is lower than your opponent's": "your LP are lower than your opponent's",
    "your Life Points are lower than your opponent's": "your LP are lower than your opponent's",
}
# a kind of Extra Deck monster or a Tuner, which described.words() leaves to its caller
KIND = re.compile(r'^you control an? (?P<face>face-up )?(?:"(?P<archetype>[^"]+)" )?(?P<kind>Tuner|'
                  r"Synchro Monster|Xyz Monster|Fusion Monster|Link Monster|Ritual Monster)$")
# a card by its name, or one of several names: "you control a face-up "Dark Magician Girl"",
# "you control "Blue-Eyes White Dragon" or "Dark Magician""
NAMES = re.compile(r'^you control (?:an? )?(?:face-up )?"(?P<first>[^"]+)"(?: or "(?P<second>'
                   r'[^"]+)")?$')


# a face-up monster of either player: "a "Stardust" monster is on the field", ""Harpie Lady" is
# on the field"
ON_FIELD = re.compile(rf'^(?:an? (?:face-up )?{described.words()}monster|"(?P<name>[^"]+)") is on '
                      r"the field$")
# a card by its name and a monster beside it: "you control both "Toon World" and a Toon
# monster(s)"
BOTH = re.compile(rf'^you control both "(?P<name>[^"]+)" and an? {described.words()}monster'
                  r"(?:\(s\))?$")
# several monsters, or one with an ATK at least: "you control 3 or more DARK monsters", "you
# control a Dinosaur monster with 2500 or more ATK"
COUNTED = re.compile(rf"^you control (?P<n>[2-5]) or more (?:face-up )?{described.words()}"
                     r"monsters$")
STRONG = re.compile(rf"^you control an? (?:face-up )?{described.words()}monster with "
                    r"(?P<atk>\d+) or more ATK$")
# "When an opponent's monster declares an attack while they control 3 or more Attack Position
# monsters": "they" is the opponent, the attacking monster's controller
OPPONENT_ATTACK = re.compile(r"^(?:they control|your opponent controls) (?P<n>[2-5]) or more "
                             r"Attack Position monsters$")
# a Type before an archetype, the older order: "all monsters you control are Machine "roid"
# monsters (min. 1)", read in the order described.words() reads
TYPE_FIRST = re.compile(rf'^(?P<head>all monsters you control are )(?P<type>{described.ONE_TYPE}) '
                        r'(?P<archetype>"[^"]+") (?P<tail>monsters.*)$')
# every one of these names: "you control "Ojama Green", "Ojama Yellow", and "Ojama Black""
ALL_NAMES = re.compile(r'^you control "(?P<a>[^"]+)"(?:, "(?P<b>[^"]+)",)? and "(?P<c>[^"]+)"$')
# its own Graveyard: "you have 7 or more DARK monsters in your GY", "you have no Traps in your GY"
GRAVEYARD_MIN = re.compile(rf"^you have (?P<n>\d+) or more {described.words()}monsters in your "
                           r"(?:GY|Graveyard)$")
GRAVEYARD_NO = re.compile(r"^you have no (?P<kind>Traps|Spells|Trap Cards|Spell Cards) in your "
                          r"(?:GY|Graveyard)$")
OPPONENT_LP = re.compile(r"^your opponent's (?:LP|Life Points) (?:are|is) higher than "
                         r"(?P<lp>\d+)$")


# "During the Main Phase:": the phases the card can be activated in (`when`, 10-3-3)
PHASES = {
    "During the Main Phase": "main_phase", "During Main Phase": "main_phase",
    "During either player's Main Phase": "main_phase",
    "During your opponent's Main Phase": "opponent_main_phase",
    "During the Battle Phase": "battle_phase",
    "During either player's Battle Phase": "battle_phase",
    "During your opponent's Battle Phase": "opponent_battle_phase",
    "During your Battle Phase": "your_battle_phase",
    "During the Main or Battle Phase": "main_or_battle_phase",
    "During your End Phase": "your_end_phase",
    "During your opponent's End Phase": "opponent_end_phase",
    "During your opponent's Standby Phase": "opponent_standby_phase",
}


# the opponent's attack in other words than shapes.CONDITIONS' ("When an opponent's monster
# declares an attack"): the same declaration (10-3-3)
ATTACKS = {"When your opponent's monster declares an attack": "opponent_attack_declared",
           "When your opponent's monster declares a direct attack":
               "opponent_direct_attack_declared"}


def read(condition: str) -> Fields | None:
    """A Spell's or Trap's condition read here: a state of the board, another card's
    destruction, a phase, or the opponent's attack; None for any other."""
    if condition in PHASES:
        return {"when": PHASES[condition]}
    if condition in ATTACKS:
        return {"when": ATTACKS[condition]}
    # "When there are face-up WIND, WATER, FIRE and EARTH monster(s) on the field" (5-2-4)
    return board(condition) or event(condition) or attribute_boards.read(condition)


def board(condition: str) -> Fields | None:
    """The card's `{"if": {...}}` for "If <a state of the board>", or None."""
    if not condition.startswith("If "):
        return None
    text = condition[3:]
    text = WORDINGS.get(text, text)
    state = _state(text)
    if not state or not set(state) <= KEPT:
        return None
    return {"if": state}


# "<an event or a time> while <the board>", "..., if <the board>": the board asked as the card is
# activated (5-2-4), the head read as a whole condition
JOINED = re.compile(r"^(?P<head>(?:When|If|During) .+?)(?:,? while |, if )(?P<state>(?:you "
                    r"control|your opponent controls|they control|you have|your LP|all monsters "
                    r'you control) .+|"[^"]+" is on the field)$')


def split(condition: str) -> tuple[str, Fields] | None:
    """"When an opponent's monster declares an attack while you control a "Gagaga" monster":
    the head to read alone and the card's `if` for the state after it, or None."""
    found = JOINED.match(condition)
    state = board(f"If {found.group('state')}") if found is not None else None
    if found is None or state is None:
        return None
    return found.group("head"), state


def event(condition: str) -> Fields | None:
    """"When a monster you control is destroyed by battle and sent to the GY", "If a
    "Dinomist" monster(s) you control is destroyed by battle or card effect": the card's `when`
    (`other_destroyed`, `..._by_battle`, `..._by_effect`) and the card it happens to (`other`,
    as a monster's Trigger Effect names it, conditions_others.py), answered just after it
    (10-3-4); None for any other wording, or one that names where this card is."""
    found = conditions_others.destroyed(condition)
    if found is None or "from" in found or found["other"].get("another"):
        return None
    return {"when": found["event"], "other": found["other"]}


def _state(text: str) -> Fields | None:
    swapped = TYPE_FIRST.match(text)
    if swapped is not None:
        text = (f"{swapped.group('head')}{swapped.group('archetype')} {swapped.group('type')} "
                f"{swapped.group('tail')}")
    if text == "you control no face-up monsters":
        return {"face_up_monsters_max": 0}
    more = _more(text)
    if more is not None:
        return more
    kind = KIND.match(text)
    if kind is not None:  # "an "Adamancipator" Synchro Monster": of the archetype as well
        archetype = {"archetype": kind.group("archetype")} if kind.group("archetype") else {}
        return {"control": {**archetype, "type": kind.group("kind").split()[0]}}
    names = NAMES.match(text)
    if names is not None:
        return {"control": {"names": [n for n in names.group("first", "second") if n]}}
    return conditions_shapes.board_state(text, False)


def _more(text: str) -> Fields | None:
    """The states only a Spell's or Trap's `if` holds (board_specs.BoardExtra), or None."""
    paired = _paired(text)
    if paired is not None:
        return paired
    found = ON_FIELD.match(text)
    if found is not None:
        words = {"names": [found.group("name")]} if found.group("name") \
            else described.fields(found, monster=True)
        return {"field_control": words} if words else None
    found = COUNTED.match(text) or STRONG.match(text)
    if found is not None:
        words = described.fields(found, monster=True)
        count = {"control_min": int(found.group("n"))} if "n" in found.groupdict() \
            else {"control_atk_min": int(found.group("atk"))}
        return None if words is None else {**({"control": words} if words else {}), **count}
    found = ALL_NAMES.match(text)
    if found is not None:
        return {"control_names_all": [n for n in found.group("a", "b", "c") if n]}
    found = GRAVEYARD_MIN.match(text)
    if found is not None:
        words = described.fields(found, monster=True)
        return None if words is None else {
            "graveyard_min": {"count": int(found.group("n")), **words}}
    found = GRAVEYARD_NO.match(text)
    if found is not None:
        return {"graveyard_none": "trap" if found.group("kind").startswith("Trap") else "spell"}
    found = OPPONENT_ATTACK.match(text)
    if found is not None:
        return {"opponent_attack_min": int(found.group("n"))}
    found = OPPONENT_LP.match(text)
    return {"opponent_lp_above": int(found.group("lp"))} if found is not None else None


def _paired(text: str) -> Fields | None:
    """A name and a monster you control, each face-up (board_specs), or None."""
    found = BOTH.match(text)
    if found is not None:
        words = described.fields(found, monster=True)
        return {"control": words, "control_names_all": [found.group("name")]} if words else None
    return None
