"""Quick Effects whose text limits them to the Battle Phase, alone or beside the Main Phases
(5-1-4): "During your opponent's Battle Phase (Quick Effect)", "During the Main or Battle
Phase (Quick Effect)", "During your opponent's Main or Battle Phase (Quick Effect)". The
format's `during` names them; monster_effects._during_now asks here."""
from __future__ import annotations

from .model import MAIN_PHASES, State

BATTLE_PHASE = "battle"
# each timing: whether it needs the opponent's turn, and the phases it allows
BATTLE_TIMINGS: dict[str, tuple[bool, tuple[str, ...]]] = {
    "opponent_battle_phase": (True, (BATTLE_PHASE,)),
    "main_or_battle_phase": (False, (*MAIN_PHASES, BATTLE_PHASE)),
    "opponent_main_or_battle_phase": (True, (*MAIN_PHASES, BATTLE_PHASE)),
    "battle_phase": (False, (BATTLE_PHASE,)),  # either player's (conditions_more.py)
}


def battle_timing_now(state: State, theirs: bool, during: str) -> bool:
    """Whether the game is in one of the phases `during` allows, in the right player's turn
    (`theirs`: the turn is the opponent's of the monster's player)."""
    opponents_only, phases = BATTLE_TIMINGS[during]
    return (theirs or not opponents_only) and state.phase in phases
