"""The admin: staff only; rules read-only; an action chooses the version a game serves."""
from __future__ import annotations

import pytest
from django.contrib.auth.models import User

from rules import queries
from rules.models import Game, Rule, RulesVersion


@pytest.fixture
def staff(db, client):
    user = User.objects.create_superuser("operator", "op@example.org", "a-long-password-1")
    client.force_login(user)
    return client


@pytest.mark.django_db
def test_it_keeps_the_admin_for_staff(client):
    assert client.get("/admin/rules/rulesversion/").status_code == 302
    player = User.objects.create_user("player", password="a-long-password-2")
    client.force_login(player)
    answer = client.get("/admin/rules/rulesversion/")
    assert answer.status_code == 302 and "/admin/login/" in answer["Location"]


def test_it_shows_rules_read_only(staff):
    rule = Rule.objects.get(version__version="1.2.1", number="7-1-4-1")
    page = staff.get(f"/admin/rules/rule/{rule.pk}/change/")
    assert page.status_code == 200
    assert 'name="_save"' not in page.content.decode()
    assert staff.post(f"/admin/rules/rule/{rule.pk}/change/", {"text": "x"}).status_code == 403
    assert staff.get("/admin/rules/rule/add/").status_code == 403
    assert staff.get("/admin/rules/rulesversion/add/").status_code == 403
    rule.refresh_from_db()
    assert rule.text != "x"
    listing = staff.get("/admin/rules/rulesversion/").content.decode()
    assert "1.2.1" in listing and "Serve the selected version" in listing


def test_it_serves_the_version_chosen_in_the_admin(staff, stored_120, own_index):
    answer = staff.post("/admin/rules/rulesversion/", {
        "action": "serve_this_version", "_selected_action": [stored_120.pk]})
    assert answer.status_code == 302
    game = Game.objects.get(pk="optcg")
    assert queries.current_version(game).version == "1.2.0"
    bundled = RulesVersion.objects.get(version="1.2.1").rules.get(number="7-1-4-1")
    assert 'href="/optcg/rules/7-1-4-1-1/?version=1.2.1"' in bundled.html
    staff.post("/admin/rules/rulesversion/", {
        "action": "serve_the_newest", "_selected_action": [stored_120.pk]})
    assert queries.current_version(game).version == "1.2.1"
