"""A real card that gets a counter each time the opponent Special Summons (imported from
../shared/fixtures/yaml-yugi into a temporary folder, facts only), read whole and judged:
Rodenut gets its Nut Counter at once, no chain, once for monsters Summoned together, never for
its own player's Summons (4-8-10), and removes it to destroy a monster."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "cards"))
from ygo_support import judged, store, subset  # noqa: E402

from cards.models import Card  # noqa: E402

pytestmark = pytest.mark.django_db

RODENUT = "13478040"


@pytest.fixture
def printed(tmp_path):
    store(subset(tmp_path, (RODENUT,)))


def test_it_is_read_whole(printed):
    card = Card.objects.get(game_id="ygo", number=RODENUT)
    assert card.automation == "full"
    assert card.encoding["counter"]["each_summon"] == {"count": 1, "player": "opponent"}


DUEL = """
game: ygo
turn: {{number: 4, player: {turn}}}
players:
  A:
    monsters: [{{id: a-rodenut, card: "{rodenut}"}}]
    hand: [{{id: a-caller, name: Own Caller, kind: spell,
             effect: [{{special_summon: {{card: a-extra}}}}]}},
           {{id: a-extra, name: Own Extra, atk: 1000, def: 1000}}]
  B:
    hand: [{{id: b-caller, name: Opposing Caller, kind: spell,
             effect: [{{special_summon: {{card: b-one}}}}]}},
           {{id: b-one, name: Opposing One, atk: 1000, def: 1000}}]
actions:
  - activate: {{card: {caller}}}
  - pass
  - pass
"""


def placed(result: dict) -> list[dict]:
    return [step["params"] for step in result["steps"]
            if step["code"].startswith("counters_each_summon")]


def test_the_opponents_special_summon_places_a_counter(printed):
    result = judged(DUEL.format(turn="B", rodenut=RODENUT, caller="b-caller"))
    assert [(p["card"]["card"], p["total"]) for p in placed(result)] == [("a-rodenut", 1)]
    assert "4-8-10" in result["rules_cited"]


def test_its_own_players_special_summon_places_none(printed):
    result = judged(DUEL.format(turn="A", rodenut=RODENUT, caller="a-caller"))
    assert placed(result) == []


TWO = """
game: ygo
turn: {number: 4, player: B}
players:
  A:
    monsters: [{id: a-rodenut, card: "RODENUT", counters: 1}]
  B:
    hand: [{id: b-caller, name: Opposing Caller, kind: spell,
            effect: [{special_summon: {card: b-one}}, {special_summon: {card: b-two}}]},
           {id: b-one, name: Opposing One, atk: 1000, def: 1000},
           {id: b-two, name: Opposing Two, atk: 1000, def: 1000},
           {id: b-normal, name: Opposing Normal, atk: 1000, def: 1000}]
actions:
  - normal_summon: {card: b-normal}
  - activate: {card: b-caller}
  - pass
  - pass
"""


def test_a_normal_summon_places_none_and_each_special_summon_one(printed):
    result = judged(TWO.replace("RODENUT", RODENUT))
    assert [p["total"] for p in placed(result)] == [2, 3]


SAMURAI = """
game: ygo
turn: {number: 4, player: A}
players:
  A:
    spells_traps:
      - {id: a-united, name: United, kind: spell, spell_type: continuous, face_up: true,
         counters: 1, counter: {name: Bushido Counter, max: 2,
                                each_summon: {count: 1, archetype: Six Samurai, normal: true}}}
    hand: [{id: a-samurai, name: A Samurai, atk: 1000, def: 1000, archetypes: [Six Samurai]},
           {id: a-caller, name: Own Caller, kind: spell,
            effect: [{special_summon: {card: a-second}}]},
           {id: a-second, name: Second Samurai, atk: 1000, def: 1000,
            archetypes: [Six Samurai]}]
  B:
    deck: 3
actions:
  - normal_summon: {card: a-samurai}
  - activate: {card: a-caller}
  - pass
  - pass
"""


def test_an_archetypes_normal_summon_counts_up_to_the_bound():
    result = judged(SAMURAI)
    steps = [(step["code"], step["params"]["total"]) for step in result["steps"]
             if step["code"].startswith("counters_each_summon")]
    assert steps == [("counters_each_summon", 2), ("counters_each_summon.max", 2)]
    assert {"4-8-2", "4-8-10"} <= set(result["rules_cited"])
