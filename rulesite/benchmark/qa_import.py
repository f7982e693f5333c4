"""The official Q&A import: every document of a folder parsed and stored as `import_rulings`
does, inside a transaction that is rolled back, so the site's own entries stay as they are."""
from __future__ import annotations

import time
from dataclasses import dataclass
from pathlib import Path

from django.db import transaction

from rules.models import Game
from rulings.importers import PARSERS, parse
from rulings.importing import store
from rulings.linking import linker_for


@dataclass
class ImportTiming:
    documents: int = 0
    entries: int = 0
    parse_s: float = 0.0
    store_s: float = 0.0


def measure(folder: Path, game_id: str = "optcg") -> ImportTiming:
    paths = sorted(p for p in folder.iterdir() if p.suffix.lower() in PARSERS)
    timing = ImportTiming(documents=len(paths))
    started = time.perf_counter()
    parsed = [parse(path) for path in paths]
    timing.parse_s = time.perf_counter() - started
    with transaction.atomic():
        started = time.perf_counter()
        game = Game.objects.get(pk=game_id)
        linker = linker_for(game)
        timing.entries = sum(store(game, document, linker).entries for document in parsed)
        timing.store_s = time.perf_counter() - started
        transaction.set_rollback(True)
    return timing
