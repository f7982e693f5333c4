"""The top cards of a Deck sent to the Graveyard (`send_top`, 3-7-3), judged: in their order,
no player choosing; a Deck with fewer cards sends what it has and the part is not done in
full (5-2-5), so a "then" after it is not done either (5-2-7). Real cards are imported from
../shared/fixtures/yaml-yugi into a temporary folder (facts only)."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest
from ygo_duel import player, run, spell, texts

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "cards"))
from ygo_support import judged, store, subset  # noqa: E402

NEEDLEBUG_NEST, SIMULTANEOUS_LOSS, TUNING = "84968490", "92219931", "96363153"


def deck(*names: str) -> list[dict]:
    return [{"id": name.lower(), "name": name, "kind": "monster", "atk": 100, "def": 100,
             "level": 1} for name in names]


def mill(player_word: str, count: int, then: list | None = None) -> dict:
    steps: list = [{"send_top": {"player": player_word, "count": count}}]
    return spell("a-mill", effect=steps + ([{"then": then}] if then else []))


ACTIVATE = [{"activate": {"card": "a-mill"}}, "pass", "pass"]


def test_the_top_cards_go_to_the_graveyard_in_their_order():
    result = run({"hand": [mill("controller", 2)], "deck": deck("One", "Two", "Three")},
                 actions=ACTIVATE)
    a = player(result, "A")
    assert a["graveyard"] == ["one", "two", "a-mill"] and a["deck"] == 1
    assert "3-7-3" in result["rules_cited"]


def test_the_opponents_deck():
    result = run({"hand": [mill("opponent", 1)]}, {"deck": deck("Top", "Next")},
                 actions=ACTIVATE)
    assert player(result, "B")["graveyard"] == ["top"]
    assert player(result, "A")["deck"] == 20  # the format's default Deck, untouched


def test_a_short_deck_sends_what_it_has_and_the_next_part_is_not_done():
    result = run({"hand": [mill("controller", 3, then=[{"draw": 1}])], "deck": deck("Only")},
                 actions=ACTIVATE)
    a = player(result, "A")
    assert a["graveyard"] == ["only", "a-mill"] and a["hand"] == []
    assert "has only 1" in texts(result)
    assert {"5-2-5", "5-2-7"} <= set(result["rules_cited"])
    assert result["winner"] is None  # sending is not drawing: no loss for the empty Deck


def test_a_count_of_zero_is_refused():
    from judge.engine import judge
    result = judge({"game": "ygo", "turn": {"number": 3, "player": "A"},
                    "players": {"A": {"hand": [mill("controller", 0)]}, "B": {}},
                    "actions": ACTIVATE})
    assert [e["path"] for e in result["errors"]] == [
        "players.A.hand[0].effect[0].send_top.count"]


@pytest.fixture
def printed(tmp_path):
    store(subset(tmp_path, (NEEDLEBUG_NEST, SIMULTANEOUS_LOSS, TUNING)))


BOARD = """
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    hand: [{{id: a-tuning, card: "{tuning}"}}]
    spells_traps: [{{id: a-nest, card: "{nest}"}}, {{id: a-loss, card: "{loss}"}}]
    deck: [{{id: a-top, name: Top, atk: 100, def: 100}},
           {{id: a-synchron, name: Junk Synchron, atk: 1300, def: 500, level: 3,
             archetypes: [Synchron], types: [Warrior, Tuner, Effect]}},
           {{id: a-rest, name: Rest, atk: 100, def: 100}}]
  B:
    deck: [{{id: b-top, name: Their Top, atk: 100, def: 100}}]
actions:
{actions}"""


def play(actions: str) -> dict:
    return judged(BOARD.format(nest=NEEDLEBUG_NEST, loss=SIMULTANEOUS_LOSS, tuning=TUNING,
                               actions=actions))


@pytest.mark.django_db
def test_needlebug_nest_sends_the_top_five_or_what_there_is(printed):
    result = play("  - activate: {card: a-nest}\n  - pass\n  - pass")
    a = result["state"]["players"]["A"]
    assert a["graveyard"] == ["a-top", "a-synchron", "a-rest", "a-nest"] and a["deck"] == 0
    assert "3-7-3" in result["rules_cited"]


@pytest.mark.django_db
def test_simultaneous_loss_sends_the_top_card_of_each_deck(printed):
    result = play("  - activate: {card: a-loss}\n  - pass\n  - pass")
    state = result["state"]["players"]
    assert state["A"]["graveyard"] == ["a-top", "a-loss"]
    assert state["B"]["graveyard"] == ["b-top"]


@pytest.mark.django_db
def test_tuning_adds_the_tuner_then_sends_the_new_top_card(printed):
    result = play("  - activate: {card: a-tuning, pick: a-synchron}\n  - pass\n  - pass")
    a = result["state"]["players"]["A"]
    assert "a-synchron" in a["hand"]
    assert a["graveyard"] == ["a-top", "a-tuning"]  # the top card after the search
