"""Columns (3-11-1) in a monster's own text, read into the scenario format's keys
(docs/scenario-format.md; judge/engine/ygo/columns.py applies them):

- "If 2 or more cards are in the same column, you can Special Summon this card (from your
  hand) in that column." (the Mekk-Knights): a procedure of its own (8-4-8) whose
  `column_cards: 2` asks for a column holding that many cards, the monster going to its
  player's unused Main Monster Zone in it (3-11-2); the rest of the sentence, and the "You can
  only Special Summon "X" once per turn this way." after it, read as any procedure;
- "target 1 face-up monster in this card's column", "Target 1 card on the field in this card's
  column", "target 1 Spell/Trap in this card's column": a target on the field (target_shapes.py
  reads the rest) with `in_column: true`, the column the card itself stands in (3-11-1);
- "While this card is Set: Target 1 card on the field in this card's column; destroy it." (Fuse
  Line, a Normal Trap): a Trap is activated only from the zone it is Set in (10-3-1; this one
  has no text that lets it be activated from the hand), so the words before ":" ask nothing
  the engine does not already ask, and the rest is read as any Trap's, its column the column
  of that zone.

Standard library only; each sentence matched whole by an anchored, linear pattern.
"""
from __future__ import annotations

import dataclasses
import re
from collections.abc import Callable
from typing import Any

from cards.ygo import psct

Fields = dict[str, Any]

SAME_COLUMN = re.compile(r"^If (?P<n>[2-5]) or more cards are in the same column, you can "
                         r"Special Summon this card \(from your hand\) in that column\.$")
# what is left once the column is taken off: a plain procedure from the hand
PLAIN = "You can Special Summon this card (from your hand)."


def procedure(text: str, clauses: list[str],
              read: Callable[[str, list[str]], Fields | None]) -> Fields | None:
    """The card keys of a procedure "in that column" (`read` reads the procedure without its
    column); None: not such a sentence, or its clauses not read."""
    found = SAME_COLUMN.match(text)
    if found is None:
        return None
    fields = read(PLAIN, clauses)
    if fields is None:
        return None
    fields["summon_procedures"][0]["column_cards"] = int(found.group("n"))  # 3-11-2
    return fields


IN_COLUMN = " in this card's column"


def target_text(text: str) -> str | None:
    """The target's words without "in this card's column" (a target printed with no place is
    one on the field: target_shapes.BARE); None: not such a target."""
    return text[:-len(IN_COLUMN)] if text.endswith(IN_COLUMN) else None


def column_target(aimed: Fields | None) -> Fields | None:
    """The target read from the rest, in the card's own column; None when the rest did not read
    as one target on the field."""
    spec = (aimed or {}).get("target")
    if not spec or spec.get("zone") != "field" or spec.get("count", 1) != 1:
        return None
    spec["in_column"] = True  # 3-11-1
    return aimed


SET_ONLY = "While this card is Set"


def set_trap(kind: str, card_property: str, effect: psct.Effect) -> psct.Effect | None:
    """Fuse Line's effect without "While this card is Set" (a Normal Trap is activated Set,
    10-3-1), when its target is "in this card's column"; None: not such a Trap."""
    if (kind, card_property) != ("trap", "Normal") or effect.condition != SET_ONLY \
            or not effect.target.endswith(IN_COLUMN):
        return None
    return dataclasses.replace(effect, condition="")


# "Each of your opponent's monsters in the same column as one of your "X" monsters loses 600
# ATK.": the rest read as "Monsters your opponent controls lose 600 ATK."
EACH_BESIDE = re.compile(r"^Each of your opponent's monsters in the same column as one of your "
                         r'"(?P<archetype>[^"]+)" monsters (?P<verb>loses|gains) (?P<rest>\d+ '
                         r"(?:ATK|DEF|ATK/DEF|ATK and DEF)\.)$")
MASS_BESIDE = re.compile(r"^[Dd]estroy all of your opponent's monsters in the same columns as "
                         r'your "(?P<archetype>[^"]+)" monsters\.$')


def beside_stat(text: str, read: Callable[[str], list[Fields] | None]) -> list[Fields] | None:
    """The `stat_changes` of "Each of your opponent's monsters in the same column as one of
    your "X" monsters loses 600 ATK." (`read` reads the sentence without the column); None:
    not that sentence."""
    found = EACH_BESIDE.match(text)
    if found is None:
        return None
    verb = "lose" if found.group("verb") == "loses" else "gain"
    changes = read(f"Monsters your opponent controls {verb} {found.group('rest')}")
    if not changes or len(changes) != 1 or changes[0].get("monsters") != {}:
        return None
    changes[0]["monsters"] = {"same_column_as": {"archetype": found.group("archetype")}}
    return changes


def beside_mass(text: str) -> list[Fields] | None:
    """"destroy all of your opponent's monsters in the same columns as your "X" monsters.": a
    `destroy_all` of the opponent's monsters in such a column (3-11-1); None: not that."""
    found = MASS_BESIDE.match(text)
    if found is None:
        return None
    return [{"destroy_all": {"player": "opponent", "what": "monsters",
                             "same_column_as": {"archetype": found.group("archetype")}}}]


# the Sumo Spirits: "send to the GY all monsters your opponent controls in the same column as the
# card(s) in your Pendulum Zones." (and "all Spells/Traps"): 3-11-1, 5-3-2
SCALE_COLUMNS = re.compile(r"^[Ss]end to the GY all (?P<what>monsters|Spells/Traps) your "
                           r"opponent controls in the same column as the card\(s\) in your "
                           r"Pendulum Zones\.$")


def scale_columns_mass(text: str) -> list[Fields] | None:
    """The `return_all` (to the GY) of the opponent's cards in a column of one of the
    controller's Pendulum Scales; None: not that sentence."""
    found = SCALE_COLUMNS.match(text)
    if found is None:
        return None
    what = "monsters" if found.group("what") == "monsters" else "spells_traps"
    return [{"return_all": {"to": "graveyard", "player": "opponent", "what": what,
                            "scale_columns": True}}]
