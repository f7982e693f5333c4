"""Permanent effects of a card on itself (`static:`): "If..." clauses checked all the time,
cost changes, "cannot attack", "cannot be K.O.'d", second names, and their bad input."""
from __future__ import annotations

from optcg_board import card, errors, run, scenario, texts

from judge.engine import judge


def event(*steps: dict, target: dict | None = None) -> dict:
    main: dict = {"steps": list(steps)}
    if target:
        main["target"] = target
    return {"id": "a-ev", "type": "event", "cost": 0, "effects": {"main": main}}


def use(target: str) -> dict:
    return {"use_event": {"card": "a-ev", "target": target}}


def test_an_if_clause_is_checked_whenever_power_is_read() -> None:
    guard = {"id": "b-guard", "power": 3000,
             "static": [{"power": 2000, "if": {"hand_max": 1}}]}
    many = run(b={"characters": [guard], "hand": [{"id": "b1"}, {"id": "b2"}]})
    assert card(many, "B", "b-guard")["power"] == 3000
    # with 1 card in hand the clause is met and the +2000 holds
    few = run(b={"characters": [guard], "hand": [{"id": "b1"}]})
    assert card(few, "B", "b-guard")["power"] == 5000


def test_a_static_cost_counts_for_a_target_filter_only_on_the_field() -> None:
    jack = {"id": "b-jack", "cost": 3, "static": [{"cost": 4}]}
    result = run(a={"hand": [event({"ko": "chosen"}, target={"cost_max": 3})]},
                 b={"characters": [jack]}, actions=[use("b-jack")])
    assert result["illegal"]["rules"] == ["8-4-4"]
    assert "its cost is 7, not 3 or less" in result["illegal"]["reason"]
    # in the hand the printed cost is paid: 3 DON!!, not 7
    played = run(a={"hand": [{**jack, "id": "a-jack"}], "don": {"active": 3}},
                 actions=[{"play": {"card": "a-jack"}}])
    assert played["illegal"] is None


def test_own_effects_may_ko_what_the_opponents_effects_cannot() -> None:
    kept = {"id": "a-kept", "static": [{"flag": "no_ko_by_opponents_effects"}]}
    own = run(a={"hand": [event({"ko": "a-kept"})], "characters": [kept]},
              actions=[{"use_event": {"card": "a-ev"}}])
    assert own["state"]["players"]["A"]["trash"][-1] == "a-kept"
    b_turn = run(b={"hand": [{**event({"ko": "a-kept"}), "id": "b-ev"}], "don": {"active": 0}},
                 a={"characters": [kept]}, player="B",
                 actions=[{"use_event": {"card": "b-ev"}}])
    assert card(b_turn, "A", "a-kept")["rested"] is False
    assert "cannot be K.O.'d by its opponent's effects" in texts(b_turn)
    assert {"1-3-3", "8-1-3-3"} <= set(b_turn["rules_cited"])


def test_a_turn_bound_keyword_holds_only_on_that_turn() -> None:
    blocker = {"id": "b-wall", "static": [{"keyword": "Blocker",
                                           "condition": "opponents_turn"}]}
    attack = [{"attack": {"attacker": "A.leader", "target": "B.leader"}},
              {"block": {"blocker": "b-wall"}}]
    assert run(b={"characters": [blocker]}, actions=attack)["illegal"] is None
    mine = {"id": "b-wall", "static": [{"keyword": "Blocker", "condition": "your_turn"}]}
    refused = run(b={"characters": [mine]}, actions=attack)["illegal"]
    assert refused["rules"] == ["10-1-4-1"]


def test_a_second_name_counts_for_the_leader_name_condition() -> None:
    leader = {"name": "Franky (Cyborg)", "static": [{"also_named": "Franky"}]}
    ev = {"id": "a-ev", "type": "event", "cost": 0,
          "effects": {"main": {"steps": [{"draw": 1}], "condition": {"leader_name": "Franky"}}}}
    result = run(a={"leader": leader, "hand": [ev], "deck": 3},
                 actions=[{"use_event": {"card": "a-ev"}}])
    assert result["state"]["players"]["A"]["deck"] == 2


def test_bad_static_entries_are_invalid_input_with_their_path() -> None:
    for entry, path in (({"flag": "fly"}, "static[0].flag"),
                        ({"if": {"life_max": 2}}, "static[0]"),
                        ({"also_named": "Usopp", "power": 1000}, "static[0]"),
                        ({"keyword": "Blocker", "if": {"colour": "red"}}, "static[0].if.colour")):
        result = judge(scenario(a={"characters": [{"id": "a-c", "static": [entry]}]}))
        paths = [error["path"] for error in result.get("errors", [])]
        assert any(p.endswith(path) for p in paths), (entry, paths)


def test_a_keyword_gained_during_a_battle_ends_with_it() -> None:
    banish = {"id": "a-c", "power": 9000, "effects": {"when_attacking": [
        {"gain": {"target": "self", "keyword": "Banish", "duration": "battle"}}]}}
    b = {"life": [{"id": "b-l1", "trigger": [{"draw": 1}]}, {"id": "b-l2"}], "deck": 3}
    result = run(a={"characters": [banish]}, b=b,
                 actions=[{"attack": {"attacker": "a-c", "target": "B.leader"}}, "pass", "pass"])
    assert "gains [Banish] during this battle" in texts(result)
    assert result["state"]["players"]["B"]["trash"] == ["b-l1"]  # trashed, its [Trigger] unused
    assert "during this battle" in texts(result) and "10-1-3-1" in result["rules_cited"]


def test_a_gain_step_needs_a_keyword_or_a_flag() -> None:
    for step, path in (({"gain": {"target": "self"}}, "main[0].gain"),
                       ({"gain": {"target": "self", "keyword": "Fly"}}, "main[0].gain.keyword"),
                       ({"gain": {"target": "self", "flag": "cannot_attack"}},
                        "main[0].gain.flag")):
        result = judge(scenario(a={"hand": [{"id": "a-ev", "type": "event",
                                             "effects": {"main": [step]}}]}))
        paths = [error["path"] for error in result.get("errors", [])]
        assert any(p.endswith(path) for p in paths), (step, paths)


def test_an_entry_for_other_cards_acts_on_each_card_its_filter_names() -> None:
    aura = {"id": "a-lord", "power": 1000, "static": [
        {"power": 1000, "condition": "your_turn",
         "all": {"owner": "you", "types": ["character"], "traits": ["Navy"], "not_self": True}},
        {"cost": -2, "all": {"owner": "opponent", "types": ["character"]}}]}
    a = {"characters": [aura, {"id": "a-navy", "power": 3000, "traits": ["Navy"]},
                        {"id": "a-other", "power": 3000}]}
    b = {"characters": [{"id": "b-c", "cost": 3, "power": 2000}]}
    mine = run(a=a, b=b)
    assert [card(mine, "A", c)["power"] for c in ("a-lord", "a-navy", "a-other")] == [
        1000, 4000, 3000]
    theirs = run(a=a, b=b, player="B")  # [Your Turn]: not during B's turn
    assert card(theirs, "A", "a-navy")["power"] == 3000
    ko = run(a={**a, "hand": [event({"ko": "chosen"}, target={"cost_max": 1})]}, b=b,
             actions=[use("b-c")])  # cost 3 - 2 = 1
    assert ko["illegal"] is None and ko["state"]["players"]["B"]["trash"] == ["b-c"]


def test_an_entry_for_other_cards_takes_no_current_cost_bound() -> None:
    entry = {"power": 1000, "all": {"types": ["character"], "cost_max": 3}}
    result = judge(scenario(a={"characters": [{"id": "a-c", "static": [entry]}]}))
    assert [e["path"] for e in result["errors"]] == [
        "players.A.characters[0].static[0].all.cost_max"]


def test_a_cost_change_in_the_hand_holds_only_there() -> None:
    cheap = {"id": "a-cheap", "cost": 5, "static": [{"cost": -2, "where": "hand",
                                                     "if": {"hand_max": 3}}]}
    played = run(a={"hand": [cheap, {"id": "a1"}], "don": {"active": 3}},
                 actions=[{"play": {"card": "a-cheap"}}])
    assert played["illegal"] is None and played["state"]["players"]["A"]["don"]["active"] == 0
    too_many = run(a={"hand": [cheap, {"id": "a1"}, {"id": "a2"}, {"id": "a3"}],
                      "don": {"active": 3}}, actions=[{"play": {"card": "a-cheap"}}])
    assert too_many["illegal"]["code"] == "illegal.cost_rest_don"  # 5, with 4 in hand
    on_field = run(a={"characters": [cheap]}, b={"hand": [
        {**event({"ko": "chosen"}, target={"cost_min": 5}), "id": "b-ev"}]}, player="B",
        actions=[{"use_event": {"card": "b-ev", "target": "a-cheap"}}])
    assert on_field["illegal"] is None  # on the field its cost is the printed 5


def test_versus_goes_only_with_a_battle_protection() -> None:
    for entry, path in (({"flag": "cannot_attack", "versus": {"types": ["leader"]}},
                         "static[0].versus"),
                        ({"flag": "no_ko_in_battle", "versus": {"types": ["stage"]}},
                         "static[0].versus.types")):
        result = judge(scenario(a={"characters": [{"id": "a-c", "static": [entry]}]}))
        paths = [error["path"] for error in result.get("errors", [])]
        assert any(p.endswith(path) for p in paths), (entry, paths)


def test_until_the_end_of_the_opponents_next_turn_spans_that_turn_only() -> None:
    steps = [{"power": {"target": "a-c", "amount": 2000, "duration": "opponents_next_turn"}},
             {"gain": {"target": "a-c", "keyword": "Blocker", "duration": "opponents_next_turn"}}]
    a = {"hand": [event(*steps)], "characters": [{"id": "a-c", "power": 3000}], "deck": 5}
    b = {"deck": 5}
    use_it = [{"use_event": {"card": "a-ev"}}, "end_turn"]
    on_their_turn = run(a=a, b=b, actions=use_it)
    assert card(on_their_turn, "A", "a-c")["power"] == 5000  # B's turn 6: still +2000
    blocked = run(a=a, b=b, actions=[*use_it, {"attack": {"attacker": "B.leader",
                                                          "target": "A.leader"}},
                                     {"block": {"blocker": "a-c"}}])
    assert blocked["illegal"] is None  # [Blocker] too, on B's turn
    after = run(a=a, b=b, actions=[*use_it, "end_turn"])
    assert card(after, "A", "a-c")["power"] == 3000  # ended with B's turn (CR 6-6-1-2)
    assert "6-6-1-2" in after["rules_cited"]


def test_a_character_played_this_turn_may_be_forbidden_the_leader_even_with_rush() -> None:
    curiel = {"id": "a-c", "power": 5000, "keywords": ["Rush"], "played_this_turn": True,
              "static": [{"flag": "no_leader_attack_when_played"}]}
    b = {"characters": [{"id": "b-c", "power": 1000, "rested": True}]}
    refused = run(a={"characters": [curiel]}, b=b,
                  actions=[{"attack": {"attacker": "a-c", "target": "B.leader"}}])["illegal"]
    assert refused["rules"] == ["1-3-3", "8-1-3-3", "3-7-4"]
    assert "forbids it to attack a Leader this turn" in refused["reason"]
    allowed = run(a={"characters": [curiel]}, b=b,
                  actions=[{"attack": {"attacker": "a-c", "target": "b-c"}}])
    assert allowed["illegal"] is None


def test_a_power_for_every_few_cards_follows_the_count() -> None:
    counted = {"id": "a-c", "power": 4000, "static": [
        {"power": 1000, "per": {"count": "trash", "every": 5}},
        {"cost": 1, "per": {"count": "events_in_trash", "every": 2}}]}
    trash = [{"id": f"t{i}", "type": "event" if i < 3 else "character"} for i in range(11)]
    result = run(a={"characters": [counted], "trash": trash})
    assert card(result, "A", "a-c")["power"] == 6000  # 11 cards: twice 5
    probe = event({"ko": "chosen"}, target={"cost_min": 1, "cost_max": 1})
    ko = run(a={"characters": [counted], "trash": trash}, b={"hand": [{**probe, "id": "b-ev"}]},
             player="B", actions=[{"use_event": {"card": "b-ev", "target": "a-c"}}])
    assert ko["illegal"] is None  # 3 Events: once 2, so cost 0 + 1
    bad = judge(scenario(a={"characters": [{"id": "a-x", "static": [
        {"keyword": "Rush", "per": {"count": "trash", "every": 5}}]}]}))
    assert [e["path"] for e in bad["errors"]] == ["players.A.characters[0].static[0].per"]


def test_a_protection_for_every_card_of_a_filter_keeps_each_of_them() -> None:
    guard = {"id": "b-guard", "static": [{"flag": "no_ko_by_opponents_effects", "all": {
        "owner": "you", "types": ["character"], "traits": ["Foxy Pirates"], "not_self": True}}]}
    b = {"characters": [guard, {"id": "b-foxy", "traits": ["Foxy Pirates"]}]}
    kept = run(a={"hand": [event({"ko": "b-foxy"})]}, b=b, actions=[use("b-foxy")])
    assert card(kept, "B", "b-foxy")["rested"] is False
    assert "cannot be K.O.'d by its opponent's effects" in texts(kept)
    gone = run(a={"hand": [event({"ko": "b-guard"})]}, b=b, actions=[use("b-guard")])
    assert gone["state"]["players"]["B"]["trash"] == ["b-guard"]  # "other than this"


def test_a_permanent_base_power_holds_on_its_turn_and_dons_count_on_top() -> None:
    fuza = {"id": "b-fuza", "power": 4000, "don": 1,
            "static": [{"base_power": 6000, "condition": "opponents_turn"}]}
    # on A's turn B's Character has 6000 base power, its DON!! not counting (CR 6-5-5-2)
    assert card(run(b={"characters": [fuza]}), "B", "b-fuza")["power"] == 6000
    # on B's own turn the effect is off: printed 4000 and the DON!! +1000
    assert card(run(b={"characters": [fuza]}, player="B"), "B", "b-fuza")["power"] == 5000


def test_a_base_power_the_same_as_the_leaders_reads_the_leaders_as_set() -> None:
    vista = {"id": "b-vista", "power": 4000,
             "static": [{"base_power": "your_leader", "if": {"hand_max": 7}}]}
    elders = {"id": "b-elders", "power": 1000,
              "static": [{"base_power": 7000, "all": {"owner": "you", "types": ["leader"]}}]}
    result = run(b={"leader": {"power": 5000}, "characters": [vista, elders]})
    assert card(result, "B", "b-vista")["power"] == 7000
    assert result["state"]["players"]["B"]["leader"]["power"] == 7000


def test_a_base_power_entry_is_checked_as_input() -> None:
    found = errors(scenario(b={"characters": [
        {"id": "b-1", "static": [{"base_power": "opponents_leader"}]},
        {"id": "b-2", "static": [{"base_power": "your_leader", "all": {"owner": "you"}}]}]}))
    assert "players.B.characters[0].static[0].base_power" in found
    assert "your_leader is this card's own" in found["players.B.characters[1].static[0].base_power"]
