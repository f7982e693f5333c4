"""The index at the corpus' size and at a hundred times as many rules.

The copies are the real rules under new chapter numbers (copy k moves chapter n to 100*k+n,
so 7-1-4 becomes 107-1-4, 207-1-4, ...), with their text unchanged: every keyword then matches
a hundred times as many rules, the worst case for a search that has to rank them.
"""
from __future__ import annotations

import contextlib
import json
import tempfile
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path

from django.test import override_settings
from django.urls import reverse

from rules import numbers
from rulesite import search
from rulesite.search import store

FOLDER = "index-benchmark"


def renumbered(document: dict, copy: int) -> dict:
    """A rule document moved to chapter 100*copy + its chapter."""
    chapter, _, rest = document["number"].partition("-")
    number = "-".join(part for part in (str(100 * copy + int(chapter)), rest) if part)
    ancestors = numbers.ancestors(number)
    return {
        **document,
        "doc_id": f"{document['game']}:rule:{number}",
        "key": number,
        "number": number,
        "within": " ".join([*ancestors, number]),
        "sort_key": numbers.sort_key(number),
        "url": reverse("rules:rule", args=[document["game"], number]),
        "breadcrumb": ancestors,
    }


def replicated(documents: list[dict], factor: int) -> list[dict]:
    """`factor` times as many rules (the originals and factor-1 copies); terms once."""
    rules = [d for d in documents if d["kind"] == "rule"]
    copies = [renumbered(d, copy) for copy in range(1, factor) for d in rules]
    return [*documents, *copies]


@dataclass
class Build:
    documents: int
    seconds: float
    root: Path


def build(documents: list[dict], root: Path) -> Build:
    """Write a plain index into root/FOLDER and point root/CURRENT.json at it, as the site's
    own builds do, so the site's searcher can open it."""
    started = time.perf_counter()
    count = search.build_index(root / FOLDER, documents)
    seconds = time.perf_counter() - started
    (root / store.POINTER).write_text(json.dumps({"folder": FOLDER, "stamp": "benchmark"}),
                                      encoding="utf-8")
    return Build(count, seconds, root)


@contextlib.contextmanager
def searching_in(root: Path) -> Iterator[None]:
    """The site's `search()` reads the index in `root` for the duration."""
    with override_settings(SEARCH_INDEX_DIR=root):
        store.holder.expire()
        try:
            yield
        finally:
            store.holder.expire()
    store.holder.expire()


@contextlib.contextmanager
def scratch() -> Iterator[Path]:
    with tempfile.TemporaryDirectory(prefix="rulesite-benchmark-") as folder:
        yield Path(folder)


def measure(documents: list[dict], factor: int, calls: Callable[[], list[Callable]],
            rounds: int, sample: Callable) -> tuple[Build, list[float]]:
    """Build the index of `documents` times `factor` in a scratch folder, then time the calls
    against it."""
    with scratch() as root:
        built = build(replicated(documents, factor), root)
        with searching_in(root):
            samples = sample(calls(), rounds)
    return built, samples
