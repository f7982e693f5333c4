"""Battle actions: attack, block, counter and pass, each with its legality (CR 7-1).

The battle is a small state machine on `state.battle.step`: attack -> block -> counter ->
damage -> end. `damage.py` carries it from the end of the Counter Step to its end.
"""
from __future__ import annotations

from ..core.events import Event
from ..core.replay import Context
from ..core.result import Illegal
from . import groups, statics, triggers
from . import rules as cr
from . import text as say
from .activation import activation_problem, event_cost_problem
from .autos import queue_auto
from .damage import check_moved, close_counter_step
from .limits import limited_attack, limited_block
from .model import (
    CHARACTER,
    EVENT,
    Z_CHARACTERS,
    Z_HAND,
    Z_LEADER,
    Z_TRASH,
    Action,
    Battle,
    Card,
    Fight,
    Modifier,
    State,
    opponent,
)
from .power import cost, power_rules
from .protections import (
    attack_problem,
    attacks_active,
    attacks_active_rules,
    attacks_when_played,
    played_leader_problem,
)
from .settle import resolve_effect, settle
from .specs import Chosen
from .statics import has
from .zones import move


def _missing(ref: str) -> Illegal:
    return Illegal("illegal.no_such_card", (cr.BATTLE,), id=ref)


def legal_attack(state: State, action: Action) -> Illegal | None:
    tp = state.turn_player
    if state.is_first_turn(tp):
        return Illegal("illegal.attack_first_turn", (cr.NO_BATTLE_FIRST_TURN,), player=tp,
                       turn=state.turn_number)
    attacker = state.resolve(action.get("attacker"))
    target = state.resolve(action.get("target"))
    if attacker is None or target is None:
        return _missing(action.get("attacker") if attacker is None else action.get("target"))
    problem = _attacker_problem(state, attacker)
    if problem is not None:
        return problem
    return _target_problem(state, attacker, target)


def _attacker_problem(state: State, attacker: Card) -> Illegal | None:
    tp = state.turn_player
    if attacker.owner != tp or attacker.zone not in (Z_LEADER, Z_CHARACTERS):
        return Illegal("illegal.attacker_not_yours", (cr.ATTACK_DECLARE,),
                       card=say.card(state, attacker), player=tp)
    if attacker.rested:
        return Illegal("illegal.attacker_rested", (cr.ATTACK_DECLARE,),
                       card=say.card(state, attacker))
    return attack_problem(state, attacker) or limited_attack(state, attacker)


def _only_named(state: State, target: Card) -> Illegal | None:
    """A defender's card that lets its opponent attack only Characters of its own name (while
    its permanent effect is valid): any other target is forbidden (CR 1-3-3); any Character of
    that name will do (official Q&A on OP01-051: with two, either)."""
    defender = state.players[target.owner]
    for card_id in defender.characters:
        card = state.cards[card_id]
        if statics.flagged(state, card, statics.ATTACK_ONLY_NAMED) \
                and not (target.zone == Z_CHARACTERS and card.name in target.names()):
            return Illegal("illegal.attack_only_named", (cr.PROHIBITION_WINS,),
                           card=say.card(state, card), target=say.card(state, target),
                           name=card.name)
    return None


def _target_problem(state: State, attacker: Card, target: Card) -> Illegal | None:
    if target.owner == state.turn_player or target.zone not in (Z_LEADER, Z_CHARACTERS):
        return Illegal("illegal.target_not_opponents", (cr.ATTACK_TARGET,),
                       card=say.card(state, target))
    if target.zone == Z_CHARACTERS and not target.rested and not attacks_active(state, attacker):
        return Illegal("illegal.target_active", (cr.ATTACK_TARGET,), card=say.card(state, target))
    problem = played_leader_problem(state, attacker, target) or _only_named(state, target)
    if problem is not None:
        return problem
    if attacker.played_this_turn:
        if has(state, attacker, "Rush") or (
                target.zone == Z_CHARACTERS and attacks_when_played(state, attacker)):
            return None
        if has(state, attacker, "Rush: Character"):
            if target.zone == Z_CHARACTERS:
                return None
            return Illegal("illegal.rush_character_leader",
                           (cr.RUSH_CHARACTER, cr.PLAYED_CANNOT_ATTACK),
                           card=say.card(state, attacker))
        return Illegal("illegal.played_this_turn", (cr.PLAYED_CANNOT_ATTACK, cr.RUSH),
                       card=say.card(state, attacker))
    return None


def apply_attack(state: State, action: Action, ctx: Context) -> None:
    attacker = state.resolve(action.get("attacker"))
    target = state.resolve(action.get("target"))
    assert attacker is not None and target is not None
    attacker.rested = True
    state.battle = Battle(attacker.id, target.id, attacker.moves, target.moves,
                          attacked=target.id)
    state.record.fights.append(Fight(attacker.id, target.id, attacker.owner))
    state.record.in_battle = True
    rushed = attacker.played_this_turn and has(state, attacker, "Rush")
    rush: tuple[str, ...] = (cr.RUSH,) if rushed else ()
    if attacker.played_this_turn and not rush:
        rush += (cr.RUSH_CHARACTER,) if has(state, attacker, "Rush: Character") else (
            cr.CARD_OVER_RULES, cr.PLAYED_CANNOT_ATTACK)  # "can attack Characters on the turn"
    if target.zone == Z_CHARACTERS and not target.rested:
        rush += attacks_active_rules(state, attacker)  # "can also attack ... active"
    ctx.emit("attack_declared", cr.ATTACK_DECLARE, cr.ATTACK_TARGET, *rush,
             *power_rules(state, attacker), *power_rules(state, target),
             attacker=say.card_powered(state, attacker),
             target=say.card_powered(state, target))
    queue_auto(state, ctx, attacker, "when_attacking", declined=bool(action.get("decline")))
    triggers.attack_declared(state, ctx, attacker, target)  # "When ... becomes rested"
    defender = state.players[target.owner]
    for card_id in (defender.leader, *defender.characters, defender.stage):
        if card_id is not None:
            queue_auto(state, ctx, state.cards[card_id], "on_opponents_attack")
    settle(state, ctx)
    if check_moved(state, ctx, "attack", cr.ATTACK_STEP_MOVED):
        return
    state.battle.step = "block"


def _battle_problem(state: State, action: Action, steps: tuple[str, ...]) -> Illegal | None:
    if state.battle is not None and state.battle.step in steps:
        return None
    if state.battle is None:
        return Illegal(f"illegal.no_battle.{action.kind}",
                       (cr.ONE_BLOCKER if action.kind == "block" else cr.COUNTER_ACTIONS,))
    if state.battle.blocker is not None:
        return Illegal("illegal.already_blocked", (cr.ONE_BLOCKER,),
                       card=say.card(state, state.cards[state.battle.blocker]))
    return Illegal("illegal.block_step_over", (cr.BLOCKER,))


def legal_block(state: State, action: Action) -> Illegal | None:
    problem = _battle_problem(state, action, ("block",))
    if problem is not None:
        return problem
    assert state.battle is not None
    blocker = state.resolve(action.get("blocker"))
    defender = opponent(state.turn_player)
    if blocker is None:
        return _missing(action.get("blocker"))
    attacker = state.cards[state.battle.attacker]
    # [Blocker] is on "this card" (CR 10-1-4-1): a Leader with [Blocker] blocks too (official
    # Q&A, OP05-022 Donquixote Rosinante), and its player takes the damage if it loses
    if blocker.owner == defender and "Blocker" in blocker.keywords \
            and not has(state, blocker, "Blocker"):  # printed, but negated (CR 8-2-1-1)
        return Illegal("illegal.blocker_negated", (cr.INVALID_EFFECT, cr.BLOCKER),
                       card=say.card(state, blocker))
    if (blocker.owner != defender or blocker.zone not in (Z_LEADER, Z_CHARACTERS)
            or not has(state, blocker, "Blocker")):
        return Illegal("illegal.not_a_blocker", (cr.BLOCKER,), card=say.card(state, blocker),
                       player=defender)
    if blocker.rested:
        return Illegal("illegal.blocker_rested", (cr.BLOCKER,), card=say.card(state, blocker))
    if blocker.id == state.battle.target:
        return Illegal("illegal.blocker_is_attacked", (cr.BLOCKER,),
                       card=say.card(state, blocker))
    if has(state, attacker, "Unblockable"):
        return Illegal("illegal.unblockable", (cr.UNBLOCKABLE,), card=say.card(state, attacker),
                       player=defender)
    return limited_block(state, blocker)


def apply_block(state: State, action: Action, ctx: Context) -> None:
    battle = state.battle
    blocker = state.resolve(action.get("blocker"))
    assert battle is not None and blocker is not None
    attacked = state.cards[battle.target]
    blocker.rested = True
    battle.target, battle.target_moves, battle.blocker = blocker.id, blocker.moves, blocker.id
    state.record.fights[-1].blocker = blocker.id
    ctx.emit("blocked", cr.BLOCKER, cr.ONE_BLOCKER, player=blocker.owner,
             blocker=say.card_powered(state, blocker), attacked=say.card(state, attacked))
    queue_auto(state, ctx, blocker, "on_block", declined=bool(action.get("decline")))
    triggers.blocker_activated(state, ctx, blocker)  # "When your opponent activates [Blocker]"
    settle(state, ctx)
    if check_moved(state, ctx, "block", cr.BLOCK_STEP_MOVED):
        return
    battle.step = "counter"


def legal_pass(state: State, action: Action) -> Illegal | None:
    if state.battle is None and state.battle_ended_early:
        return None  # the battle already ended early: passing changes nothing
    return _battle_problem(state, action, ("block", "counter"))


def apply_pass(state: State, action: Action, ctx: Context) -> None:
    battle = state.battle
    if battle is None:
        ctx.emit("pass_after_battle", cr.BATTLE_ENDS, player=opponent(state.turn_player))
        return
    if battle.step == "block":
        ctx.emit("no_block", cr.ONE_BLOCKER, cr.BLOCKER, player=opponent(state.turn_player))
        if not check_moved(state, ctx, "block", cr.BLOCK_STEP_MOVED):
            battle.step = "counter"
        return
    close_counter_step(state, ctx, by_pass=True)


def legal_counter(state: State, action: Action) -> Illegal | None:
    if state.battle is None or state.battle.step not in ("block", "counter"):
        return Illegal("illegal.counter_outside_counter_step",
                       (cr.COUNTER_ACTIONS, cr.COUNTER_EVENT))
    defender = opponent(state.turn_player)
    card = state.resolve(action.get("card"))
    if card is None:
        return _missing(action.get("card"))
    if card.owner != defender or card.zone != Z_HAND:
        return Illegal("illegal.counter_not_in_hand",
                       (cr.CHARACTER_COUNTER if card.kind == CHARACTER else cr.EVENT_COUNTER,),
                       card=say.card(state, card), player=defender)
    if card.kind == CHARACTER:
        if statics.counter(state, card) <= 0:  # printed, or given by a permanent effect
            return Illegal("illegal.no_counter_value", (cr.COUNTER_VALUE, cr.CHARACTER_COUNTER),
                           card=say.card(state, card, owned=False))
        return _counter_target_problem(state, action, defender)
    for ref in (*groups.picks(action.get("target")), *groups.picks(action.get("target_2"))):
        if state.resolve(ref) is None:
            return _missing(ref)
    # an Event's [Counter] targets whatever its text says, the opponent's cards included
    # (CR 7-1-3-1-2; official Q&A, OP01-026 Red Hawk)
    return _counter_event_problem(state, card)


def _counter_target_problem(state: State, action: Action, defender: str) -> Illegal | None:
    """A Character card's Counter value raises the power of the defender's own Leader or one of
    their Characters (CR 7-1-3-1-1); an Event's [Counter] is not limited this way."""
    ref = action.get("target")
    if ref is None:
        return None
    if not isinstance(ref, str):
        # one Leader or 1 Character gets the Counter value (CR 7-1-3-1-1)
        if len(ref) != 1 or action.get("target_2") is not None:
            return Illegal("illegal.counter_one_card", (cr.CHARACTER_COUNTER,),
                           player=defender)
        ref = ref[0]
    target = state.resolve(ref)
    if target is None:
        return _missing(ref)
    if target.owner != defender or target.zone not in (Z_LEADER, Z_CHARACTERS):
        return Illegal("illegal.counter_target_not_defenders", (cr.CHARACTER_COUNTER,),
                       player=defender, card=say.card(state, target))
    return None


def _counter_event_problem(state: State, card: Card) -> Illegal | None:
    effect = card.effects.get("counter")
    if card.kind != EVENT or effect is None:
        return Illegal("illegal.not_a_counter", (cr.COUNTER_EVENT, cr.ONLY_CHARACTERS_COUNTER),
                       card=say.card(state, card, owned=False))
    problem = event_cost_problem(state, card, effect, (cr.EVENT_COST, cr.EVENT_COUNTER))
    return problem or activation_problem(state, card, effect, "counter", card.id)


def apply_counter(state: State, action: Action, ctx: Context) -> None:
    battle = state.battle
    assert battle is not None
    if battle.step == "block":
        ctx.emit("no_block", cr.ONE_BLOCKER, cr.BLOCKER, player=opponent(state.turn_player))
        battle.step = "counter"
    card = state.resolve(action.get("card"))
    picked = groups.picks(action.get("target"))
    target = state.resolve(picked[0] if picked else battle.target)
    assert card is not None and target is not None
    value = statics.counter(state, card) if card.kind == CHARACTER else 0  # taken in the hand
    state.record.fights[-1].counters.append((card.id, target.id, value))
    if card.kind == CHARACTER:
        move(state, card, Z_TRASH)
        state.modifiers.append(Modifier(target.id, target.moves, value, "battle",
                                        card.owner, Event("power.counter")))
        ctx.emit("counter_used", cr.CHARACTER_COUNTER, cr.COUNTER_ACTIONS, cr.COUNTER_VALUE,
                 player=card.owner, card=say.card(state, card, owned=False),
                 amount=value, target=say.card(state, target),
                 power=say.power_of(state, target))
        return
    _use_counter_event(state, ctx, card, groups.chosen_of(action, battle.target))


def _use_counter_event(state: State, ctx: Context, card: Card, chosen: Chosen) -> None:
    player = state.players[card.owner]
    paid = cost(state, card)
    player.don_active -= paid
    player.don_rested += paid
    move(state, card, Z_TRASH)
    # a cost of 0 rests nothing, and the sentence does not say "rests 0 DON!!"
    ctx.emit("counter_event_used" if paid else "counter_event_used.free", cr.EVENT_COUNTER,
             cr.COUNTER_EVENT, *((cr.EVENT_COST,) if paid else ()), cr.EVENT_TRASHED,
             player=card.owner, card=say.card(state, card, owned=False), count=paid)
    triggers.event_activated(state, ctx, card)  # "When your opponent activates an Event"
    resolve_effect(state, ctx, card, card.effects["counter"], "counter", chosen)
    settle(state, ctx)
