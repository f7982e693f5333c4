"""A monster Special Summoned to leave the field during a later End Phase (7-7-8): "but banish
it / send it to the GY / shuffle it into the Deck / return it to the hand during the End Phase
(of this turn, of the next turn, of your next turn)", judged: it leaves as the End Phase named
begins if it is still the same card on the field; a Fusion Monster returned to the hand goes to
the Extra Deck (2-2-1); sent, not destroyed, a monster card effects cannot destroy goes too
(5-3-2); and Emergency Teleport, imported from ../shared/fixtures/yaml-yugi into a temporary
folder (facts only)."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest
from ygo_duel import duel, monster, player, run, spell, texts

from judge.engine import judge

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "cards"))
from ygo_support import judged, store, subset  # noqa: E402

EMERGENCY_TELEPORT = "67723438"
REVIVE = [{"activate": {"card": "a-revive", "target": "a-fallen"}}, "pass", "pass"]


def revive(do: str, turn: str = "this") -> dict:
    return spell("a-revive", effect=[{"special_summon": {
        "card": "chosen", "end_phase": {"do": do, "turn": turn}}}])


def test_banished_as_the_end_phase_begins():
    result = run({"hand": [revive("banish")], "graveyard": [monster("a-fallen")]},
                 actions=[*REVIVE, "end_phase"])
    assert player(result, "A")["banished"] == ["a-fallen"]
    assert {"7-7-8", "5-3-3"} <= set(result["rules_cited"])


def test_sent_to_the_graveyard_is_not_destroyed():
    tough = monster("a-fallen", effect_indestructible=True)
    result = run({"hand": [revive("graveyard")], "graveyard": [tough]},
                 actions=[*REVIVE, "end_phase"])
    assert "a-fallen" in player(result, "A")["graveyard"]
    assert "5-3-2" in result["rules_cited"] and "is not destroyed" in texts(result)


def test_a_fusion_monster_returned_to_the_hand_goes_to_the_extra_deck():
    fusion = monster("a-fallen", types=["Dragon", "Fusion"], level=8)
    result = run({"hand": [revive("hand")], "graveyard": [fusion]},
                 actions=[*REVIVE, "end_phase"])
    assert player(result, "A")["extra_deck"] == ["a-fallen"]
    assert "2-2-1" in result["rules_cited"]


def test_the_end_phase_of_the_next_turn():
    result = run({"hand": [revive("deck", "next")], "graveyard": [monster("a-fallen")]},
                 actions=[*REVIVE, "end_turn"])
    assert [m["id"] for m in player(result, "A")["monsters"]] == ["a-fallen"]
    later = run({"hand": [revive("deck", "next")], "graveyard": [monster("a-fallen")]},
                actions=[*REVIVE, "end_turn", "end_phase"])
    assert player(later, "A")["monsters"] == []
    assert player(later, "A")["deck"] == player(result, "A")["deck"] + 1
    assert "is shuffled into" in texts(later) and "5-3-14" in later["rules_cited"]


def test_the_summoning_players_next_turn_skips_the_opponents():
    actions = [*REVIVE, "end_turn", "end_turn"]
    result = run({"hand": [revive("destroy", "your_next")],
                  "graveyard": [monster("a-fallen")]}, actions=actions)
    assert [m["id"] for m in player(result, "A")["monsters"]] == ["a-fallen"]
    later = run({"hand": [revive("destroy", "your_next")], "graveyard": [monster("a-fallen")]},
                actions=[*actions, "end_phase"])
    assert player(later, "A")["graveyard"] == ["a-revive", "a-fallen"]
    assert "7-7-1" in later["rules_cited"]


def test_a_monster_that_left_and_came_back_is_a_new_card():
    bounce = spell("a-bounce", effect=[{"to_hand": "chosen"}])
    result = run({"hand": [revive("banish"), bounce], "graveyard": [monster("a-fallen")]},
                 actions=[*REVIVE, {"activate": {"card": "a-bounce", "target": "a-fallen"}},
                          "pass", "pass", {"normal_summon": {"card": "a-fallen"}}, "end_phase"])
    assert [m["id"] for m in player(result, "A")["monsters"]] == ["a-fallen"]


def test_only_a_summon_to_the_field_takes_the_rider():
    wrong = spell("a-add", effect=[{"fetch": {"to": "hand", "what": "monster",
                                              "end_phase": {"do": "banish"}}}])
    result = judge(duel({"hand": [wrong]}))
    assert [e["path"] for e in result["errors"]] == ["players.A.hand[0].effect[0].fetch."
                                                     "end_phase"]


@pytest.fixture
def printed(tmp_path):
    store(subset(tmp_path, (EMERGENCY_TELEPORT,)))


@pytest.mark.django_db
def test_emergency_teleport_banishes_its_psychic_monster_in_the_end_phase(printed):
    result = judged(f"""
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    hand: [{{id: a-teleport, card: "{EMERGENCY_TELEPORT}"}}]
    deck: [{{id: a-psychic, name: Mind Reader, level: 3, atk: 1200, def: 600, types: [Psychic]}}]
  B: {{}}
actions:
  - activate: {{card: a-teleport, pick: a-psychic}}
  - pass
  - pass
  - end_turn""")
    a = result["state"]["players"]["A"]
    assert a["monsters"] == [] and a["banished"] == ["a-psychic"]
    assert "7-7-8" in result["rules_cited"]
