"""The judge at a venue without network: after one online visit and the choice "make the judge
work offline", the page judges with the network cut, in Pyodide, with the same engine and
renderer as the server, in the reader's language."""
from __future__ import annotations

import json
import re

import pytest
from browser_helpers import console_problems
from playwright.sync_api import expect

from judge import page_judge
from judge.examples import example_paths

pytestmark = pytest.mark.browser

EXAMPLE = next(p for p in example_paths("optcg") if p.name.startswith("04"))


def keep_offline(page, live_url: str) -> None:
    """Visits the site and the judge online and keeps the judge for offline use."""
    page.goto(live_url + "/optcg/")
    page.wait_for_function("() => navigator.serviceWorker.controller !== null", timeout=30_000)
    page.goto(live_url + "/optcg/judge/")
    offer = page.locator("#offline-judge")
    expect(offer).to_contain_text(re.compile(r"\d+(\.\d+)?\s+MB"))
    offer.get_by_role("button").click()
    expect(offer).to_have_class(re.compile(r"\bkept\b"), timeout=120_000)
    # the worked example's page is kept too (the service worker saves it in the background)
    page.wait_for_function(
        "async (url) => !!(await caches.match(url, {ignoreVary: true}))",
        arg=f"/optcg/judge/?example={EXAMPLE.stem}", polling=250, timeout=30_000)


def judged_in_page(page) -> dict:
    page.locator("#judge-form button[value=judge]").click()
    result = page.locator("#result.offline-result")
    expect(result.locator(".judged-here")).to_be_visible(timeout=120_000)
    return json.loads(page.evaluate("() => document.documentElement.dataset.offlineTiming"))


def test_it_judges_a_worked_example_in_the_page_without_a_network(live_url, offline_page):
    page = offline_page
    problems = console_problems(page)
    keep_offline(page, live_url)
    page.context.set_offline(True)
    page.goto(live_url + f"/optcg/judge/?example={EXAMPLE.stem}")
    expected = page_judge.judge(EXAMPLE.read_text(), "optcg", "en")["result"]
    timing = judged_in_page(page)
    result = page.locator("#result")
    steps = result.locator(".timeline > li .step-text")
    expect(steps).to_have_text([step["text"] for step in expected["steps"]])
    expect(result.locator(".verdict")).to_contain_text(expected.get("verdict") or "replayed")
    first = expected["steps"][0]["rules"][0]
    link = result.locator(f".timeline a.rule-link[data-rule='{first}']").first
    expect(link).to_have_attribute("href", f"/optcg/rules/{first}/")
    # the rule behind the link opens offline too (on the saved whole-rules page)
    link.click()
    page.wait_for_url(re.compile(r"/optcg/rules/all/#r" + re.escape(first) + "$"))
    assert timing["start_ms"] > 0 and timing["judge_ms"] > 0
    page.context.set_offline(False)
    assert [p for p in problems if "ERR_INTERNET_DISCONNECTED" not in p] == []
