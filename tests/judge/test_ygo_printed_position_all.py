"""Every monster of a kind changed at once to one battle position, on real cards (imported from
../shared/fixtures/yaml-yugi into a temporary folder, facts only): Earthquake changes each
face-up monster on the field to Defense Position, leaving a face-down monster, one already in
Defense Position and a Link Monster as they are; Legendary Wind-Up Key turns its player's
face-up "Wind-Up" monsters face-down and no other; Constellar Hyades turns each monster of the
opponent's face-up Defense Position, a face-down one flipped face-up with its FLIP effect
after the chain; Chaos Infinity changes as many Defense Position monsters as possible to
Attack Position, then Summons (9-2-12, 9-2-7, 9-1-3, 9-1-4, 8-3-5, 5-1-5, 5-2-7)."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "cards"))
from ygo_duel import player, texts  # noqa: E402
from ygo_support import judged, store, subset  # noqa: E402

pytestmark = pytest.mark.django_db

EARTHQUAKE, WIND_UP_KEY, HYADES = "82828051", "69320362", "47579719"
INFINITY = "04081825"


@pytest.fixture
def printed(tmp_path):
    store(subset(tmp_path, (EARTHQUAKE, WIND_UP_KEY, HYADES, INFINITY)))


def board(card: str, mine: str, theirs: str) -> str:
    return f"""
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    hand: [{{id: a-spell, card: "{card}"}}]
    monsters: [{mine}]
  B:
    monsters: [{theirs}]
actions:
  - activate: {{card: a-spell}}
  - pass
  - pass
"""


def positions(result: dict, pid: str) -> dict[str, str]:
    return {m["id"]: m["position"] for m in player(result, pid)["monsters"]}


MINE = ("{id: a-up, name: Up, kind: monster, level: 4, atk: 100, def: 100}, "
        "{id: a-down, name: Down, kind: monster, level: 4, atk: 100, def: 100, position: set}, "
        "{id: a-link, name: Link, kind: monster, types: [Cyberse, Link], link_rating: 1, "
        "atk: 1000}")
THEIRS = ("{id: b-up, name: Theirs, kind: monster, level: 4, atk: 100, def: 100}, "
          "{id: b-def, name: Guard, kind: monster, level: 4, atk: 100, def: 100, "
          "position: defense}")


def test_earthquake_changes_the_face_up_attack_position_monsters(printed):
    result = judged(board(EARTHQUAKE, MINE, THEIRS))
    assert result["outcome"] == "completed", result.get("illegal")
    assert positions(result, "A") == {"a-up": "defense", "a-down": "set", "a-link": "attack"}
    assert positions(result, "B") == {"b-up": "defense", "b-def": "defense"}
    assert texts(result).count("Defense Position") >= 2
    assert {"9-2-12", "9-2-7"} <= set(result["rules_cited"])


def test_wind_up_key_turns_only_its_face_up_wind_up_monsters_face_down(printed):
    mine = ("{id: a-wind, name: Wind-Up Rat, kind: monster, level: 3, atk: 100, def: 100, "
            "archetypes: [Wind-Up]}, {id: a-plain, name: Plain, kind: monster, level: 4, "
            "atk: 100, def: 100}")
    theirs = ("{id: b-wind, name: Wind-Up Dog, kind: monster, level: 3, atk: 100, def: 100, "
              "archetypes: [Wind-Up]}")
    result = judged(board(WIND_UP_KEY, mine, theirs))
    assert result["outcome"] == "completed", result.get("illegal")
    assert positions(result, "A") == {"a-wind": "set", "a-plain": "attack"}
    assert positions(result, "B") == {"b-wind": "attack"}
    assert {"9-2-12", "9-2-6"} <= set(result["rules_cited"])


HYADES_BOARD = f"""
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    monsters: [{{id: a-hyades, card: "{HYADES}", materials: 2}}]
  B:
    deck: [{{id: b-top, name: Top, kind: monster, level: 4, atk: 0, def: 0}}]
    monsters: [{{id: b-flip, name: Flipper, kind: monster, level: 4, atk: 100, def: 100,
                position: set, flip: [{{draw: 1}}]}},
               {{id: b-up, name: Theirs, kind: monster, level: 4, atk: 100, def: 100}}]
actions:
  - activate: {{card: a-hyades}}
  - pass
  - pass
"""


def test_hyades_flips_a_face_down_monster_face_up_and_its_flip_effect_follows(printed):
    result = judged(HYADES_BOARD)
    assert result["outcome"] == "completed", result.get("illegal")
    assert positions(result, "B") == {"b-flip": "defense", "b-up": "defense"}
    assert player(result, "A")["monsters"][0]["materials"] == 1
    assert "b-top" in player(result, "B")["hand"]  # its FLIP effect, after the chain (5-1-5)
    assert {"9-2-12", "9-2-7", "8-3-5"} <= set(result["rules_cited"])


def test_chaos_infinity_changes_as_many_as_possible_then_summons(printed):
    text = board(INFINITY, "{id: a-def, name: Guard, kind: monster, level: 4, atk: 100, "
                 "def: 100, position: defense}", THEIRS).replace(
        "hand: [", "spells_traps: [").replace(
        "  B:\n", "    deck: [{id: a-mek, name: Meklord Test, kind: monster, level: 4, "
        "atk: 100, def: 100, archetypes: [Meklord]}]\n  B:\n").replace(
        "  - activate: {card: a-spell}", "  - activate: {card: a-spell, pick: a-mek}")
    result = judged(text)
    assert result["outcome"] == "completed", result.get("illegal")
    assert positions(result, "A")["a-def"] == "attack"
    assert positions(result, "B") == {"b-up": "attack", "b-def": "attack"}
    assert "a-mek" in positions(result, "A")
    assert "9-2-12" in result["rules_cited"]
