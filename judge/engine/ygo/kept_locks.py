""""You cannot Special Summon monsters from the Extra Deck, except "Mayakashi" monsters." printed
alone on a monster or a Continuous Spell or Trap (5-2-14): a Continuous Effect, not a
restriction for the turn. It binds the card's controller for as long as the card is face-up
on the field and its effects are not negated, and stops as soon as it leaves, is turned
face-down or is negated; while it applies, summon_locks.py refuses the Special Summons it
forbids as it does those of 5-2-10. Kept on the card as `summon_lock_on_field`, a
`summon_lock` step (no `except`: no monster allowed). With `lock_as_scale` it is a Pendulum
Effect that cannot be negated: it binds only while the card is a Pendulum Scale (5-1-6)."""
from __future__ import annotations

from collections.abc import Iterator

from .field_negation import face_up_on_field, negated_by_field
from .model import Card, EffectStep, State, opponent
from .negation import negated
from .pendulum import is_scale


def applying(state: State) -> Iterator[tuple[Card, EffectStep]]:
    """Each face-up card on the field whose restriction applies now, and that restriction (the
    format has no change of control: its owner is the player it binds)."""
    for card in state.cards.values():
        step = card.summon_lock_on_field
        if step is not None and card.lock_as_scale:
            if is_scale(card):  # a Pendulum Effect that cannot be negated (5-1-6)
                yield card, step
        elif step is not None and face_up_on_field(card) \
                and not negated(state, card) and not negated_by_field(state, card):
            yield card, step


def bound(card: Card) -> tuple[str, ...]:
    """The players its restriction binds: its controller (the format has no change of control:
    its owner), the opponent ("Your opponent cannot Special Summon ..."), or both ("Neither
    player can ...")."""
    if card.lock_binds == "both":
        return card.owner, opponent(card.owner)
    return (opponent(card.owner),) if card.lock_binds == "opponent" else (card.owner,)
