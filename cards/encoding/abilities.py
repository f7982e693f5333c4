"""Reading one printed ability (its labels, then its sentences) into the scenario format."""
from __future__ import annotations


class UnreadableError(ValueError):
    """The ability does not follow a template the parser knows completely."""


def read_ability(category: str, ability: str, encoding: dict) -> None:
    raise UnreadableError(ability)


def read_trigger(category: str, ability: str, encoding: dict) -> None:
    raise UnreadableError(ability)
