"""The bundled glossary: every seed term is there, in five languages, with its rules, and every
alias finds its term."""
from __future__ import annotations

import io
import re

import pytest
from django.core.management import call_command
from glossary_helpers import seed_text

from glossary import loader, queries
from glossary.models import Alias, Term, TermUsage, Translation
from rules import numbers

pytestmark = pytest.mark.django_db

# A term entry of the German glossary seed is a heading line followed by a line that ends
# with the rule numbers, "(CR 10-1-4-1, 7-1-2-1)". The heading runs the English name (as on
# the cards) into the German one: "BlockerBlocker", "TrashAblagestapel", "Up to".
SEED_RULES = re.compile(r"\(CR ([\d\-, ]+)\)\s*$")


def german_seed_entries() -> list[tuple[str, list[str]]]:
    lines = seed_text("002").splitlines()
    entries = []
    for index, line in enumerate(lines):
        found = SEED_RULES.search(line)
        if found and index > 0:
            cited = [n.strip() for n in found.group(1).split(",") if n.strip()]
            entries.append((lines[index - 1].strip(), cited))
    return entries


def spellings(term: Term) -> set[str]:
    """The English spellings a seed heading may start with."""
    found = {term.term, term.term.strip("[]")}
    found.update(a.alias for a in term.aliases.all() if a.language in ("", "en"))
    return found


def term_for_seed(heading: str, cited: list[str], terms: list[Term]) -> Term | None:
    """The term whose English name (or English alias) starts the heading. Two terms may share
    a name ("Counter" the symbol and [Counter] the keyword): the one whose rules include the
    numbers the seed cites wins, then the longest spelling ("Stage area" over "Stage")."""
    candidates = [(set(cited) <= set(term.rules), len(spelling), term)
                  for term in terms for spelling in spellings(term)
                  if heading.startswith(spelling)]
    if not candidates:
        return None
    return max(candidates, key=lambda c: (c[0], c[1]))[2]


def test_it_reads_every_entry_of_the_german_seed():
    entries = german_seed_entries()
    # The seed announces "79 Begriffe": the extraction must find all of them.
    assert "79 Begriffe" in seed_text("002")
    assert len(entries) == 79
    assert ("BlockerBlocker", ["10-1-4-1", "7-1-2-1"]) in entries


def test_it_serves_every_german_seed_term_in_five_languages_with_its_rules(optcg):
    terms = list(queries.terms_of(optcg))
    problems = []
    for heading, cited in german_seed_entries():
        term = term_for_seed(heading, cited, terms)
        if term is None:
            problems.append(f"{heading}: no term")
            continue
        languages = {t.language for t in term.translations.all() if t.name and t.definition}
        if languages != set(loader.LANGUAGES):
            problems.append(f"{heading}: languages {sorted(languages)}")
        missing = [n for n in cited if n not in term.rules]
        if missing:
            problems.append(f"{heading} -> {term.slug}: rules {missing} missing")
    assert problems == []


def test_it_stores_the_whole_file(optcg, glossary_file):
    stored = list(Term.objects.filter(game=optcg).order_by("position"))
    assert [t.slug for t in stored] == [t["slug"] for t in glossary_file["terms"]]
    assert Translation.objects.filter(term__game=optcg).count() == 5 * len(stored)
    blocker = Term.objects.get(game=optcg, slug="blocker")
    assert blocker.term == "[Blocker]"
    assert blocker.key == "blocker"
    assert blocker.category.slug == "keywords"
    assert "10-1-4-1" in blocker.rules
    assert blocker.explanation


def test_it_stores_only_rule_numbers_the_rules_in_force_have(optcg):
    version = optcg.versions.get(version="1.2.1")
    known = set(version.rules.values_list("number", flat=True))
    for term in Term.objects.filter(game=optcg):
        assert term.rules, term.slug
        assert set(term.rules) <= known, term.slug
        assert all(numbers.normalize(n) == n for n in term.rules)


def test_it_records_the_defining_rules_as_usages(optcg):
    blocker = Term.objects.get(game=optcg, slug="blocker")
    defining = set(TermUsage.objects.filter(term=blocker, defines=True).values_list(
        "rule__number", flat=True))
    assert defining == set(blocker.rules)


def test_it_loads_the_keywords_the_spanish_guide_explains(optcg):
    guide = seed_text("000")
    # Keywords as printed on cards, in brackets; Markdown link texts "[...](" are not keywords.
    printed = {k for k in re.findall(r"\[([^\[\]]+)\](?![(\[])", guide) if k.strip()}
    assert {"Blocker", "Rush: Character", "On K.O.", "DON!! xX"} <= printed
    explained_elsewhere = {"K.O.", "DON!! −X", "Mulligan", "trash", "Counter"}
    index = queries.NameIndex(queries.terms_of(optcg))
    missing = [k for k in sorted(printed | explained_elsewhere) if not index.find(k)]
    assert missing == []


@pytest.mark.parametrize(("typed", "slug"), [
    ("Ablagestapel", "trash"),
    ("cementerio", "trash"),
    ("scarti", "trash"),
    ("Bloqueador", "blocker"),
    ("affaticato", "rested"),
    ("INNESCO", "trigger"),
    ("[Blocker]", "blocker"),
    ("blocker", "blocker"),
    ("Défausse", "trash"),
    ("defausse", "trash"),
    ("DON!! −X", "don-minus-x"),
    ("Mulligan", "redraw"),
])
def test_it_finds_a_term_by_its_official_or_customary_name(optcg, typed, slug):
    assert slug in [t.slug for t in queries.lookup(optcg, typed)]


def test_it_maps_every_alias_of_the_file_back_to_its_term(optcg, glossary_file):
    index = queries.NameIndex(queries.terms_of(optcg))
    stored = set(Alias.objects.filter(term__game=optcg).values_list("alias", "term__slug"))
    problems = []
    for entry in glossary_file["terms"]:
        aliases = list(entry.get("aliases") or [])
        for language in loader.LANGUAGES:
            aliases += entry[language].get("aliases") or []
        for alias in aliases:
            if (alias.strip(), entry["slug"]) not in stored:
                problems.append(f"{alias}: not stored for {entry['slug']}")
            if entry["slug"] not in [t.slug for t in index.find(alias)]:
                problems.append(f"{alias}: lookup misses {entry['slug']}")
    assert problems == []


def test_it_loads_again_without_changing_anything(optcg):
    before = sorted(Term.objects.filter(game=optcg).values_list("slug", "term", "rules"))
    out = io.StringIO()
    call_command("bootstrap", stdout=out)
    assert "glossary: optcg unchanged" in out.getvalue()
    assert sorted(Term.objects.filter(game=optcg).values_list("slug", "term", "rules")) == before
