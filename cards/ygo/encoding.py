"""The Yu-Gi-Oh! effect templates the judge applies: a printed effect read into the scenario
format's effect steps (judge-scenarios-ygo.md), or nothing.

Standard library only. A template must account for the whole effect: its activation
condition, cost and targets too, since the engine would otherwise let the card be activated
where its text forbids it. So only a Spell or Trap whose activation has none of them is read
here, and only when its resolution is one of these shapes (numbers as printed):

- "Draw N card(s)." (Pot of Greed): `{draw: N}`;
- "Inflict N damage to your opponent." and the older "Inflict N points of damage to your
  opponent's Life Points." (Ookazi, Sparks): `{damage: {player: opponent, amount: N}}`;
- "Increase your Life Points by N points." and "Gain N LP." (Goblin's Secret Remedy):
  `{gain_lp: {player: controller, amount: N}}`;
- a Counter Trap "When a monster(s) would be Summoned, OR a Spell/Trap Card is activated: Pay
  half your LP; negate the Summon or activation, and if you do, destroy that card." (Solemn
  Judgment; Solemn Strike with 1500 LP and monster effects): the LP paid at activation
  (`pay_lp`, 5-2-2), the kinds of activation it negates (`negates`) and `{negate: previous}`.
  The engine has no Summon to negate yet: that half is returned as a note, so the card counts
  as partly automated;
- a Normal Trap "When an opponent's monster declares an attack: Destroy all your opponent's
  Attack Position monsters." (Mirror Force): its condition as `when: opponent_attack_declared`
  (the engine refuses the activation without such an attack, 10-3-3) and `{destroy_all:
  {player: opponent, position: attack}}`.
A monster's summoning condition "Cannot be Normal Summoned/Set." becomes `no_normal_summon:
true` (8-1-6; encode_monster). Everything else is named as not applied (derive.py), never
guessed.
"""
from __future__ import annotations

import re
from typing import Any

from cards.ygo import psct

ONE_CHAIN_LINK = {("spell", "Normal"), ("spell", "Quick-Play"), ("trap", "Normal"),
                  ("trap", "Counter")}
SHAPES: tuple[tuple[re.Pattern[str], Any], ...] = (
    (re.compile(r"^Draw (\d+) cards?\.$"), lambda n: {"draw": n}),
    (re.compile(r"^Inflict (\d+) (?:points of )?damage to your opponent(?:'s Life Points)?\.$"),
     lambda n: {"damage": {"player": "opponent", "amount": n}}),
    (re.compile(r"^(?:Increase your Life Points by (\d+) points|(?:You )?[Gg]ain (\d+) "
                r"(?:LP|Life Points))\.$"),
     lambda n: {"gain_lp": {"player": "controller", "amount": n}}),
)


# activation conditions the engine checks (the scenario key `when`)
CONDITIONS = {"When an opponent's monster declares an attack": "opponent_attack_declared"}
DESTROY_ALL = re.compile(r"^Destroy all your opponent's (Attack|Defense) Position monsters\.$")


def encode(kind: str, card_property: str, breakdown: psct.Breakdown) -> dict[str, Any] | None:
    """The card's `effect` steps when every part of its text is read; None otherwise."""
    if (kind, card_property) not in ONE_CHAIN_LINK or len(breakdown.effects) != 1:
        return None
    effect = breakdown.effects[0]
    if effect.target or effect.options or breakdown.limits:
        return None
    if card_property == "Counter":
        return _negation(effect)
    if effect.cost:
        return None
    if effect.condition:
        return _with_condition(kind, effect)
    for pattern, step in SHAPES:
        found = pattern.match(effect.action)
        if found:
            amount = int(next(g for g in found.groups() if g is not None))
            return {"effect": [step(amount)]}
    return None


def _with_condition(kind: str, effect: psct.Effect) -> dict[str, Any] | None:
    if effect.cost:
        return None
    when = CONDITIONS.get(effect.condition)
    found = DESTROY_ALL.match(effect.action)
    if kind != "trap" or when is None or found is None:
        return None
    return {"when": when, "effect": [{"destroy_all": {"player": "opponent",
                                                      "position": found.group(1).lower()}}]}


NEGATION = re.compile(r"^When a monster\(s\) would be (?:Special )?Summoned, OR (?P<what>a "
                      r"Spell/Trap Card|a Spell Card|a Trap Card|a monster effect) is activated$")
NEGATED = {"a Spell/Trap Card": ["spell", "trap"], "a Spell Card": ["spell"],
           "a Trap Card": ["trap"], "a monster effect": ["monster"]}
PAY = re.compile(r"^Pay (?:(?P<half>half your LP)|(?P<amount>\d+) LP)$")
NEGATE_AND_DESTROY = re.compile(r"^negate the (?:Special )?Summon or activation, and if you "
                                r"do, destroy that card\.$")


def _negation(effect: psct.Effect) -> dict[str, Any] | None:
    """Solemn Judgment's shape; `left` names the half the engine cannot apply."""
    condition, cost = NEGATION.match(effect.condition), PAY.match(effect.cost)
    if condition is None or cost is None or not NEGATE_AND_DESTROY.match(effect.action):
        return None
    summon = effect.condition.split(", OR ")[0]
    return {"pay_lp": "half" if cost.group("half") else int(cost.group("amount")),
            "negates": NEGATED[condition.group("what")], "effect": [{"negate": "previous"}],
            "left": [f"{summon}: negate the Summon, and if you do, destroy that card."]}


NO_NORMAL_SUMMON = re.compile(r"^(?:This card )?[Cc]annot be Normal Summoned(?:/Set| or Set)\.$")


def encode_monster(breakdown: psct.Breakdown) -> tuple[dict[str, Any], list[str]]:
    """What the engine applies of a monster's text, and the effects it read: so far the
    summoning condition "Cannot be Normal Summoned/Set." (8-1-6)."""
    read = [e.text for e in breakdown.effects
            if e.kind == "summoning condition" and NO_NORMAL_SUMMON.match(e.text)]
    return ({"no_normal_summon": True} if read else {}), read
