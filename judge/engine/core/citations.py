"""Each game lists the rule numbers it cites as named constants in one module; this collects them.

A test per game checks every collected number against that game's bundled rules, so an engine
can never cite a rule that does not exist.
"""
from __future__ import annotations

from collections.abc import Mapping
from typing import Any


def collect(namespace: Mapping[str, Any]) -> frozenset[str]:
    """Every UPPER_CASE string constant of a module namespace (pass `globals()`)."""
    return frozenset(value for name, value in dict(namespace).items()
                     if name.isupper() and isinstance(value, str))
