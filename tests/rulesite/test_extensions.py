"""The one registry of extension points: every point a lower app declares is filled by the
apps above it once the site has started, each provider once, so no rule page, card page or
ruling silently loses a panel."""
from __future__ import annotations

import pytest
from django.apps import apps

from rules.extensions import HOOKS, Hook


def test_every_extension_point_has_its_providers_after_start_up():
    assert apps.ready
    names = {name: [provider.__qualname__ for provider in hook.providers]
             for name, hook in HOOKS.items()}
    assert set(names) >= {"rules.panels", "rules.terms", "rules.stamps", "rules.term_titles",
                          "rules.cited", "rules.publisher", "rules.indexer", "cards.sections",
                          "cards.rulings", "cards.qa_cards", "judge.related"}
    assert all(names.values()), {name: found for name, found in names.items() if not found}
    # glossary, Q&A and saved rulings each add a box to rule pages
    assert len(names["rules.panels"]) >= 3


def test_a_provider_registered_twice_is_asked_once():
    hook: Hook = HOOKS["rules.cited"]
    before = hook.providers
    hook.register(before[0])
    assert hook.providers == before


def test_a_second_point_of_the_same_name_is_refused():
    with pytest.raises(ValueError, match="declared twice"):
        Hook("rules.panels", "again")
