""""Activate 1 of these effects;" and its "●" options (5-2-8), read into the scenario format's
`options`, or refused.

Standard library only. The modal sentence is the effect's cost part ("Activate 1 of these
effects;", "You can activate 1 of these effects;", "You can discard this card, then activate 1
of these effects;") or its whole action ("... : Activate 1 of these effects."); what comes
before ", then activate" is a cost read as any other. Each option is "Draw 2 cards." or
"Target 1 monster your opponent controls; destroy it.": its own target (5-2-3) and steps, read
by the same readers as a whole effect. The player chooses one option as the effect is
activated; one option not read leaves the whole effect unread (never a guess). An option with
a condition of its own on the board ("● If you control no monsters: ...") gets it as its `if`,
checked as it is chosen (5-2-4); any other condition, or more than one option chosen
("Activate 2 of these effects"), is not read. "(but you can only use each effect of "X" once
per turn)" after the choice limits each option on its own, by the card's name (5-2-6):
`once_per_turn` on each.
"Apply 1 of these effects." (and "...; apply 1 of the following effects.") is the same choice
made as the effect resolves, not at activation (5-2-31): `apply_on_resolution`, its options
with no target, cost, condition or limit of their own (`applied`). "●" printed one after the
other on one line are options each (`unglued`).
Patterns are anchored, without nested quantified groups.
"""
from __future__ import annotations

import dataclasses
import re
from collections.abc import Callable
from typing import Any

from cards.ygo import (
    fusion_ritual_shapes,
    psct,
    ritual_shapes,
    shapes,
    summon_shapes,
    target_shapes,
)

Fields = dict[str, Any]
Steps = Callable[[str, Fields], list[Fields] | None]

MODAL = re.compile(r"^(?:(?P<cost>[^;]+?)(?:,? then| to) )?(?:[Yy]ou can )?(?:[Aa]ctivate|"
                   r"(?P<apply>[Aa]pply)) 1 of (?:these|the following) effects(?P<each> \(but "
                   r"you can only use each (?:effect|of these effects) of \"[^\"]+\" once per "
                   r"turn\))?[.:]?$")
QUOTED = re.compile(r'"[^"\n]*"')
# "target 1 "Junk" monster on the field, then activate 1 of these effects": one target for
# every option, chosen before the choice (5-2-3)
AIMED = re.compile(r"^(?P<target>[Tt]arget [^;]+?),? (?:then|and) activate 1 of (?:these|the "
                   r"following) effects(?P<each> \(but you can only use each (?:effect|of "
                   r"these effects) of \"[^\"]+\" once per turn\))?$")


# a clause over every effect of the card, each "●" among them (5-2-6)
EACH = re.compile(r'^You can only use each (?:effect|of (?:these|the|the following|the preceding) '
                  r'effects) of "[^"]+" once per turn\.$')
# the older wording, the choice after the condition's comma and before a colon: "When this card
# inflicts battle damage to your opponent, you can activate 1 of these effects:"
OLDER = re.compile(r"^(?:(?P<condition>[^,:;]+), )?(?P<optional>you can )?(?:select and )?"
                   r"(?P<rest>(?:[^;:]+? to )?activate 1 of (?:these|the following) effects)$",
                   re.I)


SOFT = "Once per turn, "  # before the older choice printed without a colon (psct.MODAL_SENTENCE)
GLUED = " ● "  # the next "●" printed on the same line as the one before it


def unglued(effect: psct.Effect) -> psct.Effect:
    """The effect with each "●" an option of its own where the card prints several on one
    line ("● Draw 1 card. ● Destroy 1 card your opponent controls."): psct.py keeps a line
    that starts with "●" whole. A card name never holds "●", so no quote is cut."""
    if not any(GLUED in option for option in effect.options):
        return effect
    return dataclasses.replace(effect, options=[part.strip() for option in effect.options
                                                for part in option.split(GLUED)])


def normalized(effect: psct.Effect) -> psct.Effect:
    """The effect in today's words when its choice is printed the older way, the whole
    sentence before a colon (psct reads it all as the condition) or "Once per turn, you can
    activate 1 of these effects." without one; otherwise as it is. Options printed on one
    line are taken apart first (`unglued`)."""
    effect = unglued(effect)
    if effect.options and not effect.condition and effect.action.startswith(SOFT):
        action = effect.action[len(SOFT):]  # "Once per turn, you can activate 1 of ...": 5-2-6
        action = action[:1].upper() + action[1:]
        return dataclasses.replace(effect, condition=SOFT[:-2], action=action,
                                   text=f"{SOFT[:-2]}: {action}")
    found = OLDER.match(effect.condition) if effect.options and not (
        effect.cost or effect.target or effect.action) else None
    if found is None:
        return effect
    rest = found.group("rest")
    action = "You can " + rest if found.group("optional") else rest[:1].upper() + rest[1:]
    condition = found.group("condition") or ""
    return dataclasses.replace(effect, condition=condition, action=action, text=(
        f"{condition}: {action}" if condition else action) + ";")


def split(effect: psct.Effect) -> str | None:
    """The cost printed before the choice ("" for none), or None when the effect is not a
    choice of options this module reads."""
    if not effect.options:
        return None
    if effect.target:  # a target chosen for every option (`aimed`)
        return effect.cost if AIMED.match(effect.target) and not effect.action else None
    if effect.cost and effect.action:  # "Pay 1000 LP; activate 1 of these effects."
        found = MODAL.match(effect.action)
        return effect.cost if found is not None and not found.group("cost") else None
    found = MODAL.match(effect.cost or effect.action)
    if found is None:
        return None
    return found.group("cost") or ""


def each_once(effect: psct.Effect) -> str:
    """Each option limited on its own, by the card's name (5-2-6): "inline" for "Activate 1 of
    these effects (but you can only use each effect of "X" once per turn)", "clause" when the
    clause over the effect is "You can only use each effect of "X" once per turn." (each "●"
    an effect of the card, the effect itself then not limited as a whole); "" otherwise."""
    found = AIMED.match(effect.target) if effect.target else MODAL.match(
        effect.action if effect.cost and effect.action else effect.cost or effect.action)
    if found is not None and found.group("each") is not None:
        return "inline"
    if effect.options and effect.clauses and all(EACH.match(c) for c in effect.clauses):
        return "clause"
    return ""


def applied(effect: psct.Effect, found: list[Fields]) -> Fields | None:
    """"Apply 1 of these effects": `apply_on_resolution`, the option chosen as the effect
    resolves (5-2-31); {} for "Activate 1 of these effects" (5-2-8). None when an option
    would need what only an activation chooses: a target, a cost, a condition or a limit of
    its own, or a target shared by all of them."""
    found_header = MODAL.match(effect.action if effect.cost and effect.action
                               else effect.cost or effect.action) if not effect.target else None
    if found_header is None or found_header.group("apply") is None:
        return {}
    early = ("target", "pay_lp", "cost_cards", "detach", "if", "once_per_turn")
    if found_header.group("each") or any(key in option for option in found for key in early):
        return None
    return {"apply_on_resolution": True}


def aimed(effect: psct.Effect) -> str:
    """The target chosen before the choice, for every option ("" for none)."""
    found = AIMED.match(effect.target) if effect.target else None
    return found.group("target") if found is not None else ""


def card_steps(text: str, aimed: Fields) -> list[Fields] | None:
    """The steps of a Spell's or Trap's option: a sentence shapes.py reads, or, with no target,
    a Fusion or Ritual Summon as a whole card's would be ("● Fusion Summon 1 Fusion Monster
    from your Extra Deck, using monsters from your hand or field.", 8-5-2, 8-5-1), as a
    monster's options already are (monster_shapes._steps)."""
    steps = shapes.action(text, aimed)
    if steps is None and not aimed:
        steps = fusion_ritual_shapes.fusion(text) or ritual_shapes.action(text)
    return steps


def options(texts: list[str], steps: Steps = card_steps, once: bool | str = False,
            shared: Fields | None = None) -> list[Fields] | None:
    """Each option's `target` and `effect` (`once_per_turn` on each with `once`), or None when
    one of them is not read; with `shared`, the target chosen for every option, which their
    steps act on ("Increase its Level by 1."), and none has a target of its own."""
    found = _options(texts, steps, shared or {})
    if found is None or not once:
        return found
    return [{**option, "once_per_turn": True} for option in found]


def _options(texts: list[str], steps: Steps, shared: Fields) -> list[Fields] | None:
    out = []
    for text in texts:
        board, text = _own_condition(text)
        if board is None:
            return None
        masked = QUOTED.sub(lambda m: "\x01" * len(m.group(0)), text)
        if ":" in masked:
            return None
        semicolon = masked.find(";")
        before = text[:semicolon].strip() if semicolon >= 0 else ""
        split = psct.TARGETS.match(before)
        cost, aimed_text = ((split.group("cost") or "").strip(), split.group("target")) \
            if split else (before, "")
        paid, aimed = _option_cost(cost), target_shapes.target(aimed_text.strip())
        action = text[semicolon + 1:].strip() if semicolon >= 0 else text
        if paid is None or aimed is None or "attacker" in aimed or shared and aimed:
            return None
        # after its target's semicolon as printed ("that target gains 300 ATK."), capitalized
        # only where a reader asks it ("draw 1 card" after a cost)
        found = steps(action, aimed or shared) if semicolon >= 0 else None
        found = found or steps(action[:1].upper() + action[1:], aimed or shared)
        if found is None or any("negate" in step for step in found):
            return None
        out.append({**paid, **aimed, "effect": found, **({"if": board} if board else {})})
    return out if len(out) > 1 else None


# the older wording of an option's own condition, a sentence of its own before what it does:
# "● Activate only if your opponent controls a face-up Spirit monster. Draw 2 cards."
ONLY_IF = re.compile(r"^Activate only if (?P<board>[^.:;\"]+)\. (?P<rest>[^.]+\.)$")


def _own_condition(text: str) -> tuple[Fields | None, str]:
    """"● If you control no monsters: Special Summon ...": the board the option asks first,
    as an effect's `if` (summon_shapes.condition, 5-2-4), and the rest; ({}, text) for an
    option without one, (None, text) for one not read."""
    older = ONLY_IF.match(text)
    if older is not None:  # the same condition, printed the older way
        text = f"If {older.group('board')}: {older.group('rest')}"
    masked = QUOTED.sub(lambda m: "\x01" * len(m.group(0)), text)
    colon = masked.find(":")
    if colon < 0:
        return {}, text
    before = text[:colon]
    board = summon_shapes.condition(before[3:]) if before.startswith("If ") else None
    if not board or "hand_max" in board or "graveyard" in board:
        return None, text
    return board, text[colon + 1:].strip()


# an Xyz Monster's option that detaches its own materials: "● Detach 3 Xyz Materials from this
# card; destroy all other face-up monsters on the field." (Number 91: Thunder Spark Dragon, 4-4-3)
DETACH = re.compile(r"^Detach (?P<count>[1-9]) (?:Xyz )?[Mm]aterials? from this card$")


def _option_cost(text: str) -> Fields | None:
    """An option's own cost ("● Pay 1000 LP; ...", "● Discard 1 Level 10 monster; ..."):
    `pay_lp` or `cost_cards` (a plain "Discard 1 card" as its `cost_cards` too), or the
    monster's own Xyz Materials detached (`detach`, DETACH)."""
    detached = DETACH.match(text)
    if detached is not None:
        return {"detach": int(detached.group("count"))}
    paid = shapes.cost(text)
    if paid is None or not paid:
        return paid
    if "discard" in paid:
        return {"cost_cards": {"do": "discard", **({"count": paid["discard"]}
                                                   if paid["discard"] != 1 else {})}}
    if "tribute" in paid:
        return {"cost_cards": {"do": "tribute", "what": "monster", **(
            {"count": paid["tribute"]} if paid["tribute"] != 1 else {})}}
    return paid
