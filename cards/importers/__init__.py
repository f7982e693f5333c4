"""Card importers: one reader per list format, one writer (writer.store)."""
from __future__ import annotations

from pathlib import Path

from rules import hooks
from rules.models import Game

from .punkrecords import read_folder
from .records import CardListError
from .writer import ImportReport, store

READERS = {"optcg": read_folder}

__all__ = ["CardListError", "ImportReport", "import_cards"]


def import_cards(game: Game, path: Path, language: str | None = None) -> tuple[ImportReport, int]:
    """Read and store a game's card list, then rebuild the search index (through the hook the
    project registers: the index lives above the apps)."""
    reader = READERS.get(game.id)
    if reader is None:
        raise CardListError(f"no card list format is known for {game.id} (known: "
                            f"{', '.join(READERS)})")
    listed = reader(path, language)
    report = store(game, listed)
    try:
        return report, hooks.rebuild_index()
    except Exception as error:  # the cards are stored: say how to finish, never a traceback
        raise CardListError(f"the cards are imported, but the search index could not be "
                            f"rebuilt ({type(error).__name__}: {error}); run `python manage.py "
                            f"build_index`") from None
