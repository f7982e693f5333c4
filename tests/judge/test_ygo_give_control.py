"""A monster of yours given to the opponent (3-10-7): Shien's Spy's "Target 1 face-up monster you
control; give control of it to your opponent until the End Phase of this turn." and Arcana Force
XVIII - The Moon's Tails (read into `give_control` in place from ../shared/fixtures/yaml-yugi,
facts only), the monster moving to the opponent's zones and back at the End Phase (3-10-4), and
nothing given when the opponent's five Main Monster Zones are full."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "cards"))
from ygo_duel import monster, monster_ids, player, run, spell, texts  # noqa: E402
from ygo_support import judged, store, subset  # noqa: E402

from cards.models import Card  # noqa: E402

SPY, MOON = "07672244", "97452817"
MINE = {"what": "monster", "player": "controller"}


@pytest.fixture
def printed(tmp_path):
    store(subset(tmp_path, (SPY, MOON)))


def stored(number: str) -> Card:
    return Card.objects.get(game_id="ygo", number=number)


@pytest.mark.django_db
def test_the_spy_and_the_moons_tails_are_read_as_control_given(printed):
    assert stored(SPY).automation == "full" and stored(MOON).automation == "full"
    assert stored(SPY).encoding["effect"] == [{"give_control": {"card": "chosen",
                                                                "until": "end_phase"}}]
    [tails] = stored(MOON).encoding["coin_faces"]["tails"]["effects"]
    assert tails["event"] == "your_end_phase" and tails["target"]["player"] == "controller"
    assert tails["effect"] == [{"give_control": {"card": "chosen", "until": "none"}}]


@pytest.mark.django_db
def test_shiens_spy_gives_the_monster_until_the_end_phase(printed):
    result = judged(f"""
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    hand: [{{id: a-spy, card: "{SPY}"}}]
    monsters: [{{id: a-ogre, name: Ogre, kind: monster, level: 4, atk: 1800, def: 0}}]
  B: {{}}
actions:
  - activate: {{card: a-spy, target: a-ogre}}
  - pass
  - pass""")
    assert [m["id"] for m in result["state"]["players"]["B"]["monsters"]] == ["a-ogre"]
    assert "3-10-7" in result["rules_cited"] and "3-10-4" in result["rules_cited"]


def give(until: str = "end_phase") -> dict:
    return spell("spy", target=MINE, effect=[{"give_control": {"card": "chosen",
                                                               "until": until}}])


def test_given_until_the_end_phase_it_comes_back():
    result = run({"hand": [give()], "monsters": [monster("a-ogre")]}, {},
                 actions=[{"activate": {"card": "spy", "target": "a-ogre"}}, "pass", "pass",
                          "end_turn"], turn=3)
    assert monster_ids(result, "A") == ["a-ogre"] and monster_ids(result, "B") == []
    assert "gives control of" in texts(result) and "goes back to its owner A" in texts(result)


def test_given_for_good_it_stays_with_the_opponent():
    result = run({"hand": [give("none")], "monsters": [monster("a-ogre")]}, {},
                 actions=[{"activate": {"card": "spy", "target": "a-ogre"}}, "pass", "pass",
                          "end_turn"], turn=3)
    assert monster_ids(result, "B") == ["a-ogre"]
    assert player(result, "B")["monsters"][0]["owner"] == "A"


def test_an_opponent_with_five_monsters_is_given_nothing():
    result = run({"hand": [give()], "monsters": [monster("a-ogre")]},
                 {"monsters": [monster(f"b-{n}") for n in range(5)]},
                 actions=[{"activate": {"card": "spy", "target": "a-ogre"}}, "pass", "pass"],
                 turn=3)
    assert monster_ids(result, "A") == ["a-ogre"]
    assert "five Main Monster Zones are full" in texts(result)
    assert "3-10-7" in result["rules_cited"]


@pytest.mark.django_db
def test_the_moon_on_tails_gives_a_monster_away_in_the_end_phase(printed):
    result = judged(f"""
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    hand: [{{id: a-moon, card: "{MOON}"}}]
    monsters: [{{id: a-x, name: X, kind: monster, level: 4, atk: 100, def: 100}},
               {{id: a-y, name: Y, kind: monster, level: 4, atk: 100, def: 100}},
               {{id: a-ogre, name: Ogre, kind: monster, level: 4, atk: 1800, def: 0}}]
  B: {{}}
actions:
  - normal_summon: {{card: a-moon, tributes: [a-x, a-y]}}
  - activate: {{card: a-moon, effect: 0, coins: [tails]}}
  - pass
  - pass
  - end_phase
  - activate: {{card: a-moon, effect: 1, target: a-ogre}}
  - pass
  - pass""")
    assert result["outcome"] == "completed", result.get("illegal")
    assert [m["id"] for m in result["state"]["players"]["B"]["monsters"]] == ["a-ogre"]
    assert {"5-3-30", "3-10-7"} <= set(result["rules_cited"])
