"""One card on the field an effect acts on without targeting it, chosen as the effect resolves
(5-3-22), read into the scenario format's `choose` step, or refused.

Standard library only. "Destroy 1 card on the field.", "Destroy 1 monster your opponent
controls.", "Banish 1 Spell/Trap your opponent controls.", "Send 1 monster you control to the
GY.", "Return 1 card your opponent controls to the hand.", "Shuffle 1 card on the field into the
Deck." -> `{choose: {do: destroy|banish|to_graveyard|to_hand|to_deck, player:
opponent|controller|both, what: cards|monsters|spells_traps}}`, narrowed as `destroy_all` is
("other", "face-up", "Set", the words of a description of monsters: mass_shapes.py); "you can
..." as a later part makes it `optional`. These options' and effects' words are common among the
"Activate 1 of these effects" cards (modal_shapes.py) that did not read. Anything more
("with ATK less than this card", "in the same column", "they control") is not read.
Patterns are anchored, with no quantified group inside another: linear.
"""
from __future__ import annotations

import re
from typing import Any

from cards.ygo import described

# whose cards and what narrows them: the words "destroy all" uses too
from cards.ygo.mass_shapes import WHOSE, narrowing

Fields = dict[str, Any]

WHAT = {"card": "cards", "monster": "monsters", "Monster": "monsters", "Spell/Trap": "spells_traps",
        "Spell/Trap Card": "spells_traps", "Spell or Trap": "spells_traps",
        "Spell or Trap Card": "spells_traps"}
# each verb with the words after whose card it is: where the card goes
ENDS = {"destroy": (r"", "destroy"), "banish": (r"", "banish"),
        "send": (r" to the (?:GY|Graveyard)", "to_graveyard"),
        "return": (r" to the hand", "to_hand"), "shuffle": (r" into the Deck", "to_deck")}
# on the field, the Extra Deck's kinds too: "Send 1 Link Monster your opponent controls to the
# GY." (the noun "Monster" only after a kind, as the cards print it)
FIELD_KINDS = described.MONSTER_KINDS + "|Fusion|Synchro|Xyz|Link"
ONE = re.compile(r"^(?P<optional>[Yy]ou can )?(?P<verb>[Dd]estroy|[Bb]anish|[Ss]end|[Rr]eturn|"
                 r"[Ss]huffle) 1 (?P<other>other )?(?P<face>face-up |Set )?"
                 + described.words(FIELD_KINDS) + r"(?P<what>card|monster|Monster|Spell/Trap "
                 r"Card|Spell/Trap|Spell or Trap Card|Spell or Trap) (?P<whose>your opponent "
                 r"controls|you control|on the field)"
                 r"(?P<end>(?: to the (?:GY|Graveyard|hand)| into the Deck)?)\.$")


# "Destroy 2 monsters on the field.": that many, chosen together (`count`)
PLURAL = {"cards": "card", "monsters": "monster", "Spells/Traps": "Spell/Trap",
          "Spell/Trap Cards": "Spell/Trap Card"}
SEVERAL = re.compile(r"^(?P<optional>[Yy]ou can )?(?P<verb>[Dd]estroy|[Bb]anish|[Ss]end|"
                     r"[Rr]eturn|[Ss]huffle) (?P<count>[2-5]) (?P<other>other )?(?P<face>face-up |"
                     r"Set )?" + described.words() + r"(?P<what>cards|monsters|Spells/Traps|"
                     r"Spell/Trap Cards) (?P<whose>your opponent controls|you control|on the "
                     r"field)(?P<end>(?: to the (?:GY|Graveyard|hand)| into the Deck)?)\.$")


def read(text: str) -> list[Fields] | None:
    """The `choose` step, or None when the sentence is not one of these wordings."""
    found = ONE.match(text)
    several = SEVERAL.match(text) if found is None else None
    if several is not None:  # the same words, of that many cards
        steps = _one(several, PLURAL[several.group("what")])
        return None if steps is None else [{"choose": {**steps, "count": int(
            several.group("count"))}}]
    if found is None:
        return None
    steps = _one(found, found.group("what"))
    return None if steps is None else [{"choose": steps}]


def _one(found: re.Match[str], noun: str) -> Fields | None:
    end, do = ENDS[found.group("verb").lower()]
    if not re.fullmatch(end, found.group("end")):
        return None  # "Destroy 1 card ... to the hand": not a wording
    what = WHAT[noun]
    if (noun == "Monster") != bool(found.groupdict().get("kind")) and what == "monsters":
        return None  # "a Link Monster" but "a Warrior monster"
    step = narrowing(found, what, {"do": do, "player": WHOSE[found.group("whose")],
                                   "what": what})
    if step is None:
        return None
    if found.group("optional"):
        step["optional"] = True
    return step
