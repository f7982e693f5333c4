from __future__ import annotations

from django.apps import AppConfig


class RulingsConfig(AppConfig):
    name = "rulings"
    verbose_name = "Official Q&A"

    def ready(self) -> None:
        from rulings import panels  # noqa: F401  (registers the rule-page panel)
