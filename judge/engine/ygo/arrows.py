"""Where a monster stands on the field and where a Link Monster's Link Arrows point (4-4-7), and
the Continuous Effect a Link Monster has on the monsters it points to: "Monsters this card
points to cannot attack." (4-4-8).

The scenario gives a monster on the field its place (`column: 1-5` as its controller sees it,
left to right, and `extra_monster_zone: true` for an Extra Monster Zone, above the column 2 or
4); a monster that arrives during the duel has none until a text that places it says where
(zones.move forgets a place). Whether a Link Monster points to a monster is known only when
both have a place: then it is worked out on the whole field, seen from player A (row 0 A's
Main Monster Zones, row 1 the Extra Monster Zones, row 2 B's, the columns as A sees them), so
an arrow of B's monster turns both ways. Arrows pointing below the Main Monster Zones point to
Spell & Trap Zones, where no monster stands.
"""
from __future__ import annotations

from ..core.events import Event
from ..core.model import Action
from ..core.replay import Context
from ..core.result import Illegal
from . import rules as cr
from . import text as say
from .described import described_fits
from .link_cells import cell, pointed_cells, points_to
from .model import SET, Z_MONSTERS, Card, Described, State
from .negation import negated
from .zones import monsters_of


def _lockers(state: State) -> list[Card]:
    """The face-up monsters whose "Monsters this card points to cannot attack." applies now
    (not while negated, 5-5-1)."""
    return [card for pid in ("A", "B") for card in monsters_of(state, pid)
            if card.pointed_no_attack and card.position != SET and not negated(state, card)]


def attack_problem(state: State, attacker: Card) -> Illegal | None:
    """A monster a Link Monster with that effect points to cannot declare an attack (4-4-8);
    when a place is not given, that cannot be told, and the attack is not judged."""
    for link in _lockers(state):
        if link.id == attacker.id:
            continue  # no arrow of a monster points to itself
        pointed = points_to(link, attacker)
        if pointed is None:
            return Illegal("illegal.place_unknown", (cr.LINK_ARROWS,),
                           card=say.card(state, attacker), source=say.card(state, link))
        if pointed:
            return Illegal("illegal.pointed_no_attack", (cr.POINTED_EFFECTS, cr.LINK_ARROWS),
                           card=say.card(state, attacker), source=say.card(state, link))
    return None


def pointers(state: State, player: str, column: int, spec: Described) -> list[Card]:
    """The face-up Link Monsters on the field, as described, whose arrows point to `player`'s
    Main Monster Zone in `column` (either player's Link Monsters: 4-4-7)."""
    there = (0 if player == "A" else 2, column if player == "A" else 6 - column)
    return [card for pid in ("A", "B") for card in monsters_of(state, pid)
            if there in (pointed_cells(card) or set()) and described_fits(spec, card, state)]


def zone_problem(state: State, card: Card, spec: Described, column: int | None) -> Illegal | None:
    """"Special Summon this card to your zone a Link Monster points to" (4-4-7): the action
    names the column, no monster of its player stands there, and such a Link Monster points to
    it; every monster of that player must have its place for that to be told."""
    ref, player = say.card(state, card), card.owner
    if not column:
        return Illegal("illegal.pointed_zone_column", (cr.LINK_ARROWS,), card=ref)
    mine = [m for m in monsters_of(state, player) if m.id != card.id]
    if any(not m.column for m in mine):
        return Illegal("illegal.pointed_zone_unknown", (cr.LINK_ARROWS,), card=ref,
                       player=player)
    if any(m.column == column and not m.extra_zone for m in mine):
        return Illegal("illegal.pointed_zone_used", (cr.ZONE_HOLDS_ONE, cr.LINK_ARROWS),
                       card=ref, column=column)
    if not pointers(state, player, column, spec):
        return Illegal("illegal.pointed_zone_not_pointed", (cr.LINK_ARROWS,), card=ref,
                       column=column, player=player)
    return None


def placed(state: State, ctx: Context, card: Card, spec: Described) -> None:
    """The monster stands in the column its action named, which a Link Monster points to."""
    source = pointers(state, card.owner, card.column, spec)
    if source:
        ctx.emit("arrows.placed", cr.LINK_ARROWS, card=say.card(state, card),
                 column=card.column, player=card.owner, source=say.card(state, source[0]))


def pointed_steps(card: Card) -> bool:
    """Whether a step of its effect Special Summons "to your zone this card points to"."""
    pending = list(card.effect)
    while pending:
        step = pending.pop()
        if step.to_pointed:
            return True
        pending += list(step.steps)
    return False


def _own_zone_why(state: State, link: Card, player: str, column: int,
                  leaving: tuple[str, ...] = ()) -> str:
    """Why `player`'s Main Monster Zone in `column` is not an unused one the Link Monster
    `link` points to ("" when it is): the words of each refusal, as message keys. `leaving`:
    monsters given up as the activation's cost, whose zones are then unused (5-2-2)."""
    if not column:
        return "pointed_zone_column"
    mine = [m for m in monsters_of(state, player) if m.id not in leaving]
    if any(not m.column for m in mine) or cell(link) is None:
        return "pointed_zone_unknown"
    if any(m.column == column and not m.extra_zone for m in mine):
        return "pointed_zone_used"
    there = (0 if player == "A" else 2, column if player == "A" else 6 - column)
    return "" if there in (pointed_cells(link) or set()) else "pointed_zone_not_pointed"


def effect_zone_problem(state: State, card: Card, action: Action) -> Illegal | None:
    """An effect that Special Summons "to your zone this card points to" is activated only
    naming such an unused zone (`column`), there as it is activated (4-4-7, 5-2-4)."""
    if not pointed_steps(card):
        return None
    link = state.cards[card.id]
    column = int(action.get("column") or 0)
    leaving = tuple(str(ref) for key in ("cost", "tributes") for ref in action.get(key) or ())
    why = _own_zone_why(state, link, card.owner, column, leaving)
    if not why:
        return None
    return Illegal("illegal.effect_pointed_zone", (cr.LINK_ARROWS, cr.NEEDS_WHAT_IT_DOES),
                   card=say.card(state, link), why=Event(f"why.{why}", {"column": column}))


def summon_zone_why(state: State, source: Card, player: str, column: int) -> Event | None:
    """As the effect resolves: why its monster cannot go to that zone of its player's now
    (the Link Monster gone from the field, the zone taken), or None."""
    if source.zone != Z_MONSTERS or "Link" not in source.monster_types:
        return Event("why.pointer_gone", {"card": say.card(state, source)})
    why = _own_zone_why(state, source, player, column)
    return Event(f"why.{why}", {"column": column}) if why else None


def placed_by(state: State, ctx: Context, card: Card, link: Card) -> None:
    """A monster an effect Special Summoned "to your zone this card points to" (4-4-7)."""
    ctx.emit("arrows.placed", cr.LINK_ARROWS, card=say.card(state, card), column=card.column,
             player=card.owner, source=say.card(state, link))
