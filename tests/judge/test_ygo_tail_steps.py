"""A second attack this turn (`second_attack`, 12-3-4) and a card discarded at random
(`discard_random`, 5-3-21), judged: the second attack lasts the turn and goes if the monster
leaves the field; the random card is the one the action names, since no player chooses it.
Real cards are imported from ../shared/fixtures/yaml-yugi into a temporary folder (facts
only)."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest
from ygo_duel import monster, player, run, spell, texts

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "cards"))
from ygo_support import judged, store, subset  # noqa: E402

MJOLLNIR = "89914395"
TWICE = [{"attack": {"attacker": "a-x", "target": "direct"}}, "pass",
         {"attack": {"attacker": "a-x", "target": "direct"}}, "pass"]


def second(card: str = "chosen") -> dict:
    found = spell("a-second", spell_type="quick-play",
                  effect=[{"second_attack": {"card": card}}])
    found["target"] = {"what": "monster", "player": "controller"}
    return found


def test_a_second_attack_for_the_rest_of_the_turn():
    actions = [{"activate": {"card": "a-second", "target": "a-x"}}, "pass", "pass",
               "battle_phase"] + TWICE
    result = run(a={"monsters": [monster("a-x", atk=1000, position="attack")],
                    "hand": [second()]}, actions=actions)
    assert player(result, "B")["lp"] == 8000 - 2000
    assert "12-3-4" in result["rules_cited"]
    assert "can make a second attack" in texts(result)


def test_after_its_first_attack_it_may_attack_once_more():
    actions = ["battle_phase", {"attack": {"attacker": "a-x", "target": "direct"}}, "pass",
               {"activate": {"card": "a-second", "target": "a-x"}}, "pass", "pass",
               {"attack": {"attacker": "a-x", "target": "direct"}}, "pass"]
    result = run(a={"monsters": [monster("a-x", atk=1000, position="attack")],
                    "hand": [second()]}, actions=actions)
    assert player(result, "B")["lp"] == 8000 - 2000


def test_without_it_the_second_attack_is_illegal():
    result = run(a={"monsters": [monster("a-x", atk=1000, position="attack")]},
                 actions=["battle_phase"] + TWICE)
    assert result["illegal"]


def random_discard(count: int = 1) -> dict:
    return spell("a-random", effect=[{"discard_random": {"player": "opponent",
                                                          "count": count}}])


def test_the_card_the_random_pick_took_is_discarded():
    result = run(a={"hand": [random_discard()]}, b={"hand": [monster("b-1"), monster("b-2")]},
                 actions=[{"activate": {"card": "a-random", "discards": ["b-2"]}}, "pass",
                          "pass"])
    b = player(result, "B")
    assert b["graveyard"] == ["b-2"] and b["hand"] == ["b-1"]
    assert {"5-3-21", "5-3-4"} <= set(result["rules_cited"])


def test_no_card_named_nothing_is_discarded():
    result = run(a={"hand": [random_discard()]}, b={"hand": [monster("b-1"), monster("b-2")]},
                 actions=[{"activate": {"card": "a-random"}}, "pass", "pass"])
    assert player(result, "B")["graveyard"] == []
    assert "random pick" in texts(result) and "5-2-5" in result["rules_cited"]


def test_a_hand_of_one_card_loses_it_with_nothing_to_pick():
    result = run(a={"hand": [random_discard()]}, b={"hand": [monster("b-1")]},
                 actions=[{"activate": {"card": "a-random"}}, "pass", "pass"])
    assert player(result, "B")["graveyard"] == ["b-1"]


def test_a_count_of_zero_is_refused():
    from judge.engine import judge
    result = judge({"game": "ygo", "turn": {"number": 3, "player": "A"},
                    "players": {"A": {"hand": [random_discard(0)]}, "B": {}},
                    "actions": [{"activate": {"card": "a-random"}}]})
    assert [e["path"] for e in result["errors"]] == [
        "players.A.hand[0].effect[0].discard_random.count"]


@pytest.fixture
def printed(tmp_path):
    store(subset(tmp_path, (MJOLLNIR,)))


BOARD = """
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    monsters: [{{id: a-x, name: Thor, atk: 1000, def: 1000, level: 10, archetypes: [Aesir]}}]
    spells_traps: [{{id: a-relic, card: "{relic}"}}]
  B: {{}}
actions:
{actions}"""


@pytest.mark.django_db
def test_divine_relic_mjollnir_lets_an_aesir_monster_attack_twice(printed):
    actions = ("  - activate: {card: a-relic, target: a-x}\n  - pass\n  - pass\n"
               "  - battle_phase\n"
               "  - attack: {attacker: a-x, target: direct}\n  - pass\n"
               "  - attack: {attacker: a-x, target: direct}\n  - pass")
    result = judged(BOARD.format(relic=MJOLLNIR, actions=actions))
    assert result["state"]["players"]["B"]["lp"] == 6000
    assert "12-3-4" in result["rules_cited"]


def test_the_opponent_draws():
    drawing = spell("a-gift", effect=[{"opponent_draws": 2}])
    result = run(a={"hand": [drawing]}, actions=[{"activate": {"card": "a-gift"}}, "pass",
                                                 "pass"])
    assert len(player(result, "B")["hand"]) == 2 and player(result, "A")["hand"] == []
    assert "5-3-6" in result["rules_cited"]


def test_each_player_takes_the_damage_at_once_and_both_at_zero_draw():
    hurt = spell("a-hurt", effect=[{"damage": {"player": "both", "amount": 1000}}])
    result = run(a={"hand": [hurt]}, actions=[{"activate": {"card": "a-hurt"}}, "pass", "pass"])
    assert player(result, "A")["lp"] == 7000 and player(result, "B")["lp"] == 7000
    ending = run(a={"hand": [hurt], "lp": 500}, b={"lp": 800},
                 actions=[{"activate": {"card": "a-hurt"}}, "pass", "pass"])
    assert ending["winner"] is None and "1-3-3" in ending["rules_cited"]


def test_a_monster_switches_its_own_position():
    switch = {"type": "ignition", "effect": [{"change_position": {"card": "self",
                                                                   "to": "switch"}}]}
    result = run(a={"monsters": [monster("a-m", position="attack", effects=[switch])]},
                 actions=[{"activate": {"card": "a-m", "effect": 0}}, "pass", "pass"])
    assert player(result, "A")["monsters"][0]["position"] == "defense"
    assert "9-2-7" in result["rules_cited"]


def test_a_lock_on_monsters_without_a_level():
    lock = spell("a-lock", effect=[{"summon_lock": {"from": "any", "except": {"level_min": 1}}}])
    reborn = spell("a-reborn", effect=[{"special_summon": {"card": "chosen"}}])
    reborn["target"] = {"what": "monster", "player": "controller", "zone": "graveyard"}
    xyz = dict(monster("a-xyz", level=4), types=["Warrior", "Xyz"])
    actions = [{"activate": {"card": "a-lock"}}, "pass", "pass",
               {"activate": {"card": "a-reborn", "target": "a-xyz"}}, "pass", "pass"]
    result = run(a={"hand": [lock, reborn], "graveyard": [xyz]}, actions=actions)
    assert "a-xyz" in player(result, "A")["graveyard"]  # no Level: not allowed
    leveled = dict(monster("a-xyz", level=4), types=["Warrior"])
    allowed = run(a={"hand": [lock, reborn], "graveyard": [leveled]}, actions=actions)
    assert "a-xyz" in [m["id"] for m in player(allowed, "A")["monsters"]]
