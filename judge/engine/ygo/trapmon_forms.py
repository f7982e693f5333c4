"""A Trap Card's two forms (4-6-5): in the Monster Zone, the monster its own effect Special
Summoned (its Type, Attribute, Level, ATK and DEF as printed in brackets); anywhere else, the
Trap Card it is. zones.move calls `as_trap` as the card leaves the Monster Zone, so that in the
Graveyard, the hand, the Deck or the banishment it is a Trap again and has no stats."""
from __future__ import annotations

from .model import ATTACK, MONSTER, TRAP, Z_MONSTERS, Card
from .trapmon_specs import TrapMonster


def as_monster(card: Card, spec: TrapMonster) -> None:
    """The card as the monster it is Special Summoned as: a Normal or Effect Monster (a Tuner
    when printed) with exactly the stats its text gives (4-6-5)."""
    card.kind = MONSTER
    card.level, card.level_change = spec.level, 0
    card.atk, card.defense, card.attribute = spec.atk, spec.defense, spec.attribute
    card.monster_types = (spec.monster_type, *(("Tuner",) if spec.tuner else ()),
                          "Normal" if spec.normal else "Effect")
    card.battle_indestructible = spec.battle_indestructible  # 12-8-3
    card.trap_monster = spec


def as_trap(card: Card, zone: str) -> None:
    """Back to a Trap Card once it is anywhere but the Monster Zone (4-6-5); nothing for a card
    that is not a Trap Monster, or that stays a monster."""
    if card.trap_monster is None or zone == Z_MONSTERS:
        return
    card.kind, card.position = TRAP, ATTACK
    card.level = card.level_change = card.atk = card.defense = 0
    card.attribute, card.monster_types = "", ()
    card.battle_indestructible = False
    card.trap_monster = None


def still_a_trap(card: Card) -> bool:
    """A Trap Monster whose text says it is "also still a Trap": in the Monster Zone it is a
    Trap Card as well as a monster, what "Spell/Trap" and "Trap" targets may choose (4-6-5)."""
    return card.trap_monster is not None and card.trap_monster.still_trap

