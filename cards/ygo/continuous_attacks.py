"""A monster's Continuous Effects on what its opponent's attacks may target (12-3-16), read into
the scenario format's `attack_shield`:

- "Your opponent's monsters cannot target this card for attacks." ("Monsters your opponent
  controls ...", "Your opponent cannot target this card for attacks."): `{}`;
- "This card cannot be targeted for attacks, but does not prevent your opponent from attacking
  you directly.": `{direct_ok: true}`;
- "Your opponent's monsters cannot target monsters for attacks, except this one." and "Monsters
  your opponent controls cannot target face-up "X" monsters for attacks, except this one." (or
  "cannot attack "X" monsters, except this one"): `{only_me: true}` (with `monsters`, the
  words described.py reads); without "except this one", "Monsters your opponent controls cannot
  target Plant monsters for attacks.": `{monsters: {type: Plant}}`;
- each under a condition continuous_conditions.py reads ("If you control another monster,
  ..."): `if`.

Standard library only; anchored patterns, no nested quantified group.
"""
from __future__ import annotations

import re
from typing import Any

from cards.ygo import continuous_conditions, described

Fields = dict[str, Any]

# the opponent's monsters only: "Monsters cannot target ..." covers both players' monsters
WHO = r"(?:[Yy]our opponent's monsters|Monsters your opponent controls|[Yy]our opponent)"
SELF = re.compile(rf"^{WHO} cannot target this card for attacks\.$")
DIRECT_OK = "This card cannot be targeted for attacks, but does not prevent your opponent " \
    "from attacking you directly."
ONLY_ME = re.compile(rf"^{WHO} cannot (?P<verb>target|attack) (?:face-up )?" + described.words()
                     + r"monsters(?: you control)?(?P<aim> for attacks)?(?P<only>, except this "
                     r"one)?\.$")


def read(text: str) -> Fields | None:
    """The `attack_shield` of one sentence, or None."""
    split = continuous_conditions.split(text)
    if split is None:
        return None
    condition, rest = split
    shield = _shield(rest)
    return None if shield is None else {**shield, **({"if": condition} if condition else {})}


def _shield(text: str) -> Fields | None:
    if SELF.match(text):
        return {}
    if text == DIRECT_OK:
        return {"direct_ok": True}
    found = ONLY_ME.match(text)
    if found is None or bool(found.group("aim")) != (found.group("verb") == "target"):
        return None  # "cannot target ... for attacks" or "cannot attack ...": as printed
    words = described.fields(found, monster=True)
    if words is None or not (words or found.group("only")):
        return None  # "cannot target monsters for attacks": no attack at all, not read here
    if not found.group("only"):
        return {"monsters": words}  # those monsters, this one too if it is one
    return {"only_me": True, **({"monsters": words} if words else {})}


DEFENSE_ATTACK = "This card can attack while in face-up Defense Position."
APPLY = re.compile(r"^If it does, apply its (?P<stat>DEF|ATK) for damage calculation\.$")


def defense_attack(texts: list[str]) -> tuple[str, str] | None:
    """"This card can attack while in face-up Defense Position. If it does, apply its DEF for
    damage calculation." (12-3-17): the value applied (`def` or `atk`) and the second sentence,
    when `texts` holds both in a row; alone, the first says nothing of the value: None."""
    for first, second in zip(texts, texts[1:], strict=False):
        found = APPLY.match(second)
        if first == DEFENSE_ATTACK and found is not None:
            return found.group("stat").lower(), second
    return None


# "must attack if able" (12-3-18), "can attack all monsters ... once each" (12-3-19): the key
# each sentence sets
MUST = {"This card can attack all monsters your opponent controls once each.": "attack_all",
        "This card can attack all monsters your opponent controls, once each.": "attack_all",
        "Can attack all monsters your opponent controls once each.": "attack_all",
        "Can attack all monsters your opponent controls, once each.": "attack_all",
        "This card must attack if able.": "must_attack",
        "This card must attack, if able.": "must_attack",
        "All monsters your opponent controls must attack, if able.": "forces_attacks",
        "All monsters your opponent controls must attack if able.": "forces_attacks"}
# "... must attack this card" (12-3-18): the opponent's monsters that can attack must, and
# only this card (or another such) while it can be attacked; in the opponent's Battle Phase
# only monsters in Attack Position attack, as those words say
MUST.update(dict.fromkeys((
    "Monsters your opponent controls that can attack must attack this card.",
    "All monsters your opponent controls that can attack must attack this card.",
    "All monsters your opponent controls must attack this card, if able.",
    "During your opponent's Battle Phase, all Attack Position monsters your opponent controls "
    "that can attack must attack this card."), "draws_attacks"))

# other wordings of Continuous Effects the engine keeps in battle: the flag each sets
# (12-3-10, 12-3-11, 12-8-5)
WORDINGS = {
    "Can attack directly.": "direct_attack",
    "This card can attack your opponent's Life Points directly even if there is a monster on "
    "your opponent's side of the field.": "direct_attack",
    "This card cannot attack your opponent directly.": "no_direct_attack",
    "You take no Battle Damage from battles involving this card.": "no_battle_damage",
    "You take no battle damage from battles involving this card.": "no_battle_damage",
}
