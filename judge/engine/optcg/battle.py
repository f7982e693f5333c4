"""Battle actions: attack, block, counter and pass, each with its legality (CR 7-1).

The battle is a small state machine on `state.battle.step`: attack -> block -> counter ->
damage -> end. `damage.py` carries it from the end of the Counter Step to its end.
"""
from __future__ import annotations

from ..core.replay import Context
from ..core.result import Illegal
from . import rules as cr
from . import text as say
from .activation import activation_problem, event_cost_problem
from .autos import queue_auto
from .damage import check_moved, close_counter_step
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
from .power import cost, power_rules, power_text
from .settle import resolve_effect, settle
from .zones import move


def _missing(ref: str) -> Illegal:
    return Illegal(f"There is no card {ref!r} in this game.", (cr.BATTLE,))


def legal_attack(state: State, action: Action) -> Illegal | None:
    tp = state.turn_player
    if state.is_first_turn(tp):
        return Illegal(f"{tp} cannot attack: turn {state.turn_number} is {tp}'s first turn, "
                       f"and neither player can battle on their first turn.",
                       (cr.NO_BATTLE_FIRST_TURN,))
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
        return Illegal(f"{say.owned(attacker)} cannot attack: only {tp}'s own Leader or a "
                       f"Character in {tp}'s Character area can attack.", (cr.ATTACK_DECLARE,))
    if attacker.rested:
        return Illegal(f"{say.owned(attacker)} is rested: an attack is declared by resting an "
                       f"active card.", (cr.ATTACK_DECLARE,))
    return None


def _target_problem(state: State, attacker: Card, target: Card) -> Illegal | None:
    if target.owner == state.turn_player or target.zone not in (Z_LEADER, Z_CHARACTERS):
        return Illegal(f"{say.owned(target)} cannot be attacked: the target must be the "
                       f"opponent's Leader or one of their rested Characters.",
                       (cr.ATTACK_TARGET,))
    if target.zone == Z_CHARACTERS and not target.rested:
        return Illegal(f"{say.owned(target)} is active: only the Leader or a rested Character can "
                       f"be attacked.", (cr.ATTACK_TARGET,))
    if attacker.played_this_turn:
        if attacker.has("Rush"):
            return None
        if attacker.has("Rush: Character"):
            if target.zone == Z_CHARACTERS:
                return None
            return Illegal(f"{say.owned(attacker)} was played this turn: [Rush: Character] lets "
                           f"it attack only Characters this turn, not the Leader.",
                           (cr.RUSH_CHARACTER, cr.PLAYED_CANNOT_ATTACK))
        return Illegal(f"{say.owned(attacker)} was played this turn and has no [Rush], so it "
                       f"cannot attack until the next turn.",
                       (cr.PLAYED_CANNOT_ATTACK, cr.RUSH))
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
    rush = (cr.RUSH,) if attacker.played_this_turn and attacker.has("Rush") else ()
    rush += (cr.RUSH_CHARACTER,) if attacker.played_this_turn and not rush else ()
    ctx.emit(f"{say.powered(state, attacker)} rests and attacks {say.powered(state, target)}.",
             cr.ATTACK_DECLARE, cr.ATTACK_TARGET, *rush, *power_rules(state, attacker),
             *power_rules(state, target))
    queue_auto(state, ctx, attacker, "when_attacking", declined=bool(action.get("decline")))
    defender = state.players[target.owner]
    for card_id in (defender.leader, *defender.characters, defender.stage):
        if card_id is not None:
            queue_auto(state, ctx, state.cards[card_id], "on_opponents_attack")
    settle(state, ctx)
    if check_moved(state, ctx, "Attack Step", cr.ATTACK_STEP_MOVED):
        return
    state.battle.step = "block"


def _battle_problem(state: State, action: Action, steps: tuple[str, ...]) -> Illegal | None:
    if state.battle is not None and state.battle.step in steps:
        return None
    if state.battle is None:
        return Illegal(f"There is no battle in progress, so there is nothing to {action.kind}.",
                       (cr.ONE_BLOCKER if action.kind == "block" else cr.COUNTER_ACTIONS,))
    if state.battle.blocker is not None:
        return Illegal(f"{say.owned(state.cards[state.battle.blocker])} has already blocked: only "
                       f"one [Blocker] can be activated in a battle.", (cr.ONE_BLOCKER,))
    return Illegal("The Block Step is over: [Blocker] can only be activated in the Block Step.",
                   (cr.BLOCKER,))


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
    if (blocker.owner != defender or blocker.zone not in (Z_LEADER, Z_CHARACTERS)
            or not blocker.has("Blocker")):
        return Illegal(f"{say.owned(blocker)} cannot block: only a card of {defender}'s on the "
                       f"field with [Blocker] can.", (cr.BLOCKER,))
    if blocker.rested:
        return Illegal(f"{say.owned(blocker)} is rested: [Blocker] is activated by resting an "
                       f"active card, so a rested one cannot block.", (cr.BLOCKER,))
    if blocker.id == state.battle.target:
        return Illegal(f"{say.owned(blocker)} is the card being attacked: [Blocker] protects one "
                       f"of your other cards.", (cr.BLOCKER,))
    if attacker.has("Unblockable"):
        return Illegal(f"{say.owned(attacker)} has [Unblockable]: {defender} cannot activate "
                       f"[Blocker] against it.", (cr.UNBLOCKABLE,))
    return None


def apply_block(state: State, action: Action, ctx: Context) -> None:
    battle = state.battle
    blocker = state.resolve(action.get("blocker"))
    assert battle is not None and blocker is not None
    attacked = state.cards[battle.target]
    blocker.rested = True
    battle.target, battle.target_moves, battle.blocker = blocker.id, blocker.moves, blocker.id
    state.record.fights[-1].blocker = blocker.id
    ctx.emit(f"{blocker.owner} activates [Blocker]: {say.powered(state, blocker)} rests and takes "
             f"the place of {say.owned(attacked)} as the attacked card.",
             cr.BLOCKER, cr.ONE_BLOCKER)
    queue_auto(state, ctx, blocker, "on_block", declined=bool(action.get("decline")))
    settle(state, ctx)
    if check_moved(state, ctx, "Block Step", cr.BLOCK_STEP_MOVED):
        return
    battle.step = "counter"


def legal_pass(state: State, action: Action) -> Illegal | None:
    if state.battle is None and state.battle_ended_early:
        return None  # the battle already ended early: passing changes nothing
    return _battle_problem(state, action, ("block", "counter"))


def apply_pass(state: State, action: Action, ctx: Context) -> None:
    battle = state.battle
    if battle is None:
        ctx.emit(f"{opponent(state.turn_player)} passes; the battle had already ended, so "
                 f"nothing happens.", cr.BATTLE_ENDS)
        return
    if battle.step == "block":
        ctx.emit(f"{opponent(state.turn_player)} does not block.", cr.ONE_BLOCKER, cr.BLOCKER)
        if not check_moved(state, ctx, "Block Step", cr.BLOCK_STEP_MOVED):
            battle.step = "counter"
        return
    close_counter_step(state, ctx, by_pass=True)


def legal_counter(state: State, action: Action) -> Illegal | None:
    if state.battle is None or state.battle.step not in ("block", "counter"):
        return Illegal("Counters can only be used in the Counter Step of the opponent's attack.",
                       (cr.COUNTER_ACTIONS, cr.COUNTER_EVENT))
    defender = opponent(state.turn_player)
    card = state.resolve(action.get("card"))
    if card is None:
        return _missing(action.get("card"))
    if card.owner != defender or card.zone != Z_HAND:
        return Illegal(f"{say.owned(card)} is not in {defender}'s hand: only the defending player "
                       f"uses Counters, from the hand.",
                       (cr.CHARACTER_COUNTER if card.type == CHARACTER else cr.EVENT_COUNTER,))
    if card.type == CHARACTER:
        if card.counter <= 0:
            return Illegal(f"{card.name} has no Counter value to use.",
                           (cr.COUNTER_VALUE, cr.CHARACTER_COUNTER))
        return _counter_target_problem(state, action, defender)
    if action.get("target") is not None and state.resolve(action.get("target")) is None:
        return _missing(action.get("target"))
    # an Event's [Counter] targets whatever its text says, the opponent's cards included
    # (CR 7-1-3-1-2; official Q&A, OP01-026 Red Hawk)
    return _counter_event_problem(state, card)


def _counter_target_problem(state: State, action: Action, defender: str) -> Illegal | None:
    """A Character card's Counter value raises the power of the defender's own Leader or one of
    their Characters (CR 7-1-3-1-1); an Event's [Counter] is not limited this way."""
    ref = action.get("target")
    if ref is None:
        return None
    target = state.resolve(ref)
    if target is None:
        return _missing(ref)
    if target.owner != defender or target.zone not in (Z_LEADER, Z_CHARACTERS):
        return Illegal(f"A Character card's Counter value can only raise the power of "
                       f"{defender}'s own Leader or one of {defender}'s Characters, not "
                       f"{say.owned(target)}.", (cr.CHARACTER_COUNTER,))
    return None


def _counter_event_problem(state: State, card: Card) -> Illegal | None:
    effect = card.effects.get("counter")
    if card.type != EVENT or effect is None:
        return Illegal(f"{card.name} is neither a Character card with a Counter value nor an "
                       f"Event with [Counter].", (cr.COUNTER_EVENT, cr.ONLY_CHARACTERS_COUNTER))
    problem = event_cost_problem(state, card, effect, (cr.EVENT_COST, cr.EVENT_COUNTER))
    return problem or activation_problem(state, card, effect, "counter", card.id)


def apply_counter(state: State, action: Action, ctx: Context) -> None:
    battle = state.battle
    assert battle is not None
    if battle.step == "block":
        ctx.emit(f"{opponent(state.turn_player)} does not block.", cr.ONE_BLOCKER, cr.BLOCKER)
        battle.step = "counter"
    card = state.resolve(action.get("card"))
    target = state.resolve(action.get("target") or battle.target)
    assert card is not None and target is not None
    state.record.fights[-1].counters.append(
        (card.id, target.id, card.counter if card.type == CHARACTER else 0))
    if card.type == CHARACTER:
        move(state, card, Z_TRASH)
        state.modifiers.append(Modifier(target.id, target.moves, card.counter, "battle",
                                        card.owner, "Counter"))
        ctx.emit(f"{card.owner} trashes {card.name} from the hand for its {card.counter} "
                 f"Counter: {say.owned(target)} is now {power_text(state, target)} during this "
                 f"battle.", cr.CHARACTER_COUNTER, cr.COUNTER_ACTIONS, cr.COUNTER_VALUE)
        return
    _use_counter_event(state, ctx, card, target)


def _use_counter_event(state: State, ctx: Context, card: Card, target: Card) -> None:
    player = state.players[card.owner]
    paid = cost(state, card)
    player.don_active -= paid
    player.don_rested += paid
    move(state, card, Z_TRASH)
    ctx.emit(f"{card.owner} rests {say.don_count(paid)} and trashes {card.name} to activate its "
             f"[Counter].", cr.EVENT_COUNTER, cr.COUNTER_EVENT, cr.EVENT_COST, cr.EVENT_TRASHED)
    resolve_effect(state, ctx, card, card.effects["counter"], "counter", target.id)
    settle(state, ctx)
