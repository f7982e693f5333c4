"""Shared fixtures: one test database per run, loaded with the bundled rules and glossaries."""
from __future__ import annotations

import contextlib
import io
from pathlib import Path

import pytest
from django.conf import settings
from django.core.cache import cache
from django.core.exceptions import SynchronousOnlyOperation
from django.core.management import call_command


@pytest.fixture(scope="session", autouse=True)
def _static_root():
    """WhiteNoise warns "No directory at: staticfiles/" when `collectstatic` has not run (the
    test command runs it; a bare pytest may not): an empty folder is all it needs, since the
    tests serve static files from the apps' folders."""
    Path(settings.STATIC_ROOT).mkdir(parents=True, exist_ok=True)


@pytest.fixture(scope="session")
def django_db_setup(django_db_setup, django_db_blocker, tmp_path_factory):
    """The test database holds what `bootstrap` loads, with the index in a temporary folder."""
    settings.SEARCH_INDEX_DIR = tmp_path_factory.mktemp("index")
    # Tests change the database inside transactions the index never sees: no process-wide
    # watcher rebuilds it behind their backs (tests/rulesite/test_search_rebuild.py turns it on)
    settings.SEARCH_WATCH_SECONDS = 0
    with django_db_blocker.unblock():
        call_command("bootstrap", stdout=io.StringIO())
    yield


@pytest.fixture(autouse=True)
def _fresh_cache():
    """Each test starts with an empty cache: cached pages and rate-limit counts of one test
    (whose data is rolled back) must not leak into the next. The engine's tests may run
    without Django (`-p no:django`): no cache then."""
    if settings.configured:
        # a test without the database: the database cache is not there to clear; a browser
        # test (Playwright's loop running: Django refuses the database) sees only its server
        with contextlib.suppress(RuntimeError, SynchronousOnlyOperation):
            cache.clear()
        from rules import pagecache

        pagecache.forget_all()  # each process's own copies of pages and content stamps
    yield


@pytest.fixture(autouse=True)
def _site_language():
    """Each test starts in the site's default language: a request in German leaves its
    language active in the thread (LocaleMiddleware), and the judge's texts follow the active
    language when a test calls the services directly."""
    if settings.configured:
        from django.utils import translation

        translation.activate(settings.LANGUAGE_CODE)
    yield
