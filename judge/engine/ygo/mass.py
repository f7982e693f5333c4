"""Effects on every card of a kind a player (or both) controls: "Destroy all Spells and Traps
your opponent controls" (`destroy_all`, interpreter.py, 5-3-1), "Return all Spell and Trap
Cards on the field to the hand" (`return_all`, Giant Trunade, 5-3-11), and on the one among
them with the highest or lowest ATK or DEF, "your choice, if tied" (`destroy_extreme`,
Smashing Ground, Fissure, Hammer Shot): the player names it under the action's `pick`.

A one-time Spell or Trap resolving on the field is not among the cards its own effect touches:
it goes to the Graveyard once it has resolved (10-4-1).
"""
from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import Protocol

from ..core.events import Event
from ..core.replay import Context
from ..core.result import Illegal
from . import rules as cr
from . import text as say
from .described import beside, described_fits
from .face_down_mass import spared
from .model import (
    DEFENSE,
    MONSTER,
    SET,
    Z_MONSTERS,
    Card,
    EffectStep,
    PickSpec,
    State,
    opponent,
)
from .pendulum import is_scale
from .scale_columns import in_scale_columns


class Env(Protocol):
    """What this module reads of the resolving effect (interpreter.Env)."""

    source: Card
    controller: str
    label: Event
    missed: bool


def in_position(card: Card, position: str) -> bool:
    """Defense Position holds face-down monsters too (9-1-3)."""
    if position == DEFENSE:
        return card.position in (DEFENSE, SET)
    return position in ("any", card.position)


def all_of(state: State, step: EffectStep, env: Env) -> list[Card]:
    """The cards of the step's kind (`what`: monsters, spells_traps, cards, equip_cards,
    equipped_monsters) the step's player, or both, controls, monsters in the step's position
    if it names one."""
    word = step.player
    pids = list(state.players) if word == "both" else [
        word if word in ("A", "B") else opponent(env.controller) if word == "opponent"
        else env.controller]
    hit: list[Card] = []
    for pid in pids:
        player = state.players[pid]
        if step.what in ("monsters", "cards"):
            hit += [state.cards[c] for c in player.monsters
                    if in_position(state.cards[c], step.position)]
        if step.what in ("spells_traps", "cards"):
            ids = player.spells_traps + ([player.field_spell] if player.field_spell else [])
            hit += [state.cards[c] for c in ids]
        hit += _equipping(state, step.what, player.monsters + player.spells_traps)
        if step.what == "spell_trap_zones":  # Pendulum Zones too, not the Field Zone (3-6-1)
            hit += [state.cards[c] for c in player.spells_traps]
        if step.what == "pendulum_scales":  # the card whose effect this is among them (3-6-2)
            hit += [state.cards[c] for c in player.spells_traps if is_scale(state.cards[c])]
    if step.what == "pendulum_scales":
        return hit
    if step.scale_columns:  # "in the same column as the card(s) in your Pendulum Zones"
        hit = in_scale_columns(state, hit, env.controller)  # 3-11-1
    # a one-time Spell or Trap resolving is not among them (10-4-1), nor "other" than the card
    # whose effect it is; a monster's own "destroy all monsters" takes it too
    one_time = env.source.kind != MONSTER and not env.source.lasting
    resolving = env.source if step.other or one_time else None
    return [card for card in hit if card is not resolving and _narrowed(state, card, step)]


def _narrowed(state: State, card: Card, step: EffectStep) -> bool:
    """Face-up or Set as the step says; as described, which only a face-up card shows (9-1-3)."""
    face_up = card.position != SET if card.zone == Z_MONSTERS else card.face_up
    if step.face and face_up != (step.face == "up"):
        return False
    if step.pick is not None and step.pick.same_column_as is not None:  # a place, not a face:
        return beside(step.pick.same_column_as, card, state) and (  # a Set one too (3-11-1)
            replace(step.pick, same_column_as=None) == PickSpec(what="monster", zones=())
            or face_up and described_fits(replace(step.pick, same_column_as=None), card, state))
    if spared(state, card, step, face_up):  # "face-down and non-LIGHT": LIGHT ones stay
        return False
    return step.pick is None or face_up and described_fits(step.pick, card, state)


def _equipping(state: State, what: str, ids: list[str]) -> list[Card]:
    """"all Equip Cards": the cards among `ids` equipped to a monster; "all monsters equipped
    with an Equip Card": the monsters among them one is equipped to (4-5-5, 10-4-6)."""
    if what not in ("equip_cards", "equipped_monsters"):
        return []
    equips = [card for player in state.players.values()
              for card in (state.cards[c] for c in player.spells_traps)
              if card.face_up and card.equipped_to is not None]
    if what == "equip_cards":
        return [card for card in equips if card.id in ids]
    held = {card.equipped_to for card in equips}
    return [state.cards[c] for c in ids
            if (c, state.cards[c].moves) in held and state.cards[c].zone == "monsters"]


def extremes(state: State, step: EffectStep, player: str) -> list[Card]:
    """The face-up monsters (in the step's position) the step's player(s) control, seen from
    `player`, whose ATK or DEF (`what`) is the highest or lowest (`to`) among them."""
    word = step.player
    pids = ["A", "B"] if word == "both" else [opponent(player) if word == "opponent"
                                              else player]
    shown = [state.cards[c] for pid in pids for c in state.players[pid].monsters
             if state.cards[c].position != SET and in_position(state.cards[c], step.position)]
    if step.what == "def":  # a Link Monster has no DEF to compare (4-2-5)
        shown = [card for card in shown if "Link" not in card.monster_types]
    values = {card.id: state.atk(card) if step.what == "atk" else state.defense(card)
              for card in shown}
    if not values:
        return []
    best = max(values.values()) if step.to == "highest" else min(values.values())
    return [card for card in shown if values[card.id] == best]


def extreme_problem(state: State, card: Card) -> Illegal | None:
    """A card whose effect destroys "the 1 face-up monster ... with the highest ATK" needs such
    a monster to be activated (5-2-4)."""
    step = next((s for s in card.effect if s.kind == "destroy_extreme"), None)
    if step is None or extremes(state, step, card.owner):
        return None
    return Illegal("illegal.no_monster_to_compare", (cr.NEEDS_WHAT_IT_DOES,),
                   card=say.card(state, card))


def destroy_extreme(state: State, ctx: Context, step: EffectStep, env: Env, picked: str | None,
                    destroy: Callable[[Card], None]) -> None:
    """The one monster with the highest or lowest value is destroyed (5-3-1); among several
    tied, the one the player named (`picked`), never one the judge picks (5-2-5)."""
    found = extremes(state, step, env.controller)
    chosen = found[0] if len(found) == 1 else next(
        (card for card in found if card.id == picked), None)
    if chosen is None:
        env.missed = True
        why = "why.no_monster_to_compare" if not found else "why.tie_not_named"
        ctx.emit("effect_part_skipped", cr.DO_WHAT_CAN_BE_DONE, link=env.label,
                 what=Event("would.destroy"), why=Event(why, {
                     "cards": say.cards(state, [card.id for card in found])}))
        return
    destroy(chosen)
