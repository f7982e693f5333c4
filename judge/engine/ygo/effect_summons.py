"""Fusion and Ritual Summons an effect performs as it resolves (8-5-1, 8-5-2): the steps
`{fusion_summon: {...}}` and `{ritual_summon: {...}}` (docs/scenario-format.md).

The player chooses the monster and its materials as the effect resolves; the scenario names
them on the activation, `{activate: {card, pick: MONSTER, materials: [ID, ...], position}}`.
They are checked when the card is activated, since a card is activated only when it can do
what it does (5-2-4), and again as it resolves: a monster or material no longer where it was,
or no longer fitting, means no Summon, and nothing is sent or Tributed for it (5-2-5). The
materials leave (to the GY, or banished; a Ritual Summon's are Tributed) and the monster
arrives at one moment, a Special Summon of its kind (8-4-1) in face-up Attack or Defense
Position; Trigger Effects answer `fusion_summoned` or `ritual_summoned` (it is
`special_summoned` too) and, for a material, `fusion_material` or `tributed`.
"""
from __future__ import annotations

from collections.abc import Callable
from typing import Protocol, TypeVar

from ..core.events import Event
from ..core.replay import Context
from ..core.result import Illegal
from . import arrows, ritual_entire, ritual_graveyard, summon_grants, summoned_by, tuner_while
from . import rules as cr
from . import text as say
from .card_facts import name_of
from .described import described_fits, details
from .fusion import fusion_why, ritual_why
from .model import (
    ATTACK,
    MAX_MONSTERS,
    MONSTER,
    Z_BANISHED,
    Z_DECK,
    Z_EXTRA,
    Z_GRAVEYARD,
    Z_HAND,
    Z_MONSTERS,
    Action,
    Card,
    EffectStep,
    State,
    SummonByEffect,
)
from .moments import at_once
from .pendulum import say_extra_deck
from .restrictions import only_one_why, special_summoned, summoned_once
from .summon_locks import lock_on
from .summon_locks import rule as lock_rule
from .summon_locks import why as locked_why
from .summon_room import room_problem as monster_room_problem
from .synchro_materials import no_longer, synchro_why
from .to_deck import EXTRA_DECK_KINDS
from .tokens import room_problem
from .zones import move

STEPS = ("fusion_summon", "ritual_summon", "synchro_summon")
ZONES = {"hand": Z_HAND, "field": Z_MONSTERS, "graveyard": Z_GRAVEYARD, "deck": Z_DECK,
         "banished": Z_BANISHED}  # a banished material is shuffled back (8-5-2)
# procedure -> (the monster's kind as the card list prints it, where it is summoned from)
KINDS = {"fusion": ("Fusion", Z_EXTRA), "ritual": ("Ritual", Z_HAND),
         "synchro": ("Synchro", Z_EXTRA)}
RULES = {"fusion": cr.FUSION_SUMMON, "ritual": cr.RITUAL_SUMMON,
         "synchro": cr.SYNCHRO_BY_EFFECT}
Why = tuple[Event, str]  # why not, and the rule that says so
# the event a material sent to the GY for the Summon is (a Ritual Summon's Tributes: "tributed")
MATERIAL_EVENTS = {"fusion": "fusion_material", "synchro": "synchro_material"}


class Env(Protocol):
    """What this module reads of the resolving effect (interpreter.Env, passed in)."""

    source: Card
    controller: str
    picked: str | None
    materials: tuple[str, ...]
    position: str
    label: Event


def no_response_problem(state: State, player: str) -> Illegal | None:
    """No Chain Link answers a card's activation that its text says cannot be answered by
    this player (11-2-8), such as Super Polymerization's."""
    if not state.chain:
        return None
    top = state.chain[-1]
    card = state.cards[top.card]
    if top.effect >= 0 or top.flip or not card.no_responses or card.no_responses_what \
            or card.no_responses == "opponent" and player == top.controller:
        return None
    return Illegal("illegal.no_responses", (cr.NO_RESPONSES,), card=say.card(state, card),
                   player=player)


def summon_step(card: Card) -> EffectStep | None:
    """The card's Fusion or Ritual Summon step, if it has one."""
    return next((step for step in card.effect if step.kind in STEPS), None)


def summoning_rules(card: Card) -> tuple[str, ...]:
    """An activation that names a monster and its materials says why it names them."""
    step = summon_step(card)
    return (RULES[step.summon.procedure],) if step is not None and step.summon else ()


def _refusal(state: State, source: Card, spec: SummonByEffect, monster: Card,
             leaving: tuple[str, ...]) -> Why | None:
    """What the monster's own text forbids (8-4-6, 8-4-7, 5-4-1)."""
    if monster.no_special_summon:
        return Event("why.cannot_special_summon"), cr.CANNOT_SPECIAL_SUMMON
    named = summoned_by.why(monster, source)  # 8-4-7, 8-4-12
    if named is not None:
        return named
    if spec.procedure == "ritual" and monster.ritual_only_with \
            and name_of(source) != monster.ritual_only_with:
        return Event("why.ritual_only_with", {"name": monster.ritual_only_with}), \
            cr.RITUAL_SUMMON
    if monster.summon_first and monster.procedures and not monster.properly_summoned:
        # "Must first be Special Summoned (from your Extra Deck) by banishing the above cards"
        return Event("why.procedure_first", {"procedure": Event("procedure.own")}), \
            cr.PROPER_SUMMON_FIRST
    if monster.summon_procedure and monster.summon_procedure != spec.procedure:
        return Event("why.summon_procedure", {
            "procedure": Event(f"procedure.{monster.summon_procedure}")}), cr.ONE_WAY_ONLY
    lock = lock_on(state, source.owner, monster)  # "you cannot Special Summon ..." (5-2-10)
    if lock is not None:
        return locked_why(lock), lock_rule(lock)
    if summoned_once(state, monster, source.owner):  # "only Special Summon X once per turn"
        return Event("why.special_summoned_once"), cr.SPECIAL_SUMMON_ONCE
    return only_one_why(state, monster, leaving)  # 5-4-1, 5-4-7


def _monster_why(state: State, owner: str, spec: SummonByEffect,
                 monster: Card | None) -> Why | None:
    rule = RULES[spec.procedure]
    if monster is None:
        return Event("why.no_summon_pick"), rule
    kind, zone = KINDS[spec.procedure]
    zones = [ZONES[origin] for origin in spec.origins] or [zone]
    if monster.owner != owner or monster.zone not in zones \
            or kind not in monster.monster_types or not described_fits(spec.monster, monster):
        words = tuple(details(spec.monster))
        code = f"why.summon_pick.{spec.procedure}" + (".from" if spec.origins else "")
        return Event(code + (".details" if words else ""), {
            "card": say.card(state, monster), "zone": say.zone(monster.zone),
            "details": words}), rule
    return None


def _usable(spec: SummonByEffect, owner: str, material: Card) -> bool:
    """A monster of the player's in one of the places the card names, or one the opponent
    controls where it says "either field", fitting the card's description of a material."""
    if material.kind == MONSTER and material.owner == owner and material.zone == Z_GRAVEYARD \
            and spec.graveyard_banish is not None:  # "and/or banish "Red-Eyes" monsters from
        return described_fits(spec.graveyard_banish, material)  # your GY"
    if material.kind != MONSTER or not described_fits(spec.material, material):
        return False
    if material.owner != owner:  # the format has no change of control
        return "opponent_field" in spec.zones and material.zone == Z_MONSTERS
    return material.zone in [ZONES[zone] for zone in spec.zones if zone in ZONES]


def why_not(state: State, source: Card, owner: str, spec: SummonByEffect, monster: Card | None,
            materials: list[Card | None]) -> Why | None:
    """Why the named monster cannot be summoned with the named materials now; None if it can."""
    rule = RULES[spec.procedure]
    found = _monster_why(state, owner, spec, monster)
    if found is not None or monster is None:
        return found
    for material in materials:
        if material is None:
            return Event("why.material_unknown"), rule
        if material.id == monster.id or not (_usable(spec, owner, material)
                                             or ritual_graveyard.usable(spec, owner, material,
                                                                        monster)):  # 8-5-19
            return Event("why.material_not_there", {"card": say.card(state, material),
                                                     "zone": say.zone(material.zone)}), rule
    cards = [m for m in materials if m is not None]
    if spec.with_self and not any(m.id == source.id and (
            m.zone == Z_MONSTERS or spec.procedure == "fusion") for m in cards):
        # "including this card" (a Ritual Summon's: "on your field")
        return Event(f"why.{spec.procedure}_with_self", {"card": say.card(state, source)}), rule
    why = fusion_why(state, monster, cards) if spec.procedure == "fusion" \
        else synchro_why(state, monster, cards) if spec.procedure == "synchro" \
        else ritual_why(spec, monster, cards)
    if why is not None:
        return why, rule
    leaving = tuple(m.id for m in cards)
    refusal = _refusal(state, source, spec, monster, leaving)
    if refusal is not None:
        return refusal
    freed = sum(1 for m in cards if m.zone == Z_MONSTERS)
    if len(state.players[owner].monsters) - freed >= MAX_MONSTERS:
        return Event("why.no_monster_zone"), cr.FIVE_MONSTERS
    return None


def summon_problem(state: State, card: Card, action: Action) -> Illegal | None:
    """A card that Fusion or Ritual Summons is activated only when the monster and materials
    its player names can be summoned so (5-2-4)."""
    step = summon_step(card)
    if step is None or step.summon is None:
        # a zone for each Token it makes (4-7-3), or for the monster it Special Summons (8-7-2)
        return room_problem(state, card, action) or monster_room_problem(state, card, action) \
            or arrows.effect_zone_problem(state, card, action)  # 4-4-7
    materials = [state.resolve(ref) for ref in action.get("materials") or []]
    found = why_not(state, card, card.owner, step.summon, state.resolve(action.get("pick")),
                    materials)
    if found is None:
        return None
    why, rule = found
    if why.code.startswith("illegal."):  # the Synchro Materials refused, as the rules say
        return Illegal(why)
    return Illegal("illegal.summon_by_effect", (rule, cr.NEEDS_WHAT_IT_DOES),
                   card=say.card(state, card),
                   procedure=Event(f"procedure.{step.summon.procedure}"), why=why)


E = TypeVar("E", bound=Env)


def summon_by_effect(state: State, ctx: Context, step: EffectStep, env: E,
                     skip: Callable[[Context, E, Event, Event, str], None]) -> None:
    """The materials leave and the monster arrives, at one moment (8-5-1, 8-5-2)."""
    spec = step.summon
    assert spec is not None
    monster = state.resolve(env.picked)
    materials = [state.resolve(ref) for ref in env.materials]
    found = why_not(state, env.source, env.controller, spec, monster, materials)
    if found is not None or monster is None:
        why, rule = found or (Event("why.no_summon_pick"), RULES[spec.procedure])
        why = no_longer(state, monster) if why.code.startswith("illegal.") else why
        skip(ctx, env, Event(f"would.summon.{spec.procedure}"), why, rule)
        return
    cards = [m for m in materials if m is not None]
    # "and/or banish "Red-Eyes" monsters from your GY": those are banished, not Tributed
    banished = [m for m in cards if spec.graveyard_banish is not None
                and m.zone == Z_GRAVEYARD]
    # "you can banish this card from your GY as 1 of the monsters required" (8-5-19)
    by_text = [m for m in cards if m not in banished
               and ritual_graveyard.usable(spec, env.controller, m, monster)]
    banished += by_text
    cards = [m for m in cards if m not in banished]
    whole = ritual_entire.entire(spec, monster, cards)  # asked while the Tribute is still there
    since = len(state.happened)
    gone = Z_BANISHED if spec.banish else Z_GRAVEYARD
    event = MATERIAL_EVENTS.get(spec.procedure, "" if spec.send else "tributed")
    from_deck = any(material.zone == Z_DECK for material in cards) or monster.zone == Z_DECK
    for material in banished:
        move(state, material, Z_BANISHED)
    for material in cards:  # shuffled: an Extra Deck monster goes back there (2-2-3)
        extra = spec.shuffle and bool(EXTRA_DECK_KINDS & set(material.monster_types))
        move(state, material, Z_EXTRA if extra else Z_DECK if spec.shuffle else gone)
        if event == "tributed" or event and material.zone == Z_GRAVEYARD:  # "sent to the GY
            state.happened.append((material.id, material.moves, event))  # as Fusion Material"
    # "in Defense Position": the card's position, whatever the activation names (8-4-3)
    origin, position = monster.zone, spec.position or env.position or ATTACK
    move(state, monster, Z_MONSTERS, position=position)
    monster.summoned_this_turn = monster.properly_summoned = True  # 8-4-5
    special_summoned(state, monster, origin)  # 8-4-9, 5-2-11
    state.happened += [(monster.id, monster.moves, "special_summoned"),
                       (monster.id, monster.moves, f"{spec.procedure}_summoned")]
    if origin in (Z_HAND, Z_GRAVEYARD):
        state.happened.append((monster.id, monster.moves, f"special_summoned_from_{origin}"))
    at_once(state, since)  # the materials leave as the monster arrives
    _say_summoned(state, ctx, spec, env.label, monster, origin, position, cards, banished)
    ritual_entire.say(state, ctx, env.label, monster, whole)  # 8-5-18
    ritual_graveyard.say(state, ctx, env.label, monster, by_text)  # 8-5-19
    say_extra_deck(state, ctx, cards)
    if spec.procedure == "ritual":  # "Ritual Summoned using this card on the field" (8-5-11)
        summon_grants.record(state, ctx, monster,
                             [m for m in cards if m.came_from == Z_MONSTERS], "Ritual")
    if spec.procedure == "synchro":  # "treated as a Tuner" by the materials used (8-5-14)
        tuner_while.record(state, ctx, monster, cards)
    if from_deck:  # a Deck looked through is shuffled (5-3-13)
        ctx.emit("deck_shuffled", cr.FETCH, link=env.label, player=env.controller)
    elif spec.shuffle and any(m.zone == Z_DECK for m in cards):  # shuffled into it (5-3-14)
        ctx.emit("deck_shuffled", cr.TO_DECK, link=env.label, player=env.controller)


def _say_summoned(state: State, ctx: Context, spec: SummonByEffect, label: Event, monster: Card,
                  origin: str, position: str, cards: list[Card], banished: list[Card]) -> None:
    """The Summon said, with how its materials left and the rules that say so."""
    rules = [RULES[spec.procedure], cr.SPECIAL_SUMMON, cr.SPECIAL_SUMMON_POSITION]
    if origin == Z_EXTRA:
        rules.append(cr.EXTRA_DECK_PLACEMENT)
    if spec.shuffle:  # an Extra Deck monster among them went back there (2-2-3)
        rules += [cr.TO_DECK] + [cr.EXTRA_DECK_INSTEAD] * any(c.zone == Z_EXTRA for c in cards)
    code = f"summoned_by_effect.{spec.procedure}" + (".banished" if spec.banish else "") \
        + (".shuffled" if spec.shuffle else "") \
        + (".sent" if spec.send else "") + (".from" if origin not in (Z_HAND, Z_EXTRA) else "")
    if banished:  # some or all from the GY: "Tributing X and banishing Y", "banishing Y"
        code = "summoned_by_effect.ritual." + ("both" if cards else "graveyard")
        rules.append(cr.BANISH)
    ctx.emit(code, *rules, link=label, player=monster.owner, zone=say.zone(origin),
             card=say.card(state, monster), materials=say.cards(state, [m.id for m in cards]),
             position=say.position(position),
             banished=say.cards(state, [m.id for m in banished]))
