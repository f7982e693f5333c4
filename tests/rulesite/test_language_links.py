"""`?lang=` on any page: a shared link opens in the language it names, for that page only, and
cached pages stay right for every reader."""
from __future__ import annotations

import re

import pytest
from django.conf import settings

pytestmark = pytest.mark.django_db
PAGES = ["/", "/optcg/", "/optcg/rules/", "/optcg/rules/7-1-4/", "/optcg/rules/all/",
         "/optcg/glossary/", "/optcg/glossary/blocker/", "/optcg/judge/", "/ygo/judge/",
         "/optcg/search/?q=blocker", "/ygo/glossary/chain/"]


def page_language(html: str) -> str:
    return re.search(r'<html lang="([\w-]+)"', html).group(1)


@pytest.mark.parametrize("path", PAGES)
def test_it_opens_a_shared_link_in_the_language_it_names(client, path):
    client.cookies[settings.LANGUAGE_COOKIE_NAME] = "de"
    glue = "&" if "?" in path else "?"
    answer = client.get(f"{path}{glue}lang=fr", HTTP_ACCEPT_LANGUAGE="es")
    assert answer.status_code == 200
    assert page_language(answer.content.decode()) == "fr"
    assert answer["Content-Language"] == "fr"


def test_it_keeps_the_readers_own_language_for_the_next_page(client):
    client.cookies[settings.LANGUAGE_COOKIE_NAME] = "de"
    shared = client.get("/optcg/glossary/?lang=it")
    assert settings.LANGUAGE_COOKIE_NAME not in shared.cookies  # nothing remembered
    assert page_language(client.get("/optcg/glossary/").content.decode()) == "de"


@pytest.mark.parametrize("asked, shown", [("FR", "fr"), ("de-AT", "de"), ("pt", "es"),
                                          ("", "es"), ("<script>", "es")])
def test_it_falls_back_to_the_readers_language_for_a_language_the_site_lacks(
        client, asked, shown):
    answer = client.get(f"/optcg/rules/?lang={asked}", HTTP_ACCEPT_LANGUAGE="es")
    assert answer.status_code == 200
    assert page_language(answer.content.decode()) == shown


def test_it_serves_each_language_its_own_cached_page(client):
    french = client.get("/optcg/glossary/trash/?lang=fr").content.decode()
    client.cookies[settings.LANGUAGE_COOKIE_NAME] = "de"
    german = client.get("/optcg/glossary/trash/").content.decode()
    again = client.get("/optcg/glossary/trash/?lang=fr").content.decode()
    assert "<h1 lang=\"fr\">Défausse</h1>" in french and "<h1 lang=\"fr\">Défausse</h1>" in again
    assert "<h1 lang=\"de\">Ablagestapel</h1>" in german


def test_it_returns_the_language_form_to_the_page_without_lang(client):
    html = client.get("/optcg/glossary/?q=block&lang=fr").content.decode()
    assert '<input type="hidden" name="next" value="/optcg/glossary/?q=block">' in html
    chosen = client.post("/i18n/setlang/", {"language": "it", "next": "/optcg/glossary/?q=block"})
    assert page_language(client.get(chosen["Location"]).content.decode()) == "it"
