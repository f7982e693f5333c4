from __future__ import annotations

from django.urls import path

from rules import views

app_name = "rules"
urlpatterns = [
    path("", views.index, name="index"),
    path("<str:number>/", views.rule, name="rule"),
]
