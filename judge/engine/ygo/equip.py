"""Equip Spells (4-5-5), and Traps and monsters that equip themselves (10-4-6): the `equip`
step that equips the resolving card to its monster, with what it gives it besides ATK/DEF
(10-4-7), and the check, run with rule processing, that destroys an Equip Card whose monster
has left the field or been turned face-down.

The ATK and DEF an Equip Spell gives are never stored on the monster: `State.atk` and
`State.defense` add them while the Equip Spell is face-up on the field and equipped to that
very monster (the same id, not moved since), so they go away together with either card.
"""
from __future__ import annotations

from typing import Any, Protocol

from ..core.events import Event
from ..core.replay import Context
from ..core.result import Illegal
from . import rules as cr
from . import text as say
from . import union
from .bonds import EQUIPPED
from .model import (
    MAX_SPELLS_TRAPS,
    MONSTER,
    PLAYERS,
    SET,
    SPELL,
    Z_GRAVEYARD,
    Z_HAND,
    Z_MONSTERS,
    Z_SPELLS_TRAPS,
    Card,
    EffectStep,
    State,
)
from .step_types import Skip
from .zones import move


class Resolving(Protocol):
    source: Card
    label: Event
    link: int  # its index in the chain; -1 outside one


def equip(state: State, ctx: Context, step: EffectStep, env: Resolving,
          monster: Card | None) -> None:
    """Equip the resolving Equip Spell to `monster` (its target, checked by the caller as it
    was targeted); with no face-up monster there, it has nothing to equip and goes to the
    Graveyard (4-5-5)."""
    card = env.source
    if card.kind == MONSTER:
        _equip_itself(state, ctx, step, env, card, monster)
        return
    if card.zone != "spells_traps" or not card.face_up:
        return  # it left the field before resolving: the chain says so (10-4-3)
    if monster is None or not _holds(monster):
        move(state, card, Z_GRAVEYARD)
        ctx.emit("equip.nothing_to_equip", cr.EQUIP_SPELL, cr.TARGETS, link=env.label,
                 card=say.card(state, card), owner=card.owner)
        return
    card.equipped_to = (monster.id, monster.moves)
    card.equip_atk, card.equip_def = step.amount, step.defense
    card.equip_gives = step.limits  # piercing, not destroyed by battle... (10-4-7)
    if card.bond in EQUIPPED:  # "When this card leaves the field, banish the equipped monster"
        state.bonds.append((card.id, card.moves, monster.id, monster.moves))  # 10-4-4
    rules = (cr.EQUIP_SPELL,) if card.kind == SPELL else (cr.BECOMES_EQUIP, cr.EQUIP_SPELL)
    ctx.emit("equip.equipped", *rules, cr.ATK_AND_DEF, *((cr.EQUIP_GIVES,) if card.equip_gives
                                                         else ()), link=env.label,
             card=say.card(state, card), monster=say.card(state, monster),
             atk=state.atk(monster), defense=state.defense(monster))


def _equip_itself(state: State, ctx: Context, step: EffectStep, env: Resolving, card: Card,
                  monster: Card | None) -> None:
    """"Equip this card to that target": a monster whose effect puts it in its controller's
    Spell & Trap Zone as an Equip Card equipped to its target (10-4-6), if it is still where
    it was activated (a card that moved is a new card), the target is still a face-up monster
    on the field (4-5-5) and a Spell & Trap Zone is free (3-4-1); else it stays where it is."""
    link = state.chain[env.link] if 0 <= env.link < len(state.chain) else None
    ref = say.card(state, card)
    if link is not None and link.moves != card.moves \
            or card.zone not in (Z_HAND, Z_MONSTERS, Z_GRAVEYARD):
        ctx.emit("equip.itself_moved", cr.BECOMES_EQUIP, cr.LEFT_BEFORE_RESOLVING,
                 link=env.label, card=ref)
        return
    if monster is None or monster is card or not _holds(monster):
        ctx.emit("equip.itself_no_monster", cr.BECOMES_EQUIP, cr.EQUIP_SPELL, cr.TARGETS,
                 link=env.label, card=ref)
        return
    if union.refused(state, ctx, card, monster, env.label):  # one Union monster each (4-3-5)
        return
    if len(state.players[card.owner].spells_traps) >= MAX_SPELLS_TRAPS:
        ctx.emit("equip.itself_no_zone", cr.BECOMES_EQUIP, cr.FIVE_SPELLS_TRAPS,
                 link=env.label, card=ref, player=card.owner)
        return
    move(state, card, Z_SPELLS_TRAPS, face_up=True)
    card.equipped_to = (monster.id, monster.moves)
    card.equip_atk, card.equip_def = step.amount, step.defense
    card.equip_gives = step.limits  # 10-4-7
    ctx.emit("equip.equipped", cr.BECOMES_EQUIP, cr.EQUIP_SPELL, cr.ATK_AND_DEF,
             *((cr.EQUIP_GIVES,) if card.equip_gives else ()), link=env.label,
             card=ref, monster=say.card(state, monster), atk=state.atk(monster),
             defense=state.defense(monster))


def _holds(monster: Card) -> bool:
    """A face-up monster in a Monster Zone (4-5-5)."""
    return monster.kind == MONSTER and monster.zone == Z_MONSTERS and monster.position != SET


def unequipped(state: State, ctx: Context) -> None:
    """Destroy every Equip Spell whose monster left the field or was turned face-down since
    it was equipped (4-5-5); run with rule processing, so it happens at once."""
    for pid in PLAYERS:
        for card_id in list(state.players[pid].spells_traps):
            card = state.cards[card_id]
            if card.equipped_to is None:
                continue
            monster_id, moves = card.equipped_to
            monster = state.cards.get(monster_id)
            if monster is not None and monster.moves == moves and _holds(monster):
                continue
            card.equipped_to = None
            move(state, card, Z_GRAVEYARD)
            ctx.emit("equip.destroyed", cr.EQUIP_SPELL, cr.DESTROY, cr.TO_OWNERS_GRAVEYARD,
                     card=say.card(state, card), owner=card.owner)


def substitute(state: State, monster: Card, how: str) -> Card | None:
    """The Equip Card equipped to the monster (face-up, not negated) whose text destroys it
    instead of the monster destroyed `how` ("battle" or "effect"), 10-4-8; one that says "you
    can" only while its controller chooses to (`substitute_use`)."""
    if monster.kind != MONSTER or monster.zone != Z_MONSTERS:
        return None
    word = f"substitute_{how}"
    return next((card for card in state.equips(monster) if word in card.equip_gives
                 and (card.substitute_use or "substitute_optional" not in card.equip_gives)),
                None)


def destroyed_instead(state: State, ctx: Context, monster: Card, how: str) -> bool:
    """"If the equipped monster would be destroyed (by battle / by a card effect), (you can)
    destroy this card instead": such an Equip Card (`substitute`) is destroyed in its place,
    and the monster stays (10-4-8); `how`: "battle" or "effect". Whether one was."""
    equip = substitute(state, monster, how)
    if equip is None:
        return False
    move(state, equip, Z_GRAVEYARD)
    state.happened.append((equip.id, equip.moves, "destroyed_by_effect"))
    equip.destroyed_this_turn = True
    code = "equip.destroyed_instead" + (".chosen" if "substitute_optional" in equip.equip_gives
                                        else "")
    ctx.emit(code, cr.DESTROYED_INSTEAD, cr.DESTROY, cr.TO_OWNERS_GRAVEYARD,
             card=say.card(state, equip), monster=say.card(state, monster), owner=equip.owner)
    return True


def attack_problem(state: State, attacker: Card) -> Illegal | None:
    """"The equipped monster cannot attack.": no attack is declared with a monster an Equip
    Card (face-up, not negated) says so of (10-4-7, 12-3-1)."""
    equip = next((card for card in state.equips(attacker) if "no_attack" in card.equip_gives),
                 None)
    if equip is None:
        return None
    return Illegal("illegal.equipped_no_attack", (cr.EQUIP_GIVES, cr.DECLARE_ATTACK),
                   card=say.card(state, attacker), source=say.card(state, equip))


def equipped_controller(state: State, ctx: Context, env: Any, skip: Skip) -> str | None:
    """The player who controls the monster the resolving Equip Card is equipped to now
    (10-4-7); None, said as a part not done (5-2-5), when it is not equipped to one."""
    card: Card = env.source
    monster = state.cards.get(card.equipped_to[0]) if card.equipped_to else None
    if monster is not None and card.zone == Z_SPELLS_TRAPS and card.face_up \
            and card.equipped_to == (monster.id, monster.moves) and _holds(monster):
        return monster.owner
    skip(ctx, env, Event("would.damage_equipped_controller"),
         Event("why.not_equipped", {"card": say.card(state, card)}), cr.EQUIP_SPELL)
    return None
