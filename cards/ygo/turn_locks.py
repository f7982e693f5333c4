"""What a card forbids its player for the whole turn it activates it (5-2-11, 5-2-13, 5-2-15):
"You cannot conduct your Battle Phase the turn you activate this card." (`no_battle_phase_turn`),
"You cannot Normal Summon/Set the turn you activate this card." (`normal_summon_lock_turn`),
"You cannot Special Summon ... the turn you activate this effect, except ..."
(`summon_lock_turn`, lock_shapes.py), or both in one sentence ("You cannot Special Summon or
conduct your Battle Phase during the turn you activate this effect.", "You cannot Special
Summon monsters, except Dragon monsters, nor conduct your Battle Phase, the turn you activate
this effect."); attacks (5-2-26): every monster of its player's ("Your monsters cannot attack the
turn you activate this effect.", "You cannot declare an attack ...": `no_attacks_turn`) or every
one but the monster whose effect it is ("Other monsters cannot attack during the turn you
activate this effect.", "Only this card can attack the turn this effect is activated.":
`no_other_attacks_turn`, a monster's effect only: a Spell's "other monsters" names no monster);
adding from the Deck: "You cannot add cards from the Deck to the hand the turn you activate this
effect, except by drawing them." (`no_deck_adds_turn`, 5-2-27); monster effects: "You cannot
activate non-LIGHT monster effects during the turn you activate this effect." (a monster
effect's `effect_lock_turn`, 5-2-30), and every card and effect but those of an archetype:
"You cannot activate cards or effects the turn you activate this effect, except "Bujin" cards."
(`effect_lock_turn` with `cards: true`, 5-2-30).

Standard library only. `read` says which effects the sentence binds, as lock_shapes.read_turn
does ("effect": the one before it, "card": each of the card's, "activation": a Spell's or
Trap's activation), and the keys it gives them. Anchored patterns without nested quantified
groups: linear.
"""
from __future__ import annotations

import dataclasses
import re
from collections.abc import Callable
from typing import Any

from cards.ygo import lock_shapes, psct

Fields = dict[str, Any]

WHICH = r"(?P<which>this effect|this card|(?:either|any) of this card's effects)"
BATTLE = re.compile(r"^You cannot conduct your Battle Phase (?:during )?the (?:same )?turn you "
                    rf"activate {WHICH}\.$")
# "You cannot Normal Summon/Set (during) the turn you activate this effect." (5-2-15)
NORMAL = re.compile(r"^You cannot Normal Summon/Set (?:during )?the turn you activate "
                    rf"{WHICH}(?: \(even if this card leaves the field\))?\.$")
# both restrictions, no monster allowed
BOTH = re.compile(r"^You cannot Special Summon or conduct your Battle Phase (?:during )?the "
                  rf"turn you activate {WHICH}\.$")
# "You cannot Special Summon monsters, except X monsters, nor conduct your Battle Phase, the
# turn ...": the Special Summons as lock_shapes reads them alone
NOR = re.compile(r"^(?P<summons>You cannot Special Summon [^.]+), nor conduct your Battle "
                 r"Phase, (?P<turn>the turn you activate [^,.]+)\.$")
# every monster of the player's (5-2-26)
ALL_ATTACKS = re.compile(r"^(?:Your monsters cannot attack|You cannot declare (?:an attack|"
                         rf"attacks)) (?:during )?the turn you activate {WHICH}\.$")
# every monster but this one: only after a monster's effect ("this effect") (5-2-26)
OTHER_ATTACKS = re.compile(r"^(?:(?P<implicit>(?:Your other monsters|Other monsters(?: you "
                           r"control)?) cannot attack (?:during )?the turn you activate this "
                           r"effect)|Only this card can attack the turn this effect is "
                           r"activated|During the turn this effect is activated, no other "
                           r"monsters can attack, except this card)\.$")
# "other" than what the effect names instead: its target (Bujingi Swallow), the monster a
# card sent from the hand or Graveyard gives an attack to
ELSEWHERE = ("hand", "graveyard")
# "You cannot add cards from the Deck to the hand the turn ..., except by drawing them." 5-2-27
DECK_ADDS = re.compile(r"^You cannot add cards from (?:the|your) Deck to (?:the|your) hand "
                       rf"(?:during )?the turn you activate {WHICH}, except by drawing them\.$")
# "You cannot Special Summon other monsters the turn you activate this effect, except for LIGHT
# monsters.": "other" than those the effect itself Special Summons, read only when each of those
# fits the exception anyway (`fits`), so that the restriction is the same (5-2-11)
OTHER_SUMMONS = re.compile(r"^You cannot Special Summon other monsters (?P<rest>(?:during )?the "
                           r"turn you activate this effect, except (?:for )?[^,.]+\.)$")
# "You cannot activate non-LIGHT monster effects during the turn you activate this effect."
EFFECTS = re.compile(r"^You cannot activate non-(?P<attribute>DARK|DIVINE|EARTH|FIRE|LIGHT|WATER|"
                     r"WIND) monster effects (?:during )?the turn you activate (?P<which>this "
                     r"effect|(?:either|any) of this card's effects)\.$")
# "..., except "Chronomaly" cards and effects.": every kind of card and effect (5-2-30)
CARDS = re.compile(r"^You cannot activate cards or effects (?:during )?the turn you activate "
                   r"(?P<which>this effect|(?:either|any) of this card's effects), except "
                   r'"(?P<archetype>[^"]+)" cards(?: and effects)?\.$')
BINDS = {"this effect": "effect", "this card": "activation"}


def read(text: str) -> tuple[str, Fields] | None:
    """Which effects the sentence binds and the keys it gives them, or None."""
    alone = BATTLE.match(text)
    if alone is not None:
        return _which(alone), {"no_battle_phase_turn": True}
    normal = NORMAL.match(text)
    if normal is not None:
        return _which(normal), {"normal_summon_lock_turn": True}
    attacks = _attacks(text)
    if attacks is not None:
        return attacks
    both = BOTH.match(text)
    if both is not None:
        return _which(both), {"summon_lock_turn": {"from": "any"},
                              "no_battle_phase_turn": True}
    other = OTHER_SUMMONS.match(text)
    if other is not None:
        text = f"You cannot Special Summon monsters {other.group('rest')}"
    nor = NOR.match(text)
    summons = lock_shapes.read_turn(f"{nor.group('summons')}, {nor.group('turn')}.") \
        if nor is not None else lock_shapes.read_turn(text)
    if summons is None:
        return None
    keys: Fields = {"summon_lock_turn": summons[1]}
    if nor is not None:
        keys["no_battle_phase_turn"] = True
    return summons[0], keys


def fits(text: str, entry: Fields) -> bool:
    """The sentence may bind this monster effect: "Other monsters" means other than the
    monster itself only when its effect names no other (no target, activated on the field)."""
    if OTHER_SUMMONS.match(text):
        return _own_summons_fit(entry, read(text))
    found = OTHER_ATTACKS.match(text)
    if found is None or not found.group("implicit"):
        return True
    where = entry.get("from", "field")
    return "target" not in entry and not set(where if isinstance(where, list) else [where]) \
        & set(ELSEWHERE)


def _own_summons_fit(entry: Fields, lock: tuple[str, Fields] | None) -> bool:
    """The effect only Special Summons, from the Main Deck zones, one monster described so
    that the exception allows it: "other monsters" then changes nothing (5-2-11)."""
    allowed = (lock or ("", {}))[1].get("summon_lock_turn", {}).get("except")
    steps = entry.get("effect", [])
    fetch = steps[0].get("fetch") if len(steps) == 1 else None
    return isinstance(allowed, dict) and isinstance(fetch, dict) \
        and fetch.get("to") == "field" and "extra_deck" not in fetch.get("from", []) \
        and all(fetch.get(key) == value for key, value in allowed.items())


def _which(found: re.Match[str]) -> str:
    return BINDS.get(found.group("which"), "card")


def _attacks(text: str) -> tuple[str, Fields] | None:
    """An attack restriction of the turn (5-2-26): which effects it binds, its key; or None."""
    every = ALL_ATTACKS.match(text)
    if every is not None:
        return _which(every), {"no_attacks_turn": True}
    if OTHER_ATTACKS.match(text):
        return "effect", {"no_other_attacks_turn": True}
    adds = DECK_ADDS.match(text)  # not an attack, but as short a sentence (5-2-27)
    if adds is not None:
        return _which(adds), {"no_deck_adds_turn": True}
    effects = EFFECTS.match(text)  # 5-2-30
    if effects is not None:
        return _which(effects), {"effect_lock_turn": {
            "except": {"attribute": effects.group("attribute")}}}
    cards = CARDS.match(text)  # every card and effect (5-2-30)
    return None if cards is None else (_which(cards), {"effect_lock_turn": {
        "except": {"archetype": cards.group("archetype")}, "cards": True}})


def glued(effect: psct.Effect, clause: str,
          reader: Callable[[psct.Effect, str], Fields | None]) -> Fields | None:
    """A "●" line that holds an effect and, after it, that effect's restriction for the turn
    ("● ...: You can Special Summon this card. You cannot Normal Summon/Set the turn you
    activate this effect."): the effect as `reader` reads it without the last sentence, with
    the restriction's keys (5-2-11, 5-2-13, 5-2-15); None when either part does not read."""
    head, dot, last = effect.action.rpartition(". ")
    lock = read(last) if dot else None
    if lock is None or lock[0] != "effect" or not effect.text.endswith(f" {last}"):
        return None
    entry = reader(dataclasses.replace(effect, action=f"{head}.",
                                       text=effect.text[:-len(last) - 1]), clause)
    if entry is None or entry.keys() & lock[1].keys() or not fits(last, entry):
        return None
    return {**entry, **lock[1]}
