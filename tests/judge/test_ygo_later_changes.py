"""ATK and DEF changes that last past the end of the turn (7-7-13): real cards imported from
../shared/fixtures/yaml-yugi into a temporary folder (facts only), read and judged (Blustering
Winds "until your next Standby Phase", Evilswarm Salamandra "until the end of your opponent's
turn", Heroic Champion - Excalibur's ATK set to double its original), and the format's `until`
words on an `atk` step in either player's turn."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest
from ygo_duel import monster, player, run, spell, texts

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "cards"))
from ygo_support import judged, store, subset  # noqa: E402

BLUSTERING_WINDS, SALAMANDRA, EXCALIBUR = "22346472", "04058065", "60645181"
AIM = {"what": "monster", "player": "controller", "zone": "field"}


@pytest.fixture
def printed(tmp_path):
    store(subset(tmp_path, (BLUSTERING_WINDS, SALAMANDRA, EXCALIBUR)))


def atk_of(result: dict, pid: str, card: str) -> int:
    return next(m["atk"] for m in player(result, pid)["monsters"] if m["id"] == card)


def winds(turns: int) -> dict:
    ends = "\n".join(["  - end_turn"] * turns)
    return judged(f"""
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    monsters: [{{id: a-x, name: X, level: 4, atk: 1000, def: 1000}}]
    hand: [{{id: a-winds, card: "{BLUSTERING_WINDS}"}}]
    deck: [{{id: a-d1, name: D1, level: 4, atk: 0, def: 0}}]
  B:
    deck: [{{id: b-d1, name: D1, level: 4, atk: 0, def: 0}}]
actions:
  - activate: {{card: a-winds, target: a-x}}
  - pass
  - pass
{ends}""")


@pytest.mark.django_db
def test_blustering_winds_lasts_through_the_opponents_turn_to_the_next_standby(printed):
    opponents = winds(1)
    assert atk_of(opponents, "A", "a-x") == 2000  # turn 4, B's: still there
    assert "7-7-13" in opponents["rules_cited"]
    back = winds(2)  # A's turn 5 reaches its Standby Phase
    assert (atk_of(back, "A", "a-x"), back["state"]["players"]["A"]["monsters"][0]["def"]) \
        == (1000, 1000)
    assert "A's Standby Phase begins" in texts(back)


@pytest.mark.django_db
def test_evilswarm_salamandra_keeps_its_gain_to_the_end_of_the_opponents_turn(printed):
    result = judged(f"""
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    monsters: [{{id: a-sala, card: "{SALAMANDRA}"}}]
    graveyard: [{{id: a-g, name: G, level: 4, atk: 0, def: 0}}]
    deck: [{{id: a-d1, name: D1, level: 4, atk: 0, def: 0}}]
  B:
    deck: [{{id: b-d1, name: D1, level: 4, atk: 0, def: 0}}]
actions:
  - activate: {{card: a-sala, cost: [a-g]}}
  - pass
  - pass
  - end_turn""")
    [sala] = result["state"]["players"]["A"]["monsters"]
    assert sala["atk"] == 1850 + 300  # B's turn: the change still holds


@pytest.mark.django_db
def test_excalibur_keeps_its_doubled_atk_through_the_opponents_turn(printed):
    def excalibur(turns: int) -> dict:
        ends = "\n".join(["  - end_turn"] * turns)
        return judged(f"""
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    monsters: [{{id: a-excalibur, card: "{EXCALIBUR}", materials: 2}}]
    deck: [{{id: a-d1, name: D1, level: 4, atk: 0, def: 0}}]
  B:
    deck: [{{id: b-d1, name: D1, level: 4, atk: 0, def: 0}}]
actions:
  - activate: {{card: a-excalibur}}
  - pass
  - pass
{ends}""")

    def atk(result: dict) -> int:
        return result["state"]["players"]["A"]["monsters"][0]["atk"]

    assert atk(excalibur(1)) == 4000  # B's turn 4: still double its original 2000
    assert atk(excalibur(2)) == 2000  # B's turn over with it
    assert "7-7-13" in excalibur(0)["rules_cited"]


def test_in_the_opponents_turn_it_ends_with_that_turn():
    boost = spell("b-boost", "quick-play", target=AIM, effect=[
        {"atk": {"target": "chosen", "amount": 500, "until": "opponent_turn"}}])
    result = run(a={"monsters": [monster("a-x", 1000)], "deck": [monster("a-d")]},
                 b={"monsters": [monster("b-y", 1000)], "spells_traps": [boost],
                    "deck": [monster("b-d")]},
                 actions=[{"activate": {"card": "b-boost", "target": "b-y"}}, "pass", "pass"])
    assert atk_of(result, "B", "b-y") == 1500
    ended = run(a={"monsters": [monster("a-x", 1000)], "deck": [monster("a-d")]},
                b={"monsters": [monster("b-y", 1000)], "spells_traps": [boost],
                   "deck": [monster("b-d")]},
                actions=[{"activate": {"card": "b-boost", "target": "b-y"}}, "pass", "pass",
                         "end_turn"])
    assert atk_of(ended, "B", "b-y") == 1000  # A's turn was the one: over with it


def test_until_the_end_of_the_opponents_next_turn_outlasts_two_ends_from_theirs():
    boost = spell("b-boost", "quick-play", target=AIM, effect=[
        {"atk": {"target": "chosen", "amount": 500, "until": "opponent_next_turn"}}])
    board = {"a": {"monsters": [monster("a-x")], "deck": [monster("a-d1"), monster("a-d2")]},
             "b": {"monsters": [monster("b-y")], "spells_traps": [boost],
                   "deck": [monster("b-d1"), monster("b-d2")]}}
    act = [{"activate": {"card": "b-boost", "target": "b-y"}}, "pass", "pass"]
    # resolved in A's turn 5: A's next turn is turn 7, so turns 5 and 6 end with it on
    assert atk_of(run(**board, actions=act + ["end_turn", "end_turn"]), "B", "b-y") == 1500
    assert atk_of(run(**board, actions=act + ["end_turn"] * 3), "B", "b-y") == 1000

