"""The one registry of the places where an app adds to another without the other importing it.

A lower app declares an extension point (`Hook`) in its hooks.py: what a provider is called
with and what it answers. A higher app registers its providers once, from its `ready()` or
with the hook as a decorator. Every point is listed in `HOOKS` by name, so a test or a
maintainer sees in one place what extends what (like Wagtail's hooks, typed).
"""
from __future__ import annotations

from typing import Any, Generic, TypeVar

P = TypeVar("P")

HOOKS: dict[str, Hook[Any]] = {}


class Hook(Generic[P]):
    """One extension point: its providers, in the order they were registered, each once."""

    def __init__(self, name: str, purpose: str, *, single: bool = False) -> None:
        if name in HOOKS:
            raise ValueError(f"the extension point {name!r} is declared twice")
        self.name = name
        self.purpose = purpose
        # a single hook has at most one provider: a later registration replaces it
        self.single = single
        self._providers: list[P] = []
        HOOKS[name] = self

    def register(self, provider: P) -> P:
        """Add `provider` (registering the same one again changes nothing); usable as a
        decorator."""
        if self.single:
            self._providers[:] = [provider]
        elif provider not in self._providers:
            self._providers.append(provider)
        return provider

    @property
    def providers(self) -> tuple[P, ...]:
        return tuple(self._providers)

    def __repr__(self) -> str:
        return f"<Hook {self.name}: {len(self._providers)} provider(s)>"
