""""Activate 1 of these effects;" on real cards (imported from ../shared/fixtures/yaml-yugi
into a temporary folder, facts only): the player chooses one option as the card or effect is
activated (the action's `option`), its own target is checked then, only it resolves, and an
activation that chooses none is refused citing the rule (5-2-8)."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "cards"))
from ygo_duel import player  # noqa: E402
from ygo_support import judged, store, subset  # noqa: E402

pytestmark = pytest.mark.django_db

# Poison of the Old Man, S-Force Showdown, Lunalight Black Sheep
CARDS = ("08842266", "69761020", "11317977")


@pytest.fixture
def printed(tmp_path):
    store(subset(tmp_path, CARDS))


BOARD = """
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    hand: [{{id: a-poison, card: "08842266"}}, {{id: a-showdown, card: "69761020"}},
           {{id: a-sheep, card: "11317977"}}]
    deck: [{{id: a-poly, name: Polymerization, kind: spell}}]
    graveyard: [{{id: a-force, name: S-Force Bridgehead, kind: monster,
                  archetypes: [S-Force]}}]
  B: {{}}
actions:
{actions}"""


def board(actions: str) -> str:
    return BOARD.format(actions=actions)



def test_poison_of_the_old_man_inflicts_800_when_that_option_is_chosen(printed):
    result = judged(board("  - activate: {card: a-poison, option: 1}"))
    assert result["outcome"] == "completed"
    assert player(result, "B")["lp"] == 7200 and player(result, "A")["lp"] == 8000
    assert "5-2-8" in result["rules_cited"]


def test_poison_of_the_old_man_needs_an_option(printed):
    result = judged(board("  - activate: {card: a-poison}"))
    assert result["outcome"] == "illegal_action"
    assert result["illegal"]["code"] == "illegal.needs_option"
    assert result["illegal"]["rules"] == ["5-2-8"]


def test_s_force_showdown_targets_only_for_the_option_that_targets(printed):
    result = judged(board("  - activate: {card: a-showdown, option: 1, target: a-force}"))
    assert result["outcome"] == "completed"
    assert "a-force" in player(result, "A")["hand"]
    refused = judged(board("  - activate: {card: a-showdown, option: 1}"))
    assert refused["illegal"]["rules"][0] == "5-2-3"


def test_black_sheep_discards_itself_then_adds_polymerization(printed):
    result = judged(board("  - activate: {card: a-sheep, option: 1, pick: a-poly}"))
    assert result["outcome"] == "completed"
    a = player(result, "A")
    assert "a-sheep" in a["graveyard"] and "a-poly" in a["hand"]
