"""A Spell's or Trap's last sentence that forbids, for the turn it is activated, the attacks of
the monsters it names (5-2-26): ""Blue-Eyes White Dragon" you control cannot attack the turn you
activate this card." (Burst Stream of Destruction), ""Cyber Dragon" cannot attack the turn you
activate this card." (Evolution Burst), read into `no_attacks_turn_of: {names: [...]}` (a
quoted archetype before "monsters": `{archetype: ...}`).

Without "you control" the words read so only on a Normal Spell, which is activated in its
player's own turn, when only that player's monsters attack; elsewhere they could bind the
opponent's monsters too, and stay a note. Standard library only; one anchored pattern without
nested quantified groups: linear.
"""
from __future__ import annotations

import re
from typing import Any

Fields = dict[str, Any]

NAMED = re.compile(r'^"(?P<name>[^"]+)"(?P<many> monsters)?(?P<yours> you control)? cannot '
                   r'(?:declare an )?attack (?:during )?the turn you activate this card\.$')


def read(text: str, kind: str, card_property: str) -> tuple[str, Fields] | None:
    """("activation", its key) for the sentence on a card of that kind, or None."""
    found = NAMED.match(text)
    if found is None or kind not in ("spell", "trap"):
        return None
    if not found.group("yours") and (kind, card_property) != ("spell", "Normal"):
        return None  # the opponent's monsters of that name may be meant too
    name = found.group("name")
    what: Fields = {"archetype": name} if found.group("many") else {"names": [name]}
    return "activation", {"no_attacks_turn_of": what}
