"""The installable web app: manifest, service worker, icons, and what it saves for offline use.

The service worker is a static file of ours (rulesite/static/rulesite/js/sw.js) served from the
site root, so that its scope covers every page. On install it saves the pages listed by
`precache` (the home page, each game's home, rules table of contents, whole rules on one page
and glossary, the offline page and the static files they need); every page visited after that
is saved as it is seen.
"""
from __future__ import annotations

import json

from django.contrib.staticfiles import finders
from django.http import Http404, HttpRequest, HttpResponse, JsonResponse
from django.shortcuts import redirect, render
from django.templatetags.static import static
from django.urls import reverse
from django.utils.translation import get_language
from django.utils.translation import gettext as _
from django.views.decorators.cache import cache_control

from rules import hooks, pagecache, queries
from rules.http import read_only
from rules.models import Game

SERVICE_WORKER = "rulesite/js/sw.js"
# What every page links, so that a saved page looks right offline.
CORE_STATIC = [
    "rulesite/css/site.css", "rulesite/js/theme.js", "rulesite/js/site.js",
    "rulesite/js/offline.js", "rulesite/js/rule-preview.js", "rulesite/icons/icon.svg",
    "rulesite/icons/icon-192.png", "rules/rules.css", "glossary/glossary.css",
    "glossary/glossary.js", "judge/judge.css", "judge/ruling.js",
]
THEME_COLOR = "#0b5cad"
BACKGROUND_COLOR = "#fbfaf7"


@read_only
@cache_control(no_cache=True)
def service_worker(request: HttpRequest) -> HttpResponse:
    """/sw.js: the worker, always checked with the server so that a new one is picked up. A
    whole answer, not a streamed file: it gets an ETag (a check that finds it unchanged costs
    a 304) and is compressed like the pages."""
    path = finders.find(SERVICE_WORKER)
    if not path:
        raise Http404(_("The offline support is not installed."))
    with open(path, "rb") as worker:
        response = HttpResponse(worker.read(), content_type="text/javascript; charset=utf-8")
    response["Service-Worker-Allowed"] = "/"
    return response


@read_only
def manifest(request: HttpRequest) -> HttpResponse:
    """The web app manifest: what a phone needs to install the site as an app."""
    data = {
        "name": _("rulesite: rules and judge"),
        "short_name": "rulesite",
        "description": _("Rules reference and judge assistant for trading card games."),
        "lang": request.LANGUAGE_CODE,
        "start_url": reverse("home"),
        "scope": "/",
        "display": "standalone",
        "background_color": BACKGROUND_COLOR,
        "theme_color": THEME_COLOR,
        "icons": [
            {"src": static("rulesite/icons/icon.svg"), "sizes": "any",
             "type": "image/svg+xml", "purpose": "any"},
            {"src": static("rulesite/icons/icon-192.png"), "sizes": "192x192",
             "type": "image/png", "purpose": "any"},
            {"src": static("rulesite/icons/icon-512.png"), "sizes": "512x512",
             "type": "image/png", "purpose": "any"},
            {"src": static("rulesite/icons/icon-maskable-192.png"), "sizes": "192x192",
             "type": "image/png", "purpose": "maskable"},
            {"src": static("rulesite/icons/icon-maskable-512.png"), "sizes": "512x512",
             "type": "image/png", "purpose": "maskable"},
        ],
    }
    return HttpResponse(json.dumps(data, ensure_ascii=False),
                        content_type="application/manifest+json; charset=utf-8")


@read_only
def favicon(request: HttpRequest) -> HttpResponse:
    """Browsers ask for /favicon.ico by themselves; pages link the icons directly."""
    return redirect(static("rulesite/icons/icon-32.png"), permanent=True)


@read_only
@cache_control(no_cache=True)
def precache(request: HttpRequest) -> JsonResponse:
    """The addresses the service worker saves when it is installed or asked to refresh."""
    pages = [reverse("home"), reverse("offline")]
    for game in Game.objects.all():
        pages += [reverse("game-home", args=[game.id]), reverse("rules:index", args=[game.id]),
                  reverse("rules-all", args=[game.id]), reverse("glossary:index", args=[game.id])]
    return JsonResponse({"pages": pages, "static": [static(name) for name in CORE_STATIC]})


@read_only
def offline_page(request: HttpRequest) -> HttpResponse:
    """What the service worker shows for a page that was never saved, when there is no
    network."""
    return render(request, "rulesite/offline.html")


@read_only
def all_rules(request: HttpRequest, game: str) -> HttpResponse:
    """/GAME/rules/all/: every rule of a version on one page, to read (and save) in one go.
    Each rule has the anchor its own page's sub-rules use (#r7-1-4-1). The largest page of
    the site (what the offline mode saves first): from the page cache, like the rule pages."""
    def make(game_obj: Game) -> tuple[str, dict]:
        version = queries.resolve_version(game_obj, request.GET.get("version"))
        return "rulesite/all_rules.html", {
            "game_obj": game_obj,
            "version": version,
            "current": queries.current_version(game_obj),
            "rules": queries.all_rules(version),
            "term_titles": hooks.term_titles(game_obj, get_language() or "en"),
        }

    return pagecache.cached_page(request, game, "rules-all", ["version"], make)
