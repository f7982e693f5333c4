"""Which monsters a Link Monster points to, which monsters are "linked" and which Link Monsters
are "co-linked" (4-4-7, 4-4-10), as the places on the field stand each time they are asked
(link_cells.py); None when a place is not known. What a card's condition on its own links and
"for each monster it points to" read of them (link_zones.py says how they are used)."""
from __future__ import annotations

from .continuous_specs import Counted
from .described import described_fits
from .link_cells import points_to
from .model import SET, Card, Described, State
from .zones import monsters_of

COUNTS = ("pointed", "co_linked")  # `for_each: {what: ...}` counted from the arrows


def field_monsters(state: State) -> list[Card]:
    return [card for pid in ("A", "B") for card in monsters_of(state, pid)]


def pointed(state: State, link: Card) -> list[Card] | None:
    """The monsters (face-up or not) in the zones its Link Arrows point to (4-4-7); None when
    its arrows or a place that decides it are not given (arrows.points_to: a monster of the
    opponent's is never reached without an upward arrow, wherever). Not a Link Monster: none."""
    if "Link" not in link.monster_types:
        return []
    if not link.link_arrows:  # a hand-typed Link Monster without them
        return None
    found = []
    for other in field_monsters(state):
        if other is link:
            continue
        reach = points_to(link, other)
        if reach is None:
            return None
        if reach:
            found.append(other)
    return found


def points_at(state: State, link: Card, other: Card) -> bool:
    """It points to that monster now (unknown: not; `gap_problem` judges nothing then)."""
    return "Link" in link.monster_types and bool(points_to(link, other))


def co_linked(state: State, card: Card) -> list[Card] | None:
    """The Link Monsters it points to that point back to it (4-4-10); None when not known."""
    mine = pointed(state, card)
    if mine is None:
        return None
    found = []
    for other in mine:
        back = pointed(state, other)
        if back is None:
            return None
        if any(m is card for m in back):
            found.append(other)
    return found


def linked(state: State, card: Card) -> bool | None:
    """It points to a monster, or a Link Monster points to it (4-4-10); None when not known
    (a link found is an answer, whatever places are missing elsewhere)."""
    unknown = False
    mine = pointed(state, card)
    if mine:
        return True
    unknown = mine is None
    for other in field_monsters(state):
        if other is card or "Link" not in other.monster_types:
            continue
        reach = points_to(other, card)
        if reach:
            return True
        unknown = unknown or reach is None
    return None if unknown else False


def self_link_holds(state: State, card: Card, word: str) -> bool:
    """`self_link` of a condition, for the card whose text it is: unknown is not holding, and
    `gap_problem` keeps such a board from being judged at all."""
    if word in ("linked", "unlinked"):
        found = linked(state, card)
        return found is not None and found == (word == "linked")
    if word in ("pointing", "pointing_none"):
        aimed = pointed(state, card)
        return aimed is not None and bool(aimed) == (word == "pointing")
    pairs = co_linked(state, card)
    return pairs is not None and bool(pairs) == (word == "co_linked")


def count(state: State, source: Card, per: Counted) -> int:
    """"for each monster it points to" (`pointed`) or "... co-linked to this card" (`co_linked`),
    as described; a face-down monster shows nothing a description names (9-1-3). With `sum`,
    their original ATK added up instead."""
    found = pointed(state, source) if per.what == "pointed" else co_linked(state, source)
    counted = [card for card in found or ()
               if _shows(per, card) and described_fits(per.described, card, None)]
    if per.sum:  # "the combined original ATK": a face-down monster shows none (9-1-3)
        return sum(card.atk for card in counted if card.position != SET)
    return len(counted)


def _shows(per: Counted, card: Card) -> bool:
    return card.position != SET or per.described == Described()
