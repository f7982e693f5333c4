"""The judge page: the text box, the examples, the ruling and its errors (/GAME/judge/)."""
from __future__ import annotations

import html
import re

import pytest
from cards_support import store_cards
from django.test import Client
from judge_web_helpers import EXAMPLES, example, main_html

from judge.models import Citation, Ruling
from rules.models import Game

pytestmark = pytest.mark.django_db
URL = "/optcg/judge/"


def post(client: Client, text: str, do: str = "judge"):
    return client.post(URL, {"scenario": text, "do": do})


def test_it_shows_a_blank_board_and_a_menu_of_every_example(client):
    response = client.get(URL)
    page = main_html(response)
    assert response.status_code == 200
    assert "game: optcg" in page
    assert 'name="csrfmiddlewaretoken"' in page
    assert page.count('<option value="') == len(EXAMPLES) + 1
    # titled by the question each example answers
    assert html.escape("The defender does nothing. What happens to B's Life?") in page


def test_it_loads_an_example_into_the_text_box_without_its_expectations(client):
    page = main_html(client.get(URL, {"example": "04-blocker-ko-on-tie"}))
    assert "block: {blocker: b-wall}" in page
    assert "expect:" not in page
    assert '<option value="04-blocker-ko-on-tie" selected>' in page


def test_it_judges_a_scenario_posted_from_the_form(client):
    response = post(client, example("01"))
    page = main_html(response)
    assert response.status_code == 200
    assert "The board before" in page and "The board after" in page
    assert "Gear Second" in page
    # the steps are a numbered timeline whose rule numbers link to their rule pages
    assert '<ol class="timeline">' in page
    assert 'href="/optcg/rules/7-1-4-1/"' in page
    assert 'data-api="/api/v1/optcg/rules/7-1-4-1/"' in page
    assert "Every action was replayed" in page


def test_it_keeps_the_input_and_shows_line_and_path_of_each_error(client):
    text = example("16")
    response = post(client, text)
    page = main_html(response)
    assert response.status_code == 400
    assert html.escape(text) in page
    assert 'data-line="3">line 3</a>, <code>turn.player</code>: must be one of: A, B' in page
    assert "line 9</a>, <code>actions[0].attack.attacker</code>" in page
    assert Ruling.objects.count() == 0


def test_it_points_at_the_line_of_a_problem_in_a_block_style_scenario(client):
    text = "\n".join([
        "game: optcg",
        "turn:",
        "  number: 3",
        "  player: A",
        "players:",
        "  A:",
        "    characters:",
        "      - id: a-one",
        "        power: 3000",
        "      - id: a-two",
        "        power: lots",
        "  B: {}",
        "actions: []",
    ])
    page = main_html(post(client, text))
    assert 'data-line="11">line 11</a>, <code>players.A.characters[1].power</code>' in page


def test_it_points_a_missing_key_at_the_mapping_that_needs_it(client):
    page = main_html(post(client, "game: optcg\nplayers:\n  A: {}\n  B: {}\nactions: []\n"))
    assert "<code>turn</code>: is required" in page


def test_it_reports_text_that_is_not_yaml_with_its_line(client):
    page = main_html(post(client, "game: optcg\nturn: {number: 3\nplayers: {}\n"))
    assert "is not valid YAML or JSON" in page
    assert "line 3" in page


def test_it_saves_and_redirects_to_the_saved_ruling(client):
    response = post(client, example("04"), do="save")
    assert response.status_code == 303
    ruling = Ruling.objects.get()
    assert response["Location"] == f"/optcg/judge/r/{ruling.key}/"
    assert ruling.title == "Blocking with a Counter that ties"
    assert ruling.rules_version_label == "1.2.1"
    assert set(Citation.objects.filter(ruling=ruling).values_list("number", flat=True)) == set(
        ruling.result["rules_cited"])
    assert client.get(response["Location"]).status_code == 200


def test_it_does_not_save_a_scenario_it_cannot_judge(client):
    response = post(client, example("16"), do="save")
    assert response.status_code == 400
    assert Ruling.objects.count() == 0


def test_it_needs_the_csrf_token_to_judge():
    response = Client(enforce_csrf_checks=True).post(URL, {"scenario": example("01")})
    assert response.status_code == 403


def test_it_highlights_the_illegal_action_with_its_reason(client):
    page = main_html(post(client, example("17")))
    assert '<li class="step-illegal">' in page
    assert "Not allowed" in page
    assert "Action 1: b-att attacks a-active" in page
    assert 'href="/optcg/rules/7-1-1-2/"' in page


def test_it_names_the_winner(client):
    page = main_html(post(client, example("07")))
    assert "Winner: player A" in page
    assert 'class="side side-B lost"' in page


def test_it_marks_what_changed_and_turns_rested_cards_sideways(client):
    page = main_html(post(client, example("01")))
    after = page[page.index("The board after"):]
    before = page[page.index("The board before"):page.index("The board after")]
    assert '<div class="count-item changed"><dt>Life</dt><dd>3 <span class="was">(was 4)' in after
    assert '<div class="slot is-rested">' in after and "now rested" in after
    assert "is-rested" not in before and "changed" not in before


def test_it_shows_given_don_and_power_as_it_counts_at_that_moment(client):
    page = main_html(post(client, example("11")))
    after = page[page.index("The board after"):]
    leader = after[after.index('data-card="a-leader"'):]
    leader = leader[:leader.index("</div>")]
    assert "7000" in leader and "printed 5000" in leader
    assert "+2 DON!!" in leader


def test_it_answers_429_and_keeps_the_input_when_over_the_rate_limit(client, settings):
    settings.JUDGE_RATE_LIMIT = 1
    post(client, example("01"))
    response = post(client, example("02"))
    assert response.status_code == 429
    assert int(response["Retry-After"]) >= 1
    assert "Too many requests" in main_html(response)
    assert html.escape("B adds a 1000 Counter") in main_html(response)


def test_it_explains_a_scenario_meant_for_another_game(client):
    page = main_html(post(client, example("01").replace("game: optcg", "game: ygo")))
    assert "<code>game</code>: this is the judge of &#x27;optcg&#x27;" in page


def test_it_answers_404_for_a_game_without_a_judge(client):
    Game.objects.create(id="nojudge", name="No Judge Game", short_name="NJG")
    response = client.get("/nojudge/judge/")
    assert response.status_code == 404
    assert "There is no judge for NJG yet." in response.content.decode()


def test_it_refuses_a_scenario_over_the_size_limit_with_a_message(client, settings):
    settings.JUDGE_MAX_BODY_BYTES = 2000
    response = post(client, example("01") + "#" * 3000)
    assert response.status_code == 400
    assert "at most 2000 characters" in main_html(response)


@pytest.mark.parametrize("game", ["optcg", "ygo"])
def test_it_names_every_example_in_the_menu_by_its_question_or_title(client, game):
    page = main_html(client.get(f"/{game}/judge/"))
    options = re.findall(r'<option value="([^"]+)"[^>]*>([^<]*)</option>', page)
    assert options, "no example in the menu"
    for slug, label in options:
        assert label.strip() and label.strip() != slug, f"{slug} is shown by its file name"


ICE_AGE = """game: optcg
turn: {number: 5, player: A}
players:
  A:
    hand: [{id: a-ev, card: OP02-117}]
    don: {active: 2}
  B:
    characters: [{id: b-c, name: Zoro, cost: 6, power: 7000}, {id: b-d, cost: 3, power: 4000}]
actions:
  - use_event: {card: a-ev, target: b-c}
"""


def test_it_shows_the_cost_as_it_counts_beside_the_power_when_an_effect_changed_it(client):
    store_cards("OP02-117")  # "Give up to 1 of your opponent's Characters −5 cost"
    page = main_html(post(client, ICE_AGE))
    after = page[page.index("The board after"):]
    zoro = after[after.index('data-card="b-c"'):]
    card, changes = zoro[:zoro.index("</div>")], zoro[:zoro.index("</ul>")]
    assert "cost 1" in card and "printed cost 6" in card
    assert card.index("7000") < card.index("cost 1")  # beside its power
    assert "cost 6 → 1" in changes
    other = after[after.index('data-card="b-d"'):]
    assert "printed cost" not in other[:other.index("</div>")]  # unchanged: its cost alone


MR1_UNNAMED = """game: optcg
turn: {number: 5, player: A}
players:
  A:
    hand: [{id: a-src, card: EB01-027}, {id: a-keep, cost: 1}]
    deck: [{id: a-d1}, {id: a-d2}, {id: a-d3}]
    don: {active: 5}
  B: {}
actions:
  - play: {card: a-src}
"""


def test_it_lists_the_choices_the_scenario_did_not_name_and_says_the_ruling_rests_on_them(
        client):
    store_cards("EB01-027")  # "Draw 2 cards and trash 1 card from your hand."
    page = main_html(post(client, MR1_UNNAMED))
    assert "This ruling rests on one choice the scenario did not name" in page
    section = page[page.index("Choices the scenario did not name"):]
    section = section[:section.index("</section>")]
    # the note names the scenario's word in plain quotes, no code ("picks", not `picks: [...]`)
    assert "does not name the cards A picks" in section and "can name them with" in section
    assert "picks" in section and "[...]" not in section
    assert page.count("does not name the cards A picks") == 1  # not among the printed cards
