from __future__ import annotations

from django.urls import path

from glossary import views

app_name = "glossary"
urlpatterns = [
    path("", views.index, name="index"),
    path("<str:slug>/", views.term, name="term"),
]
