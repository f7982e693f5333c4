from __future__ import annotations

from django.urls import path

from rules import views

app_name = "rules"
urlpatterns = [
    path("", views.index, name="index"),
    # Before the rule pattern: "diff" is not a rule number.
    path("diff/", views.compare, name="diff"),
    path("<str:number>/", views.rule, name="rule"),
]
