"""Fixtures for the glossary tests: the real data file, the game, pages in a UI language."""
from __future__ import annotations

import copy

import pytest
import yaml
from glossary_helpers import mini_glossary

from glossary import loader
from rules.models import Game


@pytest.fixture(scope="session")
def glossary_file() -> dict:
    return yaml.safe_load((loader.DATA_DIR / "optcg.yaml").read_text(encoding="utf-8"))


@pytest.fixture
def data(glossary_file) -> dict:
    """A copy of the real file's data, for a test to break."""
    return copy.deepcopy(glossary_file)


@pytest.fixture
def optcg(db) -> Game:
    return Game.objects.get(pk="optcg")


@pytest.fixture
def ui(client):
    """Gets a page in a UI language: ui("/optcg/glossary/", "de")."""

    def get(url: str, language: str = "en", **extra):
        client.cookies["django_language"] = language
        return client.get(url, HTTP_ACCEPT_LANGUAGE=language, **extra)

    return get


@pytest.fixture
def second_game(db):
    """Another game with a glossary of its own, whose [Blocker] means something else."""
    game = Game.objects.create(id="dgm", name="Digital Monsters Test Game", short_name="DGM",
                               position=9)
    data = mini_glossary("dgm", [
        {"slug": "blocker", "term": "<Blocker>", "definition": "Blocks in the digital game."},
        {"slug": "memory", "term": "Memory", "definition": "The shared gauge."},
    ])
    data["terms"][0]["key"] = "blocker"  # printed as <Blocker> there: same keyword
    loader.load(game, data, {"1-1"})
    return game
