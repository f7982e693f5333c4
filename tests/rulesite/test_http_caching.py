"""What reaches a phone: every page, JSON answer, feed and offline file compressed (brotli or
gzip, as the client accepts), a validator on each so that a repeat costs a 304, and static
files under hashed names that browsers keep for a year."""
from __future__ import annotations

import gzip
import re

import brotli
import pytest
from django.core.management import call_command
from django.test import Client

from judge.examples import examples

pytestmark = pytest.mark.django_db

PAGES = ["/optcg/rules/7-1-4/", "/optcg/rules/", "/optcg/glossary/", "/optcg/glossary/blocker/",
         "/optcg/rules/all/", "/optcg/search/?q=blocker&exact=0", "/optcg/judge/",
         "/optcg/cards/", "/", "/optcg/", "/offline/"]
JSON = ["/api/v1/optcg/rules/", "/api/v1/optcg/glossary/", "/api/v1/optcg/search/?q=blocker",
        "/api/v1/optcg/rules/7-1-4/", "/offline/precache.json", "/manifest.webmanifest"]
OTHER = ["/optcg/rules/feed/", "/sw.js"]
EVERYTHING = PAGES + JSON + OTHER
# cached pages are the same bytes for everyone; the others name the moment they were drawn
CACHED = ["/optcg/rules/7-1-4/", "/optcg/rules/", "/optcg/glossary/", "/optcg/glossary/blocker/"]


def decoded(response) -> bytes:
    coding = response.get("Content-Encoding")
    if coding == "br":
        return brotli.decompress(response.content)
    if coding == "gzip":
        return gzip.decompress(response.content)
    assert coding is None
    return response.content


@pytest.mark.parametrize("path", EVERYTHING)
@pytest.mark.parametrize("coding", ["gzip", "br"])
def test_it_compresses_each_kind_of_answer_for_a_client_that_accepts_it(client, path, coding):
    plain = client.get(path)
    packed = client.get(path, HTTP_ACCEPT_ENCODING=f"{coding}, deflate")
    assert plain.status_code == packed.status_code == 200
    assert "Content-Encoding" not in plain
    assert packed["Content-Encoding"] == coding
    # (small answers gain less: gzip adds up to 100 random bytes against BREACH)
    assert len(packed.content) < len(plain.content) * (0.5 if len(plain.content) > 5000 else 0.8)
    assert int(packed["Content-Length"]) == len(packed.content)
    assert "Accept-Encoding" in packed["Vary"]
    body = decoded(packed)
    if path in CACHED:
        assert body == plain.content
    else:
        assert body[:60] == plain.content[:60] and abs(len(body) - len(plain.content)) < 80


def test_it_prefers_brotli_and_falls_back_to_gzip(client):
    both = client.get("/optcg/glossary/", HTTP_ACCEPT_ENCODING="gzip, deflate, br, zstd")
    assert both["Content-Encoding"] == "br"
    old = client.get("/optcg/glossary/", HTTP_ACCEPT_ENCODING="gzip")
    assert old["Content-Encoding"] == "gzip"
    assert len(old.content) > len(both.content)


# all but the judge's page, whose form carries a freshly masked CSRF token each time
@pytest.mark.parametrize("path", [*(p for p in EVERYTHING if p != "/optcg/judge/"),
                                  "/api/v1/optcg/versions/"])
def test_it_answers_a_repeat_with_the_validator_with_304_and_no_body(client, path):
    first = client.get(path, HTTP_ACCEPT_ENCODING="gzip, br")
    etag = first["ETag"]
    again = client.get(path, HTTP_ACCEPT_ENCODING="gzip, br", HTTP_IF_NONE_MATCH=etag)
    assert again.status_code == 304
    assert again.content == b""
    assert again["ETag"] == etag


def test_it_gives_a_cached_page_the_same_validator_in_every_encoding(client):
    plain = client.get("/optcg/rules/7-1-4/")["ETag"]
    packed = client.get("/optcg/rules/7-1-4/", HTTP_ACCEPT_ENCODING="br")["ETag"]
    assert packed == "W/" + plain  # RFC 9110: another encoding, the same content
    assert client.get("/optcg/rules/7-1-4/", HTTP_IF_NONE_MATCH=packed).status_code == 304


def test_it_sends_the_page_again_when_it_changed(client):
    etag = client.get("/optcg/rules/7-1-4/")["ETag"]
    assert client.get("/optcg/rules/7-1-4/", {"version": "1.2.1"},
                      HTTP_IF_NONE_MATCH=etag).status_code == 200


def test_it_leaves_compressed_files_and_small_answers_alone(client):
    page = client.get("/optcg/judge/").content.decode()
    engine = re.search(r'/offline/judge-engine-[^"&]+\.zip', page)
    assert engine, "the judge page names its offline engine"
    bundle = client.get(engine.group(0), HTTP_ACCEPT_ENCODING="gzip, br")
    assert bundle.status_code == 200 and "Content-Encoding" not in bundle
    tiny = client.get("/favicon.ico", HTTP_ACCEPT_ENCODING="gzip, br")
    assert "Content-Encoding" not in tiny


def test_it_compresses_the_judge_answer(client):
    answer = client.post("/api/v1/optcg/judge/", examples("optcg")[0].text,
                         content_type="application/yaml", HTTP_ACCEPT_ENCODING="br")
    assert answer.status_code == 200 and answer["Content-Encoding"] == "br"
    assert b'"verdict"' in brotli.decompress(answer.content) or answer.json


def test_it_keeps_pages_of_one_reader_out_of_shared_caches(client):
    judge = client.get("/optcg/judge/")  # its form carries the reader's CSRF token
    assert "csrfmiddlewaretoken" in judge.content.decode()
    assert "public" not in judge.get("Cache-Control", "")
    assert "Cookie" in judge["Vary"]


# ---- static files ------------------------------------------------------------------------

def test_collectstatic_writes_hashed_compressed_copies_and_the_manifest(tmp_path, settings):
    source = tmp_path / "source"
    source.mkdir()
    (source / "page.css").write_text("body { background: url('mark.svg'); }\n" * 20)
    (source / "mark.svg").write_text('<svg xmlns="http://www.w3.org/2000/svg"></svg>' * 10)
    settings.STATIC_ROOT = tmp_path / "collected"
    settings.STATICFILES_DIRS = [source]
    settings.STATICFILES_FINDERS = ["django.contrib.staticfiles.finders.FileSystemFinder"]
    settings.WHITENOISE_USE_FINDERS = False
    call_command("collectstatic", "--noinput", verbosity=0)
    assert (tmp_path / "collected" / "staticfiles.json").exists()

    from django.contrib.staticfiles.storage import staticfiles_storage
    from django.templatetags.static import static
    address = static("page.css")
    assert re.fullmatch(r"/static/page\.[0-9a-f]{12}\.css", address)
    browser = Client()  # a new WhiteNoise, reading the folder just collected
    served = browser.get(address, HTTP_ACCEPT_ENCODING="br")
    assert served.status_code == 200
    assert served["Cache-Control"] == "max-age=315360000, public, immutable"
    assert served["Content-Encoding"] == "br"
    css = brotli.decompress(b"".join(served.streaming_content)).decode()
    assert staticfiles_storage.url("mark.svg").rsplit("/", 1)[1] in css  # url() hashed too
    plain = browser.get("/static/page.css")
    assert plain.status_code == 200 and "immutable" not in plain["Cache-Control"]


def test_every_static_file_a_page_links_is_served(client):
    """Hashed names once collectstatic has run, plain ones before: either way they load."""
    page = client.get("/optcg/rules/7-1-4/").content.decode()
    links = set(re.findall(r'(?:href|src)="(/static/[^"]+)"', page))
    assert len(links) >= 6
    for link in links:
        assert Client().get(link).status_code == 200, link


# ---- who may keep an answer --------------------------------------------------------------

def directives(response) -> set[str]:
    return {word.strip() for word in response.get("Cache-Control", "").split(",") if word}


@pytest.mark.parametrize("path", [p for p in EVERYTHING if p not in (
    "/optcg/judge/", "/sw.js", "/offline/precache.json")])
def test_it_lets_a_shared_cache_keep_what_is_the_same_for_everyone(client, path):
    response = client.get(path)
    assert {"public", "max-age=60"} <= directives(response)
    vary = {word.strip() for word in response["Vary"].split(",")}
    assert {"Accept-Language", "Cookie"} <= vary
    assert not response.cookies


def test_it_keeps_the_readers_own_page_private(client):
    judge = client.get("/optcg/judge/")
    assert {"private", "no-cache"} <= directives(judge) and "public" not in directives(judge)
    assert judge.cookies["csrftoken"]


def test_it_has_the_worker_and_its_list_checked_each_time(client):
    for path in ("/sw.js", "/offline/precache.json"):
        assert "no-cache" in directives(client.get(path)) and "public" not in directives(
            client.get(path))


def test_it_serves_the_whole_rules_from_the_page_cache(client):
    first = client.get("/optcg/rules/all/")
    again = client.get("/optcg/rules/all/", HTTP_ACCEPT_ENCODING="br")
    assert brotli.decompress(again.content) == first.content
    assert len(again.content) * 4 < len(first.content)


def test_a_file_changed_since_collectstatic_goes_by_its_plain_name(tmp_path, settings):
    """Hashed names would serve the copy collected before the change (a script edited and
    tested without collecting again): until collectstatic runs, plain names, from the source."""
    import os
    import time

    from rulesite.staticstorage import HashedStaticStorage
    source = tmp_path / "source"
    source.mkdir()
    (source / "page.js").write_text("let before = 1;\n" * 30)
    settings.STATIC_ROOT = tmp_path / "collected"
    settings.STATICFILES_DIRS = [source]
    settings.STATICFILES_FINDERS = ["django.contrib.staticfiles.finders.FileSystemFinder"]
    call_command("collectstatic", "--noinput", verbosity=0)
    assert HashedStaticStorage().url("page.js") != "/static/page.js"
    assert HashedStaticStorage().url("never-collected.js") == "/static/never-collected.js"
    later = time.time() + 60
    os.utime(source / "page.js", (later, later))
    assert HashedStaticStorage().url("page.js") == "/static/page.js"


def test_it_never_lets_a_shared_cache_keep_an_answer_that_sets_a_cookie(client):
    client.get("/optcg/rules/7-1-4/")  # cached
    client.cookies["csrftoken"] = "not-a-token"  # Django answers with a new one
    response = client.get("/optcg/rules/7-1-4/")
    assert "csrftoken" in response.cookies
    assert "private" in directives(response) and "public" not in directives(response)


def test_the_load_scripts_trivial_view_is_not_served_in_service(client):
    """It exists only while tools/loadtest.py runs the server (LOAD_TRIVIAL_VIEW=on)."""
    assert client.get("/_load/trivial/").status_code == 404
