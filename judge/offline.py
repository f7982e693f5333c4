"""The judge without a network: what the browser needs to run the engine in the page.

The engine (judge/engine/, pure Python), the page's glue (judge/page_judge.py), the line
finder (judge/linemap.py) and PyYAML's pure-Python modules (the version the server runs) go
into one zip, built once per process from the files themselves. Its address carries a digest
of its contents, so a page always asks for the engine the server judges with, and a browser
that keeps an older one never uses it with a newer page. Pyodide itself comes from the npm
registry (judge/vendor.py).
"""
from __future__ import annotations

import functools
import hashlib
import io
import zipfile
from dataclasses import dataclass
from pathlib import Path

import yaml
from django.conf import settings
from django.http import Http404, HttpRequest, HttpResponse
from django.templatetags.static import static
from django.urls import reverse

from judge import offline_cards, vendor

JUDGE_DIR = Path(__file__).resolve().parent
YAML_DIR = Path(yaml.__file__).resolve().parent
# a fixed date for every member, so the same files always make the same zip (and digest)
STAMP = (2020, 1, 1, 0, 0, 0)


@dataclass(frozen=True)
class Bundle:
    data: bytes
    digest: str


def _members() -> list[tuple[str, Path | None]]:
    """(name in the zip, file) pairs; None for an empty package marker."""
    found: list[tuple[str, Path | None]] = [("judge/__init__.py", None)]
    found += [(f"judge/{path.relative_to(JUDGE_DIR).as_posix()}", path)
              for path in sorted((JUDGE_DIR / "engine").rglob("*.py"))]
    found += [("judge/linemap.py", JUDGE_DIR / "linemap.py"),
              ("judge/page_judge.py", JUDGE_DIR / "page_judge.py")]
    # PyYAML without its C extension: the Pyodide build of the runtime has no libyaml
    found += [(f"yaml/{path.name}", path) for path in sorted(YAML_DIR.glob("*.py"))]
    return found


@functools.cache
def bundle() -> Bundle:
    out = io.BytesIO()
    with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as archive:
        for name, path in _members():
            info = zipfile.ZipInfo(name, STAMP)
            info.compress_type = zipfile.ZIP_DEFLATED
            archive.writestr(info, path.read_bytes() if path else b"")
    data = out.getvalue()
    return Bundle(data, hashlib.sha256(data).hexdigest()[:16])


def engine_bundle(request: HttpRequest, digest: str) -> HttpResponse:
    """/offline/judge-engine-DIGEST.zip: the engine of this server; any other digest is gone."""
    found = bundle()
    if digest != found.digest:
        raise Http404("This version of the judge engine is no longer served.")
    response = HttpResponse(found.data, content_type="application/zip")
    response["Cache-Control"] = "public, max-age=31536000, immutable"
    return response


def runtime_files() -> list[str]:
    """The addresses of the Pyodide runtime. Plain names, not hashed ones: Pyodide asks for
    its files by name next to pyodide.mjs (the folder's name carries the version)."""
    folder = vendor.folder("pyodide")
    return [f"{settings.STATIC_URL}{folder}/{name}" for name in vendor.FILES["pyodide"]] \
        if folder else []


def page_config(game_id: str, rule_url: str, pages: list[str]) -> dict[str, object] | None:
    """What the judge page's script needs to judge offline, or None when the runtime is not
    installed (npm has not run): the page then judges on the server only. `rule_url` has
    `{number}` where a rule number goes; `pages` are the judge's pages to keep offline (the
    page and its worked examples)."""
    folder = vendor.folder("pyodide")
    if folder is None:
        return None
    engine = bundle()
    address = reverse("judge-engine", args=[engine.digest])
    libraries = [f"{settings.STATIC_URL}{vendor.folder('yaml')}/{name}"
                 for name in vendor.files("yaml")] if vendor.folder("yaml") else []
    worker = static("judge/offline-worker.js")
    # the game's imported cards, for `card: NUMBER` (judge/offline_cards.py); none imported,
    # nothing more is kept
    cards = offline_cards.cards_file(game_id)
    cards_address = reverse("judge-cards", args=[game_id, cards.digest]) if cards else None
    return {
        "game": game_id,
        "worker": worker,
        "runtime": f"{settings.STATIC_URL}{folder}/pyodide.mjs",
        "index": f"{settings.STATIC_URL}{folder}/",
        "engine": address,
        "cards": cards_address,
        # what the page keeps: a new engine or a new import is fetched again
        "digest": f"{engine.digest}-{cards.digest}" if cards else engine.digest,
        "files": [*runtime_files(), address, *([cards_address] if cards_address else []),
                  worker, *libraries],
        "pages": pages,
        "rule_url": rule_url,
        "bytes": vendor.size("pyodide") + len(engine.data) + (len(cards.data) if cards else 0),
    }
