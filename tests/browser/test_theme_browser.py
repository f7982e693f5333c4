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
