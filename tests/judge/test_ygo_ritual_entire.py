"""A monster used as the entire requirement of a Ritual Summon (8-5-18), judged from real cards
(imported from ../shared/fixtures/yaml-yugi into a temporary folder, facts only): Ritual Raven,
Level 1, is the only Tribute End of the World needs for Demise, King of Armageddon (a DARK
Level 8 Ritual Monster); a Level 4 monster alone is not enough (8-5-1), nor is Gishki Shadow,
whose text speaks of WATER Ritual Monsters; with a second Tribute the Levels count as usual."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "cards"))
from ygo_support import judged, store, subset  # noqa: E402

from cards.models import Card  # noqa: E402

pytestmark = pytest.mark.django_db

END_OF_THE_WORLD, DEMISE, RAVEN, SHADOW = "08198712", "72426662", "34334692", "29888389"
MIRACLE = "18988396"  # Miracle Raven: "this card you control ... the entire Tribute"


@pytest.fixture
def printed(tmp_path):
    store(subset(tmp_path, (END_OF_THE_WORLD, DEMISE, RAVEN, SHADOW, MIRACLE)))


DUEL = f"""
game: ygo
turn: {{{{number: 3, player: A}}}}
players:
  A:
    hand: [{{{{id: a-ritual, card: "{END_OF_THE_WORLD}"}}}}, {{{{id: a-demise, card: "{DEMISE}"}}}},
           {{{{id: a-raven, card: "{RAVEN}"}}}}, {{{{id: a-shadow, card: "{SHADOW}"}}}},
           {{{{id: a-miracle-hand, card: "{MIRACLE}"}}}}]
    monsters: [{{{{id: a-four, name: Four, level: 4}}}}, {{{{id: a-seven, name: Seven, level: 7}}}},
               {{{{id: a-miracle, card: "{MIRACLE}"}}}}]
  B: {{{{}}}}
actions:
  - activate: {{{{card: a-ritual, pick: a-demise, materials: {{tributes}}}}}}
  - pass
  - pass
"""


def duel(tributes: str) -> dict:
    return judged(DUEL.format(tributes=tributes))


def test_ritual_raven_alone_is_the_whole_requirement_for_demise(printed):
    assert Card.objects.get(game_id="ygo", number=RAVEN).encoding["ritual_entire"] == {
        "attribute": "DARK"}
    result = duel("[a-raven]")
    assert result["outcome"] == "completed", result.get("illegal")
    codes = [step["code"] for step in result["steps"]]
    assert "summoned_by_effect.ritual" in codes and "ritual_entire.used" in codes
    assert {"8-5-1", "8-5-18"} <= set(result["rules_cited"])
    player = result["state"]["players"]["A"]
    assert [m["id"] for m in player["monsters"]] == ["a-four", "a-seven", "a-miracle", "a-demise"]
    assert "a-raven" in player["graveyard"]


def test_a_level_4_monster_alone_is_not_enough(printed):
    refused = duel("[a-four]")
    assert refused["outcome"] == "illegal_action"
    assert refused["illegal"]["rules"] == ["8-5-1", "5-2-4"]
    assert "8-5-18" not in refused["rules_cited"]


def test_gishki_shadow_is_the_whole_requirement_for_water_ritual_monsters_only(printed):
    refused = duel("[a-shadow]")
    assert refused["outcome"] == "illegal_action"
    assert refused["illegal"]["rules"] == ["8-5-1", "5-2-4"]


def test_with_a_second_tribute_the_levels_count_as_usual(printed):
    result = duel("[a-raven, a-seven]")  # 1 + 7 = 8
    assert result["outcome"] == "completed", result.get("illegal")
    assert "ritual_entire.used" not in [step["code"] for step in result["steps"]]
    assert "8-5-18" not in result["rules_cited"]


def test_a_card_you_control_is_the_whole_tribute_from_the_field_only(printed):
    result = duel("[a-miracle]")  # Miracle Raven on the field, Level 1
    assert result["outcome"] == "completed", result.get("illegal")
    assert "8-5-18" in result["rules_cited"]
    refused = duel("[a-miracle-hand]")  # the same card in the hand: its Level alone counts
    assert refused["outcome"] == "illegal_action"
    assert refused["illegal"]["rules"] == ["8-5-1", "5-2-4"]
