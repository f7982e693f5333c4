"""The Yu-Gi-Oh! verdict: the answer to the dispute in one or two sentences, from the events.

It reads the result's steps (their codes and parameters) and says what decided the ruling with
its numbers: the refused action and the section that forbids it; the battle or effect that took
a player to 0 LP, then who won; otherwise the last battle, or the last thing an effect did.
"""
from __future__ import annotations

from collections.abc import Callable

from ..core.events import Event, RuleRef
from ..core.result import GAME_OVER, ILLEGAL_ACTION, Result, Step
from ..core.verdict import generic_verdict
from .model import State

# steps a judge would read out as the outcome of a dispute
BATTLE_ENDS = ("replay", "attacker_gone", "left_before_calculation")
DECIDING = ("effect_damage", "lp_gained", "destroyed.by_link", "link_negated_by", "atk_changed",
            "atk_changed.lowered",
            "special_summoned", "special_summoned.extra_deck", "returned_to_hand", "banished",
            "effect_draw", "normal_summoned", "tribute_summoned", "monster_set", "flip_summoned",
            "position_changed")
WIN_REASONS = {"lost.lp_zero": "verdict.win.lp", "lost.deck_out": "verdict.win.deck_out",
               "won.exodia": "verdict.win.exodia"}


def verdict(result: Result, state: State) -> list[Event]:
    if result.outcome == ILLEGAL_ACTION and result.illegal is not None:
        illegal = result.illegal
        # counted from 1, as a person reads actions (the result's `action` is the index)
        return [Event("verdict.illegal", {"number": (illegal.action or 0) + 1,
                                          "reason": illegal.event,
                                          "rule": RuleRef(illegal.rules[0])})]
    if result.outcome == GAME_OVER:
        return _game_over(result)
    battle = _last(result.steps, lambda code: code.startswith("battle.") or code in BATTLE_ENDS)
    found = _last(result.steps, lambda code: code in DECIDING)
    if battle is None:
        return [found.event] if found is not None else generic_verdict(result)
    out = [Event("verdict.battle", {"battle": battle.event})]
    # what an effect did after the battle (a FLIP effect, a negation) is part of the answer
    if found is not None and result.steps.index(found) > result.steps.index(battle):
        out.append(found.event)
    return out


def _game_over(result: Result) -> list[Event]:
    """The damage that decided it, with its numbers, then who won and why."""
    ending = _last(result.steps, lambda code: code in WIN_REASONS)
    out: list[Event] = []
    if ending is not None and ending.event.code == "lost.lp_zero":
        damage = _last(result.steps[:result.steps.index(ending)],
                       lambda code: code.startswith("battle.") or code == "effect_damage")
        if damage is not None:
            out.append(damage.event)
    if result.winner is None:
        return out + [Event("verdict.draw")]
    if ending is None:
        return out + generic_verdict(result)
    loser = result.losers[0] if result.losers else ""
    reason = Event(WIN_REASONS[ending.event.code], {"winner": result.winner, "loser": loser})
    return out + [Event("verdict.win", {"winner": result.winner, "reason": reason})]


def _last(steps: list[Step], wanted: Callable[[str], bool]) -> Step | None:
    for step in reversed(steps):
        if wanted(step.event.code):
            return step
    return None
