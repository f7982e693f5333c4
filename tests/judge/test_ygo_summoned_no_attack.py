"""A monster Special Summoned on the condition that it cannot attack (12-3-21), judged: "but it
cannot attack" refuses every attack for as long as it stays, even with its effects negated;
"... directly" only a direct attack; "... this turn" only in that turn; a monster that left and
came back is a new card; and Quick Launch, imported from ../shared/fixtures/yaml-yugi into a
temporary folder (facts only)."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest
from ygo_duel import illegal, monster, run, spell

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "cards"))
from ygo_support import judged, store, subset  # noqa: E402

QUICK_LAUNCH = "31443476"
REVIVE = [{"activate": {"card": "a-revive", "target": "a-fallen"}}, "pass", "pass"]


def revive(kind: str, **extra: object) -> dict:
    return spell("a-revive", effect=[{"special_summon": {"card": "chosen", "no_attack": kind,
                                                         **extra}}])


def attack(target: str = "direct") -> list:
    return ["battle_phase", {"attack": {"attacker": "a-fallen", "target": target}}]


def test_it_cannot_attack_even_with_its_effects_negated():
    result = run({"hand": [revive("always", negated=True)], "graveyard": [monster("a-fallen")]},
                 actions=[*REVIVE, *attack()])
    refused = illegal(result)
    assert refused["code"] == "illegal.summoned_no_attack.always"
    assert "12-3-21" in refused["rules"]


def test_cannot_attack_directly_may_attack_a_monster():
    direct = run({"hand": [revive("direct")], "graveyard": [monster("a-fallen")]},
                 actions=[*REVIVE, *attack()])
    assert illegal(direct)["code"] == "illegal.summoned_no_attack.direct"
    b = {"monsters": [monster("b-wall", atk=0, defense=500)]}
    fought = run({"hand": [revive("direct")], "graveyard": [monster("a-fallen")]}, b,
                 actions=[*REVIVE, *attack("b-wall"), "pass"])
    assert fought["outcome"] != "illegal_action"
    assert fought["state"]["players"]["B"]["monsters"] == []


def test_this_turn_only():
    result = run({"hand": [revive("turn")], "graveyard": [monster("a-fallen")]},
                 actions=[*REVIVE, *attack()])
    assert illegal(result)["code"] == "illegal.summoned_no_attack.turn"
    later = run({"hand": [revive("turn")], "graveyard": [monster("a-fallen")]},
                actions=[*REVIVE, "end_turn", "end_turn", *attack(), "pass"])
    assert later["outcome"] != "illegal_action"


def test_a_monster_that_left_and_came_back_is_a_new_card():
    bounce = spell("a-bounce", effect=[{"to_hand": "chosen"}])
    result = run({"hand": [revive("always"), bounce], "graveyard": [monster("a-fallen")]},
                 actions=[*REVIVE, {"activate": {"card": "a-bounce", "target": "a-fallen"}},
                          "pass", "pass", {"normal_summon": {"card": "a-fallen"}}, *attack(),
                          "pass"])
    assert result["outcome"] != "illegal_action"


@pytest.fixture
def printed(tmp_path):
    store(subset(tmp_path, (QUICK_LAUNCH,)))


@pytest.mark.django_db
def test_quick_launchs_rokket_cannot_attack_and_is_destroyed_in_the_end_phase(printed):
    scenario = f"""
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    hand: [{{id: a-launch, card: "{QUICK_LAUNCH}"}}]
    deck: [{{id: a-rokket, name: Rokket Tracer, level: 4, atk: 1600, def: 1000, types: [Dragon],
            archetypes: [Rokket]}}]
  B: {{}}
actions:
  - activate: {{card: a-launch, pick: a-rokket}}
  - pass
  - pass
"""
    refused = judged(scenario + """  - battle_phase
  - attack: {attacker: a-rokket, target: direct}""")
    assert refused["illegal"]["code"] == "illegal.summoned_no_attack.always"
    ended = judged(scenario + "  - end_turn")
    assert "a-rokket" in ended["state"]["players"]["A"]["graveyard"]
    assert "7-7-1" in ended["rules_cited"]
