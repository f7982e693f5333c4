"""`?lang=` on any page: a shared link opens in the language it names, for that page only, and
cached pages stay right for every reader."""
from __future__ import annotations

import html
import re
from collections import deque
from pathlib import Path

import pytest
from django.conf import settings

pytestmark = pytest.mark.django_db
SHARED = Path(__file__).resolve().parents[3] / "shared"
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


def page_kind(url: str) -> str:
    """A page's kind: its game and section, the rest of its path as one part
    (/optcg/glossary/blocker/ and /optcg/glossary/trash/ are one kind)."""
    path, _, query = url.partition("?")
    parts = path.strip("/").split("/")
    return "/".join(parts[:2] + ["*"] * (len(parts) > 2)) + ("?" if query else "")


def test_every_kind_of_page_opens_in_the_language_its_link_names(client):
    """Every kind of page the site links to (one of each, followed from the home page), and a
    page that is not there, opens in the language `?lang=` names."""
    scenario = (SHARED / "scenarios" / "01-attack-leader-takes-life.yaml").read_text("utf-8")
    saved = client.post("/api/v1/optcg/judge/?save=1", data=scenario,
                        content_type="application/yaml").json()["permalink"]
    client.cookies[settings.LANGUAGE_COOKIE_NAME] = "de"
    # a saved ruling, the pages only a form leads to (search) or that a fresh site does not
    # link to (rulings, offline)
    queue = deque(["/", "/optcg/search/?q=blocker", "/ygo/search/?q=chain", "/optcg/rulings/",
                   "/ygo/rulings/", "/offline/", "/optcg/no-such-page/",
                   saved.removeprefix("http://testserver")])
    kinds: dict[str, int] = {}
    wrong: list[str] = []
    while queue:
        url = queue.popleft()
        if page_kind(url) in kinds:
            continue
        glue = "&" if "?" in url else "?"
        answer = client.get(f"{url}{glue}lang=it")
        kinds[page_kind(url)] = answer.status_code
        if "text/html" not in answer.get("Content-Type", ""):
            continue
        page = answer.content.decode()
        if page_language(page) != "it":
            wrong.append(url)
        queue.extend(html.unescape(href) for href in re.findall(r'href="(/[^"#]*)"', page)
                     if not href.startswith(("/static/", "/api/", "/admin/", "/i18n/")))
    assert wrong == []
    # home, each game's rules, rule, glossary, term, rulings, judge, cards and search pages,
    # a saved ruling, the offline page, a missing page
    assert len(kinds) >= 24, sorted(kinds)
