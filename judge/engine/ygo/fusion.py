"""What a Fusion Summon and a Ritual Summon ask of their materials (8-5-1, 8-5-2), checked
by effect_summons.py for the monster and materials the player names.

A Fusion Monster lists its Fusion Materials (`fusion_materials`, one description each: a name,
an archetype, a Type, an Attribute, a Level): the materials used are exactly that many monsters,
each one fitting one listed material, none used twice (a matching, found by augmenting paths:
a few materials, so at most a few dozen checks); one Fusion Substitute may stand in for a
material listed by name, unless the Fusion Monster allows only its listed ones. A Fusion
Monster whose materials the scenario does not list takes any two or more monsters. A Ritual
Summon Tributes monsters whose Levels add up to the total its card asks for: exactly that, or
that much or more with no Tribute beyond those needed.
"""
from __future__ import annotations

from ..core.events import Event
from . import text as say
from .card_facts import level_fits
from .described import described_fits, details
from .model import Card, Described, State, SummonByEffect
from .ritual_entire import entire


def described_list(slots: tuple[Described, ...]) -> tuple[Event, ...]:
    """"a monster (named X) and a monster (of the "Y" archetype)": the listed materials."""
    return tuple(Event("fusion.material.details", {"details": tuple(details(spec))})
                 if details(spec) else Event("fusion.material") for spec in slots)


def _assign(slots: tuple[Described, ...], materials: list[Card], stand_in: int = -1) -> bool:
    """Whether each material can stand for a different listed material, all of them used;
    the material at index `stand_in` (a Fusion Substitute) may also stand for one listed by
    name."""
    owner: list[int] = [-1] * len(slots)  # slot -> material index

    def fits(slot: Described, index: int) -> bool:
        return described_fits(slot, materials[index]) or index == stand_in and bool(slot.names)

    def place(index: int, seen: set[int]) -> bool:
        for slot, spec in enumerate(slots):
            if slot in seen or not fits(spec, index):
                continue
            seen.add(slot)
            if owner[slot] < 0 or place(owner[slot], seen):
                owner[slot] = index
                return True
        return False

    return all(place(index, set()) for index in range(len(materials)))


def listed_exactly(slots: tuple[Described, ...], materials: list[Card]) -> bool:
    """The monsters are the ones a Fusion Monster's first line lists, one for each, with no
    Fusion Substitute: a Special Summon by "the above cards" is no Fusion Summon (8-4-8)."""
    return len(materials) == len(slots) and _assign(slots, materials)


def _matches(monster: Card, slots: tuple[Described, ...], materials: list[Card]) -> bool:
    """The materials fit the list, one Fusion Substitute at most standing in for a material
    listed by name ("the other Fusion Materials must be correct"), none where the Fusion
    Monster allows only its listed materials."""
    if len(materials) != len(slots):
        return False
    if _assign(slots, materials):
        return True
    return not monster.fusion_exact and any(
        card.fusion_substitute and _assign(slots, materials, index)
        for index, card in enumerate(materials))


def fusion_why(state: State, monster: Card, materials: list[Card]) -> Event | None:
    """Why these monsters are not the Fusion Monster's Fusion Materials; None if they are."""
    barred = next((card for card in materials if card.no_fusion_material), None)
    if barred is not None:  # its own text forbids it
        return Event("why.no_fusion_material", {"card": say.card(state, barred)})
    slots = monster.fusion_materials
    if slots is None:
        if len(materials) >= 2:
            return None
        return Event("why.fusion_two_materials", {"count": len(materials)})
    if _matches(monster, slots, materials):
        return None
    return Event("why.fusion_materials", {"listed": described_list(slots)})


def ritual_why(spec: SummonByEffect, monster: Card, tributes: list[Card]) -> Event | None:
    """Why these Tributes' Levels do not make the total the Ritual Spell asks for (8-5-1):
    every Tribute needs a Level, and "or more" allows no Tribute the total did not need."""
    if entire(spec, monster, tributes) is not None:  # "used as the entire requirement"
        return None  # 8-5-18
    if not tributes or not all(level_fits(card, 0, 1, 0) for card in tributes):
        return Event("why.ritual_levels_missing")
    needed = spec.levels or monster.level * spec.times  # "exactly twice its Level"
    total = sum(card.level for card in tributes)
    if spec.exact and total != needed:
        return Event("why.ritual_levels_exact", {"total": total, "needed": needed})
    if total < needed:
        return Event("why.ritual_levels_short", {"total": total, "needed": needed})
    if not spec.exact and total - min(card.level for card in tributes) >= needed:
        return Event("why.ritual_levels_extra", {"total": total, "needed": needed})
    return None


def includes(spec: SummonByEffect) -> set[str]:
    """What a Fusion or Ritual Summon does, in the words of chain_negation.INCLUDES and of
    the Graveyard's (11-3-4): the monster Special Summoned from the Deck or GY, materials sent
    from the Deck to the GY, banished from the GY, or shuffled from the GY into the Deck."""
    found = {word for zone, word in (("deck", "deck_summon"), ("graveyard", "graveyard_summon"))
             if zone in spec.origins}
    if "deck" in spec.zones and not (spec.banish or spec.shuffle):
        found.add("deck_to_graveyard")  # Advanced Ritual Art's Normal Monsters
    if spec.graveyard_banish is not None or spec.banish and "graveyard" in spec.zones:
        found.add("graveyard_banish")
    if spec.shuffle and "graveyard" in spec.zones:
        found.add("graveyard_to_hand_or_deck")
    return found
