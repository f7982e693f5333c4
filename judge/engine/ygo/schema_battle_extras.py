"""Reading a monster's `monster_attacks: N` (docs/scenario-format.md): "This card can make up to
3 attacks on monsters during each Battle Phase." (12-3-24), and its `spares_damage` ("Your
opponent takes no battle damage from attacks involving this card.", 12-8-5). Its
`battle_banishes: true` ("Banish any monster destroyed by battle with this card.", 12-8-8) is a
flag key, read with the others."""
from __future__ import annotations

from typing import Any

from ..core import validate as v
from ..core.validate import Problems, key_path
from .model import Card
from .schema_facts import MAX_ATTACKS


def read_monster_attacks(p: Problems, path: str, data: dict[str, Any], card: Card) -> None:
    """The card's `monster_attacks`, 0 when absent (a wrong value is reported); and its
    `spares_damage: opponent | both` (12-8-5), "" when absent."""
    card.monster_attacks = v.opt_int(p, data, "monster_attacks", path, 2, MAX_ATTACKS, 0)
    raw = v.field(data, "spares_damage", None)
    if raw is not None:
        card.spares_damage = v.choice(p, key_path(path, "spares_damage"), raw,
                                      ("opponent", "both")) or ""
