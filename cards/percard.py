"""Per-card encodings: where the template parser stops, a card's effects written once, by
hand, in the scenario format (cards/encodings/GAME.yaml, keyed by card number; facts and the
project's own encoding only, never card text; the format: docs/scenario-format.md).

Read after the parser: a reviewed entry replaces what the parser read of that card, and the
card counts as fully automated. An entry with `reviewed: false` is a draft: checked by the
tests like the others, never applied. The file is read once per process; the import
(`import_cards`) stores what it gives, so a change needs the cards imported again.
"""
from __future__ import annotations

import functools
from pathlib import Path
from typing import Any

import yaml

FOLDER = Path(__file__).resolve().parent / "encodings"
KEYS = ("effects", "trigger", "static", "replace")  # the scenario format's effect keys
ALLOWED = {"reviewed", *KEYS}


class EncodingFileError(ValueError):
    """The file does not have the shape docs/scenario-format.md gives it."""


@functools.lru_cache(maxsize=4)  # one file per game, and there are two games
def entries(game_id: str = "optcg") -> dict[str, dict[str, Any]]:
    """Every entry of the game's file by card number (an empty mapping without a file)."""
    return read_file(FOLDER / f"{game_id}.yaml")


def read_file(path: Path) -> dict[str, dict[str, Any]]:
    """The entries of one file; EncodingFileError names what is wrong and where."""
    if not path.exists():
        return {}
    try:
        data = yaml.safe_load(path.read_text(encoding="utf-8")) or {}
    except yaml.YAMLError as error:
        raise EncodingFileError(f"{path.name}: not valid YAML ({error})") from None
    if not isinstance(data, dict):
        raise EncodingFileError(f"{path.name}: a mapping of card numbers is expected")
    for number, entry in data.items():
        _check_shape(path.name, str(number), entry)
    return {str(number): entry for number, entry in data.items()}


def _check_shape(name: str, number: str, entry: object) -> None:
    if not isinstance(entry, dict):
        raise EncodingFileError(f"{name}: {number}: a mapping is expected")
    unknown = set(entry) - ALLOWED
    if unknown:
        raise EncodingFileError(f"{name}: {number}: unknown keys {sorted(unknown)}")
    if not isinstance(entry.get("reviewed"), bool):
        raise EncodingFileError(f"{name}: {number}: `reviewed: true` or `false` is required")
    if not any(key in entry for key in KEYS):
        raise EncodingFileError(f"{name}: {number}: no effect key ({', '.join(KEYS)})")


def encoding_of(number: str, game_id: str = "optcg") -> dict[str, Any] | None:
    """The reviewed per-card encoding of a card (the scenario format's effect keys), or None."""
    entry = entries(game_id).get(number)
    if entry is None or not entry["reviewed"]:
        return None
    return {key: entry[key] for key in KEYS if key in entry}
