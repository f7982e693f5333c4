"""Steps that make a Character leave the field: `{ko: chosen}` (K.O., CR 10-2-1), `{trash:
...}` (trashed, not K.O.'d: CR 10-2-1-3), `{bounce: ...}` (to its owner's hand) and
`{bottom_deck: ...}` (to the bottom of its owner's deck); each may name `{all: FILTER}`.
`{to_life: chosen}` or `{to_life: {target: chosen, to: top | bottom | top_or_bottom}}` ("Add up
to 1 of your opponent's Characters with a cost of 3 or less to the top or bottom of the owner's
Life cards face-up."): to its owner's Life cards, face-up (CR 3-10-2-1); `top_or_bottom` is the
player's choice (CR 8-4-4), the side the action's `place` names (picks.py), else the top with a
note that the judge took it. `{opponent_bounce: N}` or
`{opponent_bounce: {count: N, active: true}}` ("Your opponent returns 1 of their [active]
Characters to the owner's hand"): the opponent picks which (CR 8-4-4-3; official Q&A on
EB01-028 and OP06-051), named by the action's `picks`; the card leaves by the effect's
controller's effect.

A protection ("cannot be K.O.'d", protections.py, limits.py) or a replacement ("instead",
replacements.py) may keep the card where it is; a Leader never leaves its area (CR 3-6-3).
"""
from __future__ import annotations

from typing import Any

from ..core import validate as v
from ..core.events import Event, Param
from ..core.replay import Context
from ..core.validate import key_path
from . import picks, triggers
from . import rules as cr
from . import text as say
from .autos import queue_auto
from .env import Env, don_note, field_target, skip, target
from .kinds import Reader, StepKind, read_target
from .limits import spare_ko
from .model import Z_CHARACTERS, Z_HAND, Z_LEADER, Z_LIFE, Z_STAGE, Z_TRASH, Card, State, opponent
from .negation import auto_switched_off
from .partial import nothing_for_zero
from .protections import prevent_ko, prevent_removal
from .replacements import replaced
from .specs import EffectStep
from .stage_ko import knock_out_stage
from .statics import negated
from .zones import deck_bottom, move


def knock_out(state: State, ctx: Context, card: Card, effect: Event | None, *rules: str,
              by: str = "") -> None:
    """K.O. a Character (CR 10-2-1-2), in battle (`effect` None) or by an effect of player `by`;
    its [On K.O.] activates on the field and resolves from the trash (CR 10-2-17-1): the step
    that resolves it says so, once."""
    don_before = card.don
    was_negated = negated(state, card)  # its [On K.O.] is judged as it was on the field
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
    if "on_ko" in card.effects and not auto_switched_off(state, ctx, card, "on_ko", was_negated):
        card.don = don_before  # [DON!! xX] is judged as the card was on the field
        queue_auto(state, ctx, card, "on_ko")
        card.don = 0
    if by and by != card.owner:  # "When this Character is K.O.'d by your opponent's effect"
        triggers.ko_by_opponent(state, ctx, card, was_negated)
    triggers.knocked_out(state, ctx, card)  # "When a Character is K.O.'d"


def _character_leaving(state: State, ctx: Context, step: EffectStep, env: Env) -> Card | None:
    """The Character a step (`ko`, `trash`, `bounce`) makes leave the field; a Leader named
    instead is skipped with a note, since a Leader never leaves the Leader area."""
    card = field_target(state, ctx, step, env, step.kind, (Z_CHARACTERS, Z_LEADER))
    if card is not None and card.zone == Z_LEADER:
        skip(ctx, env, Event(f"would.{step.kind}.card", {"card": say.card(state, card)}),
             Event("why.leader_stays"), cr.LEADER_STAYS)
        return None
    return card


def ko(state: State, ctx: Context, step: EffectStep, env: Env) -> None:
    stage = target(state, env, step.target)
    if stage is not None and stage.zone == Z_STAGE:  # the card's text K.O.s a Stage
        knock_out_stage(state, ctx, stage, env.label)
        return
    card = _character_leaving(state, ctx, step, env)
    if card is None or prevent_ko(state, ctx, card, env.controller, env.label) \
            or spare_ko(state, ctx, card, env.controller, env.label) \
            or replaced(state, ctx, card, "ko", env.controller, env.label):
        return
    knock_out(state, ctx, card, env.label, cr.KO_MEANING, by=env.controller)


CODES = {"trash": "trashed_by_effect", "bounce": "bounced", "bottom_deck": "bottom_decked"}


def leave_field(state: State, ctx: Context, step: EffectStep, env: Env) -> None:
    """`trash` (not a K.O., CR 10-2-1-3), `bounce` and `bottom_deck`: a Character leaves the
    field for the trash, its owner's hand or the bottom of its owner's deck."""
    stage = target(state, env, step.target)
    if step.kind == "trash" and stage is not None and stage.zone == Z_STAGE:
        move(state, stage, Z_TRASH)  # "trash this Stage": the card's text (CR 1-3-1)
        ctx.emit(CODES["trash"], cr.CARD_OVER_RULES, cr.NEW_CARD_IN_NEW_AREA, effect=env.label,
                 card=say.card(state, stage), owner=stage.owner, don_note=None)
        return
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
    ctx.emit(CODES[step.kind], *rules,
             effect=env.label, card=say.card(state, card), owner=card.owner,
             don_note=don_note(don))


def read_to_life(reader: Reader, kind: str, at: str, arg: Any) -> EffectStep | None:
    """`{to_life: T}`, or `{to_life: {target: T, to: top | bottom | top_or_bottom}}`."""
    if not (isinstance(arg, dict) and "target" in arg):
        return read_target(reader, kind, at, arg)
    data = v.mapping(reader.problems, at, arg, ("target", "to"), ("target",))
    target = reader.target(key_path(at, "target"), v.field(data, "target", None))
    side = v.choice(reader.problems, key_path(at, "to"), v.field(data, "to", "top"),
                    ("top", "bottom", "top_or_bottom"))
    # the side rides in `duration`, the step's one free text field (as hand_to_deck's)
    return EffectStep(kind, target=target, duration=side or "top") if target else None


def to_life(state: State, ctx: Context, step: EffectStep, env: Env) -> None:
    """The Character leaves the field for its owner's Life cards, face-up (CR 3-10-2-1)."""
    card = _character_leaving(state, ctx, step, env)
    if card is None or prevent_removal(state, ctx, card, env.controller, env.label) \
            or replaced(state, ctx, card, step.kind, env.controller, env.label):
        return
    don = card.don
    side = step.duration
    if side == "top_or_bottom":  # the player's choice, the action's `place` (CR 8-4-4)
        side = picks.side(state, env, "top", "life_")
    bottom = side == "bottom"
    move(state, card, Z_LIFE, top=not bottom)
    card.face_up = True  # an effect may put a card into the Life area face-up
    ctx.emit("added_to_life" + (".bottom" if bottom else ""), cr.LIFE_FACE_UP,
             cr.NEW_CARD_IN_NEW_AREA, *((cr.GIVEN_DON_RETURN,) if don else ()),
             *((cr.CHOOSE,) if step.duration == "top_or_bottom" else ()),
             effect=env.label, card=say.card(state, card), owner=card.owner,
             don_note=don_note(don))


def read_opponent_bounce(reader: Reader, kind: str, at: str, arg: Any) -> EffectStep | None:
    """`{opponent_bounce: 1}`, or `{opponent_bounce: {count: 1, active: true}}`."""
    if not isinstance(arg, dict):
        count = v.integer(reader.problems, at, arg, 1, 5)
        return None if count is None else EffectStep(kind, amount=count)
    data = v.mapping(reader.problems, at, arg, ("count", "active"), ("count",))
    count = v.opt_int(reader.problems, data, "count", at, 1, 5, 1)
    active = v.opt_bool(reader.problems, data, "active", at, False)
    # whether only active Characters may be picked rides in `duration`, as to_life's side does
    return EffectStep(kind, amount=count or 1, duration="active" if active else "")


def opponent_bounce(state: State, ctx: Context, step: EffectStep, env: Env) -> None:
    """The opponent returns N of their Characters to the hand, their pick (else the first
    listed that fit, with a note); protections and replacements apply to each."""
    if nothing_for_zero(ctx, step, env.label):
        return
    rival = opponent(env.controller)
    pool = [c for c in state.players[rival].characters
            if not (step.duration == "active" and state.cards[c].rested)]
    picked, _named = picks.pick_named(state, env, pool, step.amount, rival)
    if not picked:
        skip(ctx, env, Event("would.opponent_bounce"), Event("why.none_match"),
             cr.DO_WHAT_YOU_CAN)
        return
    for card_id in picked:
        card = state.cards[card_id]
        if prevent_removal(state, ctx, card, env.controller, env.label) \
                or replaced(state, ctx, card, "bounce", env.controller, env.label):
            continue
        don = card.don
        move(state, card, Z_HAND)
        ctx.emit("bounced", cr.NEW_CARD_IN_NEW_AREA, *([cr.GIVEN_DON_RETURN] if don else []),
                 effect=env.label, card=say.card(state, card), owner=card.owner,
                 don_note=don_note(don))


KINDS = (
    StepKind("ko", read_target, ko,
             (cr.KO_MEANING, cr.KO_TO_TRASH, cr.GIVEN_DON_RETURN, cr.LEADER_STAYS,
              cr.CARD_OVER_RULES),
             ("knocked_out.effect", "would.ko", "would.ko.card", "stage_knocked_out"),
             leaves_field=True),
    *(StepKind(name, read_target, leave_field,
               (cr.TRASH_IS_NOT_KO, cr.NEW_CARD_IN_NEW_AREA, cr.GIVEN_DON_RETURN,
                cr.LEADER_STAYS, cr.CARD_OVER_RULES),
               (code, f"would.{name}", f"would.{name}.card"), leaves_field=True)
      for name, code in CODES.items()),
    StepKind("to_life", read_to_life, to_life,
             (cr.LIFE_FACE_UP, cr.NEW_CARD_IN_NEW_AREA, cr.GIVEN_DON_RETURN, cr.LEADER_STAYS,
              cr.CHOOSE),
             ("added_to_life", "added_to_life.bottom", "would.to_life", "would.to_life.card",
              "note.place_default.life_top"),
             leaves_field=True),
    StepKind("opponent_bounce", read_opponent_bounce, opponent_bounce,
             (cr.NEW_CARD_IN_NEW_AREA, cr.GIVEN_DON_RETURN, cr.DO_WHAT_YOU_CAN),
             ("bounced", "would.opponent_bounce", "note.pick_default"), leaves_field=True),
)
