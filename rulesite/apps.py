from __future__ import annotations

from django.apps import AppConfig


class RulesiteConfig(AppConfig):
    name = "rulesite"
    verbose_name = "rulesite"

    def ready(self) -> None:
        # Imports and admin actions in `rules` re-render rule HTML and rebuild the index
        # through these hooks (rules/hooks.py): the dependency points from rulesite to rules.
        from rules import hooks
        from rulesite import publish, search

        hooks.PUBLISHER.register(publish.publish_game)
        hooks.INDEXER.register(search.build_index)
        # The judge's ruling pages list the official Q&A about their cards and rules; the
        # judge does not depend on `rulings`, the project joins them (judge/hooks.py).
        from judge import hooks as judge_hooks
        from rulings import panels as ruling_panels

        judge_hooks.RELATED.register(ruling_panels.judge_panels)
