"""An attack declared and not yet through the Damage Step, as plain data (model.py's State
holds the one going on)."""
from __future__ import annotations

from dataclasses import dataclass, field


@dataclass(slots=True)
class Battle:
    """An attack declared and not yet through the Damage Step."""

    attacker: str
    attacker_moves: int
    target: str | None  # None: a direct attack
    target_moves: int
    defenders: int  # how many monsters the defender controlled at the declaration (12-3-7)
    # where the attack stands: -1 in the Battle Step after the declaration, then the index of
    # the Damage Step's timing (damage_step.TIMINGS, 12-4-1)
    timing: int = -1
    flipped: bool = False  # a face-down target was turned face-up by this attack (12-4-2)
    # damage calculation is being carried out (as its timing closes): a change "during damage
    # calculation only" applies to it (12-4-15)
    calculating: bool = False
    # "you take no battle damage from that battle": (player, card whose effect says so)
    shields: list[tuple[str, str]] = field(default_factory=list)
