"""A monster an effect Special Summons on the condition that it cannot attack (12-3-21): "...,
but it cannot attack" (`no_attack: always`), "..., but it cannot attack directly" (`direct`),
"..., but it cannot attack this turn" (`turn`), a key of the `special_summon` step or of a
`fetch` to the field.

The summoning step records the monster as it is (id, moves) with the turn it was Summoned in;
an attack it declares is refused while the record holds: always, only a direct one, or only in
that turn. The restriction is the summoning effect's, not the monster's own text, so negating
the monster's effects does not lift it; a monster that left the field is a new card (moves)."""
from __future__ import annotations

from typing import Any

from ..core import validate as v
from ..core.events import Event
from ..core.replay import Context
from ..core.result import Illegal
from ..core.validate import Problems, key_path
from . import rules as cr
from . import text as say
from .model import Card, State

KINDS = ("always", "direct", "turn")


def read_no_attack(p: Problems, at: str, data: dict[str, Any] | None) -> str:
    """The step's `no_attack`, or "" when it has none (or a wrong one, which `p` names)."""
    if not isinstance(data, dict) or "no_attack" not in data:
        return ""
    kind = v.choice(p, key_path(at, "no_attack"), data["no_attack"], KINDS)
    return kind or ""


def summoned(state: State, ctx: Context, label: Event, card: Card, kind: str) -> None:
    """The monster just Special Summoned cannot attack, as the step says (12-3-21)."""
    state.no_attack_summons.append((card.id, card.moves, kind, state.turn_number))
    ctx.emit(f"special_summoned.no_attack.{kind}", cr.SUMMONED_NO_ATTACK, link=label,
             card=say.card(state, card))


def attack_problem(state: State, attacker: Card, direct: bool) -> Illegal | None:
    """The attack `attacker` would declare (`direct` or not), refused by its summoning."""
    for card_id, moves, kind, turn in state.no_attack_summons:
        if card_id != attacker.id or moves != attacker.moves:
            continue
        if kind == "always" or kind == "direct" and direct \
                or kind == "turn" and turn == state.turn_number:
            return Illegal(f"illegal.summoned_no_attack.{kind}",
                           (cr.SUMMONED_NO_ATTACK, cr.DECLARE_ATTACK),
                           card=say.card(state, attacker))
    return None
