from __future__ import annotations

from django.apps import AppConfig


class JudgeConfig(AppConfig):
    name = "judge"
    verbose_name = "Judge"

    def ready(self) -> None:
        from judge import panels  # noqa: F401  (registers the "cited by rulings" panel)
        from judge.panels import engine_citations
        from rules import hooks

        hooks.CITED.register(engine_citations)
