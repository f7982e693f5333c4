from __future__ import annotations

from django.urls import path

from rules import api

app_name = "rules-api"
urlpatterns = [
    path("rules/", api.RuleListAPI.as_view(), name="rules"),
    path("rules/<str:number>/", api.RuleDetailAPI.as_view(), name="rule"),
    path("rules/<str:number>/history/", api.RuleHistoryAPI.as_view(), name="history"),
    path("versions/", api.VersionListAPI.as_view(), name="versions"),
]
