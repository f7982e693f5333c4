"""Dark mode: the system's setting by default, a toggle whose choice is remembered, and no
flash of the other theme when a page opens."""
from __future__ import annotations

from playwright.sync_api import expect

# Records the theme at the moment <body> starts, before anything is drawn.
THEME_AT_BODY = """
new MutationObserver((changes, observer) => {
  if (document.body) {
    window.themeAtBody = document.documentElement.getAttribute('data-theme');
    observer.disconnect();
  }
}).observe(document, {childList: true, subtree: true});
"""


def background(page) -> str:
    return page.evaluate("getComputedStyle(document.body).backgroundColor")


def test_it_follows_the_system_until_the_reader_chooses_and_remembers_it(live_url, browser):
    context = browser.new_context(color_scheme="dark", service_workers="block")
    try:
        page = context.new_page()
        page.add_init_script(THEME_AT_BODY)
        page.goto(live_url + "/optcg/glossary/")
        toggle = page.get_by_role("button", name="Dark mode")
        expect(toggle).to_have_attribute("aria-pressed", "true")  # the system is dark
        dark = background(page)
        toggle.click()
        expect(toggle).to_have_attribute("aria-pressed", "false")
        expect(page.locator("html")).to_have_attribute("data-theme", "light")
        light = background(page)
        assert light != dark
        # remembered on the next page and after a reload, from the first moment
        page.goto(live_url + "/optcg/rules/7-1-4/")
        assert page.evaluate("window.themeAtBody") == "light"
        assert background(page) == light
        expect(page.get_by_role("button", name="Dark mode")).to_have_attribute(
            "aria-pressed", "false")
        page.get_by_role("button", name="Dark mode").click()
        page.reload()
        assert page.evaluate("window.themeAtBody") == "dark"
        assert background(page) == dark
    finally:
        context.close()


def test_it_has_no_toggle_without_javascript_and_still_follows_the_system(live_url, browser):
    context = browser.new_context(color_scheme="dark", java_script_enabled=False)
    try:
        page = context.new_page()
        page.goto(live_url + "/")
        expect(page.locator("#theme-toggle")).to_be_hidden()
        assert background(page) == "rgb(21, 23, 26)"
    finally:
        context.close()


LUMINANCE = """(selector) => {
  const parse = (value) => value.match(/[\\d.]+/g).slice(0, 3).map(Number);
  const lum = ([r, g, b]) => (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
  const element = document.querySelector(selector);
  const style = getComputedStyle(element);
  return {text: lum(parse(style.color)), background: lum(parse(style.backgroundColor))};
}"""


def test_it_prints_a_dark_mode_ruling_in_dark_ink_on_white(live_url, browser):
    context = browser.new_context(color_scheme="dark", service_workers="block")
    try:
        page = context.new_page()
        page.goto(live_url + "/optcg/judge/?example=01-attack-leader-takes-life")
        page.get_by_role("button", name="Judge", exact=True).click()
        expect(page.locator("#result .verdict")).to_be_visible()
        on_screen = page.evaluate(LUMINANCE, ".verdict")
        assert on_screen["background"] < 0.3  # the screen is dark
        page.emulate_media(media="print")
        for selector in (".verdict", ".action-label"):
            printed = page.evaluate(LUMINANCE, selector)
            assert printed["text"] < 0.5, (selector, printed)  # dark ink: readable on paper
        assert page.evaluate(LUMINANCE, ".verdict")["background"] > 0.9
    finally:
        context.close()
