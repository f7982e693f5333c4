"""Damage and LP "equal to" a card's printed ATK, DEF or Level (5-3-25): "Inflict damage to your
opponent equal to that monster's original ATK in the GY." reads as `{damage: {player:
opponent, atk_of: battle_destroyed, stat: atk}}`; "half the original ATK" adds `half: true`
(rounded up), "the original Level of the destroyed monster x 200" `stat: level, times: 200`,
"the original ATK or DEF (whichever is higher)" `stat: higher`.

`atk_of: battle_destroyed` is the monster the card whose effect it is destroyed by battle (the
game keeps it on that card as the battle sends it away, damage_step.py); that monster must
still be where the battle sent it, or it is a new card with nothing to read (5-2-3, 5-2-5).
Any other `atk_of` is the card it names, wherever it is. The value is always the printed one: a
card in the Graveyard keeps no change (4-2-5)."""
from __future__ import annotations

from typing import Any

from ..core.events import Event
from ..core.replay import Context
from . import rules as cr
from . import text as say
from .done_specs import BATTLE_DESTROYED, COST, StatOf
from .model import MONSTER, Card, EffectStep, State

Target = Any  # step_refs.card_of: (state, env, ref) -> Card | None
Skip = Any  # step_refs.skip


def battle_destroyed(state: State, source: Card) -> Card | None:
    """The monster `source` last destroyed by battle, if it has not moved since the battle sent
    it to the Graveyard (or wherever it went)."""
    if source.battle_victim is None:
        return None
    card_id, moves = source.battle_victim
    card = state.cards.get(card_id)
    return card if card is not None and card.moves == moves else None


def _card(state: State, ref: str, env: Any, target: Target) -> Card | None:
    """The card whose printed value is read: the battle's, the cost's, or the one named (the
    target too once it has moved: its printed value is the same, 4-2-5)."""
    if ref == BATTLE_DESTROYED:
        return battle_destroyed(state, env.source)
    if ref == COST:  # the one card the cost gave up, wherever it went since
        return state.resolve(env.paid[0][0]) if len(env.paid) == 1 else None
    return state.resolve(env.chosen) if ref == "chosen" else target(state, env, ref)


def value(card: Card, spec: StatOf) -> int:
    """The printed stat, halved (rounded up) and multiplied as the step says."""
    base = {"atk": card.atk, "def": card.defense, "level": card.level,
            "higher": max(card.atk, card.defense)}[spec.stat]
    if spec.half:
        base = (base + 1) // 2
    return base * spec.times


def stat_amount(state: State, ctx: Context, step: EffectStep, env: Any, skip: Skip,
                target: Target) -> int | None:
    """The step's amount from its card's printed stat, the ruling saying which; None when
    there is no such monster to read it from (5-2-5)."""
    spec = step.stat_of or StatOf()
    card = _card(state, step.atk_of, env, target)
    if card is None or card.kind != MONSTER:
        would = "would.change_atk" if step.kind == "atk" else f"would.{step.kind}_by_atk"
        skip(ctx, env, Event(would), Event("why.gone"), cr.STAT_AMOUNT)
        return None
    total = value(card, spec)
    stat = "def" if spec.stat == "higher" and card.defense > card.atk else \
        "atk" if spec.stat == "higher" else spec.stat
    ctx.emit(f"stat_amount.{stat}", cr.STAT_AMOUNT, link=env.label, card=say.card(state, card),
             total=total)
    return total
