from __future__ import annotations

from django.urls import path

from judge import api

app_name = "judge-api"
urlpatterns = [
    path("judge/", api.JudgeAPI.as_view(), name="judge"),
]
