"""Real monsters whose text lets them be Tribute Summoned with one Tribute of a kind (imported
from ../shared/fixtures/yaml-yugi into a temporary folder, facts only), read and judged:
Super-Ancient Dinobeast with 1 Dinosaur monster, Queen Angel of Roses with 1 Plant monster
(8-2-7): one Tribute of that kind, as it is on the field, is enough for the Summon; one of
another kind is not, and a Set still takes the Tributes its Level asks for (8-2-1, 8-2-4)."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "cards"))
from ygo_support import english, judged, store, subset  # noqa: E402

from cards.models import Card  # noqa: E402

pytestmark = pytest.mark.django_db

DINOBEAST, QUEEN = "06849042", "96470883"


@pytest.fixture
def printed(tmp_path):
    store(subset(tmp_path, (DINOBEAST, QUEEN)))


def stored(number: str) -> Card:
    return Card.objects.get(game_id="ygo", number=number)


def test_the_kind_of_its_one_tribute_is_read(printed):
    for number, kind in ((DINOBEAST, "Dinosaur"), (QUEEN, "Plant")):
        card = stored(number)
        assert card.automation == "full", (number, card.notes)
        assert card.encoding["tribute_summon_with"] == 1
        assert card.encoding["tribute_summon_by"] == {"type": kind}
        assert card.level >= 7  # its Level asks for 2 Tributes (8-2-1)
    assert "Dinosaur monster" in english(DINOBEAST)["text"]


BOARD = """
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    hand: [{{id: a-dino, card: "{dino}"}}]
    monsters: [{{id: a-raptor, name: Raptor, kind: monster, level: 4, atk: 1000, def: 1000,
                types: [Dinosaur]}},
               {{id: a-fish, name: Fish, kind: monster, level: 4, atk: 1000, def: 1000,
                types: [Fish]}}]
  B: {{}}
actions:
  - {action}: {{card: a-dino, tributes: [{tributes}]}}
"""


def duel(tributes: str, action: str = "normal_summon") -> dict:
    return judged(BOARD.format(dino=DINOBEAST, action=action, tributes=tributes))


def test_one_dinosaur_is_enough_for_its_tribute_summon(printed):
    result = duel("a-raptor")
    assert result["outcome"] != "illegal_action", result.get("illegal")
    ids = [m["id"] for m in result["state"]["players"]["A"]["monsters"]]
    assert "a-dino" in ids and "a-raptor" not in ids
    assert result["state"]["players"]["A"]["graveyard"] == ["a-raptor"]
    assert {"8-2-6", "8-2-7"} <= set(result["rules_cited"])


def test_one_monster_of_another_kind_is_refused(printed):
    result = duel("a-fish")
    assert result["outcome"] == "illegal_action"
    assert result["illegal"]["code"] == "illegal.tribute_not_of_kind"
    assert {"8-2-7", "8-2-1"} <= set(result["illegal"]["rules"])
    two = duel("a-raptor, a-fish")  # the Tributes its Level asks for still do
    assert two["outcome"] != "illegal_action", two.get("illegal")


def test_a_set_takes_the_tributes_of_its_level(printed):
    result = duel("a-raptor", action="set_monster")
    assert result["outcome"] == "illegal_action"
    assert result["illegal"]["code"] == "illegal.tribute_count"
