"""Permanent abilities (no timing label) -> `static:` entries (engine statics.py).

"[DON!! x1] If you have 2 or less Life cards, this Character gains [Blocker] and +1000
power." reads as an optional "If..." clause (sentences.CONDITIONS, checked all the time by
the engine), then one subject ("This Character") and what it gains, cannot do or may also
do. Names given by the card's own text and deck-building rules are read whole. Anything else
is not read (UnreadableError), never guessed.
"""
from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from cards import printed
from cards.encoding.conditions import check_static, read_trailing
from cards.encoding.groups import TARGET, UnreadableError, target_filter
from cards.encoding.sentences import _condition

KEYWORD = r"\[(?P<kw>" + "|".join(re.escape(k) for k in printed.KEYWORDS) + r")\]"
SUBJECT = re.compile(r"^This (?:Character|Leader|card) ")
GAINS = re.compile(r"^gains (?P<what>.{1,80})\.$")
PER = re.compile(r"^gains (?P<what>[^.]{1,60}) for every (?:(?P<every>\d{1,2}) )?"
                 r"(?P<unit>cards? in your (?:trash|hand)|of your rested DON!! cards"
                 r"|Events in your trash)\.$")
PER_COUNTS = {"cards in your trash": "trash", "card in your trash": "trash",
              "card in your hand": "hand", "cards in your hand": "hand",
              "of your rested DON!! cards": "rested_don", "Events in your trash": "events_in_trash"}
GAIN_PART = re.compile(r"^(?:" + KEYWORD + r"|\+(?P<amount>\d{1,5}) (?P<kind>power|cost))$")
# what the subject cannot do or may also do (engine statics.FLAGS)
FLAGS = {
    "cannot attack": "cannot_attack",
    "can also attack your opponent's active Characters": "attacks_active",
    "can also attack active Characters": "attacks_active",
    "cannot be K.O.'d by effects": "no_ko_by_effects",
    "cannot be K.O.'d by your opponent's effects": "no_ko_by_opponents_effects",
    "cannot be K.O.'d in battle": "no_ko_in_battle",
    "cannot be removed from the field by your opponent's effects":
        "no_removal_by_opponents_effects",
    "can attack Characters on the turn in which it is played": "attacks_characters_when_played",
    "cannot attack a Leader on the turn in which it is played": "no_leader_attack_when_played",
}
FLAG = re.compile(r"^(?P<flag>" + "|".join(re.escape(f) for f in FLAGS)
                  + r")(?: and gains (?P<what>.{1,80}))?\.$")
GIVE_MINUS = re.compile(r"^[Gg]ive this (?:Character|Leader) [−-](?P<amount>\d{1,5}) power\.$")
ALSO_NAMED = re.compile(
    r"^(?:Also treat this card's name as \[(?P<one>[^\[\]]{1,60})\] according to the rules"
    r"|Under the rules of this game, also treat this card's name as \[(?P<first>[^\[\]]{1,60})\]"
    r" and \[(?P<second>[^\[\]]{1,60})\])\.$")
ANY_NUMBER = "Under the rules of this game, you may have any number of this card in your deck."
# entries for other cards on the field (`all:`): "All of your {Navy} type Characters gain ..."
AURA = re.compile(r"^" + TARGET + r" gains? (?P<what>.{1,80})\.$")
GIVE_ALL = re.compile(r"^[Gg]ive " + TARGET
                      + r" [−-](?P<amount>\d{1,5}) (?P<what_kind>power|cost)\.$")
LEADERS = {"Your Leader": ["leader"], "Your Leader and all of your Characters":
           ["leader", "character"]}
LEADER_AURA = re.compile(r"^(?P<who>Your Leader(?: and all of your Characters)?) gains? "
                         r"(?P<what>.{1,80})\.$")
CURRENT_BOUNDS = ("cost_max", "cost_min", "power_max", "power_min", "up_to")
# "cannot be K.O.'d in battle by <Slash> attribute cards": whom it holds against
BATTLE_BY = re.compile(r"^cannot be K\.O\.'d in battle by (?P<by>[A-Za-z<> ]{1,50}?)"
                       r"(?: and gains (?P<what>.{1,80}))?\.$")
VERSUS: list[tuple[re.Pattern[str], Callable[[str], dict[str, Any]]]] = [
    (re.compile(r"^<(\w{1,20})> attribute cards$"), lambda a: {"attributes": [a]}),
    (re.compile(r"^<(\w{1,20})> attribute Characters$"),
     lambda a: {"types": ["character"], "attributes": [a]}),
    (re.compile(r"^<(\w{1,20})> attribute Leaders or Characters$"),
     lambda a: {"types": ["leader", "character"], "attributes": [a]}),
    (re.compile(r"^Characters without the <(\w{1,20})> attribute$"),
     lambda a: {"types": ["character"], "not_attributes": [a]}),
    (re.compile(r"^(Leaders)$"), lambda _a: {"types": ["leader"]}),
]
# what a permanent effect keeps every card of a filter from ("... cannot be K.O.'d by effects")
AURA_FLAGS = ("cannot be K.O.'d by effects", "cannot be K.O.'d by your opponent's effects",
              "cannot be K.O.'d in battle",
              "cannot be removed from the field by your opponent's effects")
AURA_FLAG = re.compile(r"^" + TARGET + r" (?P<flag>" + "|".join(re.escape(f) for f in AURA_FLAGS)
                       + r")\.$")
NAMED_AURA = re.compile(r"^Your \[(?P<name>[^\[\]]{1,60})\] gains (?P<what>.{1,80})\.$")
IN_HAND = re.compile(r"^Give this card in your hand [−-](?P<amount>\d{1,2}) cost\.$")
TYPED_WHEN_PLAYED = re.compile(r"^Your \{(?P<trait>[^{}]{1,60})\} type Characters can attack "
                               r"Characters on the turn in which they are played\.$")


def read_static(effect: dict[str, Any], rest: str) -> list[dict[str, Any]]:
    """The entries of one permanent ability; `effect` holds what its labels said
    (`_condition`: your_turn / opponents_turn, `don_x`)."""
    whole = _whole_card(rest)
    if whole is not None:
        if effect:
            raise UnreadableError(rest)  # a name or deck rule under a label: not a known form
        return whole
    condition, body = _condition(rest)
    trailing = read_trailing(body) if not condition and " if " in body else None
    if trailing is not None:  # "This Character gains [X] if you have 5 or more cards ..."
        condition, body = trailing
    entries = _body(body)
    check_static(condition, entries)  # it may not read what its entries change
    shared: dict[str, Any] = {}
    if "_condition" in effect:
        shared["condition"] = effect["_condition"]
    if effect.get("don_x"):
        shared["don_x"] = effect["don_x"]
    if condition:
        shared["if"] = condition
    return [{**entry, **shared} for entry in entries]


def _whole_card(rest: str) -> list[dict[str, Any]] | None:
    """A second name (CR 2-1-3) or a deck-building rule (CR 5-1-2-4): valid everywhere."""
    if rest == ANY_NUMBER:
        return [{"deck_rule": "any_number"}]
    named = ALSO_NAMED.match(rest)
    if named is None:
        return None
    names = [n for n in named.group("one", "first", "second") if n]
    return [{"also_named": name} for name in names]


def _body(body: str) -> list[dict[str, Any]]:
    if body == "Your [On Play] effects are negated.":  # over its owner's cards (negation.py)
        return [{"flag": "on_play_negated", "all": {"owner": "you"}}]
    minus = GIVE_MINUS.match(body)
    if minus:
        return [{"power": -int(minus.group("amount"))}]
    in_hand = IN_HAND.match(body)
    if in_hand:
        return [{"cost": -int(in_hand.group("amount")), "where": "hand"}]
    typed = TYPED_WHEN_PLAYED.match(body)
    if typed:
        return [{"flag": "attacks_characters_when_played", "all": {
            "owner": "you", "types": ["character"], "traits": [typed.group("trait")]}}]
    subject = SUBJECT.match(body)
    if subject is None:
        return _aura(body)
    predicate = body[subject.end():]
    per = PER.match(predicate)
    if per:  # "gains +1000 power for every 5 cards in your trash"
        entries = _gains(per.group("what"))
        if any("keyword" in entry or "flag" in entry for entry in entries):
            raise UnreadableError(predicate)  # a keyword "for every ...": not a count
        every = {"every": int(per.group("every") or 1), "count": PER_COUNTS[per.group("unit")]}
        return [{**entry, "per": every} for entry in entries]
    gains = GAINS.match(predicate)
    if gains:
        return _gains(gains.group("what"))
    by = BATTLE_BY.match(predicate)
    if by:
        entries = [{"flag": "no_ko_in_battle", "versus": _versus(by.group("by"))}]
        return entries + (_gains(by.group("what")) if by.group("what") else [])
    flag = FLAG.match(predicate)
    if flag is None:
        raise UnreadableError(body)
    entries = [{"flag": FLAGS[flag.group("flag")]}]
    if flag.group("what"):
        entries += _gains(flag.group("what"))
    return entries


def _aura(body: str) -> list[dict[str, Any]]:
    """Entries for every card a filter names: "All of your {T} type Characters gain +1000
    power.", "Give all of your opponent's Characters −1 cost.", "Your Leader gains ..."."""
    named = NAMED_AURA.match(body)
    if named:  # "Your [Blugori] gains [Blocker].": your cards of that name
        among = {"owner": "you", "types": ["leader", "character"], "names": [named.group("name")]}
        return [{**entry, "all": among} for entry in _gains(named.group("what"))]
    leader = LEADER_AURA.match(body)
    if leader:
        among = {"owner": "you", "types": LEADERS[leader.group("who")]}
        return [{**entry, "all": among} for entry in _gains(leader.group("what"))]
    if body.startswith("Your "):  # "your {Minks} type Characters ...": all of them
        body = "All of your " + body[len("Your "):]
    give = GIVE_ALL.match(body)
    shield = AURA_FLAG.match(body)
    match = give or shield or AURA.match(body)
    if match is None or not match.group("all"):
        raise UnreadableError(body)
    among = target_filter(match)
    if any(key in among for key in CURRENT_BOUNDS):
        raise UnreadableError(body)  # a bound on what the entry itself may change: not read
    entries: list[dict[str, Any]]
    if give:
        entries = [{give.group("what_kind"): -int(give.group("amount"))}]
    elif shield:
        entries = [{"flag": FLAGS[shield.group("flag")]}]
    else:
        entries = _gains(match.group("what"))
    return [{**entry, "all": among} for entry in entries]


def _versus(by: str) -> dict[str, Any]:
    for pattern, versus in VERSUS:
        match = pattern.match(by)
        if match:
            return versus(match.group(1))
    raise UnreadableError(by)


def _gains(what: str) -> list[dict[str, Any]]:
    """"[Blocker] and +1000 power", "+1 cost", "[Rush]", "+1000 power and cannot be K.O.'d by
    effects": one entry each."""
    entries: list[dict[str, Any]] = []
    for part in what.split(" and "):
        match = GAIN_PART.match(part.strip())
        if match is None and part.strip() in FLAGS:
            entries.append({"flag": FLAGS[part.strip()]})
            continue
        if match is None:
            raise UnreadableError(what)
        if match.group("kw"):
            entries.append({"keyword": match.group("kw")})
        else:
            entries.append({match.group("kind"): int(match.group("amount"))})
    return entries
