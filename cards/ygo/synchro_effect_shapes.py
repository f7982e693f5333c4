"""Synchro Summons an effect makes right after it resolves (8-5-13), read into the
`synchro_summon` step (docs/scenario-format.md; the engine's effect_summons.py):

- "Immediately after this effect resolves, Synchro Summon using this card you control.":
  `{synchro_summon: {with_self: true}}`;
- "... Synchro Summon 1 Fish Synchro Monster using this card you control.": the Synchro Monster
  described (`type: Fish`); '1 "P.U.N.K." Synchro Monster' (`archetype`);
- "... using only "Gold Pride" monsters you control": each material so described
  (`material: {archetype: Gold Pride}`), ", including this card" too;
- "... using monsters you control as material", "... Synchro Summon 1 Synchro Monster.": any
  face-up monsters of the player's.

"Once per Chain" before the activation condition is read apart (`per_chain`, 5-2-16). And the
activation condition such effects print with "you can" before the colon ("During your
opponent's Main Phase, you can (Quick Effect): Immediately after ..."): `normalized` gives it
today's shape ("During your opponent's Main Phase (Quick Effect): You can ...") for the readers
of conditions, the older "(this is a Quick Effect)" after the action too. Anything more
("including a Warrior monster", "using only this card and that target") stays a note.
Standard library only; anchored patterns without nested quantified groups: linear.
"""
from __future__ import annotations

import dataclasses
import re
from typing import Any

from cards.ygo import link_materials, psct

Fields = dict[str, Any]

# "During your opponent's Main Phase, you can (Quick Effect)": the choice printed before the
# colon, an effect with neither cost nor target
YOU_CAN = re.compile(r"^(?P<head>.+), you can(?P<tail> \((?:Quick Effect|except during the "
                     r"Damage Step)\))?$")
PER_CHAIN = re.compile(r"^Once per Chain(?:, (?P<rest>.+)| (?P<quick>\(Quick Effect\)))$")
QUICK_AFTER = " (this is a Quick Effect)."
SUMMON = re.compile(r"^Immediately after this effect resolves, Synchro Summon(?: 1 "
                    r"(?P<what>[^,]+?))?(?:,? using (?P<using>.+?))?\.$")
WITH_SELF = ("this card you control", "materials including this card you control",
             "materials you control, including this card")
ANY = ("monsters you control", "monsters you control as material",
       "monsters you control as Synchro Material")
ONLY = re.compile(r"^only (?P<words>.+?) monsters you control(?P<self>, including this card)?$")


def normalized(effect: psct.Effect) -> psct.Effect:
    """The effect with "you can" moved after the colon, where today's texts print it (and
    "(this is a Quick Effect)" at the end of its action moved to its condition, the phases
    "Main Phase or Battle Phase" in today's "Main or Battle Phase")."""
    found = YOU_CAN.match(effect.condition) \
        if effect.action and not (effect.cost or effect.target or effect.options) else None
    if found is None or effect.action.startswith(("You can ", "you can ")):
        return effect
    tail, action = found.group("tail") or "", effect.action
    if not tail and action.endswith(QUICK_AFTER):  # the Yang Zing's older wording
        tail, action = " (Quick Effect)", action.removesuffix(QUICK_AFTER) + "."
    condition = found.group("head").replace(" Main Phase or Battle Phase", " Main or Battle "
                                            "Phase") + tail
    action = "You can " + action[:1].lower() + action[1:]
    return dataclasses.replace(effect, condition=condition, action=action,
                               text=f"{condition}: {action}")


def per_chain(condition: str) -> tuple[str, bool]:
    """ "Once per Chain, during your opponent's Main Phase (Quick Effect)": the condition
    without its limit, and whether it had one (`once_per_chain`, 5-2-16)."""
    found = PER_CHAIN.match(condition)
    if found is None:
        return condition, False
    rest = found.group("rest") or found.group("quick")
    return rest[:1].upper() + rest[1:], True


def read(text: str) -> list[Fields] | None:
    """The `synchro_summon` step of "Immediately after this effect resolves, Synchro Summon
    ...", or None."""
    found = SUMMON.match(text[:1].upper() + text[1:])
    if found is None:
        return None
    step = _monster(found.group("what"))
    using = _using(found.group("using"))
    if step is None or using is None:
        return None
    return [{"synchro_summon": {**step, **using}}]


def _monster(words: str | None) -> Fields | None:
    """ "Synchro Monster", "Fish Synchro Monster", '"P.U.N.K." Synchro Monster', "Dinosaur
    monster": what the Synchro Monster must be besides a Synchro Monster."""
    if words is None:
        return {}
    words = words.removesuffix(" Synchro Monster").removesuffix("Synchro Monster")
    words = words.removesuffix(" monster")
    described = link_materials.description(f"{words} monster".strip())
    return None if described is None or "not_type" in described else described


def _using(words: str | None) -> Fields | None:
    """What the effect asks of the materials: this card among them, each so described."""
    if words is None or words in ANY:
        return {}
    if words in WITH_SELF:
        return {"with_self": True}
    found = ONLY.match(words)
    if found is None:
        return None
    each = link_materials.description(f"{found.group('words')} monster")
    if not each or "not_type" in each:
        return None
    return {"material": each, **({"with_self": True} if found.group("self") else {})}
