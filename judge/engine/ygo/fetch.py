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
from . import deck_add_bans, described
from . import rules as cr
from . import text as say
from .card_facts import name_of
from .counted_summons import all_or_none
from .deck_top import place_on_top
from .described import described_fits
from .equip_monsters import taken as equip_taken
from .model import (
    MONSTER,
    SPELL,
    TRAP,
    Z_DECK,
    Z_EXTRA,
    Z_GRAVEYARD,
    Z_HAND,
    Action,
    Card,
    EffectStep,
    PickSpec,
    State,
)
from .moments import at_once
from .name_locks import lock
from .setting import make_ready, room_to_set, set_card
from .stzone import PLACED_AS, place, placing_problem
from .xyz_attach import attach_taken
from .zones import move


class Env(Protocol):
    """What this module reads of the resolving effect (interpreter.Env, which imports this
    module: passed in, never imported back)."""

    controller: str
    source: Card  # the card whose effect it is: "both this card and 1 ..." (8-7-3)
    source_moves: int
    picked: str | None
    more_picks: tuple[str, ...]  # the others of a `fetch` with a `count` (5-3-13)
    destination: str  # where the player sends the card of a `fetch` with `or_to`
    label: Event
    missed: bool

ZONES = {"deck": Z_DECK, "hand": Z_HAND, "graveyard": Z_GRAVEYARD,
         "extra_deck": Z_EXTRA}  # face-up cards only there (`_where`, 5-3-13)
KINDS = {"monster": (MONSTER,), "spell": (SPELL,), "trap": (TRAP,),
         "spell_trap": (SPELL, TRAP), "card": (MONSTER, SPELL, TRAP)}


def fits(spec: PickSpec, card: Card, state: State | None = None) -> bool:
    """Whether the card is of the kind the text takes and fits its description, or the other
    one of "1 X or 1 Y"."""
    return card.kind in KINDS[spec.what] and described_fits(spec, card, state) \
        or spec.alternative is not None and fits(spec.alternative, card, state)


def _where(state: State, spec: PickSpec, player: str, card: Card) -> bool:
    return card.owner == player and card.zone in (ZONES[z] for z in spec.zones) \
        and (card.zone != Z_EXTRA or card.face_up)  # a face-down one is never taken


def picking_rules(card: Card) -> tuple[str, ...]:
    """An activation that names the card its effect takes says why it names one (5-3-13)."""
    return (cr.FETCH,) if first_fetch(card.effect) is not None else ()


def first_fetch(steps: tuple[EffectStep, ...]) -> EffectStep | None:
    """The effect's first `fetch` step; one after "and if you do" or "then" when it has none
    of its own ("destroy both, and if you do, add 1 ..." takes that card too, 5-2-4)."""
    found = next((s for s in steps if s.kind == "fetch"), None)
    if found is not None:
        return found
    return next((f for s in steps if s.kind in ("if_you_do", "then")
                 for f in (first_fetch(s.steps),) if f is not None), None)


def takeable(state: State, spec: PickSpec, card: Card, picked: Card) -> bool:
    """Whether `card`'s effect can take `picked` (never the card itself)."""
    return picked.id != card.id and _where(state, spec, card.owner, picked) \
        and fits(spec, picked)


def named_picks(action: Action) -> list[str]:
    """The cards the activation names for its `fetch`: `pick`, or `picks` for several."""
    one = action.get("pick")
    picks = action.get("picks") or ([one] if one else [])
    return [str(ref) for ref in picks]


def first_pick(action: Action) -> str | None:
    names = named_picks(action)
    return names[0] if names else None


def pick_problem(state: State, card: Card, action: Action) -> Illegal | None:
    """A card or effect that takes a card (its first `fetch` step) is activated only when its
    player names one there that fits (5-2-4, 5-3-13); with a `count`, that many (1 to that
    many, "up to"), each fitting."""
    step = first_fetch(card.effect)
    names = named_picks(action)
    if step is None or step.pick is None or step.optional and not names:
        return None  # "you can": naming none is choosing not to
    ref = say.card(state, card)
    rules = (cr.FETCH, cr.NEEDS_WHAT_IT_DOES)
    count = max(step.amount, 1)
    if names and (len(names) > count or not step.up_to and len(names) < count):
        return Illegal("illegal.pick_count" + (".up_to" if step.up_to else ""), rules,
                       card=ref, count=count, requirement=describe(step.pick))
    for name in names[1:]:
        problem = _one_pick(state, card, step, state.resolve(name))
        if problem is not None:
            return problem
    problem = _one_pick(state, card, step, state.resolve(names[0] if names else None))
    return problem or _same_names(state, card, step, names)


def _same_names(state: State, card: Card, step: EffectStep, names: list[str]) -> Illegal | None:
    """"... with different names": two cards named alike are not both taken (5-3-13)."""
    found = [state.resolve(name) for name in names]
    printed = [name_of(picked) for picked in found if picked is not None]
    if not step.different_names or len(set(printed)) == len(printed):
        return None
    return Illegal("illegal.pick_same_name", (cr.FETCH, cr.NEEDS_WHAT_IT_DOES),
                   card=say.card(state, card))


def _one_pick(state: State, card: Card, step: EffectStep, picked: Card | None
              ) -> Illegal | None:
    assert step.pick is not None
    ref = say.card(state, card)
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
    return deck_add_bans.pick_problem(state, card, step, picked) \
        or placing_problem(state, card, step, picked, describe(step.pick))  # 5-2-27


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
    """The named card goes to the hand, the Graveyard, or is Special Summoned (5-3-13); with
    a `count`, each card named, at one moment, the part not done in full if one is gone."""
    assert step.pick is not None
    if step.or_to and env.destination == step.or_to:  # the player's other choice (5-3-13)
        step = replace(step, to=step.or_to, or_to="")
    if not all_or_none(state, ctx, step, env, lambda card: _still(state, step, env, card),
                       skip):
        return  # "Special Summon 2 ...": all of them or none (8-7-3)
    shuffled = False
    missed = False
    since = len(state.happened)
    if step.with_self:  # "Special Summon both this card ... and 1 ...": one act (8-7-3)
        summon(state, ctx, EffectStep("special_summon", target=env.source.id,
                                      position=step.position), env)
    for ref in (env.picked, *env.more_picks):
        card = state.resolve(ref)
        shuffled = shuffled or card is not None and card.zone == Z_DECK
        missed = _take(state, ctx, step, env, card, summon, skip) or missed
    at_once(state, since)  # the cards taken together: one moment (11-1-9)
    env.missed = missed or env.missed
    if shuffled and step.to != "deck_top":  # that one shuffles before it places (5-3-14)
        ctx.emit("deck_shuffled", cr.FETCH, link=env.label, player=env.controller)


def _still(state: State, step: EffectStep, env: Env, card: Card) -> bool:
    assert step.pick is not None
    return _where(state, step.pick, env.controller, card) and fits(step.pick, card)


def _take(state: State, ctx: Context, step: EffectStep, env: E, card: Card | None,
          summon: Callable[[State, Context, EffectStep, E], None],
          skip: Callable[[Context, E, Event, Event], None]) -> bool:
    """One named card taken; whether it could not be."""
    assert step.pick is not None
    would = Event(f"would.fetch.{step.to}")
    if card is None:
        skip(ctx, env, would, Event("why.pick_declined" if step.optional else "why.no_pick"))
        return True
    if not _where(state, step.pick, env.controller, card) or not fits(step.pick, card):
        skip(ctx, env, would, Event("why.pick_gone", {"card": say.card(state, card),
                                                       "zone": say.zone(card.zone)}))
        return True
    banned = deck_add_bans.take_problem(state, env.controller, step, card)  # 5-2-27
    if banned is not None:
        skip(ctx, env, would, banned)
        return True
    origin = card.zone
    if step.to == "field":
        summon(state, ctx, EffectStep("special_summon", target=card.id,
                                      position=step.position, negated=step.negated,
                                      negated_turn=step.negated_turn,
                                      banish_on_leave=step.banish_on_leave,
                                      destroy_end_phase=step.destroy_end_phase,
                                      to_pointed=step.to_pointed,
                                      end_phase=step.end_phase,
                                      no_attack=step.no_attack, becomes=step.becomes,
                                      ignoring=step.ignoring), env)
    elif step.to == "set":
        why = set_card(state, ctx, card, env.label)
        if why is not None:
            skip(ctx, env, would, why)
            return True
        if step.ready:  # "It can be activated this turn." (10-3-2)
            make_ready(state, ctx, card, env.label)
    elif step.to in PLACED_AS:  # as a Continuous Spell or Trap (3-4-5, 3-4-8)
        why = place(state, ctx, card, env.controller, env.label, PLACED_AS[step.to])
        if why is not None:
            skip(ctx, env, would, why)
            return True
    elif step.to == "deck_top":  # the Deck shuffled, then the card on its top (5-3-14)
        place_on_top(state, ctx, card, env.label)
    elif step.to in ("material", "material_chosen", "equip"):
        # under this card or the target (4-4-3), or equipped to this card (10-4-9)
        why = equip_taken(state, ctx, card, env) if step.to == "equip" else attach_taken(
            state, ctx, card, env, onto_target=step.to == "material_chosen")
        if why is not None:
            skip(ctx, env, would, why, *[cr.EQUIPPED_MONSTER] * (step.to == "equip"))
            return True
    else:
        move(state, card, Z_HAND if step.to == "hand" else Z_GRAVEYARD)
        rules = (cr.FETCH,) if step.to == "hand" else (cr.FETCH, cr.SENT_IS_NOT_DESTROYED)
        ctx.emit(f"fetched.{step.to}", *rules, link=env.label, card=say.card(state, card),
                 player=card.owner, zone=say.zone(origin))
    if step.lock_name:  # "... with that name for the rest of this turn" (5-2-9)
        lock(state, ctx, env.controller, card, env.label)
    return False
