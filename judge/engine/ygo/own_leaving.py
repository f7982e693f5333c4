"""What a monster's own text does as it leaves the field, applied by `zones.move` as the card
moves (a Continuous Effect of a face-up monster: not while it is Set, nor while its effects
are negated, 5-5-1):

- `leaves_banished` ("If this face-up card would leave the field, banish it instead."): it is
  banished wherever it was going, destroyed, Tributed, used as material, returned (5-4-9);
  `banished_by_text` says so for the ruling, as `banished_instead` does for 8-4-10;
- `skip_battle_on_leave` ("If this face-up card leaves the field, skip the Battle Phase of
  your next turn."): its controller conducts no Battle Phase in their next turn (7-1-5), kept
  in `State.battle_skips`; rule processing says so once (`check`), and the Battle Phase of
  that turn is refused (`entering_problem`).

Only the duel's state is read here (model.py, negators.py), so that zones.py can ask.
"""
from __future__ import annotations

from ..core.replay import Context
from ..core.result import Illegal
from . import rules as cr
from . import text as say
from .model import SET, Z_FIELD, Z_MONSTERS, Z_SPELLS_TRAPS, Card, State
from .negators import held, negated_by_field

FIELD = (Z_MONSTERS, Z_SPELLS_TRAPS, Z_FIELD)


def _applies(state: State, card: Card, zone: str) -> bool:
    """It leaves the field face-up from a Monster Zone, its effects not negated (5-5-1)."""
    return card.zone == Z_MONSTERS and zone not in FIELD and card.position != SET \
        and not held(state, card) and not negated_by_field(state, card)


def banished_instead(state: State, card: Card, zone: str) -> bool:
    """Whether `card`, about to move to `zone`, is banished instead by its own text (5-4-9)."""
    return card.leaves_banished and _applies(state, card, zone)


def leaving(state: State, card: Card, zone: str) -> None:
    """Before `card` moves to `zone`: the Battle Phase its leaving skips, if any (7-1-5). Its
    controller's next turn: the one after next during their own turn, else the next."""
    if not (card.skip_battle_on_leave and _applies(state, card, zone)):
        return
    player = card.owner  # its controller as it leaves (3-10-3)
    turn = state.turn_number + (2 if state.turn_player == player else 1)
    state.battle_skips.append((player, turn, card.id, False))


def check(state: State, ctx: Context) -> None:
    """Say once each Battle Phase a monster's leaving skips (7-1-5)."""
    for index, (player, turn, card_id, said) in enumerate(state.battle_skips):
        if said:
            continue
        state.battle_skips[index] = (player, turn, card_id, True)
        ctx.emit("battle_phase_skip.set", cr.SKIP_BATTLE_ON_LEAVE, cr.SKIP_BATTLE_PHASE,
                 card=say.card(state, state.cards[card_id]), player=player, number=turn)


def entering_problem(state: State) -> Illegal | None:
    """The turn player's Battle Phase, refused in the turn a monster's leaving skips (7-1-5),
    or a card's activation (runick.py, 7-1-6)."""
    for player, turn, card_id, _ in state.battle_skips:
        if player != state.turn_player or turn != state.turn_number:
            continue
        if state.cards[card_id].skip_next_battle:  # skipped by a card's activation (7-1-6)
            return Illegal("illegal.battle_phase_skipped.activated",
                           (cr.SKIP_BATTLE_ON_ACTIVATION, cr.SKIP_BATTLE_PHASE), player=player,
                           source=say.card(state, state.cards[card_id]))
        return Illegal("illegal.battle_phase_skipped", (cr.SKIP_BATTLE_ON_LEAVE,
                                                        cr.SKIP_BATTLE_PHASE),
                       player=player, source=say.card(state, state.cards[card_id]))
    return None
