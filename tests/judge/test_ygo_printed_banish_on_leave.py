"""Real cards that Special Summon a monster "but banish it when it leaves the field" (imported
from ../shared/fixtures/yaml-yugi into a temporary folder, facts only), read and judged: Jet
Synchron summoning itself from the GY, Shiranui Spiritmaster summoning a "Shiranui" monster
from the hand; destroyed afterwards, each is banished instead of going to the GY (8-4-10)."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "cards"))
from ygo_support import judged, store, subset  # noqa: E402

from cards.models import Card  # noqa: E402

pytestmark = pytest.mark.django_db

JET_SYNCHRON, SPIRITMASTER = "09742784", "99423156"
BREAK = ("{id: b-break, kind: trap, trap_type: normal, target: {what: monster, "
         "player: opponent, zone: field}, effect: [{destroy: chosen}]}")


@pytest.fixture
def printed(tmp_path):
    store(subset(tmp_path, (JET_SYNCHRON, SPIRITMASTER)))


def stored(number: str) -> Card:
    return Card.objects.get(game_id="ygo", number=number)


def test_the_rider_is_read_on_the_summoning_step(printed):
    jet = stored(JET_SYNCHRON)
    assert jet.automation == "full"
    summon = jet.encoding["effects"][1]["effect"][0]["special_summon"]
    assert summon == {"card": "self", "position": "attack", "banish_on_leave": True}
    spirit = stored(SPIRITMASTER)
    fetch = spirit.encoding["effects"][0]["effect"][0]["fetch"]
    assert fetch["to"] == "field" and fetch["banish_on_leave"] is True


def test_jet_synchron_revived_and_destroyed_is_banished(printed):
    result = judged(f"""
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    graveyard: [{{id: a-jet, card: "{JET_SYNCHRON}"}}]
    hand: [{{id: a-spare, name: Spare, kind: monster, level: 4, atk: 100, def: 100}}]
  B:
    spells_traps: [{BREAK}]
actions:
  - activate: {{card: a-jet, effect: 1, cost: [a-spare]}}
  - pass
  - pass
  - activate: {{card: b-break, target: a-jet}}
  - pass
  - pass""")
    a = result["state"]["players"]["A"]
    assert a["banished"] == ["a-jet"] and a["graveyard"] == ["a-spare"]
    assert "8-4-10" in result["rules_cited"]


def test_the_shiranui_monster_summoned_and_destroyed_is_banished(printed):
    result = judged(f"""
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    hand: [{{id: a-spirit, card: "{SPIRITMASTER}"}},
           {{id: a-other, name: Shiranui Other, archetypes: [Shiranui], kind: monster, level: 4,
             atk: 100, def: 100}}]
  B:
    spells_traps: [{BREAK}]
actions:
  - normal_summon: {{card: a-spirit}}
  - activate: {{card: a-spirit, pick: a-other}}
  - pass
  - pass
  - activate: {{card: b-break, target: a-other}}
  - pass
  - pass""")
    a = result["state"]["players"]["A"]
    assert a["banished"] == ["a-other"] and a["graveyard"] == []
    assert "8-4-10" in result["rules_cited"]
