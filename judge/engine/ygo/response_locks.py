"""What cannot be activated in response to a Spell's or Trap's activation when its text names
only some activations (11-2-8): the card keys `no_responses` (who) with `no_responses_what`
(what): `monster_effects` ("Neither player can activate monster effects in response to this
card's activation."), `spells_traps`, `target` ("Your opponent cannot activate the targeted card
in response to this card's activation.", Night Beam). An activated effect's `no_responses_what:
target` ("... that card in response to this effect's activation") asks `targeted` the same.

While that activation is the last Chain Link, the players it names cannot activate what it
names; anything else may answer it as usual. `target` forbids the activation of the card the
link targets (a Set card: the only activation it has).
"""
from __future__ import annotations

from ..core.model import Action
from ..core.result import Illegal
from . import rules as cr
from . import text as say
from .model import MONSTER, SPELL, TRAP, Card, Link, State


def targeted(card: Card, action: Action, link: Link) -> bool:
    """Whether this activation is that of the card the link targets, as it was targeted."""
    aimed = {(link.chosen, link.chosen_moves), *link.more_targets}
    return action.get("effect") is None and any(
        card.id == ref and moves in (-1, card.moves) for ref, moves in aimed)


def named(card: Card, action: Action, what: str, link: Link) -> bool:
    """Whether the activation of `card` (`action`) is of the kind `what` names."""
    if what == "spells_traps":  # the activation of a Spell or Trap Card itself (5-1-8)
        return card.kind in (SPELL, TRAP) and action.get("effect") is None
    if what == "monster_effects":
        return card.kind == MONSTER
    return what == "target" and targeted(card, action, link)


def problem(state: State, card: Card, action: Action) -> Illegal | None:
    """Why `card`'s activation cannot answer the Spell or Trap Card activated as the last
    Chain Link, if that card's text names it (11-2-8)."""
    if not state.chain:
        return None
    top = state.chain[-1]
    source = state.cards[top.card]
    what = source.no_responses_what
    if top.effect >= 0 or top.flip or not what or not source.no_responses \
            or source.no_responses == "opponent" and card.owner == top.controller \
            or not named(card, action, what, top):
        return None
    return Illegal(f"illegal.no_responses.card.{what}", (cr.NO_RESPONSES,),
                   card=say.card(state, source), player=card.owner,
                   activated=say.card(state, card))
