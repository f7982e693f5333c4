"""Trap Monsters (4-6-5): a Normal or Continuous Trap whose activation Special Summons the card
itself as the monster its text prints in brackets, read into one `trap_monster` step:

- "Special Summon this card as a Normal Monster (Fiend/Tuner/EARTH/Level 2/ATK 0/DEF 0). (This
  card is also still a Trap.)" (Shapesister): `{trap_monster: {type: Fiend, attribute: EARTH,
  level: 2, atk: 0, def: 0, tuner: true}}`;
- "Special Summon this card in Defense Position as a Normal Monster (...) (this card is NOT
  treated as a Trap)." (The Phantom Knights of Shade Brigandine): `position: defense`,
  `still_trap: false`; "as an Effect Monster (...)": `monster: effect`;
- "Activate this card by declaring 1 Monster Type and 1 Attribute; Special Summon this card as
  a Normal Monster (Level 4/ATK 0/DEF 2200) with that Type and Attribute." (Quantum Cat):
  `declared: true`, the Type and Attribute its activation declares;
- its activation condition ("During the Main Phase:", shapes.condition), and "You can only
  activate 1 "X" per turn." (`once_per_turn`, 5-2-6).

Once it is a monster it "cannot attack" (`no_attack: true`, 12-3-15) or "cannot be destroyed by
battle" (`battle_indestructible: true`, 12-8-3) when a sentence "If Summoned this way, this card
..." says so. What else it does as a monster (the "●" effects after "... with the following
effect", the sentences that follow) is not read here: those are named as not applied (`left`),
except a Normal Trap's effects used from its Graveyard, which trap_graveyard.py reads (5-1-9).
Summoned from the Graveyard by an effect, "Special Summon this card" with a cost or a target,
or "..., then ..." after it, the card is left to other readers.

Standard library only. Anchored patterns, no nested quantified group.
"""
from __future__ import annotations

import dataclasses
import re
from typing import Any

from cards.ygo import psct, shapes, trap_graveyard

Fields = dict[str, Any]
ATTRIBUTE = r"(?P<attribute>DARK|DIVINE|EARTH|FIRE|LIGHT|WATER|WIND)"
SUMMON = re.compile(
    r"^Special Summon this card(?: in (?P<position>Attack|Defense) Position)? as an? "
    r"(?P<monster>Normal|Effect) Monster \((?P<type>[A-Z][A-Za-z -]*?)(?:-Type)?"
    r"(?P<tuner>/Tuner)?/" + ATTRIBUTE + r"/Level (?P<level>\d+)/ATK (?P<atk>\d+)/DEF "
    r"(?P<defense>\d+)\)(?P<following> with the following effects?)?"
    r"(?: \(this card is (?P<inline>also still a Trap|NOT treated as a Trap)(?: Card)?\))?\.$")
# the same said in a sentence of its own, after the Summon
STILL = re.compile(r"^\(This card is (?P<what>also still a Trap|NOT treated as a Trap)"
                   r"(?: Card)?\.\)$")
# "Activate this card by declaring 1 Monster Type and 1 Attribute; Special Summon this card as a
# Normal Monster (Level 4/ATK 0/DEF 2200) with that Type and Attribute." (Quantum Cat)
DECLARING = "Activate this card by declaring 1 Monster Type and 1 Attribute"
DECLARED = re.compile(r"^Special Summon this card as a Normal Monster \(Level (?P<level>\d+)/ATK "
                      r"(?P<atk>\d+)/DEF (?P<defense>\d+)\) with that Type and Attribute\.$")
# what the monster cannot do, said of it once summoned (12-3-15, 12-8-3)
AS_MONSTER = {"If Summoned this way, this card cannot attack.": "no_attack",
              "If Summoned this way, this card cannot be destroyed by battle.":
                  "battle_indestructible"}


def step(text: str, note: str = "") -> Fields | None:
    """The `trap_monster` step of "Special Summon this card as a ... Monster (...)", with the
    "(This card is also still a Trap.)" that follows it (`note`); None for any other text, or
    when neither says whether the card is still a Trap."""
    found = SUMMON.match(text)
    said = STILL.match(note) if note else None
    declared = DECLARED.match(text)
    if declared is not None and said is not None and said.group("what").startswith("also"):
        return {"trap_monster": {"declared": True, "level": int(declared.group("level")),
                                 "atk": int(declared.group("atk")),
                                 "def": int(declared.group("defense"))}}
    if found is None or bool(found.group("inline")) == bool(said):
        return None
    what = found.group("inline") or (said.group("what") if said else "")
    fields: Fields = {"type": found.group("type"), "attribute": found.group("attribute"),
                      "level": int(found.group("level")), "atk": int(found.group("atk")),
                      "def": int(found.group("defense"))}
    if found.group("monster") == "Effect":
        fields["monster"] = "effect"
    if found.group("tuner"):
        fields["tuner"] = True
    if what.startswith("NOT"):
        fields["still_trap"] = False
    if found.group("position"):
        fields["position"] = found.group("position").lower()
    return {"trap_monster": fields}


def encode(card_property: str, breakdown: psct.Breakdown) -> Fields | None:
    """The card's fields when its first effect is its Special Summon as a monster, every part of
    that effect read; the sentences after it as `left` (not applied); None otherwise."""
    if card_property not in ("Normal", "Continuous") or not breakdown.effects:
        return None
    first, rest = breakdown.effects[0], list(breakdown.effects[1:])
    note = rest[0].text if rest and STILL.match(rest[0].text) else ""
    summon = step(first.action, note)
    matched = SUMMON.match(first.action)
    following = matched is not None and bool(matched.group("following"))
    declares = "declared" in (summon or {}).get("trap_monster", {})
    if summon is None or first.cost != (DECLARING if declares else "") or first.target \
            or first.options and not following:
        return None
    parts = [shapes.condition(first.condition, first.action), shapes.limits(breakdown.limits)]
    if any(part is None for part in parts):
        return None
    fields: Fields = {}
    for part in parts:
        fields.update(part or {})
    rest = rest[1 if note else 0:]
    for effect in list(rest):  # "If Summoned this way, this card cannot attack."
        said = AS_MONSTER.get(effect.text) if not effect.clauses else None
        if said is not None:
            summon["trap_monster"][said] = True
            rest.remove(effect)
    fields["effect"] = [summon]
    graveyard = _graveyard_effects(card_property, breakdown, first, rest, fields)
    if graveyard is not None:
        return graveyard
    # "... with the following effect": its "●" effects, those of the monster, not read here
    left = list(first.options) + [effect.text for effect in rest]
    return {**fields, **({"left": left} if left else {})}


def _graveyard_effects(card_property: str, breakdown: psct.Breakdown, first: psct.Effect,
                       rest: list[psct.Effect], fields: Fields) -> Fields | None:
    """A Normal Trap Monster's other sentences, when each is an effect used from its
    Graveyard that trap_graveyard.py reads in full ("During your turn, except the turn this card
    was sent to the GY: You can banish this card from your GY, ...", 5-1-9); None otherwise."""
    if card_property != "Normal" or not rest or first.options:
        return None
    return trap_graveyard.encode(dataclasses.replace(breakdown, effects=[first, *rest]),
                                 fields)
