"""Faults: an import that fails half-way, a search index that is missing or damaged, and a
database that goes away. The site keeps serving what it can and says plainly what it cannot;
it never shows a traceback."""
from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from django.core.management import call_command
from django.core.management.base import CommandError
from django.db import connection
from django.test.utils import CaptureQueriesContext
from rules_support import visible_text

from rules.models import Rule, RulesVersion
from rulesite import search
from rulesite.search import store

ROOT = Path(__file__).resolve().parents[2]
pytestmark = pytest.mark.django_db

REPLACEMENT = """# 1. Game Overview

## 1-1. Number of Players

### 1-1-1.
In this replacement the game is for three players (see 1-1).
"""


# ---- a failed rules import ---------------------------------------------------------------

def test_it_keeps_serving_the_previous_version_when_an_import_fails_while_writing(
        client, tmp_path, settings):
    """The database refuses a write half-way through (a trigger stands in for a full disk):
    the import rolls back whole, and the version in force is served as before."""
    settings.SEARCH_INDEX_DIR = tmp_path / "index"
    bundled = RulesVersion.objects.get(game_id="optcg", version="1.2.1")
    rules_before = bundled.rules.count()
    with connection.cursor() as cursor:
        cursor.execute("CREATE TRIGGER refuse_references BEFORE INSERT ON rules_reference "
                       "BEGIN SELECT RAISE(ABORT, 'database or disk is full'); END")
    replacement = tmp_path / "replacement.md"
    replacement.write_text(REPLACEMENT, encoding="utf-8")
    with pytest.raises(Exception, match="disk is full"):
        call_command("import_rules", "optcg", str(replacement), "--version", "1.2.1")
    bundled.refresh_from_db()
    assert bundled.rules.count() == rules_before
    assert not Rule.objects.filter(text__contains="three players").exists()
    page = client.get("/optcg/rules/7-1-3-1-3/")
    assert page.status_code == 200
    assert "Damage Step" in visible_text(page)
    assert "three players" not in client.get("/optcg/rules/1-1-1/").content.decode()


def test_it_keeps_serving_when_an_import_names_a_file_that_is_not_there(client, tmp_path):
    with pytest.raises(CommandError, match="no such file"):
        call_command("import_rules", "optcg", str(tmp_path / "gone.md"), "--version", "9.9")
    assert not RulesVersion.objects.filter(version="9.9").exists()
    assert client.get("/optcg/rules/").status_code == 200


# ---- a missing or damaged search index ---------------------------------------------------

@pytest.mark.parametrize("path", ["/", "/optcg/", "/optcg/rules/", "/optcg/rules/7-1-4/",
                                  "/optcg/glossary/", "/optcg/glossary/blocker/",
                                  "/optcg/judge/", "/api/v1/optcg/rules/7-1-4/"])
def test_it_serves_every_page_while_no_index_can_be_made(client, settings, tmp_path, path):
    blocker = tmp_path / "a-file"
    blocker.write_text("not a folder")
    settings.SEARCH_INDEX_DIR = blocker / "index"  # can neither be read nor built
    store.holder.expire()
    assert client.get(path).status_code == 200
    searched = client.get("/optcg/search/", {"q": "blocker"})
    assert searched.status_code == 200
    assert "Search is being rebuilt" in searched.content.decode()


def test_it_rebuilds_an_index_whose_pointer_is_garbage(client, settings, tmp_path):
    settings.SEARCH_INDEX_DIR = tmp_path / "index"
    search.build_index()
    (tmp_path / "index" / store.POINTER).write_bytes(b"\x00{not json")
    store.holder.expire()
    # answered at once by the database while the index is rebuilt in the background
    answer = client.get("/api/v1/optcg/search/", {"q": "blocker"}).json()
    assert answer["results"][0]["id"] == "blocker"
    assert "being rebuilt" in answer["notice"]
    store.holder.wait_for_rebuild()
    assert store.read_pointer(tmp_path / "index") is not None
    again = client.get("/api/v1/optcg/search/", {"q": "blocker"}).json()
    assert again["results"][0]["id"] == "blocker" and "notice" not in again


def test_it_rebuilds_an_index_whose_folder_was_deleted(client, settings, tmp_path):
    settings.SEARCH_INDEX_DIR = tmp_path / "index"
    search.build_index()
    folder = store.read_pointer(tmp_path / "index")["folder"]
    for path in (tmp_path / "index" / folder).iterdir():
        path.unlink()
    (tmp_path / "index" / folder).rmdir()
    store.holder.expire()
    assert client.get("/optcg/search/", {"q": "Konter"}).status_code == 200
    store.holder.wait_for_rebuild()
    page = client.get("/optcg/search/", {"q": "Konter"})
    assert page.status_code == 200
    assert 'class="result result-term"' in page.content.decode()


def test_it_answers_while_the_table_of_contents_is_empty_and_rebuilds_it(client, settings,
                                                                         tmp_path):
    settings.SEARCH_INDEX_DIR = tmp_path / "index"
    search.build_index()
    folder = tmp_path / "index" / store.read_pointer(tmp_path / "index")["folder"]
    for toc in folder.glob("*.toc"):
        toc.write_bytes(b"")
    store.holder.expire()
    rebuilds = store.holder.rebuilds
    answer = client.get("/api/v1/optcg/search/", {"q": "blocker"})
    assert answer.status_code == 200 and answer.json()["results"]
    assert store.holder.rebuilds == rebuilds + 1  # in the background, never in the request
    store.holder.wait_for_rebuild()
    assert search.index_is_current()


def test_it_never_rebuilds_the_index_inside_a_request(client, settings, tmp_path):
    settings.SEARCH_INDEX_DIR = tmp_path / "index"  # no index at all yet
    store.holder.expire()
    with CaptureQueriesContext(connection) as captured:
        answer = client.get("/api/v1/optcg/search/", {"q": "trash"}).json()
    assert "being rebuilt" in answer["notice"] and answer["results"]
    # the request read a few rows for its answer, not the whole database for an index
    assert len(captured) < 20
    store.holder.wait_for_rebuild()
    assert search.index_is_current()


def test_it_keeps_the_index_when_the_search_code_fails(client, settings, tmp_path):
    settings.SEARCH_INDEX_DIR = tmp_path / "index"
    search.build_index()
    store.holder.expire()
    assert client.get("/api/v1/optcg/search/", {"q": "trash"}).json()["results"]
    opened, rebuilds = store.holder.opened, store.holder.rebuilds
    with store.holder.use() as index:
        scored = index.tables.scored
        index.tables.scored = {}  # a fault of ours in memory: every field lookup fails
    try:
        answer = client.get("/api/v1/optcg/search/", {"q": "rush"}).json()
    finally:
        with store.holder.use() as index:
            index.tables.scored = scored
    assert answer["results"]  # the slower search answered this query
    assert store.holder.damaged is None and store.holder.rebuilds == rebuilds
    assert store.holder.opened == opened  # the same index is still open and used
    assert "notice" not in client.get("/api/v1/optcg/search/", {"q": "trash"}).json()


# A segment file cut short while a process has the index open (a full disk, an operator's
# copy): with the file memory-mapped, the first read past its new end kills the process with
# SIGBUS. In a process of its own, so that a death cannot take the test run with it.
TRUNCATE_WHILE_OPEN = """
import json, sys, time, django
django.setup()
from rulesite import search
from rulesite.search import store
first = search.search("optcg", "blocker")  # opens the index
folder = store.index_root() / store.read_pointer(store.index_root())["folder"]
for segment in folder.glob("*.seg"):
    with open(segment, "r+b") as handle:
        handle.truncate(segment.stat().st_size // int(sys.argv[1]))
store.holder.forget_results()
answers = {}
for words in ("rush", "trash", "counter", "leader life", "7-1-4", "blocker"):
    found = search.search("optcg", words)
    answers[words] = [len(found.hits), found.unavailable]
store.holder.wait_for_rebuild()
time.sleep(2.1)  # past the pointer recheck: the rebuilt index is opened
last = search.search("optcg", "blocker")
print(json.dumps({"first": first.hits[0].id, "answers": answers,
                  "rebuilds": store.holder.rebuilds, "last": [last.hits[0].id, last.unavailable],
                  "current": search.index_is_current()}))
"""


@pytest.fixture(scope="module")
def own_site(tmp_path_factory) -> dict[str, str]:
    """The environment of a bootstrapped site of the module's own: a SQLite file, an index."""
    folder = tmp_path_factory.mktemp("own-site")
    environment = {**os.environ, "DATABASE_URL": f"sqlite:///{folder / 'db.sqlite3'}",
                   "SEARCH_INDEX_DIR": str(folder / "index"), "LOG_LEVEL": "CRITICAL",
                   "DJANGO_SETTINGS_MODULE": "rulesite.settings"}
    for name in ("DEBUG", "CACHE_URL", "CACHE_DIR"):
        environment.pop(name, None)
    subprocess.run([sys.executable, "manage.py", "bootstrap"], cwd=ROOT, env=environment,
                   check=True, capture_output=True, timeout=600)
    return environment


def test_it_answers_every_search_when_a_segment_file_is_cut_short_while_open(own_site):
    done = subprocess.run([sys.executable, "-c", TRUNCATE_WHILE_OPEN, "2"], cwd=ROOT,
                          env=own_site, capture_output=True, text=True, timeout=600)
    assert done.returncode == 0, (done.returncode, done.stderr[-2000:])  # -7: SIGBUS
    seen = json.loads(done.stdout.strip().splitlines()[-1])
    assert seen["first"] == "blocker"
    # each search answered, from the database while the index was rebuilt
    assert all(hits > 0 for hits, _ in seen["answers"].values()), seen["answers"]
    assert seen["rebuilds"] == 1
    assert seen["last"] == ["blocker", False] and seen["current"]


# ---- a database that goes away -----------------------------------------------------------

# Requests through the whole Django stack, in a process of their own whose DATABASE_URL
# points at a database that is not there (or is no database): nothing of ours is mocked.
PROBE = """
import json, django
django.setup()
from django.test import Client
client = Client(HTTP_HOST="localhost", raise_request_exception=False)
answers = {}
for path in ("/optcg/rules/7-1-4/", "/optcg/glossary/", "/api/v1/optcg/rules/7-1-4/",
             "/api/v1/optcg/search/?q=blocker"):
    response = client.get(path)
    answers[path] = [response.status_code, response["Content-Type"],
                     response.get("Retry-After"), response.content.decode()]
print(json.dumps(answers))
"""


def requests_without_database(database_url: str) -> dict[str, list]:
    environment = {**os.environ, "DATABASE_URL": database_url,
                   "DJANGO_SETTINGS_MODULE": "rulesite.settings", "LOG_LEVEL": "CRITICAL"}
    environment.pop("DEBUG", None)
    done = subprocess.run([sys.executable, "-c", PROBE], cwd=ROOT, env=environment,
                          capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr[-2000:]
    return json.loads(done.stdout.strip().splitlines()[-1])


@pytest.mark.parametrize("kind", ["missing folder", "deleted file", "not a database"])
def test_it_answers_503_when_the_database_is_gone(tmp_path, kind):
    path = tmp_path / "db.sqlite3"
    if kind == "missing folder":
        path = tmp_path / "gone" / "db.sqlite3"
    elif kind == "not a database":
        path.write_bytes(b"this file was a database once" * 200)
    answers = requests_without_database(f"sqlite:///{path}")
    for url, (status, content_type, retry_after, body) in answers.items():
        assert status == 503, (url, body[:300])
        assert retry_after == "30"
        assert "Traceback" not in body
        if url.startswith("/api/"):
            assert content_type == "application/json"
            assert "not reachable right now" in json.loads(body)["detail"]
        else:
            assert content_type.startswith("text/html")
            assert "Temporarily unavailable" in body and "try again" in body


@pytest.mark.parametrize("command", [["card_coverage", "optcg"],
                                     ["import_rulings", "optcg", "x.csv"]])
def test_a_command_on_a_database_never_migrated_says_to_migrate(tmp_path, command):
    environment = {**os.environ, "DATABASE_URL": f"sqlite:///{tmp_path / 'db.sqlite3'}",
                   "DJANGO_SETTINGS_MODULE": "rulesite.settings"}
    done = subprocess.run([sys.executable, "manage.py", *command], cwd=ROOT, env=environment,
                          capture_output=True, text=True, timeout=120)
    assert done.returncode == 1
    assert "Traceback" not in done.stderr
    assert "run `python manage.py migrate`" in done.stderr
