"""Reading a Spell's or Trap's card key `no_responses_what: monster_effects|spells_traps|target`
(response_locks.py, 11-2-8): what the players `no_responses` names cannot activate in response
to the card's activation; named only with `no_responses`. And a monster's `summon_unnegatable:
normal|special` (unnegated.py, 5-3-32): the Summon of it that no card negates; a Spell's or
Trap's `summons_unnegatable: {normal: {archetype: Qli}}`: the Summons of the monsters described
that no card negates while it is face-up."""
from __future__ import annotations

from typing import Any

from ..core import validate as v
from ..core.validate import Problems, key_path
from .model import Card
from .schema_described import Describe, described_at

CARD_RESPONSES_WHAT = ("monster_effects", "spells_traps", "target")
SUMMONS = ("normal", "special")


def read_responses_what(problems: Problems, path: str, data: dict[str, Any], card: Card) -> None:
    """`no_responses_what`, only beside `no_responses` (who cannot answer)."""
    raw = v.field(data, "no_responses_what", None)
    if raw is None:
        return
    at = key_path(path, "no_responses_what")
    if v.field(data, "no_responses", None) is None:
        problems.add(at, "input.ygo.responses_what_alone")
        return
    card.no_responses_what = v.choice(problems, at, raw, CARD_RESPONSES_WHAT) or ""


def read_summon_unnegatable(problems: Problems, path: str, data: dict[str, Any],
                            card: Card) -> None:
    """`summon_unnegatable: normal|special`."""
    raw = v.field(data, "summon_unnegatable", None)
    if raw is not None:
        card.summon_unnegatable = v.choice(problems, key_path(path, "summon_unnegatable"), raw,
                                           SUMMONS) or ""


def read_summons_unnegatable(problems: Problems, path: str, data: dict[str, Any], card: Card,
                             describe: Describe) -> None:
    """`summons_unnegatable: {normal|special: {archetype: X, ...}}`."""
    raw = v.field(data, "summons_unnegatable", None)
    if raw is None:
        return
    at = key_path(path, "summons_unnegatable")
    found = v.mapping(problems, at, raw, SUMMONS)
    if found is None:
        return
    pairs = ((how, described_at(problems, at, found, how, describe)) for how in SUMMONS)
    card.summons_unnegatable = tuple((how, words) for how, words in pairs if words is not None)
