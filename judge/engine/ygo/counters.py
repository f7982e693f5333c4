"""Counters (4-8): markers an effect places on a face-up card, kept as a count on the card
(`Card.counters`, of the kind its `counter` names), removed when it leaves the field (zones.py).

The step `{place_counters: {card, count, name, max}}` places them (4-8-1), never past the
bound its text prints (4-8-2), with `for_each` that many for each card counted as it resolves
(4-8-12); an effect's `remove_counters: N` removes N from the monster
itself as its cost, paid at activation and refused without them (4-8-3); a card's "Gains 300
ATK for each Spell Counter on it" is its `counter.atk` (model.State.atk, 4-8-4); and "Each time
a Spell Card is activated, place 1 Spell Counter on this card when that Spell resolves" is its
`counter.each_spell`: the cards face-up on the field as a Spell Card is activated are kept on
its Chain Link, and those still there get their counters when it resolves (4-8-5), a Pendulum
Scale too when its Pendulum Effect says so (the reader keeps that sentence only when the monster
text says the same). A target
"that you can place a Spell Counter on" is a face-up card whose text speaks of that kind and
that is not full (`can_hold`, 4-8-6); "Tribute this card with 3 Spell Counters on it" is paid
only with that many on it (`counters_needed`, 4-8-7).
"""
from __future__ import annotations

from typing import Protocol

from ..core.events import Event
from ..core.replay import Context
from ..core.result import Illegal
from . import rules as cr
from . import text as say
from .card_facts import gemini_dormant
from .model import MONSTER, SPELL, Card, CounterSpec, EffectStep, Link, MonsterEffect, State
from .negation import negated
from .negators import face_up_on_field
from .pendulum import is_scale
from .step_types import Skip
from .tallies import tallied


class Env(Protocol):
    source: Card
    label: Event
    controller: str


def _place(state: State, ctx: Context, card: Card, count: int, bound: int,
           label: Event | None, *rules: str, key: str = "counters_placed") -> int:
    """Up to `count` counters on the card, never past `bound` (0: none) (4-8-2); how many."""
    room = count if not bound else max(0, min(count, bound - card.counters))
    card.counters += room
    code = key if room == count else f"{key}.max"
    ctx.emit(code, *rules, cr.COUNTERS, *((cr.COUNTERS_MAX,) if bound else ()), link=label,
             card=say.card(state, card), count=room, total=card.counters, most=bound,
             name=card.counter.name if card.counter else "")
    if card.counter is not None and card.counter.atk and card.kind == MONSTER \
            and face_up_on_field(card) and not gemini_dormant(card):  # 4-8-4, 8-1-9; a Scale no
        ctx.emit("counters_atk", cr.COUNTERS_ATK, card=say.card(state, card),
                 total=card.counters, name=card.counter.name, atk=state.atk(card))
    return room


def add(state: State, ctx: Context, card: Card, count: int, *rules: str,
        key: str = "counters_each_summon") -> int:
    """Counters a card's own text gives it as a Summon (or what `key` says) happens, up to its
    bound (4-8-2); how many were placed."""
    return _place(state, ctx, card, count, bound(card), None, *rules, key=key)


def place(state: State, ctx: Context, step: EffectStep, env: Env, card: Card | None,
          skip: Skip) -> None:
    """The `place_counters` step: only on a face-up card on the field (4-8-1)."""
    spec = step.counter
    assert spec is not None
    would = Event("would.place_counters", {"count": step.amount, "name": spec.name})
    if card is None or not face_up_on_field(card):
        skip(ctx, env, would, Event("why.counters_face_up"), cr.COUNTERS)
        return
    if card.counter is None:  # the effect names the kind it places (4-8-1)
        card.counter = spec
    elif card.counter.name != spec.name:
        skip(ctx, env, would, Event("why.counters_other_kind",
                                    {"name": card.counter.name}), cr.COUNTERS)
        return
    held: tuple[str, ...] = (cr.COUNTERS_HOLD,) if step.target == "chosen" else ()  # 4-8-6
    amount = step.amount
    if step.per is not None:  # "for each" card, counted now, as it resolves (4-8-12, 5-3-20)
        amount = tallied(state, ctx, step, env) or 0
        if not amount:  # none counted: none placed (5-2-5)
            return
        held += (cr.COUNTERS_COUNTED,)
    _place(state, ctx, card, amount, spec.max or bound(card), env.label, *held)


def kind_held(card: Card) -> str:
    """The kind of counter the card's own text speaks of: the one it counts, or the one its
    effects place on itself (4-8-1); "" none."""
    if card.counter is not None:
        return card.counter.name
    return next((step.counter.name for effect in card.effects for step in effect.steps
                 if step.kind == "place_counters" and step.target == "self"
                 and step.counter is not None), "")


def bound(card: Card) -> int:
    """The most counters the card's text lets it hold: its counter's "(max. 3)", or the one
    its own effect that places them prints ("place 1 Spell Counter on it (max. 1)", 4-8-2);
    0: no bound."""
    if card.counter is not None and card.counter.max:
        return card.counter.max
    return max((step.counter.max for effect in card.effects for step in effect.steps
                if step.kind == "place_counters" and step.target == "self"
                and step.counter is not None), default=0)


def can_hold(card: Card, name: str) -> bool:
    """"A card that you can place a Spell Counter on": face-up on the field, its text speaking
    of that kind, and not yet holding as many as its text allows (4-8-6)."""
    if not face_up_on_field(card) or kind_held(card) != name or gemini_dormant(card):
        return False  # a Gemini monster's text is not its own before its Gemini Summon (8-1-9)
    most = bound(card)
    return not most or card.counters < most


def cost_problem(state: State, card: Card, effect: MonsterEffect) -> Illegal | None:
    """Counters removed as a cost must be on the card to remove (4-8-3); a card given up
    "with 3 Spell Counters on it" must have them (4-8-7)."""
    if effect.counters_needed > card.counters:
        return Illegal("illegal.cost_counters_needed", (cr.COUNTERS_WITH, cr.COSTS),
                       card=say.card(state, card), count=effect.counters_needed,
                       have=card.counters, name=kind_held(card))
    if effect.remove_counters <= card.counters:
        return None
    return Illegal("illegal.cost_counters", (cr.COUNTERS_COST, cr.COSTS),
                   card=say.card(state, card), count=effect.remove_counters, have=card.counters,
                   name=card.counter.name if card.counter else "")


def pay(state: State, ctx: Context, card: Card, effect: MonsterEffect) -> None:
    if effect.counters_needed:  # given up with them, as its cost says (4-8-7)
        ctx.emit("cost.counters_with", cr.COUNTERS_WITH, cr.COSTS, card=say.card(state, card),
                 count=card.counters, name=kind_held(card))
    if not effect.remove_counters:
        return
    card.counters -= effect.remove_counters
    ctx.emit("cost.counters", cr.COUNTERS_COST, cr.COSTS, card=say.card(state, card),
             player=card.owner, count=effect.remove_counters, left=card.counters,
             name=card.counter.name if card.counter else "")


def _watches(spec: CounterSpec, holder: Card, card: Card, activation: bool) -> bool:
    """Whether this activation of `card` (of the card itself, or of an effect) is one the
    holder's counter text answers (4-8-5)."""
    if spec.each_spell:  # "Each time a Spell Card is activated"
        return activation and card.kind == SPELL
    monster = not activation and card.kind == MONSTER and not is_scale(card)
    if spec.each_what == "monster_effect" and not monster \
            or spec.each_what == "spell" and not (activation and card.kind == SPELL):
        return False
    if spec.each_player == "opponent" and card.owner == holder.owner:
        return False
    return not spec.each_archetype or spec.each_archetype in card.archetypes


def watching(state: State, card: Card, activation: bool = True) -> tuple[tuple[str, int], ...]:
    """As a card (`activation`) or an effect of it is activated: the face-up cards on the
    field that get counters when it resolves (4-8-5)."""
    return tuple((other.id, other.moves) for other in state.cards.values()
                 if other.counter is not None
                 and (other.counter.each_spell or other.counter.each_count)
                 and (face_up_on_field(other) or is_scale(other))
                 and _watches(other.counter, other, card, activation))


def spell_resolved(state: State, ctx: Context, link: Link, label: Event) -> None:
    """The Spell Card of `link` resolved: each card that saw it activated and is still
    face-up on the field gets its counters (4-8-5)."""
    for ref, moves in link.watchers:
        card = state.cards[ref]
        if card.moves != moves or not (face_up_on_field(card) or is_scale(card)) \
                or card.counter is None \
                or negated(state, card):  # its effects negated: none (5-5-1)
            continue
        _place(state, ctx, card, card.counter.each_spell or card.counter.each_count,
               card.counter.max, label, cr.COUNTERS_EACH_SPELL)


def _emptied(state: State, name: str) -> list[Card]:
    """The face-up cards on the field holding counters of that kind (any kind: "")."""
    return [card for card in state.cards.values() if face_up_on_field(card)
            and card.counters and card.counter is not None
            and (not name or card.counter.name == name)]


def removal_problem(state: State, card: Card) -> Illegal | None:
    """A Spell or Trap that removes all counters of a kind from the field needs at least one
    there to be activated (4-8-8, 5-2-4); one that places them on each face-up monster or on
    each card of a name, at least one such card (4-8-1, 5-2-4)."""
    each = next((s for s in card.effect if s.kind == "place_counters_each"
                 and (s.what == "monsters" or s.each_named)), None)
    if each is not None and not any(_takes(other, each, card.owner)
                                    for other in state.cards.values()):
        return Illegal("illegal.no_card_for_counters", (cr.COUNTERS, cr.NEEDS_WHAT_IT_DOES),
                       card=say.card(state, card), name=each.counter.name if each.counter
                       else "")
    step = next((s for s in card.effect if s.kind == "remove_all_counters"), None)
    if step is None or step.counter is None or _emptied(state, step.counter.name):
        return None
    return Illegal("illegal.no_counters_to_remove", (cr.COUNTERS_REMOVED, cr.NEEDS_WHAT_IT_DOES),
                   card=say.card(state, card), name=step.counter.name)


def remove_all(state: State, ctx: Context, step: EffectStep, env: Env) -> None:
    """"Remove all Spell Counters on the field": from every face-up card on the field, whoever
    controls it, those of the kind named (every kind when none is), not as a cost (4-8-8)."""
    name = step.counter.name if step.counter is not None else ""
    emptied = _emptied(state, name)
    for card in emptied:
        ctx.emit("counters_removed", cr.COUNTERS_REMOVED, link=env.label,
                 card=say.card(state, card), count=card.counters, name=card.counter.name
                 if card.counter else "")
        card.counters = 0
    if not emptied:
        ctx.emit("counters_removed.none", cr.COUNTERS_REMOVED, link=env.label, name=name)


def _takes(card: Card, step: EffectStep, controller: str) -> bool:
    """Whether `place_counters_each` places its counters on the card: a face-up card on the
    field of the player it names; one that can hold that kind (4-8-6), or any face-up monster
    (`what: monsters`), or any card of the name (`each_named`), the effect naming the kind
    (4-8-1)."""
    spec = step.counter
    assert spec is not None
    if step.player != "any" and (card.owner == controller) != (step.player == "controller"):
        return False
    if step.each_named:
        return face_up_on_field(card) and card.name == step.each_named
    if step.what == "monsters":
        return face_up_on_field(card) and card.kind == MONSTER
    return can_hold(card, spec.name)


def place_each(state: State, ctx: Context, step: EffectStep, env: Env) -> None:
    """"Place 1 Spell Counter on each face-up card on the field that you can place a Spell
    Counter on": on every card that can hold one as the effect resolves (4-8-6); "Place 1 Fog
    Counter on each face-up monster on the field.", "Place 2 Clock Counters on each "Clock Tower
    Prison".": on every such card then, not on one holding another kind (4-8-1)."""
    spec = step.counter
    assert spec is not None
    held = [card for card in state.cards.values() if _takes(card, step, env.controller)]
    rule = cr.COUNTERS_HOLD if step.what == "holders" and not step.each_named else cr.COUNTERS
    for card in held:
        if card.counter is None:  # the effect names the kind (4-8-1)
            card.counter = CounterSpec(name=spec.name)
        if card.counter.name != spec.name:
            ctx.emit("effect_part_skipped", cr.DO_WHAT_CAN_BE_DONE, cr.COUNTERS, link=env.label,
                     what=Event("would.place_counters_on", {
                         "count": step.amount, "name": spec.name,
                         "card": say.card(state, card)}),
                     why=Event("why.counters_other_kind", {"name": card.counter.name}))
            continue
        _place(state, ctx, card, step.amount, bound(card), env.label, rule)
    if not held:
        ctx.emit("counters_placed.none" if rule == cr.COUNTERS_HOLD
                 else "counters_placed.none_there", rule, link=env.label, name=spec.name)
