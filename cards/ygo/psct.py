"""A Yu-Gi-Oh! card's English text read the way judges read Problem-Solving Card Text.

Standard library only, no Django. In PSCT an effect that has a colon or a semicolon is
activated and starts a chain: what comes before the colon is its activation condition (when
it may be activated), what comes between it and the semicolon is done at activation (a cost
paid, or targets chosen), and the rest is what it does on resolution. A sentence without
either is a continuous effect, a summoning condition, or a once-per-turn clause ("You can
only use this effect of ... once per turn") that limits the effect before it or every effect
of the card. Spell Speed: a Spell's activation 1 (Quick-Play 2), a Trap's 2 (Counter 3), a
monster's activated effect 1, or 2 when it is marked "(Quick Effect)".

Card names sit in quotes and may hold periods ("Mr. Volcano"); they are masked first, so no
name splits a sentence.
"""
from __future__ import annotations

import re
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from typing import Any

from cards.ygo import chance_joins, discard_check_shapes
from cards.ygo.excavate_shapes import continues
from cards.ygo.lock_shapes import split_tail

QUOTED = re.compile(r'"[^"\n]*"')
# a sentence ends at a period (or a closing parenthesis) before a capital, a bullet or a quoted
# name (masked as "\x00": '... once per turn. "Tistina" monsters you control ...'); before an
# opening parenthesis only after a period: "monster(s) (except during the Damage Step): ..."
# and "monster(s) (Quick Effect): ..." stay one sentence; nor does an initialism's last period
# end one ("place 1 E.C. Counter on this card")
SENTENCE_END = re.compile(r"(?<=[.)])(?<![A-Z]\.[A-Z]\.)\s+(?=[A-Z●\x00])|"
                          r"(?:(?<=\.)|(?<=\.\)))\s+(?=\()")
ONCE_PER_TURN = re.compile(r"\bonce per (?:turn|Duel)\b|\b(?:only|cannot) (?:use|activate) "
                           r"(?:1|each)\b.*\bper turn\b|\bonly once per (?:turn|Duel)\b", re.I)
HARD_ONCE = re.compile(r"^You can only (?:use|activate|Special Summon|control)", re.I)
SUMMONING = re.compile(r"^(?:Cannot be (?:Normal )?(?:Summoned|Special Summoned|Set)|"
                       r"Must (?:first )?be|This card cannot be (?:Normal )?Summoned|"
                       r"(?:This card )?[Cc]an only be Special Summoned|Requires \d+ Tributes)")
# a clause over the bullets that follow it: each bullet is then an effect of its own (a clause
# over "this effect" leaves them the choices of the effect before it, "Activate 1 of these")
OVER_BULLETS = re.compile(r"^You can only (?:use|activate) (?:each of (?:the following|these) "
                          r"effects|\d+ of (?:the following|these) effects|each effect|the \w+ of "
                          r"the following effects) of ", re.I)
# a clause over the effects printed after it, to the next clause: "You can only use each of the
# following effects of "X" once per turn." (each by name) and "... 1 of the following effects
# of "X" per turn, and only once that turn." (one use among them)
FOLLOWING = re.compile(r'^You can only use (?:(?:each|1) of the following effects|(?P<one>the '
                       r'following effect)) of "[^"]+" ', re.I)  # "the ... effect": the next
# a summoning procedure's own limit, over the procedure sentence(s) just before it (8-4-8);
# the card-wide "You can only Special Summon "X" once per turn." is a summoning condition
THIS_WAY = re.compile(r'^You can only Special Summon "[^"]+" once per (?:turn|Duel) this '
                      r'way(?P<all>, no matter which method you use)?\.$')
# a sentence after an effect that adds to it what its activation entails ("This card cannot
# attack the turn you activate this effect.", 12-3-15, 5-2-11): a clause over "this effect"
# after it limits the effect before it
RIDER = re.compile(r"\bthe turn (?:you activate this effect|this effect is activated)\b")
# "You can discard this card, then activate 1 of the following effects.", "Once per turn, you
# can activate 1 of these effects.": an effect's choice printed the older way, a whole sentence
# with neither colon nor semicolon (modal_shapes.py reads it)
MODAL_SENTENCE = re.compile(r"^(?:Once per turn, )?[Yy]ou can [^:;]*activate 1 of (?:these|the "
                            r"following) effects\.$")
SUMMONS_PER_TURN = re.compile(r'^You can only Special Summon "[^"]+" once per turn\.$')
PROCEDURE = re.compile(r"Special Summon(?:ed)? (?:this card )?\(from ")
EXTRA_DECK = {"Fusion", "Synchro", "Xyz", "Link"}
# the cost, then what the activation targets: "detach 1 material from this card, then target 1
# card", and the older wording of the same "detach 1 Xyz Material from this card to target 1
# card" (5-2-2, 5-2-3)
TARGETS = re.compile(r"^(?:(?P<cost>.*?),? (?:then|and|to) )?(?:you can )?(?P<target>target .*)$",
                     re.I | re.S)


@dataclass
class Effect:
    text: str  # as printed
    kind: str  # activated | continuous | summoning condition
    condition: str = ""  # before the colon: when it may be activated
    cost: str = ""  # before the semicolon: paid at activation
    target: str = ""  # before the semicolon: chosen at activation
    action: str = ""  # what it does when it resolves
    quick: bool = False  # "(Quick Effect)": Spell Speed 2 on a monster
    once_per_turn: str = ""  # "hard" (by the card's name), "soft" ("Once per turn") or ""
    spell_speed: int | None = None
    options: list[str] = field(default_factory=list)  # "●" choices
    clauses: list[str] = field(default_factory=list)  # the once-per-turn clauses over it


@dataclass
class Breakdown:
    effects: list[Effect]
    limits: list[str]  # the once-per-turn clauses as printed
    materials: str = ""  # an Extra Deck monster's first line
    starts_chain: bool = False  # the card's activation or one of its effects opens a chain
    spell_speed: int | None = None  # of the card's activation, or its fastest effect


def read(text: str, kind: str, card_property: str = "", monster_types: list[str] | None = None,
         pendulum: bool = False) -> Breakdown:
    """The breakdown of one text (a card's text, or with `pendulum` its Pendulum Effect)."""
    types = monster_types or []
    lines = [line.strip() for line in text.replace("\r", "").split("\n") if line.strip()]
    materials = ""
    if kind == "monster" and not pendulum and EXTRA_DECK & set(types) and lines:
        materials, lines = lines[0], lines[1:]
    if kind == "monster" and ("Normal" in types and "Effect" not in types) and not pendulum:
        return Breakdown(effects=[], limits=[], materials=materials)  # flavour text only
    effects: list[Effect] = []
    limits: list[str] = []
    bullets_apart = False  # after a clause over the bullets that follow (OVER_BULLETS)
    following = ""  # a clause over the effects that follow it (FOLLOWING)
    only_next = False  # that clause over the next effect only
    for sentence in (part for whole in _sentences(lines) for part in split_tail(whole)):
        if sentence.startswith("●") and bullets_apart:
            effects.append(_effect(sentence.lstrip("● ").strip(), kind, card_property, pendulum))
            _limit(effects[-1], following or limits[-1])
            continue
        bullets_apart = False
        if sentence.startswith("●") and effects:
            effects[-1].options.append(sentence.lstrip("● ").strip())
        elif SUMMONS_PER_TURN.match(sentence):  # every Special Summon of the name (8-4-9)
            effects.append(Effect(text=sentence, kind="summoning condition"))
        elif ONCE_PER_TURN.search(sentence) and HARD_ONCE.match(sentence):
            limits.append(sentence)
            bullets_apart = bool(OVER_BULLETS.match(sentence))
            over = FOLLOWING.match(sentence)
            following = sentence if over else ""
            only_next = bool(over and over.group("one"))
            for effect in _covered(sentence, effects, following):
                _limit(effect, sentence)
        elif effects and (continues(effects[-1].action, sentence)  # "Otherwise, ..." (5-3-26)
                          or discard_check_shapes.continues(effects[-1].action, sentence)
                          or chance_joins.continues(effects[-1].action, sentence)):  # 5-3-23
            effects[-1].text += " " + sentence
            effects[-1].action += " " + sentence
        else:
            effects.append(_effect(sentence, kind, card_property, pendulum))
            if following:
                _limit(effects[-1], following)
            if only_next:  # "the following effect": the one after it only
                following, only_next = "", False
    card_activation = kind in ("spell", "trap") and not pendulum
    speeds = [e.spell_speed for e in effects if e.spell_speed is not None]
    if card_activation:
        speed: int | None = _card_speed(kind, card_property)
    else:
        speed = max(speeds) if speeds else None
    return Breakdown(effects=effects, limits=limits, materials=materials,
                     starts_chain=card_activation or any(e.kind == "activated" for e in effects),
                     spell_speed=speed)


def _covered(clause: str, effects: list[Effect], following: str) -> list[Effect]:
    """The effects printed before a clause that it limits: none for a clause over those that
    follow; the procedure sentence(s) just before a summoning procedure's limit; the effect
    just before "this effect"; every one before it otherwise."""
    if following or " of these effects of " in clause:  # "these": the bullets after it
        return []
    this_way = THIS_WAY.match(clause)
    if this_way is None:
        if "this effect" not in clause.lower():
            return effects
        last = len(effects)
        while last > 1 and effects[last - 1].kind == "continuous" \
                and RIDER.search(effects[last - 1].text):
            last -= 1  # the riders after an effect: the clause limits the effect itself
        return effects[last - 1:last]
    if not this_way.group("all"):
        return effects[-1:]
    before = []
    for effect in reversed(effects):  # "no matter which method you use": each of them
        if not PROCEDURE.search(effect.text):
            break
        before.append(effect)
    return before


def _limit(effect: Effect, clause: str) -> None:
    effect.once_per_turn = "hard"
    effect.clauses.append(clause)


def _sentences(lines: list[str]) -> list[str]:
    """Sentences, each with its quoted names restored; a bullet line stays one sentence."""
    out = []
    for line in lines:
        names = QUOTED.findall(line)
        masked = QUOTED.sub("\x00", line)
        parts = [masked] if masked.startswith("●") else SENTENCE_END.split(masked)
        restored = iter(names)
        for part in parts:
            pieces = part.strip().split("\x00")
            out.append(pieces[0] + "".join(next(restored) + piece for piece in pieces[1:]))
    return [s for s in out if s]


def _effect(sentence: str, kind: str, card_property: str, pendulum: bool) -> Effect:
    masked = QUOTED.sub(lambda m: "\x01" * len(m.group(0)), sentence)
    colon, semicolon = masked.find(":"), masked.find(";")
    soft = "once per turn" in sentence.lower()
    if colon < 0 and semicolon < 0:
        spell_trap = kind in ("spell", "trap") and not pendulum
        if SUMMONING.match(sentence):
            return Effect(text=sentence, kind="summoning condition")
        if spell_trap and card_property in ("Normal", "Quick-Play", "Counter", "Ritual"):
            # the card's own activation: what it does when its chain link resolves
            return Effect(text=sentence, kind="activated", action=sentence,
                          spell_speed=_card_speed(kind, card_property))
        if MODAL_SENTENCE.match(sentence):  # an activated effect all the same
            return Effect(text=sentence, kind="activated", action=sentence,
                          once_per_turn="soft" if soft else "",
                          spell_speed=_effect_speed(kind, card_property, False, pendulum))
        return Effect(text=sentence, kind="continuous", action=sentence)
    condition = sentence[:colon].strip() if colon >= 0 and (semicolon < 0 or colon < semicolon) \
        else ""
    start = colon + 1 if condition else 0
    before = sentence[start:semicolon].strip() if semicolon > start else ""
    action = sentence[semicolon + 1:].strip() if semicolon > start else sentence[start:].strip()
    cost, target = before, ""
    found = TARGETS.match(before)
    if found:
        cost, target = (found.group("cost") or "").strip(), found.group("target").strip()
    quick = "(Quick Effect)" in condition
    return Effect(text=sentence, kind="activated", condition=condition, cost=cost,
                  target=target, action=action, quick=quick,
                  once_per_turn="soft" if soft else "",
                  spell_speed=_effect_speed(kind, card_property, quick, pendulum))


def _card_speed(kind: str, card_property: str) -> int:
    if kind == "trap":
        return 3 if card_property == "Counter" else 2
    return 2 if card_property == "Quick-Play" else 1


def _effect_speed(kind: str, card_property: str, quick: bool, pendulum: bool) -> int:
    if kind == "monster" or pendulum:
        return 2 if quick else 1
    return _card_speed(kind, card_property)


def unread_continuous(breakdown: Breakdown, read: list[str]) -> Iterator[Effect]:
    """The Continuous Effects of a breakdown not read yet (their text not in `read`), each
    alone: none with "●" choices or under a once-per-turn clause, which their readers leave."""
    for effect in breakdown.effects:
        if effect.kind == "continuous" and effect.text not in read and not effect.options \
                and not effect.clauses:
            yield effect


def read_unread(breakdown: Breakdown, fields: dict[str, Any], read: list[str],
                reader: Callable[[str], dict[str, Any] | None], taken: tuple[str, ...]) -> None:
    """Each Continuous sentence still unread (as `unread_continuous` gives them) that `reader`
    reads: its keys into `fields`, its text into `read`; not while `fields` holds one of the
    keys `taken` (a second such sentence, or one beside a key it would change, stays unread)."""
    for effect in unread_continuous(breakdown, read):
        found = reader(effect.text)
        if found is not None and not fields.keys() & set(taken):
            fields.update(found)
            read.append(effect.text)


def read_each(breakdown: Breakdown, fields: dict[str, Any], read: list[str],
              reader: Callable[[str], dict[str, Any] | None]) -> None:
    """Each Continuous sentence not read yet and printed without a condition or "●" choices
    that `reader` reads whole: its keys into `fields`, its text into `read`. A key another
    sentence already gave leaves the second unread. A once-per-turn clause over the card's
    effects ("You can only use 1 of these effects of X per turn") limits its activated effects,
    never a sentence like these, so it does not stop one."""
    for effect in breakdown.effects:
        if effect.text in read or effect.kind != "continuous" or effect.options \
                or effect.condition:
            continue
        found = reader(effect.text)
        if found is None or any(key in fields for key in found):
            continue
        fields.update(found)
        read.append(effect.text)
