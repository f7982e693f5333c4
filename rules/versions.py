"""Which rules version a game serves, and what has to follow when the versions change.

The current version is the newest by version number unless an operator marks another one
(shared/spec/interfaces.md). Rule HTML links other rules with `?version=` on every version but
the current one, and the search index holds the current version: both are redone whenever the
versions change (`publish_game`, `rebuild_index`).
"""
from __future__ import annotations

from django.db import transaction

from rules import hooks
from rules.models import Game, RulesVersion


def mark_current(game: Game, version: RulesVersion | None) -> None:
    """Serve `version` from now on; None goes back to serving the newest version."""
    with transaction.atomic():
        others = RulesVersion.objects.filter(game=game, marked_current=True)
        if version is not None:
            others = others.exclude(pk=version.pk)
        others.update(marked_current=False)
        if version is not None and not version.marked_current:
            version.marked_current = True
            version.save(update_fields=["marked_current"])


def publish_game(game: Game) -> int:
    """Render the rule HTML of every version of the game again; the number of rules rendered.

    The rendering (with the glossary's term links) belongs to the project, which registers it
    in rules.hooks at start-up: `rules` never imports what stands above it."""
    return hooks.publish(game)


def rebuild_index() -> int:
    """Rebuild the search index (it holds the current version of every game)."""
    return hooks.rebuild_index()


def describe_current(game: Game, current: RulesVersion | None) -> str:
    if current is None:
        return f"{game.id} has no rules version."
    how = "marked current by an operator" if current.marked_current else "the newest"
    return f"{game.id} serves {current.version} ({how})."
