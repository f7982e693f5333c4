"""One name per concept per language, in every definition of both glossaries (issue: a German
definition said "Trash" where the German entry is "Ablagestapel")."""
from __future__ import annotations

import copy

import pytest
import yaml

from glossary import loader
from glossary.consistency import slips


def glossary(game: str) -> dict:
    return yaml.safe_load((loader.DATA_DIR / f"{game}.yaml").read_text(encoding="utf-8"))


def term(data: dict, slug: str) -> dict:
    return next(t for t in data["terms"] if t["slug"] == slug)


@pytest.mark.parametrize("game", ["optcg", "ygo"])
def test_it_finds_every_concept_named_the_same_way_in_every_language(game):
    assert [str(slip) for slip in slips(glossary(game)["terms"])] == []


def test_it_catches_a_rival_name_in_a_definition():
    data = copy.deepcopy(glossary("optcg"))
    term(data, "event")["de"]["definition"] = "Nach dem Bezahlen kommt sie in den Trash."
    found = [str(slip) for slip in slips(data["terms"])]
    assert found == ["event (de): says 'Trash' for 'trash', whose name in this language is "
                     "'Ablagestapel'"]


def test_it_leaves_quotations_keywords_and_other_terms_names_alone():
    data = copy.deepcopy(glossary("optcg"))
    term(data, "event")["de"]["definition"] = (
        "Auf der Karte steht „Trash 1 card from your hand:“; in der Draw Phase gilt [Trigger].")
    term(data, "draw-phase")["de"]["term"] = "Draw Phase"
    assert slips(data["terms"]) == []


def test_it_accepts_a_name_the_entry_allows_in_text():
    data = copy.deepcopy(glossary("optcg"))
    term(data, "event")["de"]["definition"] = "Danach liegt sie im Trash."
    assert len(slips(data["terms"], ["de"])) == 1
    term(data, "trash")["de"]["in_text"] = ["Trash"]
    assert slips(data["terms"], ["de"]) == []


@pytest.mark.parametrize("game, slug, language, name", [
    ("optcg", "trash", "de", "Ablagestapel"),
    ("optcg", "stage-area", "de", "Stage-Bereich"),
    ("optcg", "concede", "de", "Aufgeben"),
    ("optcg", "infinite-loop", "de", "Endlosschleife"),
    ("optcg", "reveal", "de", "Aufdecken"),
    ("optcg", "trash-cost", "it", "Scartare (costo)"),
    ("ygo", "trigger-effect", "it", "Effetto Innescato"),
])
def test_it_names_plain_rule_words_in_the_readers_language(game, slug, language, name):
    assert term(glossary(game), slug)[language]["term"] == name


@pytest.mark.parametrize("language, keyword, cost", [
    ("de", "Schlüsselwort", "Kosten"), ("es", "palabra clave", "coste"),
    ("it", "parola chiave", "costo"), ("fr", "mot-clé", "coût")])
def test_it_describes_the_trash_cost_as_a_cost_not_a_keyword(language, keyword, cost):
    definition = term(glossary("optcg"), "trash-cost")[language]["definition"]
    assert keyword.lower() not in definition.lower()
    assert cost.lower() in definition.lower()
