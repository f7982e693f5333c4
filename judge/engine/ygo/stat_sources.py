"""What a monster's ATK and DEF are made of as they stand (4-2-5): effects until the end of the
turn, Equip Spells equipped to it (4-5-5), Field and Continuous Spells (4-5-6), cards holding it
(10-4-5), cards' Continuous Effects (5-1-1), its Xyz Materials (4-4-3) and its counters (4-8-4).

Read from the board alone (the Protocols below, which model.State and model.Card fit), so that
the duel's state can ask it without importing the engine's other modules (as negators.py).
"""
from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Protocol

from . import this_way_stats
from .counter_specs import CounterSpec
from .effect_specs import SET, EffectStep
from .negators import Board, Held, Side, face_up_on_field, held, negated_by_field
from .spell_trap_specs import Boost
from .this_way_stats import Rider
from .xyz_stats import material_bonus


class Piece(Rider, Protocol):
    """A card as the sources of a monster's ATK and DEF see it."""

    @property
    def monster_types(self) -> tuple[str, ...]: ...
    @property
    def attribute(self) -> str: ...
    @property
    def boosts(self) -> tuple[Boost, ...]: ...
    @property
    def equipped_to(self) -> tuple[str, int] | None: ...
    @property
    def equip_atk(self) -> int: ...
    @property
    def equip_def(self) -> int: ...
    @property
    def counter(self) -> CounterSpec | None: ...
    @property
    def counters(self) -> int: ...
    @property
    def materials(self) -> int: ...
    @property
    def material_atk(self) -> int: ...
    @property
    def material_def(self) -> int: ...
    @property
    def atk_without_material(self) -> int: ...
    @property
    def gemini(self) -> bool: ...
    @property
    def gemini_summoned(self) -> bool: ...


class Change(Held, Protocol):
    @property
    def amount(self) -> int: ...
    @property
    def defense(self) -> int: ...


class Duel(Board, Protocol):
    @property
    def cards(self) -> Mapping[str, Piece]: ...
    @property
    def players(self) -> Mapping[str, Side]: ...
    @property
    def modifiers(self) -> Sequence[Change]: ...
    @property
    def holds(self) -> Sequence[tuple[str, int, str, int, EffectStep]]: ...
    @property
    def lasting_stats(self) -> Callable[..., tuple[int, int]] | None: ...


def atk_bonus(duel: Duel, card: Piece) -> int:
    """What all of them add to (or take from) its printed ATK now."""
    bonus = sum(m.amount for m in duel.modifiers if m.card == card.id and m.moves == card.moves)
    bonus += sum(equip.equip_atk for equip in equips(duel, card))
    bonus += sum(boost.atk for boost in boosts(duel, card))
    bonus += sum(step.amount for holder, moves, monster, at, step in duel.holds  # 10-4-5
                 if monster == card.id and at == card.moves
                 and duel.cards[holder].moves == moves and duel.cards[holder].face_up)
    bonus += duel.lasting_stats(duel, card)[0] if duel.lasting_stats else 0
    bonus += material_bonus(duel, card, "atk")
    bonus += this_way_stats.atk(duel, card)  # "If Summoned this way, ... gains 2400 ATK" 8-4-16
    if card.counter is not None and card.counter.atk and face_up_on_field(card) \
            and not held(duel, card) and not negated_by_field(duel, card) \
            and (card.gemini_summoned or not card.gemini):  # a Normal Monster till then 8-1-9
        bonus += card.counter.atk * card.counters  # "for each counter on it" (4-8-4)
    return bonus


def def_bonus(duel: Duel, card: Piece) -> int:
    """What they add to (or take from) its printed DEF now."""
    bonus = sum(m.defense for m in duel.modifiers if m.card == card.id and m.moves == card.moves)
    bonus += sum(equip.equip_def for equip in equips(duel, card))
    bonus += sum(boost.defense for boost in boosts(duel, card))
    bonus += duel.lasting_stats(duel, card)[1] if duel.lasting_stats else 0
    return bonus + material_bonus(duel, card, "def")


def boosts(duel: Duel, card: Piece) -> list[Boost]:
    """The changes of the face-up Field and Continuous Spells on the field that apply to this
    face-up monster (4-5-6)."""
    if card.zone != "monsters" or card.position == SET:
        return []
    found = []
    for player in duel.players.values():
        ids = [*player.spells_traps, *([player.field_spell] if player.field_spell else [])]
        for source in (duel.cards[i] for i in ids):
            if source.face_up and not negated_by_field(duel, source):  # not negated (5-5-3)
                found += [boost for boost in source.boosts
                          if boost.applies(card.monster_types, card.attribute)]
    return found


def equips(duel: Duel, card: Piece) -> list[Piece]:
    """The face-up Equip Spells on the field equipped to this very monster (4-5-5)."""
    found = []
    for player in duel.players.values():
        for equip_id in player.spells_traps:
            equip = duel.cards[equip_id]
            if equip.face_up and equip.equipped_to == (card.id, card.moves) \
                    and not negated_by_field(duel, equip):  # not negated (5-5-3)
                found.append(equip)
    return found
