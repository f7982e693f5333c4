"""A description with a Type and a kind at once ("Target 1 Dragon Normal Monster in your GY",
Silver's Cry, imported from ../shared/fixtures/yaml-yugi into a temporary folder, facts only),
judged: the target must be both, a Dragon Effect Monster or a Warrior Normal Monster does not
fit (5-2-3); the same words in a `fetch` (5-3-13)."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest
from ygo_duel import illegal, monster, player, run, spell

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "cards"))
from ygo_support import judged, store, subset  # noqa: E402

SILVERS_CRY = "87025064"


def search() -> dict:
    return spell("a-search", effect=[{"fetch": {"to": "hand", "what": "monster",
                                                "type": "Dragon", "also_type": "Normal"}}])


def deck() -> list[dict]:
    return [monster("a-effect", types=["Dragon", "Effect"]),
            monster("a-warrior", types=["Warrior", "Normal"]),
            monster("a-normal", types=["Dragon", "Normal"])]


def test_a_fetch_takes_only_a_card_of_both():
    taken = run({"hand": [search()], "deck": deck()},
                actions=[{"activate": {"card": "a-search", "pick": "a-normal"}}, "pass", "pass"])
    assert "a-normal" in player(taken, "A")["hand"]
    for wrong in ("a-effect", "a-warrior"):
        refused = illegal(run({"hand": [search()], "deck": deck()},
                              actions=[{"activate": {"card": "a-search", "pick": wrong}}]))
        assert refused["rules"] == ["5-3-13", "5-2-4"]
        assert "Dragon" in refused["reason"] and "Normal" in refused["reason"]


@pytest.fixture
def printed(tmp_path):
    store(subset(tmp_path, (SILVERS_CRY,)))


BOARD = """
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    hand: [{{id: a-cry, card: "{cry}"}}]
    graveyard: [{{id: a-effect, name: Effect Dragon, atk: 1000, def: 1000,
                  types: [Dragon, Effect]}},
                {{id: a-normal, name: Normal Dragon, atk: 2000, def: 1000,
                  types: [Dragon, Normal]}}]
  B: {{}}
actions:
  - activate: {{card: a-cry, target: {target}}}
  - pass
  - pass"""


@pytest.mark.django_db
def test_silvers_cry_summons_a_dragon_normal_monster_only(printed):
    result = judged(BOARD.format(cry=SILVERS_CRY, target="a-normal"))
    assert [m["id"] for m in result["state"]["players"]["A"]["monsters"]] == ["a-normal"]
    refused = judged(BOARD.format(cry=SILVERS_CRY, target="a-effect"))
    assert refused["outcome"] == "illegal_action"
    assert refused["illegal"]["rules"][0] == "5-2-3"
