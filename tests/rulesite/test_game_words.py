"""The labels of the judge's boards, its editor and the card pages name each game term the way
the game's glossary does in the reader's language (a German ruling said "Stärke" in its steps
and "Power" on the board beside them, "Ablagestapel" and "Trash", "Hauptphase" and "Main Phase").
"""
from __future__ import annotations

import functools

import pytest
import yaml
from django.utils import translation
from django.utils.translation import gettext

from glossary import loader
from judge.boards import optcg as optcg_board
from judge.boards import ygo as ygo_board
from judge.words import editor_words

LANGUAGES = ["de", "es", "it", "fr"]


@functools.cache
def glossary(game: str) -> dict:
    return yaml.safe_load((loader.DATA_DIR / f"{game}.yaml").read_text(encoding="utf-8"))


def names(game: str, slug: str, language: str) -> set[str]:
    """The glossary's name of a term in a language and its aliases that are not the English
    name (an alias kept so a search for the English word finds the entry is no translation)."""
    entry = next(t for t in glossary(game)["terms"] if t["slug"] == slug)
    local = entry.get(language) or {}
    found = {local.get("term", entry["term"])}
    found.update(a for a in local.get("aliases", []) if a.lower() != entry["term"].lower())
    return {name.lower() for name in found}


OPTCG_LABELS = [  # (what the page shows, the glossary term it names)
    (lambda: str(optcg_board.PHASES["refresh"]), "refresh-phase"),
    (lambda: str(optcg_board.PHASES["draw"]), "draw-phase"),
    (lambda: str(optcg_board.PHASES["don"]), "don-phase"),
    (lambda: str(optcg_board.PHASES["main"]), "main-phase"),
    (lambda: str(optcg_board.PHASES["end"]), "end-phase"),
    (lambda: editor_words()["power"], "power"),
    (lambda: editor_words()["cost"], "cost"),
    (lambda: editor_words()["counter"], "counter-symbol"),
    (lambda: editor_words()["rested"], "rested"),
    (lambda: gettext("Life"), "life"),
    (lambda: gettext("Trash"), "trash"),
    (lambda: gettext("trash"), "trash"),
    (lambda: gettext("Character"), "character"),
    # the board's card and its changes: "cost 4", "power 5000 → 7000"
    (lambda: (gettext("cost %(cost)s") % {"cost": ""}).strip(), "cost"),
    (lambda: (gettext("power %(old)s → %(new)s") % {"old": "", "new": ""}).strip(" →"),
     "power"),
    # the editor's keyword boxes, as the reader's cards print them ([Bloqueur] in French)
    (lambda: editor_words()["keyword_Blocker"], "blocker"),
    (lambda: editor_words()["keyword_Rush"], "rush"),
    (lambda: editor_words()["keyword_Rush: Character"], "rush-character"),
    (lambda: editor_words()["keyword_Double Attack"], "double-attack"),
    (lambda: editor_words()["keyword_Banish"], "banish"),
    (lambda: editor_words()["keyword_Unblockable"], "unblockable"),
]

YGO_LABELS = [
    (lambda: str(ygo_board.PHASES["draw"]), "draw-phase"),
    (lambda: str(ygo_board.PHASES["end"]), "end-phase"),
    # the structured editor's fields and options (templates/judge/editor/ygo.html)
    *[(lambda english=english: gettext(english), slug) for english, slug in [
        ("Main Phase 1", "main-phase-1"), ("Battle Phase", "battle-phase"),
        ("Main Phase 2", "main-phase-2"), ("Graveyard", "graveyard"),
        ("Extra Deck", "extra-deck"), ("Field Zone", "field-zone"), ("Level", "level"),
        ("ATK", "atk"), ("DEF", "def"), ("Attack Position", "attack-position"),
        ("Defense Position", "defense-position"), ("Normal Spell", "normal-spell"),
        ("Quick-Play Spell", "quick-play-spell"), ("Continuous Spell", "continuous-spell"),
        ("Equip Spell", "equip-spell"), ("Field Spell", "field-spell"),
        ("Ritual Spell", "ritual-spell"), ("Normal Trap", "normal-trap"),
        ("Continuous Trap", "continuous-trap"), ("Counter Trap", "counter-trap"),
        ("Normal Summon", "normal-summon"), ("Flip Summon", "flip-summon"),
        ("Change battle position", "change-battle-position"),
        ("Direct attack", "direct-attack")]],
]


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("game, labels", [("optcg", OPTCG_LABELS), ("ygo", YGO_LABELS)])
def test_labels_name_game_terms_as_the_glossary_does(game, labels, language):
    wrong = []
    for label, slug in labels:
        with translation.override(language):
            shown = label()
        if shown.lower() not in names(game, slug, language):
            wrong.append(f"{slug}: {shown!r}, glossary {sorted(names(game, slug, language))}")
    assert wrong == []
