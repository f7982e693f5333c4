"""The moments around a Summon: the Summon that would be made, and the one just made.

A Normal, Tribute or Flip Summon, or a Special Summon by a procedure, does not use the chain:
while it is being made only a card that negates a Summon may be activated, and once it has
succeeded the players may answer it (8-1-5). `state.summoning` holds such a Summon until it
succeeds: at the next action that is not the activation of a card negating a Summon, or, when
one was activated, once its chain has resolved without negating it. A negated Summon leaves
its monster never summoned, dealt with as the negating card says (5-3-9).

A Spell or Trap whose condition names a Summon ("When a monster(s) is Summoned", `when:
summoned`) is activated only while that Summon is the last thing that happened, and "that
monster(s)" (the step target `summoned`) is the monsters of that Summon that fit what the
condition says of them, as they were (10-3-4).
"""
from __future__ import annotations

from dataclasses import replace
from typing import Any

from ..core.events import Event
from ..core.replay import Context
from ..core.result import Illegal
from . import procedure_locks, unnegated
from . import rules as cr
from . import text as say
from .described import described_fits, shows
from .link_cells import points_to
from .links import add_link
from .model import (
    SET,
    Z_GRAVEYARD,
    Z_MONSTERS,
    Action,
    Card,
    EffectStep,
    Link,
    State,
    Summoning,
    SummonSpec,
    opponent,
)
from .moments import at_once
from .pendulum_kinds import how_fits  # "Pendulum Summoned" (8-5-6)
from .step_types import Handler, Skip
from .zones import move

# the event each kind of Summon records (summon.py, extra_summon.py, interpreter.py), and
# what the same monster's Summon records with it at the same moment
SUMMONED = {"normal_summoned": "normal", "flip_summoned": "flip",
            "special_summoned": "special"}
WITH_SUMMON = frozenset({"tribute_summoned", "flipped", "special_summoned_from_hand",
                         "special_summoned_by_effect",
                         "special_summoned_from_graveyard", "synchro_summoned", "xyz_summoned",
                         "link_summoned"})
Cards = tuple[tuple[str, int], ...]


def being_made(state: State, cards: list[Card], how: str, since: int) -> None:
    """A Summon outside the chain has been made: until it succeeds, it may be negated (8-1-5).
    `since`: where in `state.happened` its events begin."""
    state.summoning = Summoning(tuple((c.id, c.moves) for c in cards), how, cards[0].owner,
                                tuple(state.happened[since:]))


def negates_summons(card: Card | None) -> bool:
    return card is not None and "summon" in card.negates


def settles(state: State, action: Action) -> bool:
    """Whether the Summon being made succeeds before `action`: anything but the activation of
    a card that negates a Summon, while no chain negating it is open (8-1-5)."""
    return state.summoning is not None and not any(link.summon_negation
                                                   for link in state.chain) \
        and not (action.kind == "activate"
                 and negates_summons(state.resolve(action.get("card"))))


def succeed(state: State, ctx: Context, again: bool = False) -> None:
    """The Summon being made has succeeded; `again`: after a chain that did not negate it,
    what it did is again the last thing that happened, for what answers it (10-3-4, 5-1-3),
    and a Flip Summoned monster's FLIP effect held back is activated (8-3-4)."""
    pending, state.summoning = state.summoning, None
    procedure_locks.succeeded(state, ctx, pending)  # "If Summoned this way, ..." (8-4-11)
    if pending is None or not again:
        return
    state.happened += list(pending.events)
    card = state.cards[pending.cards[0][0]]
    if pending.flip and card.moves == pending.cards[0][1] and card.zone == Z_MONSTERS:
        add_link(state, ctx, Link(card.id, card.moves, card.owner, 1, flip=True),
                 Event("activation.flip_summon", {"card": say.card(state, card)}),
                 [cr.FLIP_SUMMON_FLIP_EFFECT, cr.FLIP_EFFECT, cr.SPEED_ONE])


def _flip_link_only(state: State) -> bool:
    """The chain holds only the FLIP effect of the monster being Flip Summoned."""
    pending = state.summoning
    return pending is not None and len(state.chain) == 1 and state.chain[0].flip and \
        (state.chain[0].card, state.chain[0].moves) == pending.cards[0]


def against_summon(state: State) -> bool:
    """Whether a card negating a Summon activated now negates the one being made: with no chain
    open, or only the held back FLIP effect of the monster being Flip Summoned."""
    return state.summoning is not None and (not state.chain or _flip_link_only(state))


def hold_back_flip(state: State, ctx: Context, card: Card) -> None:
    """A card negating the Flip Summon being made: that Summon has not succeeded, so its
    monster's FLIP effect is not activated yet (8-1-5, 8-3-4)."""
    if not negates_summons(card) or not _flip_link_only(state) or state.summoning is None:
        return
    link = state.chain.pop()
    state.priority, state.passes, state.window = None, 0, None
    state.summoning = replace(state.summoning, flip=True)
    ctx.emit("flip_effect_held_back", cr.SUMMON_NOT_ACTIVATION, cr.FLIP_SUMMON_FLIP_EFFECT,
             card=say.card(state, state.cards[link.card]))


def last_summon(state: State, strict: bool = True) -> dict[tuple[str, int], str]:
    """The monsters of the Summon that was the last thing to happen, with its kind; empty when
    something else happened after it (10-3-4). Not `strict` ("If ..." of a Trigger Effect,
    which does not miss the timing, 11-1-9): every Summon of what just happened."""
    events = state.window if state.window is not None else state.happened
    found: dict[tuple[str, int], str] = {}
    if not strict:
        for card_id, moves, what in events:
            if what in SUMMONED:
                found.setdefault((card_id, moves), SUMMONED[what])
        return found
    others: set[tuple[str, int]] = set()
    for card_id, moves, what in reversed(events):
        if what in SUMMONED:
            found.setdefault((card_id, moves), SUMMONED[what])
        elif what in WITH_SUMMON:
            others.add((card_id, moves))
        else:
            break
    return found if others <= found.keys() else {}


def fits(state: State, spec: SummonSpec | None, player: str, card: Card, how: str) -> bool:
    """Whether a monster of a Summon is what the condition names, seen from the card's
    `player`; a face-down monster shows no ATK, Level or name (9-1-3)."""
    if spec is None:
        return True
    if not how_fits(state, spec, card, how) or not _sides_fit(spec.player, player, card) \
            or not _sides_fit(spec.to, player, card):
        return False
    if spec.origins and card.came_from not in spec.origins:
        return False  # "Special Summoned from the Extra Deck": where it came from (10-3-4)
    if spec.from_player != "any" and (card.owned_by or card.owner) != (
            player if spec.from_player == "controller" else opponent(player)):
        return False  # "from your GY": a card's GY, hand and Decks are its owner's (3-10-2)
    return _still_fits(state, spec, card)


def _sides_fit(side: str, player: str, card: Card) -> bool:
    """The monster is on the field `side` names, seen from `player` (its controller's
    field, 3-10-2: "Special Summoned to your opponent's field")."""
    return side in ("any", "pointed") or card.owner == (player if side == "controller"
                                                        else opponent(player))


def _pointed(state: State, spec: SummonSpec | None, source: str, key: tuple[str, int]) -> bool:
    """"Special Summoned to a zone this card points to": the Link Monster `source` points to
    the monster where it now stands; a place not known is not that zone (4-4-7)."""
    if spec is None or spec.to != "pointed":
        return True
    link = state.cards.get(source)
    return link is not None and "Link" in link.monster_types \
        and bool(points_to(link, state.cards[key[0]]))


def _still_fits(state: State, spec: SummonSpec, card: Card) -> bool:
    if card.zone != Z_MONSTERS:
        return True  # moved there by this very effect: it follows the card (5-2-7)
    if shows(spec) and card.position == SET:
        return False  # a face-down monster shows no ATK, Level or name (9-1-3)
    return described_fits(spec, card, state)  # its ATK as it stands on the field (4-2-5)


def answered(state: State, player: str, spec: SummonSpec | None, strict: bool = True,
             source: str = "") -> Cards:
    """The monsters of the last Summon that a condition of `player`'s card names (10-3-4);
    `source`: that card, which "another monster(s)" leaves out."""
    summoned = last_summon(state, strict)
    if spec is not None and spec.count and len(summoned) != spec.count:
        return ()
    mine = source if spec is not None and spec.another else ""
    return tuple(key for key, how in summoned.items()
                 if key[0] != mine and _pointed(state, spec, source, key)
                 and state.cards[key[0]].moves == key[1]
                 and state.cards[key[0]].zone == Z_MONSTERS
                 and fits(state, spec, player, state.cards[key[0]], how))


def condition_problem(state: State, card: Card, action: Action) -> Illegal | None:
    """`when: summoned`: right after a successful Summon of what it names (10-3-4, 8-1-5);
    "Target that monster": one of them (5-2-3)."""
    ref = say.card(state, card)
    if state.summoning is not None:  # a chain that may negate it is open
        return Illegal("illegal.summon_not_yet_made", (cr.SUMMON_NOT_ACTIVATION,), card=ref)
    cards = answered(state, card.owner, card.summon)
    if not cards:
        return Illegal("illegal.needs_summon", (cr.ANSWERS_EVENT, cr.NEEDS_WHAT_IT_DOES),
                       card=ref)
    target = state.resolve(action.get("target"))
    if card.target is not None and card.target.summoned and target is not None \
            and (target.id, target.moves) not in cards:
        return Illegal("illegal.target_not_summoned", (cr.ANSWERS_EVENT, cr.TARGETS),
                       card=ref, target=say.card(state, target))
    return None


def negation_problem(state: State, card: Card) -> Illegal | None:
    """A card that negates a Summon, with no chain open: only while a Summon of what it names
    is being made (8-1-5, 5-3-9)."""
    pending = state.summoning
    rules = (cr.SUMMON_NOT_ACTIVATION, cr.NEGATE_SUMMON, cr.NEEDS_WHAT_IT_DOES)
    # a chain open: the Summon's moment has passed, unless it holds only the FLIP effect of
    # the monster being Flip Summoned (held back, hold_back_flip)
    if not against_summon(state) or pending is None:
        return Illegal("illegal.no_summon_to_negate", rules, card=say.card(state, card))
    kept = unnegated.summon_problem(state, card, pending)  # "... cannot be negated." (5-3-32)
    if kept is not None:
        return kept
    spec = card.summon
    if spec is not None and spec.count and len(pending.cards) != spec.count or not all(
            fits(state, spec, card.owner, state.cards[cid], pending.how)
            for cid, _moves in pending.cards):
        return Illegal("illegal.summon_not_negatable", rules, card=say.card(state, card),
                       cards=say.cards(state, [cid for cid, _moves in pending.cards]))
    return None


def cost_problem(state: State, card: Card, action: Action) -> Illegal | None:
    """The monster being summoned is not yet on the field: no cost of the card negating its
    Summon can give it up (8-1-5, 5-3-9)."""
    pending = state.summoning
    if pending is None or not negates_summons(card) or not against_summon(state):
        return None
    ids = {card_id for card_id, _moves in pending.cards}
    named = [ref for ref in action.get("cost") or [] if ref in ids]
    if not named:
        return None
    return Illegal("illegal.cost_summon_being_made", (cr.SUMMON_NOT_ACTIVATION, cr.NEGATE_SUMMON,
                                                      cr.COSTS),
                   card=say.card(state, card), target=say.card(state, state.cards[named[0]]))


def summons(steps: tuple[EffectStep, ...]) -> bool:
    """Whether an effect includes an effect that Special Summons a monster (a `special_summon`
    step, or a `fetch` to the field), in any of its parts (5-2-7)."""
    return any(step.kind == "special_summon" or step.kind == "fetch" and step.to == "field"
               or summons(step.steps) for step in steps)


def link_fields(state: State, card: Card) -> dict[str, Any]:
    """What a Chain Link of `card` remembers of the Summon it answers or negates."""
    pending = state.summoning
    if negates_summons(card) and pending is not None and against_summon(state):
        return {"summoned": pending.cards, "summon_negation": True}
    if card.when == "summoned":
        if state.window is None:  # what the later links of this chain answer (10-3-4)
            state.window = list(state.happened)
        return {"summoned": answered(state, card.owner, card.summon)}
    return {}


def negate(state: State, ctx: Context, label: Event, cards: Cards) -> None:
    """"Negate the Summon, and if you do, destroy that card": the monster was never summoned
    and never counted as on the field; it goes to its owner's Graveyard, and a Normal Summon
    stays used (5-3-9, 8-1-5)."""
    state.summoning = None
    for card_id, moves in cards:
        card = state.cards[card_id]
        if card.moves != moves or card.zone != Z_MONSTERS:
            continue
        move(state, card, Z_GRAVEYARD)
        # sent to the Graveyard, never from the field (5-3-9)
        state.happened[-1] = (card.id, card.moves, "sent_to_graveyard")
        ctx.emit("summon_negated", cr.NEGATE_SUMMON, cr.SUMMON_NOT_ACTIVATION, cr.DESTROY,
                 cr.TO_OWNERS_GRAVEYARD, link=label, card=say.card(state, card),
                 owner=card.owner)




def on_summoned(state: State, ctx: Context, step: EffectStep, env: Any, handler: Handler,
                skip: Skip) -> None:
    """A step on "that monster(s)": each monster of the Summon the card answered that is still
    the card it was and still fits what the condition names (5-2-5, 10-3-4); a later step
    ("and if you do, banish it") follows each where this one put it."""
    spec = env.source.summon
    link = state.chain[env.link] if 0 <= env.link < len(state.chain) else None
    if link is not None and link.effect >= 0:  # a monster's effect: its own condition's
        spec = env.source.effects[link.effect].summon
    done: list[tuple[str, int]] = []
    since = len(state.happened)
    for card_id, moves in env.summoned:
        card = state.cards[card_id]
        if card.moves != moves or spec is not None and not _still_fits(state, spec, card):
            continue
        env.missed = False
        handler(state, ctx, replace(step, target=card_id), env)
        if not env.missed:
            done.append((card.id, card.moves))
    at_once(state, since)  # done to them together (11-1-9)
    env.summoned, env.missed = done, not done
    if not done:
        skip(ctx, env, Event("would.affect_summoned"), Event("why.summoned_gone"),
             cr.ANSWERS_EVENT)


__all__ = ["against_summon", "being_made", "condition_problem", "cost_problem", "hold_back_flip",
           "link_fields", "negate", "negates_summons", "negation_problem", "on_summoned",
           "settles", "succeed", "summons"]
