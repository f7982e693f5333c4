"""Steps that play a card by an effect: "[Trigger] Play this card." (`play_self`), and
"Play up to 1 {Type} type Character card with a cost of 3 or less from your hand / trash
(rested)" (`{play_card: {target: chosen, from: hand|trash, rested: bool}}`: the card the
action names, checked against the effect's target filter; `target: self`: the card whose effect
it is, "play this Character card from your trash"); `{opponent_play_card: {among: FILTER,
up_to: true}}`: the opponent plays a Character card of their hand that fits, their pick.

A card played by an effect pays no cost (CR 4-7-1 is playing from the hand); a Character
enters active and was played this turn (CR 3-7-5, 3-7-4), and its [On Play] activates. With 5
Characters already, the player would have to pick one to trash (CR 3-7-6-1), which the
scenario does not say: the step is skipped rather than guessed.
"""
from __future__ import annotations

from typing import Any

from ..core import validate as v
from ..core.events import Event
from ..core.replay import Context
from ..core.validate import key_path
from . import rules as cr
from . import text as say
from .autos import queue_auto
from .filters import mismatch
from .kinds import Reader, StepKind, read_flag
from .limits import play_by_effect_forbidden
from .model import (
    CHARACTER,
    STAGE,
    Z_CHARACTERS,
    Z_HAND,
    Z_LIMBO,
    Z_STAGE,
    Z_TRASH,
    Card,
    State,
    opponent,
)
from .picks import pick_named
from .specs import EffectStep
from .statics import NO_PLAY_BY_EFFECTS, PLAYED_RESTED, flagged
from .zones import move

MAX_CHARACTERS = 5  # CR 3-7-6


def play_self(state: State, ctx: Context, step: EffectStep, env: object) -> None:
    card = getattr(env, "source", None)
    label = getattr(env, "label", None)
    label = label if isinstance(label, Event) else Event("the_effect")
    if card is None or card.zone != Z_LIMBO or card.kind not in (CHARACTER, STAGE):
        ctx.emit("step_skipped", cr.DO_WHAT_YOU_CAN, effect=label, what=Event("would.play"),
                 why=Event("why.not_waiting_to_be_played"))
        return
    player = state.players[card.owner]
    if card.kind == CHARACTER and len(player.characters) >= MAX_CHARACTERS:
        ctx.emit("step_skipped", cr.SIXTH_CHARACTER, cr.DO_WHAT_YOU_CAN, effect=label,
                 what=Event("would.play.card", {"card": say.card(state, card, owned=False)}),
                 why=Event("why.five_characters", {"player": card.owner}))
        return
    if card.kind == STAGE and player.stage:
        move(state, state.cards[player.stage], Z_TRASH)
    move(state, card, Z_CHARACTERS if card.kind == CHARACTER else Z_STAGE)
    if card.kind == CHARACTER:
        card.played_this_turn = True
        ctx.emit("played_by_effect.character", cr.PLAY_ACTIVE, cr.PLAYED_CANNOT_ATTACK,
                 effect=label, card=say.card(state, card))
    else:
        ctx.emit("played_by_effect.stage", cr.STAGE_ACTIVE, cr.ONE_STAGE, effect=label,
                 card=say.card(state, card))
    queue_auto(state, ctx, card, "on_play")


def play_self_from_trash(state: State, ctx: Context, step: EffectStep, env: object) -> None:
    """"[On K.O.] ... Play this Character card from your trash (rested).": the K.O.'d card
    itself, in its owner's trash since the K.O. (CR 10-2-1), played without its cost; gone from
    the trash by the time the effect resolves, nothing is played (CR 1-3-2)."""
    card = getattr(env, "source", None)
    label = getattr(env, "label", None)
    label = label if isinstance(label, Event) else Event("the_effect")
    if card is None or card.zone != Z_TRASH or card.kind != CHARACTER:
        ctx.emit("step_skipped", cr.DO_WHAT_YOU_CAN, effect=label, what=Event("would.play"),
                 why=Event("why.not_in_trash"))
        return
    play_by_effect(state, ctx, card, label, step.rested)


def read_self_from_trash(reader: Reader, kind: str, at: str, arg: Any) -> EffectStep | None:
    """`{play_self_from_trash: true}`, or `{play_self_from_trash: {rested: true}}`."""
    if arg is True:
        return EffectStep(kind)
    data = v.mapping(reader.problems, at, arg, ("rested",), ("rested",))
    return EffectStep(kind, rested=v.opt_bool(reader.problems, data, "rested", at, False))


def play_card(state: State, ctx: Context, step: EffectStep, env: object) -> None:
    """Play the chosen Character (or Stage) card of the controller's hand or trash, without its
    cost."""
    label = getattr(env, "label", None)
    label = label if isinstance(label, Event) else Event("the_effect")
    chosen = getattr(env, "chosen", None)
    # `target: self`: "Play this Character card from your trash" ([On K.O.]): the card itself,
    # if it is still where the step plays from (moved away, it is a new card, CR 3-1-6)
    card = getattr(env, "source", None) if step.target == "self" else \
        state.resolve(chosen) if chosen else None
    where = {"trash": (Z_TRASH,), "hand_or_trash": (Z_HAND, Z_TRASH)}.get(step.duration,
                                                                          (Z_HAND,))
    if card is None or card.zone not in where or card.kind not in (CHARACTER, STAGE) \
            or card.owner != getattr(env, "controller", None):
        # "up to 1": nothing chosen (or nothing that fits) plays nothing (CR 8-4-4-1)
        ctx.emit("step_skipped", cr.DO_WHAT_YOU_CAN, effect=label, what=Event("would.play"),
                 why=Event("why.not_waiting_to_be_played"))
        return
    play_by_effect(state, ctx, card, label, step.rested)


def play_by_effect(state: State, ctx: Context, card: Card, label: Event, rested: bool) -> None:
    """Play a Character or Stage card by an effect, from wherever it is, without its cost."""
    why = play_by_effect_forbidden(state, card)
    if why is None and card.zone == Z_HAND and flagged(state, card, NO_PLAY_BY_EFFECTS):
        why = Event("why.no_play_by_effects", {"card": say.card(state, card, owned=False)})
    if why is not None:  # "you cannot play Character cards during this turn" (CR 1-3-3)
        ctx.emit("step_skipped", cr.PROHIBITION_WINS, effect=label,
                 what=Event("would.play.card", {"card": say.card(state, card, owned=False)}),
                 why=why)
        return
    if card.kind == STAGE:
        _enter_stage(state, ctx, card, label)
        return
    if len(state.players[card.owner].characters) >= MAX_CHARACTERS:
        ctx.emit("step_skipped", cr.SIXTH_CHARACTER, cr.DO_WHAT_YOU_CAN, effect=label,
                 what=Event("would.play.card", {"card": say.card(state, card, owned=False)}),
                 why=Event("why.five_characters", {"player": card.owner}))
        return
    _enter(state, ctx, card, label, rested)


def _enter_stage(state: State, ctx: Context, card: Card, label: Event) -> None:
    """A Stage enters active; the one already there is trashed (CR 3-8-4, 3-8-5-1)."""
    old_id = state.players[card.owner].stage
    if old_id is not None:
        old = state.cards[old_id]
        move(state, old, Z_TRASH)
        ctx.emit("stage_replaced", cr.REPLACE_STAGE, cr.ONE_STAGE, card=say.card(state, old))
    move(state, card, Z_STAGE)
    ctx.emit("played_by_effect.stage", cr.STAGE_ACTIVE, cr.ONE_STAGE, effect=label,
             card=say.card(state, card))
    queue_auto(state, ctx, card, "on_play")


def _enter(state: State, ctx: Context, card: Card, label: Event, rested: bool) -> None:
    move(state, card, Z_CHARACTERS)
    card.played_this_turn = True
    rested = rested or flagged(state, card, PLAYED_RESTED)  # "... are played rested"
    card.rested = rested
    if rested:
        ctx.emit("played_by_effect.character_rested", cr.PLAYED_CANNOT_ATTACK, effect=label,
                 card=say.card(state, card))
    else:
        ctx.emit("played_by_effect.character", cr.PLAY_ACTIVE, cr.PLAYED_CANNOT_ATTACK,
                 effect=label, card=say.card(state, card))
    queue_auto(state, ctx, card, "on_play")


def read_play_card(reader: Reader, kind: str, at: str, arg: Any) -> EffectStep | None:
    p = reader.problems
    data = v.mapping(p, at, arg, ("target", "from", "rested", "up_to"), ("target",))
    target = reader.target(key_path(at, "target"), v.field(data, "target", None))
    where = v.choice(p, key_path(at, "from"), v.field(data, "from", "hand"),
                     ("hand", "trash", "hand_or_trash")) or "hand"
    # the zone rides in `duration`, the step's one free text field; `up_to: true`: "play up
    # to 1 [X] from your hand" after a search may be declined (`take: 0`, up_to.py)
    return EffectStep(kind, target=target, duration=where, amount=1,
                      rested=v.opt_bool(p, data, "rested", at, False),
                      up_to=v.opt_bool(p, data, "up_to", at, False))


def opponent_play_card(state: State, ctx: Context, step: EffectStep, env: Any) -> None:
    """"Your opponent plays up to 1 Character card with a cost of 4 or less from their hand":
    the opponent picks the card (CR 8-4-4-3), named by the action's `picks` (else the first
    that fits, with a note), and may play none (`take: 0`); it is played without its cost and
    by the effect (official Q&A, OP13-119)."""
    rival = opponent(env.controller)
    source = env.source
    pool = [card_id for card_id in state.players[rival].hand
            if state.cards[card_id].kind == CHARACTER and (
                step.bounds is None or source is None
                or mismatch(state, source, step.bounds, state.cards[card_id]) is None)]
    picked, _named = pick_named(state, env, pool, 1, rival)
    if not picked:
        ctx.emit("step_skipped", cr.DO_WHAT_YOU_CAN, effect=env.label,
                 what=Event("would.opponent_play_card"),
                 why=Event("why.no_fitting_card_in_hand", {"player": rival}))
        return
    play_by_effect(state, ctx, state.cards[picked[0]], env.label, False)


def read_opponent_play_card(reader: Reader, kind: str, at: str, arg: Any) -> EffectStep | None:
    """`{opponent_play_card: {among: FILTER, up_to: true}}` (the filter seen from the
    effect's player: `owner: opponent`)."""
    p = reader.problems
    data = v.mapping(p, at, arg, ("among", "up_to"), ("among",))
    among = reader.target_filter(key_path(at, "among"), v.field(data, "among", None))
    return EffectStep(kind, amount=1, bounds=among,
                      up_to=v.opt_bool(p, data, "up_to", at, False))


PLAYED = (cr.PLAY_ACTIVE, cr.PLAYED_CANNOT_ATTACK, cr.STAGE_ACTIVE, cr.ONE_STAGE,
          cr.SIXTH_CHARACTER, cr.DO_WHAT_YOU_CAN, cr.PROHIBITION_WINS)
WORDS = ("played_by_effect.character", "played_by_effect.stage", "would.play",
         "would.play.card", "why.play_forbidden", "why.no_play_by_effects")
KINDS = (
    StepKind("play_self", read_flag, play_self, PLAYED, WORDS),  # `{play_self: true}`
    StepKind("play_card", read_play_card, play_card, (*PLAYED, cr.REPLACE_STAGE),
             (*WORDS, "played_by_effect.character_rested", "stage_replaced")),
    StepKind("play_self_from_trash", read_self_from_trash, play_self_from_trash, PLAYED,
             (*WORDS, "played_by_effect.character_rested", "why.not_in_trash")),
    StepKind("opponent_play_card", read_opponent_play_card, opponent_play_card,
             (*PLAYED, cr.WHO_CHOOSES),
             (*WORDS, "would.opponent_play_card", "why.no_fitting_card_in_hand",
              "note.pick_default")),
)
