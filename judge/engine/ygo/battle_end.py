"""Trigger Effects at the start of the Battle Phase (12-2-2), answered in the Start Step, and
at the end of a monster's battle: "At the end of the Damage Step, if this
card battled (an opponent's monster)" and "... if this card attacked", answered at the End of
the Damage Step (12-4-13), and "At the end of the Battle Phase, if this card battled", answered
in the End Step (12-9-5), which the turn player enters with the `end_step` action once they
make no further attack (end_step.py, 12-9-1).

A monster has battled once its battle reached damage calculation, as the attacker (a direct
attack too) or as the attack target; an attack negated, or whose monster left before damage
calculation, is not a battle for it (12-4-10). `Card.battled` keeps (moves, turn) of its last
damage calculation: it holds while the monster stays where it was.
"""
from __future__ import annotations

from ..core.result import Illegal
from . import rules as cr
from . import text as say
from .battle_state import Battle
from .model import SET, Z_MONSTERS, Action, Card, State
from .moments import at_once

# the events of `state.happened` each trigger word answers (trigger_timing.ANSWERS)
BATTLE_END_ANSWERS = {
    "damage_step_end_battled": ("damage_step_end_battled",),
    "damage_step_end_battled_monster": ("damage_step_end_battled_monster",),
    "damage_step_end_attacked": ("damage_step_end_attacked",),
    "battle_phase_end_battled": ("battle_phase_end_battled",),
    "battle_phase_start": ("battle_phase_start",),  # "At the start of the Battle Phase"
    "drawn": ("drawn",),  # "When you draw this card" (zones.draw_one, 7-2-4)
    # "If this face-up card in its owner's control leaves the field because of an opponent's
    # card effect" (left_events.py, 5-1-10), and "... destroyed by battle, or ..."
    "left_field_by_opponent_effect": ("left_field_by_effect",),
    "destroyed_by_battle_or_left_by_opponent_effect": ("destroyed_by_battle",
                                                       "left_field_by_effect"),
}
# the steps that leave the Battle Phase without stopping in its End Step
LEAVING = ("main2", "end_phase", "end_turn", "standby_phase")


def mark_battled(state: State, *cards: Card | None) -> None:
    """Damage calculation is performed for these monsters: they battled (12-4-13)."""
    for card in cards:
        if card is not None:
            card.battled = (card.moves, state.turn_number)


def record_start(state: State) -> None:
    """The Battle Phase begins: the event of every face-up monster on the field, at one moment,
    answered in the Start Step before any attack (12-2-2)."""
    since = len(state.happened)
    for card in state.cards.values():
        if card.zone == Z_MONSTERS and card.position != SET:
            state.happened.append((card.id, card.moves, "battle_phase_start"))
    at_once(state, since)


def record_damage_step_end(state: State, battle: Battle) -> None:
    """At the End of the Damage Step, after the monsters destroyed by battle have left: the
    events of the attacker and the attack target still on the field (12-4-13)."""
    attacker = _there(state, battle.attacker, battle.attacker_moves)
    target = _there(state, battle.target, battle.target_moves)
    if attacker is not None:
        state.happened.append((attacker.id, attacker.moves, "damage_step_end_attacked"))
    for card in (attacker, target):
        if card is None or not battled(state, card):
            continue
        state.happened.append((card.id, card.moves, "damage_step_end_battled"))
        if battle.target is not None:  # not a direct attack: it battled a monster
            state.happened.append((card.id, card.moves, "damage_step_end_battled_monster"))


def attack_problem(state: State) -> Illegal | None:
    """No attack is declared once the End Step has begun (12-9-1)."""
    if state.end_step:
        return Illegal("illegal.attack_in_end_step", (cr.END_STEP, cr.DECLARE_ATTACK),
                       player=state.turn_player)
    return None


def skipped_problem(state: State, action: Action) -> Illegal | None:
    """A step leaving the Battle Phase without `end_step` while a face-up monster has a
    mandatory effect "At the end of the Battle Phase" to activate there, or one that battled
    has one "..., if this card battled" (12-9-5, 5-1-3)."""
    if action.kind not in LEAVING or state.phase != "battle" or state.end_step:
        return None
    for card in state.cards.values():
        if card.zone != Z_MONSTERS or card.position == SET:
            continue
        for index, effect in enumerate(card.effects):
            # "At the end of the Battle Phase" owed by a face-up monster, battled or not
            owed = effect.on == "battle_phase_end" and effect.origin == "field" or \
                effect.on == "battle_phase_end_battled" and battled(state, card)
            if owed and not effect.optional:
                return Illegal("illegal.end_step_owed", (cr.BATTLE_PHASE_END_TRIGGERS,
                                                         cr.TRIGGER_EFFECT),
                               card=say.card(state, card), number=index + 1)
    return None


def battled(state: State, card: Card) -> bool:
    """Its last damage calculation was this turn, as the card it is now."""
    return card.battled == (card.moves, state.turn_number)


def _there(state: State, card_id: str | None, moves: int) -> Card | None:
    card = state.cards.get(card_id) if card_id is not None else None
    return card if card is not None and card.zone == Z_MONSTERS and card.moves == moves \
        else None


def activation_rules(effect_on: str) -> list[str]:
    """The timing an activated effect answers, for its activation's rules."""
    if effect_on in ("battle_phase_end_battled", "battle_phase_end"):
        return [cr.BATTLE_PHASE_END_TRIGGERS]
    if effect_on == "battle_phase_start":
        return [cr.BATTLE_PHASE_START_TRIGGERS]
    if effect_on == "drawn":
        return [cr.DRAWN_TRIGGERS]
    if effect_on in ("left_field_by_opponent_effect",
                     "destroyed_by_battle_or_left_by_opponent_effect"):  # left_events.py
        return [cr.LEFT_BY_OPPONENT_EFFECT]
    return [cr.DAMAGE_STEP_END_TRIGGERS] if effect_on in BATTLE_END_ANSWERS else []
