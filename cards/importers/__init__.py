"""Card importers: one reader per list format, one writer (writer.store)."""
from __future__ import annotations

from pathlib import Path
from typing import Any

from rules import hooks
from rules.models import Game

from . import punkrecords, writer, yamlyugi, ygo_writer
from .records import CardListError
from .writer import ImportReport
from .ygo_writer import YgoImportReport

# game -> (reader, writer): punk-records for One Piece, yaml-yugi for Yu-Gi-Oh!
FORMATS: dict[str, tuple[Any, Any]] = {"optcg": (punkrecords.read_folder, writer.store),
                                       "ygo": (yamlyugi.read_folder, ygo_writer.store)}

__all__ = ["CardListError", "ImportReport", "YgoImportReport", "import_cards"]


def import_cards(game: Game, path: Path,
                 language: str | None = None) -> tuple[ImportReport | YgoImportReport, int]:
    """Read and store a game's card list, then rebuild the search index (through the hook the
    project registers: the index lives above the apps)."""
    found = FORMATS.get(game.id)
    if found is None:
        raise CardListError(f"no card list format is known for {game.id} (known: "
                            f"{', '.join(FORMATS)})")
    reader, store = found
    listed = reader(path, language)
    report = store(game, listed)
    try:
        return report, hooks.rebuild_index()
    except Exception as error:  # the cards are stored: say how to finish, never a traceback
        raise CardListError(f"the cards are imported, but the search index could not be "
                            f"rebuilt ({type(error).__name__}: {error}); run `python manage.py "
                            f"build_index`") from None
