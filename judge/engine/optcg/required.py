""""K.O. 1 of your opponent's Characters" without "up to": a choice the player must make.

A filter with `required: true` names a number to choose with no "up to", so the player chooses
as many as they can (CR 8-4-4-1): an action (or a `choose`) that names no card while a card on
the field fits is illegal. Not checked where the choice may fall away before it is made: an
optional effect ("You may ...: K.O. 1 ..."), whose cost the player may decline, and an effect
whose "If ..." does not hold now (it then does nothing). Kept apart from targets.py, which the
conditions' own imports reach.
"""
from __future__ import annotations

from ..core.result import Illegal
from . import conditions, groups
from . import rules as cr
from . import text as say
from .filters import mismatch
from .model import FIELD_ZONES, Action, Card, State
from .specs import Effect
from .statics import as_played
from .targets import ACTION_TIMINGS, AUTO_TIMINGS


def required_problem(state: State, action: Action) -> Illegal | None:
    """An action that names no card for an effect that must choose one, while one fits."""
    source = state.resolve(action.get("card") or "")
    if source is None or action.get("decline"):  # an effect not used chooses nothing
        return None
    if action.kind == "choose":
        timings = [t for t in AUTO_TIMINGS if t in source.effects]
    else:
        timing = ACTION_TIMINGS.get(action.kind)
        timings = [timing] if timing is not None and timing in source.effects else []
    ref = action.get("target")
    for timing in timings:
        effect = source.effects[timing]
        if action.kind == "play":  # chosen once the card is on the field (statics.as_played)
            with as_played(state, source):
                problem = _unmade(state, source, effect, timing, bool(groups.picks(ref)))
        else:
            problem = _unmade(state, source, effect, timing, bool(groups.picks(ref)))
        if problem is not None:
            return problem
    return None


def _unmade(state: State, source: Card, effect: Effect, timing: str,
            named: bool) -> Illegal | None:
    wanted = effect.target
    if named or wanted is None or effect.optional or effect.options \
            or not dict(wanted.extra).get("required"):
        return None
    if effect.condition and conditions.unmet(state, source.owner, dict(effect.condition),
                                             source) is not None:
        return None
    for card in _on_field(state):
        if mismatch(state, source, wanted, card) is None:
            return Illegal("illegal.target_required", (cr.CHOOSE_COUNT,),
                           effect=say.effect_of(state, source, timing), card=say.card(state, card))
    return None


def _on_field(state: State) -> list[Card]:
    """The cards on the field, turn player's first (what a required choice may take)."""
    order = sorted(state.players.values(), key=lambda p: p.id != state.turn_player)
    ids = [i for p in order for i in (p.leader, *p.characters, *([p.stage] if p.stage else []))]
    return [state.cards[i] for i in ids if state.cards[i].zone in FIELD_ZONES]
