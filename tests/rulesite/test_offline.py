"""The installable web app as the server serves it: the service worker from the site root, the
manifest and its icons, the list of pages saved for offline use, the whole rules on one page,
and what every page tells the offline script about itself."""
from __future__ import annotations

import re
import struct
from pathlib import Path

import pytest
from django.contrib.staticfiles import finders

from rules.models import Rule, RulesVersion

pytestmark = pytest.mark.django_db


def static_body(client, url: str) -> bytes:
    response = client.get(url)
    assert response.status_code == 200, url
    return b"".join(response.streaming_content) if response.streaming else response.content


def png_size(data: bytes) -> tuple[int, int]:
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    return struct.unpack(">II", data[16:24])


def test_it_serves_the_service_worker_from_the_root_for_the_whole_site(client):
    response = client.get("/sw.js")
    assert response.status_code == 200
    assert response["Content-Type"].startswith("text/javascript")
    assert response["Service-Worker-Allowed"] == "/"
    assert "no-cache" in response["Cache-Control"]  # a new worker is picked up at once
    body = response.content.decode()
    assert body == Path(finders.find("rulesite/js/sw.js")).read_text(encoding="utf-8")
    assert client.post("/sw.js").status_code == 405


def test_it_describes_an_installable_app_with_icons_that_exist(client):
    response = client.get("/manifest.webmanifest")
    assert response["Content-Type"].startswith("application/manifest+json")
    manifest = response.json()
    assert manifest["start_url"] == "/" and manifest["scope"] == "/"
    assert manifest["display"] == "standalone"
    assert re.fullmatch(r"#[0-9a-f]{6}", manifest["theme_color"])
    purposes = {(icon["sizes"], icon["purpose"]) for icon in manifest["icons"]}
    assert {("192x192", "any"), ("512x512", "any"), ("512x512", "maskable")} <= purposes
    for icon in manifest["icons"]:
        data = static_body(client, icon["src"])
        if icon["type"] == "image/png":
            assert "x".join(map(str, png_size(data))) == icon["sizes"], icon["src"]
        else:
            assert data.startswith(b"<svg")


def test_it_translates_the_app_name(client):
    client.cookies["django_language"] = "de"
    manifest = client.get("/manifest.webmanifest").json()
    assert manifest["name"] == "rulesite: Regeln und Judge"
    assert manifest["lang"] == "de"


def test_it_lists_pages_and_files_to_save_that_all_exist(client):
    listed = client.get("/offline/precache.json").json()
    for game in ("optcg", "ygo"):
        for page in (f"/{game}/rules/", f"/{game}/rules/all/", f"/{game}/glossary/"):
            assert page in listed["pages"]
    assert "/" in listed["pages"] and "/offline/" in listed["pages"]
    for page in listed["pages"]:
        assert client.get(page).status_code == 200, page
    for url in listed["static"]:
        static_body(client, url)


def test_it_shows_every_rule_on_one_page_with_the_anchors_of_the_rule_pages(client):
    version = RulesVersion.objects.filter(game_id="optcg").order_by("-sort_key").first()
    html = client.get("/optcg/rules/all/").content.decode()
    numbers = list(Rule.objects.filter(version=version).order_by("sort_key")
                   .values_list("number", flat=True))
    anchors = re.findall(r'id="r([\d-]+)"', html)
    assert anchors == numbers
    assert '<h2 id="r7" class="rule-heading">' in html
    assert 'id="r7-1-4-1"' in html
    # a rule page's sub-rules use the same anchors
    assert 'id="r7-1-4-1"' in client.get("/optcg/rules/7-1-4/").content.decode()


def test_it_answers_an_unknown_version_of_the_whole_rules_with_a_404_page(client):
    response = client.get("/optcg/rules/all/?version=9.9")
    assert response.status_code == 404
    assert "9.9" in response.content.decode()


@pytest.mark.parametrize("url", ["/", "/optcg/rules/7-1-4/", "/optcg/glossary/blocker/",
                                 "/optcg/search/?q=blocker", "/ygo/rules/all/"])
def test_every_page_says_which_rules_it_shows_and_links_the_app(client, url):
    html = client.get(url).content.decode()
    root = re.search(r"<html[^>]*>", html).group(0)
    assert re.search(r'data-rules-version="[\d.]+"', root)
    assert re.search(r'data-rules-in-force="[\d.]+"', root)
    assert "data-rendered" not in root  # the worker says when it saved the page: data-saved
    assert 'data-service-worker="/sw.js"' in root
    assert '<link rel="manifest" href="/manifest.webmanifest">' in html
    assert 'rel="icon"' in html


def test_an_older_version_says_so_to_the_offline_script(client):
    older = RulesVersion.objects.create(game_id="optcg", version="1.0.0", kind="summary")
    Rule.objects.create(version=older, number="1", sort_key="0001", depth=1, title="Old")
    html = client.get("/optcg/rules/1/?version=1.0.0").content.decode()
    assert 'data-rules-version="1.0.0"' in html
    assert 'data-rules-in-force="1.2.1"' in html


def test_it_sends_the_browsers_favicon_request_to_the_icon(client):
    response = client.get("/favicon.ico")
    assert response.status_code == 301
    png_size(static_body(client, response["Location"]))
