"""The Yu-Gi-Oh! engine: the replay hooks (legality and actions by kind) and the Engine."""
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
    battle_end,
    chain,
    chain_resolution,
    column_gaps,
    damage_step,
    end_step,
    extra_summon,
    gemini,
    link_summon,
    link_zones,
    monster_effects,
    pendulum_summon,
    phase_owed,
    procedures,
    summon,
    summon_window,
    turn,
    was_summoned,
)
from . import rules as cr
from . import text as say
from .bonds import check as check_bonds
from .counter_events import check as check_counter_summons
from .gy_banish import check as check_gy_banished
from .kept import check as check_kept
from .lasting_levels import check as check_lasting_levels
from .model import PLAYERS, Action, State
from .parse import parse_scenario
from .report import state_json
from .settle import rule_processing
from .timings import FINISHED
from .verdict import verdict

Legal = Callable[[State, Action], "Illegal | None"]
Apply = Callable[[State, Action, Context], None]

# the actions that answer a chain or an attack, and the one that takes the attack on to a
# Damage Step timing: none of them lets what waits be carried out first
RESPONSES = ("activate", "pass", "damage_step")


def _apply_pass(state: State, action: Action, ctx: Context) -> None:
    if state.chain:
        chain_resolution.apply_pass(state, action, ctx)
    else:
        damage_step.no_activation(state, ctx)  # nobody responds: the attack goes on


ACTIONS: dict[str, tuple[Legal, Apply]] = {
    "normal_summon": (summon.legal_normal_summon, summon.apply_normal_summon),
    "set_monster": (summon.legal_normal_summon, summon.apply_normal_summon),
    "flip_summon": (summon.legal_flip_summon, summon.apply_flip_summon),
    "change_position": (summon.legal_change_position, summon.apply_change_position),
    "set_spell_trap": (summon.legal_set_spell_trap, summon.apply_set_spell_trap),
    "activate": (chain.legal_activate, chain.apply_activate),
    "pass": (chain_resolution.legal_pass, _apply_pass),
    "battle_phase": (battle.legal_battle_phase, battle.apply_battle_phase),
    "attack": (battle.legal_attack, battle.apply_attack),
    "damage_step": (damage_step.legal_damage_step, damage_step.apply_damage_step),
    "main2": (turn.legal_main2, turn.apply_main2),
    "end_turn": (turn.legal_end_turn, turn.apply_end_turn),
    "end_phase": (turn.legal_end_phase, turn.apply_end_phase),
    "standby_phase": (turn.legal_end_turn, turn.apply_standby_phase),
    "main1": (turn.legal_main1, turn.apply_main1),
    "synchro_summon": (extra_summon.legal, extra_summon.apply),
    "xyz_summon": (extra_summon.legal, extra_summon.apply),
    "procedure_summon": (procedures.legal, procedures.apply),
    "gemini_summon": (gemini.legal, gemini.apply),
    "link_summon": (link_summon.legal, link_summon.apply),
    "pendulum_summon": (pendulum_summon.legal, pendulum_summon.apply),
    "end_step": (end_step.legal_end_step, end_step.apply_end_step),  # 12-9-1
}


class YgoRules:
    """The hooks the shared replay loop drives."""

    def begin(self, state: State, ctx: Context) -> None:
        turn.first_turn_note(state, ctx)
        rule_processing(state, ctx)  # a board that already decides the Duel ends at once

    def before(self, state: State, action: Action, ctx: Context) -> None:
        if summon_window.settles(state, action):
            summon_window.succeed(state, ctx)  # nobody negated the Summon (8-1-5)
            check_kept(state, ctx)  # a monster that arrived may take what a card needs (5-4-6)
        check_counter_summons(state, ctx)  # before what happened is forgotten (4-8-10)
        if action.kind not in RESPONSES:
            owed = monster_effects.must_activate(state)
            was_summoned.keep(state)  # how each monster was Summoned outlives them (8-5-17)
            # anything else done closes the chance to activate Trigger Effects (11-1-9)
            state.happened, state.window, state.triggered = [], None, []
            state.together = []
            # the players are done responding: what waits is carried out first
            settle_waiting(state, ctx)
            owed = owed or monster_effects.must_activate(state)
            state.owed = (owed[0].id, owed[1]) if owed else None

    def legal(self, state: State, action: Action) -> Illegal | None:
        owed = state.owed if action.kind not in RESPONSES else None
        if owed is None and action.kind != "activate":
            found = monster_effects.must_activate(state)
            # in a chain the other player passes on to its owner, who must add it (11-1-8)
            if found and not (action.kind == "pass" and state.chain
                              and state.priority != found[0].owner):
                owed = (found[0].id, found[1])
        if owed is not None:  # a mandatory Trigger Effect comes first (5-1-3, 11-1-8)
            card = state.cards[owed[0]]
            return Illegal("illegal.mandatory_trigger", (cr.TRIGGER_EFFECT,
                                                          cr.TRIGGERS_TOGETHER),
                           # counted from 1 for the reader (the scenario's index is from 0)
                           card=say.card(state, card), number=owed[1] + 1)
        # links or columns not known: nothing is judged (4-4-10, 3-11-1)
        problem = link_zones.gap_problem(state, action) or column_gaps.gap_problem(state, action) \
            or ACTIONS[action.kind][0](state, action)
        if problem is None and action.kind in phase_owed.LEAVING:
            problem = phase_owed.problem(state, action)  # owed in its phase (5-1-3)
        if problem is None:
            problem = battle_end.skipped_problem(state, action)  # owed in the End Step (12-9-5)
        return problem

    def apply(self, state: State, action: Action, ctx: Context) -> None:
        ACTIONS[action.kind][1](state, action, ctx)
        if action.kind == "change_position":  # a bound monster changed to Defense (10-4-4)
            check_bonds(state, ctx)
        check_gy_banished(state, ctx)  # a cost or Tribute banished instead (5-4-10)
        if state.summoning is None:  # a Set or a Summon done: what a card needs (5-4-6)
            check_kept(state, ctx)
        check_lasting_levels(state, ctx)  # a phase that raises Levels began or ended (5-1-17)

    def finish(self, state: State, ctx: Context) -> None:
        if state.summoning is not None and not any(link.summon_negation
                                                   for link in state.chain):
            summon_window.succeed(state, ctx)
            check_kept(state, ctx)  # 5-4-6
        check_counter_summons(state, ctx)  # 4-8-10
        settle_waiting(state, ctx)


def settle_waiting(state: State, ctx: Context) -> None:
    """An open chain resolves, then a declared attack goes through the rest of its Damage
    Step; a FLIP effect that this activates starts a new chain, which resolves in turn."""
    chain_resolution.close_chain(state, ctx)
    damage_step.go_on(state, ctx, FINISHED)


class YgoEngine(Engine):
    game_id = "ygo"
    rules_version = "2026.1"

    reads_cards = True

    def parse(self, data: dict[str, Any], cards: CardLookup | None = None
              ) -> tuple[Any, list[Any], Problems]:
        return parse_scenario(data, cards)

    def game_rules(self) -> YgoRules:
        return YgoRules()

    def state_json(self, state: State) -> dict[str, Any]:
        return state_json(state)

    def losers(self, state: State) -> list[str]:
        return list(state.losers)

    def players(self) -> tuple[str, ...]:
        return PLAYERS

    def citable_rules(self) -> frozenset[str]:
        return cr.CITABLE

    def verdict(self, result: Result, state: State) -> list[Event]:
        return verdict(result, state)
