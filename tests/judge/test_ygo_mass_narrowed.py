"""Every card of a kind destroyed at once, narrowed (`destroy_all` with `other`, `face` and a
description, 5-3-1): a monster's own "destroy all monsters on the field" takes it too, "all
other" never does; a face-down monster shows no Type (9-1-3); a one-time Spell resolving is
never among them (10-4-1). Real cards are imported from ../shared/fixtures/yaml-yugi into a
temporary folder (facts only)."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest
from ygo_duel import monster, monster_ids, player, run, spell

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "cards"))
from ygo_support import judged, store, subset  # noqa: E402

ACID_RAIN = "21323861"


def boom(**narrow: object) -> dict:
    step = {"destroy_all": {"player": "both", "what": "monsters", **narrow}}
    return {"type": "ignition", "effect": [step]}


def fire(effect: dict, mine: list | None = None, theirs: list | None = None) -> dict:
    return run(a={"monsters": [monster("a-m", position="attack", effects=[effect])]
                  + (mine or [])}, b={"monsters": theirs or [monster("b-m")]},
               actions=[{"activate": {"card": "a-m", "effect": 0}}, "pass", "pass"])


def test_a_monsters_own_destroy_all_takes_it_too():
    result = fire(boom(), [monster("a-o")])
    assert monster_ids(result, "A") == [] and monster_ids(result, "B") == []


def test_all_other_monsters_spares_the_card_itself():
    result = fire(boom(other=True), [monster("a-o")])
    assert monster_ids(result, "A") == ["a-m"] and monster_ids(result, "B") == []


def test_face_up_only_leaves_the_set_monster():
    theirs = [monster("b-up"), dict(monster("b-down"), position="set")]
    result = fire(boom(other=True, face="up"), theirs=theirs)
    assert monster_ids(result, "B") == ["b-down"]


def test_a_type_is_shown_only_face_up():
    theirs = [dict(monster("b-mech"), types=["Machine"]),
              dict(monster("b-hidden"), types=["Machine"], position="set"),
              dict(monster("b-elf"), types=["Spellcaster"])]
    result = fire(boom(type="Machine"), theirs=theirs)
    assert monster_ids(result, "B") == ["b-hidden", "b-elf"]


def test_a_description_of_spells_is_refused():
    from judge.engine import judge
    step = {"destroy_all": {"player": "both", "what": "spells_traps", "type": "Machine"}}
    result = judge({"game": "ygo", "turn": {"number": 3, "player": "A"},
                    "players": {"A": {"hand": [spell("a-s", effect=[step])]}, "B": {}},
                    "actions": [{"activate": {"card": "a-s"}}]})
    assert [e["path"] for e in result["errors"]] == [
        "players.A.hand[0].effect[0].destroy_all.what"]


@pytest.fixture
def printed(tmp_path):
    store(subset(tmp_path, (ACID_RAIN,)))


BOARD = """
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    hand: [{{id: a-rain, card: "{rain}"}}]
    monsters: [{{id: a-gear, name: Gear, atk: 1000, def: 1000, level: 4, types: [Machine]}}]
  B:
    monsters: [{{id: b-gear, name: Their Gear, atk: 1000, def: 1000, level: 4,
                 types: [Machine]}},
               {{id: b-warrior, name: Warrior, atk: 1000, def: 1000, level: 4,
                 types: [Warrior]}}]
actions:
  - activate: {{card: a-rain}}
  - pass
  - pass"""


@pytest.mark.django_db
def test_acid_rain_destroys_every_face_up_machine(printed):
    result = judged(BOARD.format(rain=ACID_RAIN))
    state = result["state"]["players"]
    assert [m["id"] for m in state["A"]["monsters"]] == []
    assert [m["id"] for m in state["B"]["monsters"]] == ["b-warrior"]
    assert "5-3-1" in result["rules_cited"]


def test_only_the_set_spells_and_traps_return_to_the_hand():
    trunade = spell("a-trunade", effect=[{"return_all": {"to": "hand", "player": "both",
                                                         "what": "spells_traps",
                                                         "face": "down"}}])
    face_up = dict(spell("b-up", spell_type="continuous"), face_up=True)
    result = run(a={"hand": [trunade]},
                 b={"spells_traps": [face_up, spell("b-set")]},
                 actions=[{"activate": {"card": "a-trunade"}}, "pass", "pass"])
    assert player(result, "B")["hand"] == ["b-set"]
    assert [c["id"] for c in player(result, "B")["spells_traps"]] == ["b-up"]
