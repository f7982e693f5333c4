"""The end of a battle: the Counter Step closing, moved-area checks, the Damage Step with Life
damage and [Trigger] decisions, and the End of the Battle (CR 7-1-3-1-3 to 7-1-5)."""
from __future__ import annotations

from typing import Any

from ..core.events import Event
from ..core.replay import Context
from . import flow, life, options, picks, triggers, up_to
from . import rules as cr
from . import text as say
from .activation import activation_problem
from .autos import rule_processing
from .groups import chosen_of, fitting
from .limits import spare_ko
from .model import Z_HAND, Z_LIMBO, Z_TRASH, Action, Card, State, opponent
from .power import power, power_parts, power_rules
from .protections import prevent_ko
from .removal import knock_out
from .replacements import replaced
from .settle import resolve_effect, resolve_now, settle
from .specs import EffectStep
from .statics import has
from .zones import move


def moved_card(state: State) -> Card | None:
    """The attacker or attacked card if it has changed area since the battle began."""
    battle = state.battle
    assert battle is not None
    for card_id, moves in ((battle.attacker, battle.attacker_moves),
                           (battle.target, battle.target_moves)):
        card = state.cards[card_id]
        if card.moves != moves:
            return card
    return None


def check_moved(state: State, ctx: Context, step: str, rule: str) -> bool:
    """At the end of a step (`attack`, `block`, `counter`), a battle whose cards moved goes
    straight to its end."""
    card = moved_card(state)
    if card is None:
        return False
    fight = state.record.fights[-1]
    fight.outcome, fight.moved, fight.moved_rule = "ended", card.id, rule
    ctx.emit(f"battle_card_moved.{step}", rule, card=say.card(state, card))
    end_of_battle(state, ctx)
    state.battle_ended_early = True
    return True


def close_counter_step(state: State, ctx: Context, by_pass: bool) -> None:
    """The Counter Step ends (by `pass`, a Main Phase action, or the end of the actions)."""
    battle = state.battle
    assert battle is not None
    defender = opponent(state.turn_player)
    if battle.step == "block":
        ctx.emit("no_block", cr.ONE_BLOCKER, cr.BLOCKER, player=defender)
        battle.step = "counter"
        if check_moved(state, ctx, "block", cr.BLOCK_STEP_MOVED):
            return
    ctx.emit("counter_step_ends.pass" if by_pass else "counter_step_ends.no_more",
             cr.COUNTER_ACTIONS, player=defender)
    if check_moved(state, ctx, "counter", cr.COUNTER_STEP_MOVED):
        return
    damage_step(state, ctx)
    if state.battle is not None:
        settle(state, ctx)  # effects set off during damage processing resolve now (CR 8-6-2)
        if state.battle is not None:
            triggers.battle_ended(state, ctx, state.battle)  # "if this ... battles", 7-1-5-2
            settle(state, ctx)
        end_of_battle(state, ctx)


def damage_step(state: State, ctx: Context) -> None:
    battle = state.battle
    assert battle is not None
    battle.step = "damage"
    attacker, target = state.cards[battle.attacker], state.cards[battle.target]
    a_power, t_power = power(state, attacker), power(state, target)
    _record_powers(state, attacker, target, a_power >= t_power)
    rules = (*power_rules(state, attacker), *power_rules(state, target))
    if a_power < t_power:
        ctx.emit("battle_lost", cr.ATTACKER_LOSES, *rules,
                 attacker=say.card_powered(state, attacker),
                 target=say.card_powered(state, target))
        return
    ctx.emit("battle_tied" if a_power == t_power else "battle_won", cr.ATTACKER_WINS,
             *((cr.LEADER_DAMAGE,) if target.kind == "leader" else ()), *rules,
             attacker=say.card_powered(state, attacker), target=say.card_powered(state, target))
    if target.kind == "leader":
        leader_damage(state, ctx, attacker, target.owner)
    elif not (prevent_ko(state, ctx, target, None, against=attacker)
              or spare_ko(state, ctx, target, None)
              or replaced(state, ctx, target, "ko", None, None)):
        knock_out(state, ctx, target, None, cr.CHARACTER_KO_IN_BATTLE, cr.KO_MEANING)
        triggers.battle_ko(state, ctx, attacker)  # "When this Character battles and K.O.'s"


def _record_powers(state: State, attacker: Card, target: Card, won: bool) -> None:
    fight = state.record.fights[-1]
    fight.target, fight.outcome = target.id, "won" if won else "lost"
    fight.attacker_power = tuple(power_parts(state, attacker))
    fight.target_power = tuple(power_parts(state, target))
    # given DON!! add power only on their owner's turn (CR 6-5-5-2)
    fight.idle_don = target.don if target.owner != state.turn_player else 0


def leader_damage(state: State, ctx: Context, attacker: Card, defender: str) -> None:
    player = state.players[defender]
    # both keywords are fixed when the damage is determined (CR 10-1-2-1, 10-1-3-1)
    amount = 2 if has(state, attacker, "Double Attack") else 1
    banish = has(state, attacker, "Banish")
    fight = state.record.fights[-1]
    fight.damage, fight.double_attack, fight.banish = amount, amount == 2, banish
    fight.life_before = len(player.life)
    if not player.life:
        player.damaged_at_zero = fight.damage_at_zero = True
        ctx.emit("damage_at_zero_life", cr.ZERO_LIFE_WINS, cr.LOSE_DAMAGE_AT_ZERO,
                 player=defender)
        rule_processing(state, ctx)
    if amount == 2:
        ctx.emit("double_attack", cr.DOUBLE_ATTACK, cr.REPEAT_DAMAGE, cr.DAMAGE_X,
                 player=defender)
    for number in range(1, amount + 1):
        if not player.life:
            ctx.emit("damage_no_life_left", cr.REPEAT_DAMAGE, cr.ZERO_LIFE_WINS,
                     cr.DO_WHAT_YOU_CAN, number=number, total=amount, player=defender)
            break
        taken, last = state.cards[player.life[0]], len(player.life) == 1
        moves = taken.moves
        _one_damage(state, ctx, taken, banish, attacker if number == 1 else None)
        triggers.life_left(state, ctx, taken, moves, last)  # "When a card is removed ... Life"
        fight.life_after = len(player.life)
        rule_processing(state, ctx)


def effect_damage(state: State, ctx: Context, step: EffectStep, env: Any) -> None:
    """`{deal_damage: N}`: "deal 1 damage to your opponent": the opponent's damage processing
    (CR 4-6-2), outside any attack, so no [Blocker], Counter, [Banish] or [Double Attack] has a
    say (official Q&A, EB03-055); a [Trigger] it reveals may be activated (CR 4-6-3), and with
    no Life card left the damage defeats the opponent (CR 1-2-1-1-1)."""
    # `take_damage`: "you take 1 damage", the effect's own player (official Q&A, OP14-115)
    defender = env.controller if step.kind == "take_damage" else opponent(env.controller)
    player = state.players[defender]
    ctx.emit("effect_damage", cr.DAMAGE_ONE, cr.DAMAGE_X, effect=env.label, player=defender,
             count=step.amount)
    for _ in range(step.amount):
        if not player.life:
            player.damaged_at_zero = True
            ctx.emit("damage_at_zero_life", cr.ZERO_LIFE_WINS, cr.LOSE_DAMAGE_AT_ZERO,
                     player=defender)
            rule_processing(state, ctx)
            return
        taken, last = state.cards[player.life[0]], len(player.life) == 1
        moves = taken.moves
        _one_damage(state, ctx, taken, False, by_attack=False)
        triggers.life_left(state, ctx, taken, moves, last)
        rule_processing(state, ctx)


def _one_damage(state: State, ctx: Context, card: Card, banish: bool,
                attacker: Card | None = None, by_attack: bool = True) -> None:
    """One Life card taken by damage; `attacker` on the attack's first one, for "When this
    Character's attack deals damage", which resolves before that card's [Trigger] is decided
    (official Q&A, OP03-041 Usopp)."""
    owner = card.owner
    if attacker is not None and triggers.attack_damaged(state, ctx, attacker, first=True):
        resolve_now(state, ctx, (triggers.ATTACK_DAMAGE, triggers.YOU_DEAL_DAMAGE))
    if banish:
        move(state, card, Z_TRASH)
        state.trigger_note = Event("no_trigger.banish", rules=(cr.BANISH,))
        ctx.emit("banished_life", cr.BANISH, cr.LIFE_TOP_FIRST, player=owner,
                 card=say.card(state, card, owned=False))
        return
    if card.trigger is None:
        move(state, card, Z_HAND)
        state.trigger_note = Event("no_trigger.none_on_card",
                                   {"player": owner, "card": say.card(state, card, owned=False)},
                                   (cr.TRIGGER_ON_DAMAGE, cr.TRIGGER))
        ctx.emit("life_to_hand", cr.LIFE_TO_HAND, cr.DAMAGE_ONE, cr.LIFE_TOP_FIRST,
                 player=owner, card=say.card(state, card, owned=False))
        return
    _trigger_decision(state, ctx, card, by_attack)


def _trigger_decision(state: State, ctx: Context, card: Card, by_attack: bool) -> None:
    """A [Trigger] card was taken by damage: read the decision that follows, if any."""
    owner = card.owner
    state.trigger_note = None
    upcoming = ctx.cursor.peek()
    if upcoming is None or upcoming[1].kind != "trigger":
        move(state, card, Z_HAND)
        ctx.emit("trigger_not_decided", cr.TRIGGER_DECLINED, cr.LIFE_TO_HAND, player=owner,
                 card=say.card(state, card, owned=False))
        return
    ctx.cursor.take()
    # The decision is the latest action read: what the damage processing does after it (the
    # rest of the battle, an [On K.O.] it set off) is told after it too, so that the ruling's
    # steps never go back to an earlier action (CR 8-6-2-1: the damage only waits for it).
    ctx.action = upcoming[0]
    _decide(state, ctx, card, upcoming[1], by_attack)


def _decide(state: State, ctx: Context, card: Card, action: Action, by_attack: bool) -> None:
    owner = card.owner
    assert card.trigger is not None
    if not action.get("activate"):
        move(state, card, Z_HAND)
        ctx.emit("trigger_declined", cr.TRIGGER_DECLINED, cr.LIFE_TO_HAND, player=owner,
                 card=say.card(state, card, owned=False))
        return
    problem = activation_problem(state, card, card.trigger, "trigger") \
        or up_to.trigger_takes(state, card, action)  # "up to N": how many (`take`)
    if problem is not None:
        move(state, card, Z_HAND)
        ctx.emit("trigger_cannot_activate", cr.TRIGGER_DECLINED, *problem.rules, player=owner,
                 card=say.card(state, card, owned=False), reason=problem.event)
        return
    picks.remember_trigger(state, card, action)  # cards to pick from a hand or a trash
    move(state, card, Z_LIMBO)
    if by_attack:  # the battle's record: an effect's damage is no part of it
        state.record.fights[-1].triggers.append(card.id)
    ctx.emit("trigger_activated", cr.TRIGGER, cr.TRIGGER_ON_DAMAGE, cr.TRIGGER_SUSPENDS_DAMAGE,
             player=owner, card=say.card(state, card, owned=False))
    triggers.trigger_activated(state, ctx, owner)  # "When a [Trigger] activates"
    try:
        label = say.effect_of(state, card, "trigger")
        # "Activate this card's [Main] effect." of a "Choose one:" [Main]: `option: N`
        effect = options.for_trigger(state, ctx, card, card.trigger, action.get("option"))
        chosen = fitting(state, ctx, card, effect.target, chosen_of(action), label)
        resolve_effect(state, ctx, card, effect, "trigger", chosen)
    finally:
        if card.zone == Z_LIMBO:
            # the card is in no area while its [Trigger] resolves, then goes to the trash
            move(state, card, Z_TRASH)
            ctx.emit("trigger_trashed", cr.TRIGGER_TRASHED, player=owner,
                     card=say.card(state, card, owned=False))


def end_of_battle(state: State, ctx: Context) -> None:
    """End of the Battle: what effects left "at the end of this battle" (CR 7-1-5-2), then
    'during this battle' effects end (CR 7-1-5-3, 7-1-5-4)."""
    if state.at_end_of_battle:
        flow.carry_out_battle(state, ctx)
        settle(state, ctx)
    ended = [m for m in state.modifiers if m.duration == "battle"]
    if ended:
        state.modifiers = [m for m in state.modifiers if m.duration != "battle"]
        ctx.emit("battle_end.effects_end", cr.BATTLE_ENDS, cr.TURN_PLAYER_BATTLE_EFFECTS_END,
                 cr.OTHER_BATTLE_EFFECTS_END, cr.BACK_TO_MAIN)
    else:
        ctx.emit("battle_end", cr.BATTLE_ENDS, cr.BACK_TO_MAIN)
    state.battle = None
    state.record.in_battle = False


life.DAMAGE.append(effect_damage)  # the Life family's `deal_damage` step runs it
