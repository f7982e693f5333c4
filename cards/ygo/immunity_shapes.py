"""A monster's Continuous sentences that shield it or its plays from the opponent, read into the
scenario format's card keys (docs/scenario-format.md):

- "If this card attacks, your opponent cannot activate any Spell/Trap Cards until the end of
  the Damage Step." ("Spell/Trap Cards", "Spell or Trap Cards"; "If this card battles, ...";
  "... cannot activate cards or effects ..."; "your opponent's cards and effects cannot be
  activated ..."): `battle_lock: {when: attacks|battles, what: spells_traps|all}` (12-3-20);
- "Control of this face-up card on the field cannot switch." (and its older wordings):
  `no_control_switch` (3-10-5).

Standard library only; each sentence matched whole by an anchored pattern with no nested
quantified group (linear). A sentence under a condition ("If this card attacks while you have
no cards in your hand, ...") is not one of these and stays unread.
"""
from __future__ import annotations

import re
from typing import Any

from cards.ygo import psct

Fields = dict[str, Any]

# "Spell/Trap Cards": the activation of those cards only; "cards or effects": any activation
BATTLE_LOCK = re.compile(r"^If this card (?P<when>attacks|battles), (?:your opponent cannot "
                         r"activate (?P<what>(?:any )?Spell/Trap Cards|(?:any )?Spell or Trap "
                         r"Cards|cards or effects)|(?P<passive>your opponent's cards and effects"
                         r" cannot be activated)) until the end of the Damage Step\.$")
# control of the monster cannot change while it is face-up on the field (3-10-5)
NO_CONTROL_SWITCH = ("Control of this face-up card on the field cannot switch.",
                     "Control of this face-up card cannot switch.",
                     "Control of this card cannot switch.",
                     "As long as this card remains face-up on the field, control of this card "
                     "cannot switch.")


def read(text: str) -> Fields | None:
    """The card keys one Continuous sentence sets, or None when it is not one of these."""
    found = BATTLE_LOCK.match(text)
    if found is not None:
        what = found.group("what") or ""
        every = bool(found.group("passive")) or what == "cards or effects"
        return {"battle_lock": {"when": found.group("when"),
                                "what": "all" if every else "spells_traps"}}
    if text in NO_CONTROL_SWITCH:
        return {"no_control_switch": True}
    return None


def read_monster(breakdown: psct.Breakdown, fields: Fields, read_texts: list[str]) -> None:
    """Such sentences among a monster's Continuous ones still unread, into `fields`; each one
    read is added to `read_texts`. One under a clause or with "●" choices stays."""
    for effect in breakdown.effects:
        if effect.kind != "continuous" or effect.text in read_texts or effect.options \
                or effect.clauses:
            continue
        found = read(effect.text)
        if found is not None:
            fields.update(found)
            read_texts.append(effect.text)
