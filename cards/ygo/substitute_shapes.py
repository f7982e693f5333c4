"""A card in the Graveyard banished in place of a destruction (5-3-16), read into the scenario
format's `gy_substitute`:

- "If a "Salamangreat" card(s) you control would be destroyed by battle or card effect, you can
  banish this card from your GY instead." (`what: card`, `archetype`);
- "If a Dragon monster(s) you control would be destroyed by card effect, ..." (`what: monster`
  and the words described.py reads), "If your monster would be destroyed by battle, ...";
- "by battle or an opponent's card effect" (`opponent`: only the opponent's effects);
- "If exactly 1 "Six Samurai" monster you control (and no other cards) would be destroyed by
  card effect, ..." (`alone`: only when that card is all the effect destroys);
- the older "If a "Performapal" card(s) you control, except "X", would be destroyed by battle or
  card effect while this card is in your Graveyard, you can banish this card instead.";
- the condition it starts with ("While you have no cards in your hand, if ...": `if`).

Other wordings ("banish this card from your field or GY", "instead of destroying 1 of those
monsters", "while this card is in your GY") are left unread. Standard library only; anchored
patterns, no nested quantified group.
"""
from __future__ import annotations

import dataclasses
import re
from typing import Any

from cards.ygo import continuous_conditions, described, psct

Fields = dict[str, Any]

KINDS = described.MONSTER_KINDS + "|Fusion|Synchro|Xyz|Link|Tuner"
# how the card would be destroyed: the ways it covers, and whose effects only
BY: dict[str, Fields] = {
    "battle": {"by": ["battle"]},
    "card effect": {"by": ["effect"]}, "a card effect": {"by": ["effect"]},
    "battle or card effect": {"by": ["battle", "effect"]},
    "battle or by a card effect": {"by": ["battle", "effect"]},
    "an opponent's card effect": {"by": ["effect"], "opponent": True},
    "your opponent's card effect": {"by": ["effect"], "opponent": True},
    "battle or an opponent's card effect": {"by": ["battle", "effect"], "opponent": True},
    "battle or your opponent's card effect": {"by": ["battle", "effect"], "opponent": True},
}
BY_WORDS = "|".join(re.escape(words) for words in sorted(BY, key=len, reverse=True))
TAIL = (r" would be destroyed by (?P<by>" + BY_WORDS + r"), you can banish this card from your "
        r"(?:GY|Graveyard) instead\.$")
# the older order: "..., except "X", would be destroyed ... while this card is in your
# Graveyard, you can banish this card instead."
WHILE_TAIL = (r"(?:, except \"(?P<except>[^\"]+)\",)? would be destroyed by (?P<by>" + BY_WORDS
              + r") while this card is in your (?:GY|Graveyard), you can banish this card "
              r"instead\.$")
SUBJECT = r"^If (?:a|an) " + described.words(KINDS) + r"(?P<noun>monster|Monster|card)\(s\) " \
    r"you control"
DESCRIBED = re.compile(SUBJECT + TAIL)
DESCRIBED_WHILE = re.compile(SUBJECT + WHILE_TAIL)
YOUR = re.compile(r'^If your (?:"(?P<archetype>[^"]+)" )?monster' + TAIL)
ALONE = re.compile(r'^If exactly 1 "(?P<archetype>[^"]+)" monster you control \(and no other '
                   r"cards\)" + TAIL)


def read(text: str) -> Fields | None:
    """The `gy_substitute` card key of one sentence, under the condition it starts with
    (continuous_conditions.py: "While you have no cards in your hand, if ..."), or None."""
    found = _entry(text)  # its own "If ..." first: the condition reader would take it
    if found is not None:
        return {"gy_substitute": found}
    split = continuous_conditions.split(text)
    found = None if split is None or not split[0] else _entry(split[1])
    if found is None or split is None:
        return None
    return {"gy_substitute": {**found, "if": split[0]}}


def _entry(text: str) -> Fields | None:
    found = ALONE.match(text)
    if found is not None:
        return {"what": "monster", "cards": {"archetype": found.group("archetype")},
                "alone": True, **BY[found.group("by")]}
    found = YOUR.match(text)
    if found is not None:
        cards = {"archetype": found.group("archetype")} if found.group("archetype") else {}
        return {"what": "monster", **({"cards": cards} if cards else {}), **BY[found.group("by")]}
    found = DESCRIBED.match(text) or DESCRIBED_WHILE.match(text)
    if found is None:
        return None
    monster = found.group("noun") != "card"
    words = described.fields(found, monster=monster)
    if words is None:
        return None
    return {"what": "monster" if monster else "card", **({"cards": words} if words else {}),
            **BY[found.group("by")]}


def last(breakdown: psct.Breakdown) -> tuple[psct.Breakdown, Fields] | None:
    """A Spell's or Trap's activation followed by such a sentence (5-3-16): the text before it
    and the sentence's key; None when its last sentence is not one, or when a clause limits
    "use" of the card (it may limit the substitute too: not read here)."""
    if len(breakdown.effects) < 2 or any("use" in text.split() for text in breakdown.limits):
        return None
    found = read(breakdown.effects[-1].text)
    if found is None:
        return None
    return dataclasses.replace(breakdown, effects=breakdown.effects[:-1]), found
