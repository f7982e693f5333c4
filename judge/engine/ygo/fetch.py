"""Taking a card the text describes from one's own Deck, hand or Graveyard (`fetch`, 5-3-13):
"Add 1 "Blackwing" monster from your Deck to your hand", "Send 1 "Lightsworn" card from your
Deck to the GY", "Special Summon 1 Level 4 or lower WATER monster from your hand or Deck".

The card is chosen by the player, never by the judge: the activation names it (`pick`), and
it must then be there and fit, or the card or effect cannot be activated (5-2-4). It is taken
as the effect resolves; if it is no longer there by then, that part does nothing (5-2-5). A
Deck that was looked through is shuffled afterwards (5-3-13).
"""
from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import Protocol, TypeVar

from ..core.events import Event, Param
from ..core.replay import Context
from ..core.result import Illegal
from . import described
from . import rules as cr
from . import text as say
from .described import described_fits
from .model import (
    MONSTER,
    SPELL,
    TRAP,
    Z_DECK,
    Z_GRAVEYARD,
    Z_HAND,
    Action,
    Card,
    EffectStep,
    PickSpec,
    State,
)
from .name_locks import lock
from .setting import room_to_set, set_card
from .xyz_attach import attach_taken
from .zones import move


class Env(Protocol):
    """What this module reads of the resolving effect (interpreter.Env, which imports this
    module: passed in, never imported back)."""

    controller: str
    picked: str | None
    label: Event

ZONES = {"deck": Z_DECK, "hand": Z_HAND, "graveyard": Z_GRAVEYARD}
KINDS = {"monster": (MONSTER,), "spell": (SPELL,), "trap": (TRAP,),
         "spell_trap": (SPELL, TRAP), "card": (MONSTER, SPELL, TRAP)}


def fits(spec: PickSpec, card: Card, state: State | None = None) -> bool:
    """Whether the card is of the kind the text takes and fits its description, or the other
    one of "1 X or 1 Y"."""
    return card.kind in KINDS[spec.what] and described_fits(spec, card, state) \
        or spec.alternative is not None and fits(spec.alternative, card, state)


def _where(state: State, spec: PickSpec, player: str, card: Card) -> bool:
    return card.owner == player and card.zone in (ZONES[z] for z in spec.zones)


def picking_rules(card: Card) -> tuple[str, ...]:
    """An activation that names the card its effect takes says why it names one (5-3-13)."""
    return (cr.FETCH,) if any(step.kind == "fetch" for step in card.effect) else ()


def takeable(state: State, spec: PickSpec, card: Card, picked: Card) -> bool:
    """Whether `card`'s effect can take `picked` (never the card itself)."""
    return picked.id != card.id and _where(state, spec, card.owner, picked) \
        and fits(spec, picked)


def pick_problem(state: State, card: Card, action: Action) -> Illegal | None:
    """A card or effect that takes a card (its first `fetch` step) is activated only when its
    player names one there that fits (5-2-4, 5-3-13)."""
    step = next((s for s in card.effect if s.kind == "fetch"), None)
    if step is None or step.pick is None or step.optional and action.get("pick") is None:
        return None  # "you can": naming none is choosing not to
    ref = say.card(state, card)
    picked = state.resolve(action.get("pick"))
    rules = (cr.FETCH, cr.NEEDS_WHAT_IT_DOES)
    if picked is None:
        return Illegal("illegal.needs_pick", rules, card=ref, requirement=describe(step.pick))
    if not takeable(state, step.pick, card, picked) or step.to == "set" \
            and picked.kind == MONSTER:
        return Illegal("illegal.pick_does_not_fit", rules, card=ref,
                       pick=say.card(state, picked), requirement=describe(step.pick))
    if step.to == "set" and not room_to_set(state, card, picked):
        return Illegal("illegal.no_zone_to_set", (*rules, cr.FIVE_SPELLS_TRAPS), card=ref,
                       player=card.owner)
    return None


def describe(spec: PickSpec) -> Event:
    """"a "Blackwing" monster (Level 4 or lower) in your Deck or hand"; "1 X or 1 Y": each."""
    if spec.alternative is not None:
        return Event("either", {"first": describe(replace(spec, alternative=None)),
                                "second": describe(spec.alternative)})
    where: Param = Event(f"pick.from.{spec.zones[-1]}")
    for zone in reversed(spec.zones[:-1]):  # "your hand or Deck", never a list with "and"
        where = Event("either", {"first": Event(f"pick.from.{zone}"), "second": where})
    details = described.details(spec)
    params: dict[str, Param] = {"what": Event(f"pick.what.{spec.what}"), "where": where}
    if not details:
        return Event("pick.requirement", params)
    return Event("pick.requirement.details", {**params, "details": tuple(details)})


E = TypeVar("E", bound=Env)


def fetch(state: State, ctx: Context, step: EffectStep, env: E,
          summon: Callable[[State, Context, EffectStep, E], None],
          skip: Callable[[Context, E, Event, Event], None]) -> None:
    """The named card goes to the hand, the Graveyard, or is Special Summoned (5-3-13)."""
    assert step.pick is not None
    card = state.resolve(env.picked)
    would = Event(f"would.fetch.{step.to}")
    if card is None:
        skip(ctx, env, would, Event("why.pick_declined" if step.optional else "why.no_pick"))
        return
    if not _where(state, step.pick, env.controller, card) or not fits(step.pick, card):
        skip(ctx, env, would, Event("why.pick_gone", {"card": say.card(state, card),
                                                       "zone": say.zone(card.zone)}))
        return
    origin = card.zone
    if step.to == "field":
        summon(state, ctx, EffectStep("special_summon", target=card.id,
                                      position=step.position, negated=step.negated,
                                      banish_on_leave=step.banish_on_leave), env)
    elif step.to == "set":
        why = set_card(state, ctx, card, env.label)
        if why is not None:
            skip(ctx, env, would, why)
    elif step.to == "material":  # under this card, an Xyz Monster on the field (4-4-3)
        why = attach_taken(state, ctx, card, env)
        if why is not None:
            skip(ctx, env, would, why)
    else:
        move(state, card, Z_HAND if step.to == "hand" else Z_GRAVEYARD)
        rules = (cr.FETCH,) if step.to == "hand" else (cr.FETCH, cr.SENT_IS_NOT_DESTROYED)
        ctx.emit(f"fetched.{step.to}", *rules, link=env.label, card=say.card(state, card),
                 player=card.owner, zone=say.zone(origin))
    if origin == Z_DECK:
        ctx.emit("deck_shuffled", cr.FETCH, link=env.label, player=env.controller)
    if step.lock_name:  # "... with that name for the rest of this turn" (5-2-9)
        lock(state, ctx, env.controller, card, env.label)
