"""A cost of either of two descriptions, read from real cards' texts (imported from
../shared/fixtures/yaml-yugi into a temporary folder, facts only) and judged: Stream, Dragon
Ruler of Droplets discards itself and a Dragon monster of any Attribute or a WATER monster of
any Type, never one that is neither; Manticore of Smashing banishes either of two named cards
from the hand or the GY (5-2-20, 5-2-2)."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "cards"))
from ygo_duel import monster_ids, player  # noqa: E402
from ygo_support import judged, store, subset  # noqa: E402

pytestmark = pytest.mark.django_db

STREAM, TIDAL, MANTICORE = "27415516", "26400609", "64538914"

DRAGON_RULER = """
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    hand: [{{id: a-stream, card: "{stream}"}},
           {{id: a-fish, name: Fish, kind: monster, level: 3, attribute: WATER, types: [Fish]}},
           {{id: a-drake, name: Drake, kind: monster, level: 4, attribute: FIRE,
             types: [Dragon]}},
           {{id: a-knight, name: Knight, kind: monster, level: 4, attribute: FIRE,
             types: [Warrior]}}]
    deck: [{{id: a-tidal, card: "{tidal}"}}]
  B: {{}}
actions:
  - activate: {{card: a-stream, effect: 0, cost: [{cost}], pick: a-tidal}}
  - pass
  - pass
"""


@pytest.fixture
def rulers(tmp_path):
    store(subset(tmp_path, (STREAM, TIDAL, MANTICORE)))


def stream(cost: str) -> dict:
    return judged(DRAGON_RULER.format(stream=STREAM, tidal=TIDAL, cost=cost))


def test_stream_discards_itself_and_a_water_monster_of_another_type(rulers):
    result = stream("a-fish")
    assert result["outcome"] == "completed"
    a = player(result, "A")
    assert {"a-stream", "a-fish"} <= set(a["graveyard"])
    assert "a-tidal" in monster_ids(result, "A")
    assert {"5-2-2", "5-2-20"} <= set(result["rules_cited"])


def test_stream_discards_itself_and_a_dragon_of_another_attribute(rulers):
    result = stream("a-drake")
    assert result["outcome"] == "completed"
    assert {"a-stream", "a-drake"} <= set(player(result, "A")["graveyard"])


def test_stream_refuses_a_monster_that_is_neither(rulers):
    result = stream("a-knight")
    assert result["outcome"] == "illegal_action"
    assert result["illegal"]["code"] == "illegal.cost_cards"
    assert result["illegal"]["rules"] == ["5-2-2", "5-3-4", "5-2-20"]
    assert "a-stream" in player(result, "A")["hand"]


MANTICORE_GY = """
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    hand: [{{id: a-ground, name: Smashing Ground, kind: spell, spell_type: normal}},
           {{id: a-raigeki, name: Raigeki, kind: spell, spell_type: normal}}]
    graveyard: [{{id: a-manticore, card: "{manticore}"}}]
  B: {{}}
actions:
  - activate: {{card: a-manticore, effect: 1, cost: [{cost}]}}
  - pass
  - pass
"""


def test_manticore_banishes_either_named_card_to_come_back(rulers):
    result = judged(MANTICORE_GY.format(manticore=MANTICORE, cost="a-ground"))
    assert result["outcome"] == "completed"
    a = player(result, "A")
    assert "a-ground" in a["banished"] and "a-manticore" in monster_ids(result, "A")
    refused = judged(MANTICORE_GY.format(manticore=MANTICORE, cost="a-raigeki"))
    assert refused["illegal"]["code"] == "illegal.cost_cards"
    assert "Smashing Ground" in refused["verdict"]
