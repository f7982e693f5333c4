"""A card on the field an effect acts on without targeting it (`choose`, 5-3-22): "Destroy 1
card on the field.", "Send 1 monster you control to the GY.". Nothing is chosen as the card or
effect is activated: its player chooses the card as the effect resolves, among those that fit
then (mass.all_of, the cards a `destroy_all` of the same words would take), and the activation
names it under `pick` for the judge, never chosen by the judge (5-2-5). With only one card that
fits, it is that one. What is done to it is the step its `do` names, on that card as on a
target (destroyed, banished, sent, returned, shuffled: interpreter.HANDLERS), so what keeps a
card from being destroyed keeps this one too (5-3-12). A card or effect whose first part
chooses so is activated only while a card fits (5-2-4).
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ..core.events import Event
from ..core.replay import Context
from ..core.result import Illegal
from . import rules as cr
from . import text as say
from .mass import all_of
from .model import Card, EffectStep, State
from .moments import at_once
from .step_types import Handler

# what is done to the chosen card: the step on a target that does it, and its rule
DOES = {"destroy": "destroy", "banish": "banish", "to_graveyard": "to_graveyard",
        "to_hand": "to_hand", "to_deck": "to_deck",
        "place_counters": "place_counters",  # its `steps`: the counters it places (4-8-1)
        # its `steps`: control taken for a while or for good, a position given (chosen_ways.py)
        "take_control": "take_control", "change_position": "change_position"}


def choose(state: State, ctx: Context, step: EffectStep, env: Any, act: Handler) -> None:
    """The card the player named, if it fits as the effect resolves (or the only one that
    does), gets the step `do` names; otherwise that part does nothing (5-2-5). With a
    `count` ("Destroy 2 monsters"), the cards named (`pick`, then `picks`), that many, each
    fitting; with no more cards there than that, every one of them."""
    found = all_of(state, step, env)
    if step.amount > 1:
        _several(state, ctx, step, env, act, found)
        return
    picked = next((card for card in found if card.id == env.picked), None)
    if picked is None and len(found) == 1 and not step.optional:
        picked = found[0]  # no choice to make
    if picked is None:
        env.missed = True
        why = Event("why.pick_declined") if step.optional and env.picked is None \
            else Event("why.none_to_choose") if not found \
            else Event("why.choice_not_named", {"cards": say.cards(state, [c.id for c in found])})
        ctx.emit("effect_part_skipped", cr.DO_WHAT_CAN_BE_DONE, cr.CHOSEN_AS_RESOLVING,
                 link=env.label, what=_would(step), why=why)
        return
    _act_on(state, ctx, step, env, act, picked)


def _several(state: State, ctx: Context, step: EffectStep, env: Any, act: Handler,
             found: list[Card]) -> None:
    """That many cards, named and fitting, done to at one moment (11-1-9); done when done to
    any of them (5-2-7)."""
    named = [card for ref in dict.fromkeys((env.picked, *env.more_picks))
             for card in found if card.id == ref]
    chosen = found if len(found) <= step.amount else named
    if not chosen or len(chosen) != min(step.amount, len(found)):
        env.missed = True
        why = Event("why.none_to_choose") if not found else Event(
            "why.choice_not_named", {"cards": say.cards(state, [c.id for c in found])})
        ctx.emit("effect_part_skipped", cr.DO_WHAT_CAN_BE_DONE, cr.CHOSEN_AS_RESOLVING,
                 link=env.label, what=_would(step), why=why)
        return
    since, done = len(state.happened), False
    for card in chosen:
        env.missed = False
        _act_on(state, ctx, step, env, act, card)
        done = done or not env.missed
    env.missed = not done
    at_once(state, since)


def _would(step: EffectStep) -> Event:
    """What the step would have done to the card chosen."""
    placed = step.steps[0] if step.steps else None
    if placed is not None and placed.counter is not None:  # 4-8-1
        return Event("would.place_counters", {"count": placed.amount,
                                              "name": placed.counter.name})
    if placed is not None and placed.kind in ("take_control", "change_position"):
        return Event(f"would.{placed.kind}")  # a monster's control, its position (3-10, 9-2-7)
    return Event("would.destroy" if step.to == "destroy" else "would.move")


def _act_on(state: State, ctx: Context, step: EffectStep, env: Any, act: Handler,
            picked: Card) -> None:
    ctx.emit("card_chosen_resolving", cr.CHOSEN_AS_RESOLVING, link=env.label,
             player=env.controller, card=say.card(state, picked))
    chosen_moves = picked.moves
    saved = env.chosen, env.chosen_moves, env.more_targets
    env.chosen, env.chosen_moves, env.more_targets = picked.id, picked.moves, ()
    try:
        act(state, ctx, step.steps[0] if step.steps else EffectStep(
            DOES[step.to], target="chosen", to="shuffle" if step.to == "to_deck" else ""), env)
    finally:
        env.chosen, env.chosen_moves, env.more_targets = saved
        if saved[0] is None:  # no target: a later part's "its original ATK" is this card's,
            env.chosen, env.chosen_moves = picked.id, chosen_moves  # moved: a new card (5-3-22)


@dataclass(slots=True)
class _Seen:
    """What mass.all_of reads of an effect, before it resolves."""

    source: Card
    controller: str
    label: Event = Event("")
    missed: bool = False


def first_choice(steps: tuple[EffectStep, ...]) -> EffectStep | None:
    """The effect's `choose` when it is its first part, the part its activation needs."""
    return steps[0] if steps and steps[0].kind == "choose" and not steps[0].optional else None


def problem(state: State, card: Card) -> Illegal | None:
    """A card or effect whose first part chooses cards on the field is activated only while
    as many fit as it names (5-2-4)."""
    step = first_choice(card.effect)
    # the card as it is on the field, not the copy carrying a chosen effect: a one-time Spell
    # or Trap is never among the cards it chooses (10-4-1)
    seen = _Seen(state.cards.get(card.id, card), card.owner)
    if step is None or len(all_of(state, step, seen)) >= max(step.amount, 1):
        return None
    return Illegal("illegal.none_to_choose", (cr.NEEDS_WHAT_IT_DOES, cr.CHOSEN_AS_RESOLVING),
                   card=say.card(state, card))
