"""The admin cannot be guessed at: after a few wrong passwords from one client, or for one
account from many clients, the real admin login form refuses every login (the right password
too) with a clear message, until staff unlock it."""
from __future__ import annotations

import pytest
from django.conf import settings
from django.contrib.auth.models import User
from django.core.management import call_command

PASSWORD = "a-long-password-for-tests-1"


@pytest.fixture
def editor(db):
    return User.objects.create_user("editor", password=PASSWORD, is_staff=True)


def log_in(client, username: str, password: str, address: str = "192.0.2.10"):
    return client.post("/admin/login/?next=/admin/", {"username": username,
                                                       "password": password},
                       REMOTE_ADDR=address)


def test_an_account_guessed_at_is_locked_even_for_the_right_password(client, editor):
    limit = settings.AXES_FAILURE_LIMIT
    wrong = [log_in(client, "editor", f"guess-{n}", f"198.51.100.{n + 1}").status_code
             for n in range(limit)]  # each guess from another address
    # the form again with its error, and the guess that reaches the limit is told it is locked
    assert wrong == [200] * (limit - 1) + [429]
    locked = log_in(client, "editor", PASSWORD, "203.0.113.77")
    assert locked.status_code == 429
    assert "Too many failed logins" in locked.content.decode()
    assert int(locked["Retry-After"]) == settings.ADMIN_LOCKOUT_MINUTES * 60


def test_a_client_guessing_at_many_accounts_is_locked_out(client, editor):
    limit = settings.AXES_FAILURE_LIMIT
    statuses = [log_in(client, f"someone-{n}", "guess").status_code for n in range(limit)]
    assert statuses == [200] * (limit - 1) + [429]
    assert log_in(client, "editor", PASSWORD).status_code == 429  # same client
    assert log_in(client, "editor", PASSWORD, "203.0.113.9").status_code == 302  # another


def test_staff_can_unlock_and_the_right_password_works_again(client, editor):
    for n in range(settings.AXES_FAILURE_LIMIT):
        log_in(client, "editor", f"guess-{n}")
    assert log_in(client, "editor", PASSWORD).status_code == 429
    admin = User.objects.create_superuser("operator", "op@example.org", PASSWORD)
    client.force_login(admin)
    listed = client.get("/admin/axes/accessattempt/")
    assert listed.status_code == 200 and "editor" in listed.content.decode()
    client.logout()
    call_command("axes_reset", verbosity=0)
    answer = log_in(client, "editor", PASSWORD)
    assert answer.status_code == 302 and answer["Location"] == "/admin/"
