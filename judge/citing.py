"""A judged result cited in the numbers of the rules version in force.

The engine cites its own identities (the bundled version's numbers, rules/citing.py); here
every citation of a result (each step's and the illegal action's `rules`, `rules_cited`, and
rule numbers written in the texts) becomes the number of the same rule in the version in force.
A citation with no counterpart there is not linked to whatever rule now has its number: it is
listed under `no_counterpart`, in the engine's numbering, which `base_version` names.
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from judge.engine.core.result import in_rules_order
from rules import citing, diff, numbers
from rules.models import RulesVersion

if TYPE_CHECKING:
    from judge.models import Ruling

TEXT_KEYS = ("text", "reason")
RESULT_TEXT_KEYS = ("verdict",)


def version_in_force(game_id: str) -> RulesVersion | None:
    """The version an operator marked current, else the newest (rules.queries.current_version)."""
    return (RulesVersion.objects.filter(game_id=game_id)
            .order_by("-marked_current", "-sort_key").first())


def mapping_for(game_id: str) -> citing.Counterparts | None:
    version = version_in_force(game_id)
    return citing.counterparts(version) if version is not None else None


def cite_under(result: dict[str, Any], mapping: citing.Counterparts) -> dict[str, Any]:
    """`result` with every citation in `mapping.version`'s numbers, and `rules_version`."""
    missing: list[str] = []
    out = dict(result)
    out["steps"] = [_cite_item(step, mapping, missing) for step in result.get("steps") or []]
    if result.get("illegal"):
        out["illegal"] = _cite_item(result["illegal"], mapping, missing)
    cited = [n for item in [*out["steps"], out.get("illegal") or {}] for n in item.get("rules", [])]
    out["rules_cited"] = in_rules_order(cited)
    for key in RESULT_TEXT_KEYS:
        if isinstance(out.get(key), str):
            out[key] = map_text(out[key], mapping)
    out["rules_version"] = mapping.version
    if missing:
        out["no_counterpart"] = {"rules": in_rules_order(missing),
                                 "numbering": mapping.base}
    return out


def _cite_item(item: dict[str, Any], mapping: citing.Counterparts,
               missing: list[str]) -> dict[str, Any]:
    out = dict(item)
    found, lost = [], []
    for identity in item.get("rules") or []:
        number = mapping(identity)
        (found if number else lost).append(number or identity)
    out["rules"] = list(dict.fromkeys(found))
    if lost:
        out["no_counterpart"] = lost
        missing.extend(lost)
    for key in TEXT_KEYS:
        if isinstance(out.get(key), str):
            out[key] = map_text(out[key], mapping)
    return out


def map_text(text: str, mapping: citing.Counterparts) -> str:
    """Rule numbers written in a text, in the version's numbers; one without a counterpart
    keeps the engine's number and says which version that is."""
    if mapping.version == mapping.base:
        return text

    def replace(match: re.Match[str]) -> str:
        identity = match.group(1)
        if identity not in mapping.found:
            return identity
        number = mapping(identity)
        return number if number else f"{identity} ({mapping.base})"

    return numbers.IN_TEXT.sub(replace, text)


def map_texts(result: dict[str, Any], mapping: citing.Counterparts) -> dict[str, Any]:
    """Only the texts of a result in the version's numbers (its `rules` lists already are)."""
    out = dict(result)
    out["steps"] = [{**step, **{k: map_text(step[k], mapping) for k in TEXT_KEYS
                                if isinstance(step.get(k), str)}}
                    for step in result.get("steps") or []]
    if isinstance(result.get("illegal"), dict):
        illegal = result["illegal"]
        out["illegal"] = {**illegal, **{k: map_text(illegal[k], mapping) for k in TEXT_KEYS
                                        if isinstance(illegal.get(k), str)}}
    for key in RESULT_TEXT_KEYS:
        if isinstance(out.get(key), str):
            out[key] = map_text(out[key], mapping)
    return out


def map_errors(errors: list[dict[str, Any]], game_id: str) -> list[dict[str, Any]]:
    """The rule numbers in validation messages, in the numbers of the version in force."""
    mapping = mapping_for(game_id) if any(numbers.IN_TEXT.search(str(e.get("message")))
                                          for e in errors) else None
    if mapping is None:
        return errors
    return [{**e, "message": map_text(str(e.get("message") or ""), mapping)} for e in errors]


@dataclass
class CitedChange:
    """A rule a saved ruling cites, as the version in force has it now."""

    number: str  # as the ruling cites it ("" where its version had no such rule)
    now: str | None  # its number in the version in force, None where it has none
    kind: str  # diff.RENUMBERED, diff.REMOVED or diff.CHANGED (its text)


def changed_since(ruling: Ruling, current: RulesVersion | None) -> list[CitedChange]:
    """The cited rules that were renumbered, removed or reworded between the version the
    ruling was judged under and `current`, in rules order."""
    then = ruling.rules_version
    if current is None or then is None or then.pk == current.pk:
        return []
    cited = [(i, n) for i, n in ruling.citations.values_list("identity", "number") if n]
    now = citing.counterparts(current)
    moved = {identity: now(identity) for identity, _ in cited}
    old_texts = _texts(then, [number for _, number in cited])
    new_texts = _texts(current, [n for n in moved.values() if n])
    found = []
    for identity, number in cited:
        new = moved[identity]
        if new is None:
            found.append(CitedChange(number, None, diff.REMOVED))
        elif new != number:
            found.append(CitedChange(number, new, diff.RENUMBERED))
        elif old_texts.get(number) != new_texts.get(new):
            found.append(CitedChange(number, new, diff.CHANGED))
    return sorted(found, key=lambda c: numbers.sort_key(c.number))


def _texts(version: RulesVersion, wanted: list[str]) -> dict[str, tuple[str, str]]:
    rows = version.rules.filter(number__in=wanted).values_list("number", "title", "text")
    return {number: (title, text) for number, title, text in rows}
