"""The verdict opens every ruling page: the judge page, the saved ruling and its printable view
show it in large type before the boards; the command line prints it first."""
from __future__ import annotations

import html

import pytest
from django.core.management import call_command
from judge_web_helpers import example, main_html, save

pytestmark = pytest.mark.django_db

BLOCKED = ("A's attack succeeds: Character a-big with 7000 ties with the Blocker B's Jinbe with "
           "7000 (5000 + 2000 Counter), and a tie goes to the attacker, so B's Jinbe is K.O.'d.")


def _before_boards(page: str, text: str) -> None:
    verdict = page.index('<p class="verdict-text">' + html.escape(text))
    assert verdict < page.index("The board before") < page.index("The board after")


def test_the_judge_page_opens_the_ruling_with_the_verdict(client):
    page = main_html(client.post("/optcg/judge/", {"scenario": example("04"), "do": "judge"}))
    _before_boards(page, BLOCKED)


def test_a_saved_ruling_and_its_print_view_open_with_the_verdict(client):
    ruling = save(example("04"))
    _before_boards(main_html(client.get(f"/optcg/judge/r/{ruling.key}/")), BLOCKED)
    printed = client.get(f"/optcg/judge/r/{ruling.key}/", {"print": "1"}).content.decode()
    _before_boards(printed, BLOCKED)


def test_a_saved_ruling_reads_its_verdict_in_the_readers_language(client):
    ruling = save(example("04"))
    page = main_html(client.get(f"/optcg/judge/r/{ruling.key}/", HTTP_ACCEPT_LANGUAGE="de"))
    assert '<p class="verdict-text">Der Angriff von A gelingt' in page


def test_the_command_line_prints_the_verdict_first(capsys, tmp_path):
    path = tmp_path / "04.yaml"
    path.write_text(example("04"), encoding="utf-8")
    call_command("judge", str(path))
    lines = [line for line in capsys.readouterr().out.splitlines() if line.strip()]
    assert BLOCKED in lines[0] + " " + lines[1]
