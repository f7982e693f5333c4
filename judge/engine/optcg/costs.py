"""Activation costs beyond ①, DON!! −X, trashing from the hand and resting this card (CR 8-3-1):
whether each part can be paid now, and paying it.

A cost that cannot be paid in full cannot be paid at all (CR 8-3-1-3); a cost worded with "may"
can be declined, and the effect is then not activated (CR 8-3-1-4). Where the text lets the player
pick the cards that pay, a `pay` action names them; without one the engine takes the first cards
listed that fit (the card whose effect it is last), and the top of the Life.
"""
from __future__ import annotations

from typing import Any

from ..core.events import Event, Param
from ..core.printed import Note
from ..core.result import Illegal
from . import conditions, ko_cost
from . import rules as cr
from . import text as say
from .cost_don import DON_KINDS, don_problem, free_don, given_total, pay_return_don
from .filters import mismatch
from .limits import life_to_hand_forbidden, rest_forbidden
from .model import (
    FIELD_ZONES,
    Z_DECK,
    Z_HAND,
    Z_LEADER,
    Z_LIFE,
    Z_TRASH,
    Card,
    Modifier,
    State,
    opponent,
)
from .specs import CostPart
from .zones import deck_bottom, move, take_top_of_deck

SELF_KINDS = ("trash_self", "bottom_self", "bounce_self")
LIFE_KINDS = ("life_to_hand", "trash_life")
# parts paid with cards the player picks: where they come from
POOL_KINDS = ("trash_from_hand", "reveal_from_hand", "trash_to_deck_bottom", "bounce_own",
              "rest_own", "trash_own", "bottom_own", "hand_to_deck_bottom", "bottom_stage",
              "hand_to_deck_top",
              "bottom_character", "rest_opponent", "life_own", ko_cost.KIND,
              "trash_own_or_hand")
FACE_KINDS = ("life_face_up", "life_face_down", "life_face_down_any")
ALL_OR_NOTHING = (cr.ACTIVATION_COST, cr.COST_ALL_OR_NOTHING)


def condition_problem(state: State, card: Card, condition: tuple[tuple[str, Any], ...],
                      what: Event) -> Illegal | None:
    """"If your Leader is [X], you may ...:": while the "if" does not hold, the cost cannot be
    paid, so the effect is not activated (CR 8-3-3, 8-3-1-3)."""
    why = conditions.unmet(state, card.owner, dict(condition), card) if condition else None
    if why is None:
        return None
    return Illegal("illegal.cost_condition_unmet", (cr.IF_CLAUSE, *ALL_OR_NOTHING), effect=what,
                   why=why)


def parts_problem(state: State, card: Card, parts: tuple[CostPart, ...], what: Event,
                  exclude: str | None = None) -> Illegal | None:
    """Why one of `parts` cannot be paid now (CR 8-3-1-3), or None."""
    for part in parts:
        problem = _part_problem(state, card, part, what, exclude)
        if problem is not None:
            return problem
    return None


def _part_problem(state: State, card: Card, part: CostPart, what: Event,
                  exclude: str | None) -> Illegal | None:
    p = state.players[card.owner]
    doing = describe(state, card, part)
    if part.kind in SELF_KINDS and card.zone not in FIELD_ZONES or \
            part.kind in SELF_KINDS and card.zone == Z_LEADER:
        return Illegal("illegal.cost_self_off_field", ALL_OR_NOTHING, effect=what,
                       what=doing, card=say.card(state, card))
    banned = life_to_hand_forbidden(state, card.owner) if part.kind == "life_to_hand" else None
    if banned is not None:  # official Q&A, OP02-004 Edward.Newgate (limits.py)
        return Illegal("illegal.cost_life_to_hand_forbidden",
                       (cr.PROHIBITION_WINS, *ALL_OR_NOTHING), effect=what, why=banned)
    if part.kind in LIFE_KINDS and len(p.life) < part.count:
        return Illegal("illegal.cost_life", (*ALL_OR_NOTHING, cr.LIFE_TOP_FIRST), effect=what,
                       what=doing, player=card.owner, count=len(p.life))
    if part.kind in FACE_KINDS:
        return _face_problem(state, card, part, what, doing)
    if part.kind in DON_KINDS:
        return don_problem(state, card, part, what)
    if part.kind == "trash_deck" and p.deck_size() < part.count:
        return Illegal("illegal.cost_deck", ALL_OR_NOTHING, effect=what, what=doing,
                       player=card.owner, count=p.deck_size())
    if part.kind == "leader_power" and state.cards[p.leader].rested:
        leader = state.cards[p.leader]
        return Illegal("illegal.cost_leader_rested", ALL_OR_NOTHING, effect=what, what=doing,
                       card=say.card(state, leader))
    if part.kind in POOL_KINDS:
        return _pool_problem(state, card, part, what, doing, exclude)
    return None


def _face_problem(state: State, card: Card, part: CostPart, what: Event, doing: Event
                  ) -> Illegal | None:
    """Turning the top N Life cards face-up needs N face-down ones there, and the other way
    round: a card already face-up is not turned again (CR 1-3-2-1; official Q&A on EB01-040
    and OP08-058)."""
    if part.kind == "life_face_down_any":
        return _any_face_problem(state, card, part, what, doing)
    life = state.players[card.owner].life
    top = life[:part.count]
    wanted_up = part.kind == "life_face_down"
    if len(top) == part.count and all(state.cards[c].face_up == wanted_up for c in top):
        return None
    rules = (*ALL_OR_NOTHING, cr.LIFE_FACE_UP) + ((cr.ALREADY_IN_STATE,) if top else ())
    count = len([c for c in top if state.cards[c].face_up == wanted_up])
    # "none can be turned", not "only 0 of them can"
    code = "illegal.cost_life_face" if count else "illegal.cost_life_face.none"
    return Illegal(code, rules, effect=what, what=doing, player=card.owner, count=count)


def face_up_picked(state: State, card: Card, part: CostPart) -> list[str]:
    """"Turn 1 of your face-up Life cards face-down": any face-up one, wherever it lies
    (official Q&A on ST13-009 Shanks): those a `pay` action names, else the first from the
    top."""
    face_up = [c for c in state.players[card.owner].life if state.cards[c].face_up]
    payment = state.payments.get(card.id)
    named = [c for c in payment.cards if c in face_up] if payment else []
    return (named if payment and payment.cards else face_up)[:part.count]


def _any_face_problem(state: State, card: Card, part: CostPart, what: Event, doing: Event
                      ) -> Illegal | None:
    """Too few face-up Life cards (or a named card that is none of them) to turn face-down."""
    count = len(face_up_picked(state, card, part))
    if count >= part.count:
        return None
    return Illegal("illegal.cost_life_face_any", (*ALL_OR_NOTHING, cr.LIFE_FACE_UP),
                   effect=what, what=doing, player=card.owner, count=count)


def plain_hand_problem(state: State, card: Card, count: int, what: Event) -> Illegal | None:
    """"Trash 1 card from your hand" with the cards a `pay` action names: they must be there."""
    if not count or card.id not in state.payments:
        return None
    part = CostPart("trash_from_hand", count)
    return _pool_problem(state, card, part, what, describe(state, card, part), None)


def plain_hand_cards(state: State, card: Card, count: int) -> list[str]:
    """The hand cards that pay "trash N cards from your hand": named ones, else the first."""
    return _picked(state, card, CostPart("trash_from_hand", count), None)[1]


def _pool_problem(state: State, card: Card, part: CostPart, what: Event, doing: Event,
                  exclude: str | None) -> Illegal | None:
    named, fitting, don = _picked(state, card, part, exclude)
    if len(fitting) + don >= part.count:
        return None
    rules = ALL_OR_NOTHING + ((cr.TRASH_FROM_HAND,) if part.kind == "trash_from_hand" else ())
    if named:
        return Illegal("illegal.cost_named_unfit", rules, effect=what, what=doing,
                       count=len(fitting) + don)
    return Illegal("illegal.cost_cards", rules, effect=what, what=doing, player=card.owner,
                   count=len(fitting) + don)


def _pool(state: State, card: Card, part: CostPart, exclude: str | None) -> list[str]:
    """Every card that could pay `part`, in the order listed, the paying card itself last;
    `exclude` is a card of the field that the rest of the cost already uses."""
    p = state.players[card.owner]
    if part.kind in ("trash_from_hand", "reveal_from_hand"):
        ids = [c for c in p.hand if c != card.id]
    elif part.kind == "trash_to_deck_bottom":
        ids = list(p.trash)
    elif part.kind in ("bounce_own", "life_own"):
        ids = list(p.characters)
    elif part.kind == ko_cost.KIND:  # a K.O. by the card's text (ko_cost.py)
        ids = [c for c in p.characters if ko_cost.can_pay(state, state.cards[c])]
    elif part.kind in ("trash_own", "bottom_own"):
        ids = [*p.characters, *((p.stage,) if p.stage else ())]
    elif part.kind in ("hand_to_deck_bottom", "hand_to_deck_top"):
        ids = [c for c in p.hand if c != card.id]
    elif part.kind == "trash_own_or_hand":  # "trash 1 of your {X} type Characters or 1 card
        # from your hand": the filter names the Characters, any card of the hand may pay
        # (official Q&A, OP13-079)
        wanted = part.filter
        ids = [c for c in p.characters
               if wanted is None or mismatch(state, card, wanted, state.cards[c]) is None]
        return sorted([*ids, *(c for c in p.hand if c != card.id)], key=lambda c: c == card.id)
    elif part.kind == "bottom_stage":  # either player's Stage (official Q&A on OP06-102)
        stages = (p.stage, state.players[opponent(card.owner)].stage)
        ids = [c for c in stages if c]
    elif part.kind == "rest_opponent":  # "rest 1 of your opponent's Characters": an active
        # one that may be rested (official Q&A on OP07-029)
        ids = [c for c in state.players[opponent(card.owner)].characters
               if not state.cards[c].rested and rest_forbidden(state, state.cards[c]) is None]
    elif part.kind == "bottom_character":  # "place 1 Character ... at the bottom of the owner's
        # deck": either player's (official Q&A on OP04-055 and OP06-043)
        ids = [*p.characters, *state.players[opponent(card.owner)].characters]
    else:  # rest_own: an active card of the field (a rested one cannot be rested, CR 1-3-2-1)
        # that may be rested (CR 1-3-3; official Q&A on PRB02-006)
        ids = [c for c in (p.leader, *p.characters, *((p.stage,) if p.stage else ()))
               if not state.cards[c].rested and c != exclude
               and rest_forbidden(state, state.cards[c]) is None]
    wanted = part.filter
    ids = [c for c in ids
           if (wanted is None or mismatch(state, card, wanted, state.cards[c]) is None)
           and (not part.has_trigger or _has_trigger(state.cards[c]))]
    return sorted(ids, key=lambda c: c == card.id)


def _has_trigger(card: Card) -> bool:
    """A [Trigger] the scenario gives the card, or one printed on it the engine cannot apply."""
    return card.trigger is not None or card.printed_trigger


def _picked(state: State, card: Card, part: CostPart, exclude: str | None
            ) -> tuple[bool, list[str], int]:
    """Whether a `pay` action named the cards, the cards that would pay `part` and how many
    active DON!! would ("rest 1 of your cards": the named cards first, then DON!!, then the
    other cards listed)."""
    fitting = _pool(state, card, part, exclude)
    payment = state.payments.get(card.id)
    named = payment.cards if payment else ()
    if named:
        fitting = [c for c in named if c in fitting]
    active_don = free_don(state, card) if part.don else 0
    if named:
        picked = fitting[:part.count]
        return True, picked, min(part.count - len(picked), active_don)
    don = min(part.count, active_don)
    return False, fitting[:part.count - don], don


def describe(state: State, card: Card, part: CostPart) -> Event:
    """The cost part in words ("trashing 1 card from the hand"), for refusals."""
    if part.kind in SELF_KINDS:
        return Event(f"cost.{part.kind}", {"card": say.card(state, card, owned=False)})
    if part.kind == "leader_power":
        leader = state.cards[state.players[card.owner].leader]
        return Event("cost.leader_power", {"card": say.card(state, leader, owned=False),
                                           "amount": part.count})
    suffix = ".top_or_bottom" if part.kind in LIFE_KINDS and part.top_or_bottom else ""
    return Event(f"cost.{part.kind}{suffix}", {"count": part.count})


def pay_parts(state: State, card: Card, parts: tuple[CostPart, ...],
              paid: list[Event], rules: list[str]) -> None:
    """Pay parts already found payable, in the order written (CR 8-3-1-1)."""
    note_default(state, card, parts)
    for part in parts:
        event, part_rules = _pay(state, card, part)
        paid.append(event)
        rules += [r for r in part_rules if r not in rules]
    state.payments.pop(card.id, None)


def note_default(state: State, card: Card, parts: tuple[CostPart, ...]) -> None:
    """With no `pay` action, a cost the player could pay with other cards (or from the other
    end of the Life) is paid with the first that fit: the notes say the ruling rests on that
    default, a choice the scenario did not name (CR 8-3-1, 8-4-4)."""
    payment = state.payments.get(card.id)
    if payment is not None:
        return
    open_choice = any(
        (part.kind in POOL_KINDS and len(_pool(state, card, part, None)) > part.count)
        or (part.kind in LIFE_KINDS and part.top_or_bottom)
        or (part.kind == "life_face_down_any" and _face_up_count(state, card) > part.count)
        or (part.kind == "return_given_don" and given_total(state, card.owner) > part.count)
        for part in parts)
    if open_choice:
        state.notes.append(Note(card.id, Event("note.pay_default", {
            "card": say.card(state, card, owned=False)}), kind="default"))


def _face_up_count(state: State, card: Card) -> int:
    return sum(1 for c in state.players[card.owner].life if state.cards[c].face_up)


def _pay(state: State, card: Card, part: CostPart) -> tuple[Event, tuple[str, ...]]:
    if part.kind in SELF_KINDS:
        return _pay_self(state, card, part)
    if part.kind in LIFE_KINDS:
        return _pay_life(state, card, part)
    if part.kind == "trash_deck":
        return _pay_deck(state, card, part)
    if part.kind == "leader_power":
        return _pay_leader_power(state, card, part)
    if part.kind in DON_KINDS:
        return pay_return_don(state, card, part)
    if part.kind in FACE_KINDS:
        turned = (face_up_picked(state, card, part) if part.kind == "life_face_down_any"
                  else state.players[card.owner].life[:part.count])
        for card_id in turned:
            state.cards[card_id].face_up = part.kind == "life_face_up"
        return (Event(f"paid.{part.kind}", {"cards": say.cards_of(state, turned)}),
                (cr.ACTIVATION_COST, cr.LIFE_FACE_UP))
    return _pay_pool(state, card, part)


def _pay_self(state: State, card: Card, part: CostPart) -> tuple[Event, tuple[str, ...]]:
    named = say.card(state, card, owned=False)
    don = card.don
    if part.kind == "bottom_self":
        deck_bottom(state, card)
    else:
        move(state, card, Z_TRASH if part.kind == "trash_self" else Z_HAND)
    # a card that leaves the field is a new card (CR 3-1-6); its DON!! go back rested
    rules = (cr.ACTIVATION_COST, cr.NEW_CARD_IN_NEW_AREA) + \
        ((cr.GIVEN_DON_RETURN,) if don else ())
    return Event(f"paid.{part.kind}", {"card": named}), rules


def _pay_life(state: State, card: Card, part: CostPart) -> tuple[Event, tuple[str, ...]]:
    life = state.players[card.owner].life
    payment = state.payments.get(card.id)
    bottom = part.top_or_bottom and payment is not None and payment.life == "bottom"
    taken = life[-part.count:] if bottom else life[:part.count]
    for card_id in taken:
        move(state, state.cards[card_id], Z_HAND if part.kind == "life_to_hand" else Z_TRASH)
    # Life cards moved by a cost are not damage: no [Trigger] is revealed (CR 4-6-3)
    state.trigger_note = Event("no_trigger.moved_by_effect",
                               rules=(cr.TRIGGER, cr.TRIGGER_ON_DAMAGE))
    end = Event("life_end.bottom" if bottom else "life_end.top")
    return (Event(f"paid.{part.kind}", {"cards": say.cards_of(state, taken), "end": end}),
            (cr.ACTIVATION_COST, cr.LIFE_TOP_FIRST))


def _pay_deck(state: State, card: Card, part: CostPart) -> tuple[Event, tuple[str, ...]]:
    trashed = []
    for _ in range(part.count):
        top = take_top_of_deck(state, card.owner)
        if top is None:
            break
        move(state, top, Z_TRASH)
        trashed.append(top.id)
    return (Event("paid.trash_deck", {"cards": say.cards_of(state, trashed)}),
            (cr.ACTIVATION_COST, cr.TRASH_ON_TOP))


def _pay_leader_power(state: State, card: Card, part: CostPart
                      ) -> tuple[Event, tuple[str, ...]]:
    leader = state.cards[state.players[card.owner].leader]
    state.modifiers.append(Modifier(leader.id, leader.moves, -part.count, "turn", card.owner,
                                    Event("power.from_card", {"card": say.card(state, card)})))
    return (Event("paid.leader_power", {"card": say.card(state, leader, owned=False),
                                        "amount": -part.count}),
            (cr.ACTIVATION_COST, cr.POWER_CHANGE))


def _pay_pool(state: State, card: Card, part: CostPart) -> tuple[Event, tuple[str, ...]]:
    _named, chosen, don = _picked(state, card, part, None)
    for card_id in chosen:
        paying = state.cards[card_id]
        if part.kind == "trash_from_hand":
            move(state, paying, Z_TRASH)
        elif part.kind in ("trash_to_deck_bottom", "bottom_own", "hand_to_deck_bottom",
                           "bottom_stage", "bottom_character"):
            deck_bottom(state, paying)
        elif part.kind in ("trash_own", "trash_own_or_hand"):
            move(state, paying, Z_TRASH)
        elif part.kind == ko_cost.KIND:
            ko_cost.pay(state, paying)
        elif part.kind == "bounce_own":
            move(state, paying, Z_HAND)
        elif part.kind == "hand_to_deck_top":  # "place 1 card from your hand at the top of
            move(state, paying, Z_DECK, top=True)  # your deck"
        elif part.kind == "life_own":  # "add 1 of your Characters to the top of your Life
            move(state, paying, Z_LIFE, top=True)  # cards face-up" (CR 3-10-2-1)
            paying.face_up = True
        elif part.kind in ("rest_own", "rest_opponent"):
            paying.rested = True
    extra = {"trash_from_hand": (cr.TRASH_FROM_HAND,), "bounce_own": (cr.NEW_CARD_IN_NEW_AREA,),
             "rest_own": (cr.RESTED_STATE,), "rest_opponent": (cr.RESTED_STATE,),
             "bottom_own": (cr.NEW_CARD_IN_NEW_AREA,),
             "life_own": (cr.LIFE_FACE_UP, cr.NEW_CARD_IN_NEW_AREA),
             "bottom_stage": (cr.NEW_CARD_IN_NEW_AREA,),
             "bottom_character": (cr.NEW_CARD_IN_NEW_AREA,),
             "trash_own": (cr.TRASH_IS_NOT_KO, cr.NEW_CARD_IN_NEW_AREA),
             "trash_own_or_hand": (cr.TRASH_IS_NOT_KO, cr.NEW_CARD_IN_NEW_AREA),
             ko_cost.KIND: (cr.KO_MEANING, cr.KO_TO_TRASH)}.get(part.kind, ())
    names = say.cards_of(state, chosen)
    if not don:
        return Event(f"paid.{part.kind}", {"cards": names}), (cr.ACTIVATION_COST, *extra)
    player = state.players[card.owner]
    player.don_active -= don
    player.don_rested += don
    code = "paid.rest_own.don" if chosen else "paid.rest_don"
    params: dict[str, Param] = {"cards": names, "count": don} if chosen else {"count": don}
    return Event(code, params), (cr.ACTIVATION_COST, *extra)
