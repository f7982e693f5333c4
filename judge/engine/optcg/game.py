"""The One Piece engine: the replay hooks (legality and actions by kind) and the Engine."""
from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ..core.engine import Engine
from ..core.events import Event
from ..core.printed import CardLookup
from ..core.replay import Context
from ..core.result import Illegal, Result
from ..core.validate import Problems
from . import (
    battle,
    main_actions,
    options,
    pay_action,
    picks,
    replacements,
    targets,
    turn,
    up_to,
)
from . import rules as cr
from .damage import close_counter_step
from .decks.search import choice_problem
from .model import PLAYERS, Action, State
from .parse import parse_scenario
from .report import state_json
from .required import required_problem
from .settle import settle
from .verdict import verdict as optcg_verdict

Legal = Callable[[State, Action], "Illegal | None"]
Apply = Callable[[State, Action, Context], None]

BATTLE_ACTIONS = ("block", "counter", "pass", "trigger", "choose", "pay", "instead")


def _always_legal(state: State, action: Action) -> Illegal | None:
    return None


def _legal_trigger(state: State, action: Action) -> Illegal | None:
    """A `trigger` decision reached here has no [Trigger] waiting (those are read by damage)."""
    note = state.trigger_note
    if note is None:
        note = Event("no_trigger.no_damage_yet" if state.battle is not None
                     else "no_trigger.not_after_damage", rules=(cr.TRIGGER, cr.TRIGGER_ON_DAMAGE))
    return Illegal("illegal.no_trigger_waiting", note.rules, why=note)


ACTIONS: dict[str, tuple[Legal, Apply]] = {
    "give_don": (main_actions.legal_give_don, main_actions.apply_give_don),
    "play": (main_actions.legal_play, main_actions.apply_play),
    "activate": (main_actions.legal_activate, main_actions.apply_activate),
    "use_event": (main_actions.legal_use_event, main_actions.apply_use_event),
    "attack": (battle.legal_attack, battle.apply_attack),
    "block": (battle.legal_block, battle.apply_block),
    "counter": (battle.legal_counter, battle.apply_counter),
    "pass": (battle.legal_pass, battle.apply_pass),
    "trigger": (_legal_trigger, lambda state, action, ctx: None),
    "end_turn": (_always_legal, turn.apply_end_turn),
    "choose": (targets.legal_choose, targets.apply_choose),
    "pay": (pay_action.legal_pay, pay_action.apply_pay),
    "instead": (replacements.legal_instead, replacements.apply_instead),
}


class OptcgRules:
    """The hooks the shared replay loop drives."""

    def begin(self, state: State, ctx: Context) -> None:
        settle(state, ctx)  # a board that already meets a defeat condition ends at once

    def before(self, state: State, action: Action, ctx: Context) -> None:
        if action.kind != "trigger":
            state.trigger_note = None
        if action.kind != "pass":
            state.battle_ended_early = False
        options.remember(state, action, ctx)  # "Choose one:": the option named stands in
        up_to.remember(state, action)  # "up to N": how many the player takes
        picks.remember(state, action)  # the cards picked from a hand or a trash
        if state.battle is not None and action.kind not in BATTLE_ACTIONS:
            # a Main Phase action means the defender is done: the battle resolves first
            close_counter_step(state, ctx, by_pass=False)

    def legal(self, state: State, action: Action) -> Illegal | None:
        return (ACTIONS[action.kind][0](state, action) or targets.target_problem(state, action)
                or required_problem(state, action) or choice_problem(state, action)
                or options.option_problem(state, action) or up_to.take_problem(state, action))

    def apply(self, state: State, action: Action, ctx: Context) -> None:
        ACTIONS[action.kind][1](state, action, ctx)

    def finish(self, state: State, ctx: Context) -> None:
        if state.battle is not None:
            close_counter_step(state, ctx, by_pass=False)


class OptcgEngine(Engine):
    game_id = "optcg"
    reads_cards = True
    rules_version = "1.2.1"

    def parse(self, data: dict[str, Any], cards: CardLookup | None = None
              ) -> tuple[Any, list[Any], Problems]:
        return parse_scenario(data, cards)

    def game_rules(self) -> OptcgRules:
        return OptcgRules()

    def state_json(self, state: State) -> dict[str, Any]:
        return state_json(state)

    def losers(self, state: State) -> list[str]:
        return list(state.losers)

    def players(self) -> tuple[str, ...]:
        return PLAYERS

    def citable_rules(self) -> frozenset[str]:
        return cr.CITABLE

    def verdict(self, result: Result, state: State) -> list[Event]:
        return optcg_verdict(result, state)
