"""What the engines say, as data: events with a code, parameters and the rules behind them.

An engine never writes a sentence. It emits an `Event`: a `code` (`attack_declared`,
`illegal.blocker_rested`), parameters (numbers, words from the scenario, `CardRef`s, a `Power`
sum, `RuleRef`s, nested events for a reason inside a sentence, tuples of these) and the rule
identities that govern it (the engine's own numbering, 1.2.1 for One Piece). The renderer
(`render.py`) turns an event into text in any of the site's languages; the result's JSON carries
both, so a saved ruling can be shown again in its reader's language.

Every value here round-trips through JSON (`to_json` / `from_json`) without losing its type.
"""
from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any, Union

# A code: lower-case words with `_`, groups with `.` (`illegal.blocker_rested`).
CODE = re.compile(r"[a-z][a-z0-9_]*(?:\.[a-z0-9_]+)*")
# The one code whose text is given rather than looked up: sentences of an engine not yet
# converted to events. It is rendered as written, in every language.
LITERAL = "literal"


@dataclass(frozen=True, slots=True)
class CardRef:
    """A card as a sentence names it: by the name the scenario gave it, with its id only when
    another card of the scenario has the same name (`show_id`). `owned` asks for the owner too
    ("A's Nami"), where both players' cards meet in one sentence."""

    id: str
    name: str
    owner: str
    kind: str = ""  # the card's type: `leader` names an unnamed Leader "A's Leader"
    show_id: bool = False
    owned: bool = True
    # the printed name per language whose card list is imported: (("fr", "Monkey D. Luffy"),)
    names: tuple[tuple[str, str], ...] = ()

    @property
    def unnamed(self) -> bool:
        return self.name == self.id

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"card": self.id, "name": self.name, "owner": self.owner,
                               "kind": self.kind, "show_id": self.show_id, "owned": self.owned}
        if self.names:
            out["names"] = dict(self.names)
        return out


@dataclass(frozen=True, slots=True)
class RuleRef:
    """A rule identity inside a sentence ("(3-7-6-1)"), mapped like every citation."""

    number: str

    def to_json(self) -> dict[str, Any]:
        return {"rule": self.number}


@dataclass(frozen=True, slots=True)
class Power:
    """A power figure the way a judge adds it up: the printed value first, then each labelled
    part (its label an event: "Counter", "from 2 DON!!"), and the total."""

    parts: tuple[tuple[Event, int], ...]
    total: int

    def to_json(self) -> dict[str, Any]:
        return {"power": [[label.to_json(), amount] for label, amount in self.parts],
                "total": self.total}


@dataclass(frozen=True, slots=True)
class Printed:
    """A text the cards print, in English and in each language whose card list is imported
    (an ability quoted in a note): a ruling quotes the reader's print where there is one."""

    text: str
    texts: tuple[tuple[str, str], ...] = ()

    def to_json(self) -> dict[str, Any]:
        return {"printed": self.text, "texts": dict(self.texts)}


Param = Union[str, int, bool, None, "Event", CardRef, RuleRef, Power, Printed,
              tuple["Param", ...]]


@dataclass(frozen=True, slots=True)
class Event:
    code: str
    params: Mapping[str, Param] = field(default_factory=dict)
    rules: tuple[str, ...] = ()

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"code": self.code,
                               "params": {k: param_json(v) for k, v in self.params.items()}}
        if self.rules:
            out["rules"] = list(self.rules)
        return out


def event(code: str, rules: Iterable[str] = (), **params: Param) -> Event:
    """An event; `code` that is not a code (it has spaces, capitals...) is kept as a literal
    sentence, so an engine can move to events one module at a time."""
    if CODE.fullmatch(code) is None:
        return Event(LITERAL, {"text": code}, tuple(rules))
    return Event(code, params, tuple(rules))


def param_json(value: Param) -> Any:
    if isinstance(value, (Event, CardRef, RuleRef, Power, Printed)):
        return value.to_json()
    if isinstance(value, tuple):
        return [param_json(item) for item in value]
    return value


def param_from_json(value: Any) -> Param:
    """The typed parameter a `param_json` value came from (unknown shapes become text)."""
    if isinstance(value, list):
        return tuple(param_from_json(item) for item in value)
    if isinstance(value, dict):
        if "code" in value:
            return event_from_json(value)
        if "card" in value:
            names = value.get("names")
            return CardRef(str(value["card"]), str(value.get("name") or value["card"]),
                           str(value.get("owner") or ""), str(value.get("kind") or ""),
                           bool(value.get("show_id")), bool(value.get("owned", True)),
                           tuple(sorted((str(k), str(n)) for k, n in names.items()))
                           if isinstance(names, dict) else ())
        if "rule" in value:
            return RuleRef(str(value["rule"]))
        if "printed" in value:
            texts = value.get("texts")
            return Printed(str(value["printed"]),
                           tuple(sorted((str(k), str(t)) for k, t in texts.items()))
                           if isinstance(texts, dict) else ())
        if "power" in value:
            parts = tuple((event_from_json(label), int(amount))
                          for label, amount in value["power"])
            return Power(parts, int(value.get("total", 0)))
        return str(value)
    if value is None or isinstance(value, (str, int, bool)):
        return value
    return str(value)


def event_from_json(value: Any) -> Event:
    if not isinstance(value, dict):
        return Event(LITERAL, {"text": str(value)})
    params = value.get("params") or {}
    return Event(str(value.get("code") or LITERAL),
                 {str(k): param_from_json(v) for k, v in dict(params).items()},
                 tuple(str(r) for r in value.get("rules") or ()))
