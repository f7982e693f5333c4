"""What an activation targets (5-2-3), read into the scenario format's `target` (one card,
or several: "up to 2 Spells/Traps on the field"), `{"attacker": True}` for the attacking
monster, or nothing; shapes.py and the monster, modal and revival readers share it.

Standard library only. A target is described as a card an effect takes is (described.py):
one Level, Attributes, an archetype, Types or a kind, and a noun, then where it is ("on the
field", "you control", "in either GY", "of your banished ..."). Anchored patterns without
nested quantified groups: linear in the text's length.
"""
from __future__ import annotations

import re
from typing import Any

from cards.ygo import (
    column_shapes,
    counter_holder_shapes,
    counter_shapes,
    described,
    non_effect_shapes,
    runick_shapes,
    target_names,
    target_non,
    target_older,
    target_places,
    target_property,
    xyz_material_shapes,
)

Fields = dict[str, Any]

WHAT = {"monster": "monster", "Monster": "monster", "Tuner": "monster", "card": "card",
        "Spell/Trap": "spell_trap", "Spell/Trap Card": "spell_trap", "Spell or Trap": "spell_trap",
        "Spell": "spell", "Spell Card": "spell", "Trap": "trap", "Trap Card": "trap"}
WHERE = {"on the field": ("field", "any"), "you control": ("field", "controller"),
         "your opponent controls": ("field", "opponent"),
         "in your GY": ("graveyard", "controller"),
         "in your Graveyard": ("graveyard", "controller"),
         "in your opponent's GY": ("graveyard", "opponent"),
         "in your opponent's Graveyard": ("graveyard", "opponent"),
         "in either GY": ("graveyard", "any"), "in either Graveyard": ("graveyard", "any"),
         "in either player's GY": ("graveyard", "any"),  # older words for either GY
         "in either player's Graveyard": ("graveyard", "any"),
         # a Pendulum Scale, a card in a Pendulum Zone (3-6-2): "a" and "either player's"
         # say the same, either player's two zones
         "in your Pendulum Zone": ("pendulum", "controller"),
         "in your opponent's Pendulum Zone": ("pendulum", "opponent"),
         "in either player's Pendulum Zone": ("pendulum", "any"),
         "in a Pendulum Zone": ("pendulum", "any"),
         # "up to 5 cards in any GY(s)", "in the GYs": either player's, as "in either GY"
         "in any GY(s)": ("graveyard", "any"), "in any Graveyard(s)": ("graveyard", "any"),
         "in the GYs": ("graveyard", "any"), "in the Graveyards": ("graveyard", "any"),
         "in the opponent's GY": ("graveyard", "opponent"),  # older words for "your opponent's"
         "in the opponent's Graveyard": ("graveyard", "opponent"),
         # a card in a Spell & Trap Zone (3-4-1), face-up or Set, a Pendulum Scale too (3-6-3)
         "in your Spell & Trap Zone": ("spell_zone", "controller"),
         "in your opponent's Spell & Trap Zone": ("spell_zone", "opponent"),
         "in your opponent's Spell & Trap Card Zone": ("spell_zone", "opponent"),
         "in the Spell & Trap Zone": ("spell_zone", "any"),
         "in the Spell & Trap Card Zone": ("spell_zone", "any"),
         "in any Spell & Trap Zone": ("spell_zone", "any"),
         "in either player's Spell & Trap Zone": ("spell_zone", "any")}
KINDS = described.MONSTER_KINDS + "|Fusion|Synchro|Xyz|Link"
# the abilities a type line holds print with "monster" ("1 Gemini monster"), as Types do
ABILITY = ("Flip", "Gemini", "Spirit", "Toon", "Union")
PLACE = (r"(?P<where>on the field|you control|your opponent controls|in your GY|in your "
         r"Graveyard|in your opponent's GY|in your opponent's Graveyard|in either GY|in either "
         r"Graveyard|in either player's GY|in either player's Graveyard|in your Pendulum Zone|"
         r"in your opponent's Pendulum Zone|in either player's Pendulum Zone|in a Pendulum "
         r"Zone|in any GY\(s\)|in any Graveyard\(s\)|in the GYs|in the Graveyards|in the "
         r"opponent's GY|in the opponent's Graveyard|in your Spell & Trap Zone|in your "
         r"opponent's Spell & Trap Zone|in your opponent's Spell & Trap Card Zone|in the Spell "
         r"& Trap Zone|in the Spell & Trap Card Zone|in any Spell & Trap Zone|in either "
         r"player's Spell & Trap Zone)")
TARGET = re.compile(r"^[Tt]arget 1 (?P<other>other )?(?P<face>face-up |face-down |Set )?"
                    r"(?P<position>Attack Position |Defense Position )?"
                    + described.words(KINDS) + r"(?P<what>monster|Monster|Tuner|card|"
                    r"Spell/Trap Card|Spell/Trap|Spell or Trap|Spell Card|Spell|Trap Card|Trap) "
                    + PLACE + described.EXCEPT
                    + r"(?P<summonable> that can be Normal Summoned/Set)?$")
# "target up to 2 Spells/Traps on the field": several targets (the action's `targets`, 5-2-3);
# "up to 3 Field Spell Cards in your Graveyard" (Triamid Pulse) with its property word
MANY = re.compile(r"^[Tt]arget (?P<up>up to )?(?P<count>[2-5]) (?P<face>face-up |face-down |Set )?"
                  + described.words(KINDS) + r"(?P<what>monsters|Monsters|cards|Spells/Traps|"
                  r"Spell/Trap Cards|Spells and/or Traps|Spell Cards|Spells|Trap Cards|Traps) "
                  + PLACE + "$")
MANY_WHAT = {"monsters": "monster", "Monsters": "monster", "cards": "card",
             "Spells/Traps": "spell_trap", "Spell/Trap Cards": "spell_trap",
             "Spells and/or Traps": "spell_trap", "Spell Cards": "spell", "Spells": "spell",
             "Trap Cards": "trap", "Traps": "trap"}
# "Target 1 "Stardust Dragon" in your GY": a card by its name alone (no noun follows the quotes)
NAMED = re.compile(r'^[Tt]arget 1 (?P<face>face-up )?"(?P<name>[^"]+)" ' + PLACE + "$")
# "target 1 of your banished "X" monsters": the player's own banished cards, face-up (3-9)
BANISHED = re.compile(r"^[Tt]arget 1 of your banished " + described.words(KINDS)
                      + r"(?P<what>monsters|cards)" + described.EXCEPT + "$")
# "target up to 3 of your banished Normal Monsters" (the player's own), "target up to 3
# banished monsters" (either player's): several banished cards, face-up (3-9, 5-2-3)
MANY_BANISHED = re.compile(r"^[Tt]arget (?P<up>up to )?(?P<count>[2-5]) (?P<own>of your )?"
                           r"banished " + described.words(KINDS)
                           + r"(?P<what>monsters|Monsters|cards)$")
# "Target 1 of your banished "Skull Servant" or "Wightmare"": by name alone, either one
BANISHED_NAMED = re.compile(r'^[Tt]arget 1 of your banished "(?P<name>[^"]+)"(?: or '
                            r'"(?P<other_name>[^"]+)")?$')
UP_TO_LP = " whose ATK is less than or equal to their LP"
# "Target 1 DARK monster with 1500 or less ATK in your GY": a bound on its ATK or DEF, as it
# stands on the field, as printed elsewhere (described.py's atk_max, def_min, ...); "with 0
# DEF", no bound: exactly that much, both bounds at once
STAT = re.compile(r"^(?P<head>[Tt]arget (?:1|up to [2-5]|[2-5]) [^;]+?) with (?P<n>\d+)(?: or "
                  r"(?P<bound>less|more))? (?P<which>ATK|DEF)(?P<tail> [^;]+)?$")
ATTACKER = re.compile(r"^[Tt]arget (?:the|that) attacking monster$")
# a target printed without a place ("target 1 face-up monster", "target 1 Set card") is one
# on the field, as card texts write it
BARE = re.compile(r"^[Tt]arget (?:1|up to [2-5]|[2-5]) [^;]*?(?:monsters?|cards?|Spells?/Traps?|"
                  r"Spells?|Traps?)$")


def target(text: str) -> Fields | None:
    """What the activation targets (5-2-3): `{"target": {...}}`, `{"attacker": True}` for the
    attacking monster, `{}` for no target; None when the wording is not read."""
    if not text:
        return {}
    if ATTACKER.match(text):
        return {"attacker": True}
    if target_names.without_names(text) is not None:  # "... with different names" (5-2-3)
        return target_names.with_names(text, target)
    placed = target_places.target(text, target)  # "you control or in your GY" (5-2-3)
    if placed is not None:
        return placed
    if target_non.words(text):  # "1 non-Link monster", "except Link Monsters" (5-2-3)
        return target_non.read(text, target)
    if non_effect_shapes.WORDS.search(text):  # "1 non-Effect Monster" (4-3-2)
        return non_effect_shapes.read(text, target, "target")
    held = counter_shapes.holding(text)  # "... that you can place a Spell Counter on" (4-8-6)
    if held is not None:
        aimed = target(held[0])
        if not aimed or aimed.get("target", {}).get("zone") != "field":
            return None
        aimed["target"]["holds"] = held[1]
        return aimed
    materials = xyz_material_shapes.has_material(text)  # "that has no Xyz Material" (4-4-9)
    if materials is not None:
        head = materials[0]  # "target 1 Xyz Monster that has material": one on the field
        aimed = target(head) or target(head + " on the field")
        return xyz_material_shapes.described_by_materials(aimed, materials[1])
    if text.endswith(UP_TO_LP) and text.startswith("Target 1 face-up monster"):
        aimed = target(text[:-len(UP_TO_LP)])  # its ATK against its controller's LP
        if aimed and aimed.get("target", {}).get("zone") == "field":
            aimed["target"]["atk_max_lp"] = True
            return aimed
        return None
    plain = runick_shapes.without_special(text)  # "Target 1 Special Summoned monster ..."
    if plain is not None:
        return runick_shapes.special_target(target(plain))
    held_by = counter_holder_shapes.target_text(text)  # "1 card with an A-Counter" (4-8-11)
    if held_by is not None:
        return counter_holder_shapes.held_target(target(held_by[0]), held_by[1])
    in_column = column_shapes.target_text(text)  # "... in this card's column" (3-11-1)
    if in_column is not None:
        return column_shapes.column_target(target(in_column))
    if target_property.without_property(text) is not None:  # "1 Equip Spell Card" (5-2-3)
        return target_property.with_property(text, target)
    bounded = STAT.match(text)
    if bounded is not None:
        return _bounded(bounded)
    found = TARGET.match(text)
    if found is not None:
        return _target(found, *WHERE[found.group("where")])
    found = MANY.match(text)
    if found is not None:
        return _many(found, *WHERE[found.group("where")])
    found = NAMED.match(text)
    if found is not None:
        zone, player = WHERE[found.group("where")]
        if found.group("face") and zone != "field":
            return None
        return {"target": {"what": "card", "player": player, "zone": zone,
                           "names": [found.group("name")],
                           **({"face_up": True} if found.group("face") else {})}}
    found = BANISHED_NAMED.match(text)
    if found is not None:
        return {"target": {"what": "card", "player": "controller", "zone": "banished",
                           "names": [n for n in found.group("name", "other_name") if n]}}
    found = MANY_BANISHED.match(text)
    if found is not None:
        return _many(found, "banished", "controller" if found.group("own") else "any")
    older = target_older.target(text, target)  # "1 monster "Fur Hire"", "1 banished monster"
    if older is not None:
        return older
    found = BANISHED.match(text)
    if found is None:  # "target 1 Set card": no place said, one on the field (5-2-3)
        return target(text + " on the field") if BARE.match(text) else None
    return _target(found, "banished", "controller")


def _many(found: re.Match[str], zone: str, player: str) -> Fields | None:
    """Several targets (2 to 5, or up to that many): one description each fits (5-2-3)."""
    spec = _target(found, zone, player)
    if spec is None:
        return None
    spec["target"].update({"what": MANY_WHAT[found.group("what")],
                           "count": int(found.group("count")),
                           **({"up_to": True} if found.group("up") else {})})
    return spec


def _bounded(found: re.Match[str]) -> Fields | None:
    """A monster target with a bound on its ATK or DEF: the target without it, then the bound
    as the description's `atk_max`, `atk_min`, `def_max` or `def_min` (5-2-3)."""
    aimed = target(found.group("head") + (found.group("tail") or ""))
    spec = aimed.get("target") if aimed else None
    which, bound = found.group("which").lower(), found.group("bound")
    keys = [f"{which}_max"] * (bound != "more") + [f"{which}_min"] * (bound != "less")
    if spec is None or spec["what"] != "monster" or any(key in spec for key in keys):
        return None
    spec.update({key: int(found.group("n")) for key in keys})
    return aimed


def _target(found: re.Match[str], zone: str, player: str) -> Fields | None:
    noun = found.group("what")
    spec: Fields = {"what": WHAT.get(noun, "monster" if noun in ("monsters", "Monsters")
                                     else "card"),
                    "player": player, "zone": zone}
    words = described.fields(found, spec["what"] == "monster", tuner=noun == "Tuner", both=True)
    kind = found.group("kind")
    if words is None or (noun in ("Monster", "Monsters")) != bool(kind and kind not in ABILITY):
        return None  # "Effect Monster" but "Warrior monster", "Gemini monster": as printed
    spec.update(words)
    groups = found.groupdict()
    face, position = groups.get("face"), groups.get("position")
    if face and zone not in ("field", "spell_zone") or position and zone != "field":
        return None  # every card in a GY is face-up, and has no battle position
    if position and (spec["what"] != "monster" or face == "face-down " and
                     position.startswith("Attack")):
        return None
    if face:  # "Set": face-down
        spec["face_up" if face == "face-up " else "face_down"] = True
    if position:
        spec["position"] = position.split()[0].lower()
    if groups.get("other"):
        spec["other"] = True
    if groups.get("summonable"):  # "that can be Normal Summoned/Set" (8-1-6)
        if spec["what"] != "monster":
            return None
        spec["normal_summonable"] = True
    return {"target": spec}
