"""Several cards taken at once from a player's own zones ("Send 2 "Laval" monsters from your
Deck to the GY.", Molten Conduction Field; "add up to 2 "Thunder Dragon" from your Deck to
your hand", Thunder Dragon; imported from ../shared/fixtures/yaml-yugi into a temporary folder,
facts only), judged: the activation names them under `picks`, exactly that many or 1 to that
many (5-2-4, 5-3-13); one gone by the time it resolves is not taken, the others are."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest
from ygo_duel import illegal, monster, player, run, spell

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "cards"))
from ygo_support import judged, store, subset  # noqa: E402

MOLTEN_CONDUCTION_FIELD, THUNDER_DRAGON = "72142276", "31786629"


def lavals() -> list[dict]:
    return [monster(f"a-laval{i}", archetypes=["Laval"]) for i in (1, 2, 3)]


def send_two(**extra) -> dict:
    return spell("a-send", effect=[{"fetch": {"to": "graveyard", "what": "monster",
                                              "archetype": "Laval", "count": 2, **extra}}])


def test_exactly_that_many_are_named_and_taken():
    result = run({"hand": [send_two()], "deck": lavals()},
                 actions=[{"activate": {"card": "a-send", "picks": ["a-laval1", "a-laval3"]}},
                          "pass", "pass"])
    assert player(result, "A")["graveyard"] == ["a-laval1", "a-laval3", "a-send"]
    one = illegal(run({"hand": [send_two()], "deck": lavals()},
                      actions=[{"activate": {"card": "a-send", "pick": "a-laval1"}}]))
    assert one["rules"] == ["5-3-13", "5-2-4"] and "2" in one["reason"]


def test_up_to_takes_one_but_not_more():
    result = run({"hand": [send_two(up_to=True)], "deck": lavals()},
                 actions=[{"activate": {"card": "a-send", "picks": ["a-laval2"]}},
                          "pass", "pass"])
    assert player(result, "A")["graveyard"] == ["a-laval2", "a-send"]
    three = illegal(run({"hand": [send_two(up_to=True)], "deck": lavals()}, actions=[
        {"activate": {"card": "a-send", "picks": ["a-laval1", "a-laval2", "a-laval3"]}}]))
    assert three["code"] == "illegal.pick_count.up_to"


def test_a_card_named_twice_and_a_count_to_set_are_bad_input():
    from judge.engine import judge
    twice = judge({"game": "ygo", "turn": {"number": 3, "player": "A"},
                   "players": {"A": {"hand": [send_two()], "deck": lavals()}, "B": {}},
                   "actions": [{"activate": {"card": "a-send",
                                             "picks": ["a-laval1", "a-laval1"]}}]})
    assert [e["path"] for e in twice["errors"]] == ["actions[0].activate.picks"]
    # to the field, exactly 2 is read since 8-7-3 (test_ygo_printed_counted_summons.py); Set
    # in the Spell & Trap Zone, several at once is not
    field = spell("a-send", effect=[{"fetch": {"to": "set", "what": "spell", "count": 2}}])
    wrong = judge({"game": "ygo", "turn": {"number": 3, "player": "A"},
                   "players": {"A": {"hand": [field]}, "B": {}}, "actions": []})
    assert [e["path"] for e in wrong["errors"]] == ["players.A.hand[0].effect[0].fetch.count"]


def test_one_gone_before_it_resolves_is_not_taken_and_the_part_is_not_done():
    back = spell("a-back", effect=[{"fetch": {"to": "hand", "from": ["graveyard"],
                                              "what": "monster", "count": 2}},
                                   {"then": [{"draw": 1}]}])
    crow = {"id": "b-crow", "kind": "trap", "trap_type": "normal", "effect": [{"banish": "chosen"}]}
    result = run({"hand": [back], "graveyard": [monster("a-g1"), monster("a-g2")]},
                 {"spells_traps": [crow]},
                 actions=[{"activate": {"card": "a-back", "picks": ["a-g1", "a-g2"]}},
                          {"activate": {"card": "b-crow", "target": "a-g1"}}, "pass", "pass",
                          "pass"])
    a = player(result, "A")
    assert a["hand"] == ["a-g2"] and a["banished"] == ["a-g1"]  # nothing drawn after "then"
    assert "5-2-5" in result["rules_cited"]


@pytest.fixture
def printed(tmp_path):
    store(subset(tmp_path, (MOLTEN_CONDUCTION_FIELD, THUNDER_DRAGON)))


BOARD = """
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    hand: [{{id: a-field, card: "{field}"}}, {{id: a-thunder, card: "{thunder}"}}]
    deck: [{{id: a-laval1, name: Laval One, atk: 100, def: 100, archetypes: [Laval]}},
           {{id: a-laval2, name: Laval Two, atk: 100, def: 100, archetypes: [Laval]}},
           {{id: a-thunder2, card: "{thunder}"}}, {{id: a-thunder3, card: "{thunder}"}}]
  B: {{}}
actions:
{actions}"""


def play(actions: str) -> dict:
    return judged(BOARD.format(field=MOLTEN_CONDUCTION_FIELD, thunder=THUNDER_DRAGON,
                               actions=actions))


@pytest.mark.django_db
def test_molten_conduction_field_sends_the_two_lavals(printed):
    result = play("  - activate: {card: a-field, picks: [a-laval1, a-laval2]}\n"
                  "  - pass\n  - pass")
    assert result["state"]["players"]["A"]["graveyard"] == ["a-laval1", "a-laval2", "a-field"]


@pytest.mark.django_db
def test_thunder_dragon_adds_up_to_two_copies(printed):
    result = play("  - activate: {card: a-thunder, effect: 0, cost: [a-thunder], "
                  "picks: [a-thunder2, a-thunder3]}\n  - pass\n  - pass")
    a = result["state"]["players"]["A"]
    assert sorted(a["hand"]) == ["a-field", "a-thunder2", "a-thunder3"]
    assert a["graveyard"] == ["a-thunder"]
