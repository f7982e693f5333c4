"""Moving through the turn: Main Phase 2, and `end_turn` (the End Phase, then the opponent's
Draw, Standby and Main Phase 1) (7)."""
from __future__ import annotations

from ..core.events import Event
from ..core.replay import Context
from ..core.result import Illegal
from . import counter_attacks, end_phase_changes, field_card_effects, later_changes, level_turn
from . import rules as cr
from . import text as say
from .control import give_back
from .end_upkeep import end_upkeep, keep_problem
from .face_up_effects import outlasts_turn
from .immunity import keep_position
from .lasting_levels import check as check_lasting_levels
from .later import at_end_phase
from .later_banish import come_back
from .later_steps import carry_out_due
from .model import (
    ATTACK,
    DEFENSE,
    HAND_LIMIT,
    START_PHASES,
    Z_GRAVEYARD,
    Action,
    State,
    opponent,
)
from .moves import destroy_doomed
from .must_attack import leaving_problem
from .negation import end_of_turn, has
from .settle import rule_processing
from .timers import tick
from .zones import draw_one, move


def legal_main2(state: State, action: Action) -> Illegal | None:
    if state.phase != "battle":
        return Illegal("illegal.main2_without_battle", (cr.SKIP_BATTLE_PHASE, cr.MAIN_PHASE_2))
    return leaving_problem(state)  # a monster that must attack (12-3-18)


def legal_end_turn(state: State, action: Action) -> Illegal | None:
    """`end_turn` and `standby_phase`: not out of a Battle Phase a monster must still attack
    in (12-3-18); a card named to keep a monster that asks its price (7-7-11)."""
    return leaving_problem(state) or keep_problem(state, action)


def apply_main2(state: State, action: Action, ctx: Context) -> None:
    end_of_battle_phase(state, ctx)
    state.phase = "main2"
    ctx.emit("main2", cr.END_STEP, cr.MAIN_PHASE_2, player=state.turn_player)


def end_of_battle_phase(state: State, ctx: Context) -> None:
    """The End Step closes the Battle Phase: a monster whose text says that if it attacks, it
    is changed to Defense Position at the end of the Battle Phase, is (12-9-2); changes "until
    the end of the Battle Phase" end (12-9-4)."""
    if any(m.battle_phase for m in state.modifiers):
        state.modifiers = [m for m in state.modifiers if not m.battle_phase]
        ctx.emit("end_of_battle_phase_effects", cr.UNTIL_END_OF_BATTLE_PHASE)
    for card_id in state.players[state.turn_player].monsters:
        card = state.cards[card_id]
        if has(state, card, "defense_after_battle_phase") and card.attacked_this_turn \
                and card.position == ATTACK:
            card.position = DEFENSE
            ctx.emit("position_changed.after_battle_phase", cr.DEFENSE_AFTER_BATTLE_PHASE,
                     card=say.card(state, card))
            keep_position(state, card)  # "cannot be changed until the end of your next turn"


def first_turn_note(state: State, ctx: Context) -> None:
    """Turn 1: say that the first player did not draw, and that this rule is new."""
    if state.turn_number == 1:
        ctx.emit("first_turn_no_draw", cr.NO_FIRST_DRAW, cr.FIRST_TURN_DRAW,
                 cr.FIRST_DRAW_CHANGED, player=state.turn_player)


def legal_end_phase(state: State, action: Action) -> Illegal | None:
    """`end_phase`: from a Main Phase or the Battle Phase, into the End Phase, where the
    players may activate what it allows before `end_turn` ends it (7-1-2, 7-7-1)."""
    if state.phase not in START_PHASES:
        return Illegal("illegal.end_phase_from", (cr.PHASES,),
                       phase=Event(f"phase.{state.phase}"))
    return leaving_problem(state) or keep_problem(state, action)  # 12-3-18, 7-7-11


def apply_end_phase(state: State, action: Action, ctx: Context) -> None:
    enter_end_phase(state, ctx, action)


def legal_main1(state: State, action: Action) -> Illegal | None:
    """`main1`: from the Standby Phase on to Main Phase 1 (7-1-2)."""
    if state.phase != "standby":
        return Illegal("illegal.main1_from", (cr.PHASES,), phase=Event(f"phase.{state.phase}"))
    return None


def apply_main1(state: State, action: Action, ctx: Context) -> None:
    state.phase = "main1"
    ctx.emit("main1", cr.PHASES, cr.MAIN_PHASE_ACTIONS, player=state.turn_player)


def apply_standby_phase(state: State, action: Action, ctx: Context) -> None:
    """`standby_phase`: the turn ends, and the next one stops in its Standby Phase."""
    next_turn(state, ctx, action)
    field_card_effects.upkeep(state, ctx, action)  # 10-5-3
    tick(state, ctx, "standby")  # 10-5-4


def apply_end_turn(state: State, action: Action, ctx: Context) -> None:
    next_turn(state, ctx, action)
    field_card_effects.upkeep(state, ctx, action)  # 10-5-3
    tick(state, ctx, "standby")  # 10-5-4
    state.phase = "main1"


def next_turn(state: State, ctx: Context, action: Action | None = None) -> None:
    """The End Phase (entered unless the turn is in it), then the opponent's Draw Phase and
    Standby Phase, where the new turn stands."""
    if state.phase != "end":
        enter_end_phase(state, ctx, action)
    end_phase(state, ctx)
    level_turn.expire(state, ctx)  # "until the end of this turn" (4-2-2)
    state.turn_number += 1
    state.turn_player = opponent(state.turn_player)
    for card in state.cards.values():
        card.summoned_this_turn = card.changed_position_this_turn = False
        card.sent_this_turn = card.destroyed_this_turn = False
        card.attacked_this_turn = card.set_this_turn = False
        card.attacks_made = 0
        card.no_attack_this_turn = False  # 12-3-15
        card.second_attack_turn = False  # "this turn" is over (12-3-4)
        card.direct_attack_turn = card.piercing_turn = False  # 12-3-10, 12-6-4
        card.monster_attacks_turn = 0  # 12-3-25
        card.battle_indestructible_turn = card.effect_indestructible_turn = False  # 5-3-17
        card.unaffected_turn = None  # 5-3-29
    for player in state.players.values():
        player.normal_summoned = False
    state.activated_once = []  # "once per turn" starts over (5-2-6)
    state.name_locks = []  # "for the rest of this turn" is over (5-2-9, 7-7-3)
    state.attack_again = None  # "in a row": this turn's Battle Phase only (12-3-27)
    state.summon_locks = []  # 5-2-10, 7-7-3
    # a limit once per Duel, or once while face-up on the field, outlasts the turn (5-2-6,
    # 5-2-18)
    state.effects_used = [used for used in state.effects_used if outlasts_turn(used)]
    state.special_summons, state.procedures_used = [], []  # 8-4-8, 8-4-9
    state.pendulum_summoned = []  # once per turn (8-5-6)
    state.summoned, state.summons_made = [], []  # 5-2-11, 5-2-12
    state.normal_grants, state.turn_grants = [], []  # 8-1-7
    ctx.emit("next_turn", cr.END_OF_TURN, number=state.turn_number, player=state.turn_player)
    with ctx.automatic():  # the new turn's phases happen on their own
        draw_phase(state, ctx)
        state.phase = "standby"
        ctx.emit("standby_phase", cr.STANDBY_PHASE, player=state.turn_player)
        come_back(state, ctx, "standby")  # "banish it until your next Standby Phase" (7-7-9)
        later_changes.at_standby(state, ctx)  # "until your next Standby Phase" (7-7-13)


def enter_end_phase(state: State, ctx: Context, action: Action | None = None) -> None:
    if state.phase == "battle":
        end_of_battle_phase(state, ctx)
    state.phase = "end"
    ctx.emit("end_phase", cr.END_PHASE, cr.PHASES, player=state.turn_player)
    check_lasting_levels(state, ctx)  # a Level raised "during the Main Phase" ends (5-1-17)
    give_back(state, ctx)  # "until the End Phase" ends as it begins (3-10-4)
    _waiting(state, ctx)
    tick(state, ctx, "end")  # "Destroy this card during your 3rd End Phase ..." (10-5-4)
    end_upkeep(state, ctx, action)  # "destroy this card unless you send ... or reveal" (7-7-11)


def _waiting(state: State, ctx: Context) -> None:
    """What this End Phase is to do, as it begins, and again before it ends for what an effect
    resolved in it has left to do (7-7-1, 7-7-8, 7-7-9, 7-7-10)."""
    at_end_phase(state, ctx)  # "but banish it during the End Phase" (7-7-8)
    end_phase_changes.expire(state, ctx)  # "gains 500 ATK until the End Phase" (7-7-12)
    come_back(state, ctx, "end")  # "banish it until the End Phase" (7-7-9)
    carry_out_due(state, ctx)  # "during the End Phase of this turn, add ..." (7-7-10)
    destroy_doomed(state, ctx)  # "but destroy it during the End Phase" (7-7-1)


def end_phase(state: State, ctx: Context) -> None:
    """What the End Phase does last: what is left to do in it, the hand size limit, then
    "until the end of the turn" ends (7-7-2, 7-7-3)."""
    _waiting(state, ctx)
    tp = state.turn_player
    player = state.players[tp]
    extra = len(player.hand) - HAND_LIMIT
    if extra > 0:
        # the player chooses; the format names no choice, so the last cards listed go
        discarded = player.hand[-extra:]
        for card_id in discarded:
            move(state, state.cards[card_id], Z_GRAVEYARD)
            state.happened.append((card_id, state.cards[card_id].moves, "discarded"))
        ctx.emit("hand_size_limit", cr.HAND_SIZE_LIMIT, cr.DISCARD, player=tp,
                 hand=len(player.hand) + extra, count=extra, cards=say.cards(state, discarded))
    ended = end_of_turn(state)  # negations "until the end of this turn" (5-5-1)
    kept = [m for m in state.modifiers  # 4-2-5; "until the end of your opponent's turn" (7-7-13)
            if m.lasting or later_changes.outlasts(m, state.turn_number)]
    if len(kept) < len(state.modifiers) or state.this_turn or ended:
        state.modifiers = kept
        state.this_turn = []  # "this turn" (12-8-6, 12-3-13)
        ctx.emit("end_of_turn_effects", cr.END_OF_TURN)


def draw_phase(state: State, ctx: Context) -> None:
    state.phase = "draw"
    tp = state.turn_player
    card = draw_one(state, tp)
    if card is None:
        ctx.emit("draw_phase.empty_deck", cr.NORMAL_DRAW, cr.LOSE_EMPTY_DECK_DRAW, player=tp)
    else:
        ctx.emit("draw_phase.draw", cr.NORMAL_DRAW, player=tp)
        counter_attacks.drawn(state, ctx, tp)  # "each time you draw ... normal draw" (4-8-14)
    rule_processing(state, ctx)
