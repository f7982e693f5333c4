"""The effect interpreter: runs the steps of any effect, top to bottom (CR 1-3-7).

Every step does what it can: a target that is not where the step needs it is skipped and the
ruling says so (CR 1-3-2). Rule processing runs after each step (CR 9-1-2).
"""
from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

from ..core.events import Event, Param, RuleRef
from ..core.replay import Context
from . import conditions, delayed, groups, options, picks, targets, up_to
from . import rules as cr
from . import text as say
from .autos import queue_auto, rule_processing
from .deck_effects import (
    arrange_deck,
    hand_to_deck,
    play_from_deck,
    play_revealed,
    reveal_top,
    revealed_to_bottom,
    search_deck,
    trash_to_hand,
)
from .don_effects import give_don, set_don_active, trash_deck
from .gains import gain
from .life_effects import life_moves, trash_life_until
from .limits import LIMIT_STEPS, forbid, rest_forbidden, spare_ko
from .model import (
    Z_CHARACTERS,
    Z_HAND,
    Z_LEADER,
    Z_LIFE,
    Z_STAGE,
    Z_TRASH,
    Card,
    Chosen,
    Effect,
    EffectStep,
    Modifier,
    State,
    TargetFilter,
    last_turn,
    opponent,
)
from .opponent_effects import HANDLERS as OPPONENT_HANDLERS
from .partial import nothing_for_zero, short_of
from .play_effects import play_card, play_self
from .power import cost, power
from .protections import prevent_ko, prevent_removal
from .replacements import protectors_last, replaced
from .zones import deck_bottom, draw_one, move, take_top_of_deck


@dataclass(slots=True)
class Env:
    """Who runs an effect and what its words point at."""

    source: Card | None
    controller: str
    chosen: Chosen  # one card id, or the list an "up to N" action named (groups.py)
    label: Event  # "A's Nami's [On Play]", named in every sentence of the effect
    wanted: TargetFilter | None = None  # the effect's `target:` filter, for searches
    wanted_2: TargetFilter | None = None  # `target_2:`, checked when its step comes (groups)
    revealed: str | None = None  # "that card": the deck card `reveal_top` showed
    takes: dict[int, int] = field(default_factory=dict)  # `take:` of "up to N" (up_to.py)
    picks: list[str] = field(default_factory=list)  # `picks:` from a hand or trash (picks.py)
    place: str = ""  # `place:` top or bottom, for a "top or bottom" step (picks.py)


def run(state: State, ctx: Context, effect: Effect, env: Env) -> None:
    why = conditions.unmet(state, env.controller, dict(effect.condition), env.source) \
        if effect.condition else None
    if why is not None:
        ctx.emit("condition_unmet", conditions.IF_CLAUSE, effect=env.label, why=why)
        fight = state.record.fight()
        if fight is not None:  # the reason the battle went as it did (verdict.py)
            fight.why.append(Event("why.condition_unmet", {
                "effect": env.label, "why": why,
                "rules": (RuleRef(conditions.IF_CLAUSE),)}))
        return
    if effect.unread:  # a printed ability not read yet: its body is left out (unread.py)
        ctx.emit("effect_unread", effect=env.label)
        return
    if effect.options:  # "Choose one:" and the scenario named no option (options.py)
        options.unpicked(ctx, env.label, effect)
        return
    _run_steps(state, ctx, effect.steps, env)


def _run_steps(state: State, ctx: Context, steps: tuple[EffectStep, ...], env: Env) -> None:
    for written in steps:
        step = up_to.apply(ctx, written, env.takes, env.label)  # "up to N": 0 to N taken
        if step is None:
            continue
        state.replaced_now.clear()  # one step's cards leave at once (replacements.py)
        groups.run_step(state, ctx, step, env, HANDLERS[step.kind], targets.mismatch,
                        protectors_last)
        state.replaced_now.clear()
        rule_processing(state, ctx)


def _if(state: State, ctx: Context, step: EffectStep, env: Env) -> None:
    """A condition in the middle of a body: checked when its place comes, it holds back only
    what follows it; the steps before it have resolved (CR 8-3-3, 1-3-7)."""
    why = conditions.unmet(state, env.controller, dict(step.condition), env.source)
    if why is not None:
        ctx.emit("step_condition_unmet", conditions.IF_CLAUSE, cr.IF_HOLDS_BACK, cr.TEXT_ORDER,
                 effect=env.label, why=why)
        return
    _run_steps(state, ctx, step.steps, env)


def knock_out(state: State, ctx: Context, card: Card, effect: Event | None, *rules: str) -> None:
    """K.O. a Character (CR 10-2-1-2), in battle (`effect` None) or by an effect; its [On K.O.]
    activates on the field and resolves from the trash (CR 10-2-17-1): the step that resolves
    it says so, once."""
    don_before = card.don
    move(state, card, Z_TRASH)
    state.record.knocked_out.append(card.id)
    fight = state.record.fight()
    if fight is not None:
        fight.knocked_out.append(card.id)
    params: dict[str, Param] = {"card": say.card(state, card), "owner": card.owner,
                                "don_note": don_note(don_before)}
    if effect is None:
        ctx.emit("knocked_out.battle", *rules, cr.KO_TO_TRASH,
                 *((cr.GIVEN_DON_RETURN,) if don_before else ()), **params)
    else:
        ctx.emit("knocked_out.effect", *rules, cr.KO_TO_TRASH,
                 *((cr.GIVEN_DON_RETURN,) if don_before else ()), effect=effect, **params)
    if "on_ko" in card.effects:
        card.don = don_before  # [DON!! xX] is judged as the card was on the field
        queue_auto(state, ctx, card, "on_ko")
        card.don = 0


def don_note(don: int) -> Event | None:
    return Event("note.given_don_return", {"count": don}) if don else None


def _target(state: State, env: Env, ref: str | None) -> Card | None:
    if ref == "self":
        return env.source
    if ref == "chosen":
        return state.resolve(env.chosen) if isinstance(env.chosen, str) else None
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


def _skip(ctx: Context, env: Env, what: Event, why: Event, *rules: str) -> None:
    ctx.emit("step_skipped", cr.DO_WHAT_YOU_CAN, *rules, effect=env.label, what=what, why=why)


NO_TARGET_WHY = {"chosen": "why.no_target_chosen", "attacker": "why.no_attacker",
                 "battle_target": "why.no_battle_target"}


def _field_target(state: State, ctx: Context, step: EffectStep, env: Env, what: str,
                  zones: tuple[str, ...]) -> Card | None:
    """The card a step acts on, if it is where the step needs it; `what` is the step's code
    (`power`, `ko`...) for the sentence that says it was skipped."""
    card = _target(state, env, step.target)
    if card is None:
        why = NO_TARGET_WHY.get(step.target or "", "why.card_gone")
        _skip(ctx, env, Event(f"would.{what}"), Event(why))
        return None
    if card.zone not in zones:
        _skip(ctx, env, Event(f"would.{what}.card", {"card": say.card(state, card)}),
              Event("why.wrong_area", {"zone": say.zone_of(card.zone)}))
        return None
    return card


def _power(state: State, ctx: Context, step: EffectStep, env: Env) -> None:
    card = _field_target(state, ctx, step, env, "power", (Z_LEADER, Z_CHARACTERS))
    if card is None:
        return
    if step.duration == "battle" and state.battle is None:
        _skip(ctx, env, Event("would.power_battle.card", {"card": say.card(state, card)}),
              Event("why.no_battle"))
        return
    _add_modifier(state, card, step.amount, step.duration, env, "power")
    rules = [cr.POWER_CHANGE, cr.CONTINUOUS_EFFECT]
    negative = power(state, card) < 0
    if negative:
        rules += [cr.NEGATIVE_POWER, cr.NEGATIVE_POWER_STAYS]
    ctx.emit("power_changed.negative" if negative else "power_changed", *rules,
             effect=env.label, card=say.card(state, card), amount=step.amount,
             duration=_duration(step.duration), power=say.power_of(state, card))


def _duration(duration: str) -> Event:
    return Event(f"duration.{duration}")


def _add_modifier(state: State, card: Card, amount: int, duration: str, env: Env,
                  kind: str) -> None:
    # named as the steps name it ("A's Leader", not its id "a-leader")
    source = (Event("power.from_card", {"card": say.card(state, env.source)})
              if env.source is not None else Event("power.from_effect"))
    state.modifiers.append(Modifier(card.id, card.moves, amount, duration, env.controller,
                                    source, kind,
                                    until=last_turn(state, env.controller, duration)))


def _set_power_zero(state: State, ctx: Context, step: EffectStep, env: Env) -> None:
    card = _field_target(state, ctx, step, env, "set_power_zero", (Z_LEADER, Z_CHARACTERS))
    if card is None:
        return
    current = power(state, card)
    if current <= 0:
        # already 0 or negative: nothing happens (CR 4-12-2)
        ctx.emit("power_zero_already", cr.SET_POWER_ZERO, cr.SET_POWER_ZERO_NEGATIVE,
                 effect=env.label, card=say.card(state, card), power=current)
        return
    _add_modifier(state, card, -current, step.duration, env, "power")
    ctx.emit("power_set_zero", cr.SET_POWER_ZERO, cr.CONTINUOUS_EFFECT, effect=env.label,
             card=say.card(state, card), lost=current, duration=_duration(step.duration))


def _character_leaving(state: State, ctx: Context, step: EffectStep, env: Env) -> Card | None:
    """The Character a step (`ko`, `trash`, `bounce`) makes leave the field; a Leader named
    instead is skipped with a note, since a Leader never leaves the Leader area."""
    card = _field_target(state, ctx, step, env, step.kind, (Z_CHARACTERS, Z_LEADER))
    if card is not None and card.zone == Z_LEADER:
        _skip(ctx, env, Event(f"would.{step.kind}.card", {"card": say.card(state, card)}),
              Event("why.leader_stays"), cr.LEADER_STAYS)
        return None
    return card


def _ko(state: State, ctx: Context, step: EffectStep, env: Env) -> None:
    card = _character_leaving(state, ctx, step, env)
    if card is None or prevent_ko(state, ctx, card, env.controller, env.label) \
            or spare_ko(state, ctx, card, env.controller, env.label) \
            or replaced(state, ctx, card, "ko", env.controller, env.label):
        return
    knock_out(state, ctx, card, env.label, cr.KO_MEANING)


def _leave_field(state: State, ctx: Context, step: EffectStep, env: Env) -> None:
    """`trash` (not a K.O., CR 10-2-1-3), `bounce` and `bottom_deck`: a Character leaves the
    field for the trash, its owner's hand or the bottom of its owner's deck."""
    card = _character_leaving(state, ctx, step, env)
    if card is None or prevent_removal(state, ctx, card, env.controller, env.label) \
            or replaced(state, ctx, card, step.kind, env.controller, env.label):
        return
    don = card.don
    if step.kind == "bottom_deck":
        deck_bottom(state, card)
    else:
        move(state, card, Z_TRASH if step.kind == "trash" else Z_HAND)
    rules = [cr.NEW_CARD_IN_NEW_AREA] + ([cr.GIVEN_DON_RETURN] if don else [])
    if step.kind == "trash":
        rules.insert(0, cr.TRASH_IS_NOT_KO)
    codes = {"trash": "trashed_by_effect", "bounce": "bounced", "bottom_deck": "bottom_decked"}
    ctx.emit(codes[step.kind], *rules,
             effect=env.label, card=say.card(state, card), owner=card.owner,
             don_note=don_note(don))


def _rest_or_activate(state: State, ctx: Context, step: EffectStep, env: Env) -> None:
    resting = step.kind == "rest"
    card = _field_target(state, ctx, step, env, step.kind, (Z_LEADER, Z_CHARACTERS, Z_STAGE))
    if card is None:
        return
    why = rest_forbidden(state, card) if resting else None
    if why is not None:  # "cannot be rested": the prohibition wins (CR 1-3-3)
        _skip(ctx, env, Event("would.rest.card", {"card": say.card(state, card)}), why,
              cr.PROHIBITION_WINS)
        return
    if card.rested == resting:
        ctx.emit(f"already.{step.kind}", cr.ALREADY_IN_STATE, effect=env.label,
                 card=say.card(state, card))
        return
    card.rested = resting
    ctx.emit(f"state_changed.{step.kind}", cr.RESTED_STATE if resting else cr.ACTIVE_STATE,
             effect=env.label, card=say.card(state, card))


def _draw(state: State, ctx: Context, step: EffectStep, env: Env) -> None:
    if nothing_for_zero(ctx, step, env.label):
        return
    drawn = 0
    while drawn < step.amount and draw_one(state, env.controller) is not None:
        drawn += 1
    if drawn == step.amount:
        ctx.emit("drew", cr.DRAW, cr.DRAW_X, effect=env.label, player=env.controller,
                 count=drawn)
    else:
        ctx.emit("drew.short", cr.DRAW, cr.DRAW_X, cr.DO_WHAT_YOU_CAN, effect=env.label,
                 player=env.controller, count=drawn, wanted=step.amount)


def _trash_from_hand(state: State, ctx: Context, step: EffectStep, env: Env) -> None:
    if nothing_for_zero(ctx, step, env.label):
        return
    hand = state.players[env.controller].hand
    chosen = picks.pick(state, env, hand, step.amount, env.controller)  # the player's (CR 8-4-4)
    for card_id in chosen:
        move(state, state.cards[card_id], Z_TRASH)
    if not chosen:
        _skip(ctx, env, Event("would.trash_from_hand"),
              Event("why.hand_empty", {"player": env.controller}))
        return
    ctx.emit("trashed_from_hand", cr.TRASH_FROM_HAND, *short_of(len(chosen), step.amount)[1],
             effect=env.label, player=env.controller, cards=say.cards_of(state, chosen))


def _deck_to_life(state: State, ctx: Context, step: EffectStep, env: Env) -> None:
    if nothing_for_zero(ctx, step, env.label):
        return
    added = []
    for _ in range(step.amount):
        card = take_top_of_deck(state, env.controller)
        if card is None:
            break
        added.append(card)
    for card in reversed(added):  # the deck's top card ends up on top of the Life
        move(state, card, Z_LIFE, top=True)
    if not added:
        _skip(ctx, env, Event("would.deck_to_life"),
              Event("why.deck_empty", {"player": env.controller}))
        return
    suffix, rules = short_of(len(added), step.amount)
    ctx.emit(f"deck_to_life{suffix}", cr.LIFE_TOP_FIRST, *rules,
             effect=env.label, player=env.controller, count=len(added), wanted=step.amount)


def _add_don(state: State, ctx: Context, step: EffectStep, env: Env) -> None:
    if nothing_for_zero(ctx, step, env.label):
        return
    p = state.players[env.controller]
    count = min(step.amount, p.don_deck)
    p.don_deck -= count
    if step.rested:
        p.don_rested += count
    else:
        p.don_active += count
    if not count:
        _skip(ctx, env, Event("would.add_don"),
              Event("why.don_deck_empty", {"player": env.controller}))
        return
    suffix, rules = short_of(count, step.amount)
    ctx.emit(("don_added.rested" if step.rested else "don_added") + suffix,
             cr.DON_ENTERS_ACTIVE, *rules,
             effect=env.label, player=env.controller, count=count, wanted=step.amount)


def _cost(state: State, ctx: Context, step: EffectStep, env: Env) -> None:
    card = _target(state, env, step.target)
    if card is None or card.zone == Z_LEADER:
        _skip(ctx, env, Event("would.cost"), Event("why.no_cost_card"))
        return
    _add_modifier(state, card, step.amount, step.duration, env, "cost")
    ctx.emit("cost_changed", cr.COST_CHANGE, cr.CONTINUOUS_EFFECT, cr.COST_NOT_BELOW_ZERO,
             effect=env.label, card=say.card(state, card), amount=step.amount,
             duration=_duration(step.duration), cost=cost(state, card))


def _gain(state: State, ctx: Context, step: EffectStep, env: Env) -> None:
    card = _field_target(state, ctx, step, env, "gain", (Z_LEADER, Z_CHARACTERS))
    if card is not None:
        gain(state, ctx, card, step, env.label, env.controller)


HANDLERS: dict[str, Callable[[State, Context, EffectStep, Env], None]] = {
    "power": _power, "set_power_zero": _set_power_zero, "ko": _ko,
    "trash": _leave_field, "bounce": _leave_field, "bottom_deck": _leave_field,
    "rest": _rest_or_activate, "set_active": _rest_or_activate,
    "draw": _draw, "trash_from_hand": _trash_from_hand,
    "life_to_hand": life_moves, "trash_life": life_moves, "trash_life_until": trash_life_until,
    "deck_to_life": _deck_to_life, "add_don": _add_don, "cost": _cost,
    "play_self": play_self, "play_card": play_card, "give_don": give_don,
    "set_don_active": set_don_active,
    "trash_deck": trash_deck,
    "search_deck": search_deck, "arrange_deck": arrange_deck, "trash_to_hand": trash_to_hand,
    "play_from_deck": play_from_deck, "reveal_top": reveal_top, "play_revealed": play_revealed,
    "revealed_to_bottom": revealed_to_bottom, "hand_to_deck": hand_to_deck,
    "gain": _gain,
    **OPPONENT_HANDLERS,  # opponent_effects.py: what the opponent does, the opponent's DON!!
    "if": _if,
    "at_end_of_turn": lambda s, c, step, env: delayed.wait(s, c, step, env, _run_steps),
    **dict.fromkeys(LIMIT_STEPS, forbid),
}
