"""Real cards that target a card of either of two descriptions in one place (imported from
../shared/fixtures/yaml-yugi into a temporary folder, facts only), read and judged: Garden
Rose Maiden targets a "Rose Dragon" monster or a Dragon Synchro Monster in its player's GY,
Blue Rose Dragon a card by name or a Plant monster (5-2-3); a card of neither description
cannot be its target, and the refusal says both."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "cards"))
from ygo_support import english, judged, store, subset  # noqa: E402

from cards.models import Card  # noqa: E402
from cards.ygo import target_either  # noqa: E402

pytestmark = pytest.mark.django_db

MAIDEN, BLUE_ROSE = "53325667", "98884569"


@pytest.fixture
def printed(tmp_path):
    store(subset(tmp_path, (MAIDEN, BLUE_ROSE)))


def stored(number: str) -> Card:
    return Card.objects.get(game_id="ygo", number=number)


def test_either_target_is_read_with_both_descriptions(printed):
    for number in (MAIDEN, BLUE_ROSE):
        assert stored(number).automation == "full", number
    maiden = stored(MAIDEN).encoding["effects"][1]["target"]
    assert '"Rose Dragon" monster or 1 Dragon Synchro Monster' in english(MAIDEN)["text"]
    assert (maiden["zone"], maiden["player"], maiden["archetype"]) == (
        "graveyard", "controller", "Rose Dragon")
    assert maiden["or"] == {"what": "monster", "type": "Dragon", "also_type": "Synchro"}
    blue = stored(BLUE_ROSE).encoding["effects"][0]["target"]
    assert blue["names"] == ["Black Rose Dragon"] and blue["or"]["type"] == "Plant"


def test_halves_in_different_places_are_not_read():
    # "a Fiend monster or a face-down card": the format's `or` holds no place of its own
    assert target_either.target("target 1 Fiend monster or 1 face-down card you control") \
        is None
    assert target_either.target("Target 1 face-up monster on the field") is None


BOARD = """
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    graveyard: [{{id: a-maiden, card: "{maiden}"}},
                {{id: a-rose, name: Rose, archetypes: [Rose Dragon], types: [Plant], level: 4,
                  atk: 1000, def: 1000}},
                {{id: a-synchro, name: Synchro, types: [Dragon, Synchro], level: 8,
                  atk: 2500, def: 2000}},
                {{id: a-dragon, name: Dragon, types: [Dragon], level: 4, atk: 1800,
                  def: 0}}]
  B: {{}}
actions:
  - activate: {{card: a-maiden, effect: 1, target: {target}}}
  - pass
  - pass"""


@pytest.mark.parametrize("chosen", ["a-rose", "a-synchro"])
def test_either_description_fits_the_target(printed, chosen):
    result = judged(BOARD.format(maiden=MAIDEN, target=chosen))
    assert [m["id"] for m in result["state"]["players"]["A"]["monsters"]] == [chosen]
    assert "a-maiden" in result["state"]["players"]["A"]["banished"]


def test_a_card_of_neither_description_is_refused(printed):
    result = judged(BOARD.format(maiden=MAIDEN, target="a-dragon"))
    assert result["illegal"]["code"] == "illegal.target_does_not_fit"
    assert "Rose Dragon" in result["illegal"]["reason"]  # both descriptions said
    assert "Synchro" in result["illegal"]["reason"]
    assert "5-2-3" in result["illegal"]["rules"]
    assert result["state"]["players"]["A"]["monsters"] == []
