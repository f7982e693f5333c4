"""The Damage Step of a declared attack, timing by timing (12-4).

After its declaration an attack waits in the Battle Step for responses (12-3-6). It then goes
through the five timings of 12-4-1 in order: on its own at the next action that is not a response
(`go_on(..., FINISHED)`), or up to the timing a `damage_step` action names, where the players may
activate what 12-4-6 to 12-4-9 allow (`timings.damage_step_problem`). A chain opened on the way
(a FLIP effect after damage calculation) resolves before the attack goes past its timing.
"""
from __future__ import annotations

from collections.abc import Callable

from ..core.events import Event
from ..core.replay import Context
from ..core.result import Illegal
from . import (
    after_damage,
    attack_all,
    battle_banish,
    battle_end,
    battle_wins,
    continuous_attacks,
    damage_step_start,
    monster_attacks,
    monster_effects,
    toons,
    turned_up,
)
from . import rules as cr
from . import text as say
from .bonds import check as check_bonds
from .calculation import battle_damage, direct_damage
from .chain_resolution import close_chain
from .destroying import destroy
from .equip import unequipped
from .holds import check as check_holds
from .kept import check as check_kept
from .links import add_link
from .model import (
    ATTACK,
    DEFENSE,
    SET,
    Z_MONSTERS,
    Action,
    Battle,
    Card,
    Link,
    State,
    opponent,
)
from .moments import at_once
from .negation import has
from .restrictions import flipped_copy
from .tail_events import record_attacked
from .timings import (
    AFTER,
    BEFORE,
    DURING,
    END,
    FINISHED,
    START,
    TIMINGS,
    in_damage_step,
    timing_name,
)
from .token_damage import check as check_token_damage
from .token_levels import check as check_token_levels


def legal_damage_step(state: State, action: Action) -> Illegal | None:
    battle = state.battle
    timing = TIMINGS.index(action.get("timing"))
    if battle is None:
        return Illegal("illegal.damage_step_no_attack", (cr.DAMAGE_STEP_TIMINGS, cr.DECLARE_ATTACK))
    if battle.timing >= timing:
        return Illegal("illegal.damage_step_passed", (cr.DAMAGE_STEP_TIMINGS,),
                       now=timing_name(battle.timing), timing=timing_name(timing))
    return None


def apply_damage_step(state: State, action: Action, ctx: Context) -> None:
    timing = TIMINGS.index(action.get("timing"))
    go_on(state, ctx, timing)
    battle = state.battle
    if battle is None or battle.timing != timing:
        return  # the attack ended on the way (12-3-7, 12-3-9)
    if timing <= BEFORE:
        ctx.emit("damage_step_timing.atk", cr.DAMAGE_STEP_TIMINGS, cr.DAMAGE_STEP_ACTIVATIONS,
                 cr.ATK_CHANGES_UNTIL_CALCULATION, timing=timing_name(timing))
    else:
        ctx.emit("damage_step_timing.counter", cr.DAMAGE_STEP_TIMINGS,
                 cr.DAMAGE_STEP_ACTIVATIONS, cr.COUNTER_TRAPS_ANY_TIMING,
                 timing=timing_name(timing))


def no_activation(state: State, ctx: Context) -> None:
    """A `pass` with no chain open while an attack waits: on with the attack."""
    battle = state.battle
    if battle is not None and in_damage_step(state):
        ctx.emit("no_activation_at_timing", cr.DAMAGE_STEP_TIMINGS,
                 timing=timing_name(battle.timing))
    else:
        ctx.emit("no_response_to_attack", cr.RESPONSES_TO_ATTACK)
    go_on(state, ctx, FINISHED, respond=True)


def go_on(state: State, ctx: Context, until: int, respond: bool = False) -> None:
    """Carry the waiting attack on to timing `until` (FINISHED: through its end). An open chain
    resolves first: nobody adds to it once the game moves on. A chain that opens on the way (a
    FLIP effect) waits for responses when `respond` is set (after a `pass`) or when it opens at
    `until` itself; otherwise it resolves and the attack goes on. After a `pass`, a mandatory
    Trigger Effect of a timing stops the attack there too, until it is activated."""
    close_chain(state, ctx)
    while (battle := state.battle) is not None and battle.timing < until:
        battle.timing += 1
        ENTER[battle.timing](state, ctx, battle)
        # a mandatory Trigger Effect of this timing comes first (5-1-3, 12-4-4); one of the
        # Start of the Damage Step before the target is flipped, whatever timing was asked
        stops = respond or battle.timing == START
        if stops and not state.chain and monster_effects.must_activate(state):
            return
        if state.chain:
            if respond or battle.timing >= until:
                return
            close_chain(state, ctx)


def _start(state: State, ctx: Context, battle: Battle) -> None:
    """Start of the Damage Step: first, is the attack still on (12-3-7, 12-3-9)?"""
    attacker = state.cards[battle.attacker]
    defender = opponent(attacker.owner)
    if not _still_there(attacker, battle.attacker_moves):
        state.battle = None
        ctx.emit("attacker_gone", cr.ATTACKER_LEFT, cr.BACK_TO_BATTLE_STEP,
                 card=say.card(state, attacker))
        return
    target = state.cards[battle.target] if battle.target else None
    gone = target is not None and not _still_there(target, battle.target_moves)
    count = len(state.players[defender].monsters)
    # a direct attack meets monsters: a replay, unless its text lets it past them (12-3-10)
    past = target is None and count and not has(state, attacker, "direct_attack") \
        and not toons.direct_while(state, attacker) \
        and not continuous_attacks.open_to_direct(state, defender)  # 12-3-16
    if gone or past or count != battle.defenders:
        attack_all.take_back(state, attacker, target)  # 12-3-19
        monster_attacks.take_back(attacker, target)  # 12-3-24
        state.battle = None
        attacker.attacks_made = max(0, attacker.attacks_made - 1)  # the attack is replayed
        attacker.attacked_this_turn = attacker.attacks_made > 0
        ctx.emit("replay", cr.REPLAY, cr.BACK_TO_BATTLE_STEP, player=defender,
                 card=say.card(state, attacker), owner=attacker.owner)
        return
    damage_step_start.record(state, battle)  # "At the start of the Damage Step, if" (12-4-14)


def _before(state: State, ctx: Context, battle: Battle) -> None:
    """Before damage calculation: a face-down target is turned face-up (12-4-2)."""
    target = state.cards[battle.target] if battle.target else None
    if target is None or target.position != SET or not _still_there(target, battle.target_moves):
        return
    target.position = DEFENSE
    battle.flipped = True
    ctx.emit("face_down_target_flipped", cr.FLIP_DEFENDER, cr.FLIPPED_NOT_SUMMONED,
             card=say.card(state, target))
    flipped_copy(state, ctx, target)  # a second face-up copy of a "control 1" card (5-4-1)


def _during(state: State, ctx: Context, battle: Battle) -> None:
    """During damage calculation: Counter Traps may still be activated (12-4-7); the damage is
    applied when the timing closes (`_after`)."""


def _after(state: State, ctx: Context, battle: Battle) -> None:
    """Damage calculation is carried out; then, after it, a flipped target's FLIP effect
    activates (12-4-3, 12-4-4)."""
    attacker = state.cards[battle.attacker]
    target = state.cards[battle.target] if battle.target else None
    left = [card for card, moves in ((attacker, battle.attacker_moves),
                                     (target, battle.target_moves))
            if card is not None and not _still_there(card, moves)]
    if left:
        ctx.emit("left_before_calculation", cr.LEFT_IN_DAMAGE_STEP,
                 cards=tuple(say.card(state, card) for card in left))
        return
    battle_end.mark_battled(state, attacker, target)  # they battled (12-4-13)
    battle.calculating = True  # "during damage calculation only" applies to it (12-4-15)
    since = len(state.happened)  # what damage calculation did: one moment (11-1-9)
    if target is None:
        direct_damage(state, ctx, attacker)
        battle.calculating = False
        after_damage.record(state, battle, [])  # "After damage calculation, if" (12-4-4)
        at_once(state, since)
        return
    destroyed = battle_damage(state, ctx, attacker, target)
    battle.calculating = False
    state.destroyed_by_battle = [(card.id, card.moves) for card in destroyed]
    after_damage.record(state, battle, destroyed)  # "After damage calculation, if" (12-4-4)
    at_once(state, since)
    if battle.flipped:  # what answers its flip activates now, with its FLIP effect (12-4-4)
        state.happened.append((target.id, target.moves, "flipped"))
        turned_up.mark(state, target)  # "... or flipped face-up" (7-7-5)
    if battle.flipped and target.flip:
        # it activates after damage calculation, before the destroyed monsters leave (12-4-4)
        add_link(state, ctx, Link(target.id, target.moves, target.owner, 1, flip=True,
                                  battle=battle),
                 Event("activation.flip_after_damage", {"card": say.card(state, target)}),
                 [cr.FLIP_AFTER_DAMAGE, cr.FLIP_EFFECT, cr.FLIPPED_NOT_SUMMONED])


def _end(state: State, ctx: Context, battle: Battle) -> None:
    """The End of the Damage Step: monsters destroyed by battle go to the Graveyard (12-4-5)."""
    waiting, state.destroyed_by_battle = state.destroyed_by_battle, []
    battle_banish.mark(state, battle, waiting)  # before either leaves (12-8-8)
    since = len(state.happened)
    for card_id, moves in waiting:
        card = state.cards[card_id]
        if _still_there(card, moves):
            destroy(state, ctx, card, None, cr.DESTROYED_BY_BATTLE, cr.END_OF_DAMAGE_STEP,
                    by=opponent(card.owner))  # the opponent's monster it battled
            record_attacked(state, battle, card)  # "... with an opponent's attacking monster"
            _destroyer(state, battle, card_id)
    battle_banish.clear(state, waiting)
    battle_end.record_damage_step_end(state, battle)  # "if this card battled" (12-4-13)
    # an Equip Card whose monster is gone goes with it, at the same moment (4-5-5)
    unequipped(state, ctx)
    at_once(state, since)  # both monsters of a battle, and their destroyer, at one moment
    check_bonds(state, ctx)  # a Continuous Trap bound to a monster destroyed (10-4-4)
    check_holds(state, ctx)  # or holding it (10-4-5)
    check_kept(state, ctx)  # a card that needed it on the field (5-4-6)
    check_token_levels(state, ctx)  # a Level that counted a Token destroyed (4-7-7)
    check_token_damage(state, ctx)  # a Token destroyed hurts its controller (4-7-8)
    attacker = state.cards[battle.attacker]
    if has(state, attacker, "defense_after_attack") \
            and _still_there(attacker, battle.attacker_moves) and attacker.position == ATTACK:
        # its own text, not activated (12-4-11)
        attacker.position = DEFENSE
        ctx.emit("position_changed.after_attack", cr.DEFENSE_AFTER_ATTACK, cr.END_OF_DAMAGE_STEP,
                 card=say.card(state, attacker))


def _destroyer(state: State, battle: Battle, destroyed: str) -> None:
    """The monster it battled destroyed it by battle: an event that monster's Trigger Effects
    may answer, if it is still there (5-1-3)."""
    other_id, moves = (battle.target, battle.target_moves) if destroyed == battle.attacker \
        else (battle.attacker, battle.attacker_moves)
    other = state.cards.get(other_id) if other_id is not None else None
    if other is not None and _still_there(other, moves):
        state.happened.append((other.id, other.moves, "destroyed_a_monster"))
        other.battle_victim = (destroyed, state.cards[destroyed].moves)  # 5-3-25
        battle_wins.mark(state, other)  # "if this card destroyed a monster by battle this turn"


def _finished(state: State, ctx: Context, battle: Battle) -> None:
    state.battle = None  # back to the Battle Step (12-3-8)


def _still_there(card: Card, moves: int) -> bool:
    return card.zone == Z_MONSTERS and card.moves == moves


ENTER: dict[int, Callable[[State, Context, Battle], None]] = {
    START: _start, BEFORE: _before, DURING: _during, AFTER: _after, END: _end,
    FINISHED: _finished,
}
