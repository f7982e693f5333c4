"""Loading a scenario safely from YAML or JSON text, bytes or already-parsed data.

Only PyYAML's safe loader ever reads YAML (no object construction from tags). Input is bounded
before and after parsing so that no document can exhaust the machine: a size limit on text, a
refusal of YAML aliases (an "alias bomb" shares one node many times and explodes when walked),
and a bounded walk over the parsed data that counts nodes and depth without recursion.
"""
from __future__ import annotations

import json
from typing import Any

import yaml

from . import yaml_words
from .validate import ROOT, Problems

# libyaml's safe loader when PyYAML was built with it (its wheels are): the same safe
# construction as yaml.safe_load, several times faster than the pure-Python reader.
SAFE_LOADER = getattr(yaml, "CSafeLoader", yaml.SafeLoader)

MAX_BYTES = 256 * 1024
MAX_NODES = 20_000
MAX_DEPTH = 40


def load_document(source: str | bytes | bytearray | dict[str, Any] | Any) -> tuple[Any, Problems]:
    """Parse `source` into plain data; on failure the problems say why, with a path."""
    problems = Problems()
    if isinstance(source, (bytes, bytearray)):
        if len(source) > MAX_BYTES:
            problems.add(ROOT, "input.too_large", kb=MAX_BYTES // 1024)
            return None, problems
        try:
            source = bytes(source).decode("utf-8-sig")
        except UnicodeDecodeError:
            problems.add(ROOT, "input.not_utf8")
            return None, problems
    if isinstance(source, str):
        data = _parse_text(source, problems)
        if problems:
            return None, problems
        _check_shape(data, problems, refuse_shared=True)
    else:
        data = source
        _check_shape(data, problems, refuse_shared=False)
    return (None if problems else data), problems


def _parse_text(source: str, problems: Problems) -> Any:
    if len(source) > MAX_BYTES or len(source.encode("utf-8", "replace")) > MAX_BYTES:
        problems.add(ROOT, "input.too_large", kb=MAX_BYTES // 1024)
        return None
    if not source.strip():
        problems.add(ROOT, "input.empty_document")
        return None
    try:
        if source.lstrip().startswith("{"):
            try:
                return json.loads(source)
            except json.JSONDecodeError:
                pass  # not strict JSON: YAML flow style still reads it
        return yaml.load(source, Loader=SAFE_LOADER)  # noqa: S506 (a safe loader)
    except RecursionError:
        problems.add(ROOT, "input.too_deep")
    except yaml.YAMLError as error:
        _yaml_problem(problems, error)
    except (ValueError, TypeError, OverflowError) as error:
        problems.add(ROOT, "input.not_yaml", reason=str(error))
    return None


def _yaml_problem(problems: Problems, error: yaml.YAMLError) -> None:
    """The reader's own words for the problem (PyYAML speaks English), and where it is."""
    mark = getattr(error, "problem_mark", None)
    problem = yaml_words.reason(str(getattr(error, "problem", None) or "syntax error"))
    if mark is None:
        problems.add(ROOT, "input.not_yaml", reason=problem)
    else:
        problems.add(ROOT, "input.not_yaml_at", reason=problem, line=mark.line + 1,
                     column=mark.column + 1)


def _check_shape(data: Any, problems: Problems, refuse_shared: bool) -> None:
    """Walk the data without recursion, counting nodes and depth.

    `safe_load` turns an alias into the very same Python object as its anchor, so a container
    seen twice can only come from an alias: text input refuses it outright.
    """
    seen: set[int] = set()
    stack: list[tuple[Any, int]] = [(data, 0)]
    nodes = 0
    while stack:
        node, depth = stack.pop()
        nodes += 1
        if nodes > MAX_NODES:
            problems.add(ROOT, "input.too_many_values", count=MAX_NODES)
            return
        if depth > MAX_DEPTH:
            problems.add(ROOT, "input.too_deep_levels", count=MAX_DEPTH)
            return
        if isinstance(node, str) and not _is_unicode_text(node):
            # YAML escapes such as "\ud800" make lone surrogates, which no answer (JSON,
            # HTML, a database) can carry.
            problems.add(ROOT, "input.surrogates")
            return
        if isinstance(node, (dict, list)):
            if id(node) in seen:
                if refuse_shared:
                    problems.add(ROOT, "input.aliases")
                    return
            else:
                seen.add(id(node))
            children = node.items() if isinstance(node, dict) else enumerate(node)
            for key, child in children:
                stack.append((key, depth + 1))
                stack.append((child, depth + 1))


def _is_unicode_text(text: str) -> bool:
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        return False
    return True
