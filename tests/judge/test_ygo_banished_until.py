"""A monster banished for a while (7-7-9), judged: "banish it until the End Phase" brings it
back to its owner's field as the End Phase begins, in the position it had (face-down if it was
Set), not Summoned; "until your next Standby Phase" as the banishing player's next Standby
Phase begins; with its owner's Main Monster Zones full it goes to the Graveyard; a card that
left the banished cards stays where it is; and Interdimensional Matter Transporter, imported
from ../shared/fixtures/yaml-yugi into a temporary folder (facts only)."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest
from ygo_duel import monster, monster_ids, player, run, spell, texts

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "cards"))
from ygo_support import judged, store, subset  # noqa: E402

TRANSPORTER = "36261276"


def away(phase: str = "end", turn: str = "this") -> dict:
    return spell("a-away", effect=[{"banish_until": {"card": "chosen", "phase": phase,
                                                     "turn": turn}}])


def banish(target: str = "b-beast") -> list:
    return [{"activate": {"card": "a-away", "target": target}}, "pass", "pass"]


def test_back_as_the_end_phase_begins():
    b = {"monsters": [monster("b-beast", position="defense")]}
    gone = run({"hand": [away()]}, b, actions=banish())
    assert player(gone, "B")["banished"] == ["b-beast"]
    back = run({"hand": [away()]}, b, actions=[*banish(), "end_phase"])
    beast = player(back, "B")["monsters"][0]
    assert (beast["id"], beast["position"]) == ("b-beast", "defense")
    assert {"7-7-9", "5-3-3"} <= set(back["rules_cited"]) and "not Summoned" in texts(back)


def test_a_set_monster_comes_back_face_down():
    b = {"monsters": [monster("b-beast", position="set")]}
    back = run({"hand": [away()]}, b, actions=[*banish(), "end_phase"])
    assert player(back, "B")["monsters"][0]["position"] == "set"


def test_until_the_banishing_players_next_standby_phase():
    b = {"monsters": [monster("b-beast")]}
    actions = [*banish(), "end_turn"]
    waiting = run({"hand": [away("standby", "your_next")]}, b, actions=actions)
    assert player(waiting, "B")["banished"] == ["b-beast"]
    back = run({"hand": [away("standby", "your_next")]}, b, actions=[*actions, "end_turn"])
    assert monster_ids(back, "B") == ["b-beast"]


def test_no_free_zone_sends_it_to_the_graveyard():
    a = {"hand": [away(), spell("a-crowd", effect=[{"special_summon": {"card": "chosen"}}])],
         "monsters": [monster(f"a-m{i}") for i in range(5)], "graveyard": [monster("a-extra")]}
    actions = [*banish("a-m0"), {"activate": {"card": "a-crowd", "target": "a-extra"}},
               "pass", "pass", "end_phase"]
    result = run(a, actions=actions)
    assert "a-m0" in player(result, "A")["graveyard"] and "3-2-1" in result["rules_cited"]


def test_a_card_that_left_the_banishment_stays_where_it_is():
    back = spell("a-back", effect=[{"special_summon": {"card": "chosen"}}])
    result = run({"hand": [away(), back]}, {"monsters": [monster("b-beast")]},
                 actions=[*banish(), {"activate": {"card": "a-back", "target": "b-beast"}},
                          "pass", "pass", "end_phase"])
    assert monster_ids(result, "A") == ["b-beast"] and monster_ids(result, "B") == []


@pytest.fixture
def printed(tmp_path):
    store(subset(tmp_path, (TRANSPORTER,)))


@pytest.mark.django_db
def test_interdimensional_matter_transporter_brings_the_monster_back(printed):
    result = judged(f"""
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    spells_traps: [{{id: a-transporter, card: "{TRANSPORTER}", set_this_turn: false}}]
    monsters: [{{id: a-knight, name: Celtic Guard, atk: 1400, def: 1200, types: [Warrior]}}]
  B: {{}}
actions:
  - activate: {{card: a-transporter, target: a-knight}}
  - pass
  - pass
  - end_phase""")
    a = result["state"]["players"]["A"]
    assert [m["id"] for m in a["monsters"]] == ["a-knight"] and a["banished"] == []
    assert "7-7-9" in result["rules_cited"]
