"""The settle point after every action: rule processing, then waiting auto effects in CR 8-6
order (the turn player's first, CR 8-6-1), until nothing is left to do.

The battle's moved-area checks (CR 7-1-1-4, 7-1-2-3, 7-1-3-1-3) are part of the battle's own
steps (`battle.py`) and run right after the settle that ends each step.
"""
from __future__ import annotations

from ..core.events import Event
from ..core.replay import Context
from . import options, picks, triggers, up_to
from . import rules as cr
from . import text as say
from .activation import activation_problem, once_key, once_rules, pay_cost
from .autos import rule_processing
from .interpreter import Env, run
from .model import Card, Pending, State
from .specs import Chosen, Effect

# activated as the card was K.O.'d on the field, resolved from the trash (CR 10-2-17-1)
FROM_TRASH = ("on_ko", triggers.KO_BY_OPPONENT)


def settle(state: State, ctx: Context) -> None:
    rule_processing(state, ctx)
    while state.pending:
        # a round: everything queued so far, turn player's first; effects that these set off
        # wait for the next round (CR 8-6-1, 8-6-1-1)
        batch = sorted(state.pending, key=lambda p: p.controller != state.turn_player)
        state.pending = []
        # both players' effects at once: the order is the rule's, cited where it decides
        both = len({item.controller for item in batch}) > 1
        for item in batch:
            _resolve_pending(state, ctx, item, both)
            rule_processing(state, ctx)


def _resolve_pending(state: State, ctx: Context, item: Pending, both: bool = False) -> None:
    card = state.cards[item.source]
    label = say.effect_of(state, card, item.timing)
    if card.zone != item.zone or card.moves != item.moves:
        # it left the area where its timing came: it cannot activate (CR 8-1-3-1-3); a "when
        # ..." trigger waited for what set it off to resolve first (CR 8-6-3)
        ctx.emit("auto_moved_away", cr.AUTO_MOVED_AWAY, *triggers.waited(item.timing),
                 effect=label,
                 zone=say.zone_of(item.zone))
        return
    # [DON!! xX] holds when the timing comes (autos.py) and again when the effect activates
    # (CR 8-3-2-3, 8-4-1-1); an [On K.O.] was judged as the card was on the field
    problem = activation_problem(state, card, item.effect, item.timing,
                                 check_don=item.timing not in FROM_TRASH)
    if problem is not None:
        ctx.emit("auto_cannot_activate", *problem.rules, effect=label, reason=problem.event)
        return
    rules = _timing_rules(item.timing)
    if item.effect.once_per_turn:
        rules += once_rules(state, card, item.timing)
    if item.effect.don_x:
        rules += (cr.DON_X, cr.DON_X_CONDITION)
    if both:
        rules += (cr.ORDER_TURN_PLAYER_FIRST,)
    # one line for an [On K.O.]: it activated on the field and resolves from the trash
    code = "auto_resolves_from_trash" if item.timing in FROM_TRASH else "auto_activates"
    ctx.emit(code + (".don_x" if item.effect.don_x else ""), *rules, effect=label,
             don_x=item.effect.don_x)
    resolve_effect(state, ctx, card, item.effect, item.timing, item.chosen)


def _timing_rules(timing: str) -> tuple[str, ...]:
    return {
        "on_play": (cr.ON_PLAY, cr.AUTO_EFFECT),
        "when_attacking": (cr.WHEN_ATTACKING, cr.ATTACK_STEP_EFFECTS),
        "on_opponents_attack": (cr.ON_YOUR_OPPONENTS_ATTACK, cr.ATTACK_STEP_EFFECTS),
        "on_block": (cr.ON_BLOCK, cr.ON_BLOCK_TIMING),
        "on_ko": (cr.ON_KO, cr.ON_KO_FROM_TRASH),
        "end_of_your_turn": (cr.END_OF_YOUR_TURN, cr.END_OF_TURN_EFFECTS),
    }.get(timing) or triggers.rules_of(timing) or (cr.AUTO_EFFECT,)


def resolve_effect(state: State, ctx: Context, card: Card, effect: Effect, timing: str,
                   chosen: Chosen, label: Event | None = None) -> None:
    """Pay the cost of an effect already found activatable, then run its steps."""
    if effect.once_per_turn:
        state.once_used.add(once_key(card, timing))
    seen = triggers.watch(state)
    pay_cost(state, ctx, card, effect.cost)
    triggers.changes(state, ctx, seen, card.owner)  # a cost that returns DON!!, trashes...
    if _don_x_lost(state, ctx, card, effect, timing):
        return
    env = Env(card, card.owner, chosen, label or say.effect_of(state, card, timing),
              effect.target, effect.target_2,
              takes=up_to.taken(state, card, timing, effect),  # "up to N": what was taken
              picks=picks.taken(state, card, timing),  # cards named to pick (picks.py)
              place=picks.placed(state, card, timing),
              don_from=picks.don_sources(state, card, timing))
    run(state, ctx, effect, env)
    options.restore(state, card, timing)  # "Choose one:" picks anew at its next use


def resolve_now(state: State, ctx: Context, timings: tuple[str, ...]) -> None:
    """Resolve at once the waiting effects of `timings`, the rest keep waiting: "When this
    Character's attack deals damage" resolves once the Life card is checked, before that card's
    [Trigger] (official Q&A, OP03-041 Usopp; CR 8-6-2-1)."""
    now = [item for item in state.pending if item.timing in timings]
    state.pending = [item for item in state.pending if item.timing not in timings]
    for item in now:
        _resolve_pending(state, ctx, item)
        rule_processing(state, ctx)


def _don_x_lost(state: State, ctx: Context, card: Card, effect: Effect, timing: str) -> bool:
    """A [DON!! xX] effect whose DON!! left the card before it resolved (its own DON!! -X cost
    included): the effect is valid only while the condition holds (CR 8-3-2-3, 8-2-1-2), so
    it does nothing (official Q&A, OP10-069 Fighting Fish). An [On K.O.] was judged as the
    card was on the field."""
    if not effect.don_x or timing in ("on_ko", triggers.KO_BY_OPPONENT, "trigger") \
            or card.don >= effect.don_x:
        return False
    ctx.emit("don_x_lost", cr.DON_X, cr.DON_X_CONDITION, cr.VALID_ONLY_IF,
             effect=say.effect_of(state, card, timing), needed=effect.don_x, count=card.don)
    return True
