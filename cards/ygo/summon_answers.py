"""A Spell's or Trap's condition that names a Summon, and what it does to "that monster(s)",
read into the scenario format (`when: summoned`, `negates: [summon]`, `summon: {...}`, the
step target `summoned`; judge/engine/ygo/summon_window.py), or refused.

Standard library only. Two wordings name the same Summon: the passive "When a Level 5 or
higher Effect Monster(s) is Special Summoned" (whoever summons it) and the active "When your
opponent Normal or Flip Summons a monster with 1000 or more ATK"; with "would" ("When a
monster(s) would be Summoned", "When your opponent would Special Summon exactly 1 monster")
it is the Summon being made, which the card negates (8-1-5, 5-3-9). What the effect then does
to "that <the same words>", "it" or "them" is a step on the monsters of that Summon that fit
the condition (10-3-4). Patterns are anchored, with no quantified group nested in another.
"""
from __future__ import annotations

import re
from typing import Any

from cards.ygo import described

Fields = dict[str, Any]

KINDS = described.MONSTER_KINDS + "|Fusion|Synchro|Xyz|Link"
HOW = r"(?P<how>Normal or Flip |Normal or Special |Special |Normal |Flip |Pendulum )?"
HOWS = {"Normal or Flip ": ["normal", "flip"], "Normal or Special ": ["normal", "special"],
        "Special ": ["special"], "Normal ": ["normal"], "Flip ": ["flip"],
        "Pendulum ": ["pendulum"]}  # a Special Summon of that kind alone (8-5-6)
PHRASE = (described.words(KINDS) + r"(?P<noun>monster\(s\)|Monster\(s\)|monster|Monster)"
          r"(?: with (?P<atk>\d+) or (?P<atk_bound>more|less) ATK)?")
PASSIVE = re.compile(r"^When an? (?P<phrase>" + PHRASE + r") (?P<would>would be|is) " + HOW
                     + r"Summoned$")
ACTIVE = re.compile(r"^When (?P<who>your opponent|you) (?P<would>would )?" + HOW
                    + r"Summons? (?:an? |exactly (?P<count>\d+) )(?P<phrase>" + PHRASE + ")$")
WHO = {"your opponent": "opponent", "you": "controller"}

THEM = (r"(?:that monster\(s\)|that monster|that Summoned monster\(s\)|that Summoned monster|"
        r"that Special Summoned monster\(s\)|that Special Summoned monster|it|them)")
ON_SUMMONED: tuple[tuple[re.Pattern[str], Any], ...] = (
    (re.compile(rf"^[Dd]estroy {THEM}\.$"), lambda: {"destroy": "summoned"}),
    (re.compile(rf"^[Bb]anish {THEM}\.$"), lambda: {"banish": "summoned"}),
    (re.compile(rf"^[Ss]end {THEM} to the (?:GY|Graveyard)\.$"),
     lambda: {"to_graveyard": "summoned"}),
    (re.compile(rf"^[Rr]eturn {THEM} to the hand\.$"), lambda: {"to_hand": "summoned"}),
    (re.compile(rf"^(?:[Ss]huffle {THEM} into the Deck|[Rr]eturn {THEM} to the Deck)\.$"),
     lambda: {"to_deck": {"card": "summoned", "where": "shuffle"}}),
)
GATED = re.compile(r", (?P<word>and if you do|then), ")
GATE_KEYS = {"and if you do": "if_you_do", "then": "then"}
# "negate the Summon, and if you do, destroy that card": the Summon the card negates (5-3-9)
NEGATE_SUMMON = re.compile(r"^[Nn]egate the (?:(?:Normal|Special|Flip) )?Summon(?P<or> or "
                           r"activation)?, and if you do, destroy (?:it|that card|that "
                           r"monster|that monster\(s\)|them)\.$")
# "Target that monster": one of the monsters of that Summon (5-2-3)
TARGET_THAT = re.compile(r"^Target that monster$")


def condition(text: str) -> tuple[Fields, str] | None:
    """The fields of a condition naming a Summon, and the words it calls the monsters by
    ("monster(s) with 1500 or more ATK"), which "that ..." repeats; None for any other."""
    found = PASSIVE.match(text) or ACTIVE.match(text)
    if found is None:
        return None
    words = described.fields(found, True)
    if words is None or found.group("noun").startswith("Monster") != bool(found.group("kind")):
        return None  # "Effect Monster(s)" but "Zombie monster(s)", as the cards print them
    spec: Fields = dict(words)
    groups = found.groupdict()
    if groups.get("who"):
        spec["player"] = WHO[groups["who"]]
    if found.group("how"):
        spec["how"] = HOWS[found.group("how")]
    if found.group("atk"):
        spec["atk_min" if found.group("atk_bound") == "more" else "atk_max"] = int(
            found.group("atk"))
    if groups.get("count"):
        spec["count"] = int(groups["count"])
    would = (found.group("would") or "").startswith("would")
    fields: Fields = {"negates": ["summon"]} if would else {"when": "summoned"}
    return {**fields, **({"summon": spec} if spec else {})}, found.group("phrase")


def monster_condition(text: str) -> tuple[Fields, str] | None:
    """A monster's Trigger Effect on a Summon ("If your opponent Special Summons a
    monster(s)", "When a monster(s) is Normal Summoned"): the `effects:` entry's fields
    (`event: summon`, worded "When": `when`, 11-1-9) and the words of "that ..."."""
    start, _space, rest = text.partition(" ")
    if start not in ("If", "When"):
        return None
    read = condition(f"When {rest}")
    if read is None or "negates" in read[0]:
        return None  # "would be Summoned": a negation, no Trigger Effect
    fields, phrase = read
    shape: Fields = {"type": "trigger", "event": "summon", **({"when": True} if start == "When"
                                                              else {})}
    if "summon" in fields:
        shape["summon"] = fields["summon"]
    return shape, phrase


def action(text: str, phrase: str) -> list[Fields] | None:
    """What the card does to "that monster(s)" (each part a step on them, or a step of its own
    after "and if you do" / "then", 5-2-7), read by `other` for the steps that are not."""
    from cards.ygo import shapes  # the one-step readers; shapes imports nothing from here

    text = text.replace(f"that {phrase}", "that monster(s)")
    masked = described_quotes(text)
    cuts = list(GATED.finditer(masked))
    bounds = [0] + [c.end() for c in cuts]
    ends = [c.start() for c in cuts] + [len(text)]
    parts = [_sentence(text[b:e]) for b, e in zip(bounds, ends, strict=True)]
    read: list[list[Fields]] = []
    for index, part in enumerate(parts):
        steps = _on_summoned(part)
        if steps is None:
            steps = shapes.action(part, {})
            if steps is None or index and any(next(iter(s)) not in LATER for s in steps):
                return None
        read.append(steps)
    out = read[-1]
    for cut, steps in zip(reversed(cuts), reversed(read[:-1]), strict=True):
        out = steps + [{GATE_KEYS[cut.group("word")]: out}]
    return out


# what a later part may be when it is not a step on them: it takes no card (clauses.py)
LATER = ("draw", "damage", "gain_lp", "destroy_all")


def described_quotes(text: str) -> str:
    """Card names masked, so no quoted name splits the text."""
    return re.sub(r'"[^"\n]*"', lambda m: "\x01" * len(m.group(0)), text)


def _sentence(text: str) -> str:
    text = text.strip()
    return text[:1].upper() + text[1:].rstrip(".") + "."


def _on_summoned(text: str) -> list[Fields] | None:
    for pattern, make in ON_SUMMONED:
        if pattern.match(text):
            return [make()]
    return None


def negation(action_text: str, with_activation: bool) -> bool:
    """"Negate the Summon, and if you do, destroy it" ("the Summon or activation" when the
    condition names an activation too): the `negate` step."""
    found = NEGATE_SUMMON.match(action_text)
    return found is not None and bool(found.group("or")) == with_activation


def target(text: str) -> Fields | None:
    """"Target that monster": `{"target": {...}}`; `{}` for no target; None otherwise."""
    if not text:
        return {}
    if TARGET_THAT.match(text):
        return {"target": {"what": "monster", "player": "any", "zone": "field",
                           "summoned": True}}
    return None
