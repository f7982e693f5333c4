"""Cupsy★Yummy Way's "For this card's Synchro Summon, you can treat 1 Link-1 monster you
control as a Level 1 Tuner.", judged on real cards (imported from ../shared/fixtures/yaml-yugi
into a temporary folder, facts only): Linkuriboh (Link-1) and a Level 1 non-Tuner Synchro
Summon the Level 2 Cupsy, Linkuriboh going to the GY (8-5-14); a wrong Level total, or a second
Link Monster (only 1 is treated so, the other has no Level), is refused. The ruling says which
Link Monster stood as the Tuner, and says nothing of it when a real Tuner made the Summon."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "cards"))
from ygo_duel import player  # noqa: E402
from ygo_support import judged, store, subset  # noqa: E402

pytestmark = pytest.mark.django_db

CUPSY = "31603289"  # Cupsy★Yummy Way, a Level 2 Synchro Monster
LINKURIBOH = "41999284"  # Linkuriboh, a Link-1 Link Monster


@pytest.fixture
def imported(tmp_path):
    store(subset(tmp_path, (CUPSY, LINKURIBOH)))


BOARD = """
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    deck: 5
    extra_deck: [{{id: a-cupsy, card: "31603289"}}]
    monsters: [{{id: a-link, card: "41999284"}}, {{id: a-link2, card: "41999284"}},
               {{id: a-one, name: One, kind: monster, level: 1, atk: 100, def: 100}},
               {{id: a-two, name: Two, kind: monster, level: 2, atk: 100, def: 100}},
               {{id: a-tuner, name: Tuner, kind: monster, level: 1, atk: 0, def: 0,
                 types: [Machine, Tuner]}}]
  B:
    deck: 5
actions:
  - synchro_summon: {{card: a-cupsy, materials: [{materials}]}}
"""


def summon(materials: str) -> dict:
    return judged(BOARD.format(materials=materials))


def test_a_link_1_monster_stands_as_a_level_1_tuner(imported):
    result = summon("a-link, a-one")
    assert result["outcome"] == "completed", result
    a = player(result, "A")
    assert "a-cupsy" in [m["id"] for m in a["monsters"]]
    assert "a-link" in a["graveyard"]
    said = [s for s in result["steps"] if s["code"] == "link_tuner.used"]
    assert len(said) == 1 and said[0]["rules"] == ["8-5-14"], said
    assert "Linkuriboh" in said[0]["text"] and "Level 1 Tuner" in said[0]["text"], said


def test_no_stand_in_is_said_when_the_materials_make_it_as_they_are(imported):
    result = summon("a-tuner, a-one")
    assert result["outcome"] == "completed", result
    assert "link_tuner.used" not in [s["code"] for s in result["steps"]], result


def test_the_levels_must_still_add_up_and_only_one_is_treated(imported):
    for materials, code in (("a-link, a-two", "illegal.synchro_levels"),  # 1 + 2 is not 2
                            ("a-link, a-link2", "illegal.material_without_level")):
        result = summon(materials)
        assert result["outcome"] == "illegal_action", result
        assert result["illegal"]["code"] == code, result["illegal"]
        assert result["illegal"]["rules"] == ["8-5-3"], result["illegal"]
