from __future__ import annotations

from django.urls import path

from rulings import views

app_name = "rulings"

urlpatterns = [
    path("", views.index, name="index"),
    path("<str:key>/", views.entry, name="entry"),
]
