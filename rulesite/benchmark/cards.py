"""The import of a card list: reading the files, then storing them in one transaction.

The stored cards are rolled back afterwards, so the site's own data is left as it was; the
search index is not rebuilt (its build is measured on its own, "index build").
"""
from __future__ import annotations

import time
from pathlib import Path

from django.db import transaction

from cards.importers import FORMATS
from rules.models import Game


class _RollBackError(Exception):
    pass


def game_of(folder: Path) -> str:
    """The game whose card list a folder holds: a punk-records language folder has a
    manifest (One Piece), a yaml-yugi clone holds one JSON file per card (Yu-Gi-Oh!)."""
    return "optcg" if (Path(folder) / "manifest.json").exists() else "ygo"


def measure(game_id: str, folder: Path) -> dict[str, float | int | str]:
    """The first import of the list, then an import again in place (files read again and
    stored over the same cards, as after a `git pull` with nothing new): both in one
    transaction, rolled back."""
    game = Game.objects.get(pk=game_id)
    read_folder, store = FORMATS[game_id]
    started = time.perf_counter()
    listed = read_folder(folder, None)
    read_s = time.perf_counter() - started
    try:
        with transaction.atomic():
            stored = time.perf_counter()
            report = store(game, listed)
            store_s = time.perf_counter() - stored
            again = time.perf_counter()
            second = store(game, read_folder(folder, None))
            again_s = time.perf_counter() - again
            raise _RollBackError
    except _RollBackError:
        pass
    return {"game": game_id, "cards": len(listed.cards),
            "printings": sum(len(c.printings) for c in listed.cards),
            "new": len(report.new), "read_s": round(read_s, 2),
            "store_s": round(store_s, 2), "import_s": round(read_s + store_s, 2),
            "again_new": len(second.new), "again_s": round(again_s, 2)}


def lines(figures: dict[str, float | int | str]) -> list[str]:
    return ["", f"card list import: {figures['cards']} cards, {figures['printings']} printings "
                f"({figures.get('game', 'optcg')})",
            f"{'  reading the files':<46} {figures['read_s']:>8.2f} s",
            f"{'  storing (one transaction, derivations)':<46} {figures['store_s']:>8.2f} s",
            f"{'  in all':<46} {figures['import_s']:>8.2f} s",
            f"{'  again, in place (read and stored)':<46} {figures['again_s']:>8.2f} s"]
