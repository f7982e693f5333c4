"""Cards drawn "for each" card counted (`draw: {amount, for_each | for_each_done}`, 5-3-20):
Memories of Hope draws one card for each name among the "Number" Xyz Monsters its player
controls (5-3-28); one card for each monster the part before destroyed; none counted: nothing
is drawn and what "and if you do" joins is not done (5-2-5, 5-2-7). The real card is imported
from ../shared/fixtures/yaml-yugi into a temporary folder (facts only)."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest
from ygo_duel import monster, player, run, spell, texts

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "cards"))
from ygo_support import judged, store, subset  # noqa: E402

MEMORIES = "84731222"
ACTIVATE = [{"activate": {"card": "a-count"}}, "pass", "pass"]
DECK = [monster(f"a-deck{n}") for n in range(5)]


@pytest.mark.django_db
def test_memories_of_hope_draws_one_card_for_each_name(tmp_path):
    store(subset(tmp_path, (MEMORIES,)))
    xyz = "level: 4, atk: 1000, def: 1000, types: [Xyz, Effect]"
    result = judged(f"""
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    hand: [{{id: a-count, card: "{MEMORIES}"}}]
    deck: [{{id: a-d1, name: D1}}, {{id: a-d2, name: D2}}, {{id: a-d3, name: D3}}]
    monsters: [{{id: a-39, name: Number 39, archetypes: [Number], {xyz}}},
               {{id: a-39b, name: Number 39, archetypes: [Number], {xyz}}},
               {{id: a-17, name: Number 17, archetypes: [Number], {xyz}}},
               {{id: a-other, name: Other Xyz, {xyz}}}]
  B: {{}}
actions:
  - activate: {{card: a-count}}
  - pass
  - pass""")
    assert len(result["state"]["players"]["A"]["hand"]) == 2  # Number 39, Number 17
    assert {"5-3-20", "5-3-28"} <= set(result["rules_cited"])


def test_one_card_for_each_monster_the_part_before_destroyed():
    steps = [{"destroy_all": {"player": "opponent", "what": "cards", "as_many": True}},
             {"if_you_do": [{"draw": {"amount": 1, "for_each_done": {
                 "did": "destroyed", "what": "monster"}}}]}]
    theirs = {"monsters": [monster("b-1"), monster("b-2")],
              "spells_traps": [spell("b-s", face_up=True)]}
    result = run({"hand": [spell("a-count", effect=steps)], "deck": DECK}, theirs,
                 actions=ACTIVATE)
    assert len(player(result, "A")["hand"]) == 2 and player(result, "A")["deck"] == 3


def test_none_counted_draws_nothing_and_the_next_part_is_not_done():
    steps = [{"draw": {"amount": 1, "for_each": {"zone": "hand", "player": "opponent"}}},
             {"if_you_do": [{"damage": {"amount": 500}}]}]
    result = run({"hand": [spell("a-count", effect=steps)], "deck": DECK}, actions=ACTIVATE)
    assert player(result, "A")["hand"] == [] and player(result, "B")["lp"] == 8000
    assert "no card to count" in texts(result)
    assert {"5-2-5", "5-2-7"} <= set(result["rules_cited"])


def test_a_draw_counts_one_way_only():
    from judge.engine import judge
    step = {"draw": {"amount": 1}}
    result = judge({"game": "ygo", "turn": {"number": 3, "player": "A"},
                    "players": {"A": {"hand": [spell("a-count", effect=[step])]}, "B": {}},
                    "actions": ACTIVATE})
    assert [e["path"] for e in result["errors"]] == ["players.A.hand[0].effect[0].draw"]
