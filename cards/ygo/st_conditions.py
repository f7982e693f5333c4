"""A Spell's or Trap's activation condition that is a state of the board, not an event: "If you
control a Spellcaster monster: ...", "If only your opponent controls a monster: ...", "If your
LP are lower than your opponent's: ...". The card can be activated only while the board is as
its text says (5-2-4); the state is read into the card's `if` keys, the same keys a monster's
effect and its Summon procedure use (conditions_shapes.board_state, summon_shapes.condition).

Standard library only. The states kept are those seen from the field the same way whether the
card is in the hand, Set, or just placed face-up to be activated: nothing counted among its
player's own Spells/Traps, hand or Graveyard (the card itself may be there as it is activated),
and no "other" that leaves a monster out. Patterns anchored, without nested quantified groups.
"""
from __future__ import annotations

import re
from typing import Any

from cards.ygo import conditions_shapes

Fields = dict[str, Any]

# `if` keys that never count the activated card itself, wherever it is activated from
KEPT = frozenset({"monsters_max", "opponent_cards_min", "opponent_monsters_min",
                  "fewer_monsters", "monsters_min", "opponent_hand_min", "control",
                  "opponent_control", "all_control", "field_spell", "lp_lower"})
# older or longer words for a state conditions_shapes reads
WORDINGS = {
    "your LP is lower than your opponent's": "your LP are lower than your opponent's",
    "your Life Points are lower than your opponent's": "your LP are lower than your opponent's",
}
# a kind of Extra Deck monster or a Tuner, which described.words() leaves to its caller
KIND = re.compile(r"^you control an? (?P<face>face-up )?(?P<kind>Tuner|Synchro Monster|Xyz "
                  r"Monster|Fusion Monster|Link Monster|Ritual Monster)$")
# a card by its name, or one of several names: "you control a face-up "Dark Magician Girl"",
# "you control "Blue-Eyes White Dragon" or "Dark Magician""
NAMES = re.compile(r'^you control (?:an? )?(?:face-up )?"(?P<first>[^"]+)"(?: or "(?P<second>'
                   r'[^"]+)")?$')


def board(condition: str) -> Fields | None:
    """The card's `{"if": {...}}` for "If <a state of the board>", or None."""
    if not condition.startswith("If "):
        return None
    text = condition[3:]
    text = WORDINGS.get(text, text)
    state = _state(text)
    if not state or not set(state) <= KEPT:
        return None
    return {"if": state}


def _state(text: str) -> Fields | None:
    kind = KIND.match(text)
    if kind is not None:
        return {"control": {"type": kind.group("kind").split()[0]}}
    names = NAMES.match(text)
    if names is not None:
        return {"control": {"names": [n for n in names.group("first", "second") if n]}}
    return conditions_shapes.board_state(text, False)
