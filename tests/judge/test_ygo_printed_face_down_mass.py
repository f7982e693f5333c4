"""Every monster destroyed but the face-up ones of one Attribute, on a real card (imported
from ../shared/fixtures/yaml-yugi into a temporary folder, facts only): Radiant Spirit,
destroyed by battle, must activate its older Trigger Effect (5-1-3), which destroys every
face-down monster, LIGHT or not, and every face-up monster that is not LIGHT, on both fields;
only the face-up LIGHT monsters stay (9-1-5, 9-1-3)."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "cards"))
from ygo_duel import monster_ids, player  # noqa: E402
from ygo_support import judged, store, subset  # noqa: E402

pytestmark = pytest.mark.django_db

RADIANT_SPIRIT = "12624008"


@pytest.fixture
def printed(tmp_path):
    store(subset(tmp_path, (RADIANT_SPIRIT,)))


BOARD = f"""
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    monsters: [{{id: a-ogre, name: Ogre, level: 4, attribute: DARK, atk: 2500, def: 1000}},
               {{id: a-light, name: Shine, level: 4, attribute: LIGHT, atk: 100, def: 100,
                 position: defense}},
               {{id: a-down, name: Hidden Shine, level: 4, attribute: LIGHT, atk: 100,
                 def: 100, position: set}}]
  B:
    monsters: [{{id: b-spirit, card: "{RADIANT_SPIRIT}"}},
               {{id: b-light, name: Glow, level: 4, attribute: LIGHT, atk: 100, def: 100,
                 position: defense}},
               {{id: b-water, name: Wave, level: 4, attribute: WATER, atk: 100, def: 100,
                 position: defense}}]
actions:
  - battle_phase
  - attack: {{attacker: a-ogre, target: b-spirit}}
  - pass
"""


def test_only_the_face_up_light_monsters_stay(printed):
    result = judged(BOARD + "  - activate: {card: b-spirit}\n")
    assert result["outcome"] == "completed", result.get("illegal")
    assert monster_ids(result, "A") == ["a-light"]
    assert monster_ids(result, "B") == ["b-light"]
    assert {"a-ogre", "a-down"} <= set(player(result, "A")["graveyard"])
    assert {"b-spirit", "b-water"} <= set(player(result, "B")["graveyard"])
    assert {"9-1-5", "5-3-1"} <= set(result["rules_cited"])


def test_its_controller_must_activate_it(printed):
    result = judged(BOARD + "  - main2\n")
    assert result["outcome"] == "illegal_action"
    assert result["illegal"]["rules"] == ["5-1-3", "11-1-8"]
