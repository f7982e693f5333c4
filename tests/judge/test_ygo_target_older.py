"""Targets in other words, judged on real cards (imported from ../shared/fixtures/yaml-yugi
into a temporary folder, facts only): Suture Rebirth Special Summons a "Frightfur" monster as
well as a "Fluffal" one, and refuses any other (5-2-3); Storm Dragon's Return Special Summons
the opponent's banished monster to its player's field; Faustian Bargain targets a Special
Summoned monster of either player, never a Normal Summoned one; Gravelstorm returns one
Spell/Trap of each player's field to the hand and refuses two of the opponent's."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "cards"))
from ygo_duel import player  # noqa: E402
from ygo_support import judged, store, subset  # noqa: E402

pytestmark = pytest.mark.django_db

SUTURE = "70083592"  # Suture Rebirth, a Normal Spell
STORM = "83195035"  # Storm Dragon's Return, a Normal Trap
FAUSTIAN = "68396778"  # Faustian Bargain, a Normal Spell
GRAVELSTORM = "48135190"  # Gravelstorm, a Normal Trap


@pytest.fixture
def imported(tmp_path):
    store(subset(tmp_path, (SUTURE, STORM, FAUSTIAN, GRAVELSTORM)))


DUEL = """
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    {zone}: [{{id: a-card, card: "{card}"}}{more}]
{mine}
  B:
{theirs}
actions:
  - activate: {{card: a-card, {targets}}}
  - pass
  - pass"""


def duel(card: str, mine: str, theirs: str, targets: str, zone: str = "hand",
         more: str = "") -> dict:
    return judged(DUEL.format(card=card, mine=mine, theirs=theirs, targets=targets, zone=zone,
                              more=more))


def suture(archetype: str) -> dict:
    mine = f"""    graveyard: [{{id: a-toy, name: Toy, kind: monster, level: 4, atk: 1600,
                  def: 1200, archetypes: [{archetype}]}}]"""
    return duel(SUTURE, mine, "    deck: 5", "target: a-toy")


def test_suture_rebirth_takes_either_archetype(imported):
    found = suture("Frightfur")
    assert found["outcome"] != "illegal_action", found
    assert [m["id"] for m in player(found, "A")["monsters"]] == ["a-toy"]
    refused = suture("Edge Imp")
    assert refused["illegal"]["code"] == "illegal.target_does_not_fit"
    assert "5-2-3" in refused["illegal"]["rules"]


def test_storm_dragons_return_summons_the_opponents_banished_monster(imported):
    theirs = """    banished: [{id: b-gone, name: Gone, kind: monster, level: 4, atk: 1500,
                 def: 1000}]"""
    found = duel(STORM, "    deck: 5", theirs, "target: b-gone", zone="spells_traps")
    assert found["outcome"] != "illegal_action", found
    assert [m["id"] for m in player(found, "A")["monsters"]] == ["b-gone"]


def faustian(special: bool) -> dict:
    return duel(FAUSTIAN, "    deck: 5", f"""    monsters: [{{id: b-x, name: X, level: 4, atk: 1500,
                 def: 1000, special_summoned: {str(special).lower()}}}]""",
                "target: b-x, pick: a-normal",
                more=", {id: a-normal, name: Plain, level: 4, atk: 1400, def: 1200, "
                     "types: [Warrior, Normal]}")


def test_faustian_bargain_only_on_a_special_summoned_monster(imported):
    found = faustian(True)
    assert found["outcome"] != "illegal_action", found
    assert "b-x" in player(found, "B")["graveyard"]
    assert [m["id"] for m in player(found, "A")["monsters"]] == ["a-normal"]
    refused = faustian(False)
    assert refused["illegal"]["code"] == "illegal.target_does_not_fit"


def gravelstorm(targets: str) -> dict:
    theirs = """    spells_traps: [{id: b-one, name: One, kind: trap},
                   {id: b-two, name: Two, kind: trap}]"""
    return duel(GRAVELSTORM, "    deck: 5", theirs, f"targets: [{targets}]",
                zone="spells_traps", more=", {id: a-set, name: Own Set, kind: trap}")


def test_gravelstorm_returns_one_of_each_players(imported):
    found = gravelstorm("a-set, b-one")
    assert found["outcome"] != "illegal_action", found
    assert "a-set" in player(found, "A")["hand"] and "b-one" in player(found, "B")["hand"]
    refused = gravelstorm("b-one, b-two")
    assert refused["outcome"] == "illegal_action"
    assert "5-2-3" in refused["illegal"]["rules"]
