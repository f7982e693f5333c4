from __future__ import annotations

from django.urls import path

from rules import feeds, views

app_name = "rules"
urlpatterns = [
    path("", views.index, name="index"),
    # Before the rule pattern: "diff" is not a rule number.
    path("diff/", views.compare, name="diff"),
    path("feed/", feeds.VersionsFeed(), name="feed"),
    path("<str:number>/history/", views.history, name="history"),
    path("<str:number>/", views.rule, name="rule"),
]
