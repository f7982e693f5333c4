"""Plain-text rendering of a result object, for the command line: the verdict first.

It reads only the result JSON (shared by every game), so it works for any engine; its own
words (headings) come from the core catalogue in the requested language.
"""
from __future__ import annotations

from typing import Any

from .events import event_from_json
from .render import Renderer
from .validate import ROOT


def render_text(result: dict[str, Any], language: str | None = "en") -> str:
    say = Renderer(language, result.get("game")).say
    if "errors" in result:
        lines = [say("cli.not_judged")]
        # the path of a problem with the whole input is a code in the JSON ("(scenario)"); a
        # person reads it in words, as on the judge page
        lines += ["  " + say("cli.problem", message=str(e.get("message")), path=(
            say("cli.whole_scenario") if e.get("path") == ROOT else str(e.get("path"))))
            for e in result.get("errors") or []]
        return "\n".join(lines) + "\n"
    lines = []
    if result.get("verdict"):
        lines += [str(result["verdict"]), ""]
    for number, step in enumerate(result.get("steps") or [], start=1):
        lines.append(f"{number:>3}. {step.get('text')}{_rules(step.get('rules'))}")
    illegal = result.get("illegal")
    if illegal:
        # actions are counted from 1 wherever a person reads them (the JSON keeps the index)
        action = illegal.get("action")
        # the reason as an event, so it reads as the rest of the line wants it (lower case
        # after the colon, but in German, which capitalizes a clause there)
        reason = event_from_json(illegal) if "code" in illegal else illegal.get("reason")
        lines.append(say("cli.illegal_action", number=action + 1 if isinstance(action, int) else 1,
                         reason=reason) + _rules(illegal.get("rules")))
    lines += [say("cli.note", text=note.get("text")) for note in result.get("notes") or []
              if isinstance(note, dict)]
    cited = result.get("rules_cited") or []
    if cited:
        lines.append(say("cli.rules_cited", rules=", ".join(cited)))
    return "\n".join(lines) + "\n"


def _rules(numbers: list[str] | None) -> str:
    return f"  [{', '.join(numbers)}]" if numbers else ""
