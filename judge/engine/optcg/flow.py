"""The flow family: steps that hold other steps.

- `{if: {condition: {...}, steps: [...]}}`: a condition in the middle of a body, checked when
  its place comes; it holds back only what follows it (CR 8-3-3, 1-3-7).
- `{at_end_of_turn: [steps]}` ("Then, set up to 1 of your DON!! cards as active at the end of
  this turn."): the effect resolves now and these steps wait; they are carried out in the End
  Phase, once the [End of Your Turn] effects are done, the turn player's first, then the
  opponent's (CR 6-6-1-2), with what the effect named when it resolved (its card, its `take:`
  numbers).
- `{once_this_turn: [steps]}` ("... if you haven't drawn a card using this Leader's effect
  during this turn"): the steps run only the first time the card does them in a turn; a use
  whose "if" held them back does not count (official Q&A on OP01-062). A condition of the
  effect, like an "if" clause (CR 8-3-3).
- `{at_end_of_battle: [steps]}` ("Then, at the end of this battle, place this Character at
  the bottom of the owner's deck."): the steps wait for the End of the Battle (CR 7-1-5-2),
  also of a battle a moved card ended early (official Q&A on OP02-064); a card of the effect
  that moved meanwhile is a new card, and nothing is done to it (CR 3-1-6).
- `{at_opponents_main: [steps]}` ("your opponent rests 1 of their active DON!! cards at the
  start of their next Main Phase"): the effect resolves now and these steps wait for the start
  of the opponent's next Main Phase, where they activate (CR 6-5-1), with what the effect named
  when it resolved; whatever its "If ..." asked was checked then, not again (official Q&A,
  PRB02-005).
- `{win_game: true}` ("... you win the game"): the effect's controller wins while the effect
  resolves, and nothing after it happens: the game is over (CR 1-2-5).
- `{for_each: {characters: {...}, steps: [...]}}` ("Draw a card for each of your {Neptunian}
  type Characters. Then, trash the same number of cards from your hand."): the Characters the
  keys of a `characters:` condition name are counted when the step resolves, and each number
  of the steps it holds (`{draw: 1}`, `{trash_from_hand: 1}`) is multiplied by that count; a
  count of 0 does them 0 times, that is not at all (CR 1-3-2-2).
"""
from __future__ import annotations

import dataclasses
from typing import Any

from ..core import validate as v
from ..core.events import Event
from ..core.replay import Context, GameOver
from ..core.validate import key_path
from . import characters, conditions, groups, that_card
from . import rules as cr
from . import text as say
from .env import Env, target
from .kinds import Reader, StepKind, read_flag
from .model import State, opponent
from .specs import EffectStep

DONE = "done:once_this_turn"  # its mark among the turn's [Once Per Turn] uses


def read_if(reader: Reader, kind: str, at: str, arg: Any) -> EffectStep | None:
    data = v.mapping(reader.problems, at, arg, ("condition", "steps"), ("condition", "steps"))
    return EffectStep(kind, condition=reader.condition(key_path(at, "condition"),
                                                       v.field(data, "condition", None)),
                      steps=reader.steps(key_path(at, "steps"), v.field(data, "steps", [])))


def read_later(reader: Reader, kind: str, at: str, arg: Any) -> EffectStep | None:
    return EffectStep(kind, steps=reader.steps(at, arg))


def read_for_each(reader: Reader, kind: str, at: str, arg: Any) -> EffectStep | None:
    data = v.mapping(reader.problems, at, arg, ("characters", "steps"), ("characters", "steps"))
    counted = reader.condition(at, {"characters": v.field(data, "characters", {})})
    return EffectStep(kind, condition=counted,
                      steps=reader.steps(key_path(at, "steps"), v.field(data, "steps", [])))


def for_each(state: State, ctx: Context, step: EffectStep, env: Env) -> None:
    """"... for each of your {X} type Characters": counted now, as the step resolves."""
    wanted = dict(dict(step.condition).get("characters") or ())
    count = characters.counted(state, env.controller, wanted, env.source)
    if not count:
        ctx.emit("for_each.none", cr.ZERO_TIMES, effect=env.label)
        return
    ctx.emit("for_each.count", cr.TEXT_ORDER, effect=env.label, count=count)
    scaled = tuple(dataclasses.replace(inner, amount=inner.amount * count)
                   for inner in step.steps)
    if env.nested is not None:
        env.nested(state, ctx, scaled, env)


def run_if(state: State, ctx: Context, step: EffectStep, env: Env) -> None:
    """The steps before it have resolved; what follows it runs only if its condition holds."""
    condition = dict(step.condition)
    why = conditions.unmet(state, env.controller, condition, env.source)
    if why is None and that_card.KEY in condition:  # "if that Character has ..."
        picked = groups.picks(env.chosen)
        chosen = state.resolve(picked[0]) if len(picked) == 1 else None
        why = that_card.unmet(state, chosen, dict(condition[that_card.KEY]))
    if why is None and that_card.BATTLE_KEY in condition:  # "the Character you battled with"
        why = that_card.unmet(state, target(state, env, "battle_target"),
                              dict(condition[that_card.BATTLE_KEY]), "battle_target")
    if why is not None:
        ctx.emit("step_condition_unmet", conditions.IF_CLAUSE, cr.IF_HOLDS_BACK, cr.TEXT_ORDER,
                 effect=env.label, why=why)
        return
    if env.nested is not None:
        env.nested(state, ctx, step.steps, env)


def first_this_turn(state: State, ctx: Context, step: EffectStep, env: Env) -> None:
    """The steps, unless this card instance already did them this turn (CR 3-1-6: a card that
    moved is new)."""
    source = env.source
    if source is not None:
        key = (source.id, source.moves, DONE)
        if key in state.once_used:
            ctx.emit("step_condition_unmet", conditions.IF_CLAUSE, cr.IF_HOLDS_BACK,
                     effect=env.label, why=Event("unmet.done_this_turn",
                                                 {"card": say.card(state, source)}))
            return
        state.once_used.add(key)  # cleared with the [Once Per Turn] uses as the turn ends
    if env.nested is not None:
        env.nested(state, ctx, step.steps, env)


def wait(state: State, ctx: Context, step: EffectStep, env: Env) -> None:
    _defer(state, ctx, step, env, state.at_end_of_turn, "at_end_of_turn.waits", cr.AT_END_OF_TURN)


def _defer(state: State, ctx: Context, step: EffectStep, env: Env,
           waiting: list[tuple[str, Any, Any]], code: str, rule: str) -> None:
    """Keep the step's own steps for a later moment (`waiting`), to run then with what the
    effect named now (its card, `take:`)."""
    runner = env.nested
    if runner is None:
        return

    def later(ctx: Context) -> None:
        runner(state, ctx, step.steps, env)

    waiting.append((env.controller, env.label, later))
    ctx.emit(code, rule, effect=env.label)


def wait_battle(state: State, ctx: Context, step: EffectStep, env: Env) -> None:
    runner, source = env.nested, env.source
    if runner is None:
        return
    if state.battle is None:
        ctx.emit("at_end_of_battle.no_battle", cr.BATTLE_END_EFFECTS, effect=env.label)
        return
    moves = source.moves if source is not None else 0

    def later(ctx: Context) -> None:
        if source is not None and source.moves != moves:
            ctx.emit("at_end_of_battle.moved", cr.NEW_CARD_IN_NEW_AREA, effect=env.label,
                     card=say.card(state, source))
            return
        runner(state, ctx, step.steps, env)

    state.at_end_of_battle.append((env.controller, env.label, later))
    ctx.emit("at_end_of_battle.waits", cr.BATTLE_END_EFFECTS, effect=env.label)


def carry_out_battle(state: State, ctx: Context) -> None:
    """At the End of the Battle, before "during this battle" effects end (CR 7-1-5-2)."""
    waiting, state.at_end_of_battle = state.at_end_of_battle, []
    _run_waiting(state, ctx, waiting, "at_end_of_battle.now", cr.BATTLE_END_EFFECTS)


def wait_for_main(state: State, ctx: Context, step: EffectStep, env: Env) -> None:
    _defer(state, ctx, step, env, state.at_opponents_main, "at_opponents_main.waits",
           cr.MAIN_PHASE_START)


def carry_out_main(state: State, ctx: Context) -> None:
    """At the start of the turn player's Main Phase: what their opponent's effects left for it
    (CR 6-5-1)."""
    waiting = [item for item in state.at_opponents_main if item[0] != state.turn_player]
    state.at_opponents_main = [item for item in state.at_opponents_main if item not in waiting]
    for _controller, label, run in waiting:
        ctx.emit("at_opponents_main.now", cr.MAIN_PHASE_START, effect=label)
        run(ctx=ctx)


def carry_out(state: State, ctx: Context) -> None:
    """In the End Phase: what waits, the turn player's first (CR 6-6-1-2)."""
    waiting, state.at_end_of_turn = state.at_end_of_turn, []
    _run_waiting(state, ctx, waiting, "at_end_of_turn.now", cr.AT_END_OF_TURN)


def _run_waiting(state: State, ctx: Context, waiting: list[tuple[str, Any, Any]], code: str,
                 rule: str) -> None:
    """Carry out what effects left for this moment, the turn player's first."""
    first = state.turn_player
    for _controller, label, run in sorted(waiting, key=lambda item: item[0] != first):
        ctx.emit(code, rule, effect=label)
        run(ctx=ctx)


def win_game(state: State, ctx: Context, step: EffectStep, env: Env) -> None:
    """The controller wins as the effect resolves; the opponent loses and the game ends there
    (CR 1-2-5), so no later step, effect or rule processing comes."""
    loser = opponent(env.controller)
    state.losers = [loser]
    state.record.defeats[loser] = "effect_win"
    ctx.emit("effect_win", cr.EFFECT_WINS, cr.GAME_END, effect=env.label,
             player=env.controller, loser=loser)
    raise GameOver


KINDS = (
    StepKind("if", read_if, run_if, (cr.IF_CLAUSE, cr.IF_HOLDS_BACK, cr.TEXT_ORDER),
             ("step_condition_unmet",)),
    StepKind("at_end_of_turn", read_later, wait, (cr.AT_END_OF_TURN,),
             ("at_end_of_turn.waits", "at_end_of_turn.now")),
    StepKind("at_end_of_battle", read_later, wait_battle,
             (cr.BATTLE_END_EFFECTS, cr.NEW_CARD_IN_NEW_AREA),
             ("at_end_of_battle.waits", "at_end_of_battle.now", "at_end_of_battle.no_battle",
              "at_end_of_battle.moved")),
    StepKind("once_this_turn", read_later, first_this_turn, (cr.IF_CLAUSE, cr.IF_HOLDS_BACK),
             ("step_condition_unmet", "unmet.done_this_turn")),
    StepKind("at_opponents_main", read_later, wait_for_main, (cr.MAIN_PHASE_START,),
             ("at_opponents_main.waits", "at_opponents_main.now")),
    StepKind("win_game", read_flag, win_game, (cr.EFFECT_WINS, cr.GAME_END),
             ("effect_win", "verdict.wins_by_effect")),
    StepKind("for_each", read_for_each, for_each, (cr.ZERO_TIMES, cr.TEXT_ORDER),
             ("for_each.none", "for_each.count")),
)
