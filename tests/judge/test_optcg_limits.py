"""Restrictions (judge/engine/optcg/limits.py): what a card forbids for a while is refused,
citing the rule that lets a card's text win over the rules, and ends when its text says."""
from __future__ import annotations

from optcg_board import card, errors, run, scenario, texts


def luffy(step: dict, don: int = 2) -> dict:
    """An attacker whose [When Attacking] is `step` (ST01-012 with `cannot_block`)."""
    return {"id": "a-luffy", "power": 6000, "don": don,
            "effects": {"when_attacking": {"don_x": 2, "steps": [step]}}}


NO_BLOCK_BATTLE = {"cannot_block": {"target": "opponent", "duration": "battle"}}
BLOCKERS = {"characters": [{"id": "b-block", "power": 1000, "keywords": ["Blocker"]},
                           {"id": "b-big", "power": 6000, "keywords": ["Blocker"]}]}


def attack(attacker: str = "a-luffy", target: str = "B.leader") -> dict:
    return {"attack": {"attacker": attacker, "target": target}}


def test_a_block_forbidden_during_the_battle_is_illegal_and_cites_the_card_over_the_rules():
    result = run(a={"characters": [luffy(NO_BLOCK_BATTLE)]}, b=BLOCKERS,
                 actions=[attack(), {"block": {"blocker": "b-block"}}])
    assert result["outcome"] == "illegal_action" and result["illegal"]["action"] == 1
    assert set(result["illegal"]["rules"]) == {"1-3-1", "10-1-4-1"}
    assert "cannot activate [Blocker]" in result["illegal"]["reason"]
    assert "B cannot activate [Blocker] during this battle" in texts(result)


def test_without_its_don_the_attacker_leaves_the_block_legal():
    result = run(a={"characters": [luffy(NO_BLOCK_BATTLE, don=1)]}, b=BLOCKERS,
                 actions=[attack(), {"block": {"blocker": "b-block"}}])
    assert result["illegal"] is None


def test_the_next_battle_may_be_blocked_again():
    # official Q&A (ST01-012): another Character's attack afterwards may be blocked
    other = {"id": "a-other", "power": 3000}
    result = run(a={"characters": [luffy(NO_BLOCK_BATTLE), other]}, b=BLOCKERS,
                 actions=[attack(), "pass", "pass", attack("a-other"),
                          {"block": {"blocker": "b-big"}}])
    assert result["illegal"] is None
    assert card(result, "B", "b-big")["rested"] is True


def test_a_bounded_restriction_is_judged_on_the_blocker_when_it_blocks():
    step = {"cannot_block": {"target": "opponent", "duration": "battle", "power_max": 2000}}
    small = run(a={"characters": [luffy(step)]}, b=BLOCKERS,
                actions=[attack(), {"block": {"blocker": "b-block"}}])
    assert small["outcome"] == "illegal_action"
    big = run(a={"characters": [luffy(step)]}, b=BLOCKERS,
              actions=[attack(), {"block": {"blocker": "b-big"}}])
    assert big["illegal"] is None


def test_all_characters_within_bounds_are_those_on_the_field_when_it_resolves():
    # official Q&A (OP11-013): a Character played afterwards may still block
    step = {"cannot_block": {"target": "opponents_characters", "duration": "turn",
                             "power_max": 2000}}
    result = run(a={"characters": [luffy(step)]}, b=BLOCKERS,
                 actions=[attack(), {"block": {"blocker": "b-block"}}])
    assert result["outcome"] == "illegal_action"


def test_a_character_that_cannot_attack_until_the_end_of_the_opponents_next_turn():
    ev = {"id": "a-ev", "type": "event",
          "effects": {"main": {"steps": [{"cannot_attack": {"target": "chosen",
                                                             "duration": "opponents_next_turn"}}],
                               "target": {"owner": "opponent", "types": ["character"]}}}}
    b = {"characters": [{"id": "b-c", "power": 5000}]}
    actions = [{"use_event": {"card": "a-ev", "target": "b-c"}}, "end_turn",
               {"attack": {"attacker": "b-c", "target": "A.leader"}}]
    result = run(a={"hand": [ev]}, b=b, actions=actions)
    assert result["illegal"]["action"] == 2
    assert set(result["illegal"]["rules"]) == {"1-3-1", "7-1-1-1"}
    later = run(a={"hand": [ev]}, b=b, actions=actions[:2] + ["end_turn", "end_turn",
                                                              actions[2]])
    assert later["illegal"] is None


def test_a_character_that_cannot_be_rested_neither_attacks_nor_is_rested():
    steps = [{"cannot_be_rested": {"target": "b-c", "duration": "opponents_next_turn"}},
             {"rest": "b-c"}]
    ev = {"id": "a-ev", "type": "event", "effects": {"main": steps}}
    b = {"characters": [{"id": "b-c", "power": 5000}]}
    result = run(a={"hand": [ev]}, b=b, actions=[{"use_event": {"card": "a-ev"}}, "end_turn",
                                                 {"attack": {"attacker": "b-c",
                                                             "target": "A.leader"}}])
    assert "1-3-3" in result["rules_cited"]
    assert result["illegal"]["action"] == 2


def test_a_character_kept_rested_is_not_set_active_in_its_owners_refresh_phase():
    ev = {"id": "a-ev", "type": "event",
          "effects": {"main": [{"stay_rested": {"target": "b-c"}}]}}
    b = {"characters": [{"id": "b-c", "rested": True}, {"id": "b-d", "rested": True}]}
    result = run(a={"hand": [ev]}, b=b, actions=[{"use_event": {"card": "a-ev"}}, "end_turn"])
    assert card(result, "B", "b-c")["rested"] is True
    assert card(result, "B", "b-d")["rested"] is False
    assert {"6-2-4", "1-3-1"} <= set(result["rules_cited"])
    again = run(a={"hand": [ev]}, b=b, actions=[{"use_event": {"card": "a-ev"}}, "end_turn",
                                                "end_turn", "end_turn"])
    assert card(again, "B", "b-c")["rested"] is False  # only the next Refresh Phase


def test_rested_don_kept_by_an_effect_stay_rested_in_the_next_refresh_phase_only():
    ev = {"id": "a-ev", "type": "event",
          "effects": {"main": [{"opponent_don_stays_rested": {"count": 2, "up_to": True}}]}}
    b = {"don": {"active": 1, "rested": 1}, "characters": [{"id": "b-c", "don": 1}]}
    result = run(a={"hand": [ev]}, b=b, actions=[{"use_event": {"card": "a-ev"}}, "end_turn"])
    # only 1 was rested in B's cost area: it stays so; the given one comes back and is set
    # active, beside the active one and the 2 of B's DON!! Phase
    don = result["state"]["players"]["B"]["don"]
    assert (don["active"], don["rested"]) == (4, 1)
    assert "only 1 of the 2 asked were rested" in texts(result)
    assert {"6-2-4", "1-3-1"} <= set(result["rules_cited"])
    again = run(a={"hand": [ev]}, b=b, actions=[{"use_event": {"card": "a-ev"}}, "end_turn",
                                                "end_turn", "end_turn"])
    assert again["state"]["players"]["B"]["don"]["rested"] == 0  # only the next one


def test_an_effect_gives_an_active_don_of_the_cost_area_when_it_says_so():
    ev = {"id": "a-ev", "type": "event", "effects": {"main": [
        {"give_don": {"target": "your_leader", "count": 2, "from": "active"}}]}}
    result = run(a={"hand": [ev], "don": {"active": 1, "rested": 3}},
                 actions=[{"use_event": {"card": "a-ev"}}])
    a = result["state"]["players"]["A"]
    assert (a["leader"]["don"], a["don"]["active"], a["don"]["rested"]) == (1, 0, 3)
    assert "gives 1 active DON!!" in texts(result)


def test_a_restriction_needs_its_keys():
    step = {"cannot_attack": {"target": "opponent", "duration": "turn"}}
    found = errors(scenario(a={"hand": [{"id": "x", "type": "event",
                                         "effects": {"main": [step]}}]}))
    assert "players.A.hand[0].effects.main[0].cannot_attack.target" in found


def test_up_to_two_chosen_cards_are_each_kept_rested():
    ev = {"id": "a-ev", "type": "event",
          "effects": {"main": {"steps": [{"stay_rested": {"target": "chosen"}}],
                               "target": {"owner": "opponent", "types": ["character"],
                                          "up_to": 2, "rested": True}}}}
    b = {"characters": [{"id": "b-c", "rested": True}, {"id": "b-d", "rested": True},
                        {"id": "b-e", "rested": True}]}
    result = run(a={"hand": [ev]}, b=b,
                 actions=[{"use_event": {"card": "a-ev", "target": ["b-c", "b-d"]}},
                          "end_turn"])
    assert [card(result, "B", c)["rested"] for c in ("b-c", "b-d", "b-e")] == [True, True, False]


def test_characters_that_cannot_be_kod_by_the_opponents_effects_stay():
    # official Q&A (OP08-038): a Character played afterwards is not covered
    shield = {"id": "a-ev", "type": "event", "effects": {"main": [
        {"cannot_be_ko": {"target": "your_characters", "duration": "opponents_next_turn",
                          "by": "opponents_effects"}}]}}
    ko = {"id": "b-ev", "type": "event", "effects": {"main": [{"ko": "chosen"}]}}
    a = {"hand": [shield, {"id": "a-late", "cost": 1}], "characters": [{"id": "a-c"}],
         "don": {"active": 5}}
    result = run(a=a, b={"hand": [ko], "don": {"active": 5}},
                 actions=[{"use_event": {"card": "a-ev"}}, {"play": {"card": "a-late"}},
                          "end_turn", {"use_event": {"card": "b-ev", "target": "a-c"}}])
    assert "a-c" in [c["id"] for c in result["state"]["players"]["A"]["characters"]]
    assert {"1-3-3", "8-1-4-2"} <= set(result["rules_cited"])
    later = run(a=a, b={"hand": [ko], "don": {"active": 5}},
                actions=[{"use_event": {"card": "a-ev"}}, {"play": {"card": "a-late"}},
                         "end_turn", {"use_event": {"card": "b-ev", "target": "a-late"}}])
    assert "a-late" not in [c["id"] for c in later["state"]["players"]["A"]["characters"]]


def test_a_character_that_cannot_be_kod_in_battle_loses_and_stays():
    guard = {"id": "b-ev", "type": "event", "effects": {"counter": {
        "steps": [{"cannot_be_ko": {"target": "chosen", "duration": "battle"}}],
        "target": {"owner": "you", "types": ["character"]}}}}
    b = {"hand": [guard], "characters": [{"id": "b-c", "power": 1000, "rested": True}]}
    result = run(a={"characters": [{"id": "a-c", "power": 5000}]}, b=b,
                 actions=[{"attack": {"attacker": "a-c", "target": "b-c"}},
                          {"counter": {"card": "b-ev", "target": "b-c"}}, "pass"])
    assert card(result, "B", "b-c")["rested"] is True
    assert "not K.O.'d" in texts(result) and "1-3-3" in result["rules_cited"]


def test_cards_that_cannot_be_played_are_refused_but_an_event_is_not_a_character():
    stop = {"id": "a-ev", "type": "event", "effects": {"main": [
        {"cannot_play": {"target": "you", "duration": "turn", "types": ["character"]}}]}}
    draw = {"id": "a-draw", "type": "event", "effects": {"main": [{"draw": 1}]}}
    a = {"hand": [stop, draw, {"id": "a-c", "cost": 1}], "don": {"active": 5}, "deck": 5}
    result = run(a=a, actions=[{"use_event": {"card": "a-ev"}}, {"use_event": {"card": "a-draw"}},
                               {"play": {"card": "a-c"}}])
    assert result["illegal"]["action"] == 2
    assert result["illegal"]["rules"] == ["1-3-1", "4-7-2"]
    next_turn = run(a=a, actions=[{"use_event": {"card": "a-ev"}}, "end_turn", "end_turn",
                                  {"play": {"card": "a-c"}}])
    assert next_turn["illegal"] is None


def test_a_character_that_cannot_be_rested_cannot_pay_a_rest_this_character_cost():
    # official Q&A (EB02-011 Arlong): no "[Activate: Main] You may rest this Character:"
    ev = {"id": "b-ev", "type": "event", "effects": {"main": [
        {"cannot_be_rested": {"target": "a-c", "duration": "opponents_next_turn"}}]}}
    a = {"characters": [{"id": "a-c", "effects": {"activate_main": {
        "cost": {"rest_self": True}, "optional": True, "steps": [{"draw": 1}]}}}], "deck": 5}
    result = run(a=a, b={"hand": [ev]}, turn=4, player="B",
                 actions=[{"use_event": {"card": "b-ev"}}, "end_turn",
                          {"activate": {"card": "a-c"}}])
    assert result["illegal"]["action"] == 2
    assert result["illegal"]["rules"] == ["1-3-3", "8-3-1-3"]


def test_no_life_to_hand_by_own_effects_skips_the_step_and_refuses_the_cost():
    # official Q&A (OP02-004 Edward.Newgate): the cost "add 1 Life card to your hand" cannot
    # be paid either
    stop = {"id": "a-ev", "type": "event", "effects": {"main": [
        {"cannot_life_to_hand": {"target": "you", "duration": "turn"}}, {"life_to_hand": 1}]}}
    paying = {"id": "a-c", "effects": {"activate_main": {
        "cost": {"life_to_hand": 1}, "optional": True, "steps": [{"draw": 1}]}}}
    a = {"hand": [stop], "characters": [paying], "life": 3, "deck": 5}
    result = run(a=a, actions=[{"use_event": {"card": "a-ev"}},
                               {"activate": {"card": "a-c"}}])
    assert len(result["state"]["players"]["A"]["life"]) == 3
    assert result["illegal"]["action"] == 1
    assert result["illegal"]["rules"][0] == "1-3-3"
