"""A real card read in place from ../shared/fixtures/yaml-yugi (facts only), judged: Hero Kid's
"Special Summon any number of ..." is "up to 5" (8-7-3): one or more copies named from the Deck
come, each while a Main Monster Zone is free (8-7-1); none named is refused (5-3-13)."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "cards"))
from ygo_duel import player  # noqa: E402
from ygo_support import judged, store, subset  # noqa: E402

pytestmark = pytest.mark.django_db

HERO_KID = "32679370"  # Hero Kid
SCENARIO = """
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    hand: [{{id: a-call, name: Call, kind: spell, spell_type: normal,
             effect: [{{fetch: {{to: field, from: [hand], names: [Hero Kid]}}}}]}},
           {{id: a-kid, card: "{kid}"}}]
    deck: [{{id: a-kid2, card: "{kid}"}}, {{id: a-kid3, card: "{kid}"}},
           {{id: a-other, name: Other, kind: monster, level: 4, atk: 0, def: 0}}]
    monsters: [{walls}]
  B:
    hand: []
actions:
  - activate: {{card: a-call, pick: a-kid}}
  - pass
  - pass
{actions}"""
WALL = "{{id: a-w{n}, name: Wall {n}, kind: monster, level: 4, atk: 0, def: 2000}}"


@pytest.fixture
def printed(tmp_path):
    store(subset(tmp_path, (HERO_KID,)))


def scenario(actions: str, walls: int = 0) -> dict:
    return judged(SCENARIO.format(kid=HERO_KID, actions=actions, walls=", ".join(
        WALL.format(n=n) for n in range(walls))))


def monsters(result: dict) -> list[str]:
    return sorted(m["id"] for m in player(result, "A")["monsters"])


def test_both_copies_come(printed):
    result = scenario("  - activate: {card: a-kid, picks: [a-kid2, a-kid3]}\n  - pass\n  - pass")
    assert result["outcome"] == "completed", result.get("illegal")
    assert monsters(result) == ["a-kid", "a-kid2", "a-kid3"]


def test_one_copy_is_enough(printed):
    result = scenario("  - activate: {card: a-kid, pick: a-kid2}\n  - pass\n  - pass")
    assert result["outcome"] == "completed", result.get("illegal")
    assert monsters(result) == ["a-kid", "a-kid2"]


def test_each_while_a_zone_is_free(printed):
    result = scenario("  - activate: {card: a-kid, picks: [a-kid2, a-kid3]}\n  - pass\n  - pass",
                      walls=3)
    assert result["outcome"] == "completed", result.get("illegal")
    assert len(player(result, "A")["monsters"]) == 5
    assert "8-7-1" in result["rules_cited"]


def test_another_name_is_refused(printed):
    result = scenario("  - activate: {card: a-kid, pick: a-other}")
    assert result["outcome"] == "illegal_action"
    assert result["illegal"]["code"] == "illegal.pick_does_not_fit", result["illegal"]
