""""Detach 1 material from an Xyz Monster you control" as a cost (`detach_own`, 5-2-2, 4-4-3):
Xyz Materials of a monster its player chooses among the face-up Xyz Monsters they control,
paid as the card or effect is activated. The `activate` action names that monster in its
`cost` list; with no name, the one monster that has enough is taken, and more than one such
monster asks for the name. The materials go to the Graveyard, those the scenario names as cards
(xyz_cards.py), as a monster's own detach costs do."""
from __future__ import annotations

from ..core.replay import Context
from ..core.result import Illegal
from . import rules as cr
from . import text as say
from . import xyz_cards
from .model import Action, Card, State
from .xyz_attach import holds_materials


def _holders(state: State, card: Card) -> list[Card]:
    player = state.players[card.owner]
    return [m for m in (state.cards[i] for i in player.monsters)
            if holds_materials(m) and m.materials >= card.detach_own]


def _chosen(state: State, card: Card, action: Action) -> Card | None:
    holders = _holders(state, card)
    named = [state.resolve(ref) for ref in action.get("cost") or []]
    if not named:
        return holders[0] if len(holders) == 1 else None
    return named[0] if len(named) == 1 and named[0] in holders else None


def problem(state: State, card: Card, action: Action) -> Illegal | None:
    holder = _chosen(state, card, action) if card.detach_own else None
    if not card.detach_own or holder is not None:  # its named materials, if any (4-4-11)
        return None if holder is None else xyz_cards.cost_problem(state, holder,
                                                                 card.detach_own, action)
    return Illegal("illegal.cost_detach_own", (cr.COSTS, cr.XYZ_MATERIALS),
                   card=say.card(state, card), player=card.owner, count=card.detach_own,
                   choices=len(_holders(state, card)))


def pay(state: State, ctx: Context, card: Card, action: Action) -> None:
    if not card.detach_own:
        return
    holder = _chosen(state, card, action)
    assert holder is not None  # checked as it was activated
    xyz_cards.paid(state, ctx, holder, card.detach_own, action)  # 4-4-11
    holder.materials -= card.detach_own
    ctx.emit("cost.detach_own", cr.COSTS, cr.XYZ_MATERIALS, monster=say.card(state, holder),
             card=say.card(state, card), player=card.owner, count=card.detach_own,
             left=holder.materials)
