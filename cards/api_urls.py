from __future__ import annotations

from django.urls import path

from cards import api

app_name = "cards-api"
urlpatterns = [
    path("cards/", api.CardListAPI.as_view(), name="cards"),
    path("cards/<str:number>/", api.CardDetailAPI.as_view(), name="card"),
]
