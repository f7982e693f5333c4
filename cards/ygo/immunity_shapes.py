"""A monster's Continuous sentences that shield it or its plays from the opponent, read into the
scenario format's card keys (docs/scenario-format.md):

- "If this card attacks, your opponent cannot activate any Spell/Trap Cards until the end of
  the Damage Step." ("Spell/Trap Cards", "Spell or Trap Cards"; "If this card battles (attacks
  or is attacked), ..."; "... cannot activate cards or effects ..."; "your opponent's cards and
  effects cannot be activated ..."): `battle_lock: {when: attacks|battles, what:
  spells_traps|all}` (12-3-20);
- "Control of this face-up card on the field cannot switch." (and its older wordings):
  `no_control_switch` (3-10-5);
- "When this card is Normal Summoned successfully, no Trap Cards can be activated.":
  `no_traps_on_normal_summon` (8-1-10);
- "Your opponent cannot activate Trap Cards during the Battle Phase." ("Neither player can
  ..."; "cards or effects", "Spell Cards", "Quick-Play Spell Cards", "monster effects", "the
  effects of Spell/Trap Cards in the GY"; "during your Battle Phase", "during Main Phase 1", or
  always): `activation_lock: {player: opponent|both, what, during}` (5-4-5);
- "This card's battle position cannot be changed until the end of your next turn, except with
  a card effect." after "If this card attacks, it is changed to Defense Position at the end of
  the Battle Phase.": `keeps_defense_position` (9-2-8);
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

from cards.ygo import continuous_conditions, psct

Fields = dict[str, Any]

# "Spell/Trap Cards": the activation of those cards only; "cards or effects": any activation
BATTLE_LOCK = re.compile(r"^If this card (?P<when>attacks or is attacked|attacks|battles), "
                         r"(?:your opponent cannot activate (?P<what>(?:any )?Spell/Trap Cards|"
                         r"(?:any )?Spell or Trap Cards|cards or effects)|(?P<passive>your "
                         r"opponent's cards and effects cannot be activated)) until the end of "
                         r"the Damage Step\.$")
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
                             r"the GY|the effects of monsters in the GY)(?: during "
                             r"(?P<during>the Battle Phase|your Battle Phase|Main Phase 1))?\.$")
LOCKED = {"cards or effects": "all", "Trap Cards": "traps", "Spell Cards": "spells",
          "Quick-Play Spell Cards": "quick_play", "monster effects": "monster_effects",
          "the effects of Spell/Trap Cards in the GY": "graveyard_spells_traps",
          "the effects of monsters in the GY": "graveyard_monsters"}
DURING = {"the Battle Phase": "battle_phase", "your Battle Phase": "own_battle_phase",
          "Main Phase 1": "main1"}
# after its change to Defense Position at the end of the Battle Phase (12-9-2, 9-2-8)
KEEPS_DEFENSE = "This card's battle position cannot be changed until the end of your next " \
    "turn, except with a card effect."
# Giant Orc's older words of the same (9-2-8): it follows the change at the end of the Battle
# Phase, a restriction on its player's change as KEEPS_DEFENSE says
KEEPS_DEFENSE_OLDER = "It cannot change its battle position until the end of your next turn."
# no Trap Card answers its successful Normal Summon (8-1-10)
NO_TRAPS_ON_SUMMON = "When this card is Normal Summoned successfully, no Trap Cards can be " \
    "activated."
# who cannot answer an effect's activation, and what they cannot activate (11-2-8)
NO_RESPONSES = re.compile(r"^(?:(?P<who>Your opponent cannot|Neither player can) activate "
                          r"(?P<what>cards or effects|Spell/Trap Cards|monster effects|the "
                          r"targeted card|that card)|(?P<all>"
                          r"Cards and effects cannot be activated)) in response to this "
                          r"effect's activation\.$")
WHO = {"Your opponent cannot": "opponent", "Neither player can": "both"}
WHAT = {"Spell/Trap Cards": "spells_traps", "monster effects": "monster_effects",
        # the card the effect targets (response_locks.py): read after a targeting effect only
        "the targeted card": "target", "that card": "target"}


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
        when = "battles" if found.group("when") == "attacks or is attacked" else \
            found.group("when")
        return {"battle_lock": {"when": when,
                                "what": "all" if every else "spells_traps"}}
    if text in NO_CONTROL_SWITCH:
        return {"no_control_switch": True}
    if text == NO_TRAPS_ON_SUMMON:
        return {"no_traps_on_normal_summon": True}
    return _activation_lock(text)


def _activation_lock(text: str) -> Fields | None:
    """"Your opponent cannot activate Trap Cards during the Battle Phase.", alone or after a
    condition ("While you have no cards in your hand, ...": `if`)."""
    split = continuous_conditions.split(text)
    if split is None:
        return None
    condition, rest = split
    found = ACTIVATION_LOCK.match(rest[:1].upper() + rest[1:])
    if found is None:
        return None
    during = found.group("during")
    return {"activation_lock": {"player": WHO[found.group("who")],
                                "what": LOCKED[found.group("what")],
                                **({"during": DURING[during]} if during else {}),
                                **({"if": condition} if condition else {})}}


def read_monster(breakdown: psct.Breakdown, fields: Fields, read_texts: list[str]) -> None:
    """Such sentences among a monster's Continuous ones still unread, into `fields`; each one
    read is added to `read_texts`. One under a clause or with "●" choices stays."""
    for effect in psct.unread_continuous(breakdown, read_texts):
        found = read(effect.text)
        if effect.text in (KEEPS_DEFENSE, KEEPS_DEFENSE_OLDER) \
                and fields.get("defense_after_battle_phase"):
            found = {"keeps_defense_position": True}  # the change it follows (9-2-8)
        if found is not None:
            fields.update(found)
            read_texts.append(effect.text)
