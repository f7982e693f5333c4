"""Real Equip Spells that raise one stat and lower the other (imported from
../shared/fixtures/yaml-yugi into a temporary folder, facts only), judged: one for a DARK
monster only ("Equip only to a DARK monster." then "It gains ... ATK and loses ... DEF."), and
one that also asks a price in its controller's Standby Phase to stay on the field (4-5-5,
10-5-3)."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "cards"))
from ygo_support import judged, store, subset  # noqa: E402

from cards.models import Card  # noqa: E402

pytestmark = pytest.mark.django_db

DARK_ONLY, WITH_UPKEEP = "37120512", "82432018"


@pytest.fixture
def printed(tmp_path):
    store(subset(tmp_path, (DARK_ONLY, WITH_UPKEEP)))


BOARD = """
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    hand: [{{id: a-equip, card: "{card}"}}]
    monsters: [{{id: a-x, name: Shade, atk: 1000, def: 1000, position: attack,
                attribute: {attribute}}}]
  B: {{}}
actions:
  - activate: {{card: a-equip, target: a-x}}
  - pass
  - pass
{more}"""


def play(card: str, attribute: str = "DARK", more: str = "") -> dict:
    return judged(BOARD.format(card=card, attribute=attribute, more=more))


def test_both_cards_read_in_full(printed):
    for number in (DARK_ONLY, WITH_UPKEEP):
        card = Card.objects.get(game_id="ygo", number=number)
        assert (card.automation, card.notes) == ("full", [])
        [step] = card.encoding["effect"]
        assert step["equip"]["atk"] > 0 > step["equip"]["def"]
    assert Card.objects.get(game_id="ygo", number=DARK_ONLY).encoding["target"]["attribute"] \
        == "DARK"
    assert Card.objects.get(game_id="ygo", number=WITH_UPKEEP).encoding["upkeep"] == \
        {"pay_lp": 1000, "whose": "own"}


def test_the_dark_monster_gains_atk_and_loses_def(printed):
    result = play(DARK_ONLY)
    assert result["outcome"] == "completed"
    [monster] = result["state"]["players"]["A"]["monsters"]
    assert (monster["atk"], monster["def"]) == (1400, 800)
    assert {"4-5-5", "4-2-5"} <= set(result["rules_cited"])


def test_not_to_a_monster_of_another_attribute(printed):
    result = play(DARK_ONLY, attribute="LIGHT")
    assert result["outcome"] == "illegal_action"
    assert "5-2-3" in result["illegal"]["rules"]


def test_its_controller_pays_to_keep_it_in_their_next_standby_phase(printed):
    result = play(WITH_UPKEEP, more="  - end_turn\n  - end_turn")
    assert result["outcome"] == "completed"
    players = result["state"]["players"]
    assert players["A"]["lp"] == 8000 - 1000
    [monster] = players["A"]["monsters"]
    assert (monster["atk"], monster["def"]) == (2000, 0)
    assert "10-5-3" in result["rules_cited"]
