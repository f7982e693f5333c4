"""What a card's own printed restrictions forbid, wherever the engine would break them: "You can
only control 1 X" (5-4-1) and the summoning conditions that allow one way only (8-4-6, 8-4-7).

A card's controller is its owner: the format has no change of control.
"""
from __future__ import annotations

from ..core.events import Event
from ..core.replay import Context
from ..core.result import Illegal
from . import only_kinds, summoned_by
from . import rules as cr
from . import text as say
from .card_facts import name_of
from .model import MONSTER, SET, Z_BANISHED, Z_DECK, Z_EXTRA, Z_GRAVEYARD, Z_HAND, Card, State
from .pendulum import say_extra_deck
from .summon_locks import lock_on
from .summon_locks import rule as lock_rule
from .summon_locks import why as locked_why
from .zones import move


def _face_up(card: Card) -> bool:
    return card.position != SET if card.kind == MONSTER else card.face_up


def _arriving_name(card: Card) -> str:
    """The name it will have face-up on the field (5-4-2)."""
    where = card.name_becomes_where
    field = "always" in where or card.kind == MONSTER and "field" in where
    return card.name_becomes if field and card.name_becomes else card.name


def second_copy(state: State, card: Card, leaving: tuple[str, ...] = (),
                side: str = "") -> Card | None:
    """The face-up card of `card`'s name its owner controls already (or `side`, who will
    control it), when either says only 1 may be controlled (5-4-1); `leaving`: cards gone
    before it arrives (its Tributes)."""
    player = state.players[side or card.owner]
    ids = player.monsters + player.spells_traps + (
        [player.field_spell] if player.field_spell else [])
    name = _arriving_name(card)
    for other in (state.cards[i] for i in ids):
        if other.id != card.id and other.id not in leaving and _face_up(other) \
                and name_of(other) == name and (card.only_one or other.only_one):
            return other
    return None


def second_copy_problem(state: State, card: Card, leaving: tuple[str, ...] = (),
                        side: str = "") -> Illegal | None:
    """A Summon, Flip Summon or activation that would make a second face-up copy (5-4-1), or
    a second of the kind a card limits (5-4-7), for `side` (by default its owner)."""
    other = second_copy(state, card, leaving, side)
    if other is None:
        return _kind_problem(state, card, leaving, side or card.owner)
    return Illegal("illegal.only_one", (cr.ONLY_ONE,), card=say.card(state, card),
                   other=say.card(state, other), player=side or card.owner)


def _kind_problem(state: State, card: Card, leaving: tuple[str, ...],
                  side: str) -> Illegal | None:
    found = only_kinds.clash(state, card, _arriving_name(card), leaving, side)
    if found is None:
        return None
    other, holder = found
    key, rules = only_kinds.refusal(holder)
    return Illegal(key, rules, card=say.card(state, card), other=say.card(state, other),
                   holder=say.card(state, holder), player=side)


def only_one_why(state: State, card: Card,
                 leaving: tuple[str, ...] = ()) -> tuple[Event, str] | None:
    """Why an effect's Special Summon does nothing to `card`: a second face-up copy (5-4-1)
    or a second of a kind a card limits (5-4-7); None when neither."""
    other = second_copy(state, card, leaving)
    if other is not None:
        return Event("why.only_one", {"other": say.card(state, other)}), cr.ONLY_ONE
    found = only_kinds.clash(state, card, _arriving_name(card), leaving)
    return None if found is None else only_kinds.why(state, *found)


def summon_refusal(state: State, card: Card, source: Card,
                   by_effect: bool = False) -> tuple[Event, str] | None:
    """Why the effect of `source` cannot Special Summon `card`, and the rule; None if it can:
    "Cannot be Special Summoned" (8-4-6), "Must be Fusion Summoned" (the engine has no
    procedure to summon it by), "Must be Special Summoned with X" (8-4-7), "You can only
    control 1" (5-4-1); a Ritual or Extra Deck monster never summoned by its own procedure
    (8-4-5), unless `by_effect`: an effect that Special Summons it from the Extra Deck as its
    text says, not by a procedure (3-3-5)."""
    if card.no_special_summon:
        return Event("why.cannot_special_summon"), cr.CANNOT_SPECIAL_SUMMON
    if card.zone in card.no_special_summon_from:
        return Event("why.cannot_special_summon_from", {"zone": say.zone(card.zone)}), \
            cr.CANNOT_SPECIAL_SUMMON
    if card.summon_procedure:
        return Event("why.summon_procedure", {
            "procedure": Event(f"procedure.{card.summon_procedure}")}), cr.ONE_WAY_ONLY
    named = summoned_by.why(card, source)  # 8-4-7, 8-4-12
    if named is not None:
        return named
    if card.summon_first and not (card.properly_summoned
                                  and card.zone in (Z_GRAVEYARD, Z_BANISHED)):
        return Event("why.not_properly_summoned"), cr.PROPER_SUMMON_FIRST
    if card.improperly_summoned and card.zone in (Z_GRAVEYARD, Z_BANISHED):  # 3-3-5
        return Event("why.improperly_summoned"), cr.PROPER_SUMMON_FIRST
    if summoned_once(state, card, source.owner):  # by the player whose effect summons it
        return Event("why.special_summoned_once"), cr.SPECIAL_SUMMON_ONCE
    lock = lock_on(state, source.owner, card)  # "you cannot Special Summon ..." (5-2-10)
    if lock is not None:
        return locked_why(lock), lock_rule(lock)
    first = "" if card.summoned_by or by_effect else _procedure_first(card)
    if first:
        return Event("why.procedure_first", {
            "procedure": Event(f"procedure.{first}")}), cr.PROPER_SUMMON_FIRST
    return only_one_why(state, card)


def _procedure_first(card: Card) -> str:
    """The procedure a Ritual Monster in the hand or Deck, or a Fusion, Synchro, Xyz or Link
    Monster face-down in the Extra Deck, was never summoned by, which must come first (8-4-5);
    "" when another Special Summon may bring it."""
    kinds = set(card.monster_types)
    if "Ritual" in kinds and card.zone in (Z_HAND, Z_DECK):
        return "ritual"
    if card.zone == Z_EXTRA and not card.face_up:
        return next((k.lower() for k in ("Fusion", "Synchro", "Xyz", "Link") if k in kinds), "")
    return ""


def summoned_once(state: State, card: Card, player: str = "") -> bool:
    """"You can only Special Summon X once per turn": the player who would Special Summon it
    (by default the one whose zones hold it) did so with one of that name this turn (8-4-9)."""
    return card.special_summon_once and (player or card.owner, card.name) in state.special_summons


def special_summoned(state: State, card: Card, origin: str) -> None:
    """Recorded for "You can only Special Summon X once per turn" (8-4-9) and, with where it
    came from, for "the turn you activate this effect" (5-2-11)."""
    state.special_summons.append((card.owner, card.name))
    card.summoned_as = (card.moves, state.turn_number, "special")  # 7-7-6
    state.summoned.append((card.owner, origin == Z_EXTRA, card.id))


def procedure_problem(state: State, card: Card, procedure: str,
                      leaving: tuple[str, ...] = ()) -> Illegal | None:
    """A Summon by `procedure` ("synchro", "xyz") its summoning condition forbids: another
    procedure, or a card's effect alone (8-4-7); or one that would make a second face-up copy,
    its materials gone first (5-4-1)."""
    why: Event | None = None
    rule = cr.ONE_WAY_ONLY
    named = summoned_by.procedure_why(card)  # 8-4-7, 8-4-12
    if named is not None:
        why, rule = named
    elif card.summon_procedure and card.summon_procedure != procedure:
        why = Event("why.summon_procedure", {
            "procedure": Event(f"procedure.{card.summon_procedure}")})
    if why is None and summoned_once(state, card):
        why, rule = Event("why.special_summoned_once"), cr.SPECIAL_SUMMON_ONCE
    lock = lock_on(state, card.owner, card) if why is None else None
    if lock is not None:  # a restriction left by a resolved effect (5-2-10)
        why, rule = locked_why(lock), lock_rule(lock)
    if why is not None:
        return Illegal("illegal.one_way_only", (rule,), card=say.card(state, card),
                       procedure=Event(f"procedure.{procedure}"), why=why)
    return second_copy_problem(state, card, leaving)


def flipped_copy(state: State, ctx: Context, card: Card) -> bool:
    """A face-down copy turned face-up (attacked) beside a face-up one is destroyed by the
    game, no effect destroying it (5-4-1); whether it was."""
    other = second_copy(state, card)
    found = None if other is not None else only_kinds.clash(state, card, name_of(card))
    if other is None and found is None:
        return False
    move(state, card, Z_GRAVEYARD)
    state.happened.append((card.id, card.moves, "destroyed_by_rule"))  # no trigger answers it
    if found is not None:  # a second of a kind a card limits (5-4-7)
        ctx.emit(only_kinds.destroyed(found[1]), cr.ONLY_KIND, cr.TO_OWNERS_GRAVEYARD,
                 card=say.card(state, card), other=say.card(state, found[0]),
                 holder=say.card(state, found[1]), owner=card.owner)
    elif other is not None:
        ctx.emit("only_one.destroyed", cr.ONLY_ONE, cr.TO_OWNERS_GRAVEYARD,
                 card=say.card(state, card), other=say.card(state, other), owner=card.owner)
    say_extra_deck(state, ctx, [card])
    return True
