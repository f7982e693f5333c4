"""A Pendulum Monster's Pendulum Effects (the text printed beside its Pendulum Scale) read into
`effects:` entries activated from the Pendulum Zone (`from: pendulum`, 5-1-6), or refused.

Standard library only. Each activated Pendulum Effect is read as monster_shapes.py reads a
monster's activated effect (its condition, cost, target and steps), then kept only when nothing
in it ties it to a zone other than the Pendulum Zone: an effect activated whenever its player
chooses (a Spell Card's, Spell Speed 1), or one that answers an event of another card or a
phase. One that answers an event of the card itself ("If this card is destroyed"), names
another zone ("from your hand") or is a Quick Effect is left unread, never guessed.
"""
from __future__ import annotations

import re
from dataclasses import replace
from typing import Any

from cards.ygo import described, monster_shapes, psct, summon_answers
from cards.ygo.monster_conditions import OPTIONAL_ONLY, OTHERS

Fields = dict[str, Any]

# the events of other cards and of the turn a Pendulum Scale can answer from its zone (5-1-3)
SCALE_EVENTS = OTHERS + OPTIONAL_ONLY
# "If you have a "Magician" card in your other Pendulum Zone:" (3-6-2): the other Pendulum
# Scale of its player, of that archetype, as the effect is activated (5-2-4)
OTHER_SCALE = re.compile(r'^(?P<once>Once per turn, if|If) you have (?:a|an) "(?P<archetype>'
                         r'[^"]+)" card in your other Pendulum Zone$')
# "destroy both cards in your Pendulum Zones, and if you do, ...": this card and the other
# Pendulum Scale, then what follows only if they were destroyed (5-2-7)
BOTH_SCALES = re.compile(r"^(?P<you_can>You can )?destroy both cards in your Pendulum Zones, "
                         r"and if you do, (?P<rest>[a-z][^;]*\.)$")
# "If a monster(s) is Pendulum Summoned: Return this card from the Pendulum Zone to the hand."
# (Yoko-Zuna Sumo Spirit): a mandatory Trigger Effect of the scale on another card's Summon
# (10-3-4, 5-1-3), returning the scale itself to its owner's hand
RETURNS = "Return this card from the Pendulum Zone to the hand."


# "You cannot Pendulum Summon monsters, except "X" monsters.": while the card is a Pendulum
# Scale (8-5-6, 5-1-6); "This effect cannot be negated." after it: the engine negates no
# Pendulum Scale's Continuous Effect, so it always applies. The same said without "monsters"
# after "Summon" (Lunalight Wolf), of "Pendulum Monsters" (a kind: `type: Pendulum`), or with
# "(this effect cannot be negated)" inside the sentence (Tensei Ryu-Ge Anva)
LOCK = re.compile(rf"^You cannot Pendulum Summon(?: monsters)?, except {described.words()}"
                  r"(?:monsters|Monsters)(?: \(this effect cannot be negated\))?\.$")
UNNEGATED = "This effect cannot be negated."


def lock(scale: psct.Breakdown) -> tuple[Fields, list[str]]:
    """The Pendulum Summon restriction of a card's Pendulum Effect (`pendulum_lock`) and the
    sentences it reads, or nothing."""
    texts = [effect.text for effect in scale.effects]
    for index, text in enumerate(texts):
        found = LOCK.match(text)
        words = described.fields(found, monster=True) if found else None
        if words:
            after = texts[index + 1:index + 2]
            return {"pendulum_lock": words}, [text, *[t for t in after if t == UNNEGATED]]
    return {}, []


def read(scale: psct.Breakdown) -> tuple[list[Fields], list[str]]:
    """The `effects:` entries of a card's Pendulum Effects and the sentences they read; a
    sentence left out is one the engine would not apply as printed."""
    once = monster_shapes.limits(scale)
    if once is None:  # a once-per-turn clause not read: none of its effects is
        return [], []
    entries: list[Fields] = []
    read_texts: list[str] = []
    for index, effect in enumerate(scale.effects):
        entry = _entry(effect, once.get(index, ""))
        if entry is not None:
            entries.append(entry)
            read_texts.append(effect.text)
    return entries, read_texts


def _returned(effect: psct.Effect, once: str) -> Fields | None:
    """A Pendulum Effect returning its own card to the hand when a Summon its condition names
    is made (monster_shapes reads no "this card" to the hand from the field), or None."""
    answered = summon_answers.monster_condition(effect.condition)
    if effect.action != RETURNS or effect.cost or effect.target or answered is None:
        return None
    limit = {"once_per_turn": once} if once else {}
    return {**answered[0], "optional": False, "effect": [{"to_hand": "self"}], **limit,
            "from": "pendulum"}


def _entry(effect: psct.Effect, once: str) -> Fields | None:
    """One activated Pendulum Effect as an entry activated from the Pendulum Zone."""
    if effect.kind != "activated" or effect.quick:
        return None
    if effect.action == RETURNS:
        return _returned(effect, once)
    asked: Fields = {}
    other = OTHER_SCALE.match(effect.condition)
    if other is not None:  # read as an Ignition Effect's, with what it asks first (5-2-4)
        asked = {"if": {"other_scale": {"archetype": other.group("archetype")}}}
        condition = "Once per turn" if other.group("once") != "If" else ""
        after = effect.text.split(":", 1)[1].strip()  # "You can ...": the player's choice
        effect = replace(effect, condition=condition,
                         text=f"{condition}: {after}" if condition else after)
    both = BOTH_SCALES.match(effect.action)
    if both is not None:  # what follows "and if you do", read as the effect's whole action
        rest = both.group("rest")
        effect = replace(effect, action=f"{both.group('you_can') or ''}{rest[:1].upper()}"
                                        f"{rest[1:]}")
    fields = monster_shapes.effect(effect, once)
    if fields is not None and both is not None:
        fields["effect"] = [{"destroy_all": {"player": "controller", "what": "pendulum_scales"}},
                            {"if_you_do": fields["effect"]}]
    if fields is not None:
        fields.update(asked)
    if fields is None or "from" in fields or "cost_self" in fields:
        return None  # tied to another zone: its hand, its GY, itself as a monster
    kind = fields.get("type")
    if kind == "trigger" and fields.get("event") not in SCALE_EVENTS:
        return None  # "If this card is Summoned": an event of the card as a monster
    if kind not in ("ignition", "trigger"):
        return None
    return {**fields, "from": "pendulum"}
