"""Rule and glossary pages, whole, from the cache: rendered once per content, sent as bytes.

These pages are the same for every reader of one language: nothing on them belongs to a person
(the footer's language form carries no CSRF token: rulesite/language.py), so the whole answer
is cached, with its ETag and its brotli and gzip copies, and goes out `Cache-Control: public`
for browsers and for a shared cache in front (nginx, a CDN). An entry is found under a key
made of the page's kind and path, the content stamp, the UI language and the values of the
query parameters the view reads (others cannot change the page, and never make new entries).

Where a cached page spent its time, and what is left: before, every request asked the shared
cache twice (the content stamp, then the page: two queries with the database cache), read the
game and its current version from the database, and rendered the shell around the cached
blocks with the reader's CSRF token. Now each process keeps the stamp for STAMP_SECONDS and
the pages it served most recently in its own memory (LOCAL_BYTES), so a repeated read costs a
hash, a dictionary look-up and the middleware: the shared cache is asked on a process's first
read of a page, and the database only for the stamp, at most every STAMP_SECONDS.

Keys never go stale, they change: the content stamp (`content_stamp`) names the game's rules
versions as imported and published (the moments behind RulesVersion.cache_stamp, to the
microsecond: two publishes can fall in one second), which one is in force, and what other apps
register (the glossary's terms, the saved rulings that rule pages list). A change to any of
them makes new keys; old entries age out.
"""
from __future__ import annotations

import hashlib
import threading
import time
from collections import OrderedDict
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from datetime import datetime
from urllib.parse import urlencode

from django.core.cache import cache
from django.db.models.signals import post_delete, post_save
from django.http import HttpRequest, HttpResponse
from django.shortcuts import render
from django.template.loader import render_to_string
from django.utils.cache import patch_cache_control, patch_vary_headers
from django.utils.encoding import escape_uri_path
from django.utils.translation import get_language

from rules import compressed, hooks, queries
from rules.models import Game

# Entries are found again by key, never invalidated: the timeout only bounds memory and
# anything a stamp cannot see (another game renamed in the admin, shown on a term page).
TIMEOUT = 3600
STAMP_SECONDS = 2
# Browsers and shared caches may reuse a page for a minute without asking; after that a
# request with the page's ETag costs a 304.
MAX_AGE = 60
# What one process keeps of the pages it served (bodies and their compressed copies).
LOCAL_BYTES = 32 * 1024 * 1024

Make = Callable[[Game], "HttpResponse | tuple[str, dict]"]


@dataclass(frozen=True)
class Page:
    body: bytes
    etag: str
    compressed: dict[str, bytes]

    @property
    def size(self) -> int:
        return len(self.body) + sum(len(data) for data in self.compressed.values())


class _Pages:
    """The pages this process served most recently, up to LOCAL_BYTES, each for TIMEOUT."""

    def __init__(self, limit: int) -> None:
        self.limit, self.used = limit, 0
        self.entries: OrderedDict[str, tuple[float, Page]] = OrderedDict()
        self.lock = threading.Lock()

    def get(self, key: str) -> Page | None:
        with self.lock:
            found = self.entries.get(key)
            if found is None:
                return None
            if found[0] < time.monotonic():
                self._drop(key)
                return None
            self.entries.move_to_end(key)
            return found[1]

    def put(self, key: str, page: Page) -> None:
        if page.size > self.limit // 4:
            return
        with self.lock:
            if key in self.entries:
                self._drop(key)
            self.entries[key] = (time.monotonic() + TIMEOUT, page)
            self.used += page.size
            while self.used > self.limit:
                self._drop(next(iter(self.entries)))

    def _drop(self, key: str) -> None:
        self.used -= self.entries.pop(key)[1].size

    def clear(self) -> None:
        with self.lock:
            self.entries.clear()
            self.used = 0


_pages = _Pages(LOCAL_BYTES)
# game id -> (when to work it out again, the game, its stamp)
_stamps: dict[str, tuple[float, Game, str]] = {}


def current(game_id: str) -> tuple[Game, str]:
    """The game (a 404 when there is none) and its content stamp, which changes whenever
    anything a rules or glossary page of the game shows may have changed.

    Worked out at most every STAMP_SECONDS per process (it costs a few queries), and at once
    after this process saved or deleted anything: another process's change shows within
    STAMP_SECONDS."""
    known = _stamps.get(game_id)
    if known is not None and known[0] > time.monotonic():
        return known[1], known[2]
    game = queries.get_game(game_id)
    stamp = _stamp(game)
    _stamps[game_id] = (time.monotonic() + STAMP_SECONDS, game, stamp)
    return game, stamp


def content_stamp(game: Game) -> str:
    return current(game.pk)[1]


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
    _stamps.clear()


def forget_all() -> None:
    """The stamps and this process's pages (the tests, whose data is rolled back)."""
    _stamps.clear()
    _pages.clear()


post_save.connect(forget_stamps, dispatch_uid="pagecache-forget-on-save")
post_delete.connect(forget_stamps, dispatch_uid="pagecache-forget-on-delete")


def _moment(moment: datetime | None) -> str:
    return f"{moment.timestamp():.6f}" if moment else "-"


def page_key(kind: str, stamp: str, request: HttpRequest, params: Iterable[str]) -> str:
    """One page's key: its kind and path, the content stamp, the UI language, and the values
    of the query parameters the view reads (others cannot change the page)."""
    asked = [f"{name}={request.GET.getlist(name)!r}" for name in params]
    parts = [kind, request.path, stamp, get_language() or "", *asked]
    return "page:" + hashlib.sha256("\n".join(parts).encode()).hexdigest()


def return_address(request: HttpRequest, params: Iterable[str]) -> str:
    """Where the language form of a cached page returns to: the path and the parameters the
    page reads, never the rest of the address, which is not part of the page's key."""
    kept = [(name, value) for name in params for value in request.GET.getlist(name)]
    return escape_uri_path(request.path) + (f"?{urlencode(kept)}" if kept else "")


def cached_page(request: HttpRequest, game_id: str, kind: str, params: Iterable[str],
                make: Make, store: bool = True) -> HttpResponse:
    """The page from the cache, or made by `make(game)` and cached. `make` runs only on a
    miss, so every query that makes the page belongs inside it; it returns the template and
    its context, or a response of its own (a redirect, a 404 page), which is sent uncached.
    With `store` false the page is made each time and never cached: for pages a reader's own
    words choose (a filter), which would otherwise add an entry per word anyone types."""
    params = list(params)
    game, stamp = current(game_id)
    if not store:
        made = make(game)
        if isinstance(made, HttpResponse):
            return made
        response = render(request, *made)
        patch_cache_control(response, private=True, max_age=MAX_AGE)
        return response
    key = page_key(kind, stamp, request, params)
    page = _pages.get(key) or cache.get(key)
    if not isinstance(page, Page):
        made = make(game)
        if isinstance(made, HttpResponse):
            return made
        template_name, context = made
        body = render_to_string(template_name, {
            **context, "language_next": return_address(request, params)}, request).encode()
        if request.META.get("CSRF_COOKIE_NEEDS_UPDATE"):
            # a template asked for a CSRF token: the page is the reader's own, never shared
            response = HttpResponse(body)
            patch_cache_control(response, private=True, max_age=MAX_AGE)
            return response
        page = Page(body, f'"{hashlib.sha256(body).hexdigest()[:32]}"',
                    compressed.variants(body))
        cache.set(key, page, TIMEOUT)
    _pages.put(key, page)
    return _response(page)


def _response(page: Page) -> HttpResponse:
    response = HttpResponse(page.body)
    response["ETag"] = page.etag
    setattr(response, compressed.PRECOMPRESSED, page.compressed)
    patch_cache_control(response, public=True, max_age=MAX_AGE)
    # The language is chosen by ?lang= (in the address), the language cookie or
    # Accept-Language (LocaleMiddleware adds that one): see docs/performance.md, "Caching".
    patch_vary_headers(response, ("Cookie",))
    return response
