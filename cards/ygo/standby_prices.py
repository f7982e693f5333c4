"""A monster's price to stay, asked in its controller's Standby Phase (7-3-3): "Once per turn,
during your Standby Phase, you must pay 500 LP (this is not optional), or this card is
destroyed." (the Archfiends), "Once per turn, during your Standby Phase, pay 500 LP or destroy
this card.", read into the card key `upkeep` a Continuous Spell or Trap has (10-5-3,
field_card_shapes.with_upkeep), with the same patterns, or left unread.

Standard library only. Patterns anchored; no nested quantified group (linear).
"""
from __future__ import annotations

from typing import Any

from cards.ygo import field_card_shapes, psct

Fields = dict[str, Any]


def price(text: str) -> Fields | None:
    """`upkeep` of one sentence, or None: "(this is not optional)" leaves no choice but to pay
    when its player can."""
    found = field_card_shapes.UPKEEP.match(text) or field_card_shapes.MUST_PAY.match(text)
    if found is None:
        return None
    whose = "any" if found.group("whose") == "the" else "own"
    must = {"must": True} if found.re is field_card_shapes.MUST_PAY else {}
    return {"upkeep": {"pay_lp": int(found.group("n")), "whose": whose, **must}}


def read_monster(main: psct.Breakdown, fields: Fields, read: list[str]) -> None:
    """The monster's price added to `fields`, its sentence to `read`; nothing when none."""
    psct.read_each(main, fields, read, price)
