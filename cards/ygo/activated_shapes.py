"""A monster's Trigger Effect whose event is the activation of a card or effect (11-1-11,
judge/engine/ygo/answers.py): "If a Spell/Trap Card is activated in this card's column" (the
Magical Musketeers), "If your other "Ancient Warriors" monster's effect is activated", "If you
activate a "Hole" Normal Trap Card", "If a Quick-Play Spell Card is activated", "If an "Abyss
Script" Spell Card or effect is activated". Read into `event: activated` with `answers: {kinds,
by, archetype, other, column}`: activated only as the next Chain Link after such an activation.

Only an optional one ("You can ...") is read (monster_shapes.effect refuses a mandatory one):
when a mandatory one must be activated is not said by the engine. "Once per turn, " before it
is the caller's (conditions_shapes.read), and so is "(except during the Damage Step)".

Standard library only; one anchored pattern without nested quantified groups: linear.
"""
from __future__ import annotations

import re
from typing import Any

Fields = dict[str, Any]

# the words of what is activated -> the kinds of answers.py (those of negation_shapes.KINDS)
KINDS: dict[str, list[str]] = {
    "a Spell/Trap Card": ["spell", "trap"], "a Spell Card": ["spell"], "a Trap Card": ["trap"],
    "a Quick-Play Spell Card": ["quick-play_spell"],
    "Normal Trap Card": ["normal_trap"], "Spell/Trap Card": ["spell", "trap"],
    "Spell Card or effect": ["spell", "spell_effect"],
}
CONDITION = re.compile(r'^If (?:(?P<you>you activate) |(?P<mine>your other )?)(?:(?P<plain>a '
                       r'(?:Spell/Trap|Spell|Trap|Quick-Play Spell) Card)|(?P<article>an? )?'
                       r'"(?P<archetype>[^"]+)" (?P<noun>Normal Trap Card|Spell/Trap Card|'
                       r"Spell Card or effect|monster's effect))(?P<passive> is activated)?"
                       r"(?P<column> in this card's column)?$")


def condition(text: str) -> Fields | None:
    """The `effects:` fields of such a condition, or None."""
    found = CONDITION.match(text)
    if found is None or bool(found.group("you")) == bool(found.group("passive")):
        return None  # "you activate X" or "X is activated", one or the other
    noun, mine = found.group("noun"), bool(found.group("mine"))
    if mine != (noun == "monster's effect") or found.group("plain") is None and (
            mine == bool(found.group("article"))) or found.group("column") and (
            found.group("plain") != "a Spell/Trap Card"):
        return None  # "your other "X" monster's effect" only; a Spell/Trap Card's column only
    answers: Fields = {"kinds": ["monster"] if mine else KINDS[found.group("plain") or noun]}
    if found.group("you") or mine:
        answers["by"] = "controller"
    if found.group("archetype"):
        answers["archetype"] = found.group("archetype")
    if mine:
        answers["other"] = True
    if found.group("column"):
        answers["column"] = True
    return {"type": "trigger", "event": "activated", "answers": answers}
