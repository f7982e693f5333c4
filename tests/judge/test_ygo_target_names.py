"""Real cards whose several targets must have different names (imported from
../shared/fixtures/yaml-yugi into a temporary folder, facts only), read and judged: Oil takes
up to 2 FIRE monsters of different names from its player's GY, and cannot be activated on two
of one name (5-2-3); Double Disruptor Dragon and Melffy Hide-and-Seek read the same words in a
monster's effect."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "cards"))
from ygo_support import english, judged, store, subset  # noqa: E402

from cards.models import Card  # noqa: E402
from cards.ygo import target_shapes  # noqa: E402

pytestmark = pytest.mark.django_db

OIL, DISRUPTOR, MELFFY = "74055055", "93612434", "63644830"


@pytest.fixture
def printed(tmp_path):
    store(subset(tmp_path, (OIL, DISRUPTOR, MELFFY)))


def stored(number: str) -> Card:
    return Card.objects.get(game_id="ygo", number=number)


def test_targets_with_different_names_are_read(printed):
    assert "with different names" in english(OIL)["text"]
    oil = stored(OIL)
    assert oil.automation == "full"
    assert oil.encoding["target"]["different_names"] is True
    assert (oil.encoding["target"]["count"], oil.encoding["target"]["up_to"]) == (2, True)
    assert oil.encoding["target"]["level_max"] == 4
    for number in (DISRUPTOR, MELFFY):
        assert "with different names" in english(number)["text"], number
        effect = stored(number).encoding["effects"][0]
        assert effect["target"]["different_names"] is True, number
        assert effect["target"]["count"] >= 2, number


def test_a_lone_target_has_no_other_name_to_differ_from():
    assert target_shapes.target('Target 1 "Krawler" monster with different names in your GY') \
        is None
    assert target_shapes.target("Target 2 monsters with different names with different names "
                                "in your GY") is None


OIL_BOARD = """
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    hand: [{{id: a-oil, card: "{oil}"}}]
    graveyard: [{{id: a-one, name: Flame, kind: monster, level: 4, atk: 1000, def: 1000,
                  attribute: FIRE}},
                {{id: a-two, name: {second}, kind: monster, level: 3, atk: 1000, def: 1000,
                  attribute: FIRE}}]
  B: {{}}
actions:
  - activate: {{card: a-oil, targets: [a-one, a-two]}}
  - pass
  - pass"""


def test_oil_adds_two_monsters_of_different_names(printed):
    result = judged(OIL_BOARD.format(oil=OIL, second="Blaze"))
    assert result["outcome"] != "illegal_action"
    assert sorted(result["state"]["players"]["A"]["hand"]) == ["a-one", "a-two"]
    assert result["state"]["players"]["A"]["graveyard"] == ["a-oil"]


def test_oil_cannot_target_two_monsters_of_one_name(printed):
    refused = judged(OIL_BOARD.format(oil=OIL, second="Flame"))
    assert refused["outcome"] == "illegal_action"
    assert refused["illegal"]["code"] == "illegal.target_same_name"
    assert refused["illegal"]["rules"] == ["5-2-3", "5-2-4"]
