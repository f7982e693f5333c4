"""Hydrogeddon's "When this card destroys an opponent's monster by battle and sends it to the
GY: ..." judged on real cards (imported from ../shared/fixtures/yaml-yugi into a temporary
folder, facts only): it is read as `event: destroyed_and_sent_a_monster`, activated when the
monster it destroyed went to the Graveyard, and refused citing 5-1-3 and 5-1-18 when that monster
was banished instead by a face-up Dimensional Fissure (5-4-10), though it was still destroyed."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "cards"))
from ygo_duel import player  # noqa: E402
from ygo_support import derived, judged, store, subset  # noqa: E402

pytestmark = pytest.mark.django_db

HYDROGEDDON, FISSURE = "22587018", "81674782"


@pytest.fixture
def imported(tmp_path):
    store(subset(tmp_path, (HYDROGEDDON, FISSURE)))


def battle(fissure: bool) -> dict:
    cards = (f'    spells_traps: [{{id: b-fissure, card: "{FISSURE}", face_up: true}}]\n'
             if fissure else "")
    return judged(f"""
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    monsters: [{{id: a-hydro, card: "{HYDROGEDDON}"}}]
    deck: [{{id: a-hydro2, card: "{HYDROGEDDON}"}}, {{id: a-2, name: Deck Two}}]
  B:
    monsters: [{{id: b-small, name: Small, kind: monster, level: 3, atk: 1000, def: 1000}}]
{cards}actions:
  - battle_phase
  - attack: {{attacker: a-hydro, target: b-small}}
  - pass
  - activate: {{card: a-hydro, pick: a-hydro2}}
  - pass
  - pass
""")


def test_the_condition_is_read_as_its_own_event():
    effect = derived(HYDROGEDDON).encoding["effects"][0]
    assert effect["event"] == "destroyed_and_sent_a_monster"
    assert effect["when"] is True


def test_the_destroyed_monster_in_the_graveyard_lets_it_summon_another(imported):
    result = battle(fissure=False)
    assert result["outcome"] == "completed", result.get("illegal")
    assert [m["id"] for m in player(result, "A")["monsters"]] == ["a-hydro", "a-hydro2"]
    assert player(result, "B")["graveyard"] == ["b-small"]
    assert "5-1-18" in result["rules_cited"]


def test_the_destroyed_monster_banished_instead_does_not(imported):
    result = battle(fissure=True)
    assert result["illegal"]["code"] == "illegal.trigger_no_event", result["illegal"]
    assert {"5-1-3", "5-1-18"} <= set(result["illegal"]["rules"]), result["illegal"]
    assert "sends it to the Graveyard" in result["illegal"]["reason"]
    assert player(result, "B")["banished"] == ["b-small"]
