from __future__ import annotations

from django.urls import path

from judge import views

app_name = "judge"
urlpatterns = [
    path("", views.index, name="index"),
    path("r/<str:key>/", views.ruling, name="ruling"),
]
