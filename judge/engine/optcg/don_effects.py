"""Steps that move DON!! or the top of the deck by an effect (all for the effect's controller):

- `{give_don: {target: T, count: N}}`: give N rested DON!! from the cost area to the Leader or
  a Character (the way CR 6-5-5-1 gives them, by an effect); what is given is in no state
  (CR 4-4-2), and it gives +1000 power on its owner's turn (6-5-5-2). With `whose: opponent`
  ("Give up to 1 of your opponent's rested DON!! cards to 1 of your opponent's Characters"),
  the opponent's rested DON!! go to one of the opponent's cards: the player of the effect
  picks them (official Q&A, OP15-015), and they add power only in the opponent's turn. With
  `whose: owner` the chosen card's owner's rested DON!! go to it, whichever player it is.
- `{set_don_active: N}`: set up to N rested DON!! of the cost area as active (CR 4-4-1-1).
- `{trash_deck: N}`: trash the top N cards of the deck, newest last (CR 3-5-2).
"""
from __future__ import annotations

from ..core.events import Event
from ..core.replay import Context
from . import rules as cr
from . import text as say
from .limits import don_active_forbidden
from .model import FIELD_ZONES, LEADER, Z_TRASH, Card, EffectStep, State, opponent
from .zones import move, take_top_of_deck


def _label(env: object) -> Event:
    label = getattr(env, "label", None)
    return label if isinstance(label, Event) else Event("the_effect")


def give_don(state: State, ctx: Context, step: EffectStep, env: object) -> None:
    label = _label(env)
    controller = getattr(env, "controller", "")
    card = _card(state, step.target, env)
    # whose DON!! and whose card: the controller's, the opponent's for `whose: opponent`, or
    # the chosen card's owner's for `whose: owner` ("to its owner's Leader or 1 of their
    # Characters": never one player's DON!! to the other's card, official Q&A, OP15-010)
    owner = {"opponent": opponent(controller), "owner": card.owner if card else controller
             }.get(step.whose, controller)
    if card is None or card.zone not in FIELD_ZONES or card.owner != owner:
        ctx.emit("step_skipped", cr.DO_WHAT_YOU_CAN, effect=label, what=Event("would.give_don"),
                 why=Event("why.no_own_card_chosen", {"player": owner}))
        return
    player = state.players[owner]
    count = min(step.amount, player.don_rested)
    player.don_rested -= count
    card.don += count
    short = count != step.amount
    key = "don_given_by_effect" + (".opponent" if owner != controller else "")
    ctx.emit(key + (".short" if short else ""), cr.GIVE_DON,
             cr.GIVEN_DON_NO_STATE, cr.GIVEN_DON_POWER, *((cr.DO_WHAT_YOU_CAN,) if short else ()),
             effect=label, player=controller, owner=owner, count=count, wanted=step.amount,
             kind=Event("kind.leader" if card.kind == LEADER else "kind.character"),
             card=say.card(state, card))


def _card(state: State, ref: str | None, env: object) -> Card | None:
    """The step's target: `chosen`, `self`, `your_leader` or a card id."""
    if ref == "chosen":
        chosen = getattr(env, "chosen", None)
        return state.resolve(chosen) if chosen else None
    if ref == "self":
        return getattr(env, "source", None)
    if ref == "your_leader":
        return state.cards[state.players[getattr(env, "controller", "")].leader]
    return state.resolve(ref) if ref else None


def set_don_active(state: State, ctx: Context, step: EffectStep, env: object) -> None:
    label = _label(env)
    player = state.players[getattr(env, "controller", "")]
    why = don_active_forbidden(state, player.id, getattr(env, "source", None))
    if why is not None:  # "you cannot set DON!! cards as active using Character effects"
        ctx.emit("step_skipped", cr.PROHIBITION_WINS, effect=label,
                 what=Event("would.set_don_active"), why=why)
        return
    count = min(step.amount, player.don_rested)
    player.don_rested -= count
    player.don_active += count
    ctx.emit("don_set_active", cr.ACTIVE_STATE,
             *(() if count == step.amount else (cr.DO_WHAT_YOU_CAN,)), effect=label,
             player=player.id, count=count)


def trash_deck(state: State, ctx: Context, step: EffectStep, env: object) -> None:
    label = _label(env)
    controller = getattr(env, "controller", "")
    trashed = []
    for _ in range(step.amount):
        card = take_top_of_deck(state, controller)
        if card is None:
            break
        move(state, card, Z_TRASH)
        trashed.append(card.id)
    short = len(trashed) != step.amount
    ctx.emit("deck_trashed" + (".short" if short else ""), cr.TRASH_ON_TOP,
             *((cr.DO_WHAT_YOU_CAN,) if short else ()), effect=label, player=controller,
             count=len(trashed))
