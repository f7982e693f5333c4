"""What the project derives from a Yu-Gi-Oh! card's English text at import.

A card whose text is flavour only (a Normal monster, an Extra Deck monster with no effect)
is `vanilla`. A card whose whole text a template reads (encoding.py; an Equip Spell:
lasting.py) is `full`, with its `effect` steps; every other effect is named in `notes` (the
ruling lists it as not applied), never guessed.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Protocol

from cards.ygo import encoding, lasting, materials, psct


class Printed(Protocol):
    kind: str
    card_property: str
    monster_types: list[str]
    texts: dict[str, str]
    pendulum: dict[str, str]


@dataclass
class Derived:
    notes: list[str] = field(default_factory=list)
    automation: str = "vanilla"
    encoding: dict = field(default_factory=dict)


def derive(card: Printed) -> Derived:
    text, pendulum = card.texts.get("en", ""), card.pendulum.get("en", "")
    main = psct.read(text, card.kind, card.card_property, card.monster_types)
    scale = psct.read(pendulum, card.kind, card.card_property, card.monster_types,
                      pendulum=True) if pendulum else None
    effects = [e.text for e in main.effects] + ([e.text for e in scale.effects] if scale
                                                else [])
    if card.kind == "monster" and "Effect" not in card.monster_types and not effects:
        return Derived()
    if not effects:
        return Derived()
    if card.kind == "monster":
        fields, read = encoding.encode_monster(main)
        left = [e for e in effects if e not in read]
        summon = materials.read(main.materials, card.monster_types)
        if summon is None:  # a first line the engine would not check (8-5-3, 8-5-4)
            left.insert(0, main.materials)
        elif summon:
            fields["summon_materials"] = summon
        automation = "none" if not read else ("partial" if left else "full")
        return Derived(notes=left, automation=automation, encoding=fields)
    encoded = encoding.encode(card.kind, card.card_property, main) if scale is None else None
    if card.card_property == "Equip" and scale is None:
        encoded = lasting.encode_equip(main)  # 4-5-5
    if card.card_property == "Field" and scale is None:
        encoded = lasting.encode_field(main)  # 4-5-6
    if encoded is not None:
        left = encoded.pop("left", [])  # a part of the text the engine cannot apply
        return Derived(automation="partial" if left else "full", encoding=encoded, notes=left)
    return Derived(notes=effects, automation="none")
