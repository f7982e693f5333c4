"""Effects a monster's text gives its player beyond the card itself: the additional Normal
Summon ("During your Main Phase, you can Normal Summon 1 "Ice Barrier" monster in addition to
your Normal Summon/Set. (You can only gain this effect once per turn.)", General Grunard of
the Ice Barrier) read into `extra_normal_summon: {archetype: "Ice Barrier"}` (8-1-7), on a
monster or on a Continuous or Field Spell (Fire Formation - Tensu); as what an activated effect
does, for the rest of the turn ("You can pay 1000 LP; during your Main Phase this turn, you can
Normal Summon 1 Cyberse monster, in addition to your Normal Summon/Set.", Balancer Lord), the
step `{extra_normal_summon: {type: Cyberse}}`. Also what a monster gives the monster Summoned
using it as material: "A WIND Synchro Monster that was Summoned using this card as Synchro
Material cannot be destroyed by battle." into `summon_grant: {by: synchro, to: {attribute:
WIND}, gives: battle_indestructible}` (8-5-11), a "gains this effect." with its one "●" too: a
Continuous Effect of BULLETS, or an activated effect (`effect: {...}`, grant_effects.py); "A
"Vendread" monster Ritual Summoned using this card on the field gains the following effect."
as `by: ritual`.

Standard library only. The sentence is read only with its "You can only gain this effect once
per turn" clause, after it or inside it, since the engine applies that limit (one additional
Normal Summon a turn from a card's name); without it, or with a condition ("After you Normal
Summon this card", "During the turn this card was Normal Summoned"), a cost, a Set ("Normal
Summon/Set 1 monster") or a Tribute Summon only, the sentence stays a note.
"""
from __future__ import annotations

import dataclasses
import re
from collections.abc import Callable
from typing import Any

from cards.ygo import described, grant_statics, psct

Fields = dict[str, Any]
# reads a "●" line into the one activated effect it gives, or None (grant_effects.effect,
# passed in by derive.py: it reads with monster_encoding, which reads this module)
BulletEffect = Callable[[str], Fields | None]

ONCE = "(You can only gain this effect once per turn.)"
MODES = {"Normal Summon": "", "Normal Summon/Set": "set", "Tribute Summon": "tribute"}
# a Spell's or Trap's words that limit its activation, which the card's fields must then hold
LIMITING = re.compile(r"^(?:Activate this card|Activate only|You can only activate|Equip only)")
# "Normal Summon/Set 1 monster": a Set too; "Tribute Summon 1 ... in Attack Position": a Tribute
# Summon only (always in Attack Position)
# "While this card is face-up on the field, ...": the same grant, which applies only while the
# card is face-up on the field anyway, and Normal Summons happen only in a Main Phase (8-1-7)
EXTRA = re.compile(r"^(?:During your Main Phase|While this card is face-up on the field(?:, once "
                   r"per turn during your Main Phase)?), you can (?P<how>Normal Summon/Set|"
                   rf"Normal Summon|Tribute Summon) 1 {described.words()}monster(?P<attack> in "
                   r"Attack Position)?,? in addition to your Normal Summon(?:/Set| or Set)"
                   r"(?P<inline> \(you can only gain this effect once per turn\))?\.$")

# what an activated effect does: the additional Normal Summon for the rest of the turn, in
# either order of its words
TAIL = (r",? in addition to your Normal Summon/Set(?P<inline> \(you can only gain this effect "
        r"once per turn\))?\.$")
THIS_TURN = (re.compile(r"^[Dd]uring your Main Phase this turn, you can Normal Summon 1 "
                        rf"{described.words()}monster{TAIL}"),
             re.compile(rf"^[Yy]ou can Normal Summon 1 {described.words()}monster during your "
                        rf"Main Phase this turn{TAIL}"))
INLINE = " (you can only gain this effect once per turn)"


def extra_normal_summon(text: str, after: str) -> Fields | None:
    """The description of the monster an additional Normal Summon may bring (`{}`: any), when
    `text` grants one and its once-per-turn clause is inside it or is `after`, the sentence
    that follows; None otherwise."""
    found = EXTRA.match(text)
    if found is None or not (found.group("inline") or after == ONCE) \
            or bool(found.group("attack")) != (found.group("how") == "Tribute Summon"):
        return None
    words = described.fields(found, monster=True)
    mode = MODES[found.group("how")]
    return None if words is None else {**words, **({mode: True} if mode else {})}


def _found(breakdown: psct.Breakdown, unread: list[str]) -> tuple[Fields, list[str]] | None:
    """The first sentence among `unread` that grants an additional Normal Summon as a
    Continuous Effect (no clause over it, no "●" choices): its description and the sentences
    it reads (itself and its clause sentence)."""
    effects = breakdown.effects
    for index, effect in enumerate(effects):
        if effect.kind != "continuous" or effect.text not in unread or effect.options \
                or effect.clauses:
            continue
        after = effects[index + 1].text if index + 1 < len(effects) else ""
        words = extra_normal_summon(effect.text, after)
        if words is not None:
            return words, [effect.text] + ([after] if after == ONCE else [])
    return None


def read_monster(breakdown: psct.Breakdown, fields: Fields, read: list[str],
                 bullet_effect: BulletEffect | None = None,
                 own: grant_statics.OwnKeys | None = None) -> None:
    """The additional Normal Summon a monster's Continuous Effect gives (8-1-7), with its clause
    sentence, added to `fields` and `read`; `own` reads a "●" line a material gives as the
    Summoned monster's own text (grant_statics.py)."""
    found = _found(breakdown, [e.text for e in breakdown.effects if e.text not in read])
    if found is not None and "extra_normal_summon" not in fields:
        fields["extra_normal_summon"] = found[0]
        read += found[1]
    for effect in breakdown.effects:  # 8-5-11
        grant = summon_grant(effect, bullet_effect, own) if effect.text not in read else None
        if grant is not None and "summon_grant" not in fields:
            fields["summon_grant"] = grant
            read.append(effect.text)


# "A WIND Xyz Monster that was Summoned using this card on the field as material", "A monster
# that was Xyz Summoned using this card ...": what it gives, directly or as its one "●" (8-5-11)
USING = (r" using this card(?: on the field)? as (?:an? )?(?:Synchro |Xyz )?[Mm]aterial "
         r"(?P<rest>.+)$")
SUMMONED_USING = (re.compile(rf"^An? {described.words()}(?P<summon>Synchro|Xyz) Monster that was "
                             rf"Summoned{USING}"),
                  re.compile(rf"^An? {described.words()}monster that was (?P<summon>Synchro|Xyz) "
                             rf"Summoned{USING}"),
                  # "A Synchro Monster that used this card as a Synchro Material cannot be ..."
                  re.compile(rf"^An? {described.words()}(?P<summon>Synchro|Xyz) Monster that used "
                             r"this card as (?:an? )?(?:Synchro |Xyz )?[Mm]aterial (?P<rest>.+)$"),
                  # "A "Vendread" monster Ritual Summoned using this card on the field gains the
                  # following effect.": Tributed from the field only (summon_grants.py)
                  re.compile(rf"^An? {described.words()}monster (?P<summon>Ritual) Summoned using "
                             r"this card on the field (?P<rest>gains (?:this|the following) "
                             r"effect\.)$"),
                  # "A "Six Samurai" monster that was Synchro Summoned using this card gains this
                  # effect.": "using this card" is as its material, the only way a Summon uses it
                  re.compile(rf"^An? {described.words()}monster that was (?P<summon>Synchro|Xyz) "
                             r"Summoned using this card (?P<rest>gains this effect\.)$"))
# "An Xyz Monster that was Summoned using only WATER monsters as material, including this card
# on the field, gains this effect.": every material of that Attribute (`only`)
ONLY = re.compile(r"^An Xyz Monster that was Summoned using only (?P<only>LIGHT|DARK|WATER|FIRE|"
                  r"EARTH|WIND) monsters as material, including this card on the field, "
                  r"(?P<rest>gains this effect\.)$")
# "You can only use each of the preceding effects of "Vendread Core" once per turn." after the
# sentence: it limits the activated effects before it, which their own readers hold; the
# sentence gives a Continuous Effect, which is not used, and its "●" line comes after
PRECEDING = re.compile(r'^You can only use (?:each of )?the preceding effects? of "[^"]+" once '
                       r'per turn\.$')
EACH = re.compile(r'^You can only use each effect of "[^"]+" once per turn\.$')
# "You can only use each of the following effects of "Tactical Trainer of the Six Samurai" once
# per turn." before the sentence: as PRECEDING, it limits the activated effects among those
# after it; a Continuous Effect given is not used, so it does not limit that one
FOLLOWING = re.compile(r'^You can only use each of the following effects of "[^"]+" once per '
                       r'turn\.$')
GIVES = {"cannot be destroyed by battle.": "battle_indestructible",
         "cannot be destroyed by card effects.": "effect_indestructible"}
BULLETS = {"This card cannot be destroyed by battle.": "battle_indestructible",
           "This card cannot be destroyed by card effects.": "effect_indestructible",
           "Your opponent cannot target this card with card effects.":
               "untargetable_by_opponent",
           "If this card attacks a Defense Position monster, inflict piercing battle damage to "
           "your opponent.": "piercing"}
# "... gains 300 ATK.", "● This card gains 1000 ATK/DEF.": a lasting change to its own ATK/DEF
STATS = re.compile(r"^(?:This card gains|[Gg]ains) (?P<n>\d+) (?P<which>ATK/DEF|ATK and DEF|ATK"
                   r"|DEF)\.$")


def summon_grant(effect: psct.Effect, bullet_effect: BulletEffect | None = None,
                 own: grant_statics.OwnKeys | None = None) -> Fields | None:
    """`{by, to, gives}` of a sentence that gives the monster Summoned using this card one
    Continuous Effect, `{by, to, stats: {atk, def}}` a change to its ATK/DEF, `{by, to,
    effect}` when its one "●" line is an activated effect that `bullet_effect` reads, `{by, to,
    gives|stat_changes}` when `own` reads that line as a Continuous Effect (grant_statics.py),
    or None."""
    only = ONLY.match(effect.text)
    found = only or next((m for m in (p.match(effect.text) for p in SUMMONED_USING) if m), None)
    if found is None:
        return None
    rest = found.group("rest").replace("the following effect", "this effect")
    if rest == "gains this effect.":
        given = _given(effect.options[0], bullet_effect) if len(effect.options) == 1 else None
        given = given or (grant_statics.given(effect.options[0], own)
                          if len(effect.options) == 1 else None)
    else:
        given = None if effect.options else _given(rest, None, GIVES)
    # "each effect of ..." limits an activated effect given as well, not a Continuous one
    allowed = (PRECEDING,) if given is None or "effect" in given else (PRECEDING, EACH,
                                                                           FOLLOWING)
    if any(not any(p.match(clause) for p in allowed) for clause in effect.clauses):
        return None
    if only is not None:  # an Xyz Monster of any description
        return None if given is None else {"by": "xyz", "only": {"attribute": only["only"]},
                                           **given}
    words = described.fields(found, monster=True)
    if given is None or words is None:
        return None
    return {"by": found.group("summon").lower(), **({"to": words} if words else {}), **given}


def given(words: str, bullet_effect: BulletEffect | None) -> Fields | None:
    """What a "●" line gives (xyz_names.py reads its own grants with it)."""
    return _given(words, bullet_effect)


def _given(words: str, bullet_effect: BulletEffect | None,
           flags: dict[str, str] = BULLETS) -> Fields | None:
    """What the words (its one "●" line, or the rest of the sentence) give: a Continuous
    Effect `flags` names, a change to its ATK/DEF, or an activated effect `bullet_effect`
    reads (grant_effects.py)."""
    if words in flags:
        return {"gives": flags[words]}
    stats = STATS.match(words)
    if stats is not None:
        amount, which = int(stats.group("n")), stats.group("which")
        return {"stats": {**({"atk": amount} if "ATK" in which else {}),
                          **({"def": amount} if "DEF" in which else {})}}
    found = None if bullet_effect is None else bullet_effect(words)
    return None if found is None else {"effect": found}


def read_lasting(breakdown: psct.Breakdown, encoded: Fields | None) -> Fields | None:
    """A Continuous or Field Spell's or Trap's fields with the additional Normal Summon its
    Continuous Effect gives while it is face-up (8-1-7): taken from the sentences another
    reader left (`left`), or, when none read the card, with an activation that does nothing
    more (`effect` empty, 10-4-2) and its other sentences left; a card whose text limits its
    activation is left as it is."""
    texts = [e.text for e in breakdown.effects]
    unread = texts if encoded is None else list(encoded.get("left", []))
    found = _found(breakdown, unread)
    if found is None or any(LIMITING.match(text) for text in texts + breakdown.limits):
        return encoded
    out: Fields = {"effect": []} if encoded is None else dict(encoded)
    left = [text for text in unread if text not in found[1]]
    if encoded is None:
        left += [limit for limit in breakdown.limits if limit not in left]
    out.pop("left", None)
    return {**out, "extra_normal_summon": found[0], **({"left": left} if left else {})}


def step(text: str) -> list[Fields] | None:
    """"During your Main Phase this turn, you can Normal Summon 1 "X" monster in addition to
    your Normal Summon/Set (you can only gain this effect once per turn)." as what an effect
    does: `{extra_normal_summon: {...}}` (8-1-7). Only with its clause, which fold() puts
    inside it when it is the next sentence."""
    found = _this_turn(text)
    if found is None or not found.group("inline"):
        return None
    words = described.fields(found, monster=True)
    return None if words is None else [{"extra_normal_summon": words}]


def _this_turn(text: str) -> re.Match[str] | None:
    return THIS_TURN[0].match(text) or THIS_TURN[1].match(text)


def fold(breakdown: psct.Breakdown) -> tuple[psct.Breakdown, list[str]]:
    """The breakdown with each "(You can only gain this effect once per turn.)" sentence also
    put inside the action before it when that action grants an additional Normal Summon for
    the turn (its text unchanged; the clause sentence stays, a note unless read), and the texts
    of the effects it was folded into: the clause is read when they are."""
    effects, folded = list(breakdown.effects), []
    for index in range(len(effects) - 1, 0, -1):
        before = effects[index - 1]
        if effects[index].text != ONCE or _this_turn(before.action) is None:
            continue
        action = before.action.removesuffix(".") + INLINE + "."
        effects[index - 1] = dataclasses.replace(before, action=action)
        folded.append(before.text)
    return dataclasses.replace(breakdown, effects=effects), folded
