from __future__ import annotations

from django.apps import AppConfig


class GlossaryConfig(AppConfig):
    name = "glossary"
    verbose_name = "Glossary"

    def ready(self) -> None:
        from glossary import panels  # noqa: F401  (registers the rule-page panels)
