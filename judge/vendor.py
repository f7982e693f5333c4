"""The browser libraries the site serves as its own static files, from the npm registry.

`package.json` and `package-lock.json` pin them; `npm ci` (run by the README's commands)
puts them in node_modules/. This finder offers Django's static files (collectstatic, and
WhiteNoise straight from the finders) only the files the pages load, each under a folder
named with the package's version, e.g. `vendor/pyodide-314.0.8/pyodide.mjs`: a new version
gets new addresses, so no browser or service worker keeps using the old files.
"""
from __future__ import annotations

import fnmatch
import functools
import json
from collections.abc import Iterable, Iterator
from pathlib import Path
from typing import Any, Literal, overload

from django.conf import settings
from django.contrib.staticfiles.finders import BaseFinder
from django.core.files.storage import FileSystemStorage

NODE_MODULES = Path(settings.BASE_DIR) / "node_modules"

# What the pages load of each package (patterns relative to the package's folder).
# Pyodide: the runtime and the standard library; its other packages are not served (the
# engine needs only PyYAML, whose pure-Python modules judge/offline.py serves with the engine).
FILES: dict[str, tuple[str, ...]] = {
    "pyodide": ("pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm", "python_stdlib.zip",
                "pyodide-lock.json"),
    # the ES module build: browser/index.js and what it imports
    "yaml": ("browser/index.js", "browser/dist/*.js", "browser/dist/*/*.js",
             "browser/dist/*/*/*.js"),
}


@functools.lru_cache(maxsize=32)  # bounded: one per vendored package
def version(package: str) -> str | None:
    """The installed version of `package`, or None when npm has not installed it."""
    try:
        data = json.loads((NODE_MODULES / package / "package.json").read_text())
    except (OSError, ValueError):
        return None
    found = data.get("version")
    return found if isinstance(found, str) else None


def folder(package: str) -> str | None:
    """The static folder of `package` (`vendor/yaml-2.9.1`), or None when it is missing."""
    found = version(package)
    return f"vendor/{package}-{found}" if found else None


def path(package: str, name: str) -> str | None:
    """The static path of one file of `package`, for `{% static %}`."""
    where = folder(package)
    return f"{where}/{name}" if where else None


def files(package: str) -> tuple[str, ...]:
    """The files of `package` the site serves, relative to its static folder."""
    return _files(package) if version(package) else ()


@functools.lru_cache(maxsize=32)  # bounded: one per vendored package
def _files(package: str) -> tuple[str, ...]:
    root = NODE_MODULES / package
    return tuple(
        relative for relative in (c.relative_to(root).as_posix() for c in sorted(root.rglob("*"))
                                  if c.is_file())
        if any(fnmatch.fnmatchcase(relative, pattern) and relative.count("/") == pattern.count("/")
               for pattern in FILES[package]))


def size(package: str) -> int:
    """Bytes of what the site serves of `package` (uncompressed)."""
    root = NODE_MODULES / package
    return sum((root / name).stat().st_size for name in _files(package)) if version(package) \
        else 0


class VendorFinder(BaseFinder):
    """Finds the chosen files of the npm packages under `vendor/<package>-<version>/`."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.storages: dict[str, FileSystemStorage] = {}
        for package in FILES:
            where = folder(package)
            if where:
                storage = FileSystemStorage(location=NODE_MODULES / package)
                storage.prefix = where  # type: ignore[attr-defined]
                self.storages[package] = storage

    def check(self, **kwargs: Any) -> list:
        return []

    # the two answers of BaseFinder.find: one path ("" when not found) or every path
    @overload
    def find(self, path: str, find_all: Literal[False] = False, **kwargs: Any) -> str: ...
    @overload
    def find(self, path: str, find_all: Literal[True], **kwargs: Any) -> list[str]: ...

    def find(self, path: str, find_all: bool = False, **kwargs: Any) -> str | list[str]:
        for package, storage in self.storages.items():
            prefix = storage.prefix + "/"  # type: ignore[attr-defined]
            if path.startswith(prefix) and path[len(prefix):] in _files(package):
                found = str(NODE_MODULES / package / path[len(prefix):])
                return [found] if find_all else found
        return [] if find_all else ""

    def list(self, ignore_patterns: Iterable[str] | None
             ) -> Iterator[tuple[str, FileSystemStorage]]:
        for package, storage in self.storages.items():
            for name in _files(package):
                yield name, storage
