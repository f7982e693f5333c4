"""The opponent family: steps the effect's controller makes their opponent carry out, and
the opponent's DON!!:

- `{opponent_trash_from_hand: N}`: "Your opponent trashes 1 card from their hand."
- `{opponent_hand_to_bottom: N}`: "Your opponent places 1 card from their hand at the bottom
  of their deck."
- `{opponent_picks_from_hand: N}`: "Your opponent chooses 1 card from your hand; trash that
  card.": the opponent picks from the effect's player's face-down hand (official Q&A, OP01-038).
- `{trash_opponent_hand: N}`: "Trash 2 cards from your opponent's hand.": the effect's player
  picks them, face down (the text names no chooser, CR 8-4-4-3; official Q&A on OP03-078 and
  ST10-010).
- `{opponent_return_don: N}`: "Your opponent returns 1 DON!! card from their field to their
  DON!! deck."
- `{rest_opponent_don: N}`: "Rest up to 2 of your opponent's DON!! cards." (active DON!! of
  their cost area; given DON!! are in no state, CR 4-4-2).
- `{opponent_don_stays_rested: N}`: N rested DON!! of the opponent's cost area will not
  become active in the opponent's next Refresh Phase ("Up to 2 of your opponent's rested
  cards will not become active ...", the DON!! among them: OP15-023).
- `{opponent_trash_to_bottom: N}`: "Your opponent places 3 cards from their trash at the
  bottom of their deck in any order."; `{opponent_trash_to_bottom: {count: N, among: FILTER}}`
  only cards the filter names ("3 Events": `among: {types: [event]}`; with fewer, all of them,
  official Q&A on OP11-091).
- `{bottom_opponent_trash: N}`: "you may place up to 1 card from your opponent's trash at the
  bottom of their deck": the effect's player picks (official Q&A on OP07-093), `picks`.
- `{opponent_bottom_character: N}`: "Your opponent places 1 of their Characters at the bottom
  of the owner's deck": the opponent picks which (CR 8-4-4-3); it leaves the field by this
  effect, so protections and replacements apply (removal.py).
- `{opponent_life_to_hand: N}`, `{opponent_trash_life: N}`: "Add up to 1 card from the top of
  your opponent's Life cards to the owner's hand." / "Trash up to 1 card from the top of your
  opponent's Life cards."

The opponent chooses the cards: the action names them (`picks`, picks.py), else the first N
their hand (or trash) lists, in that order, and the notes say the judge took that default.
For DON!!, the action's `don_from` names them (`active`, `rested`, or the card a DON!! is
given to), else as for DON!! −X (activation.py): rested ones of the cost area first, then active
ones, then those given to the Leader, then to the Characters in order, and a note says so.
"""
from __future__ import annotations

import dataclasses
from typing import Any

from ..core import validate as v
from ..core.events import Event
from ..core.replay import Context
from ..core.validate import key_path
from . import picks
from . import rules as cr
from . import text as say
from .don import take_don
from .filters import mismatch
from .kinds import Reader, StepKind, read_count
from .life import MOVED, life_moves
from .limits import Limit
from .model import Z_TRASH, State, opponent
from .partial import nothing_for_zero, short_of
from .removal import leave_field
from .specs import EffectStep
from .zones import deck_bottom, move


def opponent_hand(state: State, ctx: Context, step: EffectStep, env: Any) -> None:
    """The opponent trashes, or places at the bottom of their deck, N cards of their hand (or
    of their trash)."""
    if nothing_for_zero(ctx, step, env.label):
        return
    rival = opponent(env.controller)
    from_trash = step.kind == "opponent_trash_to_bottom"
    player = state.players[rival]
    # the opponent's pick (CR 8-4-4-3), or the effect's player's for "trash 2 cards from your
    # opponent's hand" (official Q&A on OP03-078: chosen face down): named by the action's
    # `picks`, else the first listed
    by_you = step.kind == "trash_opponent_hand"
    pool = list(player.trash if from_trash else player.hand)
    if step.among is not None:  # "3 Events from their trash": only those may be picked
        pool = [card_id for card_id in pool
                if mismatch(state, env.source, step.among, state.cards[card_id]) is None]
    picked, named = picks.pick_named(state, env, pool, step.amount,
                                     env.controller if by_you else rival)
    to_trash = step.kind in ("opponent_trash_from_hand", "trash_opponent_hand")
    for card_id in picked:
        card = state.cards[card_id]
        if to_trash:
            move(state, card, Z_TRASH)
        else:
            deck_bottom(state, card)
    if not picked:
        ctx.emit("step_skipped", cr.DO_WHAT_YOU_CAN, effect=env.label,
                 what=Event(f"would.{step.kind}"),
                 why=Event("why.trash_empty" if from_trash else "why.hand_empty",
                           {"player": rival}))
        return
    suffix, rules = short_of(len(picked), step.amount)
    # "Trash" is choosing a card of one's own hand (CR 10-2-14-1); several cards placed at
    # once go in the order their owner picks (CR 3-1-7)
    own = (cr.TRASH_FROM_HAND,) if to_trash else (cr.SEVERAL_CARDS_ORDER,)
    if named and not suffix:  # the scenario named them: no "first listed" to say
        suffix = ".picked"
    if by_you:  # the text names no chooser, so the effect's player chooses (CR 8-4-4-3), as
        # the effect resolves (CR 8-4-4)
        ctx.emit(f"{step.kind}{suffix}", cr.CHOOSE, cr.WHO_CHOOSES, *rules, effect=env.label,
                 player=rival, chooser=env.controller, cards=say.cards_of(state, picked),
                 wanted=step.amount, count=len(picked))
        return
    # `count`: a language says "it" or "them", "the first listed" in the number of the cards
    ctx.emit(f"{step.kind}{suffix}", *own, *rules, effect=env.label, player=rival,
             cards=say.cards_of(state, picked), wanted=step.amount, count=len(picked))


def opponent_picks_from_hand(state: State, ctx: Context, step: EffectStep, env: Any) -> None:
    """"Your opponent chooses 1 card from your hand; trash that card.": the opponent picks from
    the effect's player's face-down hand (official Q&A on OP01-038), named by `picks`."""
    if nothing_for_zero(ctx, step, env.label):
        return
    rival = opponent(env.controller)
    hand = list(state.players[env.controller].hand)
    picked, named = picks.pick_named(state, env, hand, step.amount, rival)
    if not picked:
        ctx.emit("step_skipped", cr.DO_WHAT_YOU_CAN, effect=env.label,
                 what=Event("would.trash_from_hand"),
                 why=Event("why.hand_empty", {"player": env.controller}))
        return
    for card_id in picked:
        move(state, state.cards[card_id], Z_TRASH)
    suffix, rules = short_of(len(picked), step.amount)
    if named and not suffix:
        suffix = ".picked"
    ctx.emit(f"trash_opponent_hand{suffix}", cr.CHOOSE, *rules, effect=env.label,
             player=env.controller, chooser=rival, cards=say.cards_of(state, picked),
             wanted=step.amount, count=len(picked))


def read_trash_to_bottom(reader: Reader, kind: str, at: str, arg: Any) -> EffectStep | None:
    """`{opponent_trash_to_bottom: 3}`, or `{count: 3, among: {types: [event]}}`."""
    if not (isinstance(arg, dict) and "among" in arg):
        return read_count(reader, kind, at, arg)
    p = reader.problems
    data = v.mapping(p, at, arg, ("count", "among"), ("count", "among"))
    among = reader.target_filter(key_path(at, "among"), v.field(data, "among", None))
    count = v.opt_int(p, data, "count", at, 1, 10, 1)
    return None if among is None or count is None else EffectStep(kind, amount=count,
                                                                   among=among)


def bottom_opponent_trash(state: State, ctx: Context, step: EffectStep, env: Any) -> None:
    """The effect's player places N cards of the opponent's trash at the bottom of their deck,
    the player's pick (CR 8-4-4), in the order picked (CR 3-1-7)."""
    if nothing_for_zero(ctx, step, env.label):
        return
    trash = state.players[opponent(env.controller)].trash
    picked, _named = picks.pick_named(state, env, list(trash), step.amount, env.controller)
    if not picked:
        ctx.emit("step_skipped", cr.DO_WHAT_YOU_CAN, effect=env.label,
                 what=Event("would.bottom_opponent_trash"),
                 why=Event("why.trash_empty", {"player": opponent(env.controller)}))
        return
    for card_id in picked:
        deck_bottom(state, state.cards[card_id])
    rules = () if len(picked) == step.amount else (cr.DO_WHAT_YOU_CAN,)
    ctx.emit("bottom_opponent_trash", cr.SEVERAL_CARDS_ORDER, *rules, effect=env.label,
             player=env.controller, cards=say.cards_of(state, picked))


def opponent_bottom_character(state: State, ctx: Context, step: EffectStep, env: Any) -> None:
    if nothing_for_zero(ctx, step, env.label):
        return
    rival = opponent(env.controller)
    characters = list(state.players[rival].characters)
    picked, named = picks.pick_named(state, env, characters, step.amount, rival)
    if not picked:
        ctx.emit("step_skipped", cr.DO_WHAT_YOU_CAN, effect=env.label,
                 what=Event("would.opponent_bottom_character"),
                 why=Event("why.no_characters", {"player": rival}))
        return
    ctx.emit("opponent_bottom_character" + (".picked" if named else ""), cr.WHO_CHOOSES,
             effect=env.label, player=rival, cards=say.cards_of(state, picked),
             count=len(picked))
    for card_id in picked:
        leave_field(state, ctx, dataclasses.replace(step, kind="bottom_deck", target=card_id),
                    env)


def opponent_return_don(state: State, ctx: Context, step: EffectStep, env: Any) -> None:
    """The opponent returns N DON!! of their field: which ones is theirs to choose as it
    resolves (CR 8-4-4), a given DON!! included (official Q&A on OP02-089): those the action's
    `don_from` names, the rest as for DON!! −X with a note that the judge took that default."""
    if nothing_for_zero(ctx, step, env.label):
        return
    rival = state.players[opponent(env.controller)]
    returned, defaults = take_don(state, env, opponent(env.controller), step.amount)
    rival.don_deck += returned
    if not returned:
        ctx.emit("step_skipped", cr.DO_WHAT_YOU_CAN, effect=env.label,
                 what=Event("would.opponent_return_don"),
                 why=Event("why.no_don_on_field", {"player": rival.id}))
        return
    if defaults:
        picks.note_don_default(state, env, rival.id, defaults)
    suffix, rules = short_of(returned, step.amount)
    if not defaults and not suffix:  # the scenario named them: no "rested ones first" to say
        suffix = ".picked"
    ctx.emit(f"opponent_return_don{suffix}", cr.DON_EFFECTS_REMOVED, *rules,
             effect=env.label, player=rival.id, count=returned, wanted=step.amount)


def rest_opponent_don(state: State, ctx: Context, step: EffectStep, env: Any) -> None:
    if nothing_for_zero(ctx, step, env.label):
        return
    rival = state.players[opponent(env.controller)]
    count = min(step.amount, rival.don_active)
    rival.don_active -= count
    rival.don_rested += count
    if not count:
        ctx.emit("step_skipped", cr.DO_WHAT_YOU_CAN, effect=env.label,
                 what=Event("would.rest_opponent_don"),
                 why=Event("why.no_active_don", {"player": rival.id}))
        return
    suffix, rules = short_of(count, step.amount)
    ctx.emit(f"rest_opponent_don{suffix}", cr.RESTED_STATE, *rules, effect=env.label,
             player=rival.id, count=count, wanted=step.amount)


def opponent_don_stays_rested(state: State, ctx: Context, step: EffectStep, env: Any) -> None:
    """"Up to 2 of your opponent's rested cards will not become active in your opponent's next
    Refresh Phase", for the rested DON!! of their cost area: that many stay rested then
    (CR 6-2-4; the card's text wins, 1-3-1). DON!! are alike: only the number is picked."""
    if nothing_for_zero(ctx, step, env.label):
        return
    rival = state.players[opponent(env.controller)]
    count = min(step.amount, rival.don_rested)
    if not count:
        ctx.emit("step_skipped", cr.DO_WHAT_YOU_CAN, effect=env.label,
                 what=Event("would.opponent_don_stays_rested"),
                 why=Event("why.no_rested_don", {"player": rival.id}))
        return
    state.limits.append(Limit("stay_rested", env.label, state.turn_number, player=rival.id,
                              don=count))
    suffix, rules = short_of(count, step.amount)
    ctx.emit(f"opponent_don_stays_rested{suffix}", cr.REFRESH_SET_ACTIVE, cr.CARD_OVER_RULES,
             *rules, effect=env.label, player=rival.id, count=count, wanted=step.amount)


def opponent_life(state: State, ctx: Context, step: EffectStep, env: Any) -> None:
    """`opponent_life_to_hand`, `opponent_trash_life`: the top N of the opponent's Life cards
    to their owner's hand or trash, as `life_to_hand` / `trash_life` move one's own (no
    [Trigger]: they are moved by an effect, not by damage)."""
    own = dataclasses.replace(step, kind=step.kind.removeprefix("opponent_"))
    life_moves(state, ctx, own, dataclasses.replace(env, controller=opponent(env.controller)))


HAND = (cr.TRASH_FROM_HAND, cr.SEVERAL_CARDS_ORDER, cr.DO_WHAT_YOU_CAN, cr.ZERO_TIMES)


def _words(name: str) -> tuple[str, ...]:
    return (name, f"{name}.short", f"would.{name}", f"zero_times.{name}")


KINDS = (
    *(StepKind(name, read_count, opponent_hand, HAND,
               (*_words(name), f"{name}.picked", "note.pick_default"))  # named (picks.py)
      for name in ("opponent_trash_from_hand", "opponent_hand_to_bottom")),
    StepKind("opponent_trash_to_bottom", read_trash_to_bottom, opponent_hand, HAND,
             (*_words("opponent_trash_to_bottom"), "opponent_trash_to_bottom.picked",
              "note.pick_default")),
    StepKind("trash_opponent_hand", read_count, opponent_hand,
             (cr.CHOOSE, cr.WHO_CHOOSES, *HAND),
             (*_words("trash_opponent_hand"), "trash_opponent_hand.picked",
              "note.pick_default")),
    StepKind("opponent_picks_from_hand", read_count, opponent_picks_from_hand,
             (cr.CHOOSE, cr.DO_WHAT_YOU_CAN, cr.ZERO_TIMES),
             ("trash_opponent_hand", "trash_opponent_hand.short", "trash_opponent_hand.picked",
              "would.trash_from_hand", "zero_times.opponent_picks_from_hand",
              "note.pick_default")),
    StepKind("bottom_opponent_trash", read_count, bottom_opponent_trash, HAND,
             ("bottom_opponent_trash", "would.bottom_opponent_trash",
              "zero_times.bottom_opponent_trash", "note.pick_default")),
    StepKind("opponent_bottom_character", read_count, opponent_bottom_character,
             (cr.WHO_CHOOSES, cr.DO_WHAT_YOU_CAN, cr.ZERO_TIMES),
             ("opponent_bottom_character", "opponent_bottom_character.picked",
              "would.opponent_bottom_character", "why.no_characters",
              "zero_times.opponent_bottom_character", "note.pick_default")),
    StepKind("opponent_return_don", read_count, opponent_return_don,
             (cr.DON_EFFECTS_REMOVED, cr.DO_WHAT_YOU_CAN, cr.ZERO_TIMES),
             (*_words("opponent_return_don"), "opponent_return_don.picked",
              "note.don_default")),
    StepKind("rest_opponent_don", read_count, rest_opponent_don,
             (cr.RESTED_STATE, cr.DO_WHAT_YOU_CAN, cr.ZERO_TIMES), _words("rest_opponent_don")),
    StepKind("opponent_don_stays_rested", read_count, opponent_don_stays_rested,
             (cr.REFRESH_SET_ACTIVE, cr.CARD_OVER_RULES, cr.DO_WHAT_YOU_CAN, cr.ZERO_TIMES),
             (*_words("opponent_don_stays_rested"), "why.no_rested_don",
              "refresh.kept_rested_don")),
    *(StepKind(f"opponent_{name}", read_count, opponent_life, MOVED,
               (f"life_moved.{name}", f"life_moved.{name}.short", f"would.{name}"))
      for name in ("life_to_hand", "trash_life")),
)
