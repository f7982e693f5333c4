"""Nothing a stranger sends is kept in memory: made-up names in addresses and made-up words in
searches answer as usual and leave the process's tables as they were, and every memoised
function of the project holds a bounded number of entries. Counts, never timings."""
from __future__ import annotations

import importlib
import inspect
import pkgutil

import pytest

from cards import catalog
from judge import offline_cards
from rulesite.search import analysis

MADE_UP = 300
PACKAGES = ("cards", "glossary", "judge", "rules", "rulesite", "rulings")


@pytest.mark.django_db
def test_made_up_games_and_digests_answer_404_and_are_not_kept(client):
    kept = (set(offline_cards._held), set(catalog._held))
    statuses = {client.get(f"/offline/judge-cards-madeup{n}-0123456789abcdef.json.gz").status_code
                for n in range(MADE_UP)}
    statuses |= {client.get(f"/offline/judge-cards-optcg-{n:016x}.json.gz").status_code
                 for n in range(MADE_UP)}
    statuses |= {client.get(f"/madeup{n}/cards/").status_code for n in range(MADE_UP)}
    assert statuses == {404}
    assert (set(offline_cards._held), set(catalog._held)) == kept


@pytest.mark.django_db
def test_long_made_up_words_in_searches_are_not_kept(client):
    def held() -> tuple[int, int, int]:
        return (analysis._fold_cached.cache_info().currsize,
                analysis._field_terms_cached.cache_info().currsize,
                sum(len(terms.known) for terms in analysis._WORD_TERMS.values()))

    client.get("/api/v1/optcg/search/", {"q": "warmup"})  # the tables of real words fill once
    before = held()
    for n in range(MADE_UP):
        word = f"zq{n:05d}" + "x" * 200  # one "word" of 207 letters, new each time
        assert client.get("/api/v1/optcg/search/", {"q": word}).status_code == 200
    assert held() == before


def project_caches() -> list[tuple[str, object]]:
    found = []
    for package in PACKAGES:
        root = importlib.import_module(package)
        for module_info in pkgutil.walk_packages(root.__path__, f"{package}."):
            if ".migrations" in module_info.name:
                continue
            module = importlib.import_module(module_info.name)
            for name, value in vars(module).items():
                if callable(getattr(value, "cache_info", None)) and getattr(
                        value, "__module__", None) == module.__name__:
                    found.append((f"{module.__name__}.{name}", value))
    return found


def test_every_memoised_function_of_the_project_holds_a_bounded_number_of_entries():
    caches = project_caches()
    assert len(caches) >= 10  # the walk found them (a broken walk would pass vacuously)
    unbounded = [name for name, function in caches
                 if function.cache_parameters()["maxsize"] is None  # type: ignore[attr-defined]
                 and inspect.signature(function).parameters]  # no argument: one entry
    assert unbounded == []
