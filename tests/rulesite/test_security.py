"""Security: headers on every answer, no inline script or style anywhere (so the CSP can forbid
them), CSRF on every form, HTTPS settings in production, the admin for staff only, and saved
rulings that nobody can change or guess."""
from __future__ import annotations

import json
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest
from django.contrib.auth.models import User
from django.test import Client
from judge_web_helpers import example, save

from judge.models import Ruling

ROOT = Path(__file__).resolve().parents[2]
pytestmark = pytest.mark.django_db

PAGES = ["/", "/optcg/", "/optcg/rules/", "/optcg/rules/7-1-4/", "/optcg/rules/diff/",
         "/optcg/glossary/", "/optcg/glossary/blocker/", "/optcg/search/?q=blocker",
         "/optcg/judge/", "/optcg/rules/7-1-99/", "/nowhere/"]
ENDPOINTS = ["/api/v1/optcg/rules/7-1-4/", "/api/v1/optcg/search/?q=blocker",
             "/api/v1/optcg/glossary/blocker/", "/api/v1/optcg/rules/0/"]
TEMPLATE_DIRS = [ROOT / "templates", *ROOT.glob("*/templates")]
INLINE_SCRIPT = re.compile(r"<script\b(?![^>]*\bsrc=)(?![^>]*type=\"application/(?:ld\+)?json\")",
                           re.I)
INLINE_STYLE = re.compile(r"<style\b|\sstyle\s*=", re.I)
INLINE_HANDLER = re.compile(r"<[^>]*\son[a-z]+\s*=", re.I)
JAVASCRIPT_URL = re.compile(r"""(?:href|src|action)\s*=\s*["']\s*javascript:""", re.I)
POST_FORM = re.compile(r"<form\b[^>]*method=\"post\"[^>]*>(.*?)</form>", re.I | re.S)


def templates() -> list[Path]:
    return sorted(path for folder in TEMPLATE_DIRS for path in folder.rglob("*.html"))


# ---- headers -----------------------------------------------------------------------------

@pytest.mark.parametrize("path", PAGES + ENDPOINTS)
def test_it_sends_the_security_headers_on_every_answer(client, path):
    response = client.get(path)
    assert response.status_code in (200, 400, 404)
    policy = response["Content-Security-Policy"]
    assert "script-src 'self'" in policy and "style-src 'self'" in policy
    # WebAssembly may be compiled (the judge's engine in Pyodide); text never runs as script
    assert "unsafe-inline" not in policy
    assert "unsafe-eval" not in policy.replace("'wasm-unsafe-eval'", "")
    assert "frame-ancestors 'none'" in policy and "object-src 'none'" in policy
    assert response["X-Frame-Options"] == "DENY"
    assert response["Referrer-Policy"] == "same-origin"
    assert response["X-Content-Type-Options"] == "nosniff"


# ---- no inline script or style: the CSP would block it -----------------------------------

def test_it_has_templates_to_scan():
    assert len(templates()) > 20


@pytest.mark.parametrize("path", templates(), ids=lambda p: str(p.relative_to(ROOT)))
def test_it_keeps_scripts_and_styles_out_of_every_template(path):
    text = path.read_text(encoding="utf-8")
    for pattern in (INLINE_SCRIPT, INLINE_STYLE, INLINE_HANDLER, JAVASCRIPT_URL):
        found = pattern.search(text)
        assert found is None, f"{path.name}: {text[found.start():found.start() + 80]!r}"


@pytest.mark.parametrize("path", PAGES)
def test_it_renders_pages_without_inline_scripts_or_styles(client, path):
    page = client.get(path).content.decode()
    for pattern in (INLINE_SCRIPT, INLINE_STYLE, INLINE_HANDLER, JAVASCRIPT_URL):
        found = pattern.search(page)
        assert found is None, page[found.start():found.start() + 120]


# ---- CSRF --------------------------------------------------------------------------------

@pytest.mark.parametrize("path", templates(), ids=lambda p: str(p.relative_to(ROOT)))
def test_it_puts_a_csrf_token_in_every_post_form(path):
    """All but the footer's language form, which posts to a view that needs none (a public
    page carries nothing of one reader: rulesite/language.py)."""
    text = path.read_text(encoding="utf-8")
    for match in POST_FORM.finditer(text):
        if "{% url 'set_language' %}" in match.group(0):
            assert "{% csrf_token %}" not in match.group(1), path.name
            continue
        assert "{% csrf_token %}" in match.group(1), path.name


@pytest.mark.parametrize(("path", "data"), [
    ("/optcg/judge/", {"scenario": "game: optcg"}),
    ("/admin/login/", {"username": "someone", "password": "something"}),
])
def test_it_refuses_a_post_without_its_csrf_token(path, data):
    browser = Client(enforce_csrf_checks=True)
    browser.get(path)  # has the cookie, not the token
    response = browser.post(path, data)
    assert response.status_code == 403
    assert Ruling.objects.count() == 0


def test_it_accepts_the_judge_form_with_its_token():
    browser = Client(enforce_csrf_checks=True)
    page = browser.get("/optcg/judge/").content.decode()
    token = re.search(r'name="csrfmiddlewaretoken" value="([^"]+)"', page).group(1)
    response = browser.post("/optcg/judge/", {"scenario": example("01"),
                                              "csrfmiddlewaretoken": token})
    assert response.status_code == 200


# ---- production settings -----------------------------------------------------------------

HTTPS_PROBE = """
import json, django
django.setup()
from django.core.management import call_command
from django.test import Client
call_command("migrate", verbosity=0)  # an empty site: its pages are 404s with the usual shell
client = Client(HTTP_HOST="rules.example.org")
plain = client.get("/optcg/rules/")
secure = client.get("/optcg/rules/", secure=True)
login = client.get("/admin/login/", secure=True)  # a form with a CSRF token: its cookie
print(json.dumps({
    "plain": [plain.status_code, plain.get("Location")],
    "hsts": secure.get("Strict-Transport-Security"),
    "cookies": {name: {"secure": bool(c["secure"]), "httponly": bool(c["httponly"]),
                       "samesite": c["samesite"]} for name, c in login.cookies.items()},
}))
"""


def test_it_turns_on_hsts_the_https_redirect_and_secure_cookies_with_https_on(tmp_path):
    environment = {**os.environ, "HTTPS": "on", "ALLOWED_HOSTS": "rules.example.org",
                   "DATABASE_URL": f"sqlite:///{tmp_path / 'empty.sqlite3'}",
                   "SECRET_KEY": "a-long-and-varied-production-secret-0123456789-abcdefghij",
                   "LOG_LEVEL": "CRITICAL"}
    environment.pop("DEBUG", None)
    done = subprocess.run([sys.executable, "-c", HTTPS_PROBE], cwd=ROOT, env=environment,
                          capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr[-2000:]
    answer = json.loads(done.stdout.strip().splitlines()[-1])
    assert answer["plain"] == [301, "https://rules.example.org/optcg/rules/"]
    assert "max-age=31536000" in answer["hsts"] and "includeSubDomains" in answer["hsts"]
    assert answer["cookies"]["csrftoken"]["secure"] is True


# ---- the admin ---------------------------------------------------------------------------

def test_it_keeps_the_admin_from_anyone_who_is_not_staff():
    assert Client().get("/admin/").status_code == 302
    player = User.objects.create_user("player", password="a-long-password-1234")
    browser = Client()
    browser.force_login(player)
    refused = browser.get("/admin/")
    assert refused.status_code == 302 and "/admin/login/" in refused["Location"]
    assert browser.get("/admin/rules/rulesversion/").status_code == 302
    staff = User.objects.create_user("judge", password="a-long-password-1234", is_staff=True,
                                     is_superuser=True)
    browser.force_login(staff)
    assert browser.get("/admin/").status_code == 200


# ---- saved rulings -----------------------------------------------------------------------

@pytest.mark.parametrize("method", ["post", "put", "patch", "delete"])
def test_it_offers_no_way_to_change_a_saved_ruling(client, method):
    ruling = save(example("01"))
    response = getattr(client, method)(ruling.get_absolute_url(), "title=changed",
                                       content_type="application/x-www-form-urlencoded")
    assert response.status_code == 405
    ruling.refresh_from_db()
    assert ruling.title != "changed"
    with pytest.raises(ValueError, match="never changes"):
        ruling.save()


def test_it_lets_the_admin_feature_a_saved_ruling_and_change_nothing_else():
    ruling = save(example("01"))
    staff = User.objects.create_user("judge", password="a-long-password-1234", is_staff=True,
                                     is_superuser=True)
    browser = Client()
    browser.force_login(staff)
    page = browser.get(f"/admin/judge/ruling/{ruling.pk}/change/").content.decode()
    assert 'name="featured"' in page and 'name="title"' not in page
    assert 'name="scenario_text"' not in page
    assert browser.get("/admin/judge/ruling/add/").status_code == 403
    assert browser.post(f"/admin/judge/ruling/{ruling.pk}/delete/", {"post": "yes"}
                        ).status_code == 403
    assert Ruling.objects.filter(pk=ruling.pk).exists()


def test_it_gives_rulings_keys_nobody_can_guess():
    # twenty scenarios (the same one saved again would answer its first ruling)
    keys = [save(f"{example('01')}\n# {n}\n").key for n in range(20)]
    assert len(set(keys)) == 20
    for key in keys:
        assert len(key) >= 22 and re.fullmatch(r"[A-Za-z0-9_-]+", key)  # 128 random bits
    # neighbours share no prefix worth guessing from
    assert len({key[:4] for key in keys}) > 15
