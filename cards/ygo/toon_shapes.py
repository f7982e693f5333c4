"""A monster's own text on when it may attack, the Toon monsters' above all, read into the
scenario format, or left unread:

- "Cannot attack the turn it is Summoned." (`no_attack_summoned_turn: summoned`; "... in the
  same turn it is Normal Summoned, Flip Summoned, or Special Summoned." alike), "... the turn it
  is Normal Summoned." (`normal`), "... the turn it is Special Summoned." (`special`), 12-3-15;
- "While you control "Toon World" and your opponent controls no Toon monsters, this card can
  attack your opponent directly." (and "If ..., this card can attack directly."):
  `direct_attack_if`, the board that must show while it declares a direct attack, in the keys
  of a Spell's or Trap's `if` seen from its controller (12-3-10); each state joined by "and"
  must read, or the sentence stays unread;
- "If "Toon World" on the field is destroyed, destroy this card.": `destroyed_with: Toon
  World` (5-4-8);
- the older Toons' "You must pay 500 LP to declare an attack with this monster."
  (`attack_cost_lp: 500`) and "Can attack your opponent directly, unless they control a Toon
  monster, in which case this card must target a Toon monster for its attacks."
  (`direct_attack_if: {opponent_none: {type: Toon}}` and `attack_toons_first: true`), 12-3-26.

Standard library only. Patterns anchored; no nested quantified group (linear).
"""
from __future__ import annotations

import re
from typing import Any

from cards.ygo import conditions_shapes, psct, st_conditions

Fields = dict[str, Any]

SUMMONED_TURN = re.compile(r"^(?:This card c|C)annot attack (?:the turn it is (?P<how>Normal |"
                           r"Special )?Summoned|in the same turn it is Normal Summoned, Flip "
                           r"Summoned, or Special Summoned)\.$")
DIRECT_WHILE = re.compile(r"^(?:While|If) (?P<state>[^,]+), (?:this card|it) can attack (?:your "
                          r"opponent )?directly\.$")
# destroyed along with a card it needs (5-4-8)
DESTROYED_WITH = re.compile(r'^If "(?P<name>[^"]+)" on the field is destroyed, destroy this '
                            r"card\.$")
# the older Toons' attack cost and their attacks while the opponent shows a Toon (12-3-26)
ATTACK_COST = re.compile(r"^You must pay (?P<n>\d+) LP to declare an attack with this monster\.$")
TOONS_FIRST = ("Can attack your opponent directly, unless they control a Toon monster, in which "
               "case this card must target a Toon monster for its attacks.")
# the opponent's side without a monster of a kind: "your opponent controls no Toon monsters"
OPPONENT_NONE = re.compile(r"^your opponent controls no (?P<kind>Toon) monsters$")


def no_attack_turn(text: str) -> Fields | None:
    found = SUMMONED_TURN.match(text)
    if found is None:
        return None
    how = (found.group("how") or "").strip().lower() or "summoned"
    return {"no_attack_summoned_turn": how}


def destroyed_with(text: str) -> Fields | None:
    found = DESTROYED_WITH.match(text)
    return {"destroyed_with": found.group("name")} if found is not None else None


def _state(text: str) -> Fields | None:
    """The `if` keys of one state seen from the monster on the field, or None."""
    found = OPPONENT_NONE.match(text)
    if found is not None:
        return {"opponent_none": {"type": found.group("kind")}}
    keys = conditions_shapes.board_state(text, True)
    if keys:
        return keys
    read = st_conditions.board(f"If {text}")
    return read["if"] if read is not None else None


def direct_if(text: str) -> Fields | None:
    """`direct_attack_if` of "While <state> (and <state>), this card can attack directly."."""
    found = DIRECT_WHILE.match(text)
    if found is None:
        return None
    keys: Fields = {}
    for part in found.group("state").split(" and "):
        state = _state(part)
        if state is None or set(state) & set(keys):
            return None
        keys.update(state)
    return {"direct_attack_if": keys}


def older_toon(text: str) -> Fields | None:
    """`attack_cost_lp` or the direct attack with `attack_toons_first` (12-3-26), or None."""
    if text == TOONS_FIRST:
        return {"direct_attack_if": {"opponent_none": {"type": "Toon"}},
                "attack_toons_first": True}
    found = ATTACK_COST.match(text)
    return {"attack_cost_lp": int(found.group("n"))} if found is not None else None


def read_monster(main: psct.Breakdown, fields: Fields, read: list[str]) -> None:
    """Each sentence read here added to `read`, its key to `fields` (a key said twice: the
    second sentence stays unread)."""
    psct.read_each(main, fields, read, lambda text: no_attack_turn(text) or direct_if(text)
                   or destroyed_with(text) or older_toon(text))
