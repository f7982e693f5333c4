"""Every page lives under /GAME/..., every endpoint under /api/v1/GAME/... (interfaces.md)."""
from __future__ import annotations

from django.conf import settings
from django.contrib import admin
from django.urls import URLPattern, URLResolver, include, path
from drf_spectacular.views import SpectacularAPIView

from judge import offline as judge_offline
from judge import offline_cards
from rulesite import language, offline, views

api_patterns: list[URLPattern | URLResolver] = [
    path("schema/", SpectacularAPIView.as_view(), name="schema"),
    path("<slug:game>/", include("rules.api_urls")),
    path("<slug:game>/", include("glossary.api_urls")),
    path("<slug:game>/", include("rulings.api_urls")),
    path("<slug:game>/", include("judge.api_urls")),
    path("<slug:game>/", include("cards.api_urls")),
    path("<slug:game>/search/", views.SearchAPI.as_view(), name="search-api"),
]

urlpatterns = [
    path("", views.home, name="home"),
    # the installable web app: its worker must be served from the root to cover every page
    path("sw.js", offline.service_worker, name="service-worker"),
    path("manifest.webmanifest", offline.manifest, name="manifest"),
    path("favicon.ico", offline.favicon),
    path("offline/", offline.offline_page, name="offline"),
    path("offline/precache.json", offline.precache, name="offline-precache"),
    path("offline/judge-engine-<str:digest>.zip", judge_offline.engine_bundle,
         name="judge-engine"),
    path("offline/judge-cards-<slug:game>-<str:digest>.json.gz", offline_cards.cards_bundle,
         name="judge-cards"),
    path("i18n/setlang/", language.set_language, name="set_language"),
    path("admin/", admin.site.urls),
    path("api/v1/", include(api_patterns)),
    path("<slug:game>/", views.game_home, name="game-home"),
    path("<slug:game>/rules/all/", offline.all_rules, name="rules-all"),
    path("<slug:game>/rules/", include("rules.urls")),
    path("<slug:game>/glossary/", include("glossary.urls")),
    path("<slug:game>/rulings/", include("rulings.urls")),
    path("<slug:game>/judge/", include("judge.urls")),
    path("<slug:game>/cards/", include("cards.urls")),
    path("<slug:game>/search/", views.search, name="search"),
]

# A trivial response through the same middleware, for the load script's ratio phase only
# (tools/loadtest.py sets LOAD_TRIVIAL_VIEW=on for the server it starts): never in service.
if settings.LOAD_TRIVIAL_VIEW:
    urlpatterns.insert(0, path("_load/trivial/", views.trivial))

handler400 = "rulesite.views.bad_request"
handler404 = "rulesite.views.not_found"
handler500 = "rulesite.views.server_error"
