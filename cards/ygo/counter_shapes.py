"""Counters a card's text places, counts and removes (4-8), read into the scenario format, or
refused.

Standard library only. Three shapes, each naming its kind of counter ("Spell Counter"; an
unnamed "counter" only where the card places it on itself or removes it, read as the kind
"counter"):
- the action "Place 1 Spell Counter on it (max. 1)." on the card itself: the step
  `{place_counters: {card: self, count, name, max}}` (4-8-1, 4-8-2); "Place 3 counters on it."
  the same, of the kind "counter";
- the action "Remove 1 counter from this card." by the effect as it resolves: the step
  `{remove_counters_from: {card: self, count, name}}` (4-8-15);
- the cost "remove 2 Spell Counters from this card": an effect's `remove_counters` (4-8-3);
- a monster's "Gains 300 ATK for each Spell Counter on it." and "Each time a Spell Card is
  activated, place 1 Spell Counter on this card when that Spell resolves (max. 3).": its
  `counter: {name, atk, each_spell, max}` (4-8-4, 4-8-5);
- a target "that you can place a Spell Counter on": the target's `holds` (4-8-6), and "place 1
  Spell Counter on that target" on it, the step's `card: chosen`;
- the action "Place 1 Spell Counter on each face-up card on the field that you can place a
  Spell Counter on.": the step `{place_counters_each: {count, name, player}}` (4-8-6);
- the action "Remove all Spell Counters on the field." (all kinds: "remove all counters on
  the field"): the step `{remove_all_counters: {name}}` (4-8-8);
- the actions "Place 1 Fog Counter on each face-up monster on the field." and "Place 2 Clock
  Counters on each "Clock Tower Prison".": `{place_counters_each: {count, name, player, on:
  monsters}}`, `{place_counters_each: {count, name, named}}` (4-8-1);
- the action "Place 1 A-Counter on 1 face-up monster on your opponent's side of the field.":
  one monster chosen as it resolves, `{choose: {do: place_counters, counters: {count, name},
  player, what: monsters, face}}` (5-3-22, 4-8-1);
- the cost "Remove 10 Spell Counters from your field" (or "from anywhere on the field"):
  `field_counters: {count, name, anywhere}` (4-8-9);
- the cost "Tribute this card with 3 Spell Counters on it", "send this card with 4 or more
  Thunder Counters to the GY": the card itself as the cost, and `counters_needed` (4-8-7).
Anchored patterns without nested quantified groups: linear in the text's length.
"""
from __future__ import annotations

import re
from typing import Any

from cards.ygo import counter_events

Fields = dict[str, Any]

NAME = r"(?P<name>(?:[A-Z][A-Za-z-]*(?: [A-Z][A-Za-z-]*)? |A-)Counter)s?"  # "A-Counter" too
MAX = r"(?: \(max\. (?P<max>\d{1,2})\))?"
PLACE = re.compile(rf"^[Pp]lace (?P<n>\d{{1,2}}) {NAME} on (?:it|this card){MAX}\.$")
COST = re.compile(rf"^[Rr]emove (?P<n>\d{{1,2}}) {NAME} from this card$")
ATK = re.compile(rf"^(?:This card )?[Gg]ains (?P<atk>\d{{1,4}}) ATK for each {NAME[:-2]} on "
                 r"(?:it|this card)\.$")
FIELD_COST = re.compile(rf"^[Rr]emove (?P<n>\d{{1,2}}) {NAME} (?P<where>from your field|on "
                        r"your side of the field|from your side of the field|from anywhere on "
                        r"the field)$")
# "Each time an opponent's monster effect is activated, place 1 Spell Counter on this card when
# that effect resolves.", "... an effect of a "Symphonic Warrior" card ...", "Each time your
# opponent activates a Spell Card, place 1 ... when that Spell Card resolves." (4-8-5)
EACH_EFFECT = re.compile(r"^Each time (?:(?P<opponent>an opponent's monster effect)|(?P<monster>a "
                         r'monster effect)|an effect of an? "(?P<archetype>[^"]+)" card) is '
                         rf"activated, place (?P<n>\d{{1,2}}) {NAME} on this card when that "
                         rf"effect resolves{MAX}\.$")
EACH_OPPONENT_SPELL = re.compile(rf"^Each time your opponent activates a Spell Card, place "
                                 rf"(?P<n>\d{{1,2}}) {NAME} on this card when that Spell"
                                 rf"(?: Card)? resolves{MAX}\.$")
# "Place 1 Spell Counter on each face-up card on the field that you can place a Spell Counter
# on.": every card that can hold one, of either player or its player's own (4-8-6)
EACH_CARD = re.compile(rf"^[Pp]lace (?P<n>\d{{1,2}}) {NAME} on each (?:face-up )?card "
                       r"(?P<where>on the field|you control) that you can place an? (?P=name) "
                       r"on\.$")
# "Place 3 counters on it.", "put 3 counters on it": counters of no named kind, read as the kind
# "counter" (4-8-1); "Remove 1 counter from this card.": by the effect, not as its cost (4-8-15)
PLAIN = re.compile(r"^(?:[Pp]lace|[Pp]ut) (?P<n>\d{1,2}) counters? on (?:it|this card)\.$")
REMOVE_OWN = re.compile(rf"^[Rr]emove (?P<n>\d{{1,2}}) (?:{NAME}|counters?) from this card\.$")
PLAIN_NAME = "counter"
REMOVE_ALL = re.compile(rf"^[Rr]emove all (?:{NAME}|counters) (?:on|from) the field\.$")
EACH_SPELL = re.compile(rf"^Each time a Spell Card is activated, place (?P<n>\d{{1,2}}) {NAME} "
                        rf"on this card when that Spell(?: Card)? resolves{MAX}\.$")
# "Place 1 A-Counter on 1 face-up monster on your opponent's side of the field.": one monster,
# not targeted, chosen as the effect resolves (5-3-22, 4-8-1)
ON_ONE = re.compile(rf"^[Pp]lace (?P<n>\d{{1,2}}) {NAME} on (?:1|a) (?:face-up )?monster "
                    r"(?P<whose>your opponent controls|on your opponent's side of the field|you "
                    r"control|on the field)\.$")
WHOSE = {"your opponent controls": "opponent", "on your opponent's side of the field": "opponent",
         "you control": "controller", "on the field": "both"}
# "Place 1 Fog Counter on each face-up monster on the field.", "Place 2 Clock Counters on each
# "Clock Tower Prison".": every such face-up card as it resolves, whatever its text (4-8-1)
EACH_MONSTER = re.compile(rf"^[Pp]lace (?P<n>\d{{1,2}}) {NAME} on each face-up monster "
                          r"(?P<whose>on the field|your opponent controls|you control)\.$")
EACH_NAMED = re.compile(rf'^[Pp]lace (?P<n>\d{{1,2}}) {NAME} on each "(?P<card>[^"]+)"\.$')
EACH_WHOSE = {"on the field": "any", "your opponent controls": "opponent",
              "you control": "controller"}


def read(text: str) -> list[Fields] | None:
    """The `place_counters` step of the sentence, its `remove_all_counters` (4-8-8), or None."""
    each = EACH_CARD.match(text)
    if each is not None:  # 4-8-6
        return [{"place_counters_each": {
            "count": int(each.group("n")), "name": each.group("name"),
            "player": "any" if each.group("where") == "on the field" else "controller"}}]
    every = _on_each(text)
    if every is not None:  # 4-8-1
        return [{"place_counters_each": every}]
    one = ON_ONE.match(text)
    if one is not None:  # 5-3-22
        # only a face-up monster can hold one, "face-up" printed or not (4-8-1)
        return [{"choose": {"do": "place_counters", "player": WHOSE[one.group("whose")],
                            "what": "monsters", "face": "up",
                            "counters": {"count": int(one.group("n")),
                                         "name": one.group("name")}}}]
    emptied = REMOVE_ALL.match(text)
    if emptied is not None:  # "counters" unnamed: every kind
        return [{"remove_all_counters": {"name": emptied.group("name")} if emptied.group("name")
                 else {}}]
    plain, own = PLAIN.match(text), REMOVE_OWN.match(text)
    if plain is not None or own is not None:  # 4-8-1, 4-8-15
        found = plain or own
        assert found is not None
        spec = {"card": "self", "count": int(found.group("n")),
                "name": (own and own.group("name")) or PLAIN_NAME}
        return [{"place_counters" if plain else "remove_counters_from": spec}]
    found = PLACE.match(text)
    if found is None:
        return None
    step: Fields = {"card": "self", "count": int(found.group("n")), "name": found.group("name")}
    if found.group("max"):
        step["max"] = int(found.group("max"))
    return [{"place_counters": step}]


def cost(text: str) -> Fields | None:
    """"Remove 1 Spell Counter from this card" as an effect's cost, or None."""
    found = COST.match(text)
    return None if found is None else {"remove_counters": int(found.group("n"))}


def static(text: str, known: Fields) -> Fields | None:
    """A monster's sentence that adds to its `counter` (the one in `known`, of the same
    kind, or a new one); None when it is none of these, or speaks of another kind."""
    atk, each = ATK.match(text), EACH_SPELL.match(text)
    found = atk or each
    if found is None:  # "each time a monster is Summoned" last (4-8-10)
        return _each_activation(text, known) or counter_events.static(text, known)
    if known and known["name"] != found.group("name"):
        return None
    spec = dict(known) if known else {"name": found.group("name")}
    if atk is not None:
        if "atk" in spec:
            return None
        spec["atk"] = int(atk.group("atk"))
        return spec
    if "each_spell" in spec:
        return None
    spec["each_spell"] = int(found.group("n"))
    if found.group("max"):
        spec["max"] = int(found.group("max"))
    return spec


HOLDS = re.compile(rf"^(?P<head>[Tt]arget 1 [^;]+?) that you can place an? {NAME[:-2]} on$")
ON_TARGET = re.compile(rf"^[Pp]lace (?:(?P<n>\d{{1,2}})|an?) {NAME} on (?:that target|it|that "
                       r"card)\.?$")
WITH = re.compile(rf"^(?P<verb>Tribute|[Ss]end) this (?P<face>face-up )?card with (?P<n>\d{{1,2}})"
                  rf"(?: or more)? {NAME}(?: on it)?(?P<to> to the (?:GY|Graveyard))?$")


def holding(text: str) -> tuple[str, str] | None:
    """"Target 1 face-up card on the field that you can place a Spell Counter on": the target
    without its last words, and the kind of counter it must be able to hold (4-8-6)."""
    found = HOLDS.match(text)
    return None if found is None else (found.group("head"), found.group("name"))


def on_target(text: str, spec: Fields) -> list[Fields] | None:
    """"Place 1 Spell Counter on that target": on the card targeted, only as one that can
    hold that kind (its `holds`), face-up on the field (4-8-1, 4-8-6); "place 3 Fog Counters
    on that target" after "target 1 face-up monster on the field": on that monster, the effect
    naming the kind (4-8-1)."""
    found = ON_TARGET.match(text)
    if found is None or spec["zone"] != "field":
        return None
    holds = spec.get("holds")
    if holds != found.group("name") and (holds or not _face_up_monster(spec)):
        return None
    return [{"place_counters": {"card": "chosen", "count": int(found.group("n") or 1),
                                "name": found.group("name")}}]


def _face_up_monster(spec: Fields) -> bool:
    """A target that is a face-up monster, the only card a counter it names can go on."""
    return spec.get("what") == "monster" and spec.get("face_up") is True


def with_counters(text: str) -> tuple[str, int] | None:
    """"Tribute this card with 3 Spell Counters on it": the cost without its counters ("Tribute
    this card"), and how many must be on the card to pay it (4-8-7)."""
    found = WITH.match(text)
    if found is None or (found.group("verb") == "Tribute") == bool(found.group("to")):
        return None
    verb = found.group("verb").capitalize()
    bare = f"{verb} this {found.group('face') or ''}card{found.group('to') or ''}"
    return bare, int(found.group("n"))


def repeated(text: str, known: Fields) -> bool:
    """A Pendulum Effect's "Each time a Spell Card is activated, place 1 Spell Counter on this
    card when that Spell resolves." that the monster text prints too (the same kind and bound,
    its `counter` in `known`): the card gets them as a Pendulum Scale as well (4-8-5)."""
    found = EACH_SPELL.match(text)
    if found is None or not known:
        return False
    bound = int(found.group("max")) if found.group("max") else None
    return known.get("name") == found.group("name") \
        and known.get("each_spell") == int(found.group("n")) and known.get("max") == bound


def field_cost(text: str) -> Fields | None:
    """"Remove 10 Spell Counters from your field" as a cost: from the cards its player
    controls, or from any card with "from anywhere on the field" (4-8-9)."""
    found = FIELD_COST.match(text)
    if found is None:
        return None
    spec: Fields = {"count": int(found.group("n")), "name": found.group("name")}
    if found.group("where") == "from anywhere on the field":
        spec["anywhere"] = True
    return {"field_counters": spec}


def _each_activation(text: str, known: Fields) -> Fields | None:
    """The counter's `each_activation`: which activations place counters on it when they
    resolve (4-8-5); None for another sentence, or one the card's counter text already has."""
    effect, spell = EACH_EFFECT.match(text), EACH_OPPONENT_SPELL.match(text)
    found = effect or spell
    if found is None or known and (known["name"] != found.group("name")
                                   or "each_spell" in known or "each_activation" in known):
        return None
    each: Fields = {"count": int(found.group("n"))}
    if spell is not None:
        each.update({"what": "spell", "player": "opponent"})
    elif effect is not None and (effect.group("opponent") or effect.group("monster")):
        each["what"] = "monster_effect"
        if effect.group("opponent"):
            each["player"] = "opponent"
    elif effect is not None:
        each["archetype"] = effect.group("archetype")
    spec = dict(known) if known else {"name": found.group("name")}
    spec["each_activation"] = each
    if found.group("max"):
        spec["max"] = int(found.group("max"))
    return spec


def _on_each(text: str) -> Fields | None:
    """The `place_counters_each` of "on each face-up monster on the field" (`on: monsters`)
    or "on each "Clock Tower Prison"" (`named`), or None."""
    found = EACH_MONSTER.match(text) or EACH_NAMED.match(text)
    if found is None:
        return None
    step: Fields = {"count": int(found.group("n")), "name": found.group("name")}
    if found.re is EACH_NAMED:
        return {**step, "named": found.group("card")}
    return {**step, "player": EACH_WHOSE[found.group("whose")], "on": "monsters"}


# what "for each" counts in a Continuous Effect on ATK (4-8-4): "Ice Counter on the field",
# "Bushido Counter on your field", "Bushido Counter on this card" (the card's own)
COUNTED = re.compile(rf"^{NAME[:-2]} on (?P<where>this card|the field|your field|your side of "
                     r"the field)$")


def counted(text: str) -> Fields | None:
    """The `for_each` of "for each Ice Counter on the field", or None."""
    found = COUNTED.match(text)
    if found is None:
        return None
    where = found.group("where")
    if where == "this card":
        return {"zone": "field", "what": "own_counters", "counter": found.group("name")}
    return {"zone": "field", "what": "counters", "counter": found.group("name"),
            "player": "any" if where == "the field" else "controller"}
