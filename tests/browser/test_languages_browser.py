"""Switching the interface language in a real browser, with and without JavaScript."""
from __future__ import annotations

import re

from browser_helpers import console_problems, save_example_ruling
from playwright.sync_api import expect


def test_it_translates_the_page_when_the_reader_picks_a_language(live_url, phone_page):
    page = phone_page
    problems = console_problems(page)
    page.goto(live_url + "/optcg/rules/7-1-4/")
    expect(page.locator("html")).to_have_attribute("lang", "en")
    page.get_by_label("Language", exact=True).select_option("de")  # sends the form by itself
    page.wait_for_url(live_url + "/optcg/rules/7-1-4/")  # back on the same page
    expect(page.locator("html")).to_have_attribute("lang", "de")
    nav = page.get_by_role("navigation", name="Hauptnavigation")
    expect(nav.get_by_role("link", name="Regeln")).to_be_visible()
    expect(nav.get_by_role("link", name="Glossar")).to_be_visible()
    expect(page.get_by_role("button", name="Suchen")).to_be_visible()
    expect(page.get_by_label("Sprache", exact=True)).to_have_value("de")
    # the choice is remembered: the next page is German too
    nav.get_by_role("link", name="Glossar").click()
    page.wait_for_url(live_url + "/optcg/glossary/")
    expect(page.locator("html")).to_have_attribute("lang", "de")
    expect(page.get_by_role("heading", level=1)).to_have_text("One Piece Card Game: Glossar")
    # glossary terms in German, with the English keyword beside them
    page.goto(live_url + "/optcg/glossary/trash/")
    expect(page.locator(".printed-name")).to_have_text("Auf den Karten (Englisch): Trash")
    assert problems == []


def test_it_switches_language_without_javascript(live_url, no_script_page):
    page = no_script_page
    page.goto(live_url + "/optcg/glossary/")
    page.get_by_label("Language", exact=True).select_option("it")
    page.get_by_role("button", name="Change").click()
    page.wait_for_url(live_url + "/optcg/glossary/")
    expect(page.locator("html")).to_have_attribute("lang", "it")
    expect(page.get_by_role("heading", level=1)).to_have_text("One Piece Card Game: glossario")
    page.goto(live_url + "/")
    expect(page.get_by_role("heading", level=1)).to_have_text("Risolvilo al tavolo")


def test_it_follows_the_browsers_language_until_the_reader_chooses(browser, live_url):
    context = browser.new_context(locale="es-ES", service_workers="block")
    try:
        page = context.new_page()
        page.goto(live_url + "/optcg/")
        expect(page.locator("html")).to_have_attribute("lang", "es")
        expect(page.get_by_role("navigation", name="Navegación principal")).to_contain_text(
            "Reglas")
    finally:
        context.close()


def test_it_reads_a_saved_ruling_in_spanish_and_in_german(browser, live_url):
    """A ruling saved by an English-speaking judge reads in the language of whoever opens it."""
    url = save_example_ruling(live_url, "optcg", "13")
    context = browser.new_context(locale="es-ES", service_workers="block")
    try:
        page = context.new_page()
        problems = console_problems(page)
        page.goto(url)
        expect(page.locator("html")).to_have_attribute("lang", "es")
        main = page.get_by_role("main")
        expect(main).to_contain_text("Es procesamiento de reglas, no un K.O.")
        expect(main).not_to_contain_text("This is rule processing")
        page.get_by_label("Idioma", exact=True).select_option("de")
        page.wait_for_url(url)
        expect(page.locator("html")).to_have_attribute("lang", "de")
        expect(main).to_contain_text("Das ist Regelabwicklung, kein K.O.")
        expect(main).not_to_contain_text("Es procesamiento de reglas")
        assert problems == []
    finally:
        context.close()


def test_it_opens_a_shared_link_in_the_language_it_names(browser, live_url):
    """A link with ?lang=fr opens in French for a German reader, term tooltips included; the
    footer's form then switches back without ?lang= getting in the way."""
    context = browser.new_context(locale="de-DE", service_workers="block")
    try:
        page = context.new_page()
        problems = console_problems(page)
        page.goto(live_url + "/optcg/rules/7-1-4/?lang=fr")
        expect(page.locator("html")).to_have_attribute("lang", "fr")
        power = page.locator("a.term-ref[data-term='power']").first
        expect(power).to_have_attribute("title", re.compile(r"^La force de combat d'un Leader"))
        expect(page.get_by_label("Langue", exact=True)).to_have_value("fr")
        page.get_by_label("Langue", exact=True).select_option("de")
        page.wait_for_url(live_url + "/optcg/rules/7-1-4/")
        expect(page.locator("html")).to_have_attribute("lang", "de")
        power = page.locator("a.term-ref[data-term='power']").first
        expect(power).to_have_attribute("title", re.compile(r"^Der Wert, mit dem Leader"))
        # a German explanation on the term page the tooltip leads to
        power.click()
        page.wait_for_url(live_url + "/optcg/glossary/power/")
        expect(page.locator(".term-explanation")).to_have_attribute("lang", "de")
        expect(page.locator(".term-explanation")).to_contain_text("Nur Leader und Charaktere")
        assert problems == []
    finally:
        context.close()
