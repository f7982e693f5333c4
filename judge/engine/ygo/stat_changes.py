"""An `atk` step's change made to one monster (4-2-5): its ATK (`amount`) and its DEF (`def`,
the step's `defense`), until the end of the turn (7-7-3), of the Battle Phase (12-9-4), until
the End Phase begins (`until: end_phase`, 7-7-12), past the end of the turn (`until:
opponent_turn`, `opponent_next_turn`, `next_standby`, later_changes.py, 7-7-13), or with
`lasting` while it stays face-up on the field. Both go into one Modifier, which the End Phase,
the end of the Battle Phase or the monster's leaving or turning face-down ends as one.

"It gains 400 ATK/DEF" says both events; "it gains 500 DEF" only the DEF one; "halve its ATK"
first says what half its current ATK is (4-2-7). The ruling words
a lowering as "loses" rather than "gets -500" (as the cards word it)."""
from __future__ import annotations

from typing import Any

from ..core.replay import Context
from . import rules as cr
from . import text as say
from .later_changes import LATER, span, words
from .model import Card, EffectStep, Modifier, State


def change_stats(state: State, ctx: Context, step: EffectStep, env: Any, card: Card,
                 amount: int) -> None:
    """Apply the change (`amount`: the ATK part as counted, done_counts.step_amount); one that
    halves or doubles (`scale`, `scale_def`) is counted here from the monster's own values."""
    if step.scale or step.scale_def:
        amount, defense = _scaled(state, ctx, step, env, card)
    else:
        defense = _defense(step, amount)
    before, before_def = state.atk(card), state.defense(card)
    phase = step.until == "battle_phase"  # "until the end of the Battle Phase" (12-9-4)
    ends = step.until == "end_phase"  # "until the End Phase" (7-7-12)
    later = step.until in LATER  # "until the end of your opponent's turn" (7-7-13)
    ends_turn, standby_turn = span(state, env.controller, step.until) if later else (0, 0)
    state.modifiers.append(Modifier(card.id, card.moves, amount, step.lasting, phase, defense,
                                    end_phase=ends, ends_turn=ends_turn,
                                    standby_turn=standby_turn))
    # a change lasts until the end of the turn (7-7-3), or with `lasting` while the monster
    # stays face-up (4-2-5)
    rules = (cr.ATK_AND_DEF,) if step.lasting else (cr.ATK_AND_DEF, cr.END_OF_TURN)
    rules = (cr.ATK_AND_DEF, cr.UNTIL_END_OF_BATTLE_PHASE) if phase else rules
    rules = (cr.ATK_AND_DEF, cr.UNTIL_END_PHASE) if ends else rules
    rules = (cr.ATK_AND_DEF, cr.LATER_CHANGES) if later else rules
    tail = ".lasting" if step.lasting else ".battle_phase" if phase else ""
    tail = ".end_phase" if ends else ".later" if later else tail
    until = {"until": words(env.controller, step.until)} if later else {}
    if amount or not defense:
        code = "atk_changed" if amount >= 0 else "atk_changed.lowered"
        ctx.emit(code + tail, *rules, link=env.label, card=say.card(state, card),
                 amount=abs(amount), before=before, after=state.atk(card), **until)
    if defense:
        code = "def_changed" if defense > 0 else "def_changed.lowered"
        ctx.emit(code + tail, *rules, link=env.label, card=say.card(state, card),
                 amount=abs(defense), before=before_def, after=state.defense(card), **until)


def _defense(step: EffectStep, amount: int) -> int:
    """The DEF part: as written, or counted as the ATK part was ("gains 300 ATK/DEF for each
    ...": the same number of times, 5-3-20)."""
    if not step.defense or not step.amount or (step.per is None and step.per_done is None):
        return step.defense
    return step.defense * (amount // step.amount)


def _scaled(state: State, ctx: Context, step: EffectStep, env: Any,
            card: Card) -> tuple[int, int]:
    """The ATK and DEF changes that halve (to half, rounded up) or double its current values as
    it resolves, each said (4-2-7); then a loss or gain like any other (4-2-5)."""
    changes = []
    for scale, stat, now in ((step.scale, "ATK", state.atk(card)),
                             (step.scale_def, "DEF", state.defense(card))):
        change = 0 if not scale else now if scale == "double" else (now + 1) // 2 - now
        if scale:
            ctx.emit(f"stat_scaled.{scale}", cr.HALVE_OR_DOUBLE, link=env.label,
                     card=say.card(state, card), stat=stat, now=now, change=abs(change))
        changes.append(change)
    return changes[0], changes[1]
