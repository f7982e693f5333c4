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
- `{look_at_life: 1}`: "Look at up to 1 card from the top of your or your opponent's Life cards
  and place it at the top or bottom of the Life cards.": whose Life is the player's pick (the
  action's `picks` names that top Life card), the side the action's `place` (CR 8-4-4).
- `{hand_to_life: N}` or `{hand_to_life: {count: N, up_to: true, face_up: true, among: FILTER}}`:
  "Add up to 1 {Egghead} type Character card from your hand to the top of your Life cards
  face-up.": the cards the player picks (the action's `picks`, picks.py; CR 8-4-4) of those the
  filter names, on top, face down unless the effect says face-up (CR 3-10-2-1); not shown
  (official Q&A on OP06-106).
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
from ..core.validate import key_path
from . import picks
from . import rules as cr
from . import text as say
from .env import skip
from .filters import mismatch
from .kinds import MAX_COUNT, Handler, Reader, StepKind, read_count, read_flag
from .limits import life_to_hand_forbidden
from .model import Z_DECK, Z_HAND, Z_LIFE, Z_TRASH, State, opponent
from .partial import nothing_for_zero, short_of
from .specs import EffectStep
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
    bottom = step.duration == "top_or_bottom" and picks.side(state, env, "top", "life_") == "bottom"
    moved = life[len(life) - step.amount:] if bottom else life[:step.amount]
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
    if bottom and not suffix:  # "from the top or bottom": the player took the bottom (CR 8-4-4)
        suffix, rules = ".bottom", (cr.CHOOSE,)
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
    """Cards of the controller's hand, their pick, face down on top of the Life cards (an
    effect puts a Life card face-up only when it says so, CR 3-10-2-1)."""
    if nothing_for_zero(ctx, step, env.label):
        return
    hand = [card_id for card_id in state.players[env.controller].hand
            if step.among is None or env.source is None
            or mismatch(state, env.source, step.among, state.cards[card_id], printed=True) is None]
    chosen = picks.pick(state, env, hand, step.amount, env.controller)
    face_up = step.duration == "face_up"
    for card_id in reversed(chosen):  # the first picked ends on top
        card = state.cards[card_id]
        move(state, card, Z_LIFE, top=True)
        card.face_up = face_up
    if not chosen:
        skip(ctx, env, Event("would.hand_to_life"), Event(
            "why.hand_empty" if step.among is None else "why.none_in_hand_fits",
            {"player": env.controller}))
        return
    ctx.emit("hand_to_life" + (".face_up" if face_up else ""), cr.LIFE_TOP_FIRST, cr.CHOOSE,
             *((cr.LIFE_FACE_UP,) if face_up else ()), *short_of(len(chosen), step.amount)[1],
             effect=env.label, player=env.controller, cards=say.cards_of(state, chosen))


def read_hand_to_life(reader: Reader, kind: str, at: str, arg: Any) -> EffectStep | None:
    """`{hand_to_life: N}`, or a mapping that may add `face_up: true` and `among: FILTER`."""
    if not (isinstance(arg, dict) and set(arg) & {"face_up", "among"}):
        return read_count(reader, kind, at, arg)
    p = reader.problems
    data = v.mapping(p, at, arg, ("count", "up_to", "face_up", "among"), ("count",))
    among = reader.target_filter(key_path(at, "among"), v.field(data, "among", None))
    face_up = v.opt_bool(p, data, "face_up", at, False)
    # the face rides in `duration`, the step's one free text field (as to_life's side)
    return EffectStep(kind, amount=v.opt_int(p, data, "count", at, 0, MAX_COUNT, 0),
                      up_to=v.opt_bool(p, data, "up_to", at, False), among=among,
                      duration="face_up" if face_up else "")


def look_at_life(state: State, ctx: Context, step: EffectStep, env: Any) -> None:
    """The top Life card of either player, the player's pick, looked at and left on top or put
    at the bottom of those Life cards; it stays face-up or face-down as it was (CR 3-10-3)."""
    if nothing_for_zero(ctx, step, env.label):
        return
    tops = [life[0] for player in (env.controller, opponent(env.controller))
            if (life := state.players[player].life)]
    chosen = picks.pick(state, env, tops, 1, env.controller)
    if not chosen:
        skip(ctx, env, Event("would.look_at_life"),
             Event("why.no_life", {"player": env.controller}))
        return
    card = state.cards[chosen[0]]
    side = picks.side(state, env, "top", "life_")
    if side == "bottom":  # within the Life area: the card moves to no other area
        life = state.players[card.owner].life
        life.remove(card.id)
        life.append(card.id)
    ctx.emit(f"life_looked.{side}", cr.LIFE_LOOKED, cr.CHOOSE, effect=env.label,
             player=env.controller, card=say.card(state, card), owner=card.owner)


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


def arrange_opponent_life(state: State, ctx: Context, step: EffectStep, env: Any) -> None:
    """"Look at all of your opponent's Life cards and place them back in their Life area in any
    order": the order is the effect's player's (CR 8-4-4), named top first by the action's
    `picks`; each card keeps its face (CR 3-10-3; official Q&A, EB01-052)."""
    owner = opponent(env.controller)
    life = state.players[owner].life
    if not life:
        skip(ctx, env, Event("would.arrange_life"), Event("why.no_life", {"player": owner}))
        return
    named = [card_id for card_id in env.picks if card_id in life]
    for card_id in named:
        env.picks.remove(card_id)
    if len(life) > 1 and not named:
        source = env.source
        state.notes.append(Note(source.id if source is not None else env.controller, Event(
            "note.opponent_life_order_default", {"effect": env.label, "player": env.controller,
                                                 "owner": owner}), kind="default"))
    life[:] = named + [card_id for card_id in life if card_id not in named]
    ctx.emit("life_arranged.opponents", cr.LIFE_LOOKED, cr.CHOOSE, effect=env.label,
             player=env.controller, owner=owner)


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
def read_life_to_hand(reader: Reader, kind: str, at: str, arg: Any) -> EffectStep | None:
    """`{life_to_hand: N}`, or `{life_to_hand: {count: N, top_or_bottom: true}}` ("add 1 card
    from the top or bottom of your Life cards to your hand": the side is the action's
    `place`)."""
    if not isinstance(arg, dict):
        return read_count(reader, kind, at, arg)
    p = reader.problems
    data = v.mapping(p, at, arg, ("count", "top_or_bottom"), ("count",))
    count = v.opt_int(p, data, "count", at, 1, MAX_COUNT, 1)
    either = v.opt_bool(p, data, "top_or_bottom", at, False)
    # the side rides in `duration`, the step's one free text field (as to_life's)
    return EffectStep(kind, amount=count, duration="top_or_bottom" if either else "turn")


KINDS = (
    StepKind("life_to_hand", read_life_to_hand, life_moves, (*MOVED, cr.CHOOSE),
             ("life_moved.life_to_hand", "life_moved.life_to_hand.short",
              "life_moved.life_to_hand.bottom", "would.life_to_hand",
              "zero_times.life_to_hand")),
    StepKind("trash_life", read_count, life_moves, MOVED,
             ("life_moved.trash_life", "life_moved.trash_life.short", "would.trash_life",
              "zero_times.trash_life")),
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
    # "Then, you take 1 damage.": the same damage processing, to the effect's own player
    StepKind("take_damage", read_count, deal_damage,
             (cr.DAMAGE_ONE, cr.DAMAGE_X, cr.TRIGGER_ON_DAMAGE, cr.ZERO_LIFE_WINS,
              cr.LOSE_DAMAGE_AT_ZERO, cr.ZERO_TIMES),
             ("effect_damage", "damage_at_zero_life", "zero_times.take_damage")),
    StepKind("arrange_life", read_count, arrange_life, (cr.LIFE_TOP_FIRST,),
             ("life_arranged", "life_arranged.to_deck", "would.arrange_life",
              "note.life_order_default", "note.pick_default")),
    StepKind("arrange_opponent_life", read_flag, arrange_opponent_life,
             (cr.LIFE_LOOKED, cr.CHOOSE),
             ("life_arranged.opponents", "would.arrange_life", "note.opponent_life_order_default")),
    StepKind("life_face_down", read_flag, life_face_down, (cr.LIFE_FACE_UP,),
             ("life_face_down",)),
    StepKind("look_at_life", read_count, look_at_life, (cr.LIFE_LOOKED, cr.CHOOSE, cr.ZERO_TIMES),
             ("life_looked.top", "life_looked.bottom", "would.look_at_life",
              "zero_times.look_at_life", "note.pick_default", "note.place_default.life_top")),
    StepKind("hand_to_life", read_hand_to_life, hand_to_life,
             (cr.LIFE_TOP_FIRST, cr.CHOOSE, cr.LIFE_FACE_UP, cr.DO_WHAT_YOU_CAN, cr.ZERO_TIMES),
             ("hand_to_life", "hand_to_life.face_up", "would.hand_to_life",
              "zero_times.hand_to_life", "note.pick_default", "why.none_in_hand_fits")),
)
