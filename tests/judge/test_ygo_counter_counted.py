"""Real cards whose ATK changes count counters (imported from ../shared/fixtures/yaml-yugi into
a temporary folder, facts only), read whole and judged (4-8-4): Cold Enchanter gains 300 ATK for
each Ice Counter on the field, either player's, placed by its own effect on a target (4-8-1);
Temple of the Six takes 100 ATK from the opponent's monsters for each Bushido Counter on itself,
which it gets each time a "Six Samurai" monster is Summoned (4-8-10)."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "cards"))
from ygo_support import judged, store, subset  # noqa: E402

from cards.models import Card  # noqa: E402

pytestmark = pytest.mark.django_db

ENCHANTER, TEMPLE = "24661486", "53819808"


@pytest.fixture
def printed(tmp_path):
    store(subset(tmp_path, (ENCHANTER, TEMPLE)))


def test_both_are_read_whole(printed):
    enchanter = Card.objects.get(game_id="ygo", number=ENCHANTER)
    temple = Card.objects.get(game_id="ygo", number=TEMPLE)
    assert enchanter.automation == temple.automation == "full"
    [change] = enchanter.encoding["stat_changes"]
    assert change["for_each"] == {"zone": "field", "what": "counters", "counter": "Ice Counter",
                                  "player": "any"}
    assert temple.encoding["counter"]["each_summon"]["archetype"] == "Six Samurai"
    assert temple.encoding["stat_changes"][0]["for_each"]["what"] == "own_counters"


ENCHANTER_DUEL = f"""
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    monsters: [{{id: a-enchanter, card: "{ENCHANTER}"}}]
    hand: [{{id: a-fodder, name: Fodder, kind: spell}}]
  B:
    monsters: [{{id: b-target, name: Opposing Target, atk: 1000, def: 1000}},
               {{id: b-iced, name: Already Iced, atk: 1000, def: 1000,
                 counter: {{name: Ice Counter}}, counters: 2}}]
actions:
  - activate: {{card: a-enchanter, effect: 0, cost: [a-fodder], target: b-target}}
  - pass
  - pass
"""


def test_cold_enchanter_counts_every_ice_counter_on_the_field(printed):
    result = judged(ENCHANTER_DUEL)
    [enchanter] = result["state"]["players"]["A"]["monsters"]
    assert enchanter["atk"] == 1600 + 300 * 3  # 2 already there, 1 placed on its target
    assert "4-8-1" in result["rules_cited"]


TEMPLE_DUEL = f"""
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    field_spell: {{id: a-temple, card: "{TEMPLE}", face_up: true, counters: 1}}
    hand: [{{id: a-samurai, name: A Samurai, atk: 1000, def: 1000,
             archetypes: [Six Samurai]}}]
  B:
    monsters: [{{id: b-one, name: Opposing One, atk: 1500, def: 1000}}]
actions:
  - normal_summon: {{card: a-samurai}}
"""


def test_temple_of_the_six_lowers_the_opponents_monsters_for_each_counter(printed):
    result = judged(TEMPLE_DUEL)
    [one] = result["state"]["players"]["B"]["monsters"]
    assert one["atk"] == 1500 - 100 * 2  # 1 there, 1 for the Samurai's Normal Summon
