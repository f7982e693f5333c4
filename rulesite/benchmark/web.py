"""Full requests through Django (middleware, views, templates, JSON) with the test client,
against the configured database, all in one run so the ratios compare like with like."""
from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import dataclass, field

from django.conf import settings
from django.core.cache import cache
from django.test import Client, override_settings

from rules import pagecache
from rulesite.benchmark.judging import Scenario
from rulesite.benchmark.mix import QUERIES
from rulesite.benchmark.timing import sample_ms
from rulesite.search import store

RULE_PAGES = ["/optcg/rules/7-1-4/", "/optcg/rules/10-1-4/", "/optcg/rules/3-5/",
              "/optcg/rules/6-5/", "/optcg/rules/8-1/"]
GLOSSARY_PAGES = ["/optcg/glossary/", "/optcg/glossary/blocker/", "/optcg/glossary/trash/"]


class UnexpectedAnswerError(RuntimeError):
    """A benchmarked request did not answer as a working site would: the figure would lie."""


@dataclass
class WebSamples:
    rule: list[float] = field(default_factory=list)
    rule_uncached: list[float] = field(default_factory=list)
    glossary: list[float] = field(default_factory=list)
    search: list[float] = field(default_factory=list)  # each query asked afresh
    search_repeated: list[float] = field(default_factory=list)  # answered from memory
    judge_json: list[float] = field(default_factory=list)
    judge_yaml: list[float] = field(default_factory=list)
    hostile: list[float] = field(default_factory=list)  # refused attacks, see hostile_bodies


def hostile_bodies(example_text: str) -> list[str]:
    """Judge bodies built to cost more than their size (the tests pin the shape of the work,
    these its time): a 240 KB key of escaped brackets, and nine thousand unknown keys (just
    under the limit on values)."""
    brackets = example_text + '\n? "' + "\\x5b" * 60_000 + '"\n: 1\n'
    unknown = example_text + "\n" + "\n".join(f"k{i}: 1" for i in range(9_000))
    return [brackets, unknown]


def _checked(response, path: str):
    if response.status_code != 200:
        raise UnexpectedAnswerError(f"{path} answered {response.status_code}")
    return response


def _get(client: Client, path: str, data: dict | None = None) -> Callable[[], object]:
    return lambda: _checked(client.get(path, data), path)


def _post(client: Client, path: str, body: str, content_type: str) -> Callable[[], object]:
    return lambda: _checked(client.post(path, body, content_type=content_type), path)


def _refused(client: Client, path: str, body: str) -> Callable[[], object]:
    def run() -> object:
        response = client.post(path, body, content_type="application/yaml")
        if response.status_code != 400:
            raise UnexpectedAnswerError(f"a hostile body answered {response.status_code}")
        return response
    return run


def _uncached(call: Callable[[], object]) -> Callable[[], object]:
    def run() -> object:
        cache.clear()
        pagecache.forget_all()  # the process's own copies of pages too
        return call()
    return run


def _afresh(call: Callable[[], object]) -> Callable[[], object]:
    """The search asked as if for the first time: the searcher forgets recent results."""
    def run() -> object:
        store.holder.forget_results()
        return call()
    return run


def measure(scenarios: list[Scenario], rounds: int) -> WebSamples:
    """`scenarios`: valid public scenarios, sent as JSON and as YAML. The judge's rate limit
    is off for the run (0 means no limit), so the figures measure judging, not refusals."""
    hosts = [*settings.ALLOWED_HOSTS, "testserver"]
    with override_settings(JUDGE_RATE_LIMIT=0, ALLOWED_HOSTS=hosts):
        client = Client()
        rules = [_get(client, path) for path in RULE_PAGES]
        judge = "/api/v1/optcg/judge/"
        samples = WebSamples(
            rule=sample_ms(rules, rounds),
            rule_uncached=sample_ms([_uncached(call) for call in rules], max(2, rounds // 4)),
            glossary=sample_ms([_get(client, path) for path in GLOSSARY_PAGES], rounds),
            search=sample_ms([_afresh(_get(client, "/api/v1/optcg/search/", {"q": q}))
                              for game, q, _ in QUERIES if game == "optcg"], max(2, rounds // 4)),
            search_repeated=sample_ms([_get(client, "/api/v1/optcg/search/", {"q": q})
                                       for game, q, _ in QUERIES if game == "optcg"],
                                      max(2, rounds // 4)),
            judge_json=sample_ms([_post(client, judge, json.dumps(s.data), "application/json")
                                  for s in scenarios], max(2, rounds // 4)),
            judge_yaml=sample_ms([_post(client, judge, s.text, "application/yaml")
                                  for s in scenarios], max(2, rounds // 8)),
            hostile=sample_ms([_refused(client, judge, body)
                               for body in hostile_bodies(scenarios[0].text)], 2),
        )
        cache.clear()
    return samples
