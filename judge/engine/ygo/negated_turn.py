"""A Special Summon whose monster has its effects negated until the end of the turn: "Special
Summon 1 "Infernoid" monster from your hand, ignoring its Summoning conditions, but its effects
are negated until the end of this turn." (Eye of the Void), "..., but it has its effects negated
until the end of this turn." (Performapal Flip Hippo): `negated: turn` on a `special_summon`
step or a `fetch` to the field. The monster arrives negated (5-5-1) and the negation ends as
the turn ends (7-7-3); `negated: true` lasts while it stays face-up on the field."""
from __future__ import annotations

from typing import Any

from ..core import validate as v
from ..core.validate import Problems, key_path


def read_negated(p: Problems, at: str, data: dict[str, Any] | None) -> tuple[bool, bool]:
    """The step's `negated` (true, false or `turn`): whether the monster arrives negated, and
    whether that ends with the turn; a wrong value is named in `p` and read as false."""
    value = v.field(data, "negated", False)
    if value == "turn":
        return True, True
    if isinstance(value, str):
        v.choice(p, key_path(at, "negated"), value, ("turn",))
        return False, False
    return v.opt_bool(p, data, "negated", at, False), False
