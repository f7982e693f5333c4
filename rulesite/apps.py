from __future__ import annotations

from django.apps import AppConfig


class RulesiteConfig(AppConfig):
    name = "rulesite"
    verbose_name = "rulesite"
