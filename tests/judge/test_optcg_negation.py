"""Negation (judge/engine/optcg/negation.py, CR 8-2): a negated card's own effects stop for a
while; what they already did and what other cards give it stay."""
from __future__ import annotations

from optcg_board import card, errors, run, texts

NEGATE = {"negate": {"target": "chosen"}}
EVENT = {"id": "a-ev", "type": "event", "cost": 0, "effects": {"main": [NEGATE]}}


def negate_then(b: dict, *actions: dict | str, a: dict | None = None) -> dict:
    """A uses an Event that negates `b-x`, then does `actions`."""
    return run(a={"hand": [EVENT], **(a or {})}, b=b,
               actions=[{"use_event": {"card": "a-ev", "target": "b-x"}}, *actions])


def test_a_negated_blocker_cannot_block_and_the_refusal_cites_invalid_effects():
    result = negate_then({"characters": [{"id": "b-x", "power": 2000, "keywords": ["Blocker"]}]},
                         {"attack": {"attacker": "a-c", "target": "B.leader"}},
                         {"block": {"blocker": "b-x"}},
                         a={"characters": [{"id": "a-c", "power": 5000}]})
    assert result["illegal"]["action"] == 2
    assert "8-2-1-1" in result["illegal"]["rules"]
    assert "its effects are negated" in result["illegal"]["reason"]


def test_a_negated_characters_aura_stops_and_comes_back_next_turn():
    aura = {"id": "b-x", "power": 1000,
            "static": [{"power": 2000, "all": {"owner": "you", "types": ["leader"]}}]}
    result = negate_then({"leader": {"power": 5000}, "characters": [aura]})
    assert result["state"]["players"]["B"]["leader"]["power"] == 5000
    later = negate_then({"leader": {"power": 5000}, "characters": [aura]}, "end_turn")
    assert later["state"]["players"]["B"]["leader"]["power"] == 7000


def test_a_negated_card_keeps_a_keyword_another_card_gave_it():
    # CR 8-2-4; official Q&A OP06-083: a [Banish] gained from another card still works
    rush = {"id": "a-rush", "type": "event", "cost": 0,
            "effects": {"main": [{"gain": {"target": "chosen", "keyword": "Rush"}}]}}
    fresh = {"id": "b-x", "power": 3000, "played_this_turn": True}
    result = run(a={"hand": [rush, EVENT], "characters": [fresh]}, b={},
                 actions=[{"use_event": {"card": "a-rush", "target": "b-x"}},
                          {"use_event": {"card": "a-ev", "target": "b-x"}},
                          {"attack": {"attacker": "b-x", "target": "B.leader"}}])
    assert result["illegal"] is None
    assert "the effects of A's Character b-x are negated" in texts(result)


def test_a_negated_activate_main_is_refused():
    x = {"id": "a-x", "power": 3000, "effects": {"activate_main": [{"draw": 1}]}}
    other = {"id": "a-ev", "type": "event", "cost": 0,
             "effects": {"main": [{"negate": {"target": "chosen"}}]}}
    result = run(a={"hand": [other], "characters": [x], "deck": 3}, b={},
                 actions=[{"use_event": {"card": "a-ev", "target": "a-x"}},
                          {"activate": {"card": "a-x"}}])
    assert result["illegal"]["action"] == 1 and "8-2-1-1" in result["illegal"]["rules"]


def test_a_power_change_its_effect_already_gave_stays():
    # CR 8-2-3; official Q&A OP06-074 (Edward.Newgate's +2000 stays on the Leader)
    newgate = {"id": "b-x", "power": 6000, "played_this_turn": True,
               "effects": {"activate_main": [{"power": {"target": "your_leader", "amount": 2000,
                                                        "duration": "opponents_next_turn"}}]}}
    result = run(a={"characters": [newgate]}, b={"hand": [EVENT]},
                 actions=[{"activate": {"card": "b-x"}}, "end_turn",
                          {"use_event": {"card": "a-ev", "target": "b-x"}}])
    assert result["illegal"] is None
    assert result["state"]["players"]["A"]["leader"]["power"] == 7000
    assert card(result, "A", "b-x")["id"] == "b-x"


def test_the_step_reads_its_target_and_duration():
    bad = errors({"game": "optcg", "turn": {"number": 3, "player": "A"},
                  "players": {"A": {"hand": [{"id": "a-ev", "type": "event", "effects": {
                      "main": [{"negate": {"target": "chosen", "duration": "forever"}}]}}]},
                              "B": {}}})
    assert any("duration" in path for path in bad)


def test_then_if_that_character_is_judged_on_the_chosen_card_as_it_is_then():
    # "Negate ... Then, if that Character has 5000 power or less, K.O. it." (OP06-074)
    then_ko = {"if": {"condition": {"that_card": {"power_max": 5000}}, "steps": [{"ko": "chosen"}]}}
    card_ = {"id": "a-ev", "type": "event", "cost": 0, "effects": {"main": {
        "steps": [NEGATE, then_ko], "target": {"owner": "opponent", "types": ["character"]}}}}
    big = {"id": "b-x", "power": 6000}
    result = run(a={"hand": [card_]}, b={"characters": [big]},
                 actions=[{"use_event": {"card": "a-ev", "target": "b-x"}}])
    assert card(result, "B", "b-x")["id"] == "b-x"
    assert "the power of B's Character b-x is now 6000" in texts(result)
    small = run(a={"hand": [card_]}, b={"characters": [{**big, "power": 5000}]},
                actions=[{"use_event": {"card": "a-ev", "target": "b-x"}}])
    assert small["state"]["players"]["B"]["trash"] == ["b-x"]


def test_your_on_play_effects_are_negated_by_your_leaders_permanent_effect():
    # official Q&A OP09-081: a card with an [On Play] may be played; the effect does nothing
    leader = {"power": 5000, "static": [{"flag": "on_play_negated", "all": {"owner": "you"}}]}
    drawer = {"id": "a-x", "type": "character", "cost": 0, "power": 1000,
              "effects": {"on_play": [{"draw": 1}]}}
    result = run(a={"leader": leader, "hand": [drawer], "deck": 3}, b={},
                 actions=[{"play": {"card": "a-x"}}])
    assert result["state"]["players"]["A"]["hand"] == []
    assert "A's [On Play] effects are negated" in texts(result)
