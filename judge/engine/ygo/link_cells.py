"""Where a monster stands on the field and where a Link Monster's Link Arrows point (4-4-7),
worked out from the places alone (arrows.py says how; the effects of the arrows are there):
each Monster Zone as (row, column) seen from player A, row 0 A's Main Monster Zones, row 1 the
Extra Monster Zones, row 2 B's."""
from __future__ import annotations

from .model import Z_MONSTERS, Card

ARROWS = ("top-left", "top", "top-right", "left", "right", "bottom-left", "bottom",
          "bottom-right")
# each arrow as (rows up, columns right), seen by the Link Monster's controller
STEP = {"top-left": (1, -1), "top": (1, 0), "top-right": (1, 1), "left": (0, -1),
        "right": (0, 1), "bottom-left": (-1, -1), "bottom": (-1, 0), "bottom-right": (-1, 1)}
EXTRA_COLUMNS = (2, 4)  # the Extra Monster Zones stand above these columns (3-3-1)
Cell = tuple[int, int]


def cell(card: Card) -> Cell | None:
    """Its (row, column) on the field seen from A; None off the field or with no place."""
    if card.zone != Z_MONSTERS or not card.column:
        return None
    first = card.owner == "A"  # `owner` holds its controller on the field (3-10-2)
    row = 1 if card.extra_zone else (0 if first else 2)
    return row, card.column if first else 6 - card.column


def pointed_cells(link: Card) -> set[Cell] | None:
    """The Monster Zones its arrows point to; None when it has no place."""
    here = cell(link)
    if here is None or "Link" not in link.monster_types:
        return None
    turn = 1 if link.owner == "A" else -1  # B sees the field upside down
    found: set[Cell] = set()
    for arrow in link.link_arrows:
        up, right = STEP[arrow]
        row, column = here[0] + turn * up, here[1] + turn * right
        if row in (0, 2) and 1 <= column <= 5 or row == 1 and column in EXTRA_COLUMNS:
            found.add((row, column))
    return found


UPWARD = ("top-left", "top", "top-right")


def points_to(link: Card, other: Card) -> bool | None:
    """Whether the Link Monster points to `other`; None when a place (or its arrows) is not
    known. Only an upward arrow reaches a monster of the opponent's (an Extra Monster Zone
    above, or their Main Monster Zones from one), whatever the places."""
    if not link.link_arrows:
        return None
    if other.owner != link.owner and not set(UPWARD) & set(link.link_arrows):
        return False
    cells, there = pointed_cells(link), cell(other)
    if cells is None or there is None:
        return None
    return there in cells
