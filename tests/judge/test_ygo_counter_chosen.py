"""Real cards that place a counter on one monster chosen as the effect resolves, not targeted
(imported from ../shared/fixtures/yaml-yugi into a temporary folder, facts only), read whole
and judged: Corruption Cell "A" places an A-Counter on the opponent's face-up monster the
activation names (the only one: no choice to make), never on a face-down one, and cannot be
activated without such a monster (5-3-22, 5-2-4, 4-8-1); Venom Serpent's Ignition Effect does
the same with a Venom Counter."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "cards"))
from ygo_support import judged, store, subset  # noqa: E402

from cards.models import Card  # noqa: E402

pytestmark = pytest.mark.django_db

CELL, SERPENT = "02561846", "36278828"


@pytest.fixture
def printed(tmp_path):
    store(subset(tmp_path, (CELL, SERPENT)))


def test_both_are_read_whole(printed):
    cell = Card.objects.get(game_id="ygo", number=CELL)
    serpent = Card.objects.get(game_id="ygo", number=SERPENT)
    assert cell.automation == serpent.automation == "full"
    [step] = cell.encoding["effect"]
    assert step["choose"] == {"do": "place_counters", "player": "opponent", "what": "monsters",
                              "face": "up", "counters": {"count": 1, "name": "A-Counter"}}
    [effect] = serpent.encoding["effects"]
    assert effect["type"] == "ignition"
    assert effect["effect"][0]["choose"]["counters"] == {"count": 1, "name": "Venom Counter"}


DUEL = """
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    hand: [{{id: a-cell, card: "{cell}"}}]
    monsters: [{{id: a-serpent, card: "{serpent}"}}]
  B:
    monsters: {monsters}
actions:
  - activate: {{card: {card}{more}}}
  - pass
  - pass
"""
ONE_UP = "[{id: b-up, name: Face-up One, atk: 1000, def: 1000}, {id: b-set, name: Set One, " \
    "atk: 1000, def: 1000, position: set}]"


def duel(monsters: str = ONE_UP, card: str = "a-cell", more: str = "") -> dict:
    return judged(DUEL.format(cell=CELL, serpent=SERPENT, monsters=monsters, card=card,
                              more=more))


def placed(result: dict) -> list[tuple[str, str, int]]:
    return [(step["params"]["card"]["card"], step["params"]["name"], step["params"]["total"])
            for step in result["steps"] if step["code"] == "counters_placed"]


def test_corruption_cell_places_an_a_counter_on_the_only_face_up_monster(printed):
    result = duel()
    assert placed(result) == [("b-up", "A-Counter", 1)]
    assert {"5-3-22", "4-8-1"} <= set(result["rules_cited"])


def test_it_places_it_on_the_monster_the_activation_names(printed):
    two = "[{id: b-one, name: One, atk: 1000, def: 1000}, {id: b-two, name: Two, atk: 500, " \
        "def: 500}]"
    result = duel(monsters=two, more=", pick: b-two")
    assert placed(result) == [("b-two", "A-Counter", 1)]


def test_it_cannot_be_activated_without_a_face_up_monster_there(printed):
    result = duel(monsters="[{id: b-set, name: Set One, atk: 1000, def: 1000, position: set}]")
    assert result["illegal"]["code"] == "illegal.none_to_choose"


def test_venom_serpent_places_a_venom_counter(printed):
    result = duel(card="a-serpent", more=", effect: 0")
    assert placed(result) == [("b-up", "Venom Counter", 1)]
