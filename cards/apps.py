from __future__ import annotations

from django.apps import AppConfig


class CardsConfig(AppConfig):
    name = "cards"
    verbose_name = "Cards"

    def ready(self) -> None:
        from cards import panels  # noqa: F401  (registers the rule and term panels)
