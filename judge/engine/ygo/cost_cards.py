"""Cards of a description given up as a cost (`cost_cards`, 5-2-2): "discard 1 Spell",
"Tribute 1 "Gusto" monster", "send 1 card from your hand to the GY", "banish 1 Machine monster
from your GY", "reveal 1 "Dragonmaid" monster in your hand", "shuffle 1 "Gusto" monster from
your GY into the Deck", "place 1 card from your hand on the bottom of the Deck", "return 1
monster you control to the hand".

The player chooses them, so the `activate` action names them (`cost`); the activation is
legal only when it names exactly as many as the text asks, each of its player's own, where the
text says and fitting its description; they are given up as the card or effect is activated,
before anyone can respond, and stay given up if it is negated (5-2-2).
"""
from __future__ import annotations

from dataclasses import replace

from ..core.events import Event, Param
from ..core.model import opponent
from ..core.replay import Context
from ..core.result import Illegal
from . import cost_counted, cost_levels, link_states
from . import rules as cr
from . import text as say
from .card_facts import name_of
from .described import details
from .fetch import fits
from .leaving import say_left
from .model import (
    ATTACK,
    DEFENSE,
    MONSTER,
    SET,
    Z_BANISHED,
    Z_DECK,
    Z_EXTRA,
    Z_FIELD,
    Z_GRAVEYARD,
    Z_HAND,
    Z_MONSTERS,
    Z_SPELLS_TRAPS,
    Action,
    Card,
    CostCards,
    State,
)
from .pendulum import say_extra_deck
from .to_deck import EXTRA_DECK_KINDS
from .zones import move

FIELD_ZONES = (Z_MONSTERS, Z_SPELLS_TRAPS, Z_FIELD)
ZONES = {"hand": (Z_HAND,), "deck": (Z_DECK,), "graveyard": (Z_GRAVEYARD,),
         "field": FIELD_ZONES, "extra_deck": (Z_EXTRA,), "spell_trap_zone": (Z_SPELLS_TRAPS,)}
# where each card goes (a revealed card stays where it is: None), and the rule that says what
# doing so is; an Extra Deck monster returned to the hand or the Deck goes to the Extra Deck
# instead (2-2-3)
GOES = {"discard": (Z_GRAVEYARD, cr.DISCARD), "tribute": (Z_GRAVEYARD, cr.TRIBUTE),
        "send": (Z_GRAVEYARD, cr.SENT_IS_NOT_DESTROYED), "banish": (Z_BANISHED, cr.BANISH),
        "reveal": (None, cr.COSTS), "shuffle": (Z_DECK, cr.TO_DECK),
        "top": (Z_DECK, cr.TO_DECK), "bottom": (Z_DECK, cr.TO_DECK),
        "return": (Z_HAND, cr.RETURN_TO_HAND)}
EVENTS = {"discard": "discarded", "tribute": "tributed"}


def payable(state: State, spec: CostCards, card: Card, given: Card) -> bool:
    """Whether `given` may be one of the cards `card`'s cost gives up. A card is never its own
    described cost (its text says "this card" for that), except a monster that Tributes itself
    where the text does not say "other" ("Tribute 1 Plant monster" counts it too, 5-3-5)."""
    if given.owner != (opponent(card.owner) if spec.opponents else card.owner) \
            or given.id == card.id and (
            spec.other or spec.do != "tribute" or card.kind != MONSTER):
        return False
    zones = [zone for where in spec.pick.zones for zone in ZONES[where]]
    if given.zone not in zones or spec.do == "tribute" and given.zone == Z_FIELD:
        return False
    if spec.do == "tribute" and (given.kind != MONSTER or given.zone == Z_SPELLS_TRAPS):
        return False
    if spec.face_up and given.zone in FIELD_ZONES and not _face_up(given):
        return False  # "from your hand or face-up field": face-up only where it shows (9-1-3)
    if spec.pointed and not link_states.points_at(state, card, given):
        return False  # "Tribute 1 monster this card points to" (4-4-10)
    if spec.equipped and given.equipped_to != (card.id, card.moves):
        return False  # equipped to this very card, as it is now (10-4-11)
    if spec.equip_card and given.equipped_to is None:
        return False  # an Equip Card now, equipped to a monster (10-4-11, 10-4-6)
    if spec.position and (given.zone != Z_MONSTERS or not _in_position(given, spec.position)):
        return False  # "1 Attack Position WATER monster": a monster on the field so (9-1-1)
    if spec.main_deck and given.kind == MONSTER and EXTRA_DECK_KINDS & set(given.monster_types):
        return False  # it would go to the Extra Deck, not into the Main Deck (5-2-21, 2-2-3)
    if spec.other_name and name_of(given) == name_of(card):
        return False  # "with a different name" from the card itself, as each is named (5-4-2)
    return fits(spec.pick, given, state)


def _in_position(card: Card, position: str) -> bool:
    """A face-down monster is in Defense Position (9-1-3)."""
    return card.position in (DEFENSE, SET) if position == "defense" else card.position == ATTACK


def _face_up(card: Card) -> bool:
    return card.position != SET if card.kind == MONSTER else card.face_up


def problem(state: State, card: Card, action: Action) -> Illegal | None:
    """Exactly as many cards as the text asks, each one it may give up, shared out among the
    parts of the cost so that each has as many as it asks (5-2-2)."""
    parts = card.cost_cards
    if not parts or _shares(state, card, action) is not None:
        return None
    if len(parts) > 1:  # "banish 1 LIGHT and 1 DARK monster from your GY"
        listed = tuple(Event("procedure.cost_part", {
            "count": part.count, "do": Event(f"cost_cards.do.{part.do}"),
            "requirement": describe(part)}) for part in parts)
        return Illegal("illegal.cost_parts", (cr.COSTS, *dict.fromkeys(
            GOES[part.do][1] for part in parts)), card=say.card(state, card),
            player=card.owner, parts=listed)
    spec = parts[0]
    if spec.total_levels:  # "whose total Levels equal 8 or more" (5-2-22)
        return cost_levels.problem(state, card, spec, GOES[spec.do][1], describe(spec))
    if counted(spec):  # "banish up to 3 ...", "Tribute any number of ..." (5-2-33)
        rules = (cr.COSTS, GOES[spec.do][1], cr.COST_COUNTED)
        return cost_counted.problem(state, card, spec, rules, describe(spec))
    return Illegal("illegal.cost_cards", (cr.COSTS, GOES[spec.do][1], *_added_rules(spec)),
                   card=say.card(state, card),
                   player=card.owner, count=spec.count, do=Event(f"cost_cards.do.{spec.do}"),
                   requirement=describe(spec))


def _shares(state: State, card: Card, action: Action) -> list[list[Card]] | None:
    named = [state.resolve(ref) for ref in action.get("cost") or []]
    cards = [c for c in named if c is not None]
    if len(cards) != len(named) or len({c.id for c in cards}) != len(cards):
        return None
    if card.cost_cards[0].total_levels:  # as many as add up (5-2-22), a single part
        return cost_levels.share(state, card, card.cost_cards[0], cards, payable)
    if counted(card.cost_cards[0]):  # as many as the player chooses (5-2-33), a single part
        return cost_counted.chosen(state, card, card.cost_cards[0], cards, payable)
    if len(cards) != sum(p.count for p in card.cost_cards):
        return None
    return share(state, card, list(card.cost_cards), cards)


def share(state: State, card: Card, parts: list[CostCards],
          cards: list[Card]) -> list[list[Card]] | None:
    """The cards shared out among the parts, each to one part it fits, in the order the
    action names them; None when they cannot be. Backtracking over a few cards only."""
    if not parts:
        return [] if not cards else None
    part, rest = parts[0], parts[1:]
    fitting = [c for c in cards if payable(state, part, card, c)]
    for chosen in _choices(fitting, part.count):
        shared = share(state, card, rest, [c for c in cards if c not in chosen])
        if shared is not None:
            return [chosen, *shared]
    return None


def _choices(cards: list[Card], count: int) -> list[list[Card]]:
    if count == 0:
        return [[]]
    return [[first, *more] for i, first in enumerate(cards)
            for more in _choices(cards[i + 1:], count - 1)]


def _added_rules(spec: CostCards) -> tuple[str, ...]:
    """The rules a cost of either of two descriptions (5-2-20), of an Equip Card equipped to
    the card itself (10-4-11), into the Main Deck (5-2-21) or counted by Levels (5-2-22) cites
    besides 5-2-2."""
    return tuple(rule for rule, on in ((cr.COST_EITHER, spec.pick.alternative is not None),
                                       (cr.COST_EQUIPPED, spec.equipped or spec.equip_card),
                                       (cr.COST_MAIN_DECK, spec.main_deck),
                                       (cr.COST_TOTAL_LEVELS, bool(spec.total_levels)),
                                       (cr.COST_COUNTED, counted(spec))) if on)


def counted(spec: CostCards) -> bool:
    """A count the player chooses as they activate: "up to 3", "any number of" (5-2-33)."""
    return spec.up_to or spec.any_number


def describe(spec: CostCards) -> Event:
    """"a "Gusto" monster in your hand or on your field (not this card)"; "1 X or 1 Y": each,
    from the same places."""
    if spec.pick.alternative is not None:
        return Event("either", {
            "first": describe(replace(spec, pick=replace(spec.pick, alternative=None))),
            "second": describe(replace(spec, pick=spec.pick.alternative))})
    theirs = "opponent_" if spec.opponents else ""  # "1 monster they control" (8-4-13)
    where: Param = Event(f"cost_cards.where.{theirs}{spec.pick.zones[-1]}")
    for zone in reversed(spec.pick.zones[:-1]):  # "in your hand or on your field"
        where = Event("either", {"first": Event(f"cost_cards.where.{zone}"), "second": where})
    words = details(spec.pick) + [Event(f"target.position.{spec.position}")] * bool(
        spec.position) + [Event(key) for key, on in (
        ("cost_cards.face_up", spec.face_up), ("cost_cards.other", spec.other),
        ("cost_cards.equipped", spec.equipped), ("cost_cards.main_deck", spec.main_deck),
        ("cost_cards.other_name", spec.other_name),
        ("cost_cards.equip_card", spec.equip_card)) if on]
    params: dict[str, Param] = {"what": Event(f"pick.what.{spec.pick.what}"), "where": where}
    if not words:
        return Event("cost_cards.requirement", params)
    return Event("cost_cards.requirement.details", {**params, "details": tuple(words)})


def pay(state: State, ctx: Context, card: Card, action: Action) -> None:
    """The named cards are given up as the card or effect is activated, each part its own
    way (5-2-2)."""
    shares = _shares(state, card, action) if card.cost_cards else None
    if shares is None:
        return
    searched = any(paid.zone == Z_DECK for given in shares for paid in given)
    for spec, given in zip(card.cost_cards, shares, strict=True):
        give_up(state, spec.do, given)
        rules = (cr.COSTS, GOES[spec.do][1], *_added_rules(spec)) + ((cr.EXTRA_DECK_INSTEAD,)
                                                                 if _to_extra(spec.do, given)
                                                                 else ())
        ctx.emit(f"cost.{spec.do}", *rules, card=say.card(state, card),
                 player=card.owner, cards=say.cards(state, [c.id for c in given]))
        said(state, ctx, spec.do, given)
    if searched or any(spec.do == "shuffle" for spec in card.cost_cards):
        ctx.emit("cost.deck_shuffled", cr.COSTS, player=card.owner)  # 5-2-2


def give_up(state: State, do: str, cards: list[Card]) -> None:
    """Move the cards a cost gives up where `do` sends them (a card's own moves, for the
    Trigger Effects that answer it, 5-1-3): the top of the Deck is its first card, the bottom
    its last; an Extra Deck monster goes back to the Extra Deck (2-2-3, 5-3-14)."""
    zone = GOES[do][0]
    for paid in cards:
        if zone is not None and paid.zone != zone:
            extra = zone in (Z_DECK, Z_HAND) and paid.kind == MONSTER \
                and bool(EXTRA_DECK_KINDS & set(paid.monster_types))
            move(state, paid, Z_EXTRA if extra else zone)
            if do == "top" and not extra:
                deck = state.players[paid.owner].deck
                deck.remove(paid.id)
                deck.insert(0, paid.id)
        if do in EVENTS:  # an event its own Trigger Effects may answer (5-1-3)
            state.happened.append((paid.id, paid.moves, EVENTS[do]))


def said(state: State, ctx: Context, do: str, cards: list[Card]) -> None:
    """What happened on the way: a Pendulum Monster sent from the field to the GY went to the
    Extra Deck (4-3-4), a monster summoned to be banished as it leaves was (8-4-10)."""
    if GOES[do][0] == Z_GRAVEYARD:
        say_extra_deck(state, ctx, cards)
    elif GOES[do][0] is not None:
        say_left(state, ctx, cards)


def give_up_itself(state: State, ctx: Context, card: Card) -> None:
    """"Shuffle this card into the Deck", "return this card to the Extra Deck": the monster
    itself, back to its owner's Deck (an Extra Deck monster to the Extra Deck, 2-2-3), as the
    cost of its effect (5-2-2, 5-3-14)."""
    origin = card.zone
    give_up(state, "shuffle", [card])
    rules = (cr.COSTS, cr.TO_DECK) + ((cr.EXTRA_DECK_INSTEAD,) if card.zone == Z_EXTRA
                                      else ())
    ctx.emit("cost.self_shuffle_from", *rules, card=say.card(state, card),
             player=card.owner, zone=say.zone(origin))
    said(state, ctx, "shuffle", [card])
    if card.zone == Z_DECK:
        ctx.emit("cost.deck_shuffled", cr.COSTS, player=card.owner)


def _to_extra(do: str, cards: list[Card]) -> bool:
    return GOES[do][0] in (Z_DECK, Z_HAND) and any(paid.zone == Z_EXTRA for paid in cards)
