""""For this card's Synchro Summon, you can treat 1 Link-1 monster you control as a Level 1
Tuner." (card key `synchro_link_tuner: 1`, the "Yummy" Synchro Monsters): for a Synchro Summon
of that monster, one Link Monster of that Link Rating among the materials (each is one its
player controls, face-up: extra_summon.py checks it) may count as a Tuner of that Level, at its
player's choice (8-5-14). synchro_materials.problem tries the materials as they are, then each
such Link Monster in turn treated so; the Summon is refused only when no choice makes it. The
monster itself is not changed: it goes to the GY as a Link Monster."""
from __future__ import annotations

from dataclasses import replace

from .model import Card


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
