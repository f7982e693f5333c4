"""The index on disk: building it atomically, knowing whether it is current, and one shared
open index per process (the Whoosh searcher, with what ranking needs read into memory once).

Layout of `settings.SEARCH_INDEX_DIR`: one folder per build (`index-<time>-<random>`) and
`CURRENT.json`, which names the folder in use and the database stamp it was built from.
A build writes a new folder, then replaces `CURRENT.json` in one rename, so a reader sees the
old index or the new one, never half of one.
"""
from __future__ import annotations

import contextlib
import hashlib
import json
import logging
import os
import pickle
import shutil
import struct
import threading
import time
import uuid
import zlib
from collections import Counter, OrderedDict
from collections.abc import Iterable, Iterator
from pathlib import Path

from django.conf import settings
from whoosh import index as whoosh_index
from whoosh.filedb.filestore import FileStorage
from whoosh.searching import Searcher

from rules import queries
from rules.models import BundledData, Game, Rule
from rulesite.search.analysis import SCHEMA_VERSION, build_schema, vocabulary_words
from rulesite.search.hits import entry_terms
from rulesite.search.opened import VOCABULARY, OpenIndex
from rulings.models import Document as QADocument

try:  # POSIX: one build at a time per index folder
    import fcntl
except ImportError:  # pragma: no cover - Windows builds simply do not lock
    fcntl = None  # type: ignore[assignment]  # (a module or None: checked before each use)

logger = logging.getLogger(__name__)

POINTER = "CURRENT.json"
PREFIX = "index-"
# How often a process looks whether another process swapped the index (one small file read).
RECHECK_SECONDS = 2.0
# How many searches' results a process keeps (the least recently used go first).
RESULTS_KEPT = 2000
# After a failed rebuild, this long passes before the next try.
RETRY_SECONDS = 60.0
# What a damaged or unreadable index raises when it is opened or read (its files are pickles,
# structs and zlib streams; its schema names our analyzer classes).
INDEX_ERRORS = (OSError, EOFError, ValueError, KeyError, IndexError, AttributeError,
                ImportError, pickle.PickleError, struct.error, zlib.error,
                whoosh_index.IndexError)


def index_root() -> Path:
    return Path(settings.SEARCH_INDEX_DIR)


def database_stamp() -> str:
    """What the index was built from: each game's current version and when it was published,
    the glossary files' checksums, the glossary's size, the official Q&A documents as
    imported, and the schema version."""
    parts = [f"schema {SCHEMA_VERSION}"]
    for game in Game.objects.order_by("id"):
        version = queries.current_version(game)
        published = version.published_at.isoformat() if version and version.published_at else ""
        parts.append(f"{game.id} {version.pk if version else ''} {published} "
                     f"{game.terms.count()}")
    for name, checksum in BundledData.objects.filter(name__startswith="glossary/").order_by(
            "name").values_list("name", "checksum"):
        parts.append(f"{name} {checksum}")
    # the official Q&A: an import replaces a document's entries and touches its time
    for stem, imported in QADocument.objects.order_by("game_id", "stem").values_list(
            "stem", "imported_at"):
        parts.append(f"qa {stem} {imported.isoformat()}")
    return hashlib.sha256("\n".join(parts).encode()).hexdigest()


def read_pointer(root: Path) -> dict | None:
    try:
        pointer = json.loads((root / POINTER).read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return None
    return pointer if isinstance(pointer, dict) and isinstance(pointer.get("folder"), str) \
        else None


def index_is_current() -> bool:
    """True when the index exists, can be opened, and was built from what the database holds."""
    root = index_root()
    pointer = read_pointer(root)
    if pointer is None or not can_open(root / pointer["folder"]):
        return False
    return pointer.get("stamp") == database_stamp()


def open_index(folder: Path) -> whoosh_index.Index:
    """The index in `folder`, read through ordinary file reads, never memory maps: a segment
    file cut short under an open map kills the process with SIGBUS at the first read past the
    new end, where a read answers short and raises (INDEX_ERRORS), so the search falls back
    and the index is rebuilt. Ranking reads its postings into memory once (tables.py), so
    searches lose little by it (docs/performance.md)."""
    return FileStorage(str(folder), supports_mmap=False, readonly=True).open_index()


def can_open(folder: Path) -> bool:
    try:
        open_index(folder).searcher().close()
    except Exception:  # noqa: BLE001 - whatever a damaged index raises, it cannot be used
        return False
    return True


def write_index(folder: Path, documents: Iterable[dict]) -> int:
    """A fresh index of `documents` in `folder` (created if needed); returns the count.

    Beside it goes the spelling vocabulary (every word of every document's "spell" text with
    its document count), kept as a small file rather than a Whoosh field: a field costs a
    third of the build time and is only ever read whole.
    """
    folder.mkdir(parents=True, exist_ok=True)
    schema = build_schema()
    names = set(schema.names())
    ix = whoosh_index.create_in(str(folder), schema)
    writer = ix.writer(limitmb=256)
    # per game: a typo in one game's search is corrected to that game's words only
    vocabulary: dict[str, Counter[str]] = {}
    count = 0
    try:
        for document in documents:
            writer.add_document(**indexed_values(document, names))
            words = vocabulary_words(document.get("spell") or "")
            vocabulary.setdefault(str(document.get("game") or ""), Counter()).update(words)
            count += 1
    except BaseException:
        writer.cancel()
        raise
    writer.commit()
    ix.close()
    (folder / VOCABULARY).write_text(json.dumps({"games": vocabulary}, sort_keys=True),
                                     encoding="utf-8")
    return count


def indexed_values(document: dict, names: set[str]) -> dict:
    """What the index holds of a document: its fields, its text's word pairs (for phrases)
    and, for a glossary entry, the terms of its names and definitions (for the hits)."""
    values = {**document, "pairs": document.get("body")}
    if document.get("kind") == "term":
        values["shown_terms"] = {name: sorted(terms)
                                 for name, terms in entry_terms(document).items()}
    return {k: v for k, v in values.items() if k in names and v not in (None, "")}


def build_index(directory: str | Path | None = None, documents: list[dict] | None = None) -> int:
    """Write the index and return the number of documents in it.

    With `directory`, a plain index of `documents` (default: the database's) goes into that
    folder and nothing else changes (the benchmark's use). Without it, the site's index is
    rebuilt from the database and swapped in atomically.
    """
    if documents is None:
        from rulesite.search.documents import documents as database_documents
        stamp = database_stamp()  # taken first: a change during the build makes it stale
        documents = database_documents()
    else:
        stamp = "custom"
    if directory is not None:
        return write_index(Path(directory), documents)
    root = index_root()
    root.mkdir(parents=True, exist_ok=True)
    with _build_lock(root):
        folder = f"{PREFIX}{time.strftime('%Y%m%d%H%M%S')}-{uuid.uuid4().hex[:8]}"
        count = write_index(root / folder, documents)
        previous = read_pointer(root)
        temporary = root / f".{POINTER}.{uuid.uuid4().hex[:8]}"
        temporary.write_text(json.dumps({"folder": folder, "stamp": stamp, "documents": count}),
                             encoding="utf-8")
        os.replace(temporary, root / POINTER)
        keep = {folder, previous["folder"] if previous else ""}
        _remove_old_folders(root, keep)
    holder.expire()
    return count


@contextlib.contextmanager
def _build_lock(root: Path) -> Iterator[None]:
    if fcntl is None:  # pragma: no cover
        yield
        return
    with open(root / ".build.lock", "w") as handle:
        fcntl.flock(handle, fcntl.LOCK_EX)
        try:
            yield
        finally:
            fcntl.flock(handle, fcntl.LOCK_UN)


def _remove_old_folders(root: Path, keep: set[str]) -> None:
    """The previous folder stays: another process may read it until its next recheck."""
    for path in root.iterdir():
        if path.is_dir() and path.name.startswith(PREFIX) and path.name not in keep:
            shutil.rmtree(path, ignore_errors=True)


class SearcherHolder:
    """One open searcher per process, shared by every request.

    Whoosh does not promise that one searcher may be used by several threads at once, so the
    searcher is used under a lock. Searching is Python work that holds the GIL anyway, so the
    lock costs little; with gunicorn's sync workers it is never contended.

    No request ever builds an index. A missing or damaged one, or one older than what the
    database holds (another machine imported rules: each machine has its own index), is
    rebuilt by a thread of this process while requests go on: with the old index when there is
    one, else with the database search (fallback.py).
    """

    def __init__(self) -> None:
        self.lock = threading.RLock()
        self.index: OpenIndex | None = None
        # The results of recent searches of the open index: at a tournament the same words
        # are searched again and again, and an index never changes once it is open.
        self.results: OrderedDict[tuple, object] = OrderedDict()
        self.root: Path | None = None
        self.folder: str | None = None
        self.checked = 0.0
        self.watched = 0.0  # when the database's stamp was last compared with the index's
        self.failed_rebuild: dict[Path, float] = {}  # index folder -> when a rebuild failed
        self.damaged: tuple[Path, str] | None = None  # an index that failed while reading
        self.rebuilding: threading.Thread | None = None
        self.opened = 0  # how many times an index was opened: tests watch the reuse
        self.rebuilds = 0  # how many rebuilds this process started

    def expire(self) -> None:
        """Look at CURRENT.json on the next use (this process just rebuilt the index)."""
        with self.lock:
            self.checked = -RECHECK_SECONDS

    @property
    def searcher(self) -> Searcher | None:
        return self.index.searcher if self.index is not None else None

    @contextlib.contextmanager
    def use(self) -> Iterator[OpenIndex | None]:
        """The current index (None when there is no usable one), held for one search."""
        with self.lock:
            self._current()
            yield self.index

    def _current(self) -> None:
        root = index_root()
        now = time.monotonic()
        if self.index is not None and root == self.root \
                and now - self.checked < RECHECK_SECONDS:
            return
        self.checked = now
        pointer = read_pointer(root)
        if pointer is not None and self.index is not None and root == self.root \
                and pointer["folder"] == self.folder:
            self._watch(root, pointer, now)
            return
        if pointer is None or (root, pointer["folder"]) == self.damaged \
                or not self._open(root, pointer["folder"]):
            self._close()
            self.rebuild_in_background(root)

    def _watch(self, root: Path, pointer: dict, now: float) -> None:
        """Every SEARCH_WATCH_SECONDS, compare the open index's stamp with the database's."""
        every = float(getattr(settings, "SEARCH_WATCH_SECONDS", 0) or 0)
        if every <= 0 or now - self.watched < every or pointer.get("stamp") == "custom":
            return
        self.watched = now
        if pointer.get("stamp") != database_stamp():
            self.rebuild_in_background(root)

    def _open(self, root: Path, folder: str) -> bool:
        """Open the index and read what ranking needs into memory (tables.py): a second or
        so at a hundred times the rules, once per process and index."""
        searcher = None
        try:
            searcher = open_index(root / folder).searcher()
            index = OpenIndex.read(searcher, root / folder)
        except Exception as error:  # noqa: BLE001 - opening reads only the index's files:
            # whatever it raises (an empty table of contents raises TypeError) means damage
            logger.warning("search index %s cannot be opened: %s", root / folder, error)
            if searcher is not None:
                with contextlib.suppress(Exception):
                    searcher.close()
            return False
        self._close()
        self.index, self.root, self.folder = index, root, folder
        self.opened += 1
        return True

    def _close(self) -> None:
        # Safe to close at once: every use of the searcher happens under self.lock.
        if self.index is not None:
            with contextlib.suppress(*INDEX_ERRORS):
                self.index.searcher.close()
        self.index, self.root, self.folder = None, None, None
        self.results.clear()

    def rebuild_in_background(self, root: Path) -> bool:
        """Start rebuilding the index from the database in a thread of this process (one at a
        time, at most once a minute after a failure); True when one started."""
        with self.lock:
            failed = self.failed_rebuild.get(root)
            if (self.rebuilding is not None and self.rebuilding.is_alive()) or (
                    failed is not None and time.monotonic() - failed < RETRY_SECONDS):
                return False
            self.rebuilding = threading.Thread(target=self._rebuild, args=(root,),
                                               name="search-index-rebuild", daemon=True)
            self.rebuilds += 1
            self.rebuilding.start()
            return True

    def _rebuild(self, root: Path) -> None:
        from django.db import connections
        try:
            if not Rule.objects.exists():
                return
            build_index()
            with self.lock:
                self.failed_rebuild.pop(root, None)
                self.damaged = None
        except Exception as error:  # noqa: BLE001 - a thread has no one else to tell
            logger.error("search index could not be rebuilt in %s: %s", root, error)
            with self.lock:
                self.failed_rebuild[root] = time.monotonic()
        finally:
            connections.close_all()  # this thread's own connections

    def wait_for_rebuild(self, seconds: float = 120.0) -> None:
        """Until the rebuild under way (if any) is done: for commands and tests."""
        thread = self.rebuilding
        if thread is not None:
            thread.join(seconds)

    def recall(self, key: tuple) -> object | None:
        """The results of a search made before on the open index (call under the lock)."""
        found = self.results.get(key)
        if found is not None:
            self.results.move_to_end(key)
        return found

    def remember(self, key: tuple, results: object) -> object:
        """Keep `results` for the next same search, up to RESULTS_KEPT searches."""
        self.results[key] = results
        if len(self.results) > RESULTS_KEPT:
            self.results.popitem(last=False)
        return results

    def forget_results(self) -> None:
        """Drop the remembered results (the benchmark times searches without them)."""
        with self.lock:
            self.results.clear()

    def broken(self) -> None:
        """The index failed while reading its files: it is closed and rebuilt meanwhile."""
        with self.lock:
            root = self.root
            if self.root is not None and self.folder is not None:
                self.damaged = (self.root, self.folder)
            self._close()
            self.checked = -RECHECK_SECONDS
        if root is not None:
            self.rebuild_in_background(root)


holder = SearcherHolder()
