"""A Fusion Monster Special Summoned by banishing "the above cards" (its own procedure, digest
8-4-8), judged with real cards imported from ../shared/fixtures/yaml-yugi into a temporary
folder (facts only): XY-Dragon Cannon from the Extra Deck by banishing X-Head Cannon and
Y-Dragon Head, no other monsters; no Fusion Summon by Polymerization first (8-4-5)."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "cards"))
from ygo_duel import monster, player, run, texts  # noqa: E402
from ygo_support import judged, store, subset  # noqa: E402

pytestmark = pytest.mark.django_db

XY, X_HEAD, Y_HEAD, POLYMERIZATION = "02111707", "62651957", "65622692", "24094653"


@pytest.fixture
def printed(tmp_path):
    store(subset(tmp_path, (XY, X_HEAD, Y_HEAD, POLYMERIZATION)))


BOARD = f"""
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    hand: [{{id: a-poly, card: "{POLYMERIZATION}"}}]
    monsters: [{{id: a-x, card: "{X_HEAD}"}}, {{id: a-y, card: "{Y_HEAD}"}},
               {{id: a-other, name: Other, level: 4}}]
    extra_deck: [{{id: a-xy, card: "{XY}"}}]
  B: {{}}
actions:
  - {{action}}
"""


def test_xy_dragon_cannon_by_banishing_the_above_cards(printed):
    result = judged(BOARD.replace("{action}", "procedure_summon: {card: a-xy, cost: [a-x, a-y]}"))
    assert result["outcome"] == "completed"
    players = result["state"]["players"]["A"]
    assert [m["id"] for m in players["monsters"]] == ["a-other", "a-xy"]
    assert sorted(players["banished"]) == ["a-x", "a-y"]
    assert {"8-4-8", "8-6-1"} <= set(result["rules_cited"])


def test_other_cards_are_not_the_above_cards(printed):
    result = judged(BOARD.replace("{action}",
                                  "procedure_summon: {card: a-xy, cost: [a-x, a-other]}"))
    assert result["outcome"] == "illegal_action"
    assert result["illegal"]["code"] == "illegal.contact_materials"
    assert result["illegal"]["rules"] == ["8-4-8", "5-2-2"]


def test_polymerization_cannot_fusion_summon_it_first(printed):
    result = judged(BOARD.replace("{action}",
                                  "activate: {card: a-poly, pick: a-xy, materials: [a-x, a-y]}"))
    assert result["outcome"] == "illegal_action"
    assert result["illegal"]["params"]["why"]["code"] == "why.procedure_first"


def test_shuffled_from_the_field_and_gy_an_extra_deck_monster_back_to_the_extra_deck():
    essedarii = monster("ess", 2500, 1400, 5, name="Essedarii", types=["Beast", "Fusion"],
                        fusion_materials=[{"archetype": "Gladiator Beast"}] * 2,
                        summon_first=True, summon_procedures=[{
                            "from": ["extra_deck"],
                            "materials": {"do": "shuffle", "from": ["field", "graveyard"]}}])
    a = {"monsters": [monster("gb1", archetypes=["Gladiator Beast"])],
         "graveyard": [monster("gb2", level=6, types=["Beast", "Fusion"],
                               archetypes=["Gladiator Beast"])],
         "extra_deck": [essedarii]}
    result = run(a, None, [{"procedure_summon": {"card": "ess", "cost": ["gb1", "gb2"]}}])
    assert [m["id"] for m in player(result, "A")["monsters"]] == ["ess"]
    assert player(result, "A")["extra_deck"] == ["gb2"] and "2-2-3" in result["rules_cited"]
    assert "shuffles their Deck" in texts(result)
    a["monsters"] = [monster("gb1")]  # not a "Gladiator Beast" monster
    result = run(a, None, [{"procedure_summon": {"card": "ess", "cost": ["gb1", "gb2"]}}])
    assert result["illegal"]["code"] == "illegal.contact_materials"
