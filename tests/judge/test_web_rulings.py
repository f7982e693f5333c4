"""Saved rulings (/GAME/judge/r/KEY/) and the rule pages that list the rulings citing them."""
from __future__ import annotations

import datetime as dt
import html

import pytest
from django.contrib.auth.models import User
from django.utils import timezone
from judge_web_helpers import example, main_html, save

from judge.models import Ruling
from rules.models import RulesVersion

pytestmark = pytest.mark.django_db


def test_it_shows_a_saved_ruling_with_its_rules_version_and_its_link(client):
    ruling = save(example("04"))
    response = client.get(f"/optcg/judge/r/{ruling.key}/")
    page = main_html(response)
    assert response.status_code == 200
    assert "<h1>Blocking with a Counter that ties</h1>" in page
    assert "under rules version 1.2.1" in page
    assert f'value="http://testserver/optcg/judge/r/{ruling.key}/"' in page
    assert 'id="copy-link"' in page
    assert "The board before" in page and "The board after" in page
    assert "Judge again under the current rules" not in page


def test_it_gives_every_ruling_its_own_unguessable_key():
    first, second = save(example("01")), save(example("04"))
    assert first.key != second.key
    assert len(first.key) >= 22


def test_it_never_changes_a_saved_ruling(client):
    ruling = save(example("01"))
    ruling.title = "Changed"
    with pytest.raises(ValueError):
        ruling.save()
    assert Ruling.objects.get(pk=ruling.pk).title == "A plain attack on the Leader"


def test_it_offers_to_judge_again_when_newer_rules_are_in_force(client):
    ruling = save(example("01"))
    RulesVersion.objects.create(game_id="optcg", version="9.0.0", source="test")
    page = main_html(client.get(f"/optcg/judge/r/{ruling.key}/"))
    assert "The rules in force are now version 9.0.0." in page
    again = f"/optcg/judge/?from={ruling.key}#result"
    assert f'href="{html.escape(again)}"' in page
    # its rule links still lead to the version it was judged under
    assert 'href="/optcg/rules/7-1-4-1/?version=1.2.1"' in page

    rejudged = main_html(client.get("/optcg/judge/", {"from": ruling.key}))
    assert "judged again with the rules in force now" in rejudged
    assert "Gear Second" in rejudged and '<ol class="timeline">' in rejudged

    response = client.post("/optcg/judge/", {"scenario": ruling.scenario_text, "do": "save"})
    newer = Ruling.objects.exclude(pk=ruling.pk).get()
    assert response["Location"] == newer.get_absolute_url()
    assert newer.rules_version_label == "9.0.0"
    assert Ruling.objects.get(pk=ruling.pk).rules_version_label == "1.2.1"


def test_the_form_saved_twice_leads_to_one_ruling(client):
    """Sending the form again (a reload after the answer was lost) finds the stored ruling."""
    first = client.post("/optcg/judge/", {"scenario": example("01"), "do": "save"})
    again = client.post("/optcg/judge/", {"scenario": example("01"), "do": "save"})
    assert first.status_code == again.status_code == 303
    assert again["Location"] == first["Location"] and Ruling.objects.count() == 1


def test_it_answers_a_friendly_404_for_an_unknown_key(client):
    response = client.get("/optcg/judge/r/no-such-ruling-key/")
    assert response.status_code == 404
    assert "There is no saved ruling at this address." in response.content.decode()


def test_it_answers_404_for_a_ruling_asked_for_under_another_game(client):
    ruling = save(example("01"))
    assert client.get(f"/ygo/judge/r/{ruling.key}/").status_code == 404


def test_it_has_a_printable_view_without_navigation(client):
    ruling = save(example("07"))
    response = client.get(f"/optcg/judge/r/{ruling.key}/", {"print": "1"})
    body = response.content.decode()
    assert 'class="ruling-page print-view"' in body
    assert "data-print" in body
    assert "Winner: player A" in body


def test_it_keeps_the_board_before_as_it_was_saved(client):
    ruling = save(example("13"))
    assert ruling.initial_state["players"]["A"]["characters"][0]["id"] == "a-old"
    page = main_html(client.get(ruling.get_absolute_url()))
    before = page[page.index("The board before"):page.index("The board after")]
    assert 'data-card="a-old"' in before and 'data-card="a-new"' not in before
    after = page[page.index("The board after"):]
    assert "a-old → A&#x27;s trash" in after
    assert "new on the field" in after


def test_it_lists_the_rulings_that_cite_a_rule_newest_first_with_a_count(client):
    older, newer = save(example("01")), save(example("04"))
    Ruling.objects.filter(pk__in=[older.pk, newer.pk]).update(featured=True)
    now = timezone.now()
    Ruling.objects.filter(pk=older.pk).update(created_at=now - dt.timedelta(days=2))
    Ruling.objects.filter(pk=newer.pk).update(created_at=now - dt.timedelta(days=1))
    save(example("10"))  # cites no damage rule: not listed
    page = main_html(client.get("/optcg/rules/7-1-4-1/"))
    panel = page[page.index("Cited by saved rulings"):]
    assert panel.startswith('Cited by saved rulings <span class="count">(2)</span>')
    assert panel.index(newer.get_absolute_url()) < panel.index(older.get_absolute_url())
    assert "Blocking with a Counter that ties" in panel


def test_it_lists_no_unlisted_ruling_on_rule_pages(client):
    save(example("01"))  # saved, not featured: its link works, and only its link
    page = main_html(client.get("/optcg/rules/7-1-4-1/"))
    assert "Cited by saved rulings" not in page


def test_it_shows_no_cited_by_rulings_panel_for_a_rule_no_ruling_cites(client):
    Ruling.objects.filter(pk=save(example("01")).pk).update(featured=True)
    page = main_html(client.get("/optcg/rules/10-1-2-1/"))
    assert "Cited by saved rulings" not in page


def test_it_lets_staff_feature_a_ruling_in_the_admin_and_nothing_else_change(client):
    ruling = save(example("01"))
    staff = User.objects.create_superuser("operator", "op@example.org", "a-long-password-1")
    client.force_login(staff)
    answer = client.post(f"/admin/judge/ruling/{ruling.pk}/change/",
                         {"featured": "on", "title": "Spam, now with a new title"})
    assert answer.status_code == 302, answer.content[:500]
    ruling.refresh_from_db()
    assert ruling.featured
    assert "Spam" not in ruling.title
    page = main_html(client.get("/optcg/rules/7-1-4-1/"))
    assert ruling.get_absolute_url() in page
    client.post("/admin/judge/ruling/", {"action": "unfeature", "_selected_action": [ruling.pk]})
    assert ruling.get_absolute_url() not in main_html(client.get("/optcg/rules/7-1-4-1/"))
