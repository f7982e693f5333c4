"""The search index: what goes in, building it atomically, knowing it is current, one shared
searcher, and pages that keep working when the index is missing or damaged."""
from __future__ import annotations

import io
import json
import threading
from pathlib import Path

import pytest
from django.core.management import call_command
from django.utils import timezone
from whoosh import index as whoosh_index

from glossary.models import Term
from rules import queries
from rules.models import Game
from rulesite import search
from rulesite.search import store
from rulesite.search.analysis import build_schema

pytestmark = pytest.mark.django_db


@pytest.fixture
def own_index(settings, tmp_path) -> Path:
    """A search index folder of this test's own, so the session's index stays as it is."""
    settings.SEARCH_INDEX_DIR = tmp_path / "index"
    return tmp_path / "index"


def few_documents() -> list[dict]:
    """A small index that can answer "blocker": quick to build, for the swapping tests."""
    wanted = {"blocker", "trash", "10-1-4", "10-1-4-1", "7-1-2", "7-1-2-1", "3-5", "3-5-1"}
    return [d for d in search.documents("optcg") if d["key"] in wanted]


def folders(root: Path) -> list[str]:
    return sorted(p.name for p in root.iterdir() if p.is_dir())


# ---- what goes in ------------------------------------------------------------------------

def test_it_indexes_every_current_rule_and_every_term():
    documents = search.documents()
    for game in Game.objects.all():
        version = queries.current_version(game)
        rules = {d["key"] for d in documents if d["game"] == game.id and d["kind"] == "rule"}
        terms = {d["key"] for d in documents if d["game"] == game.id and d["kind"] == "term"}
        assert rules == set(version.rules.values_list("number", flat=True))
        assert terms == set(Term.objects.filter(game=game).values_list("slug", flat=True))


def test_it_indexes_each_term_in_every_language_with_its_aliases():
    blocker = next(d for d in search.documents("optcg") if d["key"] == "blocker")
    assert "Bloqueador" in blocker["name_es"]
    assert "Bloqueur" in blocker["name_fr"]
    assert blocker["term_names"]["fr"] == "[Bloqueur]"
    assert set(blocker["rules"]) == set(Term.objects.get(game_id="optcg", slug="blocker").rules)
    assert all(d["game"] == "optcg" for d in search.documents("optcg"))


def test_it_builds_an_index_of_given_documents_in_a_given_folder(own_index, tmp_path):
    documents = search.documents("optcg")
    copies = [{**d, "doc_id": f"{d['doc_id']}#{n}"} for n in range(3) for d in documents]
    assert search.build_index(tmp_path / "bench", copies) == len(copies)
    ix = whoosh_index.open_dir(str(tmp_path / "bench"))
    try:
        assert ix.doc_count() == 3 * len(documents)
    finally:
        ix.close()
    assert not own_index.exists()  # the site's index was not touched


# ---- building and swapping ---------------------------------------------------------------

def test_it_says_the_index_is_current_until_the_rules_change(own_index):
    assert not search.index_is_current()
    search.build_index()
    assert search.index_is_current()
    version = queries.current_version(Game.objects.get(pk="optcg"))
    version.published_at = timezone.now()
    version.save(update_fields=["published_at"])
    assert not search.index_is_current()


def test_it_was_built_by_bootstrap_and_is_current():
    assert search.index_is_current()
    assert search.search("optcg", "blocker").hits


def test_it_swaps_a_new_index_in_and_keeps_only_the_previous_one(own_index):
    search.build_index(documents=few_documents())
    first = store.read_pointer(own_index)["folder"]
    search.build_index(documents=few_documents())
    second = store.read_pointer(own_index)["folder"]
    assert folders(own_index) == sorted([first, second])
    search.build_index(documents=few_documents())
    third = store.read_pointer(own_index)["folder"]
    assert folders(own_index) == sorted([second, third])
    pointer = json.loads((own_index / store.POINTER).read_text())
    assert pointer["documents"] == len(few_documents())


def test_it_answers_from_the_old_index_while_a_new_one_is_built(own_index):
    search.build_index(documents=few_documents())
    old = store.read_pointer(own_index)["folder"]
    seen: list[tuple[str, list[str]]] = []

    def documents():
        for number, document in enumerate(few_documents()):
            if number == 3:  # half way through the build
                hits = search.search("optcg", "Bloqueador").hits
                seen.append((store.read_pointer(own_index)["folder"], [h.id for h in hits]))
            yield document

    search.build_index(documents=documents())
    assert seen[0][0] == old
    assert seen[0][1][0] == "blocker"
    assert store.read_pointer(own_index)["folder"] != old


# ---- one searcher, reopened only when the index changes ---------------------------------

def test_it_shares_one_searcher_between_requests_and_reopens_it_after_a_rebuild(client):
    client.get("/optcg/search/", {"q": "blocker"})
    searcher, opened = store.holder.searcher, store.holder.opened
    for query in ["Ablagestapel", "7-1-4", "tie goes to the attacker"]:
        assert client.get("/api/v1/optcg/search/", {"q": query}).status_code == 200
    assert store.holder.searcher is searcher
    assert store.holder.opened == opened
    search.build_index()
    answer = client.get("/api/v1/optcg/search/", {"q": "blocker"}).json()
    assert answer["results"][0]["id"] == "blocker"
    assert store.holder.searcher is not searcher
    assert store.holder.opened == opened + 1


def test_it_picks_up_an_index_another_process_swapped_in(own_index, monkeypatch):
    search.build_index(documents=few_documents())
    # Another process's build: a new folder, then CURRENT.json replaced in one step. This
    # process is not told; it reads CURRENT.json again once RECHECK_SECONDS have passed.
    store.write_index(own_index / "index-other", few_documents())
    monkeypatch.setattr(store, "RECHECK_SECONDS", 60.0)
    search.search("optcg", "blocker")
    searcher = store.holder.searcher
    (own_index / store.POINTER).write_text(json.dumps({"folder": "index-other", "stamp": ""}))
    search.search("optcg", "blocker")
    assert store.holder.searcher is searcher  # looked less than RECHECK_SECONDS ago
    monkeypatch.setattr(store, "RECHECK_SECONDS", 0.0)
    assert search.search("optcg", "blocker").hits[0].id == "blocker"
    assert store.holder.searcher is not searcher
    assert store.holder.folder == "index-other"


def test_it_serves_searches_from_several_threads_during_a_rebuild(own_index):
    search.build_index(documents=few_documents())
    answers: list[list[str]] = []
    failures: list[BaseException] = []

    def ask() -> None:
        try:
            for query in ["Bloqueador", "blocker", "Ablagestapel"] * 4:
                results = search.search("optcg", query)
                answers.append([hit.id for hit in results.hits[:1]])
        except BaseException as error:  # a thread's error must reach the test
            failures.append(error)

    threads = [threading.Thread(target=ask) for _ in range(4)]
    for thread in threads:
        thread.start()
    search.build_index(documents=few_documents())
    for thread in threads:
        thread.join(timeout=120)
    assert failures == []
    assert len(answers) == 48
    assert {answer[0] for answer in answers} == {"blocker", "trash"}


# ---- a missing or damaged index never breaks a page --------------------------------------

def test_it_builds_a_missing_index_on_first_use(own_index, client):
    assert not own_index.exists()
    first = client.get("/api/v1/optcg/search/", {"q": "Bloqueador"}).json()
    assert "being rebuilt" in first["notice"]  # built in the background, not in the request
    store.holder.wait_for_rebuild()
    answer = client.get("/api/v1/optcg/search/", {"q": "Bloqueador"}).json()
    assert answer["results"][0]["id"] == "blocker"
    assert store.read_pointer(own_index) is not None


def test_it_rebuilds_a_damaged_index_on_first_use(own_index, client):
    search.build_index(documents=few_documents())
    damaged = store.read_pointer(own_index)["folder"]
    for path in (own_index / damaged).iterdir():
        path.write_bytes(b"\0" * max(path.stat().st_size, 16))
    store.holder.expire()
    assert client.get("/optcg/search/", {"q": "Konter"}).status_code == 200
    store.holder.wait_for_rebuild()
    response = client.get("/optcg/search/", {"q": "Konter"})
    assert response.status_code == 200
    assert 'class="result result-term"' in response.content.decode()
    assert store.read_pointer(own_index)["folder"] != damaged


@pytest.mark.parametrize("keep", [0, 0.5, -64])
def test_it_rebuilds_an_index_whose_segment_file_was_cut_short(own_index, client, keep):
    """A segment file cut short before a process opens it (the case of an index cut short
    while open is in test_faults.py): every search answers, the index is rebuilt."""
    search.build_index(documents=few_documents())
    damaged = store.read_pointer(own_index)["folder"]
    for segment in (own_index / damaged).glob("*.seg"):
        size = segment.stat().st_size
        with open(segment, "r+b") as handle:
            handle.truncate(int(size * keep) if keep >= 0 else size + int(keep))
    store.holder.expire()
    for words in ("blocker", "trash", "counter"):
        answer = client.get("/api/v1/optcg/search/", {"q": words})
        assert answer.status_code == 200 and answer.json()["results"], words
    store.holder.wait_for_rebuild()
    assert store.read_pointer(own_index)["folder"] != damaged
    assert search.index_is_current()


def test_it_rebuilds_an_index_written_by_an_older_version_on_first_use(own_index, client):
    # An older version's index: the same documents, without the word pairs phrases need.
    schema = build_schema()
    schema.remove("pairs")
    (own_index / "index-older").mkdir(parents=True)
    older = whoosh_index.create_in(str(own_index / "index-older"), schema)
    writer = older.writer()
    for document in few_documents():
        writer.add_document(**{k: v for k, v in document.items()
                               if k in schema.names() and v not in (None, "")})
    writer.commit()
    older.close()
    (own_index / store.POINTER).write_text(json.dumps({"folder": "index-older", "stamp": ""}))
    store.holder.expire()
    assert client.get("/api/v1/optcg/search/", {"q": "damage step"}).status_code == 200
    store.holder.wait_for_rebuild()
    answer = client.get("/api/v1/optcg/search/", {"q": "damage step"}).json()
    assert answer["results"][0]["id"] == "damage-step"
    assert store.read_pointer(own_index)["folder"] != "index-older"
    assert "pairs" in store.holder.searcher.schema


def test_it_says_search_is_being_rebuilt_when_no_index_can_be_made(settings, tmp_path, client):
    blocker = tmp_path / "a-file"
    blocker.write_text("not a folder")
    settings.SEARCH_INDEX_DIR = blocker / "index"  # cannot be created
    results = search.search("optcg", "blocker")
    # the slower search through the database answers meanwhile
    assert results.unavailable and results.hits[0].id == "blocker"
    response = client.get("/optcg/search/", {"q": "blocker"})
    assert response.status_code == 200
    assert "Search is being rebuilt" in response.content.decode()
    answer = client.get("/api/v1/optcg/search/", {"q": "blocker"}).json()
    assert answer["results"][0]["id"] == "blocker" and "rebuilt" in answer["notice"]
    store.holder.wait_for_rebuild()


# ---- the command -------------------------------------------------------------------------

def test_it_rebuilds_the_index_from_the_command_line(own_index):
    out = io.StringIO()
    call_command("build_index", stdout=out)
    assert f"{len(search.documents())} documents" in out.getvalue()
    assert search.index_is_current()
    out = io.StringIO()
    call_command("build_index", "--if-stale", stdout=out)
    assert "current, nothing to do" in out.getvalue()
