"""A restriction an effect leaves on its player for the rest of the turn: "also you cannot
Special Summon monsters from the Extra Deck for the rest of this turn, except Machine
monsters", "For the rest of this turn after this card resolves, you cannot Special Summon
monsters, except "X" monsters" (5-2-10), read into the scenario format's `summon_lock` step,
or refused. Without "except ..." no Special Summon is allowed (no `except`); an exception
printed before the time ("..., except Zombie monsters, for the rest of this turn") reads as
one after it; "except Fusion or Synchro Monsters" allows either kind, "except Tuners" a Tuner.

Standard library only. The allowed monsters are described as a target or a card taken is
(described.py), plus the Extra Deck kinds ("except Xyz Monsters"); a description the format
cannot hold (a Type and a kind at once: "DARK Dragon Synchro Monsters") is not read. "The
turn you activate this effect" (which also looks back at the turn, 5-2-11) is the effect's
`summon_lock_turn`, read by `read_turn`. Anchored patterns without nested quantified groups: linear.
"""
from __future__ import annotations

import re
from typing import Any

from cards.ygo import described

Fields = dict[str, Any]

REST = r"for the rest of this turn(?: after this card resolves)?"
EXTRA_KINDS = "Fusion|Synchro|Xyz|Link"
ALLOWED = "(?:" + described.words(described.MONSTER_KINDS + "|" + EXTRA_KINDS) + \
    rf"(?:monsters|Monsters)|(?P<leveled>monsters with a Level)|(?P<two>(?:{EXTRA_KINDS}) or " \
    rf"(?:{EXTRA_KINDS})) Monsters|(?P<tuners>Tuners)|(?P<nomi>monsters that cannot be Normal " \
    r"Summoned/Set))"
# "except monsters with a Level": Level 1 or higher, which no Xyz or Link Monster has (4-1)
LEVELED = {"level_min": 1}
# "(even if this card leaves the field)": the restriction never depends on the card anyway
EVEN_IF = " (even if this card leaves the field)."
# without an exception, every Special Summon (from the Extra Deck) is forbidden (5-2-10)
LOCK = re.compile(rf"^(?P<before>[Ff]{REST[1:]}, )?[Yy]ou cannot Special Summon(?: monsters)?"
                  rf"(?P<extra> from the Extra Deck)?(?P<after> {REST})?"
                  rf"(?P<exception>, except {ALLOWED})?\.$")
# "..., except X monsters, for the rest of this turn." / "..., except X, the turn you activate
# this effect.": the exception moved to the end, where the patterns read it
MOVED = re.compile(r"^(?P<head>[Yy]ou cannot Special Summon(?: any)?(?: monsters)?(?: from the "
                   r"Extra Deck)?), except (?:for )?(?P<allowed>[^,]+), (?P<tail>for the rest "
                   r"of this turn(?: after this card resolves)?|(?:during )?the turn you "
                   r"activate [^,.]+)\.$")


# "You cannot Special Summon (monsters) (from the Extra Deck) the turn you activate this
# effect, except X monsters." after an activated effect, or "... either of this card's
# effects, ..." over each of them (5-2-11)
TURN = re.compile(r"^You cannot Special Summon(?: any)?(?: monsters)?(?P<extra> from the Extra "
                  r"Deck)?,? (?:during )?the turn you activate (?P<which>this effect|this card|"
                  r"(?:either|any) of this card's effects)"
                  rf"(?P<exception>, except (?:for )?{ALLOWED})?\.$")
# "You cannot Special Summon monsters from the Extra Deck, except "Mayakashi" monsters." alone:
# a Continuous Effect, for as long as its card is face-up on the field (5-2-14)
KEPT = re.compile(r"^You cannot Special Summon(?: any)?(?: monsters)?(?P<extra> from the Extra "
                  rf"Deck)?(?P<exception>, except {ALLOWED})?\.$")
# the same after a once-per-turn clause over each effect, in one sentence
TAIL = re.compile(r'^(?P<once>You can only use each effect of "[^"]+" once per turn), also '
                  r"(?P<lock>you cannot Special Summon .*)$")


def read_turn(text: str) -> tuple[str, Fields] | None:
    """Which effects the sentence binds ("effect": the one before it, "card": each of the
    card's, "activation": a Spell's or Trap's activation) and their `summon_lock_turn` field,
    or None (5-2-11)."""
    found = TURN.match(_moved(text))
    allowed = _allowed(found) if found is not None else None
    if found is None or allowed == {}:
        return None
    which = {"this effect": "effect", "this card": "activation"}.get(found.group("which"), "card")
    return which, _fields(found, allowed)


def split_tail(sentence: str) -> list[str]:
    """"You can only use each effect of "X" once per turn, also you cannot Special Summon ...
    the turn you activate either of this card's effects, except ...": the clause and the
    restriction as two sentences; any other sentence alone."""
    found = TAIL.match(sentence)
    if found is None:
        return [sentence]
    lock = found.group("lock")
    return [found.group("once") + ".", lock[:1].upper() + lock[1:]]


def read(text: str) -> list[Fields] | None:
    """The `summon_lock` step of the sentence, or None: the time it lasts must be said once,
    before or after what it forbids."""
    found = LOCK.match(_moved(text))
    if found is None or bool(found.group("before")) == bool(found.group("after")):
        return None
    allowed = _allowed(found)
    if allowed == {}:
        return None
    return [{"summon_lock": _fields(found, allowed)}]


def kept(text: str) -> Fields | None:
    """The `summon_lock_on_field` of a Continuous Effect's sentence, or None (5-2-14)."""
    found = KEPT.match(text)
    allowed = _allowed(found) if found is not None else {}
    return None if found is None or allowed == {} else _fields(found, allowed)


def _moved(text: str) -> str:
    """The sentence with an exception printed before the time it lasts moved after it."""
    if text.endswith(EVEN_IF):
        text = text.removesuffix(EVEN_IF) + "."
    found = MOVED.match(text)
    if found is None:
        return text
    return f"{found.group('head')} {found.group('tail')}, except {found.group('allowed')}."


def _fields(found: re.Match[str], allowed: Fields | None) -> Fields:
    """`from`, and `except` when the sentence allows some monsters: none said, none allowed."""
    scope: Fields = {"from": "extra_deck" if found.group("extra") else "any"}
    return scope if allowed is None else {**scope, "except": allowed}


def _allowed(found: re.Match[str]) -> Fields | None:
    """The monsters the restriction still allows, as described; None when it names no
    exception; {} for a description the format cannot hold."""
    if found.group("leveled"):
        return dict(LEVELED)
    if found.group("two"):  # "except Fusion or Synchro Monsters": either kind
        return {"type": found.group("two").split(" or ")}
    if found.group("tuners"):
        return {"type": "Tuner"}
    if found.group("nomi"):  # "except monsters that cannot be Normal Summoned/Set" (8-1-6)
        return {"no_normal_summon": True}
    if not found.group("exception"):
        return None
    return described.fields(found, monster=True, both=True) or {}  # "Machine Synchro Monsters"
