"""Times the judge in the browser (Pyodide), for docs/performance.md.

Usage: `python tools/offline_judge_timing.py [BASE_URL]` against a running site (default
http://127.0.0.1:8000), with Debian's Chromium. It keeps the judge for offline use as a reader
would, then measures in a phone-sized page: the first start (runtime and engine fetched from
the server), a start from the service worker's copies with the network cut, and the time of
each worked example judged in the page (median and slowest over five rounds). Prints one JSON
object.
"""
from __future__ import annotations

import json
import statistics
import sys
from pathlib import Path

from playwright.sync_api import sync_playwright

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
ROUNDS = 5


def examples() -> list[str]:
    return [p.read_text() for p in sorted((ROOT / "judge" / "examples" / "optcg").glob("*.yaml"))]


def start_time(page) -> float:
    return page.evaluate("""async () => {
        const t0 = performance.now();
        await window.RulesiteOfflineJudge.judgeHere('game: optcg\\nplayers: {A: {}, B: {}}\\n');
        return performance.now() - t0;
    }""")


def main(base: str) -> dict:
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path="/usr/bin/chromium",
                                             args=["--no-sandbox"])
        context = browser.new_context(viewport={"width": 390, "height": 844}, is_mobile=True)
        page = context.new_page()
        page.goto(base + "/optcg/")
        page.wait_for_function("() => navigator.serviceWorker.controller !== null")
        page.goto(base + "/optcg/judge/")
        page.locator("#offline-judge-keep").click()
        page.locator("#offline-judge.kept").wait_for(timeout=300_000)
        first = start_time(page)
        context.set_offline(True)
        page.reload()
        cached = start_time(page)
        times = []
        for _round in range(ROUNDS):
            times += page.evaluate("""async (texts) => {
                const out = [];
                for (const text of texts) {
                    const answer = await window.RulesiteOfflineJudge.judgeHere(text);
                    out.push(answer.timing.judge_ms);
                }
                return out;
            }""", examples())
        browser.close()
    return {"first_start_ms": round(first), "start_from_cache_ms": round(cached),
            "scenario_p50_ms": round(statistics.median(times), 2),
            "scenario_max_ms": round(max(times), 2), "scenarios": len(times)}


if __name__ == "__main__":
    print(json.dumps(main(sys.argv[1] if len(sys.argv) > 1 else "http://127.0.0.1:8000")))
