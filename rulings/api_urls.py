from __future__ import annotations

from django.urls import path

from rulings import api

urlpatterns = [
    path("rulings/", api.EntryListAPI.as_view(), name="rulings-api"),
    path("rulings/<str:key>/", api.EntryAPI.as_view(), name="ruling-api"),
]
