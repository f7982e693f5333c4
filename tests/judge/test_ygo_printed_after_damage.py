"""Trigger Effects after damage calculation of a monster's own battle, on real cards (imported
from ../shared/fixtures/yaml-yugi into a temporary folder, facts only; 12-4-4): Wall of
Illusion returns the monster that attacked it to the hand, and the attack stops there until it
does; D.D. Warrior Lady, destroyed by that battle, is still on the field and banishes the
monster it battled and itself; neither answers before damage calculation. Slate Warrior,
destroyed by battle, makes the monster that destroyed it lose 500 ATK and DEF."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "cards"))
from ygo_support import judged, store, subset  # noqa: E402

from cards.models import Card  # noqa: E402

pytestmark = pytest.mark.django_db

WALL, LADY, ASSAILANT, SLATE = "13945283", "07572887", "70074904", "78636495"
AFTER = "  - damage_step: {timing: after_damage_calculation}\n"


@pytest.fixture
def printed(tmp_path):
    store(subset(tmp_path, (WALL, LADY, ASSAILANT, SLATE)))


def card(number: str) -> Card:
    return Card.objects.get(game_id="ygo", number=number)


def test_the_conditions_after_damage_calculation_are_read(printed):
    for number in (WALL, LADY, ASSAILANT):
        assert card(number).automation == "full", number
    [wall] = card(WALL).encoding["effects"]
    assert wall["event"] == "after_damage_attacked" and wall["optional"] is False
    assert wall["effect"] == [{"to_hand": "battled"}]
    [lady] = card(LADY).encoding["effects"]
    assert lady["event"] == "after_damage_battled_monster" and "optional" not in lady
    assert lady["effect"] == [{"banish": "battled"}, {"banish": "self"}]
    [assailant] = card(ASSAILANT).encoding["effects"]
    assert assailant["event"] == "after_damage_destroyed_by_battle"


def wall_duel(actions: str) -> dict:
    """A's 1500 ATK monster attacks B's Wall of Illusion (1850 DEF) in Defense Position."""
    return judged(f"""
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    monsters: [{{id: a-att, name: Attacker, kind: monster, level: 4, atk: 1500, def: 0}}]
  B:
    monsters: [{{id: b-wall, card: "{WALL}", position: defense}}]
actions:
  - battle_phase
  - attack: {{attacker: a-att, target: b-wall}}
{actions}""")


def test_wall_of_illusion_returns_its_attacker_to_the_hand(printed):
    result = wall_duel("  - pass\n  - activate: {card: b-wall}\n  - pass\n  - pass\n"
                       "  - main2")
    assert result["outcome"] == "completed", result.get("illegal")
    a = result["state"]["players"]["A"]
    assert a["hand"] == ["a-att"] and a["monsters"] == [], result
    assert [m["id"] for m in result["state"]["players"]["B"]["monsters"]] == ["b-wall"]
    assert {"12-4-4", "12-4-6"} <= set(result["rules_cited"])


def test_its_mandatory_effect_stops_the_attack_there(printed):
    result = wall_duel("  - pass\n  - main2")
    assert result["illegal"]["code"] == "illegal.mandatory_trigger", result["illegal"]


def lady_duel(actions: str) -> dict:
    """A's D.D. Warrior Lady (1500 ATK) attacks B's 2000 ATK monster."""
    return judged(f"""
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    monsters: [{{id: a-lady, card: "{LADY}"}}]
  B:
    monsters: [{{id: b-big, name: Big, kind: monster, level: 4, atk: 2000, def: 0}}]
actions:
  - battle_phase
  - attack: {{attacker: a-lady, target: b-big}}
{actions}""")


def test_destroyed_by_battle_the_lady_still_banishes_both(printed):
    result = lady_duel(AFTER + "  - activate: {card: a-lady}\n  - pass\n  - pass\n  - main2")
    assert result["outcome"] == "completed", result.get("illegal")
    a, b = result["state"]["players"]["A"], result["state"]["players"]["B"]
    assert a["banished"] == ["a-lady"] and a["graveyard"] == [], result
    assert b["banished"] == ["b-big"] and b["monsters"] == [], result
    assert a["lp"] == 7500  # the battle damage was dealt first


def test_not_before_damage_calculation(printed):
    result = lady_duel("  - activate: {card: a-lady}\n")
    assert result["illegal"]["code"] == "illegal.trigger_no_event", result["illegal"]


def test_optional_it_may_be_left_unused(printed):
    result = lady_duel(AFTER + "  - main2")
    assert result["outcome"] == "completed", result.get("illegal")
    assert result["state"]["players"]["A"]["graveyard"] == ["a-lady"]
    assert [m["id"] for m in result["state"]["players"]["B"]["monsters"]] == ["b-big"]


def test_slate_warrior_weakens_the_monster_that_destroyed_it(printed):
    assert card(SLATE).automation == "full"
    result = judged(f"""
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    monsters: [{{id: a-big, name: Big, kind: monster, level: 4, atk: 2500, def: 1000}}]
  B:
    monsters: [{{id: b-slate, card: "{SLATE}"}}]
actions:
  - battle_phase
  - attack: {{attacker: a-big, target: b-slate}}
  - pass
  - activate: {{card: b-slate, effect: 1}}
  - pass
  - pass
  - main2""")
    assert result["outcome"] == "completed", result.get("illegal")
    [big] = result["state"]["players"]["A"]["monsters"]
    assert (big["atk"], big["def"]) == (2000, 500)
    assert result["state"]["players"]["B"]["graveyard"] == ["b-slate"]
