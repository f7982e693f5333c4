"""The effect interpreter: runs the steps of any effect, top to bottom (CR 1-3-7).

Every step does what it can: a target that is not where the step needs it is skipped and the
ruling says so (CR 1-3-2). Rule processing runs after each step (CR 9-1-2).
"""
from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from ..core.replay import Context
from . import conditions
from . import rules as cr
from . import text as say
from .autos import queue_auto, rule_processing
from .don_effects import give_don, set_don_active, trash_deck
from .model import (
    Z_CHARACTERS,
    Z_HAND,
    Z_LEADER,
    Z_LIFE,
    Z_STAGE,
    Z_TRASH,
    Card,
    Effect,
    EffectStep,
    Modifier,
    State,
    opponent,
)
from .play_effects import play_self
from .power import cost, power, power_text
from .zones import draw_one, move, take_top_of_deck


@dataclass(slots=True)
class Env:
    """Who runs an effect and what its words point at."""

    source: Card | None
    controller: str
    chosen: str | None
    label: str  # "Nami's [On Play]", used in every sentence of the effect


def run(state: State, ctx: Context, effect: Effect, env: Env) -> None:
    why = conditions.unmet(state, env.controller, dict(effect.condition)) \
        if effect.condition else None
    if why is not None:
        ctx.emit(f"{env.label}: its condition is not met ({why}), so what follows it is not "
                 f"resolved.", conditions.IF_CLAUSE)
        return
    for step in effect.steps:
        HANDLERS[step.kind](state, ctx, step, env)
        rule_processing(state, ctx)


def knock_out(state: State, ctx: Context, card: Card, why: str, *rules: str) -> None:
    """K.O. a Character (CR 10-2-1-2); its [On K.O.] activates on the field, resolves from the
    trash (CR 10-2-17-1)."""
    don_before = card.don
    move(state, card, Z_TRASH)
    state.record.knocked_out.append(card.id)
    fight = state.record.fight()
    if fight is not None:
        fight.knocked_out.append(card.id)
    ctx.emit(f"{why} {say.owned(card)} is K.O.'d and goes to {card.owner}'s trash"
             f"{_with_don_note(don_before)}.",
             *rules, cr.KO_TO_TRASH, *((cr.GIVEN_DON_RETURN,) if don_before else ()))
    if "on_ko" in card.effects:
        queued = len(state.pending)
        card.don = don_before  # [DON!! xX] is judged as the card was on the field
        queue_auto(state, ctx, card, "on_ko")
        card.don = 0
        if len(state.pending) > queued:
            ctx.emit(f"{say.owned(card)}'s [On K.O.] activated while it was on the field; it "
                     f"resolves from the trash.", cr.ON_KO, cr.ON_KO_FROM_TRASH)


def _with_don_note(don: int) -> str:
    return f"; its {don} given DON!! return to the cost area rested" if don else ""


def _target(state: State, env: Env, ref: str | None) -> Card | None:
    if ref == "self":
        return env.source
    if ref == "chosen":
        return state.resolve(env.chosen) if env.chosen else None
    if ref in ("your_leader", "opponents_leader"):
        # the Leader of the effect's controller, or of their opponent ("Your Leader gains...")
        player = env.controller if ref == "your_leader" else opponent(env.controller)
        return state.cards[state.players[player].leader]
    if ref in ("attacker", "battle_target"):
        battle = state.battle
        if battle is None:
            return None
        card = state.cards[battle.attacker if ref == "attacker" else battle.target]
        moves = battle.attacker_moves if ref == "attacker" else battle.target_moves
        return card if card.moves == moves else None
    return state.resolve(ref) if ref else None


def _skip(ctx: Context, env: Env, what: str, why: str, *rules: str) -> None:
    ctx.emit(f"{env.label} would {what}, but {why}; that part is skipped (do what you can).",
             cr.DO_WHAT_YOU_CAN, *rules)


def _field_target(state: State, ctx: Context, step: EffectStep, env: Env, what: str,
                  zones: tuple[str, ...]) -> Card | None:
    card = _target(state, env, step.target)
    if card is None:
        why = {"chosen": "no target was chosen", "attacker": "there is no attacking card",
               "battle_target": "no card is being attacked"}.get(step.target or "",
                                                                  "that card is gone")
        _skip(ctx, env, what, why)
        return None
    if card.zone not in zones:
        _skip(ctx, env, f"{what} {say.owned(card)}",
              f"it is in {say.zone(card.zone)}, not where this step needs it")
        return None
    return card


def _power(state: State, ctx: Context, step: EffectStep, env: Env) -> None:
    card = _field_target(state, ctx, step, env, "change the power of",
                         (Z_LEADER, Z_CHARACTERS))
    if card is None:
        return
    if step.duration == "battle" and state.battle is None:
        _skip(ctx, env, f"change {say.owned(card)}'s power during this battle",
              "there is no battle")
        return
    _add_modifier(state, card, step.amount, step.duration, env, "power")
    sign = "+" if step.amount >= 0 else "-"
    rules = [cr.POWER_CHANGE, cr.CONTINUOUS_EFFECT]
    note = ""
    if power(state, card) < 0:
        note = " Its power is negative, but it stays on the field."
        rules += [cr.NEGATIVE_POWER, cr.NEGATIVE_POWER_STAYS]
    ctx.emit(f"{env.label} gives {say.owned(card)} {sign}{abs(step.amount)} power "
             f"{_duration_text(step.duration)}: now {power_text(state, card)}.{note}", *rules)


def _duration_text(duration: str) -> str:
    return {"battle": "during this battle", "turn": "during this turn",
            "until_next_turn": "until the start of its controller's next turn"}[duration]


def _add_modifier(state: State, card: Card, amount: int, duration: str, env: Env,
                  kind: str) -> None:
    # named as the steps name it ("A's Leader", not its id "a-leader")
    source = f"from {say.owned(env.source)}" if env.source is not None else "from an effect"
    state.modifiers.append(Modifier(card.id, card.moves, amount, duration, env.controller,
                                    source, kind))


def _set_power_zero(state: State, ctx: Context, step: EffectStep, env: Env) -> None:
    card = _field_target(state, ctx, step, env, "set the power to 0 of",
                         (Z_LEADER, Z_CHARACTERS))
    if card is None:
        return
    current = power(state, card)
    if current <= 0:
        # already 0 or negative: nothing happens (CR 4-12-2)
        ctx.emit(f"{env.label} would set {say.owned(card)}'s power to 0, but it is already "
                 f"{current}; nothing happens.", cr.SET_POWER_ZERO, cr.SET_POWER_ZERO_NEGATIVE)
        return
    _add_modifier(state, card, -current, step.duration, env, "power")
    ctx.emit(f"{env.label} sets {say.owned(card)}'s power to 0: it loses {current} "
             f"{_duration_text(step.duration)}.", cr.SET_POWER_ZERO, cr.CONTINUOUS_EFFECT)


def _character_leaving(state: State, ctx: Context, step: EffectStep, env: Env,
                       verb: str) -> Card | None:
    """The Character a step makes leave the field; a Leader named instead is skipped with a
    note, since a Leader never leaves the Leader area."""
    card = _field_target(state, ctx, step, env, verb, (Z_CHARACTERS, Z_LEADER))
    if card is not None and card.zone == Z_LEADER:
        _skip(ctx, env, f"{verb} {say.owned(card)}", "a Leader never leaves the Leader area",
              cr.LEADER_STAYS)
        return None
    return card


def _ko(state: State, ctx: Context, step: EffectStep, env: Env) -> None:
    card = _character_leaving(state, ctx, step, env, "K.O.")
    if card is None:
        return
    knock_out(state, ctx, card, f"{env.label}:", cr.KO_MEANING)


def _leave_field(state: State, ctx: Context, step: EffectStep, env: Env) -> None:
    """`trash` (not a K.O., CR 10-2-1-3) and `bounce`: a Character leaves the field."""
    verb = "trash" if step.kind == "trash" else "return to the hand"
    card = _character_leaving(state, ctx, step, env, verb)
    if card is None:
        return
    don = card.don
    move(state, card, Z_TRASH if step.kind == "trash" else Z_HAND)
    rules = [cr.NEW_CARD_IN_NEW_AREA] + ([cr.GIVEN_DON_RETURN] if don else [])
    if step.kind == "trash":
        rules.insert(0, cr.TRASH_IS_NOT_KO)
        what = f"puts {say.owned(card)} into {card.owner}'s trash; that is not a K.O."
    else:
        what = f"returns {say.owned(card)} to {card.owner}'s hand"
    ctx.emit(f"{env.label} {what}{_with_don_note(don)}.", *rules)


def _rest_or_activate(state: State, ctx: Context, step: EffectStep, env: Env) -> None:
    resting = step.kind == "rest"
    verb = "rest" if resting else "set active"
    card = _field_target(state, ctx, step, env, verb, (Z_LEADER, Z_CHARACTERS, Z_STAGE))
    if card is None:
        return
    if card.rested == resting:
        ctx.emit(f"{env.label} would {verb} {say.owned(card)}, which already is; nothing changes.",
                 cr.ALREADY_IN_STATE)
        return
    card.rested = resting
    ctx.emit(f"{env.label} {'rests' if resting else 'sets'} {say.owned(card)}"
             f"{'' if resting else ' active'}.",
             cr.RESTED_STATE if resting else cr.ACTIVE_STATE)


def _nothing_for_zero(ctx: Context, step: EffectStep, env: Env) -> bool:
    if step.amount > 0:
        return False
    ctx.emit(f"{env.label} asks for {step.kind.replace('_', ' ')} 0 times: nothing happens.",
             cr.ZERO_TIMES)
    return True


def _draw(state: State, ctx: Context, step: EffectStep, env: Env) -> None:
    if _nothing_for_zero(ctx, step, env):
        return
    drawn = 0
    while drawn < step.amount and draw_one(state, env.controller) is not None:
        drawn += 1
    note = "" if drawn == step.amount else f" (only {drawn}: the deck ran out)"
    ctx.emit(f"{env.label}: {env.controller} draws {say.plural(step.amount, 'card')}{note}.",
             cr.DRAW, cr.DRAW_X, *(() if drawn == step.amount else (cr.DO_WHAT_YOU_CAN,)))


def _trash_from_hand(state: State, ctx: Context, step: EffectStep, env: Env) -> None:
    if _nothing_for_zero(ctx, step, env):
        return
    hand = state.players[env.controller].hand
    chosen = hand[:step.amount]
    for card_id in chosen:
        move(state, state.cards[card_id], Z_TRASH)
    if not chosen:
        _skip(ctx, env, "trash cards from the hand", f"{env.controller}'s hand is empty")
        return
    ctx.emit(f"{env.label}: {env.controller} trashes {say.cards_list(state, chosen)} from the "
             f"hand.", cr.TRASH_FROM_HAND, *(() if len(chosen) == step.amount
                                           else (cr.DO_WHAT_YOU_CAN,)))


def _life_moves(state: State, ctx: Context, step: EffectStep, env: Env) -> None:
    """`life_to_hand` and `trash_life`: Life cards moved by an effect reveal no [Trigger]."""
    if _nothing_for_zero(ctx, step, env):
        return
    life = state.players[env.controller].life
    moved = life[:step.amount]
    to_hand = step.kind == "life_to_hand"
    for card_id in moved:
        move(state, state.cards[card_id], Z_HAND if to_hand else Z_TRASH)
    where = "hand" if to_hand else "trash"
    state.trigger_note = ("a Life card moved by an effect is not damage, so no [Trigger] is "
                          "revealed", (cr.TRIGGER, cr.TRIGGER_ON_DAMAGE))
    short = "" if len(moved) == step.amount else f" (only {len(moved)} were left)"
    ctx.emit(f"{env.label}: {env.controller} puts the top {say.plural(step.amount, 'Life card')} "
             f"into the {where}{short}; this is not damage, so no [Trigger].",
             cr.LIFE_TOP_FIRST, cr.TRIGGER_ON_DAMAGE,
             *(() if not short else (cr.DO_WHAT_YOU_CAN,)))


def _deck_to_life(state: State, ctx: Context, step: EffectStep, env: Env) -> None:
    if _nothing_for_zero(ctx, step, env):
        return
    added = []
    for _ in range(step.amount):
        card = take_top_of_deck(state, env.controller)
        if card is None:
            break
        added.append(card)
    for card in reversed(added):  # the deck's top card ends up on top of the Life
        move(state, card, Z_LIFE, top=True)
    short = "" if len(added) == step.amount else f" (only {len(added)}: the deck ran out)"
    ctx.emit(f"{env.label}: {env.controller} puts the top {say.plural(step.amount, 'card')} of "
             f"the deck face down on top of the Life cards{short}.", cr.LIFE_TOP_FIRST,
             *(() if not short else (cr.DO_WHAT_YOU_CAN,)))


def _add_don(state: State, ctx: Context, step: EffectStep, env: Env) -> None:
    if _nothing_for_zero(ctx, step, env):
        return
    p = state.players[env.controller]
    count = min(step.amount, p.don_deck)
    p.don_deck -= count
    if step.rested:
        p.don_rested += count
    else:
        p.don_active += count
    short = "" if count == step.amount else f" (only {count} were left in the DON!! deck)"
    ctx.emit(f"{env.label}: {env.controller} adds {say.don_count(count)} from the DON!! deck to "
             f"the cost area, {'rested' if step.rested else 'active'}{short}.",
             cr.DON_ENTERS_ACTIVE, *(() if not short else (cr.DO_WHAT_YOU_CAN,)))


def _cost(state: State, ctx: Context, step: EffectStep, env: Env) -> None:
    card = _target(state, env, step.target)
    if card is None or card.zone == Z_LEADER:
        _skip(ctx, env, "change a cost", "there is no card with a cost there")
        return
    _add_modifier(state, card, step.amount, step.duration, env, "cost")
    ctx.emit(f"{env.label} changes {say.owned(card)}'s cost by {step.amount:+d} "
             f"{_duration_text(step.duration)}: it is now {cost(state, card)} (never below 0).",
             cr.COST_CHANGE, cr.CONTINUOUS_EFFECT, cr.COST_NOT_BELOW_ZERO)


HANDLERS: dict[str, Callable[[State, Context, EffectStep, Env], None]] = {
    "power": _power, "set_power_zero": _set_power_zero, "ko": _ko,
    "trash": _leave_field, "bounce": _leave_field,
    "rest": _rest_or_activate, "set_active": _rest_or_activate,
    "draw": _draw, "trash_from_hand": _trash_from_hand,
    "life_to_hand": _life_moves, "trash_life": _life_moves,
    "deck_to_life": _deck_to_life, "add_don": _add_don, "cost": _cost,
    "play_self": play_self, "give_don": give_don, "set_don_active": set_don_active,
    "trash_deck": trash_deck,
}
