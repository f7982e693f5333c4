"""Amounts computed from what an effect's earlier part did (5-3-20, 5-2-7), read into the
scenario format: "Destroy as many cards your opponent controls as possible, and if you do,
inflict 500 damage to your opponent for each card destroyed." is a `destroy_all` with
`as_many` (done when any one is destroyed), then `{if_you_do: [{damage: {amount: 500,
for_each_done: {did: destroyed}}}]}`; "this card gains 300 ATK for each card banished by this
effect" an `atk` step of the card itself with the same `for_each_done`.

Standard library only. What the earlier part did is counted by the engine from what happened,
so the words only say which thing done is counted ("destroyed", "banished", "sent to the GY",
"Special Summoned", "discarded") and of which cards ("card": all of them, "monster"/"Token":
only monsters). Anything else after "for each" is not this module's. Patterns are anchored,
with no quantified group inside another: linear.
"""
from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from cards.ygo import mass_atk_shapes, tally_shapes

Fields = dict[str, Any]

AS_MANY = re.compile(r"^Destroy as many (?P<what>[^.]+) as possible\.$")
# "for each card destroyed (by this effect / this way)", "for each destroyed card"
COUNT = (r"for each (?:(?P<noun>card|monster|Token) (?P<did>destroyed|banished|sent to the "
         r"(?:GY|Graveyard)|Special Summoned|discarded)(?: by this effect| this way)?|"
         r"(?P<did2>destroyed) (?P<noun2>card|monster))")
LP = re.compile(r"^(?:(?:[Ii]nflict (?P<damage>\d+) damage to your opponent)|(?:[Yy]ou )?"
                r"[Tt]ake (?P<taken>\d+) damage|(?:[Yy]ou )?[Gg]ain "
                r"(?P<gain>\d+) (?:LP|Life Points)|[Dd]raw (?P<draw>\d+) cards?) " + COUNT
                + r"\.$")
SELF_ATK = re.compile(r"^[Tt]his card (?P<sign>gains|loses) (?P<n>\d+) ATK " + COUNT
                      + r"(?P<turn>, until the end of this turn)?\.$")
# "it loses 300 ATK for each monster your opponent controls": counted once, as it resolves
BOARD_ATK = re.compile(r"^(?P<who>[Ii]t|[Tt]hat target|[Tt]hat monster|[Tt]his card) "
                       r"(?P<sign>gains|loses) (?P<n>\d+) ATK for each (?P<count>[^,.]+)"
                       r"(?P<turn>, until the end of this turn)?\.$")
DID = {"destroyed": "destroyed", "banished": "banished", "sent to the GY": "sent_to_graveyard",
       "sent to the Graveyard": "sent_to_graveyard", "Special Summoned": "special_summoned",
       "discarded": "discarded"}


def as_many(text: str, read: Callable[[str], list[Fields] | None]) -> list[Fields] | None:
    """"Destroy as many X as possible.": the steps `read` gives "Destroy all X.", its
    `destroy_all` done when any one card is destroyed (`as_many`, 5-2-7); None otherwise."""
    found = AS_MANY.match(text)
    if found is None:
        return None
    steps = read(f"Destroy all {found.group('what')}.")
    if steps is None or len(steps) != 1 or "destroy_all" not in steps[0]:
        return None
    return [{"destroy_all": {**steps[0]["destroy_all"], "as_many": True}}]


def board(text: str, read_all: Callable[[str], list[Fields] | None]) -> list[Fields] | None:
    """"Destroy as many X as possible." (`as_many`), or every face-up monster of a kind gaining
    ATK this turn (mass_atk_shapes.py); `read_all` reads "Destroy all X." as shapes.py does."""
    return as_many(text, read_all) or mass_atk_shapes.read(text, read_all)


def read(text: str) -> list[Fields] | None:
    """Damage, LP or the card's own ATK "for each card destroyed" (banished, ...) by the part
    before; None when the sentence is not this shape."""
    found = LP.match(text)
    if found is not None:
        done = _done(found)
        if found.group("damage"):
            return [{"damage": {"player": "opponent", "amount": int(found.group("damage")),
                                "for_each_done": done}}]
        if found.group("gain"):
            return [{"gain_lp": {"player": "controller", "amount": int(found.group("gain")),
                                 "for_each_done": done}}]
        if found.group("draw"):  # "draw 1 card for each monster destroyed" (5-3-20)
            return [{"draw": {"amount": int(found.group("draw")), "for_each_done": done}}]
        return [{"damage": {"player": "controller", "amount": int(found.group("taken")),
                            "for_each_done": done}}]
    found = SELF_ATK.match(text)
    if found is None:
        return on_self(text)
    amount = int(found.group("n")) * (-1 if found.group("sign") == "loses" else 1)
    return [{"atk": {"target": "self", "amount": amount, "for_each_done": _done(found),
                     **({} if found.group("turn") else {"lasting": True})}}]


def _done(found: re.Match[str]) -> Fields:
    noun = found.group("noun") or found.group("noun2")
    did = DID[found.group("did") or found.group("did2")]
    return {"did": did, **({"what": "monster"} if noun in ("monster", "Token") else {})}


def on_target(text: str, spec: Fields, face_up: Callable[[Fields], bool]) -> list[Fields] | None:
    """"It loses 300 ATK for each monster your opponent controls.": the target's ATK changed by
    the amount for each card counted as it resolves (5-3-20); only a face-up monster on the
    field has an ATK to change (`face_up`: whether the target always is one)."""
    printed = _target_printed(text, spec)  # "equal to its original ATK" (5-3-25)
    if printed is not None:
        return printed
    found = BOARD_ATK.match(tally_shapes.per_number(text) or text)  # "the number of X x N"
    if found is None or found.group("who").lower() == "this card":
        return None
    if spec["zone"] != "field" or spec["what"] != "monster" or not face_up(spec):
        return None
    return _board_atk(found, "chosen")


# the target's printed value: "its original ATK" (wherever it went), "that monster's ATK" of a
# monster in the GY or banished (where no change applies, 4-2-5)
OF_TARGET = re.compile(r"^(?:[Ii]nflict damage to your opponent|(?P<gain>[Gg]ain (?:LP|Life "
                       r"Points))|(?P<who>[Tt]his card) gains ATK) equal to (?P<half>half )?"
                       r"(?P<its>its|that monster's|that target's) (?P<orig>original )?"
                       r"(?P<stat>ATK|DEF)(?P<turn>,? until the end of this turn)?\.$")


def _target_printed(text: str, spec: Fields) -> list[Fields] | None:
    found = OF_TARGET.match(text)
    if found is None or spec["what"] != "monster" and "names" not in spec:
        return None
    if not found.group("orig") and spec["zone"] == "field":
        return None  # its ATK on the field, as changed: not a printed value
    amount: Fields = {"atk_of": "chosen", "original": True,
                      "stat": STATS[found.group("stat")],
                      **({"half": True} if found.group("half") else {})}
    return _stat_step(found, amount, "self" if found.group("who") else "")


def on_self(text: str) -> list[Fields] | None:
    """"This card gains 500 ATK for each of your banished Dinosaur monsters.": the monster's own
    ATK, counted as it resolves (5-3-20)."""
    found = BOARD_ATK.match(tally_shapes.per_number(text) or text)  # "the number of X x N"
    if found is None or found.group("who").lower() != "this card":
        return None
    return _board_atk(found, "self")


def _board_atk(found: re.Match[str], card: str) -> list[Fields] | None:
    counted = tally_shapes.counted_cards(found.group("count"))
    if counted is None:
        return None
    amount = int(found.group("n")) * (-1 if found.group("sign") == "loses" else 1)
    return [{"atk": {"target": card, "amount": amount, "for_each": counted,
                     **({} if found.group("turn") else {"lasting": True})}}]


# "that monster" of "If this card destroys a monster by battle ...: " (5-3-25): its printed
# value, said so by "original" or "in the GY" (on the field it could have been changed)
GY = r"(?P<gy> in the (?:GY|Graveyard))?"
STAT = r"(?P<orig>original )?(?P<stat>ATK or DEF \(whichever is higher\)|ATK|DEF|Level)"
# "the destroyed monster": named as destroyed, so off the field, where its value is printed
BATTLED = re.compile(r"^(?:[Ii]nflict damage to your opponent(?:'s Life Points)?|(?P<gain>[Gg]ain "
                     r"(?:LP|Life Points))) equal to (?P<half>half (?:of )?)?(?:(?P<its>its|that "
                     r"monster's|(?P<named>(?:that|the) destroyed monster's)) " + STAT + GY
                     + r"|the " + STAT.replace("?P<orig>", "?P<orig2>").replace(
                         "?P<stat>", "?P<stat2>") + r" of (?:that monster|(?P<named2>the "
                     r"destroyed monster))" + GY.replace("?P<gy>", "?P<gy2>")
                     + r")(?: x (?P<times>\d+)(?: points)?)?\.$")
STATS = {"ATK": "atk", "DEF": "def", "Level": "level",
         "ATK or DEF (whichever is higher)": "higher"}


def battled(text: str) -> list[Fields] | None:
    """"Inflict damage to your opponent equal to that monster's original ATK in the GY.": the
    monster this card destroyed by battle (`atk_of: battle_destroyed`), its printed value."""
    found = BATTLED.match(text)
    if found is None:
        return None
    printed = found.group("orig") or found.group("orig2") or found.group("gy") \
        or found.group("gy2") or found.group("named") or found.group("named2")
    if not printed or found.group("its") == "its" and not found.group("gy"):
        return None  # its ATK on the field, or "its": not the destroyed monster for sure
    stat = STATS[found.group("stat") or found.group("stat2")]
    fields: Fields = {"atk_of": "battle_destroyed", "stat": stat,
                      **({"half": True} if found.group("half") else {}),
                      **({"times": int(found.group("times"))} if found.group("times") else {})}
    if found.group("gain"):
        return [{"gain_lp": {"player": "controller", **fields}}]
    return [{"damage": {"player": "opponent", **fields}}]


# a printed value of the one card the cost gave up ("Tribute 1 FIRE monster; inflict damage to
# your opponent equal to that monster's original ATK"), or of the target in the GY (5-3-25)
GIVEN = r"(?P<given>Tributed|discarded|sent)"
FROM_COST = re.compile(r"^(?:Inflict damage to your opponent|(?P<gain>Gain (?:LP|Life Points))|"
                       r"(?P<who>[Tt]his card|[Ii]t) gains ATK) equal to (?P<half>half )?(?:the "
                       r"original (?P<stat>ATK|DEF|Level) of the " + GIVEN + r" monster|the "
                       + GIVEN.replace("given", "given2") + r" monster's (?P<orig>original )?"
                       r"(?P<stat2>ATK|DEF|Level)|(?P<that>that monster's) original "
                       r"(?P<stat3>ATK|DEF))(?: x (?P<times>\d+))?(?P<turn>,? until the end of "
                       r"this turn)?\.$")
DOES = {"tribute": "Tributed", "discard": "discarded", "send": "sent"}


def from_cost(text: str, fields: Fields) -> list[Fields] | None:
    """The steps of an action "equal to" the printed value of the one card its cost gave up
    (`atk_of: cost`), or None; the cost (`fields`) must give up exactly one such card."""
    found = FROM_COST.match(text)
    given = _one_given(fields)
    if found is None or given is None:
        return None
    said = found.group("given") or found.group("given2")
    if said and said != DOES[given] or found.group("that") and given != "tribute":
        return None
    printed = found.group("stat") or found.group("orig") or found.group("that") \
        or given == "discard"  # a card in the hand shows only what is printed
    if not printed or found.group("who") and (found.group("half") or found.group("times")):
        return None  # "the Tributed monster's ATK" as it was on the field: not read
    stat = STATS[found.group("stat") or found.group("stat2") or found.group("stat3")]
    amount: Fields = {"atk_of": "cost", "stat": stat,
                      **({"half": True} if found.group("half") else {}),
                      **({"times": int(found.group("times"))} if found.group("times") else {})}
    who = (found.group("who") or "").lower()
    card = "self" if who == "this card" else "chosen" if who == "it" and _shown(fields) else ""
    if who and not card:
        return None  # "it" with no face-up monster targeted: not read
    return _stat_step(found, amount, card)


def _shown(fields: Fields) -> bool:
    """A target that is always a face-up monster on the field, with an ATK to change."""
    spec = fields.get("target")
    if not isinstance(spec, dict) or spec.get("zone") != "field" or spec.get("what") != "monster":
        return False
    return bool(spec.get("face_up") or spec.get("position") == "attack" or any(
        key in spec for key in ("names", "archetype", "type", "attribute", "level")))


def _stat_step(found: re.Match[str], amount: Fields, card: str) -> list[Fields] | None:
    if card:
        if amount["stat"] != "atk":
            return None
        return [{"atk": {"target": card, "atk_of": amount["atk_of"],
                         **({} if found.group("turn") else {"lasting": True})}}]
    if found.group("turn"):
        return None
    if found.group("gain"):
        return [{"gain_lp": {"player": "controller", **amount}}]
    return [{"damage": {"player": "opponent", **amount}}]


def _one_given(fields: Fields) -> str | None:
    """"tribute", "discard" or "send" when the cost gives up exactly one card that way."""
    if fields.get("tribute") == 1 and "cost_cards" not in fields:
        return "tribute"
    cards = fields.get("cost_cards")
    if fields.get("tribute") or not isinstance(cards, dict) or cards.get("count", 1) != 1:
        return None
    return cards.get("do") if cards.get("do") in DOES else None


# "inflict damage to your opponent equal to this card's original ATK" (Red-Eyes Black Flare
# Dragon): the monster's own printed ATK, wherever it is as the effect resolves (5-3-25)
OWN = re.compile(r"^[Ii]nflict damage to your opponent equal to this card's original ATK\.$")


def printed(text: str, fields: Fields) -> list[Fields] | None:
    """A monster effect's action "equal to" a printed value: of the one card its cost gave up,
    or, after "If this card destroys a monster by battle", of that monster, or its own (5-3-25)."""
    if OWN.match(text):
        return [{"damage": {"player": "opponent", "atk_of": "self", "original": True,
                            "stat": "atk"}}]
    found = from_cost(text, fields)
    if found is None and fields.get("event") in ("destroyed_a_monster",
                                                 "destroyed_and_sent_a_monster"):
        found = battled(text)
    return found
