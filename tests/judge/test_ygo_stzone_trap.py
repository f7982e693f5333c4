"""Monster Cards placed in the Spell & Trap Zone as Continuous Traps (3-4-8), on the real Vision
HERO Faris and Vision HERO Increase (imported from ../shared/fixtures/yaml-yugi into a temporary
folder, facts only): Faris, Tribute Summoned, places a "Vision HERO" monster from the Deck
face-up in its player's Spell & Trap Zone; there it is a Trap Card, never activated as one; it
is not placed with no free zone, nor is Faris itself named."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "cards"))
from ygo_support import judged, store, subset  # noqa: E402

pytestmark = pytest.mark.django_db

FARIS, INCREASE = "18094166", "22865492"


@pytest.fixture
def printed(tmp_path):
    store(subset(tmp_path, (FARIS, INCREASE)))


SUMMON = f"""
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    hand: [{{id: a-faris, card: "{FARIS}"}}]
    deck: [{{id: a-increase, card: "{INCREASE}"}}, {{id: a-faris2, card: "{FARIS}"}}]
    monsters: [{{id: a-t, name: T, kind: monster, level: 4, atk: 0, def: 0}}]
    spells_traps: ZONES
  B: {{}}
actions:
  - normal_summon: {{card: a-faris, tributes: [a-t]}}
  - activate: {{card: a-faris, effect: 1, pick: PICK}}
  - pass
  - pass
"""


def _summon(pick: str = "a-increase", zones: str = "[]", more: str = "") -> dict:
    return judged(SUMMON.replace("PICK", pick).replace("ZONES", zones) + more)


def test_faris_places_a_vision_hero_as_a_continuous_trap(printed):
    result = _summon()
    assert result["outcome"] == "completed", result.get("illegal")
    players = result["state"]["players"]
    assert players["A"]["spells_traps"] == [{"id": "a-increase", "face_up": True}]
    assert players["A"]["deck"] == 1
    assert "stzone.placed_trap" in [step["code"] for step in result["steps"]]
    assert {"3-4-8", "3-4-1"} <= set(result["rules_cited"])


def test_placed_as_a_trap_it_is_never_activated_as_one(printed):
    refused = _summon(more="  - activate: {card: a-increase}\n")
    assert refused["outcome"] == "illegal_action"
    assert refused["illegal"]["code"] == "illegal.placed_not_activated_trap"
    assert "3-4-8" in refused["rules_cited"]


def test_not_faris_itself_and_not_with_the_zones_full(printed):
    named = _summon(pick="a-faris2")  # "except "Vision HERO Faris""
    assert named["outcome"] == "illegal_action"
    assert named["illegal"]["code"] == "illegal.pick_does_not_fit"
    full = ", ".join(f"{{id: a-s{i}, name: S{i}, kind: spell, spell_type: continuous, "
                     f"face_up: true}}" for i in range(5))
    result = _summon(zones=f"[{full}]")
    assert result["outcome"] == "illegal_action"
    assert result["illegal"]["code"] == "illegal.no_zone_to_place_trap"
    assert "3-4-8" in result["rules_cited"]
