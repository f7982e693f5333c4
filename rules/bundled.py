"""The corpus bundled with the site (rules/corpus/GAME/): its games and rules versions."""
from __future__ import annotations

import datetime as dt
import hashlib
from dataclasses import dataclass
from pathlib import Path

from rules.importers import markdown
from rules.importers.writer import store_version
from rules.models import BundledData, Game, RulesVersion

CORPUS_DIR = Path(__file__).resolve().parent / "corpus"


@dataclass
class BundledLoad:
    game: Game
    version: RulesVersion
    changed: bool
    # an operator imported this version number from another document: it stays as they left it
    kept_import: bool = False


def corpus_folders() -> list[Path]:
    return sorted(p for p in CORPUS_DIR.iterdir() if (p / "corpus.yaml").exists())


def checksum(paths: list[Path]) -> str:
    digest = hashlib.sha256()
    for path in sorted(paths):
        digest.update(path.name.encode())
        digest.update(path.read_bytes())
    return digest.hexdigest()


def load_folder(folder: Path, position: int = 0) -> BundledLoad:
    """Create or update the game and import its corpus, unless nothing changed since last time."""
    meta = markdown.read_meta(folder)
    game, _ = Game.objects.update_or_create(id=meta["game"], defaults={
        "name": meta["name"],
        "short_name": meta.get("short_name") or meta["name"],
        "position": meta.get("position", position),
        "numbering": meta.get("numbering") or Game.NUMBERING_OFFICIAL,
        "note": (meta.get("note") or "").strip(),
    })
    files = [folder / "corpus.yaml", *markdown.chapter_files(folder)]
    digest = checksum(files)
    existing = RulesVersion.objects.filter(game=game, version=meta["version"]).first()
    if existing and existing.checksum == digest:
        return BundledLoad(game, existing, changed=False)
    if existing and not existing.checksum:
        # Only bootstrap writes a checksum; `import_rules` clears it. An operator's import of
        # the same version number (say the official text of 1.2.1) is never replaced by our
        # summary behind their back.
        return BundledLoad(game, existing, changed=False, kept_import=True)
    document = markdown.parse_folder(folder)
    version = store_version(
        game, meta["version"], document,
        source=meta.get("source") or "bundled corpus",
        kind=meta.get("kind") or RulesVersion.KIND_SUMMARY,
        released=_date(meta.get("released")),
    )
    version.checksum = digest
    version.save(update_fields=["checksum"])
    return BundledLoad(game, version, changed=True)


def _date(value: object) -> dt.date | None:
    if isinstance(value, dt.date):
        return value
    if isinstance(value, str) and value:
        return dt.date.fromisoformat(value)
    return None


def data_changed(name: str, digest: str) -> bool:
    record = BundledData.objects.filter(name=name).first()
    return record is None or record.checksum != digest


def remember(name: str, digest: str) -> None:
    BundledData.objects.update_or_create(name=name, defaults={"checksum": digest})
