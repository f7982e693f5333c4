"""Fixtures of the rules tests: the real 1.2.0 PDF (read from ../shared, never copied into the
project), its parsed records, and an isolated search index for tests that import."""
from __future__ import annotations

import copy

import pytest
from rules_support import PDF_120

from rules.importers import pdf
from rules.importers.records import ParsedDocument
from rules.importers.writer import store_version
from rules.models import Game, RulesVersion
from rulesite import publish


@pytest.fixture(scope="session")
def parsed_120() -> ParsedDocument:
    """The 1.2.0 PDF, parsed once per run (reading it takes a second or two)."""
    return pdf.parse_file(PDF_120)


@pytest.fixture
def own_index(settings, tmp_path):
    """Imports rebuild the search index: build it in a folder of this test's own."""
    settings.SEARCH_INDEX_DIR = tmp_path / "index"
    return settings.SEARCH_INDEX_DIR


@pytest.fixture
def optcg(db) -> Game:
    return Game.objects.get(pk="optcg")


@pytest.fixture
def stored_120(optcg, parsed_120) -> RulesVersion:
    """1.2.0 stored beside the bundled 1.2.1, as `import_rules` stores it (rule HTML left for
    the tests that render it)."""
    return store_version(optcg, "1.2.0", copy.deepcopy(parsed_120),
                         source="optcg-comprehensive-rules-1.2.0.pdf (official)",
                         kind=RulesVersion.KIND_OFFICIAL)


@pytest.fixture
def published_120(stored_120) -> RulesVersion:
    """1.2.0 with its rule HTML rendered (links carry ?version=1.2.0: it is not current)."""
    publish.publish_version(stored_120)
    stored_120.refresh_from_db()
    return stored_120
