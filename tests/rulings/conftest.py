"""Fixtures of the official Q&A tests: the 38 real documents (read from ../shared, never copied
into the project), parsed once per run, and stored per test inside its transaction."""
from __future__ import annotations

import pytest
from rulings_support import QA_DIR, QA_FILES

from rules.models import Game
from rulings.importers import parse
from rulings.importers.records import ParsedDocument
from rulings.importing import store
from rulings.linking import linker_for


@pytest.fixture(scope="session")
def parsed_qa() -> dict[str, ParsedDocument]:
    """Every official Q&A document, parsed once per run (a dozen seconds)."""
    assert len(QA_FILES) == 38, f"expected the 38 official Q&A PDFs in {QA_DIR}"
    return {path.stem: parse(path) for path in QA_FILES}


@pytest.fixture
def optcg(db) -> Game:
    return Game.objects.get(pk="optcg")


@pytest.fixture
def imported_qa(optcg, parsed_qa) -> dict[str, ParsedDocument]:
    """All 38 documents stored, as `import_rulings` stores them (without the index)."""
    linker = linker_for(optcg)
    for parsed in parsed_qa.values():
        store(optcg, parsed, linker)
    return parsed_qa
