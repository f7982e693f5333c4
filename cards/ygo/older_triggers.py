"""A monster's Trigger Effect in the older words, printed without a colon: "When this card is
Normal Summoned, you can add 1 Level 4 "Genex" monster from your Deck to your hand.", "When this
card is destroyed by battle and sent to the Graveyard, destroy all face-down monsters.",
"During your Standby Phase, inflict 500 damage to your opponent.".

Standard library only. Problem-Solving Card Text prints the same effect with its activation
condition before a colon ("When this card is Normal Summoned: You can add 1 ..."), and the
older texts mean the same: the effect starts a chain when its event happens (5-1-3), and "you
can" leaves it to its controller, a plain verb makes it mandatory. So the sentence is cut at
one of its commas into the condition and what it does, and the halves are read as a newer
text's would be (monster_shapes.effect); the first cut whose condition monster_shapes knows
as a Trigger Effect's and whose every other part reads is kept. A sentence that replaces one
event with another ("would be destroyed ..., you can ... instead") is a substitute, not a
trigger, and is never read here; nor is a summoning procedure ("If you control ..., you can
Special Summon this card (from your hand)."), whose condition is a state and not an event.
"Once per turn, you can ..." (and the few TIMINGS below) is an Ignition or Quick Effect in the
same words. A card's page shows such a sentence as the activated effect it is read as, in its
printed words (shown).
"""
from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import replace
from typing import Any

from cards.ygo import monster_shapes, psct

Fields = dict[str, Any]

# the sentence: opens as a condition does, and has no colon or semicolon of its own
OLDER = re.compile(r"^(?:When|If|Each time|During|Once per turn, (?:when|if|during|you can)) "
                   r"[^:;]+\.$")
# replacement effects, never a Trigger Effect (another family reads them)
SUBSTITUTE = re.compile(r"\bwould\b|\binstead\b")
# where the condition may end: a comma before what the effect does, in lower case ("you can
# ...", "inflict ...", "destroy ...")
CUT = re.compile(r", (?=[a-z])")
# the older words of an event, said as the newer texts say it (the readers know the newer):
# "selected as an attack target" is "targeted for an attack" (12-3-1), "Battle Damage to your
# opponent's Life Points" is "battle damage to your opponent", "removed from play" is
# "banished", "as a result of battle" is "by battle"; "this face-up card": a monster's effect
# is activated face-up on the field anyway (5-1-3)
EVENT_WORDS = (
    (re.compile(r"\bthis (?:face-up )?card is selected as an attack target$"),
     "this card is targeted for an attack"),
    (re.compile(r"\bthis face-up Attack Position card is selected as an attack target$"),
     "this face-up Attack Position card is targeted for an attack"),
    (re.compile(r"\bBattle Damage to your opponent's Life Points"),
     "battle damage to your opponent"),
    (re.compile(r"\bBattle Damage\b"), "battle damage"),
    (re.compile(r"^During each of (?P<whose>your|your opponent's) (?P<phase>Standby|End) "
                r"Phases$"), r"During \g<whose> \g<phase> Phase"),
    (re.compile(r"\bdestroyed and sent to the (?P<gy>Graveyard|GY) by battle$"),
     r"destroyed by battle and sent to the \g<gy>"),
    (re.compile(r"\bis sent to the (?:Graveyard|GY) as a result of battle$"),
     "is destroyed by battle and sent to the Graveyard"),
    (re.compile(r"\b(?P<what>destroys (?:a|an opponent's) monster) and sends it to the "
                r"(?P<gy>Graveyard|GY) as a result of battle$"),
     r"\g<what> by battle and sends it to the \g<gy>"),
    (re.compile(r"\bdestroys your opponent's monster\b"), "destroys an opponent's monster"),
    (re.compile(r"\bdestroys (?P<what>a|an opponent's) monster as a result of battle$"),
     r"destroys \g<what> monster by battle"),
    (re.compile(r"\bas a Synchro Material Monster$"), "as a Synchro Material"),
    (re.compile(r"\bis Normal Summoned or Flip Summoned$"), "is Normal or Flip Summoned"),
    (re.compile(r"\bis Tribute Summoned successfully$"), "is Tribute Summoned"),
    (re.compile(r"\bremoved from play\b"), "banished"),
    (re.compile(r"^When (?P<how>(?:Normal|Special|Synchro|Normal or Special) Summoned)$"),
     r"When this card is \g<how>"),
)


# "If this card attacks or is attacked, remove 1 counter from this card at the end of the
# Damage Step." (the older B.E.S. monsters): the older English of "At the end of the Damage
# Step, if this card battled: Remove 1 counter from this card." (12-4-13), its timing printed
# last; read as that newer text, the condition its printed words before the comma
AT_DAMAGE_END = re.compile(r"^(?P<printed>If this card attacks or is attacked), (?P<what>[a-z]"
                           r"[^.;:]*) at the end of the Damage Step\.$")
BATTLED_END = "At the end of the Damage Step, if this card battled"


# an event that befalls this card itself ("When this card is selected as an attack target"):
# "it" and "its" in what the effect does are this card
ITSELF = re.compile(r"^(?:When|If) this (?:face-up )?(?:Attack Position )?card is ")
PRONOUNS = ((re.compile(r"^Change it to (?P<pos>Attack|Defense) Position\.$"),
             r"Change this card to \g<pos> Position."),
            (re.compile(r"^Change its battle position\.$"), "Change this card's battle position."))
# older words of what an effect does, said as the newer texts say it: "from your Deck" after a
# draw says nothing more; "Both players take" is "Each player takes"; "Increase your
# opponent's Life Points by" is "Your opponent gains"; "discards 1 card randomly" is "discards
# 1 random card"; "its owner's hand" (or the misprinted "it's") is the hand
ACTION_WORDS = (
    (re.compile(r"^(?P<draw>(?:You can d|D)raw \d+ cards?) from your Deck\.$"), r"\g<draw>."),
    (re.compile(r"^Both players take (?P<n>\d+) damage\.$"), r"Each player takes \g<n> damage."),
    (re.compile(r"^Increase your opponent's Life Points by (?P<n>\d+) points\.$"),
     r"Your opponent gains \g<n> LP."),
    (re.compile(r"^Your opponent discards (?P<n>\d+) cards? randomly from (?:his/her|their) "
                r"hand\.$"), r"Your opponent discards \g<n> random card."),
    (re.compile(r"^Return it to (?:it's|its) owner's hand\.$"), "Return it to the hand."),
    # "damage to your opponent's Life Points equal to ... x 100 points": an amount from the
    # board, in the words its readers know
    (re.compile(r"^Inflict damage to your opponent's Life Points equal to (?P<what>[^.;:]+ x "
                r"\d+) points\.$"), r"Inflict damage to your opponent equal to \g<what>."))
# after an event that names the opponent ("destroys an opponent's monster"), "they" is that
# player
THEY = ((re.compile(r"^They discard (?P<n>\d+) random cards?\.$"),
         r"Your opponent discards \g<n> random card."),)
OPPONENT = re.compile(r"\b(?:an opponent's|your opponent)\b")
# the older word of a target: "select 1 monster your opponent controls, and destroy it" is
# "Target 1 monster your opponent controls; destroy it" (5-2-3), a cost before it "to select"
SELECT = re.compile(r"^(?:(?P<you>You can )s|S)elect (?P<what>\d+ [^;:]+?),? and (?P<then>[A-Za-z]"
                    r"[^;:]*\.)$")
THAT_ONE = re.compile(r"\b(?:it|its|them|their)\b")  # what follows names the selected card
TO_SELECT = " to select "


def _aimed(action: str) -> tuple[str, str, str]:
    """The cost, target and action of what the older effect does, its "select" a target."""
    cost = ""
    at = action.find(TO_SELECT)
    if at > 0 and action.startswith("You can "):
        cost, action = action[len("You can "):at], "You can select " + action[
            at + len(TO_SELECT):]
    found = SELECT.match(action)
    if found is None or not THAT_ONE.search(found.group("then")):
        return "", "", action if not cost else ""
    then = found.group("then")
    return cost, f"Target {found.group('what')}", (found.group("you") or "") + then


def cuts(effect: psct.Effect) -> list[tuple[str, psct.Effect]]:
    """The newer wordings the sentence may be, one per comma it may be cut at, left to right,
    each with its condition as printed; none when it is not an older trigger."""
    text = effect.action  # its whole text, with what a fold added (negated_apart.py)
    if effect.kind != "continuous" or effect.options or not OLDER.match(text) \
            or SUBSTITUTE.search(text):
        return []
    ended = AT_DAMAGE_END.match(text)
    if ended is not None:  # its timing last (12-4-13)
        what = ended.group("what")
        action = f"{what[:1].upper()}{what[1:]}."
        return [(ended.group("printed"), psct.Effect(
            text=f"{BATTLED_END}: {action}", kind="activated", condition=BATTLED_END, cost="",
            target="", action=action, spell_speed=1, once_per_turn=""))]
    out = []
    for found in CUT.finditer(text):
        printed, rest = text[:found.start()], text[found.end():]
        condition = printed
        for pattern, words in EVENT_WORDS:
            condition = pattern.sub(words, condition)
        action = rest[:1].upper() + rest[1:]
        for pattern, words in ACTION_WORDS + (PRONOUNS if ITSELF.match(condition) else ()) \
                + (THEY if OPPONENT.search(condition) else ()):
            action = pattern.sub(words, action)
        cost, target, action = _aimed(action)
        if not action:
            continue
        out.append((printed, psct.Effect(
            text=f"{condition}: {action}", kind="activated", condition=condition, cost=cost,
            target=target, action=action, spell_speed=1,
            once_per_turn="soft" if "once per turn" in condition.lower() else "")))
    return out


# an Ignition or Quick Effect in the older words ("Once per turn, you can select 1 ..."): only
# these timings, each the whole condition, and only "you can" after it (5-1-2, 5-1-4); a state
# before "you can" may be a summoning procedure (8-4-8), never read here
TIMINGS = {"Once per turn": "ignition", "Once per turn, during your Main Phase": "ignition",
           "During your Main Phase": "ignition", "During either player's turn": "quick",
           "Once per turn, during either player's turn": "quick"}


def _kept(newer: psct.Effect, entry: Fields | None) -> bool:
    """Whether an entry read from a cut is the effect: a Trigger Effect, or an Ignition or
    Quick Effect of TIMINGS that its controller may activate."""
    if entry is None:
        return False
    if entry.get("type") == "trigger":
        return True
    return TIMINGS.get(newer.condition) == entry.get("type") \
        and newer.action.startswith("You can ")


def read(effect: psct.Effect, once: str,
         reader: Callable[[psct.Effect, str], Fields | None]) -> Fields | None:
    """The `effects:` entry of an older trigger (`reader` is monster_shapes.effect), from the
    first cut that reads as a Trigger Effect; None when no cut does."""
    found = _first(effect, once, reader)
    return None if found is None else found[2]


def _first(effect: psct.Effect, once: str, reader: Callable[[psct.Effect, str], Fields | None]
           ) -> tuple[str, psct.Effect, Fields] | None:
    for printed, newer in cuts(effect):
        entry = reader(newer, once)
        if entry is not None and _kept(newer, entry):
            return printed, newer, entry
    return None


def shown(breakdown: psct.Breakdown) -> psct.Breakdown:
    """The breakdown a monster's page shows: each older effect read here an activated effect,
    its condition the printed words before the comma it was cut at, what it does the words
    after; its Spell Speed 2 for a Quick Effect (5-1-4), else 1; so the card starts a chain."""
    once = monster_shapes.limits(breakdown) or {}
    effects = []
    for index, effect in enumerate(breakdown.effects):
        found = _first(effect, once.get(index, ""), monster_shapes.effect)
        if found is None:
            effects.append(effect)
            continue
        printed, _, entry = found
        rest = effect.action[len(printed) + 2:]
        effects.append(replace(effect, kind="activated", condition=printed, action=rest,
                               spell_speed=2 if entry["type"] == "quick" else 1,
                               once_per_turn=effect.once_per_turn or (
                                   "soft" if "once per turn" in printed.lower() else "")))
    if effects == breakdown.effects:
        return breakdown
    speeds = [e.spell_speed for e in effects if e.spell_speed is not None]
    return replace(breakdown, effects=effects, starts_chain=True, spell_speed=max(speeds))
