"""The site's foundation: settings from the environment, pages, errors, bootstrap."""
from __future__ import annotations

import io
import os
import subprocess
import sys
from pathlib import Path

import pytest
from django.core.exceptions import ImproperlyConfigured
from django.core.management import call_command

from rules.importers.records import ParsedDocument, RuleRecord
from rules.importers.writer import store_version
from rules.models import Game, Rule, RulesVersion
from rulesite import env

ROOT = Path(__file__).resolve().parents[2]


def test_it_reads_yes_no_values(monkeypatch):
    monkeypatch.setenv("X_FLAG", "on")
    assert env.env_bool("X_FLAG", False) is True
    monkeypatch.setenv("X_FLAG", "0")
    assert env.env_bool("X_FLAG", True) is False


def test_it_refuses_a_bad_boolean_loudly(monkeypatch):
    monkeypatch.setenv("DEBUG", "maybe")
    with pytest.raises(ImproperlyConfigured, match="DEBUG='maybe'"):
        env.env_bool("DEBUG", False)


def test_it_refuses_a_bad_number_and_an_empty_list(monkeypatch):
    monkeypatch.setenv("X_NUMBER", "ten")
    with pytest.raises(ImproperlyConfigured, match="not a whole number"):
        env.env_int("X_NUMBER", 1)
    monkeypatch.setenv("ALLOWED_HOSTS", " , ")
    with pytest.raises(ImproperlyConfigured, match="lists nothing"):
        env.env_list("ALLOWED_HOSTS", ["localhost"])


def test_it_generates_a_development_secret_key_once(tmp_path, monkeypatch):
    monkeypatch.delenv("SECRET_KEY", raising=False)
    key_file = tmp_path / ".secret_key"
    first = env.secret_key(key_file)
    assert len(first) >= 50
    assert env.secret_key(key_file) == first


def test_it_refuses_a_short_secret_key(tmp_path, monkeypatch):
    monkeypatch.setenv("SECRET_KEY", "short")
    with pytest.raises(ImproperlyConfigured, match="SECRET_KEY"):
        env.secret_key(tmp_path / "unused")


def test_it_passes_the_deploy_check_with_production_values(tmp_path):
    environment = {
        **os.environ,
        "SECRET_KEY": "x" * 20 + "a-long-and-varied-production-secret-0123456789",
        "ALLOWED_HOSTS": "rules.example.org",
        "HTTPS": "on",
        "DATABASE_URL": f"sqlite:///{tmp_path / 'deploy.sqlite3'}",
    }
    environment.pop("DEBUG", None)
    done = subprocess.run(
        [sys.executable, "manage.py", "check", "--deploy", "--fail-level", "WARNING"],
        cwd=ROOT, env=environment, capture_output=True, text=True, timeout=120,
    )
    assert done.returncode == 0, done.stdout + done.stderr
    assert "no issues" in done.stdout


@pytest.mark.django_db
def test_it_serves_the_home_page_with_the_games(client):
    response = client.get("/")
    assert response.status_code == 200
    page = response.content.decode()
    assert "One Piece Card Game" in page
    assert 'role="search"' in page
    assert "Rules in force" in page


@pytest.mark.django_db
def test_it_answers_an_unknown_game_with_a_404_page(client):
    response = client.get("/pokemon/rules/")
    assert response.status_code == 404
    assert "pokemon" in response.content.decode()
    assert response["Content-Type"].startswith("text/html")


@pytest.mark.django_db
def test_it_answers_an_unknown_game_in_the_api_with_json(client):
    response = client.get("/api/v1/pokemon/rules/")
    assert response.status_code == 404
    assert "pokemon" in response.json()["detail"]


@pytest.mark.django_db
def test_it_sends_security_headers(client):
    response = client.get("/")
    assert "script-src 'self'" in response["Content-Security-Policy"]
    assert response["X-Frame-Options"] == "DENY"
    assert response["Referrer-Policy"] == "same-origin"


@pytest.mark.django_db
def test_it_describes_the_api_in_openapi(client):
    response = client.get("/api/v1/schema/", HTTP_ACCEPT="application/json")
    assert response.status_code == 200
    assert b"/api/v1/{game}/rules/{number}/" in response.content


@pytest.mark.django_db
def test_it_bootstraps_idempotently():
    call_command("bootstrap", stdout=io.StringIO())
    before = (RulesVersion.objects.count(), Rule.objects.count(), Game.objects.count(),
              list(RulesVersion.objects.values_list("imported_at", flat=True)))
    out = io.StringIO()
    call_command("bootstrap", stdout=out)
    after = (RulesVersion.objects.count(), Rule.objects.count(), Game.objects.count(),
             list(RulesVersion.objects.values_list("imported_at", flat=True)))
    assert before == after
    assert "unchanged" in out.getvalue()
    assert Rule.objects.filter(version__game_id="optcg").count() > 400


@pytest.mark.django_db
def test_it_keeps_an_operators_import_of_the_bundled_version_number():
    game = Game.objects.get(pk="optcg")
    official = ParsedDocument(rules=[RuleRecord("1", "Game Overview", "The official text.")])
    store_version(game, "1.2.1", official, source="official.txt", kind=RulesVersion.KIND_OFFICIAL)
    out = io.StringIO()
    call_command("bootstrap", stdout=out)
    kept = RulesVersion.objects.get(game=game, version="1.2.1")
    assert kept.kind == RulesVersion.KIND_OFFICIAL
    assert list(kept.rules.values_list("text", flat=True)) == ["The official text."]
    assert "kept as imported by an operator" in out.getvalue()
