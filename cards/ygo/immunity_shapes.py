"""A monster's Continuous sentences that shield it or its plays from the opponent, read into the
scenario format's card keys (docs/scenario-format.md):

- "If this card attacks, your opponent cannot activate any Spell/Trap Cards until the end of
  the Damage Step." ("Spell/Trap Cards", "Spell or Trap Cards"; "If this card battles, ...";
  "... cannot activate cards or effects ..."; "your opponent's cards and effects cannot be
  activated ..."): `battle_lock: {when: attacks|battles, what: spells_traps|all}` (12-3-20);
- "Control of this face-up card on the field cannot switch." (and its older wordings):
  `no_control_switch` (3-10-5);
- "When this card is Normal Summoned successfully, no Trap Cards can be activated.":
  `no_traps_on_normal_summon` (8-1-10);
- "Your opponent cannot activate Trap Cards during the Battle Phase." ("Neither player can
  ..."; "cards or effects", "Spell Cards", "Quick-Play Spell Cards", "monster effects", "the
  effects of Spell/Trap Cards in the GY"; "during your Battle Phase", "during Main Phase 1", or
  always): `activation_lock: {player: opponent|both, what, during}` (5-4-5);
- after an activated effect it belongs to, "Your opponent cannot activate cards or effects in
  response to this effect's activation." ("Neither player can ...", "Cards and effects cannot
  be activated ..."; "... Spell/Trap Cards ...", "... monster effects ..."): that effect's
  `no_responses: opponent|both`, with `no_responses_what: spells_traps|monster_effects` when it
  names only those (11-2-8).

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


# activations forbidden while it is face-up (5-4-5)
ACTIVATION_LOCK = re.compile(r"^(?P<who>Your opponent cannot|Neither player can) activate "
                             r"(?P<what>cards or effects|Trap Cards|Spell Cards|Quick-Play "
                             r"Spell Cards|monster effects|the effects of Spell/Trap Cards in "
                             r"the GY)(?: during (?P<during>the Battle Phase|your Battle Phase|"
                             r"Main Phase 1))?\.$")
LOCKED = {"cards or effects": "all", "Trap Cards": "traps", "Spell Cards": "spells",
          "Quick-Play Spell Cards": "quick_play", "monster effects": "monster_effects",
          "the effects of Spell/Trap Cards in the GY": "graveyard_spells_traps"}
DURING = {"the Battle Phase": "battle_phase", "your Battle Phase": "own_battle_phase",
          "Main Phase 1": "main1"}
# no Trap Card answers its successful Normal Summon (8-1-10)
NO_TRAPS_ON_SUMMON = "When this card is Normal Summoned successfully, no Trap Cards can be " \
    "activated."
# who cannot answer an effect's activation, and what they cannot activate (11-2-8)
NO_RESPONSES = re.compile(r"^(?:(?P<who>Your opponent cannot|Neither player can) activate "
                          r"(?P<what>cards or effects|Spell/Trap Cards|monster effects)|(?P<all>"
                          r"Cards and effects cannot be activated)) in response to this "
                          r"effect's activation\.$")
WHO = {"Your opponent cannot": "opponent", "Neither player can": "both"}
WHAT = {"Spell/Trap Cards": "spells_traps", "monster effects": "monster_effects"}


def effect_rider(text: str) -> Fields | None:
    """The keys the sentence after an activated effect sets on that effect, or None."""
    found = NO_RESPONSES.match(text)
    if found is None:
        return None
    what = WHAT.get(found.group("what") or "")
    return {"no_responses": WHO[found.group("who")] if found.group("who") else "both",
            **({"no_responses_what": what} if what else {})}


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
    if text == NO_TRAPS_ON_SUMMON:
        return {"no_traps_on_normal_summon": True}
    found = ACTIVATION_LOCK.match(text)
    if found is not None:
        during = found.group("during")
        return {"activation_lock": {"player": WHO[found.group("who")],
                                    "what": LOCKED[found.group("what")],
                                    **({"during": DURING[during]} if during else {})}}
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
