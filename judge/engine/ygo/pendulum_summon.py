"""Pendulum Summons, the procedure a turn player carries out once per turn in their Main Phase
with a Pendulum Scale in both Pendulum Zones (8-5-6): `{pendulum_summon: {cards, position}}`.

Every monster named is Special Summoned at the same time, starting no chain (8-4-2): each from
its owner's hand, or a face-up Pendulum Monster from the Extra Deck, its Level higher than the
lower Pendulum Scale and lower than the higher one (a card's `scale`). What the monster's own
text and the turn's restrictions forbid holds as for any Special Summon (8-4-6, 8-4-7, 5-2-10).

What the engine does not check: zones have no places in the format, so a Pendulum Monster from
the Extra Deck has the one Extra Monster Zone, and no Link Arrow opens another (8-6-2): at most
one of them each Pendulum Summon.
"""
from __future__ import annotations

from ..core.events import Event
from ..core.replay import Context
from ..core.result import Illegal
from . import rules as cr
from . import text as say
from .battle import missing
from .described import described_fits, details
from .model import ATTACK, MAX_MONSTERS, MONSTER, Z_EXTRA, Z_HAND, Z_MONSTERS, Action, Card, State
from .moments import at_once
from .pendulum import is_scale
from .restrictions import procedure_problem, special_summoned
from .summon import main_phase_problem
from .summon_window import being_made
from .zones import move


def _scales(state: State, player: str) -> list[Card]:
    return [state.cards[c] for c in state.players[player].spells_traps
            if is_scale(state.cards[c])]


def legal(state: State, action: Action) -> Illegal | None:
    refs = action.get("cards") or []
    cards = [state.resolve(ref) for ref in refs]
    if not cards or any(card is None for card in cards):
        return missing(next((r for r, c in zip(refs, cards, strict=True) if c is None), None),
                       cr.PENDULUM_SUMMON)
    found = [card for card in cards if card is not None]
    problem = main_phase_problem(state, found[0], "pendulum_summon", cr.PENDULUM_SUMMON)
    if problem is not None:
        return problem
    player = state.turn_player
    scales = _scales(state, player)
    if len(scales) < 2:
        return Illegal("illegal.pendulum_summon_scales", (cr.PENDULUM_SUMMON, cr.PENDULUM_ZONES),
                       player=player, count=len(scales))
    if player in state.pendulum_summoned:
        return Illegal("illegal.pendulum_summon_once", (cr.PENDULUM_SUMMON,), player=player)
    low, high = sorted(max(scale.scale, 0) for scale in scales)
    for card in found:
        problem = _card_problem(state, card, player, low, high)
        if problem is not None:
            return problem
    if len(state.players[player].monsters) + len(found) > MAX_MONSTERS:
        return Illegal("illegal.pendulum_summon_room", (cr.PENDULUM_SUMMON, cr.FIVE_MONSTERS),
                       player=player, count=len(found))
    if sum(card.zone == Z_EXTRA for card in found) > 1:
        return Illegal("illegal.pendulum_summon_extra_zone",
                       (cr.PENDULUM_SUMMON, cr.PENDULUM_EXTRA_ZONE), player=player)
    return None


def _card_problem(state: State, card: Card, player: str, low: int, high: int
                  ) -> Illegal | None:
    """One monster named: the turn player's, from the hand or face-up from the Extra Deck, its
    Level between the scales, and nothing in its text or the turn against it."""
    ref = say.card(state, card)
    from_extra = card.zone == Z_EXTRA and card.face_up
    if card.owner != player or card.kind != MONSTER \
            or card.zone != Z_HAND and not (from_extra and "Pendulum" in card.monster_types):
        return Illegal("illegal.pendulum_summon_where", (cr.PENDULUM_SUMMON,), card=ref,
                       player=player, zone=say.zone(card.zone))
    if not low < card.level < high:
        return Illegal("illegal.pendulum_summon_level", (cr.PENDULUM_SUMMON,), card=ref,
                       level=card.level, low=low, high=high)
    if card.no_special_summon:
        return Illegal("illegal.extra_summon_forbidden", (cr.CANNOT_SPECIAL_SUMMON,), card=ref)
    scale = next((s for s in _scales(state, player) if s.pendulum_lock is not None
                  and not described_fits(s.pendulum_lock, card, state)), None)
    if scale is not None and scale.pendulum_lock is not None:  # its Pendulum Effect (5-1-6)
        return Illegal("illegal.pendulum_summon_locked", (cr.PENDULUM_SUMMON, cr.PENDULUM_EFFECT),
                       card=ref, scale=say.card(state, scale), player=player,
                       details=tuple(details(scale.pendulum_lock)))
    return procedure_problem(state, card, "pendulum")  # 8-4-7, 8-4-9, 5-2-10, 5-4-1


def apply(state: State, action: Action, ctx: Context) -> None:
    cards = [state.cards[ref] for ref in action.get("cards") or []]
    position = action.get("position") or ATTACK
    player = state.turn_player
    state.pendulum_summoned.append(player)
    since = len(state.happened)
    origins = [card.zone for card in cards]
    for card, origin in zip(cards, origins, strict=True):
        move(state, card, Z_MONSTERS, position=position)
        card.summoned_this_turn = card.properly_summoned = True
        special_summoned(state, card, origin)  # 8-4-9, 5-2-11
        state.happened += [(card.id, card.moves, "special_summoned"),
                           (card.id, card.moves, "pendulum_summoned")]
    at_once(state, since)  # all of them at the same time (8-5-6)
    being_made(state, cards, "special", since)  # no chain: it may still be negated (8-1-5)
    low, high = sorted(max(scale.scale, 0) for scale in _scales(state, player))
    ctx.emit("pendulum_summoned", cr.PENDULUM_SUMMON, cr.SUMMON_PROCEDURE, cr.SPECIAL_SUMMON,
             player=player, cards=say.cards(state, [card.id for card in cards]),
             count=len(cards), low=low, high=high, position=Event(f"position.{position}"))
