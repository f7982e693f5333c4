""""For this card's Synchro Summon, you can treat 1 Link-1 monster you control as a Level 1
Tuner." (card key `synchro_link_tuner: 1`, the "Yummy" Synchro Monsters): for a Synchro Summon
of that monster, one Link Monster of that Link Rating among the materials (each is one its
player controls, face-up: extra_summon.py checks it) may count as a Tuner of that Level, at its
player's choice (8-5-14). synchro_materials.problem tries the materials as they are, then each
such Link Monster in turn treated so; the Summon is refused only when no choice makes it. The
monster itself is not changed: it goes to the GY as a Link Monster. When only such a choice makes
the Summon, `stand_in` names the Link Monster that stood as the Tuner, for the ruling to say so."""
from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

from .model import Card

# whether these materials make the Synchro Summon (synchro_materials._problem finds nothing)
Fits = Callable[[list[Card]], bool]


def choices(card: Card, materials: list[Card]) -> list[list[Card]]:
    """The material lists to try for `card`'s Synchro Summon: as they are, then each with one
    Link Monster of the rating the text names standing as a Tuner of that Level."""
    tried = [materials]
    rating = card.synchro_link_tuner
    if not rating:
        return tried
    for index, material in enumerate(materials):
        if "Link" not in material.monster_types or material.link_rating != rating:
            continue
        kinds = tuple(kind for kind in material.monster_types if kind != "Link") + ("Tuner",)
        stand_in = replace(material, level=rating, monster_types=kinds)
        tried.append([*materials[:index], stand_in, *materials[index + 1:]])
    return tried


def stand_in(card: Card, materials: list[Card], fits: Fits) -> Card | None:
    """The Link Monster treated as a Tuner when the materials as they are do not make the
    Summon and that choice does (the first that does); None when none is needed."""
    tried = choices(card, materials)
    if len(tried) == 1 or fits(materials):
        return None
    chosen = next((way for way in tried[1:] if fits(way)), None)
    if chosen is None:
        return None
    return next(m for m, was in zip(chosen, materials, strict=True) if m is not was)
