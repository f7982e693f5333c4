"""Events to text in the reader's language, and a `Result` to the result object of the format.

`Renderer(language, game, cite)` renders one event at a time; `cite` maps a rule identity (the
engine's own numbering) to the number in the rules version in force, or None when that version
has no counterpart (the `versions` part of the site supplies it; by default numbers stay as
they are). The result JSON keeps each event (`code`, `params`) beside its text, so
`rerender` can show a stored result in another language without judging it again.
"""
from __future__ import annotations

import functools
import string
from collections.abc import Callable, Iterable, Sequence
from typing import Any

from .catalogue import DEFAULT_LANGUAGE, Message, Plural, messages, normalize, plural_form
from .events import (
    LITERAL,
    CardRef,
    Event,
    Param,
    Power,
    RuleRef,
    event_from_json,
    param_json,
)
from .result import Result, in_rules_order

Cite = Callable[[str], "str | None"]
# (literal text, field name or None, format spec)
Piece = tuple[str, str | None, str]


def same_number(number: str) -> str | None:
    return number


@functools.lru_cache(maxsize=2048)
def _pieces(template: str) -> tuple[Piece, ...]:
    return tuple((literal, name, spec or "")
                 for literal, name, spec, _conv in string.Formatter().parse(template))


class Renderer:
    def __init__(self, language: str | None = DEFAULT_LANGUAGE, game: str | None = None,
                 cite: Cite | None = None) -> None:
        self.language = normalize(language)
        self.game = game
        self.cite: Cite = cite or same_number
        self._table = messages(game, self.language)
        self._english = messages(game, DEFAULT_LANGUAGE)

    def message(self, code: str) -> Message | None:
        found = self._table.get(code)
        return found if found is not None else self._english.get(code)

    def text(self, item: Event) -> str:
        if item.code == LITERAL:
            return str(item.params.get("text", ""))
        message = self.message(item.code)
        if message is None:  # a code no catalogue knows: say it plainly rather than fail
            shown = ", ".join(f"{k}={self.param(v)}" for k, v in item.params.items())
            return f"{item.code}({shown})"
        if isinstance(message, Plural):
            count = item.params.get(message.count)
            number = count if isinstance(count, int) else 0
            message = message.one if plural_form(self.language, number) == "one" else \
                message.other
        return self.fill(message, item.params)

    def say(self, code: str, **params: Param) -> str:
        return self.text(Event(code, params))

    def fill(self, template: str, params: Any) -> str:
        out = []
        for literal, name, spec in _pieces(template):
            out.append(literal)
            if name is not None:
                value = params.get(name) if hasattr(params, "get") else None
                if spec and isinstance(value, int) and not isinstance(value, bool):
                    out.append(format(value, spec))
                else:
                    out.append(self.param(value))
        return "".join(out)

    def param(self, value: Param) -> str:
        if isinstance(value, Event):
            return self.text(value)
        if isinstance(value, CardRef):
            return self.card(value)
        if isinstance(value, RuleRef):
            return self.cite(value.number) or value.number
        if isinstance(value, Power):
            return self.power(value)
        if isinstance(value, tuple):
            return self.listing([self.param(item) for item in value])
        if value is None:
            return ""
        return str(value)

    def card(self, ref: CardRef) -> str:
        if ref.unnamed and ref.kind == "leader":
            return self.say("card.unnamed_leader", owner=ref.owner)
        shown = self.say("card.with_id", name=ref.name, id=ref.id) if ref.show_id else ref.name
        if ref.unnamed and "." not in ref.id and self.message(f"card.unnamed.{ref.kind}"):
            # a card the scenario gave no name: "Character a-big", not a bare id
            shown = self.say(f"card.unnamed.{ref.kind}", id=ref.id)
        # a name that already says whose card it is ("A's Leader" on the starting board)
        if not ref.owned or ref.name.lower().startswith(f"{ref.owner.lower()}'s "):
            return shown
        return self.say("card.owned", owner=ref.owner, card=shown)

    def power(self, value: Power) -> str:
        """`5000`, or `5000 + 2000 Counter = 7000` the way a judge adds it up at the table."""
        if len(value.parts) <= 1:
            return str(value.total)
        (_, first), *rest = value.parts
        text = str(first)
        for label, amount in rest:
            text += f" {'+' if amount >= 0 else '-'} {abs(amount)} {self.text(label)}"
        return f"{text} = {value.total}"

    def listing(self, items: Sequence[str]) -> str:
        if len(items) <= 1:
            return "".join(items)
        return self.say("list.and", rest=", ".join(items[:-1]), last=items[-1])

    def rules(self, numbers: Iterable[str]) -> list[str]:
        """Rule identities as numbers of the version in force, without those it lacks."""
        out: list[str] = []
        for number in numbers:
            mapped = self.cite(number)
            if mapped is not None and mapped not in out:
                out.append(mapped)
        return out

    def event_json(self, item: Event, text_key: str = "text") -> dict[str, Any]:
        return {"code": item.code, "params": {k: param_json(v) for k, v in item.params.items()},
                text_key: self.text(item), "rules": self.rules(item.rules)}


def result_json(result: Result, renderer: Renderer, rules_version: str | None = None
                ) -> dict[str, Any]:
    """The result object of the format, every text in the renderer's language."""
    steps = [{"action": step.action, **renderer.event_json(step.event)} for step in result.steps]
    illegal = None
    if result.illegal is not None:
        illegal = {"action": result.illegal.action,
                   **renderer.event_json(result.illegal.event, "reason")}
    out: dict[str, Any] = {
        "game": result.game,
        "language": renderer.language,
        "verdict": " ".join(renderer.text(item) for item in result.verdict),
        "verdict_events": [item.to_json() for item in result.verdict],
        "rules_version": rules_version or result.rules_version,
        "outcome": result.outcome,
        "winner": result.winner,
        "losers": list(result.losers),
        "illegal": illegal,
        "steps": steps,
        "rules_cited": in_rules_order(renderer.rules(result.rule_identities())),
        "state": result.state,
    }
    if result.notes:
        out["notes"] = [note.to_json(renderer) for note in result.notes]
    return out


def rerender(result: dict[str, Any], language: str | None) -> dict[str, Any]:
    """A stored result object with its texts in `language` (its rule numbers as stored)."""
    if not isinstance(result, dict) or "errors" in result:
        return rerender_errors(result, language) if isinstance(result, dict) else result
    renderer = Renderer(language, result.get("game"))
    out = dict(result)
    out["language"] = renderer.language
    out["steps"] = [_retext(step, renderer, "text") for step in result.get("steps") or []]
    if isinstance(result.get("illegal"), dict):
        out["illegal"] = _retext(result["illegal"], renderer, "reason")
    if isinstance(result.get("notes"), list):
        out["notes"] = [_retext(note, renderer, "text") for note in result["notes"]]
    if isinstance(result.get("notes"), list):
        out["notes"] = [_retext(note, renderer, "text") for note in result["notes"]]
    if "verdict_events" in result:
        out["verdict"] = " ".join(renderer.text(event_from_json(item))
                                  for item in result.get("verdict_events") or [])
    return out


def rerender_errors(result: dict[str, Any], language: str | None) -> dict[str, Any]:
    renderer = Renderer(language)
    return {**result, "errors": [_retext(error, renderer, "message")
                                 for error in result.get("errors") or []]}


def _retext(item: Any, renderer: Renderer, key: str) -> Any:
    if not isinstance(item, dict) or "code" not in item:
        return item
    return {**item, key: renderer.text(event_from_json(item))}
