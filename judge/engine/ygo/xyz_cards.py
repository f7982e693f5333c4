"""Xyz Materials as cards (4-4-11): the materials a scenario names under an Xyz Monster
(`materials: [card, ...]`, schema_xyz_cards.py) are real cards kept out of every zone
(Z_LIMBO), their ids in the monster's `attached`, the first of its `materials` count; the rest
of the count names no card, as before.

An Xyz Monster's text may count what its materials are ("Gains ATK/DEF equal to the ATK/DEF
of all "Zoodiac" monsters attached to it": `attached_stats`, added to its ATK and DEF with the
other Continuous Effects, continuous.py): only named materials show anything.

Which materials a detach takes is its player's choice: the `activate` action names them
(`detach: [ID, ...]`) when the monster has named materials and not all of them go; the judge
never picks one. Detached named materials go to their owner's Graveyard as cards (zones.move),
and so do those left under the monster as it leaves the field.
"""
from __future__ import annotations

from collections.abc import Sequence

from ..core.replay import Context
from ..core.result import Illegal
from . import rules as cr
from . import text as say
from . import xyz_grants
from .described import described_fits, details
from .effect_specs import Described
from .model import (
    MONSTER,
    SET,
    Z_GRAVEYARD,
    Z_LIMBO,
    Z_MONSTERS,
    Action,
    Card,
    MonsterEffect,
    State,
)
from .negation import negated
from .zones import move


def under(state: State, monster: Card) -> list[Card]:
    """The named cards under the monster, in the order they were attached."""
    return [state.cards[ref] for ref in monster.attached if ref in state.cards]


def has_fitting(state: State, monster: Card, described: Described) -> bool:
    """"If this card has a "Number" monster as material": one of its named materials is so
    described (a material counted without a name shows nothing, 4-4-11)."""
    return any(described_fits(described, card) for card in under(state, monster))


def chosen(state: State, monster: Card, count: int, named: Sequence[str]) -> list[Card] | str:
    """The named materials that go when `count` of the monster's materials are detached: those
    `named` (its player's choice, given by the action), all of them when every material goes,
    none when it has no named material; else why not (the key of a refusal)."""
    if named:
        anonymous = monster.materials - len(monster.attached)
        if any(ref not in monster.attached for ref in named):
            return "not_material"
        if len(named) > count or count - len(named) > anonymous:
            return "wrong_count"
        return [state.cards[ref] for ref in named]
    if count >= monster.materials or not monster.attached:
        return under(state, monster) if count >= monster.materials else []
    return "which"


def send(state: State, monster: Card, gone: Sequence[Card]) -> None:
    """The named materials detached go to their owner's Graveyard (4-4-3); the caller lowers
    the count."""
    monster.attached = [ref for ref in monster.attached
                        if ref not in {card.id for card in gone}]
    for card in gone:
        move(state, card, Z_GRAVEYARD)


def carried(monsters: Sequence[Card]) -> list[str]:
    """The named materials of the monsters going under a new Xyz Monster, which become its own
    (8-5-10, 8-5-15): taken from them before they move, so that they do not go to the
    Graveyard with them."""
    out: list[str] = []
    for monster in monsters:
        out += monster.attached
        monster.attached = []
    return out


def joins(state: State, host: Card, card: Card) -> None:
    """A card attached by an effect stays named when the host's materials are named: it is one
    more of them (4-4-3), and what its text gives the monster it is under comes with it."""
    if host.attached and card.zone == Z_LIMBO:
        host.attached.append(card.id)
        xyz_grants.take_effects(host, [card])


def place(state: State, monster: Card, refs: list[str]) -> None:
    """The named materials carried under a monster Summoned on top of another (8-5-10)."""
    monster.attached = refs
    xyz_grants.take_effects(monster, under(state, monster))


def cost_problem(state: State, monster: Card, count: int, action: Action,
                 rules: tuple[str, ...] = (cr.COSTS, cr.XYZ_CARDS)) -> Illegal | None:
    """Detaching `count` of the monster's materials as a cost (or as a procedure asks, `rules`):
    the named ones that go must be known, from the action when it is its player's choice
    (4-4-11, 5-2-2)."""
    if not count or count > monster.materials:  # too few: the count's own refusal
        return None
    why = chosen(state, monster, count, action.get("detach") or [])
    if not isinstance(why, str):
        return None
    return Illegal(f"illegal.detach_{why}", rules,
                   card=say.card(state, monster), count=count,
                   named=say.cards(state, list(monster.attached)))


def paid(state: State, ctx: Context, monster: Card, count: int, action: Action) -> None:
    """The named materials among the `count` detached as a cost go to their owner's Graveyard
    (checked as the effect was activated)."""
    gone = chosen(state, monster, count, action.get("detach") or [])
    if isinstance(gone, str) or not gone:
        return
    send(state, monster, gone)
    ctx.emit("xyz.detached_cards", cr.XYZ_CARDS, card=say.card(state, monster),
             materials=say.cards(state, [card.id for card in gone]))


def stats(state: State, monster: Card) -> tuple[int, int]:
    """The ATK and DEF this face-up monster gains from the named materials its
    `attached_stats` describes: their printed values ("?" counts as 0), as they are under it
    now; nothing while its effects are negated (5-5-1), nothing from a material counted
    without a name (4-4-11)."""
    spec = monster.attached_stats
    if spec is None or monster.zone != Z_MONSTERS or monster.position == SET \
            or negated(state, monster):
        return 0, 0
    fitting = [card for card in under(state, monster)
               if card.kind == MONSTER and described_fits(spec.described, card)]
    values = {"atk": sum(card.atk for card in fitting),
              "def": sum(card.defense for card in fitting)}
    return sum(values[key] for key in spec.atk), sum(values[key] for key in spec.defense)


def material_problem(state: State, monster: Card, effect: MonsterEffect) -> Illegal | None:
    """"If this card has "Number 104: Masquerade" as material": the effect is activated only
    while one of the monster's named materials is so described (4-4-11)."""
    spec = effect.if_material
    if spec is None or any((spec.any_card or card.kind == MONSTER)
                           and described_fits(spec.described, card)
                           for card in under(state, monster)):
        return None
    return Illegal("illegal.material_missing", (cr.XYZ_CARDS,), card=say.card(state, monster),
                   details=tuple(details(spec.described)))
