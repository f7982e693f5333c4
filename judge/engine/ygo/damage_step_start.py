"""Trigger Effects at the Start of the Damage Step of a monster's own attack (12-4-14): "At the
start of the Damage Step, if this card attacks a (face-up / face-down) Defense Position
monster: Destroy that monster." (Zubaba Knight, Sasuke Samurai, Junk Berserker).

The events are recorded by damage_step._start once the attack goes on into the Damage Step
(no replay, the attacker still there), for the attacking monster, with what its attack target
is at that moment: the target is not yet turned face-up (that is done before damage
calculation, 12-4-2), so a face-down Defense Position monster is still face-down here. A direct
attack has no target: none of these events. "That monster" of such an effect is the attack
target (the `attack_target` step word); if it left the field before the effect resolves, the
effect does nothing to it.

"At the start of the Damage Step, if this card battles an opponent's monster:" is answered by
both monsters of the battle, the attacker and the monster it attacks (a face-down one cannot
activate an effect, 5-1-7): "that monster" of such an effect is the other one (the `battled`
step word, after_damage.battled).
"""
from __future__ import annotations

from .battle_state import Battle
from .model import ATTACK, SET, Z_MONSTERS, State

# the events of `state.happened` each trigger word answers (trigger_timing.ANSWERS): the
# attacker's attack on a monster, and on one in the position its text names
START_ANSWERS = {
    "damage_step_start_attacks_monster": ("damage_step_start_attacks_monster",),
    "damage_step_start_attacks_defense": ("damage_step_start_attacks_defense",),
    "damage_step_start_attacks_face_up_defense": ("damage_step_start_attacks_face_up_defense",),
    "damage_step_start_attacks_face_down_defense": (
        "damage_step_start_attacks_face_down_defense",),
    # "if this card battles an opponent's monster": the attacker and the monster it attacks
    "damage_step_start_battles_monster": ("damage_step_start_battles_monster",),
}


def record(state: State, battle: Battle) -> None:
    """The attack has reached the Start of the Damage Step: the attacker's events, by the
    position of the monster it attacks (face-down is Defense Position too, 9-1-3)."""
    if battle.target is None:
        return  # a direct attack: it attacks no monster
    attacker, target = state.cards[battle.attacker], state.cards[battle.target]
    if target.zone != Z_MONSTERS or target.moves != battle.target_moves:
        return  # the attack is replayed (damage_step._start)
    events = ["damage_step_start_attacks_monster"]
    if target.position != ATTACK:
        events.append("damage_step_start_attacks_defense")
        events.append("damage_step_start_attacks_face_down_defense" if target.position == SET
                      else "damage_step_start_attacks_face_up_defense")
    for event in events:
        state.happened.append((attacker.id, attacker.moves, event))
    for battler in (attacker, target):  # each battles the other, attacking or attacked
        state.happened.append((battler.id, battler.moves, "damage_step_start_battles_monster"))


def starts(effect_on: str) -> bool:
    """Whether a Trigger Effect answers the Start of the Damage Step (its activation's rules)."""
    return effect_on in START_ANSWERS
