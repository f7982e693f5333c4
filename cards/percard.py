"""Per-card encodings: where the template parser stops, a card's effects written once, by
hand, in the scenario format (cards/encodings/GAME/SET.yaml, one file per card set so that
entries for different sets are written side by side; keyed by card number; facts and the
project's own encoding only, never card text; the format: docs/scenario-format.md).

An entry replaces everything the parser read of the card, so it carries the whole card, the
abilities the parser did read included. A comment above an entry says what the encoding decided
where the printed text leaves room (which DON!! count, what "up to" allows).

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


@functools.lru_cache(maxsize=4)  # one folder per game, and there are two games
def entries(game_id: str = "optcg") -> dict[str, dict[str, Any]]:
    """Every entry of the game's files by card number (an empty mapping without a folder).

    Each file holds the cards of one set (its name is the number's prefix, ST and P for all
    starter decks and promotional cards), so a card is found in one place only."""
    found: dict[str, dict[str, Any]] = {}
    for path in sorted((FOLDER / game_id).glob("*.yaml")):
        for number, entry in read_file(path).items():
            if set_file(number) != path.stem:
                raise EncodingFileError(f"{path.name}: {number} belongs in {set_file(number)}.yaml")
            found[number] = entry
    return found


def set_file(number: str) -> str:
    """The name of the file (without .yaml) that holds a card number's entry."""
    prefix = number.split("-", 1)[0]
    for family in ("ST", "P"):
        if prefix.startswith(family) and prefix[len(family):].isdigit() or prefix == family:
            return family
    return prefix


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
