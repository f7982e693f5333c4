"""PyYAML's problems in the reader's words: its English messages matched to event codes, so a
translated ruling says what is wrong in its own language (the line and column stay beside it).
A message not listed here is shown as PyYAML wrote it."""
from __future__ import annotations

import re

from .events import Event, Param

# (PyYAML's message, the event code); the line and column say where, so no token is quoted
_PROBLEMS: tuple[tuple[re.Pattern[str], str], ...] = tuple(
    (re.compile(pattern), code) for pattern, code in (
        (r"mapping values are not allowed (?:here|in this context)$", "yaml.mapping_values"),
        (r"could not find expected ':'$", "yaml.expected_colon"),
        (r"found character(?: .+)? that cannot start any token$", "yaml.bad_character"),
        (r"found unexpected end of stream$", "yaml.unexpected_end"),
        (r"did not find expected key$", "yaml.expected_key"),
        (r"did not find expected '-' indicator$", "yaml.expected_dash"),
        (r"did not find expected node content$", "yaml.expected_value"),
        (r"expected ',' or [\]}], but got .+$", "yaml.expected_comma"),
        (r"did not find expected ',' or '[\]}]'$", "yaml.expected_comma_end"),
        (r"expected <block end>, but found .+$", "yaml.bad_indentation"),
        (r"found a tab character (?:that violates|where an) .*$", "yaml.tab"),
        (r"found unknown escape character(?: .+)?$", "yaml.unknown_escape"),
        (r"found undefined alias(?: .+)?$", "yaml.undefined_alias"),
        (r"syntax error$", "yaml.syntax"),
    ))


def reason(problem: str) -> Param:
    """PyYAML's `problem` as an event of its own, or as it is when it is not listed."""
    for pattern, code in _PROBLEMS:
        found = pattern.match(problem)
        if found:
            return Event(code)
    return problem
