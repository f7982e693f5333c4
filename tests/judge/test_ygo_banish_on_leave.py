"""A monster Special Summoned "but banish it when it leaves the field" (digest 8-4-10), judged:
destroyed, returned to the hand or shuffled into the Deck, it is banished instead; the rider is
that monster's own, so once it has left and come back by another Special Summon it goes where
it is sent."""
from __future__ import annotations

from ygo_duel import monster, player, run, spell, texts

GRAVE = {"what": "monster", "player": "controller", "zone": "graveyard"}
FIELD = {"what": "monster", "player": "controller", "zone": "field"}


def revive(card_id: str, rider: bool = True) -> dict:
    summon = {"card": "chosen", "position": "attack", **({"banish_on_leave": True} if rider
                                                         else {})}
    return spell(card_id, "quick-play", [{"special_summon": summon}], target=GRAVE)


def leave(card_id: str, step: dict) -> dict:
    return spell(card_id, "quick-play", [step], target=FIELD)


def revived(*after: object, hand: list | None = None) -> dict:
    """A's Quick-Play a-revive Special Summons a-dead from the GY with the rider, then `after`."""
    a = {"graveyard": [monster("a-dead", atk=2000)], "hand": [revive("a-revive"), *(hand or [])]}
    return run(a=a, actions=[{"activate": {"card": "a-revive", "target": "a-dead"}}, "pass",
                             "pass", *after])


def test_the_revived_monster_is_summoned_with_the_rider():
    result = revived()
    assert [m["id"] for m in player(result, "A")["monsters"]] == ["a-dead"]
    assert "on the condition that it is banished when it leaves the field" in texts(result)
    assert "8-4-10" in result["rules_cited"]


def test_destroyed_it_is_banished_instead_of_going_to_the_graveyard():
    result = revived({"activate": {"card": "a-break", "target": "a-dead"}}, "pass", "pass",
                     hand=[leave("a-break", {"destroy": "chosen"})])
    a = player(result, "A")
    assert a["monsters"] == [] and a["banished"] == ["a-dead"]
    assert "a-dead" not in a["graveyard"]
    assert "it is banished instead of going to the Graveyard" in texts(result)


def test_returned_to_the_hand_it_is_banished_instead():
    result = revived({"activate": {"card": "a-bounce", "target": "a-dead"}}, "pass", "pass",
                     hand=[leave("a-bounce", {"to_hand": "chosen"})])
    a = player(result, "A")
    assert a["banished"] == ["a-dead"] and "a-dead" not in a["hand"]
    assert "it is banished instead of going anywhere else" in texts(result)


def test_shuffled_into_the_deck_it_is_banished_instead():
    step = {"to_deck": {"card": "chosen", "where": "shuffle"}}
    result = revived({"activate": {"card": "a-spin", "target": "a-dead"}}, "pass", "pass",
                     hand=[leave("a-spin", step)])
    assert player(result, "A")["banished"] == ["a-dead"]


def test_once_it_has_left_and_come_back_it_is_a_new_card_without_the_rider():
    back = spell("a-back", "quick-play", [{"special_summon": {"card": "chosen"}}],
                 target={"what": "monster", "player": "controller", "zone": "banished"})
    result = revived({"activate": {"card": "a-break", "target": "a-dead"}}, "pass", "pass",
                     {"activate": {"card": "a-back", "target": "a-dead"}}, "pass", "pass",
                     {"activate": {"card": "a-break2", "target": "a-dead"}}, "pass", "pass",
                     hand=[leave("a-break", {"destroy": "chosen"}), back,
                           leave("a-break2", {"destroy": "chosen"})])
    a = player(result, "A")
    assert "a-dead" in a["graveyard"] and a["banished"] == []


def test_the_rider_is_only_for_a_summon_to_the_field():
    from judge.engine import judge
    fetch = {"fetch": {"to": "hand", "what": "monster", "banish_on_leave": True}}
    result = judge({"game": "ygo", "turn": {"number": 3, "player": "A"},
                    "players": {"A": {"hand": [spell("a-s", effect=[fetch])]}, "B": {}},
                    "actions": []})
    assert "errors" in result
    assert any("banish_on_leave" in str(error) for error in result["errors"])


def test_tributed_for_a_tribute_summon_it_is_banished_instead():
    big = monster("a-big", atk=2400, level=6)
    result = revived({"normal_summon": {"card": "a-big", "tributes": ["a-dead"]}}, hand=[big])
    a = player(result, "A")
    assert [m["id"] for m in a["monsters"]] == ["a-big"]
    assert a["banished"] == ["a-dead"] and "a-dead" not in a["graveyard"]


def test_returned_with_every_monster_at_once_it_is_banished_and_the_others_return():
    wave = spell("a-wave", "quick-play", [{"return_all": {"to": "hand", "player": "controller",
                                                           "position": "attack"}}])
    a = {"graveyard": [monster("a-dead", atk=2000)], "monsters": [monster("a-x")],
         "hand": [revive("a-revive"), wave]}
    result = run(a=a, actions=[{"activate": {"card": "a-revive", "target": "a-dead"}}, "pass",
                               "pass", {"activate": {"card": "a-wave"}}, "pass", "pass"])
    board = player(result, "A")
    assert board["banished"] == ["a-dead"] and board["hand"] == ["a-x"]
