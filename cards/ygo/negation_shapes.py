"""Effects that negate the activation, or the effect, of the Chain Link they answer (11-3),
read into the scenario format: what they can negate (`negates`, `negates_by`,
`negates_includes`) and their `negate` step; or refused.

Standard library only. The activation conditions (a monster's are Quick Effects):

- "When your opponent activates a monster effect (Quick Effect)" (Herald of Orange Light),
  "When a Spell Card is activated (Quick Effect)", "Once per turn, when a card or effect is
  activated (Quick Effect)"; on a Counter Trap the same without "(Quick Effect)" ("When your
  opponent activates a Trap Card", Red Reboot's first words; "... during the Battle Phase",
  Trap Jammer, or "During the Battle Phase, when ...", Jolt Counter: `when: battle_phase`);
- "When a card or effect is activated that includes any of these effects (Quick Effect)" with
  its "●" list (Ash Blossom & Joyous Spring): each bullet one thing the effect must do; "... that
  would destroy a card(s) on the field (Quick Effect)" (Stardust Dragon): `destroy_on_field`.

And what they do: "negate the activation", "negate that effect" (5-3-7, 5-3-8), each alone or
"..., and if you do, destroy it" ("that card"; "that monster" when only monster effects are
negated), "banish it" or "shuffle that card into the Deck"; the older "Negate the activation and
destroy it." says the same, as does "Negate the activation and the effect of the card and
destroy it." (Spell-Stopping Statute: a negated activation applies no effect, 5-3-7). Anything
else (a condition with "while you control" or "that targets"; "Once per Chain") is not read
here. Patterns are
anchored, without nested quantified groups.
"""
from __future__ import annotations

import re
from typing import Any

Fields = dict[str, Any]

# what a condition names, and the kinds of activation it can negate (empty: any)
KINDS: dict[str, list[str]] = {
    "a card or effect": [],
    "a monster effect": ["monster"],
    "a Spell Card": ["spell"],
    "a Trap Card": ["trap"], "a Trap": ["trap"],
    "a Spell/Trap Card": ["spell", "trap"],
    "a Spell/Trap Card, or monster effect": ["spell", "trap", "monster"],
    # a Spell's effect as well as its activation: from the GY (5-1-8)
    "a Spell/Trap Card or effect": ["spell", "trap", "spell_effect"],
    "a Spell Card or effect": ["spell", "spell_effect"],
    "a Trap Card or effect": ["trap", "trap_effect"],
    "another monster's effect": ["monster"],  # and not this card's own (`other_card`)
    # the older words of the same kinds
    "a Spell or Trap Card": ["spell", "trap"], "an Effect Monster's effect": ["monster"],
    # one property's activation (chain_negation.py)
    "a Counter Trap Card": ["counter_trap"], "an Equip Spell Card": ["equip_spell"],
    "a Continuous Spell Card": ["continuous_spell"], "a Continuous Trap Card": ["continuous_trap"],
}
_WHAT = "|".join(re.escape(words) for words in sorted(KINDS, key=len, reverse=True))
CONDITION = re.compile(r"^(?:(?P<once>Once per turn, when|When)|(?P<first>During the Battle "
                       r"Phase, when)) (?:(?P<opponent>your opponent "
                       rf"activates) (?P<theirs>{_WHAT})|(?P<any>{_WHAT}),? is activated"
                       r"(?P<includes> that includes any of these effects)?"
                       r"(?P<destroys> that would destroy a card\(s\) on the field)?)"
                       r"(?P<battle> during the Battle Phase)?"
                       r"(?P<quick> \(Quick Effect\))?$")
# "●" lines of "that includes any of these effects" (Ash Blossom & Joyous Spring, Ghost Belle
# & Haunted Mansion), each what the negated effect may do (judge/engine/ygo/chain_negation.py)
BULLETS = {"Add a card from the Deck to the hand.": "deck_to_hand",
           "Special Summon from the Deck.": "deck_summon",
           "Send a card from the Deck to the GY.": "deck_to_graveyard",
           # Ghost Belle & Haunted Mansion
           "Add a card(s) from the GY to the hand, Deck, and/or Extra Deck.":
               "graveyard_to_hand_or_deck",
           "Special Summon a Monster Card(s) from the GY.": "graveyard_summon",
           "Banish a card(s) from the GY.": "graveyard_banish"}
# "Your opponent draws 1 card, also negate the Spell/Trap activation, ..." (Dark Bribe): the
# draw is done whether or not the negation is ("also", 5-2-7)
ACTION = re.compile(r"^(?:Your opponent draws (?P<draws>[1-3]) cards?, also )?(?:[Yy]ou can )?"
                    r"[Nn]egate (?:(?P<activation>the activation|that activation|the Spell/Trap "
                    r"activation|the activation and the effect of the card)|(?P<effect>that "
                    r"effect|the effect))(?:(?:, and if you do,| and) "
                    r"(?P<then>destroy|banish|shuffle) (?P<it>it|that card|that monster)"
                    r"(?P<deck> into the Deck)?)?\.$")


def condition(text: str, bullets: list[str], monster: bool) -> Fields | None:
    """The fields of a negating effect's activation condition: `negates`, `negates_by`,
    `negates_includes` (with the bullets it takes for its list), and for a monster's effect
    `type: quick` (and "Once per turn": `once_per_turn: copy`, 5-2-6); None when not one."""
    found = CONDITION.match(text)
    if found is None or bool(found.group("quick")) != monster \
            or not monster and found.group("once") not in ("When", None):
        return None
    what = found.group("theirs") or found.group("any")
    fields: Fields = {"negates": list(KINDS[what])} if KINDS[what] else {}
    if found.group("opponent"):
        fields["negates_by"] = "opponent"
    elif what.startswith("another"):
        fields["negates_by"] = "other_card"
    if found.group("battle") or found.group("first"):  # either place of the same words
        if monster:
            return None  # a Quick Effect's timing of its own: not read here
        fields["when"] = "battle_phase"  # only in the Battle Phase (10-3-3)
    if found.group("includes"):
        includes = [BULLETS.get(bullet) for bullet in bullets]
        if not includes or None in includes or what != "a card or effect":
            return None
        fields["negates_includes"] = includes
    elif bullets:
        return None  # "●" choices: an effect to choose, not read here
    if found.group("destroys"):  # Stardust Dragon
        if found.group("includes") or what != "a card or effect":
            return None
        fields["negates_includes"] = ["destroy_on_field"]
    if monster:
        fields["type"] = "quick"
        if found.group("once") != "When":
            fields["once_per_turn"] = "copy"
    return fields


def action(text: str, negates: list[str]) -> list[Fields] | None:
    """The `negate` step of what a negating effect does, or None."""
    found = ACTION.match(text)
    if found is None:
        return None
    if found.group("it") == "that monster" and negates != ["monster"]:
        return None  # "that monster" names the card of a monster effect only
    if (found.group("then") == "shuffle") != bool(found.group("deck")):
        return None  # "shuffle it into the Deck", never "destroy it into the Deck"
    if found.group("activation") == "the Spell/Trap activation" \
            and not {"spell", "trap"} >= set(negates or ["monster"]):
        return None  # "the Spell/Trap activation" after a Spell's or Trap's only
    what = "activation" if found.group("activation") else "effect"
    then = found.group("then") or "none"
    draws = [{"opponent_draws": int(found.group("draws"))}] if found.group("draws") else []
    if (what, then) == ("activation", "destroy"):
        return [*draws, {"negate": "previous"}]  # the format's own shorthand
    return [*draws, {"negate": {"what": what, "then": then}}]
