"""A glossary file with a mistake is refused whole, with messages that name the term."""
from __future__ import annotations

import pytest

from glossary import loader
from glossary.models import Category, Term

pytestmark = pytest.mark.django_db


@pytest.fixture
def known(optcg) -> set[str]:
    return set(optcg.versions.get(version="1.2.1").rules.values_list("number", flat=True))


def term(data: dict, slug: str) -> dict:
    return next(t for t in data["terms"] if t["slug"] == slug)


def refused(optcg, data: dict, known: set[str]) -> str:
    """Loads `data`, expecting a refusal; checks nothing was stored, returns the message."""
    before = list(Term.objects.filter(game=optcg).values_list("slug", "definition"))
    categories = Category.objects.filter(game=optcg).count()
    with pytest.raises(loader.GlossaryError) as error:
        loader.load(optcg, data, known, source="optcg.yaml")
    assert list(Term.objects.filter(game=optcg).values_list("slug", "definition")) == before
    assert Category.objects.filter(game=optcg).count() == categories
    return str(error.value)


def test_it_accepts_the_real_file(data, known):
    assert loader.validate(data, known) == []


def test_it_refuses_an_unknown_rule_number_naming_the_term(optcg, data, known):
    term(data, "blocker")["rules"].append("10-1-99")
    term(data, "blocker")["en"]["definition"] = "Changed, and must not be stored."
    message = refused(optcg, data, known)
    assert message.startswith("optcg.yaml: ")
    assert "term 'blocker' '[Blocker]': unknown rule number 10-1-99" in message


def test_it_refuses_a_duplicate_slug_naming_the_term(optcg, data, known):
    term(data, "trash")["slug"] = "blocker"
    message = refused(optcg, data, known)
    # Trash comes first in the file; the second term with the slug is the one reported.
    assert "term 'blocker' '[Blocker]': duplicate slug (also used by term 'blocker' 'Trash' " \
        "above)" in message


def test_it_refuses_a_missing_language_naming_the_term(optcg, data, known):
    del term(data, "rested")["it"]
    message = refused(optcg, data, known)
    assert "term 'rested' 'Rested': missing language 'it'" in message


def test_it_refuses_a_language_without_its_name(optcg, data, known):
    term(data, "rested")["fr"]["term"] = ""
    assert "term 'rested' 'Rested': missing the fr name" in refused(optcg, data, known)


def test_it_refuses_an_unknown_category_naming_the_term(optcg, data, known):
    term(data, "ko")["category"] = "keywordz"
    message = refused(optcg, data, known)
    assert "term 'ko' 'K.O.': unknown category 'keywordz'" in message


def test_it_reports_every_problem_at_once(optcg, data, known):
    term(data, "blocker")["rules"] = ["99-1"]
    term(data, "trash")["category"] = "nowhere"
    del term(data, "life")["de"]
    message = refused(optcg, data, known)
    assert "'blocker'" in message and "'trash'" in message and "'life'" in message


def test_it_refuses_a_keyword_name_yaml_read_as_a_list(optcg, data, known):
    # `term: [Blocker]` without quotes is a YAML list, not the text "[Blocker]".
    term(data, "blocker")["term"] = ["Blocker"]
    message = refused(optcg, data, known)
    assert "term 'blocker': missing the English 'term'" in message
    assert "quote names in brackets" in message


def test_it_refuses_a_term_without_defining_rules(optcg, data, known):
    term(data, "ko")["rules"] = []
    assert "term 'ko' 'K.O.': no defining rules" in refused(optcg, data, known)


def test_it_refuses_a_file_that_leaves_out_a_language(optcg, data, known):
    data["languages"] = ["en", "de", "es", "it"]
    assert "'languages' leaves out ['fr']" in refused(optcg, data, known)


def test_it_refuses_a_category_without_its_names(optcg, data, known):
    del data["categories"][0]["name"]["es"]
    assert "category 'card-types': missing the name in ['es']" in refused(optcg, data, known)


def test_it_names_a_file_that_is_not_yaml(tmp_path):
    path = tmp_path / "optcg.yaml"
    path.write_text("terms: [unclosed\n", encoding="utf-8")
    with pytest.raises(loader.GlossaryError, match=r"^optcg\.yaml: not valid YAML"):
        loader.load_path(path)


def test_it_names_a_game_that_does_not_exist(tmp_path):
    path = tmp_path / "nogame.yaml"
    path.write_text("game: nogame\ncategories: []\nterms: []\n", encoding="utf-8")
    with pytest.raises(loader.GlossaryError, match="there is no game 'nogame'"):
        loader.load_path(path)


def test_it_replaces_a_game_glossary_when_the_file_is_valid(optcg, data, known):
    term(data, "blocker")["en"]["definition"] = "A new definition."
    report = loader.load(optcg, data, known)
    assert report.terms == len(data["terms"])
    assert Term.objects.get(game=optcg, slug="blocker").definition == "A new definition."
