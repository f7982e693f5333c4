"""Rule and glossary pages from Django's cache: the page's own blocks are rendered once per
content, the shell (header, footer, language form with its CSRF token) on every request.

A cached entry holds only what every reader of that page sees: the blocks of the page's
template (title, description, head, content), rendered for one game, one content stamp, one
UI language and the query parameters the view reads. What differs per person or per request
stays out of it: base.html draws the language form with a CSRF token and the address of the
page, so the shell is rendered around the cached blocks each time (a few milliseconds).

Keys never go stale, they change: the content stamp (`content_stamp`) names the game's rules
versions as imported and published (the moments behind RulesVersion.cache_stamp, to the
microsecond: two publishes can fall in one second), which one is in force, and what other apps
register (the glossary's terms, the saved rulings that rule pages list). A change to any of
them makes new keys; old entries age out.
"""
from __future__ import annotations

import hashlib
from collections.abc import Callable, Iterable
from datetime import datetime
from typing import cast

from django.core.cache import cache
from django.db.models.signals import post_delete, post_save
from django.http import HttpRequest, HttpResponse
from django.shortcuts import render
from django.template.backends.django import Template as DjangoTemplate
from django.template.context import make_context
from django.template.loader import get_template
from django.template.loader_tags import BlockNode
from django.utils.cache import patch_cache_control
from django.utils.safestring import mark_safe
from django.utils.translation import get_language

from rules import hooks
from rules.models import Game

BLOCKS = ("title", "description", "head", "body_class", "content")
SHELL = "rules/cached_page.html"
# Entries are found again by key, never invalidated: the timeout only bounds memory and
# anything a stamp cannot see (another game renamed in the admin, shown on a term page).
TIMEOUT = 3600
STAMP_SECONDS = 2
# Browsers may reuse a page for a minute; "private" keeps shared caches from storing a page
# that carries a person's CSRF token.
BROWSER_MAX_AGE = 60


def content_stamp(game: Game) -> str:
    """Changes whenever anything a rules or glossary page of `game` shows may have changed.

    Worked out at most every STAMP_SECONDS per process (it costs a few queries), and at once
    after this process saved or deleted anything: another process's change shows within
    STAMP_SECONDS."""
    key = f"page-stamp:{game.pk}"
    stamp = cache.get(key)
    if stamp is None:
        stamp = _stamp(game)
        cache.set(key, stamp, STAMP_SECONDS)
        _remembered.add(key)
    return stamp


def _stamp(game: Game) -> str:
    versions = game.versions.order_by("pk").values_list(
        "pk", "imported_at", "published_at", "marked_current")
    # the game itself, as its pages show it (names, the note on its numbering)
    parts = [f"{game.pk}:{game.name}:{game.short_name}:{game.numbering}:{game.note}"]
    parts += [f"{pk}:{_moment(imported)}:{_moment(published)}:{marked}"
              for pk, imported, published, marked in versions]
    parts += hooks.stamps_for(game)
    return hashlib.sha256("|".join(parts).encode()).hexdigest()[:32]


def forget_stamps(**kwargs: object) -> None:
    """Any model saved or deleted in this process: work the stamps out again on next use."""
    if _remembered:
        cache.delete_many(list(_remembered))
        _remembered.clear()


_remembered: set[str] = set()
post_save.connect(forget_stamps, dispatch_uid="pagecache-forget-on-save")
post_delete.connect(forget_stamps, dispatch_uid="pagecache-forget-on-delete")


def _moment(moment: datetime | None) -> str:
    return f"{moment.timestamp():.6f}" if moment else "-"


def page_key(kind: str, game: Game, request: HttpRequest, params: Iterable[str]) -> str:
    """One page's key: its kind and path, the content stamp, the UI language, and the values
    of the query parameters the view reads (others cannot change the page)."""
    asked = [f"{name}={request.GET.getlist(name)!r}" for name in params]
    parts = [kind, request.path, content_stamp(game), get_language() or "", *asked]
    return "page:" + hashlib.sha256("\n".join(parts).encode()).hexdigest()


def render_blocks(request: HttpRequest, template_name: str, context: dict) -> dict[str, str]:
    """The page's own blocks of `template_name`, each rendered alone with `context`."""
    # the Django engine's wrapper (the only engine configured): its inner Template has blocks
    template = cast(DjangoTemplate, get_template(template_name)).template
    # (the isinstance only tells the type checker what get_nodes_by_type already ensures)
    blocks = {node.name: node for node in template.nodelist.get_nodes_by_type(BlockNode)
              if isinstance(node, BlockNode)}
    bound = make_context(context, request)
    with bound.bind_template(template):
        return {name: str(blocks[name].render(bound)) for name in BLOCKS if name in blocks}


def shell_context(context: dict) -> dict:
    """What base.html reads from a page's own context, as plain values kept beside the blocks:
    the rules version the page shows (`<html data-rules-version>`), where it shows one."""
    version = context.get("version")
    return {"version": {"version": version.version}} if version is not None else {}


def cached_page(request: HttpRequest, game: Game, kind: str, params: Iterable[str],
                make: Callable[[], HttpResponse | tuple[str, dict]],
                store: bool = True) -> HttpResponse:
    """The page from the cache, or made by `make()` and cached. `make` runs only on a miss,
    so every query that makes the page belongs inside it; it returns the template and its
    context, or a response of its own (a redirect, a 404 page), which is sent uncached.
    With `store` false the page is made each time and never cached: for pages a reader's own
    words choose (a filter), which would otherwise add an entry per word anyone types."""
    key = page_key(kind, game, request, params) if store else ""
    entry = cache.get(key) if store else None
    if not isinstance(entry, dict):
        made = make()
        if isinstance(made, HttpResponse):
            return made
        template_name, context = made
        entry = {"blocks": render_blocks(request, template_name, context),
                 "shell": shell_context(context)}
        if store:
            cache.set(key, entry, TIMEOUT)
    response = render(request, SHELL, {
        **entry["shell"],
        "game_obj": game,
        "blocks": {name: mark_safe(html) for name, html in entry["blocks"].items()},  # ours
    })
    patch_cache_control(response, private=True, max_age=BROWSER_MAX_AGE)
    return response
