"""Damage and LP "for each" card, counted as the effect resolves (`for_each` on a `damage` or
`gain_lp` step, 5-3-20): what arrived or left since the activation changes the amount; a
face-down card shows no Type (9-1-3); none counted: nothing happens and "and if you do" is not
done (5-2-5, 5-2-7). Real cards are imported from ../shared/fixtures/yaml-yugi into a temporary
folder (facts only)."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest
from ygo_duel import monster, player, run, spell, texts

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "cards"))
from ygo_support import judged, store, subset  # noqa: E402

JUST_DESSERTS, PSYCHIC_REJUVENATION = "24068492", "21488686"
ACTIVATE = [{"activate": {"card": "a-count"}}, "pass", "pass"]


def counting(for_each: dict, then: list | None = None, kind: str = "damage") -> dict:
    steps: list = [{kind: {"amount": 300, "for_each": for_each}}]
    return spell("a-count", effect=steps + ([{"if_you_do": then}] if then else []))


def test_damage_for_each_card_in_the_opponents_hand():
    result = run({"hand": [counting({"zone": "hand", "player": "opponent"})]},
                 {"hand": [monster("b-one"), monster("b-two")]}, actions=ACTIVATE)
    assert player(result, "B")["lp"] == 7400
    assert "2 × 300 = 600" in texts(result)
    assert {"5-3-20", "5-3-10"} <= set(result["rules_cited"])


def test_life_points_for_each_monster_of_a_type_face_up_only():
    mine = [dict(monster("a-psy"), types=["Psychic"]),
            dict(monster("a-hidden"), types=["Psychic"], position="set")]
    result = run({"hand": [counting({"zone": "field", "what": "monster", "type": "Psychic"},
                                    kind="gain_lp")], "monsters": mine}, actions=ACTIVATE)
    assert player(result, "A")["lp"] == 8300  # the Set one shows no Type (9-1-3)


def test_none_counted_nothing_happens_and_the_next_part_is_not_done():
    result = run({"hand": [counting({"zone": "hand", "player": "opponent"},
                                    then=[{"draw": 1}])]}, actions=ACTIVATE)
    assert player(result, "B")["lp"] == 8000 and player(result, "A")["hand"] == []
    assert {"5-2-5", "5-2-7"} <= set(result["rules_cited"])


def test_for_each_and_atk_of_together_are_refused():
    from judge.engine import judge
    step = {"damage": {"atk_of": "self", "for_each": {"zone": "hand"}}}
    result = judge({"game": "ygo", "turn": {"number": 3, "player": "A"},
                    "players": {"A": {"hand": [spell("a-count", effect=[step])]}, "B": {}},
                    "actions": ACTIVATE})
    assert [e["path"] for e in result["errors"]] == ["players.A.hand[0].effect[0].damage"]


@pytest.fixture
def printed(tmp_path):
    store(subset(tmp_path, (JUST_DESSERTS, PSYCHIC_REJUVENATION)))


BOARD = """
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    spells_traps: [{{id: a-desserts, card: "{desserts}"}}]
  B:
    monsters: [{{id: b-up, name: Up, atk: 1000, def: 1000, level: 4}},
               {{id: b-down, name: Down, atk: 1000, def: 1000, level: 4, position: set}}]
actions:
{actions}"""


@pytest.mark.django_db
def test_just_desserts_counts_every_monster_the_opponent_controls(printed):
    result = judged(BOARD.format(desserts=JUST_DESSERTS,
                                 actions="  - activate: {card: a-desserts}\n  - pass\n  - pass"))
    assert result["state"]["players"]["B"]["lp"] == 7000  # the Set one too: 2 × 500
    assert "5-3-20" in result["rules_cited"]
