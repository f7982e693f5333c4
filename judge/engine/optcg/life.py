"""The Life family: Life cards moved by an effect, the player's own or (opponent.py) the
opponent's: they reveal no [Trigger] (CR 10-1-5-1: only Life cards taken by damage do, CR
4-6-3); and deck cards added to the Life cards.

- `{life_to_hand: N}`, `{trash_life: N}`: the top N Life cards to the hand or the trash.
- `{trash_life_until: N}`: trash from the top until N Life cards are left.
- `{deck_to_life: N}`: the top N deck cards to the top of the Life cards (CR 3-10-2).
- `{deal_damage: N}`: "deal 1 damage to your opponent": the opponent's damage processing
  (CR 4-6-2), with its [Trigger] decisions: damage.py does it, and hands its function in as
  it is imported (it needs the interpreter, which needs this table; game.py imports it before
  any replay).
- `{arrange_life: N}`: "look at all your Life cards; place N at the top of your deck and the
  rest back in your Life area in any order" (N may be 0): the action's `picks` names Life
  cards, the first N to the deck, the others in their new order, top first (those not named
  follow in their order); a face-up Life card stays face-up (official Q&A, ST13-004).
- `{life_face_down: true}`: "turn all of your Life cards face-down" (CR 3-10-2-1).
- `{hand_to_life: N}`: N cards the player picks from the hand (the action's `picks`, picks.py)
  to the top of the Life cards, face down and not shown ("add up to 1 card from your hand to the
  top of your Life cards", official Q&A on OP06-106).
- `{reveal_life: {up_to: true, per_cost: [steps]}}`: "reveal up to 1 card from the top of your
  Life cards. This Character gains +1000 power during this turn per 1 cost on the revealed
  card.": the top Life card is shown and stays (CR 11-2-2); each `power` or `cost` step of
  `per_cost` counts its amount once per 1 cost of that card.
"""
from __future__ import annotations

import dataclasses
from typing import Any

from ..core import validate as v
from ..core.events import Event
from ..core.printed import Note
from ..core.replay import Context
from . import picks
from . import rules as cr
from . import text as say
from .env import skip
from .kinds import Handler, Reader, StepKind, read_count, read_flag
from .limits import life_to_hand_forbidden
from .model import Z_DECK, Z_HAND, Z_LIFE, Z_TRASH, EffectStep, State
from .partial import nothing_for_zero, short_of
from .text import card as say_card
from .zones import move, take_top_of_deck


def life_moves(state: State, ctx: Context, step: EffectStep, env: Any) -> None:
    """`life_to_hand` and `trash_life`: Life cards moved by an effect reveal no [Trigger]."""
    if nothing_for_zero(ctx, step, env.label):
        return
    to_hand = step.kind == "life_to_hand"
    why = life_to_hand_forbidden(state, env.controller) if to_hand else None
    if why is not None:  # "you cannot add Life cards to your hand..." (limits.py)
        skip(ctx, env, Event("would.life_to_hand"), why, cr.PROHIBITION_WINS)
        return
    life = state.players[env.controller].life
    moved = life[:step.amount]
    for card_id in moved:
        move(state, state.cards[card_id], Z_HAND if to_hand else Z_TRASH)
    state.trigger_note = Event("no_trigger.moved_by_effect",
                               rules=(cr.TRIGGER, cr.TRIGGER_ON_DAMAGE))
    if not moved:
        skip(ctx, env, Event(f"would.{step.kind}"),
              Event("why.no_life", {"player": env.controller}))
        return
    # the count is what moved: "the top 2 Life cards", never "(only 0 were left)"
    suffix, rules = short_of(len(moved), step.amount)
    ctx.emit(f"life_moved.{step.kind}{suffix}", cr.LIFE_TOP_FIRST, cr.TRIGGER_ON_DAMAGE, *rules,
             effect=env.label, player=env.controller, count=len(moved), wanted=step.amount)


def trash_life_until(state: State, ctx: Context, step: EffectStep, env: Any) -> None:
    """`{trash_life_until: N}`: "trash cards from the top of your Life cards until you have N
    Life cards": as many as are above N, top first (CR 3-10-2); with N or fewer, none, and
    never a Life card added (CR 1-3-2-2; official Q&A, EB01-059)."""
    life = state.players[env.controller].life
    moved = life[:max(0, len(life) - step.amount)]
    if not moved:
        ctx.emit("life_until.kept", cr.ZERO_TIMES, effect=env.label, player=env.controller,
                 count=len(life), wanted=step.amount)
        return
    for card_id in moved:
        move(state, state.cards[card_id], Z_TRASH)
    state.trigger_note = Event("no_trigger.moved_by_effect",
                               rules=(cr.TRIGGER, cr.TRIGGER_ON_DAMAGE))
    ctx.emit("life_moved.trash_life", cr.LIFE_TOP_FIRST, cr.TRIGGER_ON_DAMAGE,
             effect=env.label, player=env.controller, count=len(moved), wanted=len(moved))


def deck_to_life(state: State, ctx: Context, step: EffectStep, env: Any) -> None:
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
        skip(ctx, env, Event("would.deck_to_life"),
             Event("why.deck_empty", {"player": env.controller}))
        return
    suffix, rules = short_of(len(added), step.amount)
    ctx.emit(f"deck_to_life{suffix}", cr.LIFE_TOP_FIRST, *rules,
             effect=env.label, player=env.controller, count=len(added), wanted=step.amount)


def hand_to_life(state: State, ctx: Context, step: EffectStep, env: Any) -> None:
    if nothing_for_zero(ctx, step, env.label):
        return
    hand = state.players[env.controller].hand
    chosen = picks.pick(state, env, hand, step.amount, env.controller)  # the player's (CR 8-4-4)
    for card_id in reversed(chosen):  # the first picked ends up on top
        move(state, state.cards[card_id], Z_LIFE, top=True)
    if not chosen:
        skip(ctx, env, Event("would.hand_to_life"),
             Event("why.hand_empty", {"player": env.controller}))
        return
    ctx.emit("hand_to_life", cr.LIFE_TOP_FIRST, *short_of(len(chosen), step.amount)[1],
             effect=env.label, player=env.controller, cards=say.cards_of(state, chosen))


DAMAGE: list[Handler] = []  # damage.effect_damage, handed in by damage.py


def deal_damage(state: State, ctx: Context, step: EffectStep, env: Any) -> None:
    if nothing_for_zero(ctx, step, env.label):
        return
    DAMAGE[0](state, ctx, step, env)


def arrange_life(state: State, ctx: Context, step: EffectStep, env: Any) -> None:
    life = state.players[env.controller].life
    if not life:
        skip(ctx, env, Event("would.arrange_life"),
             Event("why.no_life", {"player": env.controller}))
        return
    to_deck = picks.pick(state, env, list(life), step.amount, env.controller)
    for card_id in reversed(to_deck):  # the first named ends up on top, face down (CR 3-10-2)
        move(state, state.cards[card_id], Z_DECK, top=True)
    named = [card_id for card_id in env.picks if card_id in life]
    for card_id in named:
        env.picks.remove(card_id)
    if len(life) > 1 and not named:  # the order is the player's choice (CR 8-4-4)
        source = env.source
        state.notes.append(Note(source.id if source is not None else env.controller, Event(
            "note.life_order_default", {"effect": env.label, "player": env.controller}),
            kind="default"))
    # kept in place, not moved: a face-up card stays face-up
    life[:] = named + [card_id for card_id in life if card_id not in named]
    ctx.emit("life_arranged.to_deck" if to_deck else "life_arranged", cr.LIFE_TOP_FIRST,
             effect=env.label, player=env.controller, cards=say.cards_of(state, to_deck))


def life_face_down(state: State, ctx: Context, step: EffectStep, env: Any) -> None:
    for card_id in state.players[env.controller].life:
        state.cards[card_id].face_up = False
    ctx.emit("life_face_down", cr.LIFE_FACE_UP, effect=env.label, player=env.controller)
def reveal_life(state: State, ctx: Context, step: EffectStep, env: Any) -> None:
    """The top Life card, face-up or not, is revealed (official Q&A, OP15-119); with no Life
    card there is nothing to reveal and no power (official Q&A, OP15-119)."""
    life = state.players[env.controller].life
    if not life:
        skip(ctx, env, Event("would.reveal_life"), Event("why.no_life", {"player": env.controller}))
        return
    card = state.cards[life[0]]
    value = card.cost or 0
    ctx.emit("life_revealed", cr.REVEALED_HIDDEN_AGAIN, effect=env.label, player=env.controller,
             card=say_card(state, card, owned=False), cost=value)
    scaled = tuple(dataclasses.replace(inner, amount=inner.amount * value)
                   for inner in step.steps)
    if env.nested is not None:
        env.nested(state, ctx, scaled, env)


def read_reveal_life(reader: Reader, kind: str, at: str, arg: Any) -> EffectStep | None:
    p = reader.problems
    data = v.mapping(p, at, arg, ("up_to", "per_cost"), ("per_cost",))
    if data is None:
        return None
    steps = reader.steps(f"{at}.per_cost", v.field(data, "per_cost", []))
    if any(inner.kind not in ("power", "cost") for inner in steps):
        p.add(f"{at}.per_cost", "only power and cost steps count per cost")
    return EffectStep(kind, amount=1, up_to=v.opt_bool(p, data, "up_to", at, False),
                      steps=steps)


MOVED = (cr.LIFE_TOP_FIRST, cr.TRIGGER_ON_DAMAGE, cr.PROHIBITION_WINS, cr.DO_WHAT_YOU_CAN,
         cr.ZERO_TIMES)
KINDS = (
    *(StepKind(name, read_count, life_moves, MOVED,
               (f"life_moved.{name}", f"life_moved.{name}.short", f"would.{name}",
                f"zero_times.{name}"))
      for name in ("life_to_hand", "trash_life")),
    StepKind("trash_life_until", read_count, trash_life_until,
             (cr.LIFE_TOP_FIRST, cr.TRIGGER_ON_DAMAGE, cr.ZERO_TIMES),
             ("life_until.kept", "life_moved.trash_life")),
    StepKind("reveal_life", read_reveal_life, reveal_life, (cr.REVEALED_HIDDEN_AGAIN,),
             ("life_revealed", "would.reveal_life")),
    StepKind("deck_to_life", read_count, deck_to_life,
             (cr.LIFE_TOP_FIRST, cr.DO_WHAT_YOU_CAN, cr.ZERO_TIMES),
             ("deck_to_life", "deck_to_life.short", "would.deck_to_life",
              "zero_times.deck_to_life")),
    StepKind("deal_damage", read_count, deal_damage,
             (cr.DAMAGE_ONE, cr.DAMAGE_X, cr.TRIGGER_ON_DAMAGE, cr.ZERO_LIFE_WINS,
              cr.LOSE_DAMAGE_AT_ZERO, cr.ZERO_TIMES),
             ("effect_damage", "damage_at_zero_life", "zero_times.deal_damage")),
    StepKind("arrange_life", read_count, arrange_life, (cr.LIFE_TOP_FIRST,),
             ("life_arranged", "life_arranged.to_deck", "would.arrange_life",
              "note.life_order_default", "note.pick_default")),
    StepKind("life_face_down", read_flag, life_face_down, (cr.LIFE_FACE_UP,),
             ("life_face_down",)),
    StepKind("hand_to_life", read_count, hand_to_life,
             (cr.LIFE_TOP_FIRST, cr.DO_WHAT_YOU_CAN, cr.ZERO_TIMES),
             ("hand_to_life", "would.hand_to_life", "zero_times.hand_to_life",
              "note.pick_default")),
)
