"""Union monsters (4-3-5): the two uses of the Union effect, counted together once per turn
(`once_per_turn: union`), and one Union monster per monster.

"Once per turn, you can either: Target 1 ...; equip this card to that target, OR: Unequip this
card and Special Summon it." is read as two effects, the equip (its monster on the field) and
the unequip (the Equip Card it then is, `from: equipped`), both marked `union`. Their count
is kept by the card and its zone count (`moves`) like any "Once per turn" (5-2-6), but the card
does not leave the field when it equips or unequips itself, so the count made at activation is
kept for its next zone count too: a Union monster that equipped itself cannot unequip that turn,
nor one that unequipped equip again. A monster already equipped with a Union monster cannot be
targeted by a Union monster's equip, and if by resolution it has one, the Union monster stays
where it is.
"""
from __future__ import annotations

from ..core.events import Event
from ..core.replay import Context
from ..core.result import Illegal
from . import rules as cr
from . import text as say
from .model import Action, Card, MonsterEffect, State

UNION = "union"


def is_union(card: Card) -> bool:
    """A Union monster, as its type line says ("Machine / Union / Effect")."""
    return "Union" in card.monster_types


def key(card: Card, moves: int) -> tuple[str, str]:
    """The once-per-turn record of the card's Union effect at that zone count."""
    return card.id, f"{moves}\x00{UNION}"


def carried(state: State, card: Card, effect: MonsterEffect) -> None:
    """At activation of a Union effect: the count holds for the card once it has equipped or
    unequipped itself too (its next zone count), as it stays on the field (4-3-5)."""
    if effect.once == UNION:
        state.effects_used.append(key(card, card.moves + 1))


def has_union(state: State, monster: Card) -> Card | None:
    """The Union monster already equipped to this monster, if any."""
    return next((equip for equip in state.equips(monster) if is_union(equip)), None)


def _equips_chosen(effect: MonsterEffect) -> bool:
    return any(step.kind == "equip" and step.target == "chosen" for step in effect.steps)


def problem(state: State, card: Card, effect: MonsterEffect, action: Action) -> Illegal | None:
    """A Union monster's equip cannot target a monster equipped with a Union monster already,
    nor the Union monster itself (4-3-5)."""
    if not is_union(card) or not _equips_chosen(effect):
        return None
    target = state.resolve(action.get("target"))
    if target is None:
        return None  # no target named: target_problem says so
    if target is card:
        return Illegal("illegal.union_itself", (cr.UNION_MONSTER, cr.TARGETS),
                       card=say.card(state, card))
    other = has_union(state, target)
    if other is None:
        return None
    return Illegal("illegal.union_one_at_a_time", (cr.UNION_MONSTER, cr.TARGETS),
                   card=say.card(state, card), monster=say.card(state, target),
                   other=say.card(state, other))


def refused(state: State, ctx: Context, card: Card, monster: Card, label: Event) -> bool:
    """At resolution: a Union monster's target equipped with a Union monster since; the card
    stays where it is (4-3-5). Whether it was refused."""
    other = has_union(state, monster) if is_union(card) else None
    if other is None:
        return False
    ctx.emit("equip.union_one_at_a_time", cr.UNION_MONSTER, link=label,
             card=say.card(state, card), monster=say.card(state, monster),
             other=say.card(state, other))
    return True
