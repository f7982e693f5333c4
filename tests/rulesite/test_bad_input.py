"""Bad input on every page and endpoint outside the judge: malformed, huge, wrongly typed and
hostile values answer a 4xx with a message a person can act on (or the normal page, where the
input is merely odd), never a 500 or a traceback (timings: `manage.py benchmark`)."""
from __future__ import annotations

import pytest

pytestmark = pytest.mark.django_db

BIG = "x" * 10_000
NUL = "\x00"
SCRIPT = "<script>alert(1)</script>"
HUGE_NUMBER = "1" + "0" * 30  # 10^30
ODD_UNICODE = "\u202eblocker\u200b\ufeff\U0001f3f4\u200d\u2620\ufe0f"


def assert_refused(response, status: int | tuple[int, ...] = (400, 404)) -> str:
    """A 4xx with a message; HTML for pages, JSON `{"detail": ...}` under /api/."""
    allowed = (status,) if isinstance(status, int) else status
    assert response.status_code in allowed, (response.status_code, response.content[:300])
    body = response.content.decode("utf-8")
    assert "Traceback" not in body
    assert NUL not in body
    if response["Content-Type"].startswith("application/json"):
        message = response.json()["detail"]  # JSON data: quoted, not markup
        assert isinstance(message, str) and len(message) > 5
        return message
    assert response["Content-Type"].startswith("text/html")
    assert SCRIPT not in body
    return body


def assert_page(response) -> str:
    assert response.status_code == 200, response.content[:300]
    body = response.content.decode("utf-8")
    assert NUL not in body and SCRIPT not in body
    return body


# ---- query strings ---------------------------------------------------------------------

@pytest.mark.parametrize("path", ["/optcg/rules/", "/optcg/rules/7-1-4/", "/api/v1/optcg/rules/",
                                  "/api/v1/optcg/rules/7-1-4/"])
@pytest.mark.parametrize("version", [NUL, BIG, SCRIPT, HUGE_NUMBER, ["1.2.1", "x"], " "])
def test_it_refuses_a_bad_version_parameter_with_a_message(client, path, version):
    response = client.get(path, {"version": version})
    message = assert_refused(response, 404)
    assert "1.2.1" in message  # the message names the versions there are


@pytest.mark.parametrize("query", [NUL, BIG, SCRIPT, HUGE_NUMBER, ODD_UNICODE, "%", "*?",
                                   '"unbalanced', "AND OR NOT", "((((", "🏴‍☠️", "   "])
def test_it_searches_any_text_without_failing(client, query):
    page = client.get("/optcg/search/", {"q": query, "exact": "0"})
    assert_page(page)
    answer = client.get("/api/v1/optcg/search/", {"q": query})
    assert answer.status_code == 200
    assert isinstance(answer.json()["results"], list)
    assert len(answer.json()["query"]) <= 500


def test_it_searches_the_last_of_repeated_parameters(client):
    answer = client.get("/api/v1/optcg/search/?q=zzzz&q=blocker").json()
    assert answer["query"] == "blocker"
    assert answer["results"][0]["id"] == "blocker"


def test_it_finds_a_term_through_invisible_characters(client):
    answer = client.get("/api/v1/optcg/search/", {"q": "\u200bBlocker\ufeff"}).json()
    assert answer["results"][0]["id"] == "blocker"


@pytest.mark.parametrize("query", [NUL, BIG, SCRIPT, ["a", "b"], ODD_UNICODE])
def test_it_filters_the_glossary_with_any_text(client, query):
    body = assert_page(client.get("/optcg/glossary/", {"q": query}))
    assert "glossary" in body.lower()


@pytest.mark.parametrize("params", [
    {"from": NUL, "to": "1.2.1"},
    {"from": BIG, "to": BIG},
    {"from": ["1.2.1", "x"], "to": "1.2.1"},
    {"from": SCRIPT, "to": "1.2.1"},
    {"from": "1.2.1", "to": "1.2.1", "changes": SCRIPT},
    {"from": "1.2.1"},
])
def test_it_refuses_a_bad_comparison_with_a_message(client, params):
    body = assert_refused(client.get("/optcg/rules/diff/", params))
    assert "<h1>" in body


def test_it_answers_a_first_visit_to_the_comparison_with_its_form(client):
    page = client.get("/optcg/rules/diff/")
    assert page.status_code == 200
    assert '<select name="from"' in page.content.decode()


# ---- addresses -------------------------------------------------------------------------

@pytest.mark.parametrize("number", [NUL, SCRIPT, HUGE_NUMBER, BIG, "7-1-4-" + "1-" * 200,
                                    "..", "%2e%2e", "7‐1‐4", "٧-١-٤"])
def test_it_answers_a_bad_rule_number_with_a_404_that_says_why(client, number):
    page = client.get(f"/optcg/rules/{number}/", follow=True)
    if page.status_code == 200:  # another spelling of a real number, redirected
        assert "7-1-4" in page.redirect_chain[-1][0]
        return
    assert_refused(page, 404)
    answer = client.get(f"/api/v1/optcg/rules/{number}/")
    assert_refused(answer, 404)


@pytest.mark.parametrize("slug", [NUL, SCRIPT, BIG, "blocker" + NUL, "Ω"])
def test_it_answers_an_unknown_term_with_a_404(client, slug):
    assert_refused(client.get(f"/optcg/glossary/{slug}/"), 404)
    assert_refused(client.get(f"/api/v1/optcg/glossary/{slug}/"), 404)


@pytest.mark.parametrize("game", [NUL, SCRIPT, BIG, "OPTCG", "optcg" + NUL])
def test_it_answers_an_unknown_game_with_a_404(client, game):
    for path in (f"/{game}/rules/", f"/{game}/glossary/", f"/{game}/search/?q=a",
                 f"/api/v1/{game}/rules/", f"/api/v1/{game}/versions/",
                 f"/api/v1/{game}/search/?q=a"):
        assert_refused(client.get(path), 404)


@pytest.mark.parametrize("key", [NUL, SCRIPT, BIG, "a" * 22, "../../etc/passwd"])
def test_it_answers_an_unknown_ruling_with_a_404(client, key):
    assert_refused(client.get(f"/optcg/judge/r/{key}/"), 404)


# ---- methods and bodies ----------------------------------------------------------------

@pytest.mark.parametrize("path", ["/", "/optcg/", "/optcg/rules/", "/optcg/rules/7-1-4/",
                                  "/optcg/rules/diff/", "/optcg/glossary/",
                                  "/optcg/glossary/blocker/", "/optcg/search/"])
@pytest.mark.parametrize("method", ["post", "put", "patch", "delete"])
def test_it_refuses_writing_methods_on_pages_that_only_show(client, path, method):
    page = getattr(client, method)(path, "a=1",
                                   content_type="application/x-www-form-urlencoded")
    body = assert_refused(page, 405)
    assert "can only be read" in body
    assert "GET" in page["Allow"]


@pytest.mark.parametrize("path", ["/api/v1/optcg/rules/", "/api/v1/optcg/rules/7-1-4/",
                                  "/api/v1/optcg/versions/", "/api/v1/optcg/glossary/",
                                  "/api/v1/optcg/glossary/blocker/", "/api/v1/optcg/search/"])
@pytest.mark.parametrize("method", ["post", "put", "patch", "delete"])
def test_it_refuses_writing_methods_on_read_only_endpoints(client, path, method):
    response = getattr(client, method)(path, '{"a": 1}',
                                       content_type="application/json")
    assert "not allowed" in assert_refused(response, 405)


def test_it_refuses_a_five_megabyte_form_with_a_message(client):
    """A body over DATA_UPLOAD_MAX_MEMORY_SIZE is never read into memory by a page."""
    body = "next=/&language=" + "x" * (5 * 1024 * 1024)
    response = client.post("/i18n/setlang/", body,
                           content_type="application/x-www-form-urlencoded")
    assert_refused(response, 400)


def test_it_ignores_a_huge_body_sent_with_a_get(client):
    response = client.generic("GET", "/api/v1/optcg/search/?q=blocker",
                              "x" * (5 * 1024 * 1024), "text/plain")
    assert response.status_code == 200


@pytest.mark.parametrize("host", ["evil.example", "[bad", NUL, "a" * 300, "127.0.0.1@evil"])
def test_it_refuses_an_unknown_host_header(client, host):
    response = client.get("/optcg/rules/", HTTP_HOST=host)
    assert_refused(response, 400)


@pytest.mark.parametrize("path", ["/optcg/rules/7-1-4/", "/optcg/glossary/blocker/"])
def test_it_escapes_script_tags_in_every_echoed_value(client, path):
    page = client.get(path, {"version": SCRIPT})
    assert_refused(page, (200, 404))
    assert "&lt;script&gt;" in page.content.decode() or page.status_code == 200
