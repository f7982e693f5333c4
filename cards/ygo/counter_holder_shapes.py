"""Cards described by the counters they hold (4-8-11), read into the scenario format's
`with_counter` description word: "destroy all monsters with an Ice Counter(s)" (Ice Master),
the `destroy_all` step `{player, what: monsters, with_counter: Ice Counter}`, and the target
"target 1 card with an A-Counter" (Alien Stealthbuster), one on the field (`zone: field`) whose
`with_counter` names the kind.

Standard library only. Only the monsters' wording is read: a counter sits on a face-up card, and
"all monsters with ..." names no controller, so the monsters of both players are covered.
Anchored patterns without nested quantified groups: linear in the text's length.
"""
from __future__ import annotations

import re
from typing import Any

from cards.ygo.counter_shapes import NAME

Fields = dict[str, Any]

WHOSE = {None: "both", "on the field": "both", "your opponent controls": "opponent",
         "you control": "controller"}
# "destroy all monsters with an Ice Counter(s)", "... your opponent controls with A-Counters"
ALL_WITH = re.compile(r"^[Dd]estroy all (?:face-up )?monsters (?:(?P<whose>on the field|your "
                      r"opponent controls|you control) )?with (?:an? )?" + NAME[:-2]
                      + r"(?:\(s\)|s)?\.$")


def read(text: str) -> list[Fields] | None:
    """The `destroy_all` step of monsters holding that kind of counter, or None."""
    found = ALL_WITH.match(text)
    if found is None:
        return None
    return [{"destroy_all": {"player": WHOSE[found.group("whose")], "what": "monsters",
                             "with_counter": found.group("name")}}]


# "target 1 card with an A-Counter", "Target 1 face-up monster your opponent controls with an
# A-Counter": the target's words without the counter, and the kind
WITH_TARGET = re.compile(r"^(?P<head>[Tt]arget 1 (?:face-up )?(?:card|monster))(?: (?P<where>on "
                         r"the field|your opponent controls|you control))? with (?:an? )?"
                         + NAME[:-2] + r"(?:\(s\)|s)?$")


def target_text(text: str) -> tuple[str, str] | None:
    """The target's words without "with an A-Counter", placed on the field where they name no
    place (only a card there holds counters, 4-8-1), and the kind; None for other words."""
    found = WITH_TARGET.match(text)
    if found is None:
        return None
    return f"{found.group('head')} {found.group('where') or 'on the field'}", found.group("name")


def held_target(aimed: Fields | None, name: str) -> Fields | None:
    """The target read without the counter, narrowed to cards holding that kind (4-8-11);
    None unless it is a target on the field."""
    spec = (aimed or {}).get("target")
    if not spec or spec.get("zone") != "field":
        return None
    return {**(aimed or {}), "target": {**spec, "with_counter": name}}
