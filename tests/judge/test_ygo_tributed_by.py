"""Steelswarm Mantis (imported from ../shared/fixtures/yaml-yugi into a temporary folder, facts
only), judged: its effect is activated only when a "Steelswarm" monster was among its Tributes,
seen as it was on the field (5-2-4); Steelswarm Caucastag's only after 2 "Steelswarm" Tributes
(`tributed_count: 2`), its option chosen as it is activated (5-2-8)."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "cards"))
from ygo_duel import player  # noqa: E402
from ygo_support import judged, store, subset  # noqa: E402

pytestmark = pytest.mark.django_db

MANTIS = "85505315"
DUEL = """
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    hand: [{{id: a-mantis, card: "{mantis}"}}]
    monsters: [{{id: a-tribute, name: Tribute, level: 4, atk: 1000, def: 0,
                archetypes: [{archetype}]}}]
    graveyard: [{{id: a-old, name: Old Swarm, level: 4, atk: 1500, def: 0,
                 archetypes: [Steelswarm]}}]
  B: {{}}
actions:
  - normal_summon: {{card: a-mantis, tributes: [a-tribute]}}
  - activate: {{card: a-mantis, target: a-old}}
  - pass
  - pass"""


@pytest.fixture
def mantis(tmp_path):
    store(subset(tmp_path, (MANTIS,)))


def test_steelswarm_mantis_revives_after_tributing_a_steelswarm(mantis):
    result = judged(DUEL.format(mantis=MANTIS, archetype="Steelswarm"))
    assert result["outcome"] == "completed", result.get("illegal")
    assert [m["id"] for m in player(result, "A")["monsters"]] == ["a-mantis", "a-old"]
    assert result["state"]["players"]["A"]["lp"] == 7000


def test_steelswarm_mantis_tributing_another_monster_cannot_activate(mantis):
    result = judged(DUEL.format(mantis=MANTIS, archetype="Other"))
    assert result["outcome"] == "illegal_action"
    assert result["illegal"]["code"] == "illegal.effect_condition"
    assert "5-2-4" in result["illegal"]["rules"], result["illegal"]


CAUCASTAG = "84488827"  # Steelswarm Caucastag, Level 7: 2 Tributes
CAUCASTAG_DUEL = """
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    hand: [{{id: a-stag, card: "{stag}"}}]
    monsters: [{{id: a-one, name: One, level: 4, atk: 1000, def: 0, archetypes: [Steelswarm]}},
               {{id: a-two, name: Two, level: 4, atk: 1000, def: 0, archetypes: [{second}]}}]
  B:
    monsters: [{{id: b-m, name: Their Monster, level: 4, atk: 1800, def: 0}}]
actions:
  - normal_summon: {{card: a-stag, tributes: [a-one, a-two]}}
  - activate: {{card: a-stag, option: 0}}
  - pass
  - pass"""


@pytest.fixture
def caucastag(tmp_path):
    store(subset(tmp_path, (CAUCASTAG,)))


def test_steelswarm_caucastag_destroys_the_other_monsters_after_two_steelswarm(caucastag):
    result = judged(CAUCASTAG_DUEL.format(stag=CAUCASTAG, second="Steelswarm"))
    assert result["outcome"] == "completed", result.get("illegal")
    assert [m["id"] for m in player(result, "A")["monsters"]] == ["a-stag"]
    assert player(result, "B")["monsters"] == []
    assert "5-2-8" in result["rules_cited"]


def test_steelswarm_caucastag_with_one_steelswarm_tribute_cannot_activate(caucastag):
    result = judged(CAUCASTAG_DUEL.format(stag=CAUCASTAG, second="Other"))
    assert result["outcome"] == "illegal_action"
    assert result["illegal"]["code"] == "illegal.effect_condition"
    assert "5-2-4" in result["illegal"]["rules"], result["illegal"]
