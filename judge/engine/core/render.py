"""Events to text in the reader's language, and a `Result` to the result object of the format.

`Renderer(language, game, cite)` renders one event at a time; `cite` maps a rule identity (the
engine's own numbering) to the number in the rules version in force, or None when that version
has no counterpart (the `versions` part of the site supplies it; by default numbers stay as
they are). The result JSON keeps each event (`code`, `params`) beside its text, so
`rerender` can show a stored result in another language without judging it again.
"""
from __future__ import annotations

import functools
import re
import string
from collections.abc import Callable, Iterable, Sequence
from typing import Any

from . import grammar
from .catalogue import DEFAULT_LANGUAGE, Message, Plural, messages, normalize, plural_form
from .events import (
    LITERAL,
    CardRef,
    Event,
    Param,
    Power,
    Printed,
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
                 cite: Cite | None = None, numbering: str = "") -> None:
        self.language = normalize(language)
        self.game = game
        # `cite` maps a rule identity to its number in the version in force (None where that
        # version has no such rule); `numbering` names the engine's own version, written after
        # a number in a text that has no counterpart ("3-2-1 (1.2.1)")
        self.cite: Cite = cite or same_number
        self.numbering = numbering
        self._table = messages(game, self.language)
        self._english = messages(game, DEFAULT_LANGUAGE)

    def message(self, code: str) -> Message | None:
        found = self._table.get(code)
        return found if found is not None else self._english.get(code)

    def text(self, item: Event, form: str = "", start: bool = False) -> str:
        """`item` in words; `form` is the case or preposition its leading card takes (see
        grammar.py), `start` capitalizes it where it opens a sentence."""
        if item.code == LITERAL:
            literal = str(item.params.get("text", ""))
            return _capital(literal) if start else literal
        message = self._chosen(item)
        if message is None:  # a code no catalogue knows: say it plainly rather than fail
            shown = ", ".join(f"{k}={self.param(v)}" for k, v in item.params.items())
            return f"{item.code}({shown})"
        if form and not _opens_with_field(message):
            return grammar.phrase(self.language, form, self.fill(message, item.params, "", start),
                                  self.gender(item), True)
        # a sentence's stop after a name or abbreviation that ends in one ("K.O.", "Jr.") is
        # not written twice; an ellipsis ("...") is left alone
        filled = _DOUBLE_STOP.sub(".", self.fill(message, item.params, form, start))
        # Yu-Gi-Oh! texts put a card's kind in an aside after a named card's own; One Piece
        # writes power there, which would read as part of the card's id
        return _one_parenthesis(filled) if self.game == "ygo" else filled

    def sentence(self, item: Event) -> str:
        """`item` as a sentence of its own: its first letter a capital."""
        return self.text(item, start=True)

    def _chosen(self, item: Event) -> str | None:
        message = self.message(item.code)
        if isinstance(message, Plural):
            count = item.params.get(message.count)
            if isinstance(count, str) and count.isdigit():
                count = int(count)  # a number passed as text counts, as in `formatted`
            if isinstance(count, tuple):
                count = len(count)  # a list of cards counts its cards ("Queda K.O." / "Quedan")
            number = count if isinstance(count, int) else 0
            if number == 0 and message.zero is not None:
                return message.zero
            return message.one if plural_form(self.language, number) == "one" else message.other
        return message

    def say(self, code: str, **params: Param) -> str:
        return self.text(Event(code, params))

    def fill(self, template: str, params: Any, form: str = "", start: bool = False) -> str:
        out = []
        for index, (literal, name, spec) in enumerate(_pieces(template)):
            if literal:
                out.append(_capital(literal) if start and index == 0 else literal)
            if name is None:
                continue
            value = params.get(name) if hasattr(params, "get") else None
            lead = index == 0 and not literal  # the placeholder opens the template
            # a placeholder opening the next sentence of the template ("... Den Leader ...")
            # (not after "K.O. " or "DON!! ", whose marks end no sentence)
            opens = literal.endswith((". ", "? ")) and not literal.endswith("K.O. ")
            # German capitalizes a clause after a colon ("B passt: Der Konterschritt endet")
            clause = self.language == "de" and literal.endswith(": ") and \
                isinstance(value, (Event, CardRef))
            shown = self.formatted(value, spec or (form if lead else ""),
                                   (start and lead) or clause or opens)
            if literal.endswith(": ") and isinstance(value, Event) and not opens:
                # Spanish, Italian and French write a small letter after a colon ("no está
                # permitida (10-1-3-1): no hay ningún [Trigger]"), whatever the reason's own
                # sentence opens with
                shown = grammar.after_colon(self.language, shown)
            out.append(shown)
        return "".join(out)

    def formatted(self, value: Param, spec: str, start: bool = False) -> str:
        """One parameter under its format spec: a number format (`+d`), a word per plural
        form of a number (`danno|danni`), a card's case (`den`) or its gender's word
        (`er|sie|es`). Words from the scenario take a case like a proper name ("von A")."""
        if isinstance(value, bool) or not spec:
            return self._plain(value, start)
        form = grammar.is_form(self.language, spec)
        if isinstance(value, str) and value.isdigit() and "|" in spec:
            value = int(value)  # a count the scenario wrote as text ("2") still counts
        if isinstance(value, int) and not form:
            if "|" in spec:
                words = spec.split("|")
                return words[0] if plural_form(self.language, value) == "one" else words[-1]
            return format(value, spec)
        if "|" in spec:
            return grammar.agree(self.language, spec, self.gender(value))
        if not form:
            return self._plain(value, start)
        if isinstance(value, CardRef):
            return self.card(value, spec, start)
        if isinstance(value, Event):
            return self.text(value, spec, start)
        if isinstance(value, tuple):
            return self.listing([self.formatted(item, spec, start and not index)
                                 for index, item in enumerate(value)])
        return grammar.phrase(self.language, spec, self._plain(value, start), "m", True)

    def _plain(self, value: Param, start: bool) -> str:
        if isinstance(value, Event):
            return self.text(value, start=start)
        return self.param(value)

    def gender(self, value: Param) -> str:
        """The grammatical gender of the card a parameter is about (its first card)."""
        if isinstance(value, CardRef):
            return grammar.gender(self.language, value.kind)
        if isinstance(value, tuple) and value:
            return self.gender(value[0])
        if isinstance(value, Event):
            template = self._chosen(value) or ""
            for _literal, name, _spec in _pieces(template):
                if name is not None and isinstance(value.params.get(name), (CardRef, Event)):
                    return self.gender(value.params[name])
        return grammar.gender(self.language, "")

    def param(self, value: Param) -> str:
        if isinstance(value, Event):
            return self.text(value)
        if isinstance(value, CardRef):
            return self.card(value)
        if isinstance(value, RuleRef):
            cited = self.cite(value.number)
            if cited:
                return cited
            return f"{value.number} ({self.numbering})" if self.numbering else value.number
        if isinstance(value, Power):
            return self.power(value)
        if isinstance(value, Printed):  # the reader's print where that list is imported
            return dict(value.texts).get(self.language, value.text)
        if isinstance(value, tuple):
            return self.listing([self.param(item) for item in value])
        if value is None:
            return ""
        return str(value)

    def card(self, ref: CardRef, form: str = "", start: bool = False) -> str:
        """The card's phrase, with the article or preposition `form` asks for: a card the
        scenario named is a proper name, an unnamed one a common noun ("den Leader von B")."""
        proper = True
        if ref.unnamed and ref.kind == "leader":
            shown = self.say("card.unnamed_leader", owner=ref.owner)
            proper = False
        else:
            # the name the reader's cards print, where that language's list is imported
            name = dict(ref.names).get(self.language, ref.name)
            shown = self.say("card.with_id", name=name, id=ref.id) if ref.show_id else name
            if ref.unnamed and "." not in ref.id and self.message(f"card.unnamed.{ref.kind}"):
                # a card the scenario gave no name: "Character a-big", not a bare id
                shown = self.say(f"card.unnamed.{ref.kind}", id=ref.id)
                proper = False
            # a name that already says whose card it is ("A's Leader" on the starting board)
            if ref.owned and not ref.name.lower().startswith(f"{ref.owner.lower()}'s "):
                shown = self.say("card.owned", owner=ref.owner, card=shown)
        if not form:
            return shown
        text = grammar.phrase(self.language, form, shown,
                              grammar.gender(self.language, ref.kind), proper, contract=False)
        return _capital(text) if start and text != shown else text

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
        text = self.say("list.and", rest=", ".join(items[:-1]), last=items[-1])
        return grammar.euphonic_and(self.language, text, items[-1])

    def rules(self, numbers: Iterable[str]) -> list[str]:
        """Rule identities as numbers of the version in force, without those it lacks."""
        out: list[str] = []
        for number in numbers:
            mapped = self.cite(number)
            if mapped is not None and mapped not in out:
                out.append(mapped)
        return out

    def event_json(self, item: Event, text_key: str = "text", start: bool = True
                   ) -> dict[str, Any]:
        """The event with its text; `start=False` for a phrase that follows other words (an
        input problem after its path)."""
        out = {"code": item.code, "params": {k: param_json(v) for k, v in item.params.items()},
               text_key: self.text(item, start=start), "rules": self.rules(item.rules)}
        # the identities the version in force has no rule for, in the engine's numbering
        missing = [number for number in item.rules if self.cite(number) is None]
        if missing:
            out["no_counterpart"] = list(dict.fromkeys(missing))
        return out


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
        "verdict": " ".join(renderer.sentence(item) for item in result.verdict),
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
    missing = [number for item in [*steps, illegal or {}]
               for number in item.get("no_counterpart", ())]
    if missing:  # cited rules the version in force lacks, named in the engine's numbering
        out["no_counterpart"] = {"rules": in_rules_order(missing), "numbering": renderer.numbering}
    return out


def rerender(result: dict[str, Any], language: str | None, cite: Cite | None = None,
             numbering: str = "") -> dict[str, Any]:
    """A stored result object with its texts in `language`; rule numbers in its texts cited
    by `cite` as when it was judged (its `rules` lists are stored already cited)."""
    if not isinstance(result, dict) or "errors" in result:
        return rerender_errors(result, language) if isinstance(result, dict) else result
    renderer = Renderer(language, result.get("game"), cite, numbering)
    out = dict(result)
    out["language"] = renderer.language
    out["steps"] = [_retext(step, renderer, "text") for step in result.get("steps") or []]
    if isinstance(result.get("illegal"), dict):
        out["illegal"] = _retext(result["illegal"], renderer, "reason")
    if isinstance(result.get("notes"), list):
        out["notes"] = [_retext(note, renderer, "text") for note in result["notes"]]
    if "verdict_events" in result:
        out["verdict"] = " ".join(renderer.sentence(event_from_json(item))
                                  for item in result.get("verdict_events") or [])
    return out


def rerender_errors(result: dict[str, Any], language: str | None) -> dict[str, Any]:
    renderer = Renderer(language)
    return {**result, "errors": [_retext(error, renderer, "message")
                                 for error in result.get("errors") or []]}


def _retext(item: Any, renderer: Renderer, key: str) -> Any:
    if not isinstance(item, dict) or "code" not in item:
        return item
    # an input problem's message follows its path; steps, reasons and notes are sentences
    return {**item, key: renderer.text(event_from_json(item), start=key != "message")}


def _capital(text: str) -> str:
    """`text` with its first letter a capital ("den Leader" opening a sentence)."""
    return text[:1].upper() + text[1:] if text[:1].islower() else text


def _opens_with_field(template: str) -> bool:
    first = _pieces(template)[:1]
    return bool(first) and not first[0][0] and first[0][1] is not None


_DOUBLE_STOP = re.compile(r"(?<!\.)\.\.(?!\.)")
_NESTED = re.compile(r"\(([^()]*) \(([^()]*)\)\)")


def _one_parenthesis(text: str) -> str:
    """Two asides in a row read as one, and so does an aside inside an aside: "Card Draw
    (a-first) (Normal Spell)" -> "Card Draw (a-first, Normal Spell)", "Chain Link 1 (Card
    Draw (a-first))" -> "Chain Link 1 (Card Draw, a-first)". Each pattern meets a bracket
    within its span, so the scan stays linear."""
    return _NESTED.sub(r"(\1, \2)", text.replace(") (", ", "))
