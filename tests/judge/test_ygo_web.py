"""The Yu-Gi-Oh! judge on the site: its page, its examples, its ruling board, its API and CLI."""
from __future__ import annotations

import html
import json
import re
import subprocess
from pathlib import Path

import pytest
from django.template.loader import render_to_string
from django.test import Client
from judge_web_helpers import PYTHON, ROOT, main_html

from judge import boards, services
from judge.examples import example_paths, starter
from judge.models import Citation, Ruling
from rules.models import Game

pytestmark = pytest.mark.django_db
URL = "/ygo/judge/"
EXAMPLES = example_paths("ygo")


def ygo_example(name: str) -> str:
    (found,) = [p for p in EXAMPLES if p.name.startswith(name)]
    return found.read_text(encoding="utf-8")


def post(client: Client, text: str, do: str = "judge"):
    return client.post(URL, {"scenario": text, "do": do})


def test_it_offers_the_ygo_examples_and_a_ygo_starting_board(client):
    response = client.get(URL)
    page = main_html(response)
    assert response.status_code == 200
    assert page.count('<option value="') == len(EXAMPLES) + 1
    assert html.escape("game: ygo") in page and "spells_traps" in page
    assert "leader" not in page.split("<textarea")[1].split("</textarea>")[0]
    assert "Konami publishes no numbered comprehensive rules" in page


def test_it_serves_the_text_box_without_the_one_piece_editor(client):
    # static files may carry a content hash in their names (judge/editor.0123abcd.js)
    editor, ruling = (re.compile(rf"judge/{name}(\.[0-9a-f]{{12}})?\.js")
                      for name in ("editor", "ruling"))
    body = client.get(URL).content.decode()
    assert not editor.search(body) and ruling.search(body)
    assert editor.search(client.get("/optcg/judge/").content.decode())


def test_it_loads_a_ygo_example_without_its_expectations(client):
    page = main_html(client.get(URL, {"example": "12-flip-effect-after-damage"}))
    assert "flip: [{destroy: a-guardian}]" in page
    assert "expect:" not in page


def test_it_judges_a_ygo_scenario_and_draws_its_board(client):
    response = post(client, ygo_example("12"))
    page = main_html(response)
    assert response.status_code == 200
    assert "board-ygo" in page and "board-generic" not in page
    # the face-down monster lies sideways and shows its back, before it was attacked
    before = page[page.index("The board before"):page.index("<h3 id=\"steps-heading\">")]
    assert 'class="slot is-rested"' in before and "face-down" in before
    assert "Man-Eater Bug" in before and "450 / 600" in before
    after = page[page.index("The board after"):]
    assert "Celtic Guardian → A&#x27;s Graveyard" in after
    assert 'href="/ygo/rules/12-4-4/"' in page
    assert "Action 2: Celtic Guardian attacks Man-Eater Bug" in page


def test_it_marks_what_changed_on_the_ygo_board(client):
    page = main_html(post(client, ygo_example("01")))
    after = page[page.index("The board after"):]
    assert 'class="lp changed"' in after and "7700" in after and "(was 8000)" in after
    assert 'count-item changed"><dt>Graveyard</dt><dd>1' in after


def test_it_shows_a_spell_and_a_set_trap_on_the_board(client):
    page = main_html(post(client, ygo_example("10")))
    before = page[page.index("The board before"):page.index("<h3 id=\"steps-heading\">")]
    assert "kind-trap face-down" in before and "Normal Trap" in before
    assert "Action 3: activate Destroying Trap" in page


def test_it_explains_an_illegal_ygo_action(client):
    page = main_html(post(client, ygo_example("06")))
    assert "Not allowed" in page
    assert "Spell Speed 1" in page and 'href="/ygo/rules/11-2-6/"' in page


def test_it_saves_a_ygo_ruling_and_shows_it_under_ygo_only(client):
    response = post(client, ygo_example("14"), do="save")
    assert response.status_code == 303
    ruling = Ruling.objects.get()
    assert ruling.game_id == "ygo" and ruling.rules_version_label
    assert set(Citation.objects.filter(ruling=ruling).values_list("number", flat=True)) >= {
        "1-3-5"}
    page = main_html(client.get(response["Location"]))
    assert "Exodia drawn by an effect" in page and "Winner: player A" in page
    assert client.get(f"/optcg/judge/r/{ruling.key}/").status_code == 404
    # rule pages list only the rulings staff featured
    assert ruling.get_absolute_url() not in client.get("/ygo/rules/1-3-5/").content.decode()
    ruling.featured = True
    ruling.save(update_fields=["featured"])
    rule_page = client.get("/ygo/rules/1-3-5/").content.decode()
    assert ruling.get_absolute_url() in rule_page


def test_it_lists_errors_of_an_invalid_ygo_scenario_with_lines(client):
    response = post(client, ygo_example("09"))
    page = main_html(response)
    assert response.status_code == 400
    assert "<code>players.A.monsters</code>" in page and "(3-2-1)" in page
    assert 'data-line="6"' in page  # the list of monsters starts on line 6


def test_it_refuses_a_one_piece_scenario_on_the_ygo_judge(client):
    text = (ROOT / "judge" / "examples" / "optcg").glob("01-*.yaml").__next__().read_text()
    page = main_html(post(client, text))
    assert "this is the judge of &#x27;ygo&#x27;" in page


def test_it_judges_ygo_through_the_api_and_saves_with_a_permalink(client):
    response = client.post(URL.replace("/ygo/", "/api/v1/ygo/") + "?save=1",
                           data=ygo_example("05"), content_type="application/yaml")
    assert response.status_code == 200
    answer = response.json()
    assert answer["game"] == "ygo" and answer["outcome"] == "completed"
    assert answer["state"]["players"]["B"]["graveyard"] == ["b-pot"]
    assert "/ygo/judge/r/" in answer["permalink"]
    bad = client.post("/api/v1/ygo/judge/", data=json.dumps({"game": "ygo"}),
                      content_type="application/json")
    assert bad.status_code == 400
    assert {e["path"] for e in bad.json()["errors"]} >= {"turn", "players", "actions"}


def test_it_judges_ygo_files_from_the_command_line(tmp_path: Path):
    files = [str(p) for p in EXAMPLES[:3]]
    done = subprocess.run([PYTHON, "manage.py", "judge", "--json", *files], cwd=ROOT,
                          capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    lines = [json.loads(line) for line in done.stdout.splitlines()]
    assert [r["game"] for r in lines] == ["ygo"] * 3
    invalid = subprocess.run([PYTHON, "manage.py", "judge", str(EXAMPLES[8])], cwd=ROOT,
                             capture_output=True, text=True, timeout=120)
    assert invalid.returncode == 2 and "players.A.monsters" in invalid.stdout


def test_it_gives_each_game_its_starting_text():
    assert starter("ygo").startswith("game: ygo")
    assert "leader:" in starter("optcg")
    assert starter("newgame").startswith("game: newgame")
    assert services.judge_text("ygo", starter("ygo")).ok


def test_it_falls_back_to_the_generic_board_for_a_game_without_one():
    assert boards.for_game("ygo").__name__ == "judge.boards.ygo"
    generic = boards.for_game("newgame")
    assert generic is boards.for_game("../common") is boards.generic
    state = {"turn": {"number": 2, "player": "B", "phase": "main"},
             "players": {p: {"lp": 10, "hand": ["x"], "leader": {"id": "x"}} for p in "AB"}}
    board = generic.board(state, {"x": generic.CardInfo("Xavier")}, ["A"], state)
    text = render_to_string(boards.templates("newgame"), {"board": board})
    assert "board-generic" in text and "Xavier" in text and "lost" in text


def test_it_answers_404_for_the_judge_of_a_game_without_an_engine(client):
    Game.objects.create(id="newgame", name="New Game", short_name="NG")
    assert client.get("/newgame/judge/").status_code == 404


def test_it_says_plainly_that_both_players_lost_a_drawn_duel(client):
    page = html.unescape(main_html(post(client, ygo_example("16"))))
    assert "Game over: both players lose; nobody wins." in page
    assert "all lose" not in page
    german = Client(headers={"accept-language": "de"})
    assert "Beide Spieler verlieren" in html.unescape(main_html(post(german, ygo_example("16"))))
