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
from rulings.models import Document


@pytest.fixture(scope="session")
def parsed_qa() -> dict[str, ParsedDocument]:
    """Every official Q&A document, parsed once per run (a dozen seconds)."""
    assert len(QA_FILES) == 38, f"expected the 38 official Q&A PDFs in {QA_DIR}"
    return {path.stem: parse(path) for path in QA_FILES}


@pytest.fixture
def optcg(db) -> Game:
    return Game.objects.get(pk="optcg")


@pytest.fixture(scope="module")
def _qa_in_db(django_db_setup, django_db_blocker, parsed_qa):
    """All 38 documents stored once per test module, as `import_rulings` stores them (without
    the index), and removed after the module's last test."""
    with django_db_blocker.unblock():
        game = Game.objects.get(pk="optcg")
        linker = linker_for(game)
        for parsed in parsed_qa.values():
            store(game, parsed, linker)
    yield
    with django_db_blocker.unblock():
        Document.objects.all().delete()


@pytest.fixture
def imported_qa(_qa_in_db, db, parsed_qa) -> dict[str, ParsedDocument]:
    return parsed_qa
