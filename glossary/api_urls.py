from __future__ import annotations

from django.urls import path

from glossary import api

app_name = "glossary-api"
urlpatterns = [
    path("glossary/", api.TermListAPI.as_view(), name="terms"),
    path("glossary/<slug:slug>/", api.TermDetailAPI.as_view(), name="term"),
]
