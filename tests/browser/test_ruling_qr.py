"""Share at the table: a saved ruling shows a QR code of its permanent link that another
phone's camera reads (decoded here by zbar from what Chromium draws)."""
from __future__ import annotations

import subprocess

from browser_helpers import ARTIFACTS, console_problems, save_example_ruling
from playwright.sync_api import expect


def decode(png: str) -> str:
    done = subprocess.run(["zbarimg", "--quiet", "--raw", png], capture_output=True, text=True,
                          timeout=60)
    assert done.returncode == 0, done.stderr
    return done.stdout.strip()


def test_it_shows_a_qr_code_that_decodes_to_the_permalink(live_url, phone_page):
    page = phone_page
    problems = console_problems(page)
    permalink = save_example_ruling(live_url)
    page.goto(permalink)
    image = page.get_by_role("img", name="QR code of the link to this ruling")
    expect(image).to_be_visible()
    box = image.bounding_box()
    # large enough to scan from another phone: at least 200 CSS pixels on a 390 px phone
    assert box["width"] >= 200 and abs(box["width"] - box["height"]) < 2
    ARTIFACTS.mkdir(exist_ok=True)
    png = str(ARTIFACTS / "ruling-qr.png")
    image.screenshot(path=png)
    assert decode(png) == permalink == page.locator("#share-url").input_value()
    assert problems == []


def test_it_keeps_the_qr_code_readable_in_dark_mode(live_url, phone_page):
    page = phone_page
    page.emulate_media(color_scheme="dark")
    permalink = save_example_ruling(live_url)
    page.goto(permalink)
    png = str(ARTIFACTS / "ruling-qr-dark.png")
    page.get_by_role("img", name="QR code of the link to this ruling").screenshot(path=png)
    assert decode(png) == permalink
