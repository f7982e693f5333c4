"""A Link Rating in a description, judged (4-2-4): Gateway Dragon, Summoned by its own text
only while the opponent controls a Link Monster (real cards imported from
../shared/fixtures/yaml-yugi into a temporary folder, facts only; 8-4-8), and a Trap activated
from the hand only beside a Link-3 or higher monster of an archetype (10-3-1): a Link-2 one,
a monster with a Level, or a Link Monster whose Link Rating the scenario does not give does
not do."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "cards"))
from ygo_support import judged, store, subset  # noqa: E402

from judge.engine import judge  # noqa: E402

pytestmark = pytest.mark.django_db

GATEWAY, DECODE = "91482773", "01861629"  # Gateway Dragon; Decode Talker, a Link-3


@pytest.fixture
def printed(tmp_path):
    store(subset(tmp_path, (GATEWAY, DECODE)))


def gateway(theirs: str) -> dict:
    return judged(f"""
game: ygo
turn: {{number: 3, player: A}}
players:
  A: {{hand: [{{id: gate, card: "{GATEWAY}"}}]}}
  B: {{monsters: [{theirs}]}}
actions:
  - procedure_summon: {{card: gate}}""")


def test_gateway_dragon_comes_while_the_opponent_controls_a_link_monster(printed):
    result = gateway(f'{{id: decode, card: "{DECODE}"}}')
    assert result["outcome"] == "completed"
    assert [m["id"] for m in result["state"]["players"]["A"]["monsters"]] == ["gate"]
    assert "8-4-8" in result["rules_cited"]


def test_gateway_dragon_is_refused_beside_a_monster_that_is_no_link_monster(printed):
    result = gateway("{id: theirs, name: Theirs, kind: monster, level: 4, atk: 1000, def: 0}")
    assert result["illegal"]["code"] == "illegal.procedure_condition"
    assert result["illegal"]["rules"] == ["8-4-8"]


def wave(mine: str) -> dict:
    return judge({
        "game": "ygo", "turn": {"number": 4, "player": "B"},
        "players": {
            "A": {"hand": [{"id": "wave", "name": "Wave", "kind": "trap", "trap_type": "normal",
                            "from_hand": {"if": {"control": {"archetype": "Marincess",
                                                             "link_min": 3}}},
                            "effect": [{"draw": 1}]}],
                  "monsters": [mine]},
            "B": {}},
        "actions": [{"activate": {"card": "wave"}}]})


def marincess(**more: object) -> dict:
    return {"id": "mine", "name": "Mine", "kind": "monster", "atk": 1500,
            "types": ["Cyberse", "Link", "Effect"], "archetypes": ["Marincess"], **more}


def test_a_link_3_or_higher_marincess_lets_the_trap_be_activated_from_the_hand():
    result = wave(marincess(link_rating=3))
    assert result.get("illegal") is None and result["outcome"] == "completed"
    assert result["state"]["players"]["A"]["graveyard"] == ["wave"]  # it resolved: drew 1


def test_a_link_2_a_level_or_no_link_rating_does_not():
    for mine in (marincess(link_rating=2), marincess(),
                 {**marincess(), "types": ["Aqua", "Effect"], "level": 4, "def": 100}):
        result = wave(mine)
        assert result["illegal"]["code"].startswith("illegal."), mine
        assert "10-3-1" in result["illegal"]["rules"], result["illegal"]
