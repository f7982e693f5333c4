"""A Spell's or Trap's activation condition, or its cost, in the older words, printed as a
sentence of its own before what the card does: "Activate only if you control 3 or more
"Batteryman" monsters. Destroy all cards your opponent controls." (Short Circuit), "Activate
only when a "Scrap" monster you control is destroyed and sent to the Graveyard." (Scrap Crash),
"You can only activate this card when ...", "This card can only be activated during ...".
Problem-Solving Card Text prints the same condition before a colon ("If you control 3 or more
"Batteryman" monsters: ..."), and the card can be activated only while it holds (5-2-4) or just
after the event it names (10-3-4); so the sentence becomes the condition of the effect after
it, which is then read as any card's. A cost printed the same way ("Pay 500 Life Points. ...")
is paid as the card is activated (5-2-2), as a newer text's words before ";" are.

Standard library only. The words map one for one: "when" an event to "When", "if" or "while" a
state to "If", "during" a phase to "During"; the condition's own readers then read it or leave
it unread, never guessing. "When" may name a state in these words ("You can only activate this
card when your opponent has 5 or more cards in their hand"): what the board-state reader
(st_conditions.board) reads after "If" is a state and never an event, so such a sentence opens
with "If"; any other is left to the event readers. Patterns anchored, without nested
quantified groups.
"""
from __future__ import annotations

import dataclasses
import re

from cards.ygo import psct, shapes, st_conditions

# the sentence: no colon or semicolon of its own (psct.py left it a plain sentence)
OLDER = re.compile(r"^(?:Activate only|Activate this card only|You can only activate this card"
                   r"|This card can only be activated) (?P<word>when|if|while|during) "
                   r"(?P<rest>[^:;]+)\.$")
# the word PSCT opens the same condition with
OPENS = {"when": "When", "if": "If", "while": "If", "during": "During"}


# a cost printed as a sentence of its own before what the card does, in the older words: "Pay
# 500 Life Points. Special Summon 1 "Batteryman" monster from your Graveyard." (Battery
# Charger), "Discard 5 cards from your hand.", "Tribute 2 face-up "Six Samurai" monsters.", a
# card of the hand shuffled into the Deck; only words a newer text would print before ";" (a
# card sent or banished from the Deck may be what the card does: "Send 1 "Therion" card from
# your Deck to the GY." is Endless Engine Argyro System's effect)
COST = re.compile(r"^(?:Pay|Discard|Tribute|Reveal) [^.;:]+\.$|^Return [^.;:]+ from your hand "
                  r"to the Deck\.$")
# several cards of one name, the older plural inside the quotes ("Tribute 2 "Cyber Dragons"."):
# not the card's name as printed, so not read
PLURAL_NAME = re.compile(r'\b[2-9] "')


def merged(breakdown: psct.Breakdown) -> psct.Breakdown | None:
    """The breakdown with the older condition (or cost) sentence made the condition (or cost)
    of the effect just after it, or None when the first sentence is neither or the next has
    one of its own."""
    if len(breakdown.effects) < 2:
        return None
    first, second = breakdown.effects[0], breakdown.effects[1]
    if COST.match(first.text) and first.action == first.text and second.kind == "activated" \
            and not (second.condition or second.cost or second.target) \
            and not PLURAL_NAME.search(first.text):
        paid = shapes.cost(first.text[:-1])  # only a cost shapes.py reads (5-2-2)
        return None if paid is None else dataclasses.replace(breakdown, effects=[
            dataclasses.replace(second, cost=first.text[:-1], condition=first.condition),
            *breakdown.effects[2:]])  # an older condition sentence before both kept
    found = OLDER.match(first.text)
    if found is None or first.options or second.kind != "activated" or second.condition:
        return None
    word, rest = found.group("word"), found.group("rest")
    if word == "when" and st_conditions.board(f"If {rest}") is not None:
        word = "if"  # "when your opponent has 5 or more cards in their hand": a state
    condition = f"{OPENS[word]} {rest}"
    return dataclasses.replace(breakdown, effects=[
        dataclasses.replace(second, condition=condition), *breakdown.effects[2:]])
