"""Nothing a scenario says can become HTML: names, titles, questions, ids and error echoes."""
from __future__ import annotations

import pytest
from judge_web_helpers import save

from judge.models import Ruling

pytestmark = pytest.mark.django_db

SCRIPT = "<script>alert(1)</script>"
IMG = '"><img src=x onerror=alert(2)>'

HOSTILE = f"""game: optcg
title: '{SCRIPT}'
question: '{IMG.replace("'", "''")} and {SCRIPT}'
turn: {{number: 3, player: A}}
players:
  A:
    leader: {{id: a-leader, name: '{IMG}', power: 5000}}
    characters:
      - {{id: '{IMG}', name: '{SCRIPT}', power: 6000, cost: 4, keywords: [Blocker]}}
    don: {{active: 2}}
  B:
    leader: {{id: b-leader, name: '</textarea>{SCRIPT}', power: 5000}}
    life: 3
    hand: [{{id: b-h1, name: '{IMG}', power: 1000, cost: 1, counter: 1000}}]
actions:
  - attack: {{attacker: '{IMG}', target: B.leader}}
  - pass
  - counter: {{card: b-h1, target: B.leader}}
  - pass
"""


def assert_escaped(body: str) -> None:
    assert SCRIPT not in body
    assert "<img" not in body
    assert "</textarea><script" not in body
    assert "&lt;script&gt;alert(1)&lt;/script&gt;" in body


def test_it_escapes_the_scenario_on_the_judge_page(client):
    response = client.post("/optcg/judge/", {"scenario": HOSTILE, "do": "judge"})
    body = response.content.decode()
    assert response.status_code == 200
    assert '<ol class="timeline">' in body
    assert_escaped(body)
    assert "&quot;&gt;&lt;img src=x onerror=alert(2)&gt;" in body


def test_it_escapes_the_scenario_on_the_saved_ruling_page(client):
    ruling = save(HOSTILE)
    body = client.get(ruling.get_absolute_url()).content.decode()
    assert_escaped(body)
    assert "<title>&lt;script&gt;" in body


def test_it_escapes_ruling_titles_on_the_rule_pages_that_list_them(client):
    Ruling.objects.filter(pk=save(HOSTILE).pk).update(featured=True)
    body = client.get("/optcg/rules/7-1-1-1/").content.decode()
    assert "Cited by saved rulings" in body
    assert_escaped(body)


def test_it_escapes_what_an_error_message_repeats_from_the_input(client):
    text = HOSTILE.replace("players:", f"'{SCRIPT}': 1\nplayers:")
    response = client.post("/optcg/judge/", {"scenario": text, "do": "judge"})
    body = response.content.decode()
    assert response.status_code == 400
    assert "unknown key" in body
    assert_escaped(body)
