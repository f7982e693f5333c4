"""Damage and LP "for each" card counted (5-3-20, 5-3-10): "Inflict 300 damage to your opponent
for each card in their hand." reads as `{damage: {amount: 300, for_each: {zone: hand, player:
opponent}}}`; the cards are counted as the step is done, not as the card was activated, and
the ruling names them. A face-down card on the field shows nothing a description names (9-1-3):
it counts only where any card counts, or any monster for one in a Monster Zone. None counted:
the amount is 0 and the step is not done (5-2-5), so what "and if you do" joins to it is not
done either (5-2-7)."""
from __future__ import annotations

from typing import Any

from ..core.replay import Context
from . import rules as cr
from . import text as say
from .count_places import one_per_name
from .counted_kinds import face_down_kinds
from .described import described_fits, shows
from .effect_specs import CountSpec
from .model import (
    FIELD_ZONES,
    MONSTER,
    SET,
    SPELL,
    TRAP,
    Z_MONSTERS,
    Card,
    EffectStep,
    State,
    opponent,
)

ZONES = {"hand": ("hand",), "graveyard": ("graveyard",), "banished": ("banished",),
         "field": ("monsters", "spells_traps")}
KINDS = {"monster": (MONSTER,), "spell": (SPELL,), "trap": (TRAP,),
         "card": (MONSTER, SPELL, TRAP), "spell_trap": (SPELL, TRAP)}


def counted(state: State, spec: CountSpec, controller: str, source: Card) -> list[Card]:
    """The cards `spec` describes now, seen from the effect's player `controller`."""
    pids = list(state.players) if spec.player == "any" else [
        opponent(controller) if spec.player == "opponent" else controller]
    found: list[Card] = []
    for pid in pids:
        player = state.players[pid]
        ids = [i for zone in spec.zones for place in ZONES[zone] for i in getattr(player, place)]
        if "field" in spec.zones and player.field_spell:
            ids.append(player.field_spell)
        found += [state.cards[i] for i in ids if _fits(state.cards[i], spec, source)]
    return one_per_name(found) if spec.different_names else found  # 5-3-28


def _fits(card: Card, spec: CountSpec, source: Card) -> bool:
    if spec.other and card is source:
        return False
    if spec.face_down:  # "for each Set card": what its zone shows of it (9-1-3)
        return card.zone in FIELD_ZONES and not _face_up(card) \
            and spec.what in face_down_kinds(card)
    if card.zone in FIELD_ZONES and not _face_up(card):  # only what its zone says of it
        return spec.what in face_down_kinds(card) and not shows(spec)
    return card.kind in KINDS[spec.what] and described_fits(spec, card, None)


def _face_up(card: Card) -> bool:
    return card.position != SET if card.zone == Z_MONSTERS else card.face_up


def tallied(state: State, ctx: Context, step: EffectStep, env: Any) -> int | None:
    """The step's amount for each card its `for_each` counts now, the ruling saying how many;
    None when there is none: nothing to inflict or gain."""
    assert step.per is not None
    cards = counted(state, step.per, env.controller, env.source)
    total = step.amount * len(cards)
    rules = (cr.COUNTED_AS_RESOLVING,) + (  # several places, or names counted (5-3-28)
        (cr.COUNTED_PLACES_NAMES,) if len(step.per.zones) > 1 or step.per.different_names
        or step.per.face_down else ()) \
        + (() if cards else (cr.DO_WHAT_CAN_BE_DONE,))
    ctx.emit("tally", *rules, link=env.label, count=len(cards),
             each=step.amount, total=total, cards=say.cards(state, [c.id for c in cards]))
    if not cards:
        env.missed = True  # nothing counted: no damage, no LP (5-2-5)
        return None
    return total
