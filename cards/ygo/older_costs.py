"""A monster's Ignition Effect in the older words, its cost before "to" and no colon nor
semicolon: "You can Tribute 2 monsters to inflict 1500 damage to your opponent.", "You can pay
2000 Life Points to Special Summon 2 Level 3 Psychic-Type monsters from your Deck.", "You can
send this face-up card to the Graveyard to Special Summon 1 "Phoenixian Cluster Amaryllis" from
your hand."

Problem-Solving Card Text prints the same effect as "You can Tribute 2 monsters; inflict 1500
damage to your opponent.": what comes before "to" is paid to activate it (5-2-2), what comes
after is what it does as it resolves, and with no condition nor timing it is an Ignition
Effect, Spell Speed 1 (5-1-2). The sentence is cut at a " to " before a verb into its cost and
its action, and the halves are handed to monster_shapes.effect as a newer text's would be; the
first cut that reads as an Ignition Effect with a cost is kept, unless it picks a card on the
field without the word "target" (an older "destroy 1 Spell or Trap Card" may be a target in
the card's current text). "Select" is the older word of a target (5-2-3), read as
older_triggers.py reads it ("to select and destroy 1 card on the field": that card targeted,
then destroyed). "Once per turn, you can ..." before it is the same Ignition Effect, once per
turn (5-2-6), when older_triggers.py does not read it (a verb in capitals after "to": "to
Special Summon"). A sentence read any other way stays a note.

Standard library only; the sentence is matched whole by an anchored pattern (linear).
"""
from __future__ import annotations

import json
import re
from collections.abc import Callable
from typing import Any

from cards.ygo import older_triggers, psct

Fields = dict[str, Any]

# the verbs of a cost (cost_shapes.OLDER's, in the lower case "you can" takes), "to", then
# what the effect does; a replacement effect ("would", "instead") is not one of these
OLDER_COST = re.compile(r"^You can (?:Tribute|pay|discard|send|banish|return|shuffle|reveal) "
                        r"[^:;]+? to [a-zA-Z][^:;]*\.$")
NOT_HERE = re.compile(r"\bwould\b|\binstead\b")
ONCE = "Once per turn, you can "
# the older words of a cost and of what it gives, said as the newer texts say them: "remove
# from play" is "banish" (3-9), "gain 1200 Life Points" is "gain 1200 LP"
WORDS = ((re.compile(r"\bremove from play\b"), "banish"),
         (re.compile(r"\bto gain (?P<n>\d+) Life Points\.$"), r"to gain \g<n> LP."))
# the older word of a target (older_triggers.py's, 5-2-3): "select 1 card your opponent
# controls, and destroy it" is "target 1 card your opponent controls; destroy it", "select and
# destroy 1 card on the field" is "target 1 card on the field; destroy that target"
SELECT_AND = re.compile(r"^select and destroy (?P<what>1 [^;:,]+)\.$")
# where the cost may end: " to " before a verb, not before the place a card is sent to ("to
# the Graveyard", "to your hand")
TO = re.compile(r" to (?!(?:the|your|you|a|an|its|their|his/her) )(?=[a-zA-Z])")
# the keys of an entry that a cost sets (monster_shapes.py's cost readers)
COST_KEYS = ("cost_cards", "cost_self", "pay_lp", "discard", "tribute", "send_deck",
             "banish_deck", "reveal")


def read(effect: psct.Effect, once: str,
         reader: Callable[[psct.Effect, str], Fields | None]) -> Fields | None:
    """The `effects:` entry of such a sentence (`reader` is monster_shapes.effect), or None."""
    text = effect.action or effect.text
    per_turn = text.startswith(ONCE)  # an Ignition Effect once per turn (5-2-6)
    text = "You can " + text[len(ONCE):] if per_turn else text
    for older, newer_words in WORDS:
        text = older.sub(newer_words, text)
    if effect.kind != "continuous" or effect.options or effect.condition \
            or not OLDER_COST.match(text) or NOT_HERE.search(text):
        return None
    condition = "Once per turn" if per_turn else ""
    for found in TO.finditer(text):  # the first cut whose both halves read
        cost, action = text[:found.start()], text[found.end():]
        target, action = _selected(action)
        newer = psct.Effect(text=f"{condition}: {text}" if per_turn else text, kind="activated",
                            condition=condition, cost=cost, target=target,
                            action=action[:1].upper() + action[1:], spell_speed=1,
                            once_per_turn="soft" if per_turn else "")
        entry = reader(newer, once)
        if entry is not None and entry.get("type") == "ignition" \
                and any(key in entry for key in COST_KEYS):
            # a card picked on the field without "target": the older words may mean a target
            # (the current text of Magna-Slash Dragon says "target"), not read
            return None if '"choose"' in json.dumps(entry["effect"]) else entry
    return None


def _selected(action: str) -> tuple[str, str]:
    """The target and action of what the effect does when its older words "select" a card
    (5-2-3); no target and the same action when they do not."""
    both = SELECT_AND.match(action)
    if both is not None:
        return f"Target {both.group('what')}", "Destroy that target."
    found = older_triggers.SELECT.match(action)
    if found is None or not older_triggers.THAT_ONE.search(found.group("then")):
        return "", action
    return f"Target {found.group('what')}", found.group("then")
