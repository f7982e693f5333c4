"""How a monster's own text lets it be summoned, read into the scenario format's keys
(docs/scenario-format.md; judge/engine/ygo/procedures.py applies them):

- "If only your opponent controls a monster, you can Special Summon this card (from your
  hand)." (Cyber Dragon), "You can Special Summon this card (from your hand) by discarding 1
  card." (The Tricky), "Must be Special Summoned (from your hand) by banishing 1 LIGHT and 1
  DARK monster from your GY." (Chaos Emperor Dragon), "... by having exactly 3 DARK monsters in
  your GY." (Dark Armed Dragon): an entry of `summon_procedures` (8-4-8), "Must be" also
  `special_summon_only: {procedure: own}`, "Must first be" `summon_first` (8-4-5); the "You
  can only Special Summon "X" once per turn this way." after it: its `once_per_turn`;
- "Must first be Special Summoned (from your hand) by Tributing 1 "Sanga of the Thunder",
  "Kazejin", and "Suijin"." (Gate Guardian): one cost part for each named monster;
- "You can Special Summon this card (from your hand) to your opponent's field in Attack
  Position, by Tributing 1 monster they control." (the Kaiju): the procedure's `to: opponent`
  and a Tribute of one of their monsters (`opponents`, 8-4-13);
- "You can Special Summon this card (from your hand) in Defense Position to your zone a Link
  Monster points to." (Crusadia Leonis): the procedure's `to_pointed` (the Link Monster as
  described: "a DARK Link Monster", 4-4-7);
- "You can only Special Summon "X" once per turn.": `special_summon_once` (8-4-9);
- "If you control no monsters, you can Normal Summon this card without Tributing.":
  `summon_without_tributes` (8-1-8);
- "Cannot be Normal Summoned, unless you control a "Ghostrick" monster.": `normal_summon_if`
  (8-1-11);
- "This card can be treated as 2 Tributes for the Tribute Summon of a LIGHT monster." (Kaiser
  Sea Horse): `double_tribute` (8-2-5).

A condition is read whole, or as two states joined by "and" each read whole (`_both`: every
key of both asked); a procedure's condition may also be one of the states summon_boards.py
reads (those a Spell's or Trap's `if` holds too).

Standard library only. Each sentence is matched whole (anchored patterns without nested
quantified groups: linear); a condition or a cost not listed leaves the sentence unread.
"""
from __future__ import annotations

import dataclasses
import re
from typing import Any

from cards.ygo import (
    board_effects,
    column_shapes,
    cost_shapes,
    described,
    psct,
    summon_boards,
    tributed_by,
)

Fields = dict[str, Any]

ORIGINS = {"hand": ["hand"], "GY": ["graveyard"], "Graveyard": ["graveyard"],
           "hand or GY": ["hand", "graveyard"]}
YOU_CAN = re.compile(r"^(?:If (?P<condition>.+?), )?[Yy]ou can Special Summon (?:this card|it) "
                     r"\(from your (?P<origin>hand|GY|Graveyard|hand or GY)\)(?P<opponent> to "
                     r"your opponent's field)?(?: in (?:face-up )?"
                     r"(?P<position>Attack|Defense) Position)?(?P<pointed> to your zone an? "
                     rf"(?:(?P<pointer>{described.ATTRIBUTES}) )?Link Monster points to)?"
                     r"(?:,? by (?P<cost>.+?))?\.$")
# the Kaiju: "to your opponent's field ..., by Tributing 1 monster they control" (8-4-13)
THEIR_TRIBUTE = "Tributing 1 monster they control"
# "by banishing 1 "Infernoid" monster from your hand or GY while the total Levels ...": what it
# is done by, the board it asks, or both
# the older Toons: "... (from your hand) by Tributing 2 monsters, while you control "Toon
# World"." and "... (from your hand), while ...": the same board, a comma before "while"
MUST = re.compile(r"^Must (?P<first>first )?be Special Summoned \(from your (?P<origin>hand|GY|"
                  r"Graveyard|hand or GY)\)(?: by (?P<cost>.+?))?(?:,? while (?P<condition>.+?))?"
                  r"(?:, and cannot be Special Summoned by other ways)?\.$")
UNLESS = re.compile(r"^Cannot be Normal Summoned, unless (?P<condition>[^.]+)\.$")
# "..., but its original ATK becomes 1000.": `original_atk` (4-2-8), of a Summon only (a Set
# too leaves the sentence unread)
WITHOUT = re.compile(r"^(?:If (?P<condition>.+?), )?[Yy]ou can Normal Summon(?P<set>/Set)? "
                     r"this card without Tributing(?:, but its original ATK becomes "
                     r"(?P<atk>\d+))?\.$")
DOUBLE = re.compile(r"^(?:This card )?[Cc]an be treated as 2 Tributes for the Tribute Summon "
                    rf"of an? {described.words()}monster\.$")
# the board the text asks for first (8-4-8): the words -> `if` keys
CONDITIONS: dict[str, Fields] = {
    "you control no monsters": {"monsters_max": 0},
    "only your opponent controls a monster": {"monsters_max": 0, "opponent_monsters_min": 1},
    "your opponent controls a monster and you control no monsters": {
        "monsters_max": 0, "opponent_monsters_min": 1},
    "your opponent controls a monster": {"opponent_monsters_min": 1},
    "your opponent controls more monsters than you do": {"fewer_monsters": True},
    "this is the only card in your hand": {"hand_max": 1},
    "you control no cards": {"cards_max": 0},  # nothing on its player's field
    "your opponent controls a card": {"opponent_cards_min": 1},
    "your opponent controls a monster and you control no cards": {
        "cards_max": 0, "opponent_monsters_min": 1},
    "you control a Tuner": {"control": {"type": "Tuner"}},  # a face-up one (9-1-3)
    # a monster in an Extra Monster Zone is not counted (3-3-6; the Sky Striker Spells)
    "you control no monsters in your Main Monster Zone": {"main_monsters_max": 0},
    "your opponent controls monsters in all of their Main Monster Zones": {
        "opponent_main_monsters_min": 5},  # all five, none in an Extra Monster Zone counted
}
OPPONENT_MORE = re.compile(r"^your opponent controls (?P<n>\d+) or more monsters$")
# "your opponent controls 2 or more monsters including a LIGHT monster": that many, one of them
# a face-up one that fits
INCLUDING = re.compile(rf"^your opponent controls (?P<n>[2-5]) or more monsters including an? "
                       rf"{described.words()}monster$")
# a kind of Extra Deck monster too, then its noun (summon_boards.noun_fits)
KINDS = summon_boards.KINDS
# "a face-up ... monster": the same, `control` looks at face-up monsters only (9-1-3); "other
# than "X"" and ", except "X"" leave that name out
CONTROL = re.compile(rf"^you control an? (?:face-up )?{described.words(KINDS)}"
                     r'(?P<noun>monster|Monster)(?:(?: other than|, except) "(?P<except>[^"]+)")?$')
# two Extra Deck kinds, either one: "a "Trickstar" Fusion or Link Monster" (`type`: any one)
EITHER_KIND = re.compile(r'^you control an? (?:"(?P<archetype>[^"]+)" )?(?P<a>Fusion|Synchro|Xyz|'
                         r"Link) or (?P<b>Fusion|Synchro|Xyz|Link) Monster$")
OPPONENT_CONTROL = re.compile(r"^your opponent controls an? (?:face-up )?"
                              rf"{described.words(KINDS)}(?P<noun>monster|Monster)$")
OPPONENT_XYZ = {"your opponent controls a face-up Xyz Monster": {"type": "Xyz"},
                "your opponent controls a face-up Synchro Monster": {"type": "Synchro"},
                "your opponent controls a face-up Fusion Monster": {"type": "Fusion"}}
# every monster its player controls is a face-up one that fits: "you control no monsters, or
# all monsters you control are "X" monsters" (none at all is allowed), "all monsters you control
# are "X" monsters (min. 1)" (one at least)
ALL_CONTROL = re.compile(rf"^(?P<none>you control no monsters, or )?all monsters you control are "
                         rf"(?:face-up )?{described.words()}monsters(?P<min> \(min\. 1\))?$")
TRIBUTE_WITH = re.compile(r"^You can Tribute (?P<n>\d) monsters to Tribute Summon \(but not Set\) "
                          r"this card\.$")
OPPONENT_HAND = re.compile(r"^your opponent has (?P<n>\d+) or more cards in their hand$")
FIELD_ZONE = re.compile(r'^"(?P<name>[^"]+)" is in the Field Zone$')
# one name, or any one of several: "you control a "Magic Hand", "Fire Hand", or "Ice Hand""
CONTROL_NAMED = re.compile(r'^you control (?:an? )?(?:face-up )?"(?P<name>[^"]+)"(?:(?:, "(?P<b>'
                           r'[^"]+)",)? or "(?P<c>[^"]+)")?$')
GRAVEYARD = re.compile(r"^having exactly (?P<n>\d+) (?P<attribute>" + described.ATTRIBUTES +
                       r") monsters in your (?:GY|Graveyard)$")
# "banishing 1 LIGHT and 1 DARK monster from your GY", "banishing 1 FIRE and 2 WATER monsters
# from your GY": two parts, each as many cards as its count
PAIR = re.compile(r"^(?P<verb>banishing|sending) (?P<an>[1-3]) (?P<a>" + described.ATTRIBUTES +
                  r") and (?P<bn>[1-3]) (?P<b>" + described.ATTRIBUTES + r") (?P<noun>monsters?) "
                  r"from your (?P<rest>.+)$")
# "by Tributing 1 "Sanga of the Thunder", "Kazejin", and "Suijin"" (Gate Guardian): one part
# for each named monster (8-4-8)
THREE_NAMED = re.compile(r'^Tributing 1 "(?P<a>[^"]+)", "(?P<b>[^"]+)", and "(?P<c>[^"]+)"'
                         r"(?P<hand> from your hand and/or field)?$")
VERBS = {"banishing": "Banish", "discarding": "Discard", "Tributing": "Tribute",
         "sending": "Send", "revealing": "Reveal", "returning": "Return"}
# "by controlling 2 or more "X-Saber" monsters", "by having 4 or more "Lightsworn" monsters with
# different names in your GY": not a cost but the board it asks (8-4-8); "having exactly ..."
# is GRAVEYARD's
CONTROLLING = re.compile(r"^(?P<verb>controlling|having) (?P<rest>(?!exactly ).+)$")
STATES = {"controlling": "you control", "having": "you have"}
PAYING = re.compile(r"^paying (?P<n>\d+) (?:LP|Life Points)$")  # `pay_lp`, not a card given up


def condition(text: str | None) -> Fields | None:
    """The `if` keys of the words before ", you can ..."; {} for none; None: not read."""
    if not text:
        return {}
    found = _one(text)
    return found if found is not None else _both(text)


def _both(text: str) -> Fields | None:
    """"your opponent controls a monster and you control a Level 3 monster": two states joined
    by "and", each read whole, every key of both asked at once; None when no split point
    gives two parts read, or both parts ask the same key (one `control` holds one monster)."""
    parts = text.split(" and ")
    for at in range(1, len(parts)):
        first = _one(" and ".join(parts[:at]).removesuffix(","))
        second = _one(" and ".join(parts[at:]))
        if first and second and not first.keys() & second.keys():
            return {**first, **second}
    return None


def _one(text: str) -> Fields | None:
    """One state of the board, as a whole; None: not read."""
    if text in CONDITIONS:
        return dict(CONDITIONS[text])
    more = OPPONENT_MORE.match(text)
    if more is not None:
        return {"opponent_monsters_min": int(more.group("n"))}
    including = INCLUDING.match(text)
    if including is not None:
        words = described.fields(including, monster=True)
        return {"opponent_monsters_min": int(including.group("n")),
                "opponent_control": words} if words else None
    named = CONTROL_NAMED.match(text)
    if named is not None:
        return {"control": {"names": [n for n in named.group("name", "b", "c") if n]}}
    either = EITHER_KIND.match(text)
    if either is not None:
        archetype = either.group("archetype")
        return {"control": {**({"archetype": archetype} if archetype else {}),
                            "type": [either.group("a"), either.group("b")]}}
    control = summon_boards.noun_fits(CONTROL.match(text))
    if control is not None:
        words = described.fields(control, monster=True)
        return {"control": words} if words else None
    if text in OPPONENT_XYZ:
        return {"opponent_control": dict(OPPONENT_XYZ[text])}
    if text.endswith(" Tuner"):  # "you control a Fiend Tuner" (board_effects.tuner, 9-1-3)
        return board_effects.tuner(text)
    theirs = summon_boards.noun_fits(OPPONENT_CONTROL.match(text))
    if theirs is not None:
        words = described.fields(theirs, monster=True)
        return {"opponent_control": words} if words else None
    every = ALL_CONTROL.match(text)
    if every is not None and bool(every.group("none")) != bool(every.group("min")):
        words = described.fields(every, monster=True)
        return {"all_control": words, **({"monsters_min": 1} if every.group("min") else {})} \
            if words else None
    hand = OPPONENT_HAND.match(text)
    if hand is not None:
        return {"opponent_hand_min": int(hand.group("n"))}
    field = FIELD_ZONE.match(text)
    if field is not None:
        return {"field_spell": [field.group("name")]}
    return None


def _costs(text: str | None) -> list[Fields] | None:
    """What the procedure is done "by", one `cost_cards` per part; [] for nothing."""
    if not text:
        return []
    named = THREE_NAMED.match(text)
    if named is not None:
        where = " from your hand or field" if named.group("hand") else ""
        each = [cost_shapes.read(f'Tribute 1 "{name}"{where}')
                for name in named.group("a", "b", "c")]
        return [part["cost_cards"] for part in each if part] if all(each) else None
    pair = PAIR.match(text)
    if pair is not None:
        verb, counts = VERBS[pair.group("verb")], pair.group("an", "bn")
        if (pair.group("noun") == "monster") != (counts == ("1", "1")):
            return None  # "1 FIRE and 2 WATER monsters": plural past a single card only
        parts = [cost_shapes.read(f"{verb} {n} {attribute} monster{'' if n == '1' else 's'} "
                                  f"from your {pair.group('rest')}")
                 for n, attribute in zip(counts, pair.group("a", "b"), strict=True)]
        found = [part["cost_cards"] for part in parts if part and "cost_cards" in part]
        return found if len(found) == 2 else None
    verb, _, rest = text.partition(" ")
    if verb not in VERBS:
        return None
    if verb == "revealing" and rest.startswith('"'):
        rest = f"1 {rest}"  # "revealing "Blue-Eyes White Dragon" in your hand": one copy
    part = cost_shapes.read(f"{VERBS[verb]} {rest}")
    return [part["cost_cards"]] if part and "cost_cards" in part else None


# a Continuous Spell that must be on its player's field, not a monster: "while you control
# "Toon World"" (the older Toons), ""Temple of the Kings"" (Serket): asked of any face-up card
# its player controls (`control_names_all`, 8-4-8); `control` would look at monsters only
SPELLS_CONTROLLED = {f'you control "{name}"': {"control_names_all": [name]}
                     for name in ("Toon World", "Temple of the Kings")}


def _board(words: str | None) -> Fields | None:
    """The `if` keys of a procedure's condition: condition() or summon_boards.board()."""
    if words in SPELLS_CONTROLLED:
        return dict(SPELLS_CONTROLLED[words])
    wanted = condition(words)
    return summon_boards.board(words) if wanted is None and words else wanted


def _parts(found: re.Match[str]) -> tuple[Fields, list[Fields] | int] | None:
    """The `if` keys and the `cost` parts (or the LP paid) of a procedure sentence; None: not
    read."""
    cost, words = found.group("cost") or "", found.group("condition")
    if found.re is MUST and not (cost or words):
        return None  # "Must be Special Summoned (from your hand)" alone: not a wording read
    wanted = _board(words)
    controlling = CONTROLLING.match(cost)
    if controlling is not None and wanted is not None:  # the board, worded as done "by"
        asked = _board(f"{STATES[controlling.group('verb')]} {controlling.group('rest')}")
        if asked is None or asked.keys() & wanted.keys():
            return None
        wanted, cost = {**wanted, **asked}, ""
    graveyard, paying = GRAVEYARD.match(cost), PAYING.match(cost)
    costs: list[Fields] | int | None = int(paying.group("n")) if paying else \
        [] if graveyard else _costs(cost)
    if wanted is None or costs is None:
        return None
    if graveyard is not None:
        wanted["graveyard"] = {"count": int(graveyard.group("n")),
                               "attribute": graveyard.group("attribute")}
    return wanted, costs


def procedure(text: str, clauses: list[str]) -> Fields | None:
    """The card keys of one procedure sentence and the clauses over it; None: not read."""
    found = YOU_CAN.match(text) or MUST.match(text)
    if found is None:
        return None
    must = found.re is MUST
    theirs = bool(found.groupdict().get("opponent"))
    if theirs != (found.group("cost") == THEIR_TRIBUTE):
        return None  # "they control" only beside "to your opponent's field", and both read
    parts = ({}, [{"do": "tribute", "what": "monster", "opponents": True}]) if theirs \
        else _parts(found)
    if parts is None or len(clauses) > 1:
        return None
    wanted, costs = parts
    entry: Fields = {"from": ORIGINS[found.group("origin")],
                     **({"to": "opponent"} if theirs else {})}
    if wanted:
        entry["if"] = wanted
    if costs:
        entry["pay_lp" if isinstance(costs, int) else "cost"] = costs
    position = found.groupdict().get("position")
    if position:
        entry["position"] = position.lower()
    if found.groupdict().get("pointed"):  # "to your zone a Link Monster points to" (4-4-7)
        pointer = found.group("pointer")
        entry["to_pointed"] = {"attribute": pointer} if pointer else {}
    if clauses:
        if not psct.THIS_WAY.match(clauses[0]) or "once per Duel" in clauses[0]:
            return None
        entry["once_per_turn"] = True
    fields: Fields = {"summon_procedures": [entry]}
    if must:  # not Normal Summoned or Set either (8-4-7)
        fields["no_normal_summon"] = True
    if must and found.group("first"):
        fields["summon_first"] = True  # 8-4-5
    elif must:
        fields["special_summon_only"] = {"procedure": "own"}  # 8-4-7, 8-4-8
    return fields


def other(text: str) -> Fields | None:
    """"You can only Special Summon X once per turn.", a Normal Summon without Tributes and a
    monster counted as two Tributes; None: not one of them."""
    if psct.SUMMONS_PER_TURN.match(text):
        return {"special_summon_once": True}  # 8-4-9
    found = WITHOUT.match(text)
    if found is not None:
        wanted = condition(found.group("condition"))
        if wanted is None:
            return None
        spec: Fields = {"if": wanted} if wanted else {}
        if found.group("set"):
            spec["set"] = True
        if found.group("atk"):
            if found.group("set"):
                return None
            spec["original_atk"] = int(found.group("atk"))
        return {"summon_without_tributes": spec}  # 8-1-8
    found = UNLESS.match(text)
    if found is not None:  # the Normal Summon only, not a Set (8-1-11)
        wanted = condition(found.group("condition"))
        return {"normal_summon_if": wanted} if wanted else None
    found = TRIBUTE_WITH.match(text)
    if found is not None:
        return {"tribute_summon_with": int(found.group("n"))}  # 8-2-6
    found = DOUBLE.match(text)
    if found is not None:
        words = described.fields(found, monster=True)
        return {"double_tribute": words} if words else None  # 8-2-5
    return tributed_by.procedure(text)  # "by Tributing 1 Dinosaur monster" (8-2-7)


THIS_WAY = {"If Summoned this way": "If this card is Summoned this way",
            "When Summoned this way": "When this card is Summoned this way"}


def this_way(main: psct.Breakdown, read_texts: list[str]) -> list[tuple[int, psct.Effect]]:
    """"If Summoned this way: ..." right after a procedure or a Tribute Summon of its own that
    was read: each such effect, its condition worded as the event it answers
    (monster_conditions.MORE), with its index."""
    found = []
    for index, effect in enumerate(main.effects[1:], start=1):
        before = main.effects[index - 1]
        if effect.condition in THIS_WAY and before.text in read_texts \
                and (read(before) or {}).keys() & {"summon_procedures", "tribute_summon_with"}:
            found.append((index, dataclasses.replace(effect,
                                                     condition=THIS_WAY[effect.condition])))
    return found


def read(effect: psct.Effect) -> Fields | None:
    """The card keys one sentence that is not an activated effect sets, or None."""
    if effect.kind == "activated" or effect.options:
        return None
    return column_shapes.procedure(effect.text, effect.clauses, procedure) \
        or procedure(effect.text, effect.clauses) or other(effect.text)  # "in that column"
