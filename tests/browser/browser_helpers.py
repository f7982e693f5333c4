"""Helpers for the browser tests: what went wrong in a page, and how a page fits a phone."""
from __future__ import annotations

import json
import urllib.request
from pathlib import Path

from judge.examples import example_paths

# screenshots and other files a person may want to look at after a run (ignored by git)
ARTIFACTS = Path(__file__).resolve().parents[2] / "test-artifacts"

# Elements a finger has to hit: links in navigation and lists, and every control.
TAP_TARGETS = (
    "nav a, li > a:only-child, .links a, .card h2 a, .card h3 a, button, select, summary, "
    "input:not([type=hidden]):not([type=checkbox]):not([type=radio])"
)


def console_problems(page) -> list[str]:
    """Script errors, refused content (CSP) and failed requests of what a page loads; filled
    as the test goes. Pages themselves may answer 4xx on purpose."""
    problems: list[str] = []
    page.on("console", lambda message: problems.append(message.text)
            if message.type == "error" and "Failed to load resource" not in message.text
            else None)
    page.on("pageerror", lambda error: problems.append(str(error)))
    page.on("response", lambda response: problems.append(f"{response.status} {response.url}")
            if response.status >= 400 and response.request.resource_type != "document"
            else None)
    return problems


def horizontal_overflow(page) -> dict:
    """How much wider than the window the page is, and the widest elements that stick out."""
    return page.evaluate("""() => {
        // the layout viewport: on a phone (is_mobile) window.innerWidth grows with a page that
        // is too wide, as a phone zooms out, so it would hide the very overflow looked for
        const width = document.documentElement.clientWidth;
        const wide = [];
        for (const element of document.querySelectorAll('body *')) {
            const box = element.getBoundingClientRect();
            const fixed = getComputedStyle(element).position === 'fixed';
            if (box.width && box.right > width + 1 && !fixed) {
                wide.push(element.tagName.toLowerCase() + (element.id ? '#' + element.id : '')
                          + (element.className && typeof element.className === 'string'
                             ? '.' + element.className.trim().split(/\\s+/).join('.') : '')
                          + ' ' + Math.round(box.right));
            }
        }
        return {scrollWidth: document.documentElement.scrollWidth, innerWidth: width,
                wide: wide.slice(0, 8)};
    }""")


def small_tap_targets(page) -> list[str]:
    """Visible links and controls in navigation and lists smaller than 44 x 44 CSS pixels."""
    return page.evaluate("""(selector) => {
        const small = [];
        for (const element of document.querySelectorAll(selector)) {
            const box = element.getBoundingClientRect();
            const style = getComputedStyle(element);
            if (!box.width || !box.height || style.visibility === 'hidden') { continue; }
            // a link in running text is exempt, as WCAG exempts inline targets
            if (element.tagName === 'A' && element.closest('.rule-text, .snippet, p:not(.links)')) {
                continue;
            }
            if (box.height < 43.5 || box.width < 43.5) {
                small.push(`${element.tagName.toLowerCase()} "${element.textContent.trim()
                    .slice(0, 30)}" ${Math.round(box.width)}x${Math.round(box.height)}`);
            }
        }
        return small;
    }""", TAP_TARGETS)


def save_example_ruling(live_url: str, game: str = "optcg", name: str = "13") -> str:
    """The permanent link of a ruling saved through the API from one of the game's examples
    (One Piece's 13: two boards and a timeline, the widest thing the site draws)."""
    text = next(p for p in example_paths(game) if p.name.startswith(name)).read_text()
    request = urllib.request.Request(live_url + f"/api/v1/{game}/judge/?save=1",
                                     data=text.encode(), method="POST",
                                     headers={"Content-Type": "application/yaml"})
    with urllib.request.urlopen(request, timeout=30) as response:
        return json.load(response)["permalink"]


def wait_for_worker_in_charge(page, timeout_ms: int = 60_000) -> None:
    """Waits until the site's service worker is active and in charge of the open page.

    The worker claims the pages open when it activates, but a page still loading then is
    skipped (clients.claim() takes only pages ready to run scripts), and one whose request
    left before the worker was active never gets it by itself: such a page is reloaded once,
    as the reader's next page would be. Installing saves the largest pages of both games, so
    the wait is generous; it is a wait, not a measure."""
    page.wait_for_function("async () => !!(await navigator.serviceWorker.ready).active",
                           polling=200, timeout=timeout_ms)
    if not page.evaluate("() => !!navigator.serviceWorker.controller"):
        page.reload()
    page.wait_for_function("() => !!navigator.serviceWorker.controller", polling=200,
                           timeout=timeout_ms)
