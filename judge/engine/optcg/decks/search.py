"""Steps that look at the top of the deck or take a card from the trash (all for the effect's
controller; the card taken must fit the effect's `target:` filter):

- `{search_deck: {look: N, rest: bottom|trash|top_or_bottom}}`: "Look at N cards from the top
  of your deck; reveal up to 1 {Type} type card and add it to your hand. Then, place the rest at
  the bottom of your deck in any order" (or "trash the rest", or "at the top or bottom").
- `{play_from_deck: {look: N, rest: ..., rested: bool}}`: "Look at 5 cards from the top of
  your deck and play up to 1 {Animal} type Character card ... Then, place the rest ...".
  Either step may say `reveal: N` instead of `look: N` ("Reveal 1 card from the top of your
  deck and ..."): the cards are shown to both players, then hidden again (CR 11-2-2).
- `{arrange_deck: N}`: "Look at N cards from the top of your deck and place them at the top or
  bottom of the deck in any order."
- `{trash_to_hand: 1}`: "Add up to 1 {Type} type card from your trash to your hand."

Which card is taken: `chosen`, when the action (or a `choose`) names a card of that deck or
trash; otherwise the first card that fits, top first (the trash: as the scenario lists it).
"Up to 1" lets the player take none (CR 8-4-4-1): when nothing fits, nothing is taken. Deck
cards the scenario gives only as a number have unknown faces: none of them can be shown to fit
(CR 8-4-4-2). Where the rest go in "any order", the order is the player's (CR 3-1-7): the engine
keeps the scenario's order and says so. A card taken by a search is `chosen` for the steps that
follow ("... and play up to 1 [X] from your hand").
"""
from __future__ import annotations

from typing import Any

from ...core import validate as v
from ...core.events import Event
from ...core.model import Action
from ...core.replay import Context
from ...core.result import Illegal
from ...core.validate import Problems, key_path
from .. import groups, picks
from .. import rules as cr
from .. import text as say
from ..filters import mismatch
from ..model import CHARACTER, STAGE, Z_DECK, Z_HAND, Z_TRASH, Card, State
from ..play import play_by_effect
from ..specs import EffectStep, TargetFilter
from ..targets import ACTION_TIMINGS, AUTO_TIMINGS
from ..zones import deck_bottom, move
from .top import unknown

RESTS = ("bottom", "trash", "top_or_bottom")
STEPS = ("search_deck", "play_from_deck", "arrange_deck", "trash_to_hand", "reveal_top",
         "play_revealed", "revealed_to_bottom", "hand_to_deck")
SIDES = ("bottom", "top", "top_or_bottom")
MAX_LOOK = 20


def read_step(problems: Problems, kind: str, at: str, arg: Any) -> EffectStep | None:
    """The scenario form of the steps above (schema_cards reads every other step)."""
    if kind in ("reveal_top", "play_revealed", "revealed_to_bottom"):
        return _read_top_step(problems, kind, at, arg)
    if kind == "hand_to_deck":
        data = v.mapping(problems, at, arg, ("count", "to"), ("count",))
        side = v.choice(problems, key_path(at, "to"), v.field(data, "to", "bottom"), SIDES)
        return EffectStep(kind, amount=v.opt_int(problems, data, "count", at, 1, 10, 1),
                          duration=side or "bottom")
    if kind not in ("search_deck", "play_from_deck"):
        count = v.integer(problems, at, arg, 0, MAX_LOOK if kind == "arrange_deck" else 10)
        return None if count is None else EffectStep(kind, amount=count)
    # `up_to: true`: "Look at up to 5 cards", how many is the player's (`take`, up_to.py)
    keys = ("look", "reveal", "rest", "up_to") + (("rested",) if kind == "play_from_deck" else ())
    data = v.mapping(problems, at, arg, keys)
    if data is not None and ("look" in data) == ("reveal" in data):
        problems.add(at, "needs either look or reveal")
        return None
    reveal = data is not None and "reveal" in data
    count = v.opt_int(problems, data, "reveal" if reveal else "look", at, 1, MAX_LOOK, 1)
    rest = v.choice(problems, key_path(at, "rest"), v.field(data, "rest", "bottom"), RESTS)
    # where the rest go rides in `duration`, the step's one free text field (as play_card's zone)
    return EffectStep(kind, amount=count, duration=rest or "bottom", reveal=reveal,
                      rested=v.opt_bool(problems, data, "rested", at, False),
                      up_to=v.opt_bool(problems, data, "up_to", at, False))


def _label(env: object) -> Event:
    label = getattr(env, "label", None)
    return label if isinstance(label, Event) else Event("the_effect")


def _top(state: State, player_id: str, count: int) -> list[Card]:
    """The top `count` deck cards; unnamed ones get ids (they lie under the listed ones)."""
    player = state.players[player_id]
    while len(player.deck) < count and player.deck_anonymous > 0:
        player.deck_anonymous -= 1
        card_id = state.new_anonymous_id(player_id, Z_DECK)
        state.cards[card_id] = Card(id=card_id, name=card_id, owner=player_id,
                                    kind="character", zone=Z_DECK)
        player.deck.append(card_id)
    return [state.cards[card_id] for card_id in player.deck[:count]]


def _named(state: State, env: object, zone: str) -> list[Card] | None:
    """The cards the action named for the effect that lie in `zone` of its controller; None
    when it named none there (then the engine picks)."""
    controller = getattr(env, "controller", "")
    chosen = getattr(env, "chosen", None)
    if chosen == ():  # `target: []`: the player chose none ("up to" allows it, CR 8-4-4-1)
        return []
    found = [card for card in (state.resolve(pick) for pick in groups.picks(chosen))
             if card is not None and card.zone == zone and card.owner == controller]
    return found or None


def _limit(env: object) -> int:
    """How many cards the effect takes: "up to 2 ... and add them to your hand"."""
    wanted = getattr(env, "wanted", None)
    return wanted.up_to if isinstance(wanted, TargetFilter) else 1


def _fits(state: State, env: object, card: Card) -> Event | None:
    """Why `card` is not what the effect takes; None when it fits."""
    wanted = getattr(env, "wanted", None)
    source = getattr(env, "source", None)
    if not isinstance(wanted, TargetFilter) or source is None:
        return None
    return mismatch(state, source, wanted, card)


def _looked(state: State, ctx: Context, step: EffectStep, env: object) -> list[Card]:
    controller = getattr(env, "controller", "")
    looked = _top(state, controller, step.amount)
    if not looked:
        ctx.emit("step_skipped", cr.DO_WHAT_YOU_CAN, effect=_label(env),
                 what=Event("would.look_at_deck"), why=Event("why.deck_empty",
                                                             {"player": controller}))
        return []
    short = len(looked) < step.amount
    rules = (cr.REVEALED_HIDDEN_AGAIN,) if step.reveal else (cr.LOOK_OWN_EFFECT, cr.LOOKED_STAY)
    ctx.emit(("deck_revealed" if step.reveal else "deck_looked") + (".short" if short else ""),
             *rules, *((cr.DO_WHAT_YOU_CAN,) if short else ()), effect=_label(env),
             player=controller,
             count=len(looked), wanted=step.amount, cards=say.cards_of(state,
                                                                        [c.id for c in looked]))
    return looked


def search_deck(state: State, ctx: Context, step: EffectStep, env: object) -> None:
    looked = _looked(state, ctx, step, env)
    if not looked:
        return
    taken = _take_from_deck(state, ctx, env, looked, "deck_search", _limit(env))
    for card in taken:
        move(state, card, Z_HAND)
    if taken and getattr(env, "chosen", None) is None:
        env.chosen = taken[0].id  # type: ignore[attr-defined]  # for "... and play up to 1"
    _place_rest(state, ctx, env, [card for card in looked if card not in taken], step.duration)


def play_from_deck(state: State, ctx: Context, step: EffectStep, env: object) -> None:
    """"Look at 5 cards from the top of your deck and play up to 1 {Animal} type Character card
    ... Then, place the rest at the bottom of your deck": played without its cost (CR 4-7-1 is
    playing from the hand); with 5 Characters it stays with the rest (CR 3-7-6-1)."""
    looked = _looked(state, ctx, step, env)
    if not looked:
        return
    for card in _take_from_deck(state, ctx, env, looked, "deck_play", 1):
        play_by_effect(state, ctx, card, _label(env), step.rested)
    _place_rest(state, ctx, env, [card for card in looked if card.zone == Z_DECK],
                step.duration)


def _take_from_deck(state: State, ctx: Context, env: object, looked: list[Card],
                    code: str, limit: int) -> list[Card]:
    """The cards of those looked at that `code` (`deck_search`: to the hand, `deck_play`: to
    play) takes, at most `limit`: the ones the action named, else the first that fit."""
    label, controller = _label(env), getattr(env, "controller", "")
    playing = code == "deck_play"
    rules = (cr.CHOOSE_FROM_DECK,) + (() if playing else (cr.REVEAL_MOVING_SECRET,))
    named = _named(state, env, Z_DECK)
    if named == []:  # the action's `target: []`: "up to" allows none (CR 8-4-4-1)
        ctx.emit("choice_declined", cr.CHOOSE_UP_TO, effect=label, player=controller)
        return []
    if named is not None:
        taken = []
        for card in named[:limit]:
            if card not in looked:
                ctx.emit("deck_search.not_looked", cr.DECK_SECRET, cr.CHOOSE_FROM_DECK,
                         effect=label, card=say.card(state, card, owned=False),
                         count=len(looked))
                continue
            why = _fits(state, env, card) or (_not_playable(card) if playing else None)
            if why is not None:
                ctx.emit("deck_search.no_fit", cr.CHOOSE, effect=label,
                         card=say.card(state, card, owned=False), why=why)
                continue
            ctx.emit(f"{code}.took", *rules, effect=label, player=controller,
                     card=say.card(state, card, owned=False))
            taken.append(card)
        return taken
    found = [card for card in looked if not unknown(card) and _fits(state, env, card) is None
             and not (playing and _not_playable(card))][:limit]
    for card in found:
        ctx.emit(f"{code}.took_first", *rules, effect=label, player=controller,
                 card=say.card(state, card, owned=False))
    picks.note_taken(state, env, [card.id for card in found])  # a default: the notes say so
    if not found:
        unknowns = any(unknown(card) for card in looked)
        kind = "deck_play" if playing else "deck_search"  # plays nothing, or adds nothing
        ctx.emit(f"{kind}.none_known" if unknowns else f"{kind}.none", cr.CHOOSE_UP_TO,
                 *((cr.SECRET_CHOICE,) if unknowns else ()), effect=label, player=controller)
    return found


def _not_playable(card: Card) -> Event | None:
    """Only Character and Stage cards are played (CR 2-2-2: an Event is activated)."""
    if card.kind in (CHARACTER, STAGE):
        return None
    return Event("mismatch.type", {"kind": Event(f"kind.{card.kind}"),
                                   "wanted": (Event("kind.character"), Event("kind.stage"))})


def _place_rest(state: State, ctx: Context, env: object, rest: list[Card], where: str) -> None:
    if not rest:
        return
    label, controller = _label(env), getattr(env, "controller", "")
    names = say.cards_of(state, [card.id for card in rest])
    if where == "top_or_bottom":  # the player's: the action's `place`, else they stay on top
        where = picks.side(state, env, "top")
    if where == "trash":
        for card in rest:
            move(state, card, Z_TRASH)
        ctx.emit("deck_rest.trash", cr.TRASH_ON_TOP, effect=label, player=controller,
                 cards=names)
    elif where == "bottom":
        for card in rest:  # one at a time, the first listed highest (CR 3-2-3, 3-1-7)
            deck_bottom(state, card)
        # `count`: one card has no order to speak of
        ctx.emit("deck_rest.bottom", cr.DECK_ONE_AT_A_TIME, cr.OWNER_ORDERS, effect=label,
                 player=controller, cards=names, count=len(rest))
    else:
        # the rest stay on top as they were: one of the orders the player may choose
        ctx.emit("deck_rest.top", cr.OWNER_ORDERS, cr.LOOKED_STAY, effect=label,
                 player=controller, cards=names, count=len(rest))


def arrange_deck(state: State, ctx: Context, step: EffectStep, env: object) -> None:
    """"Look at N cards ... and place them at the top or bottom of the deck in any order": the
    scenario does not say where each goes, so they stay on top in its order (CR 3-1-7)."""
    looked = _looked(state, ctx, step, env)
    _place_rest(state, ctx, env, looked, "top_or_bottom")


def trash_to_hand(state: State, ctx: Context, step: EffectStep, env: object) -> None:
    """Up to N cards that fit from the controller's trash to the hand (an open area: any card
    of it may be chosen, CR 3-5-2)."""
    label, controller = _label(env), getattr(env, "controller", "")
    if step.amount <= 0:
        return
    trash = [state.cards[card_id] for card_id in state.players[controller].trash]
    named = _named(state, env, Z_TRASH)
    taken: list[Card] = []
    for card in (named or [])[:step.amount]:
        why = _fits(state, env, card)
        if why is not None:
            ctx.emit("deck_search.no_fit", cr.CHOOSE, effect=label,
                     card=say.card(state, card, owned=False), why=why)
        else:
            taken.append(card)
    if named is None:
        taken = [card for card in trash if _fits(state, env, card) is None][:step.amount]
    if not taken:
        ctx.emit("choice_declined" if named == [] else "trash_to_hand.none", cr.CHOOSE_UP_TO,
                 effect=label, player=controller)
        return
    for card in taken:
        move(state, card, Z_HAND)
    if getattr(env, "chosen", None) is None:
        env.chosen = taken[0].id  # type: ignore[attr-defined]
    if named is None:  # a default: the notes say so
        picks.note_taken(state, env, [card.id for card in taken])
    # `count` lets a language say "it" or "them", "the first card" or "the first cards"
    ctx.emit("trash_to_hand" + ("" if named else ".first"), cr.CHOOSE, cr.TRASH_ON_TOP,
             effect=label, player=controller, cards=say.cards_of(state, [c.id for c in taken]),
             count=len(taken))


def _read_top_step(problems: Problems, kind: str, at: str, arg: Any) -> EffectStep | None:
    if kind == "reveal_top":
        count = v.integer(problems, at, arg, 1, 1)
        return None if count is None else EffectStep(kind, amount=count)
    if kind == "revealed_to_bottom":
        if arg is not True:
            problems.add(at, "must be true")
            return None
        return EffectStep(kind)
    # "you may play that card": `up_to: true` lets the action's `take: 0` decline (up_to.py)
    data = v.mapping(problems, at, arg, ("rested", "up_to"))
    return EffectStep(kind, amount=1, rested=v.opt_bool(problems, data, "rested", at, False),
                      up_to=v.opt_bool(problems, data, "up_to", at, False))



def reveal_top(state: State, ctx: Context, step: EffectStep, env: object) -> None:
    controller = getattr(env, "controller", "")
    player = state.players[controller]
    if not player.deck and player.deck_anonymous > 0:
        player.deck_anonymous -= 1  # the unnamed top card gets an id, still on top
        card_id = state.new_anonymous_id(controller, Z_DECK)
        state.cards[card_id] = Card(id=card_id, name=card_id, owner=controller,
                                    kind="character", zone=Z_DECK)
        player.deck.append(card_id)
    if not player.deck:
        ctx.emit("step_skipped", cr.DO_WHAT_YOU_CAN, effect=_label(env),
                 what=Event("would.look_at_deck"),
                 why=Event("why.deck_empty", {"player": controller}))
        return
    env.revealed = player.deck[0]  # type: ignore[attr-defined]
    ctx.emit("deck_revealed", cr.REVEALED_HIDDEN_AGAIN, effect=_label(env), player=controller,
             count=1, wanted=1, cards=say.cards_of(state, [player.deck[0]]))


def _revealed(state: State, env: object) -> Card | None:
    """"That card", while it is still in the deck."""
    card_id = getattr(env, "revealed", None)
    card = state.cards.get(card_id) if card_id else None
    return card if card is not None and card.zone == Z_DECK else None


def play_revealed(state: State, ctx: Context, step: EffectStep, env: object) -> None:
    card = _revealed(state, env)
    if card is None:
        ctx.emit("step_skipped", cr.DO_WHAT_YOU_CAN, effect=_label(env),
                 what=Event("would.play"), why=Event("why.not_waiting_to_be_played"))
        return
    play_by_effect(state, ctx, card, _label(env), step.rested)


def revealed_to_bottom(state: State, ctx: Context, step: EffectStep, env: object) -> None:
    card = _revealed(state, env)
    if card is None:
        return  # played or gone: nothing is left to place
    deck_bottom(state, card)
    ctx.emit("deck_rest.bottom", cr.DECK_ONE_AT_A_TIME, effect=_label(env),
             player=card.owner, cards=say.cards_of(state, [card.id]), count=1)


def hand_to_deck(state: State, ctx: Context, step: EffectStep, env: object) -> None:
    """"Place 2 cards from your hand at the bottom of your deck in any order": which cards and
    their order are the player's; the engine takes the first the hand lists, in that order, and
    "top or bottom" goes to the bottom. Hand and deck are both secret: the cards are shown as
    they move (CR 11-2-1)."""
    controller = getattr(env, "controller", "")
    hand = state.players[controller].hand
    # the player's pick (CR 8-4-4): named by the action's `picks`, else the first listed
    chosen, named = picks.pick_named(state, env, list(hand), step.amount, controller)
    cards = [state.cards[card_id] for card_id in chosen]
    if not cards:
        ctx.emit("step_skipped", cr.DO_WHAT_YOU_CAN, effect=_label(env),
                 what=Event("would.hand_to_deck"), why=Event("why.hand_empty",
                                                              {"player": controller}))
        return
    names = say.cards_of(state, [card.id for card in cards])
    where = step.duration
    place: str = getattr(env, "place", "")
    if where == "top_or_bottom" and (named or place):  # said, or said in part
        where = picks.side(state, env, "bottom")
    elif where == "top_or_bottom":
        picks.side(state, env, "bottom")  # the default's note; the sentence says it too
    for card in reversed(cards) if where == "top" else cards:
        if where == "top":
            move(state, card, Z_DECK, top=True)  # the first listed ends on top
        else:
            deck_bottom(state, card)
    ctx.emit(f"hand_to_deck.{where}" + (".picked" if named and where != "top_or_bottom"
                                        else ""),
             cr.REVEAL_MOVING_SECRET, cr.OWNER_ORDERS,
             *(() if len(cards) == step.amount else (cr.DO_WHAT_YOU_CAN,)),
             effect=_label(env), player=controller, cards=names, count=len(cards))


def _looks(effect: object) -> int:
    """How many deck cards a search of `effect` looks at (0: it searches nothing)."""
    steps = getattr(effect, "steps", ())
    return max((s.amount for s in steps if s.kind in ("search_deck", "play_from_deck")),
               default=0)


def choice_problem(state: State, action: Action) -> Illegal | None:
    """An action naming, for a search, a deck card below the cards the search looks at: the
    rest of the deck stays secret (CR 3-2-2), only the cards looked at are chosen from
    (CR 8-4-4-4)."""
    source = state.resolve(action.get("card") or "")
    if source is None:
        return None
    named = [card for card in (state.resolve(pick) for pick in groups.picks(action.get("target")))
             if card is not None and card.zone == Z_DECK and card.owner == source.owner]
    timings = AUTO_TIMINGS if action.kind == "choose" else (ACTION_TIMINGS.get(action.kind),)
    for timing in timings:
        look = _looks(source.effects.get(timing or ""))
        deck = state.players[source.owner].deck[:look]
        for card in named:
            if look and card.id not in deck:
                return Illegal("illegal.search_not_looked",
                               (cr.DECK_SECRET, cr.CHOOSE_FROM_DECK),
                               effect=say.effect_of(state, source, timing or ""),
                               card=say.card(state, card), count=look)
    return None
