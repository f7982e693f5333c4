"""Continuous Traps bound to the monster they Special Summon (10-4-4): "When this card leaves
the field, destroy that monster. When that monster is destroyed, destroy this card." (Call of
the Haunted; "When that monster leaves the field", Birthright).

The card's `bond` (`destroyed` or `leaves`: what of the monster destroys the card; with
`_banish` its leaving banishes the monster rather than destroying it, "When this card leaves
the field, banish that monster."; with `_destroy_banish` it destroys the monster and then
banishes it from the Graveyard, "..., destroy that target, and if you do, banish it."; with
`_defense`, the monster changed to Defense Position destroys both, "If the target is changed to
Defense Position, destroy it and this card.", Limit Reverse) is read from its text; its
`special_summon` step records the bond between the card and the monster as each then is (id
and zone count), in `State.bonds`. Rule processing checks it: these
sentences are not activated, they are applied as soon as the event happens, and no chain is
built for them. A monster Tributed or banished was not destroyed: `destroyed` leaves the card.

An Equip Spell with `bond: equipped` ("Special Summon it in Attack Position and equip it with
this card. When this card is destroyed, destroy the equipped monster.", Premature Burial; or
`equipped_leaves`: "When this card leaves the field, destroy that monster.", any way) is
equipped to the monster it Special Summons (4-5-5), or goes to the Graveyard with nothing to
equip; its destruction destroys the monster, and the monster leaving destroys it by the Equip
Spell rule (4-5-5), not by the bond. `bond: equips` ("Special Summon it, and if you do, equip
this card to it. It cannot be destroyed by battle.", SPYRAL GEAR - Big Red) ties no destruction:
its `equip` step after the Summon equips the monster that Summon put on the field.
"""
from __future__ import annotations

from typing import Any

from ..core.replay import Context
from . import rules as cr
from . import text as say
from .leaving import say_left
from .model import ATTACK, Z_BANISHED, Z_GRAVEYARD, Z_MONSTERS, Card, EffectStep, State
from .step_types import Handler
from .zones import move, on_field

DESTROYED = ("destroyed_by_effect", "destroyed_by_battle")
# an Equip Spell bound to the monster it equips (the one it Special Summons, or its target):
# its destruction destroys the monster ("equipped"), or its leaving the field, any way
# ("equipped_leaves"); "_banish": banishes it instead (10-4-4)
EQUIPPED = ("equipped", "equipped_leaves", "equipped_banish", "equipped_leaves_banish")
# "Special Summon it, and if you do, equip this card to it." with no destruction tied to it
EQUIPS = "equips"
ON_DESTRUCTION = ("equipped", "equipped_banish")  # "When this card is destroyed, ..."
# what is said when the card is gone and takes its monster with it
CARD_GONE = {"equipped": "bond.card_destroyed", "equipped_banish": "bond.equipped_destroyed.banish",
             "equipped_leaves": "bond.equipped_left.destroy",
             "equipped_leaves_banish": "bond.equipped_left.banish"}


def binding(handler: Handler) -> Handler:
    """The `special_summon` step, which also binds a card with a `bond` to its monster."""
    def run(state: State, ctx: Context, step: EffectStep, env: Any) -> None:
        source: Card = env.source
        monster = state.resolve(env.chosen) if step.target == "chosen" else None
        before = monster.moves if monster is not None else -1
        handler(state, ctx, step, env)
        summoned = monster is not None and monster.moves != before \
            and monster.zone == Z_MONSTERS
        if not (source.bond and on_field(source) and source.face_up):
            return
        if source.bond == EQUIPS:
            _point_at(env, monster if summoned else None)
            return
        if source.bond in EQUIPPED:
            _equip(state, ctx, source, monster if summoned else None, env)
        if summoned and monster is not None:
            state.bonds.append((source.id, source.moves, monster.id, monster.moves))
    return run


def _point_at(env: Any, monster: Card | None) -> None:
    """`bond: equips` ("Special Summon it, and if you do, equip this card to it. It cannot be
    destroyed by battle."): the card's `equip` step after the Summon names the monster that
    Summon put on the field, a new card (5-2-3), and equips it with what it gives (4-5-5,
    10-4-7); no Summon, no monster: the step finds nothing and the card goes (4-5-5)."""
    if monster is not None:
        env.chosen_moves = monster.moves


def _equip(state: State, ctx: Context, card: Card, monster: Card | None, env: Any) -> None:
    """"... and equip it with this card" (4-5-5): with no monster summoned, nothing to equip."""
    if monster is None:
        move(state, card, Z_GRAVEYARD)
        ctx.emit("equip.nothing_to_equip", cr.EQUIP_SPELL, cr.TARGETS, link=env.label,
                 card=say.card(state, card), owner=card.owner)
        return
    card.equipped_to = (monster.id, monster.moves)
    ctx.emit("equip.equipped", cr.EQUIP_SPELL, cr.ATK_AND_DEF, link=env.label,
             card=say.card(state, card), monster=say.card(state, monster),
             atk=state.atk(monster), defense=state.defense(monster))


def check(state: State, ctx: Context) -> None:
    """Apply every bond whose card or monster has gone; each applies once (10-4-4)."""
    for bond in list(state.bonds):
        card_id, card_moves, monster_id, monster_moves = bond
        card, monster = state.cards[card_id], state.cards[monster_id]
        card_gone, monster_gone = card.moves != card_moves, monster.moves != monster_moves
        if not (card_gone or monster_gone) and _defended(card, monster):
            state.bonds.remove(bond)
            _both_destroyed(state, ctx, card, monster)
            continue
        if not (card_gone or monster_gone):
            continue
        state.bonds.remove(bond)
        if card.bond in ON_DESTRUCTION and not _destroyed(state, card) \
                or card.bond in EQUIPPED and not card_gone:
            continue  # only "When this card is destroyed"; its monster gone: 4-5-5
        if card_gone and not monster_gone:
            _card_gone(state, ctx, card, monster)
        elif monster_gone and not card_gone and _ends(state, card, monster):
            _destroy(state, card)
            ctx.emit(f"bond.monster_{_event(card.bond)}", cr.BOUND_MONSTER, cr.DESTROY,
                     card=say.card(state, card), monster=say.card(state, monster))


def _card_gone(state: State, ctx: Context, card: Card, monster: Card) -> None:
    """The card has left the field: its monster is destroyed, banished, or destroyed and then
    banished from the Graveyard, as the card's text says (10-4-4)."""
    destroyed_too = card.bond.endswith("_destroy_banish")  # "..., and if you do, banish it"
    banish = card.bond.endswith("_banish") and not destroyed_too
    rules = [cr.BOUND_MONSTER, cr.BANISH if banish else cr.DESTROY]
    if banish:
        move(state, monster, Z_BANISHED, face_up=True)
    else:
        _destroy(state, monster)
    if destroyed_too and monster.zone == Z_GRAVEYARD:  # only where the destruction put it
        move(state, monster, Z_BANISHED, face_up=True)
        rules.append(cr.BANISH)
    key = CARD_GONE.get(card.bond) or ("bond.card_left.destroy_banish" if destroyed_too else
                                       "bond.card_left.banish" if banish else "bond.card_left")
    ctx.emit(key, *rules, card=say.card(state, card), monster=say.card(state, monster))
    say_left(state, ctx, [monster])  # or banished instead (8-4-10)


def _defended(card: Card, monster: Card) -> bool:
    """"If the target is changed to Defense Position, destroy it and this card." (`_defense`):
    the monster, Summoned in Attack Position, is now in Defense Position, face-up or Set."""
    return card.bond.endswith("_defense") and monster.position != ATTACK


def _both_destroyed(state: State, ctx: Context, card: Card, monster: Card) -> None:
    """The monster and the card destroyed together by the card's text (10-4-4)."""
    _destroy(state, monster)
    _destroy(state, card)
    ctx.emit("bond.defense_destroyed", cr.BOUND_MONSTER, cr.DESTROY,
             card=say.card(state, card), monster=say.card(state, monster))
    say_left(state, ctx, [monster])  # or banished instead (8-4-10)


def _event(bond: str) -> str:
    """What of the monster destroys a Continuous Trap's card: "destroyed" or "leaves", the
    bond's first word (its rest says what the card's leaving does to the monster)."""
    return bond.split("_", 1)[0]


def _destroy(state: State, card: Card) -> None:
    """Destroyed by the bound card's effect: to its owner's Graveyard (5-3-1, 3-8-2)."""
    move(state, card, Z_GRAVEYARD)
    state.happened.append((card.id, card.moves, "destroyed_by_effect"))
    card.destroyed_this_turn = True


def _ends(state: State, card: Card, monster: Card) -> bool:
    """"When that monster leaves the field": any move; "is destroyed": only a destruction."""
    event = _event(card.bond)
    return event == "leaves" or event == "destroyed" and _destroyed(state, monster)


def _destroyed(state: State, card: Card) -> bool:
    """Whether the card's last move was its destruction (5-3-1)."""
    return any((card.id, card.moves, event) in state.happened for event in DESTROYED)
