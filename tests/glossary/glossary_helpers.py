"""Helpers for the glossary tests: the seed documents (../shared/seeds/) and small glossaries
for games made in a test."""
from __future__ import annotations

from pathlib import Path

from glossary import loader

SEEDS = Path(__file__).resolve().parents[3] / "shared" / "seeds"


def seed_text(prefix: str) -> str:
    """The text of the seed whose file name starts with `prefix` ('002': the German glossary)."""
    (path,) = SEEDS.glob(f"{prefix}_*.txt")
    return path.read_text(encoding="utf-8")


def mini_glossary(game_id: str, terms: list[dict]) -> dict:
    """A small glossary file's data for a game made in a test: each term needs slug, term and
    definition; everything else is filled in."""
    languages = {code: code.upper() for code in loader.LANGUAGES}
    return {
        "game": game_id,
        "categories": [{"slug": "keywords", "name": {k: f"Keywords {v}" for k, v in
                                                     languages.items()}}],
        "terms": [{
            "slug": t["slug"], "term": t["term"], "category": "keywords", "rules": ["1-1"],
            "aliases": t.get("aliases", []),
            "en": {"definition": t["definition"], "explanation": f"About {t['term']}."},
            **{code: {"term": t.get(code, t["term"]), "definition": f"{t['definition']} ({code})"}
               for code in loader.LANGUAGES if code != "en"},
        } for t in terms],
    }
