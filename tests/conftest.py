"""Shared fixtures: one test database per run, loaded with the bundled rules and glossaries."""
from __future__ import annotations

import io

import pytest
from django.conf import settings
from django.core.management import call_command


@pytest.fixture(scope="session")
def django_db_setup(django_db_setup, django_db_blocker, tmp_path_factory):
    """The test database holds what `bootstrap` loads, with the index in a temporary folder."""
    settings.SEARCH_INDEX_DIR = tmp_path_factory.mktemp("index")
    with django_db_blocker.unblock():
        call_command("bootstrap", stdout=io.StringIO())
    yield
