"""A real card read in place from ../shared/fixtures/yaml-yugi (facts only), judged: Majespecter
Fox - Kyubi cannot be targeted (5-4-4) or destroyed (5-3-12) by the opponent's card effects;
its own controller's effects may still do both."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "cards"))
from ygo_duel import player  # noqa: E402
from ygo_support import judged, store, subset  # noqa: E402

pytestmark = pytest.mark.django_db

SPECTER = "94784213"


@pytest.fixture
def printed(tmp_path):
    store(subset(tmp_path, (SPECTER,)))


def scenario(owner: str, action: str) -> dict:
    cat = f'[{{id: cat, card: "{SPECTER}"}}]'
    mine, theirs = (cat, "[]") if owner == "A" else ("[]", cat)
    return judged(f"""
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    hand: [{{id: a-crush, name: Crush, kind: spell, spell_type: quick-play,
             target: {{what: monster, player: any, zone: field}}, effect: [destroy: chosen]}},
           {{id: a-wipe, name: Wipe, kind: spell, effect: [destroy_all: {{what: monsters,
            player: both}}]}}]
    monsters: {mine}
  B:
    monsters: {theirs}
actions:
  - {action}
  - pass
  - pass""")


def test_the_opponent_cannot_target_it(printed):
    result = scenario("B", "activate: {card: a-crush, target: cat}")
    assert result["outcome"] == "illegal_action"
    assert "5-4-4" in result["illegal"]["rules"]


def test_the_opponents_effect_does_not_destroy_it(printed):
    result = scenario("B", "activate: {card: a-wipe}")
    assert result["outcome"] == "completed", result.get("illegal")
    assert [m["id"] for m in player(result, "B")["monsters"]] == ["cat"]
    assert "5-3-12" in result["rules_cited"]


def test_its_controllers_own_effect_targets_and_destroys_it(printed):
    result = scenario("A", "activate: {card: a-crush, target: cat}")
    assert result["outcome"] == "completed", result.get("illegal")
    assert player(result, "A")["monsters"] == []  # a Pendulum Monster: to the Extra Deck


FIVE_HEADED = "99267150"


@pytest.fixture
def dragon(tmp_path):
    store(subset(tmp_path, (FIVE_HEADED,)))


def attacked_by(attribute: str) -> dict:
    return judged(f"""
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    monsters: [{{id: a-giant, name: Giant, kind: monster, level: 8, atk: 6000, def: 0,
                attribute: {attribute}}}]
  B:
    monsters: [{{id: dragon, card: "{FIVE_HEADED}"}}]
actions:
  - battle_phase
  - attack: {{attacker: a-giant, target: dragon}}
  - pass""")


def test_five_headed_dragon_is_not_destroyed_by_battle_with_a_dark_monster(dragon):
    result = attacked_by("DARK")
    assert result["outcome"] == "completed", result.get("illegal")
    assert [m["id"] for m in player(result, "B")["monsters"]] == ["dragon"]
    assert player(result, "B")["lp"] == 7000  # the battle damage is still dealt
    assert "12-8-3" in result["rules_cited"]


def test_five_headed_dragon_is_destroyed_by_battle_with_a_light_monster(dragon):
    result = attacked_by("LIGHT")
    assert result["outcome"] == "completed", result.get("illegal")
    assert player(result, "B")["monsters"] == []


GOLEM = "62476815"


@pytest.fixture
def golem(tmp_path):
    store(subset(tmp_path, (GOLEM,)))


def golem_attacked(position: str, attackers: tuple[str, ...]) -> dict:
    attacks = "".join(f"""
  - attack: {{attacker: {attacker}, target: golem}}
  - pass""" for attacker in attackers)
    return judged(f"""
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    monsters: [{{id: a-one, name: One, kind: monster, level: 4, atk: 2000, def: 0}},
               {{id: a-two, name: Two, kind: monster, level: 4, atk: 2000, def: 0}}]
  B:
    monsters: [{{id: golem, card: "{GOLEM}", position: {position}}}]
actions:
  - battle_phase{attacks}""")


def test_gogogo_golem_in_defense_position_survives_the_first_battle_only(golem):
    once = golem_attacked("defense", ("a-one",))
    assert once["outcome"] == "completed", once.get("illegal")
    assert [m["id"] for m in player(once, "B")["monsters"]] == ["golem"]
    assert "5-3-15" in once["rules_cited"]
    twice = golem_attacked("defense", ("a-one", "a-two"))
    assert twice["outcome"] == "completed", twice.get("illegal")
    assert "golem" in player(twice, "B")["graveyard"]


def test_gogogo_golem_in_attack_position_is_not_spared(golem):
    result = golem_attacked("attack", ("a-one",))
    assert result["outcome"] == "completed", result.get("illegal")
    assert "golem" in player(result, "B")["graveyard"]
    assert "5-3-15" not in result["rules_cited"]


SUBSTITOAD = "20663556"


@pytest.fixture
def toad(tmp_path):
    store(subset(tmp_path, (SUBSTITOAD,)))


def test_substitoad_keeps_the_opponents_frog_monsters_too(toad):
    result = judged(f"""
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    monsters: [{{id: toad, card: "{SUBSTITOAD}", position: defense}},
               {{id: a-giant, name: Giant, kind: monster, level: 4, atk: 3000, def: 0}}]
  B:
    monsters: [{{id: b-frog, name: Pond Frog, kind: monster, level: 2, atk: 100, def: 100,
                archetypes: [Frog]}},
               {{id: b-cat, name: Cat, kind: monster, level: 2, atk: 100, def: 100}}]
actions:
  - battle_phase
  - attack: {{attacker: a-giant, target: b-frog}}
  - pass""")
    assert result["outcome"] == "completed", result.get("illegal")
    assert [m["id"] for m in player(result, "B")["monsters"]] == ["b-frog", "b-cat"]
    assert "12-8-3" in result["rules_cited"] or "5-3-12" in result["rules_cited"]
