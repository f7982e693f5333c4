"""Effects a material gives the monster Summoned using it (8-5-11): "A WIND Synchro Monster
that was Summoned using this card as Synchro Material cannot be destroyed by battle." (card
key `summon_grant: {by: synchro, to: {attribute: WIND}, gives: battle_indestructible}`).

As a Synchro, Xyz or Ritual Summon using such a material succeeds (a Ritual Summon: the
material Tributed from the field, as "Ritual Summoned using this card on the field" says), the
monster Summoned, when it fits the description, gains that Continuous Effect as its own: it
keeps it while it stays on the field face-up, wherever the material goes, and its effects
being negated stops it like any other of its effects (5-5-1). Kept in `State.summon_grants` as
(monster, moves, effect): the monster's `moves` when it was Summoned, so a monster that leaves
the field loses it.

A change to its ATK/DEF given ("gains 300 ATK") is added to the monster's own `stat_changes`
(marked `granted`, recorded as `stats:INDEX`), which continuous.py applies while the record
holds. An activated effect given ("● If it is Xyz Summoned: It gains 1000 ATK.") is added to the
monster's own `effects` (marked `granted`), and recorded as `effect:INDEX`: the monster
activates it as its own effect while the record holds, and not once it has left the field
(effect_problem).
"""
from __future__ import annotations

from dataclasses import replace

from ..core.events import Event
from ..core.replay import Context
from ..core.result import Illegal
from . import column_grants, xyz_grants
from . import rules as cr
from . import text as say
from .continuous_specs import StatChange
from .described import described_fits
from .model import SET, Z_MONSTERS, Card, MonsterEffect, State


def record(state: State, ctx: Context, card: Card, materials: list[Card], kind: str) -> None:
    """After the Synchro or Xyz Summon of `card` with `materials`, or its Ritual Summon with
    those Tributed from the field: the effects they give it."""
    for material in materials:
        grant = material.summon_grant
        if grant is None or grant.by != kind.lower() or not described_fits(grant.to, card) \
                or grant.only is not None and not all(described_fits(grant.only, used)
                                                      for used in materials):
            continue
        if grant.effect is not None:  # an activated effect: its index among its own
            index = _added(card, grant.effect)
            state.summon_grants.append((card.id, card.moves, f"effect:{index}"))
            ctx.emit("summon_grant.gained_effect", cr.MATERIAL_GRANTS,
                     card=say.card(state, card), material=say.card(state, material),
                     number=index)
            continue
        if grant.changes:  # its Continuous Effects on ATK and DEF, from it (5-1-1)
            _record_changes(state, ctx, card, material, grant.changes)
            continue
        if grant.atk or grant.defense:  # its own lasting change, as continuous.py reads
            index = _changed(card, StatChange(grant.atk, grant.defense, granted=True))
            state.summon_grants.append((card.id, card.moves, f"stats:{index}"))
            gives = _stats(grant.atk, grant.defense)
        else:
            state.summon_grants.append((card.id, card.moves, grant.gives))
            gives = Event(f"summon_grant.{grant.gives}")
        ctx.emit("summon_grant.gained", cr.MATERIAL_GRANTS, card=say.card(state, card),
                 material=say.card(state, material), gives=gives)


def _record_changes(state: State, ctx: Context, card: Card, material: Card,
                    changes: tuple[StatChange, ...]) -> None:
    """"Monsters your opponent controls lose 500 ATK.": each change added to the monster's
    own `stat_changes` (marked `granted`), which continuous.py applies from it to the monsters
    it describes while the record holds."""
    for change in changes:
        index = _changed(card, replace(change, granted=True))
        state.summon_grants.append((card.id, card.moves, f"stats:{index}"))
    ctx.emit("summon_grant.gained", cr.MATERIAL_GRANTS, cr.CONTINUOUS_EFFECT,
             card=say.card(state, card), material=say.card(state, material),
             gives=Event("summon_grant.stat_changes"))


def _changed(card: Card, change: StatChange) -> int:
    """The index of the given change among the monster's `stat_changes`: added at their end,
    or the copy a former grant of the same change added."""
    if change not in card.stat_changes:
        card.stat_changes = (*card.stat_changes, change)
    return card.stat_changes.index(change)


def _stats(atk: int, defense: int) -> Event:
    """"it gains 300 ATK", "... DEF", "... ATK and DEF": the words of the change given."""
    if atk and defense:
        return Event("summon_grant.atk_def", {"atk": atk, "defense": defense})
    return Event("summon_grant.atk", {"atk": atk}) if atk \
        else Event("summon_grant.def", {"defense": defense})


def _added(card: Card, effect: MonsterEffect) -> int:
    """The index of the given effect among the monster's `effects`: added at their end, or
    the copy a former grant of the same effect added (its indexes never change)."""
    given = replace(effect, granted=True)
    if given not in card.effects:
        card.effects = (*card.effects, given)
    return card.effects.index(given)


def effect_problem(state: State, card: Card, effect: MonsterEffect) -> Illegal | None:
    """A given effect is activated only while its grant holds: the monster was Summoned using
    that material and has stayed face-up on the field since (8-5-11)."""
    if not effect.granted or effect in card.effects \
            and gained(state, card, f"effect:{card.effects.index(effect)}"):
        return None
    if column_grants.given(state, effect):  # a card's near its column gives it (3-11-3)
        return column_grants.effect_problem(state, card, effect)
    if not any(monster == card.id and given == f"effect:{card.effects.index(effect)}"
               for monster, _, given in state.summon_grants):  # a material's while under it
        return Illegal("illegal.attached_effect_lost", (cr.XYZ_CARDS,),
                       card=say.card(state, card))
    return Illegal("illegal.granted_effect_lost", (cr.MATERIAL_GRANTS,),
                   card=say.card(state, card))


def gained(state: State, card: Card, effect: str) -> bool:
    """Whether a material of its Summon gave this face-up monster the effect (the card field
    `effect` names it), before its effects' negation is asked."""
    return card.zone == Z_MONSTERS and card.position != SET \
        and ((card.id, card.moves, effect) in state.summon_grants
             or xyz_grants.gives(state, card, effect))  # from a card under it (4-4-11)
