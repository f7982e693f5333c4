"""What the replay found out, kept for the verdict: each battle with its deciding numbers, and
the defeats. Plain data filled in by the engine as it goes; `verdict.py` reads it.

The steps already say all of this; the record keeps it in a form a verdict can answer from
without parsing sentences (who attacked whom, with which power, what came of it).
"""
from __future__ import annotations

from dataclasses import dataclass, field

from ..core.events import Event

# a power figure the way power_parts gives it: (label, amount), printed value first
PowerParts = tuple[tuple[Event, int], ...]


@dataclass(slots=True)
class Fight:
    """One battle: declared, blocked, countered, decided."""

    attacker: str
    attacked: str  # the card first attacked
    attacker_owner: str
    blocker: str | None = None
    counters: list[tuple[str, str, int]] = field(default_factory=list)  # card, target, +power
    target: str = ""  # the card the Damage Step compared (the blocker, if any)
    attacker_power: PowerParts = ()
    target_power: PowerParts = ()
    idle_don: int = 0  # DON!! given to the defending card, not counted on the attacker's turn
    outcome: str = ""  # won | lost | ended (a card left its area: no Damage Step)
    moved: str | None = None  # the card whose move ended the battle early
    moved_rule: str = ""
    damage: int = 0  # damage determined against a Leader
    life_before: int = 0
    life_after: int = 0
    double_attack: bool = False
    banish: bool = False
    damage_at_zero: bool = False
    # the target was not K.O.'d because a replacement moved it instead (OP08-045, trashed)
    moved_instead: bool = False
    triggers: list[str] = field(default_factory=list)  # [Trigger] cards activated by its damage
    knocked_out: list[str] = field(default_factory=list)  # by the battle or by effects in it
    # why it went as it did beyond the numbers: an effect that did not apply and what that
    # allowed (verdict.py says them after the battle)
    why: list[Event] = field(default_factory=list)


@dataclass(slots=True)
class Record:
    fights: list[Fight] = field(default_factory=list)
    knocked_out: list[str] = field(default_factory=list)  # every K.O., in order
    # player -> damage_at_zero | deck_out | effect_win ("you win the game", flow.py)
    defeats: dict[str, str] = field(default_factory=dict)
    in_battle: bool = False
    # players whose deck became 0 this turn while a rule of their Leader says they lose only
    # at the end of that turn (statics.DECK_OUT_AT_END_OF_TURN, OP15-022); `turn_over`: it came
    deck_emptied: set[str] = field(default_factory=set)
    turn_over: bool = False
    # Characters K.O.'d to pay a cost, until their [On K.O.] is queued (ko_cost.py): card id,
    # DON!! given and whether its effects were negated, as it stood on the field
    ko_costs: list[tuple[str, int, bool]] = field(default_factory=list)

    def fight(self) -> Fight | None:
        """The battle in progress, if any."""
        return self.fights[-1] if self.in_battle and self.fights else None
